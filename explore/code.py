"""The code to paste (`gk explore`, docs/explore.md): the pattern as a C++ function, the kit's
snippet that already has it, and the check that compiles the code and compares it with every
computed value."""
from __future__ import annotations

import re
import subprocess
import textwrap

from judge.compiler import compile_text
from judge.errors import CompileError

from .pattern import Claim, period_cpp
from .values import first_error


def code_for_1d(flat: list[int], claims: list[Claim], extend) -> tuple[str, Claim | None]:
    """The code of the period (with the closed form it is, when it is one), else of the first
    closed form, and the claim it comes from. A period reaching past the values computed takes
    its values from `extend` (None: no code)."""
    for c in claims:
        if c.kind in ("period", "arithmetic"):
            if c.cpp:  # the period is a closed form
                return c.cpp, c
            q, p, s = c.extra["q"], c.extra["p"], c.extra["s"]
            v = flat if q + p <= len(flat) else extend(q + p)
            return (period_cpp(v, q, p, s), c) if v is not None else ("", None)
    forms = [c for c in claims if c.kind == "formula"]
    if forms:
        return forms[0].cpp, forms[0]
    zeros = [c for c in claims if c.kind == "p-positions" and c.cpp]   # who wins: 0 or 1
    return (zeros[0].cpp, zeros[0]) if zeros else ("", None)


# What the values of each kind are; code of outcomes is named outcome(...), not grundy(...).
OUTCOME_CODES = {"outcome": "0: the player to move loses, 1: wins",
                 "loopy": "0: the player to move loses, 1: wins, 2: a draw"}


def pasteable(code: str, claim: Claim, kind: str) -> str:
    """The code as pasted: a first comment with how sure its claim is (and, for outcomes, what
    the codes mean), the function named by what it returns."""
    lines = textwrap.wrap(claim.status, 92, initial_indent="// ", subsequent_indent="//   ")
    if kind in OUTCOME_CODES:
        code = re.sub(r"\b(grundy|g)\(", "outcome(", code)
        lines.append(f"// outcome(...): {OUTCOME_CODES[kind]}")
    return "\n".join(lines) + "\n" + code


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


def snippet_hint(claims: list[Claim], flat: list[int], spec: str) -> str:
    """The kit's snippet that has the pattern found, or the family the game is (spec)."""
    for c in claims:
        for words, hint in SNIPPET_HINTS:
            if words in c.text:
                return hint
        if c.kind == "arithmetic" and (c.extra.get("q"), c.extra.get("p"), c.extra.get("s")) \
                == (1, 4, 4) and flat[1:5] == [1, 2, 4, 3]:
            return "snippets/lasker_nim.hpp: laskerGrundy(n) (Lasker's Nim)"
    if spec.startswith("octal "):
        return "snippets/octal.hpp: octalGrundy(code, n), findOctalPeriod(code, limit)"
    if spec.startswith("subtraction "):
        return "snippets/subtraction.hpp: subtractionGrundy(S, n), findSubtractionPeriod(S, limit)"
    return ""


def check_code(code: str, flat: list[int], grid: list[list[int]] | None) -> str:
    """Compiles the code with a main that prints the values of its function (the last one it
    defines: grundy, outcome or isP) and compares them with the computed ones. Returns the
    line to print."""
    name = re.findall(r"^(?:long long|bool|int) (\w+)\(", code, re.M)[-1]
    p_only = name == "isP"
    if grid is None:
        main = (f"int main() {{ for (long long n = 0; n < {len(flat)}; n++) "
                f"std::printf(\"%lld\\n\", (long long){name}(n)); }}\n")
        want = [(-1 if v < 0 else int(v == 0)) if p_only else v for v in flat]
    else:
        X, Y = len(grid), len(grid[0])
        main = (f"int main() {{ for (long long x = 0; x < {X}; x++) for (long long y = 0; "
                f"y < {Y}; y++) std::printf(\"%lld\\n\", (long long){name}(x, y)); }}\n")
        want = [(-1 if v < 0 else int(v == 0)) if p_only else v for row in grid for v in row]
    text = f"#include <cmath>\n#include <cstdio>\n#include <vector>\n{code}\n{main}"
    try:
        binary = compile_text(text, "the pasted code", ("-std=c++17", "-O2"), tag="explore-code")
    except CompileError as error:
        return f"check: FAILED, the code does not compile: {first_error(error.message)}"
    out = subprocess.run([str(binary.path)], capture_output=True, text=True, timeout=120)
    got = [int(t) for t in out.stdout.split()]
    bad = [i for i, (a, b) in enumerate(zip(got, want)) if a != b and b >= 0]
    if out.returncode != 0 or len(got) != len(want) or bad:
        where = f" (first difference at index {bad[0]})" if bad else ""
        return f"check: FAILED, the code differs from the computed values{where}"
    return (f"check: compiled with g++ -std=c++17 and equal to all {len(want)} computed "
            f"values")


def pasted(claim: str, text: str, name: str, check, var: str, positions: list, labels: list,
           mode: str) -> tuple[list[str], str, str]:
    """A recurrence's report (lines, code, check line): its claim, the code to paste indented,
    and the check of the function `name` against every result computed (none when check is
    None: --no-check)."""
    lines = [claim, "code to paste:"] + ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        checked = check(text, name, var, positions, [int(x) for x in labels], mode)
        lines.append(checked)
    return lines, text, checked


def recurrence_report(found, value, code, what: str, game_name: str, states: int, positions: list,
                      labels: list, check) -> tuple[list[str], str, str]:
    """The report of a score game's own recurrence read off the states (`found`, None when the
    game is not of its kind): nothing unless `value(found, position)` gives every result
    computed; then its claim (`what` names the parts read, e.g. "the takes and the counter"),
    and `code(found, game_name)`'s text pasted and checked as for `pasted`."""
    if found is None or any(value(found, tuple(p)) != int(lab)
                            for p, lab in zip(positions, labels)):
        return [], "", ""
    claim = (f"recurrence: {found.text()}  [the game's own recurrence: {what} read off all "
             f"{states:,} states searched (assumed beyond), and it gives all {len(positions):,} "
             f"results computed]")
    text, name = code(found, game_name)
    return pasted(claim, text, name, check, "a", positions, labels, "score")

