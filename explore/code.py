"""The code to paste (`gk explore`, docs/explore.md): the pattern as a C++ function, the kit's
snippet that already has it, and the check that compiles the code and compares it with every
computed value."""
from __future__ import annotations

import subprocess

from judge.compiler import compile_text
from judge.errors import CompileError

from .pattern import Claim, period_cpp
from .values import first_error


def code_for_1d(flat: list[int], claims: list[Claim], extend) -> str:
    """The code of the first closed form, else of the period (its values from `extend` when the
    period reaches past the values computed)."""
    forms = [c for c in claims if c.kind == "formula"]
    if forms:
        return forms[0].cpp
    for c in claims:
        if c.kind in ("period", "arithmetic"):
            q, p, s = c.extra["q"], c.extra["p"], c.extra["s"]
            v = flat if q + p <= len(flat) else extend(q + p)
            if v is None:
                return ""
            return period_cpp(v, q, p, s)
    return ""


# A pattern the kit already has as a snippet: (words of a claim, the snippet and its function).
SNIPPET_HINTS = [
    ("Wythoff; Beatty pairs", "snippets/wythoff.hpp: wythoffIsP(x, y), wythoffWinningMove"),
    ("(Euclid's game)", "snippets/euclid_game.hpp: euclidFirstWins(a, b), euclidGrundy(a, b)"),
    ("(Fibonacci Nim", "snippets/fibonacci_nim.hpp: fibNimWins(n, t), fibNimWinningTake"),
    ("(self-similar)", "snippets/strange_nim.hpp: strangeNimGrundy(n, K)"),
    ("(odious numbers)", "snippets/coin_turning.hpp: mockTurtleValue(n)"),
    ("(ruler)", "snippets/coin_turning.hpp: rulerValue(n)"),
    ("g(x, y) = x xor y", "snippets/nim.hpp"),
    ("those of Grundy's game", "snippets/octal.hpp: OctalGame::grundysGame() (values only)"),
]


def snippet_hint(claims: list[Claim], flat: list[int], title: str) -> str:
    for c in claims:
        for words, hint in SNIPPET_HINTS:
            if words in c.text:
                return hint
        if c.kind == "arithmetic" and (c.extra.get("q"), c.extra.get("p"), c.extra.get("s")) \
                == (1, 4, 4) and flat[1:5] == [1, 2, 4, 3]:
            return "snippets/lasker_nim.hpp: laskerGrundy(n) (Lasker's Nim)"
    if "octal code" in title:
        return "snippets/octal.hpp: octalGrundy(code, n), findOctalPeriod(code, limit)"
    if "subtraction set" in title:
        return "snippets/subtraction.hpp: subtractionGrundy(S, n), findSubtractionPeriod(S, limit)"
    return ""


def check_code(code: str, flat: list[int], grid: list[list[int]] | None) -> str:
    """Compiles the code with a main that prints its values, and compares them with the
    computed ones. Returns the line to print."""
    if grid is None:
        n = len(flat)
        main = (f"int main() {{ for (long long n = 0; n < {n}; n++) "
                f"std::printf(\"%lld\\n\", grundy(n)); }}\n")
        want = flat
    else:
        X, Y = len(grid), len(grid[0])
        p_only = "bool isP(" in code
        call = "(long long)isP(x, y)" if p_only else "grundy(x, y)"
        main = (f"int main() {{ for (long long x = 0; x < {X}; x++) for (long long y = 0; "
                f"y < {Y}; y++) std::printf(\"%lld\\n\", {call}); }}\n")
        want = [(-1 if v < 0 else int(v == 0)) if p_only else v for row in grid for v in row]
    text = f"#include <cmath>\n#include <cstdio>\n#include <vector>\n{code}\n{main}"
    try:
        binary = compile_text(text, "the pasted code", ("-std=c++17", "-O2"), tag="explore-code")
    except CompileError as error:
        return f"check: FAILED, the code does not compile: {_first_error(error.message)}"
    out = subprocess.run([str(binary.path)], capture_output=True, text=True, timeout=120)
    got = [int(t) for t in out.stdout.split()]
    bad = [i for i, (a, b) in enumerate(zip(got, want)) if a != b and b >= 0]
    if out.returncode != 0 or len(got) != len(want) or bad:
        where = f" (first difference at index {bad[0]})" if bad else ""
        return f"check: FAILED, the code differs from the computed values{where}"
    return (f"check: compiled with g++ -std=c++17 and equal to all {len(want)} computed "
            f"values")
