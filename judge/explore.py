"""`gk explore`: the values of a game you describe, the pattern in them, a picture and code to
paste (docs/explore.md).

A game is a C++ file with moves(...) (tools/explore/explore.hpp), a Python file with moves(...),
a built-in family of the kit's snippets (subtraction 1 3 4, octal 0.77, grundy, mock-turtles,
ruler, lasker, strange-nim K, euclid, fibonacci-nim, wythoff) or the name of an example in
docs/explore/games/.
Values come from snippets/grundy_engine.hpp (files) or the family's snippet; the analysis is
judge/explore_pattern.py; every claim is checked on every computed value.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path

from . import explore_pattern as pat
from .compiler import compile_text
from .errors import CompileError, UserError
from .explore_render import svg_grid, text_grid
from .paths import ROOT, cache_dir

TOOLS = ROOT / "tools" / "explore"
EXAMPLES = ROOT / "docs" / "explore" / "games"
KNOWN = TOOLS / "known.tsv"
FLAGS = ("-std=c++17", "-O2")
MAX_STATES = 20_000_000

# name: (dimensions, what it is, how its values are read). A family another part of the kit
# adds is one row here and one branch in tools/explore/families.cpp.
FAMILIES = {
    "subtraction": (1, "subtraction game: take s in S (snippets/subtraction.hpp)", "grundy"),
    "octal": (1, "octal game by its code (snippets/octal.hpp)", "grundy"),
    "grundy": (1, "Grundy's game: split a heap into two unequal heaps (snippets/octal.hpp)",
               "grundy"),
    "mock-turtles": (1, "Mock Turtles: a head at coin n (snippets/coin_turning.hpp)", "grundy"),
    "ruler": (1, "Ruler: a head at coin n, n >= 1 (snippets/coin_turning.hpp)", "grundy"),
    "lasker": (1, "Lasker's Nim: take any number or split a heap in two "
                  "(snippets/lasker_nim.hpp)", "grundy"),
    "strange-nim": (1, "Strange Nim: take 1..floor(n/K) (snippets/strange_nim.hpp)", "grundy"),
    "euclid": (2, "Euclid's game (a, b): making a 0 wins (snippets/euclid_game.hpp)", "grundy"),
    "fibonacci-nim": (2, "Fibonacci Nim (n stones, limit t): 1 = the mover wins, 0 = loses "
                      "(snippets/fibonacci_nim.hpp)", "outcome"),
    "wythoff": (2, "Wythoff's game (x, y): 1 = the mover wins, 0 = loses (snippets/wythoff.hpp)",
                "outcome"),
}
# Families whose snippet is not in the kit yet: named so that the message says so.
NOT_YET = {"partizan": "partizan games have Left and Right moves: see snippets/canonical_game.hpp"
                       " and snippets/dyadic.hpp; gk explore computes impartial games"}


@dataclass
class Values:
    dims: int
    box: list[int]
    flat: list[int]
    kind: str = "grundy"           # or "outcome"
    proof: tuple | None = None     # family: ("period", p, q, theorem) or ("none", limit, theorem)
    options: list[list[tuple]] = field(default_factory=list)
    title: str = ""
    loopy: list[int] = field(default_factory=list)  # --loopy: Smith's values, -2 infinite

    def grid(self, fixed: tuple[int, ...] = ()) -> list[list[int]]:
        """2-D slice: x, y free, coordinates 3.. fixed."""
        X, Y = self.box[0], self.box[1]
        rest = self.box[2:]
        off = 0
        for c, b in zip(fixed, rest):
            off = off * b + c
        stride = 1
        for b in rest:
            stride *= b
        return [[self.flat[(x * Y + y) * stride + off] for y in range(Y)] for x in range(X)]


# ---------------------------------------------------------------- running a game

def _first_error(message: str) -> str:
    for line in message.splitlines():
        if "error" in line:
            return line.strip()
    return message.strip().splitlines()[0] if message.strip() else "compile error"


def _compile(text: str, name: str, tag: str):
    headers = "".join((TOOLS / n).read_text() for n in ("explore.hpp", "driver.cpp"))
    headers += "".join((ROOT / "snippets" / n).read_text() for n in (
        "grundy_engine.hpp", "retrograde.hpp", "loopy_grundy.hpp", "misere_genus.hpp"))
    stamp = hashlib.sha256(headers.encode()).hexdigest()[:16]
    try:
        return compile_text(f"// explore {stamp}\n{text}", name, FLAGS, tag=tag,
                            include_dirs=(ROOT, TOOLS))
    except CompileError as error:
        if "static assertion failed: define void moves" in error.message:
            raise UserError(f"{name} has no moves(...) the kit can call: define void "
                            f"moves(long long n, Moves& m) (1-D), moves(x, y, m) (2-D), up to "
                            f"4 numbers, with Moves& a reference (docs/explore.md)") from None
        hint = ("; moves() takes Moves& m, a reference"
                if "Moves::Moves(const Moves&)" in error.message else "")
        raise UserError(f"{name} does not compile: {_first_error(error.message)}{hint}") from None


def _run(argv: list[str], stdin: str | None = None) -> str:
    """Runs a kit program and returns what it wrote to its --out file. Its progress lines go to
    stderr as they come, and so does anything the game's moves() prints on stdout; an
    `explore:` line on stderr is the one-line error."""
    import tempfile
    with tempfile.TemporaryDirectory(prefix="explore-") as tmp:
        out_path = Path(tmp) / "values.txt"
        proc = subprocess.Popen([argv[0], "--out", str(out_path), *argv[1:]],
                                stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                errors="replace")
        errors: list[str] = []

        def pump_err():
            for line in proc.stderr:
                if line.startswith("explore: ") and "states," not in line and "resumed" not in line:
                    errors.append(line[len("explore: "):].strip())
                else:
                    sys.stderr.write(line)
                    sys.stderr.flush()

        def pump_out():  # the game's own prints
            for line in proc.stdout:
                sys.stderr.write(line)

        threads = [threading.Thread(target=f, daemon=True) for f in (pump_err, pump_out)]
        for t in threads:
            t.start()
        try:
            if stdin is not None:  # the driver reads all of it before it writes
                try:
                    proc.stdin.write(stdin)
                    proc.stdin.close()
                except BrokenPipeError:
                    pass
            proc.wait()
        except KeyboardInterrupt:
            proc.kill()
            raise
        for t in threads:
            t.join()
        if proc.returncode != 0:
            if errors:
                raise UserError(errors[-1])
            if proc.returncode < 0:
                import signal
                name = signal.Signals(-proc.returncode).name
                raise UserError(f"the game's program crashed ({name}): an index out of range or "
                                f"a deep recursion in moves()? try smaller --n/--box")
            raise UserError(f"the game's program failed (exit status {proc.returncode})")
        return out_path.read_text()


def _parse(out: str) -> tuple[int, list[int], list[int], list[str]]:
    lines = out.splitlines()
    head = lines[0].split()
    dims, box = int(head[1]), [int(b) for b in head[2:]]
    flat: list[int] = []
    i = 1
    while i < len(lines) and lines[i] and (lines[i][0].isdigit() or lines[i][0] == "-"):
        flat.extend(map(int, lines[i].split()))
        i += 1
    return dims, box, flat, lines[i:]


def _with_mode(dims, box, flat, rest, mode: str) -> tuple[list[int], list[int], str]:
    """--loopy: the outcome codes (0 lose, 1 win, 2 draw) and Smith's values; --misere: the
    misere outcomes (0 lose, 1 win)."""
    if mode != "loopy":
        return flat, [], "outcome" if mode == "misere" else "grundy"
    codes = [int(t) for line in rest[1:] for t in line.split()]
    return [{0: 0, 2: 1, 1: 2}[c] for c in codes], flat, "loopy"


def _gxx(args: list[str], name: str, cwd: Path) -> None:
    result = subprocess.run(["g++", *args], capture_output=True, text=True, errors="replace",
                            cwd=cwd)
    if result.returncode != 0:
        message = result.stderr + result.stdout
        if "static assertion failed: define void moves" in message:
            raise UserError(f"{name} has no moves(...) the kit can call: define void "
                            f"moves(long long n, Moves& m) (1-D), moves(x, y, m) (2-D), up to "
                            f"4 numbers, with Moves& a reference (docs/explore.md)")
        hint = ("; moves() takes Moves& m, a reference"
                if "Moves::Moves(const Moves&)" in message else "")
        first = next((line.strip() for line in message.splitlines()
                      if "error" in line or "multiple definition" in line),
                     message.strip().splitlines()[0] if message.strip() else "g++ failed")
        raise UserError(f"{name} does not compile: {first}{hint}")


def build_game(path: Path, text: str):
    """The game's program: the file and tools/explore/glue.hpp compiled (a fraction of a
    second), linked with tools/explore/driver.cpp, which is compiled once and cached."""
    import tempfile
    from .compiler import compiler_version
    headers = "".join((TOOLS / n).read_text() for n in ("explore.hpp", "glue.hpp", "driver.cpp"))
    headers += "".join((ROOT / "snippets" / n).read_text() for n in (
        "grundy_engine.hpp", "retrograde.hpp", "loopy_grundy.hpp", "misere_genus.hpp"))
    base = hashlib.sha256("\0".join([headers, *FLAGS, compiler_version()]).encode()).hexdigest()
    bin_dir = cache_dir() / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    driver_o = bin_dir / f"explore-driver-{base[:32]}.o"
    key = hashlib.sha256(f"{base}\0{path.name}\0{text}".encode()).hexdigest()
    binary = bin_dir / f"explore-{key[:32]}"
    if binary.is_file() and os.access(binary, os.X_OK):
        return binary, key
    with tempfile.TemporaryDirectory(prefix="explore-", dir=bin_dir) as tmp:
        tmp = Path(tmp)
        if not driver_o.is_file():
            _gxx([*FLAGS, f"-I{ROOT}", f"-I{TOOLS}", "-c", str(TOOLS / "driver.cpp"), "-o",
                  str(tmp / "driver.o")], "tools/explore/driver.cpp", tmp)
            os.replace(tmp / "driver.o", driver_o)
        (tmp / "game.cpp").write_text(f'#include "explore.hpp"\n#line 1 "{path.name}"\n{text}\n'
                                      f'#line 1 "tools/explore/glue.hpp"\n#include "glue.hpp"\n')
        _gxx([*FLAGS, f"-I{TOOLS}", "-c", "game.cpp", "-o", "game.o"], path.name, tmp)
        _gxx(["game.o", str(driver_o), "-o", "game"], path.name, tmp)
        os.replace(tmp / "game", binary)
    return binary, key


def run_cpp(path: Path, box: list[int], options: int, use_cache: bool,
            mode: str = "") -> Values:
    text = path.read_text(encoding="utf-8", errors="replace")
    binary_path, binary_key = build_game(path, text)
    argv = [str(binary_path), "--box", *map(str, box)]
    if mode:
        dims, box, flat, rest = _parse(_run(argv + ["--mode", mode]))
        flat, loopy, kind = _with_mode(dims, box, flat, rest, mode)
        return Values(dims, box, flat, kind=kind, title=path.name, loopy=loopy)
    if options:
        argv += ["--options", str(options)]
    if use_cache:
        key = hashlib.sha256(f"{binary_key} {box}".encode()).hexdigest()[:32]
        folder = cache_dir() / "explore"
        folder.mkdir(parents=True, exist_ok=True)
        argv += ["--cache", str(folder / f"{path.stem}-{key}.values"), key]
    dims, box, flat, rest = _parse(_run(argv))
    opts = []
    if rest and rest[0] == "options":
        for line in rest[1:]:
            opts.append([() if o == "-" else tuple(sorted(int(c) for c in o.split("+")))
                         for o in line.split()])
    return Values(dims, box, flat, options=opts, title=path.name)


def run_python(path: Path, box: list[int], mode: str = "") -> Values:
    """moves(...) of a Python file lists the options of every state of the box; the kit's
    engine (the driver built with EXPLORE_GRAPH) computes the values from that graph."""
    import runpy
    try:
        module = runpy.run_path(str(path))
    except Exception as error:  # the user's file: one line
        raise UserError(f"{path.name} does not run: {type(error).__name__}: {error}") from None
    moves = module.get("moves")
    if not callable(moves):
        raise UserError(f"{path.name} defines no moves(...): see docs/explore.md")
    dims = len(box)
    strides = [1] * dims
    for i in range(dims - 2, -1, -1):
        strides[i] = strides[i + 1] * box[i + 1]
    total = strides[0] * box[0]
    if total > 2_000_000:
        raise UserError(f"{total} states is too many for a Python generator; write it in C++")
    lines = []
    options: list[list[tuple]] = []

    def index(state, at) -> int:
        c = (state,) if isinstance(state, int) else tuple(state)
        if len(c) != dims or not all(isinstance(t, int) for t in c):
            raise UserError(f"moves{at} gave {state!r}: a state is {dims} whole number(s)")
        for i, (t, b) in enumerate(zip(c, box)):
            if not 0 <= t < b:
                raise UserError(f"moves{at} gave the state {c}, outside the box 0..{b - 1} of "
                                f"coordinate {i + 1}: check the bounds in moves(), or give a "
                                f"larger --box")
        return sum(t * s for t, s in zip(c, strides))

    for s in range(total):
        c = tuple((s // strides[i]) % box[i] for i in range(dims))
        at = f"({', '.join(map(str, c))})"
        try:
            opts = list(moves(*c))
        except UserError:
            raise
        except Exception as error:
            raise UserError(f"moves{at} raised {type(error).__name__}: {error}") from None
        parts = [str(len(opts))]
        mine = []
        for o in opts:
            comps = o if isinstance(o, list) else [o]
            parts.append(str(len(comps)))
            idx = [index(t, at) for t in comps]
            parts.extend(map(str, idx))
            mine.append(tuple(sorted(idx)))
        lines.append(" ".join(parts))
        if dims == 1 and s < 160:
            options.append(mine)
    driver = (TOOLS / "driver.cpp").read_text()
    binary = _compile(f"#define EXPLORE_GRAPH 1\n{driver}", "tools/explore/driver.cpp",
                      "explore-graph")
    argv = [str(binary.path), "--box", *map(str, box)] + (["--mode", mode] if mode else [])
    dims, box, flat, rest = _parse(_run(argv, "\n".join(lines) + "\n"))
    flat, loopy, kind = _with_mode(dims, box, flat, rest, mode)
    return Values(dims, box, flat, kind=kind, title=path.name, loopy=loopy, options=options)


def run_family(name: str, args: list[str], box: list[int], limit: int | None) -> Values:
    binary = compile_text((TOOLS / "families.cpp").read_text() + "".join(
        f"// {hashlib.sha256((ROOT / 'snippets' / h).read_bytes()).hexdigest()[:12]}\n"
        for h in sorted(os.listdir(ROOT / "snippets"))), "tools/explore/families.cpp", FLAGS,
        tag="explore-families", include_dirs=(ROOT,))
    argv = [str(binary.path), "--box", *map(str, box)]
    if limit:
        argv += ["--limit", str(limit)]
    dims, box, flat, rest = _parse(_run(argv + ["--", name, *args]))
    proof = None
    for line in rest:
        f = line.split()
        if f and f[0] == "proof":
            theorem = ("subtraction-game theorem: a period holding over max(S) values after "
                       "the preperiod holds forever; snippets/subtraction.hpp"
                       if name == "subtraction" else "Guy-Smith theorem; snippets/octal.hpp")
            proof = ("none", int(f[2]), theorem) if f[1] == "none" else \
                ("period", int(f[1]), int(f[2]), theorem)
    title = f"{name} {' '.join(args)}".strip() + f" ({FAMILIES[name][1]})"
    return Values(dims, box, flat, kind=FAMILIES[name][2], proof=proof, title=title)


# ---------------------------------------------------------------- the class of a 1-D game

def recognise(options: list[list[tuple]]) -> tuple[str, list[str]] | None:
    """A subtraction set or an octal code whose moves are exactly those listed for every state
    listed (options[n] = the option multisets of heap n), or None."""
    m = len(options)
    if m < 8:
        return None
    last = m - 1
    # subtraction: every option a single heap n - s, S = the takes of the last heap
    if all(len(o) == 1 for opts in options for o in opts):
        S = sorted({last - o[0] for o in options[last]})
        if S and S[-1] <= last // 2 and all(
                sorted(options[n]) == sorted((n - s,) for s in S if s <= n) for n in range(m)):
            return "subtraction", [str(s) for s in S]
    # octal: digit j has bit 1 (take j, leave nothing), 2 (leave one heap), 4 (two heaps)
    if options[0]:
        return None
    options = [[tuple(c for c in o if c) for o in opts] for opts in options]  # heap 0: nothing
    if any(len(o) > 2 for opts in options for o in opts):
        return None
    digits = []
    for j in range(0, last // 2 + 1):
        d = 0
        if j and j < m and () in options[j]:
            d |= 1
        if j and (last - j,) in options[last]:
            d |= 2
        if last - j >= 2 and (1, last - j - 1) in options[last]:
            d |= 4
        digits.append(d)
    if digits[0] & 3:
        return None
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    if len(digits) > last // 4:
        return None
    want_code = ("4." if digits[0] & 4 else "0.") + "".join(str(d) for d in digits[1:])
    for n in range(m):
        expect = set()
        for j, d in enumerate(digits):
            r = n - j
            if r < 0 or (j == 0 and not d & 4):
                continue
            if d & 1 and r == 0:
                expect.add(())
            if d & 2 and r > 0:
                expect.add((r,))
            if d & 4:
                expect.update((a, r - a) for a in range(1, r // 2 + 1))
        if set(options[n]) != expect:
            return None
    if want_code == "0.":
        return None
    return "octal", [want_code if want_code != "4." else "4.0"]


# ---------------------------------------------------------------- the report

@dataclass
class Report:
    lines: list[str] = field(default_factory=list)
    claims: list[pat.Claim] = field(default_factory=list)
    code: str = ""
    code_check: str = ""
    none_found: bool = False

    def add(self, text: str = "") -> None:
        self.lines.append(text)


def load_known() -> list[dict]:
    rows = []
    for line in KNOWN.read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        name, anumber, spec, offset, values = line.split("\t")
        rows.append({"name": name, "anumber": "" if anumber == "-" else anumber, "spec": spec,
                     "offset": int(offset), "values": [int(t) for t in values.split()]})
    return rows


def analyse_1d(vals: Values, report: Report, proof_note: str = "") -> None:
    v = vals.flat
    n = len(v)
    computed = f"holds for all n < {n} computed, not proven"
    forms = pat.closed_forms(v)
    per = pat.find_period(v)
    arith = None if per else pat.find_period(v, arithmetic=True)
    proof = vals.proof
    if proof and proof[0] == "period":
        _, p, q, theorem = proof
        status = f"proven: {theorem}{proof_note}"
        claim = pat.Claim("period", f"period {p} from n = {q} (preperiod {q}): "
                          f"g(n + {p}) = g(n) for n >= {q}", status,
                          extra={"q": q, "p": p, "s": 0})
        report.claims.append(claim)
    elif proof and proof[0] == "none":
        report.claims.append(pat.Claim("no-proof", f"no period proven within {proof[1]} values",
                                       f"by {proof[2]}"))
        if per:
            q, p, s = per
            report.claims.append(pat.Claim(
                "period", f"period {p} from n = {q} in the values computed", computed,
                extra={"q": q, "p": p, "s": 0}))
    elif per:
        q, p, s = per
        report.claims.append(pat.Claim("period", f"period {p} from n = {q} (preperiod {q}): "
                                       f"g(n + {p}) = g(n) for {q} <= n < {n - p}", computed,
                                       extra={"q": q, "p": p, "s": 0}))
    elif arith:
        q, p, s = arith
        report.claims.append(pat.Claim(
            "arithmetic", f"arithmetic period {p}, saltus {s}, from n = {q}: "
                          f"g(n + {p}) = g(n) + {s} for {q} <= n < {n - p}", computed,
            extra={"q": q, "p": p, "s": s}))
    for f in forms[:3]:
        f.status = computed
        report.claims.append(f)
    rule = pat.p_rule_1d(v)
    if rule:
        rule.status = computed
        report.claims.append(rule)
    if vals.kind == "grundy":
        report.claims.extend(pat.match_known(v, load_known()))
    report.none_found = not any(c.kind in ("period", "arithmetic", "formula", "p-positions")
                                for c in report.claims)


def code_for_1d(vals: Values, report: Report, extend) -> str:
    forms = [c for c in report.claims if c.kind == "formula"]
    if forms:
        return forms[0].cpp
    for c in report.claims:
        if c.kind in ("period", "arithmetic"):
            q, p, s = c.extra["q"], c.extra["p"], c.extra["s"]
            v = vals.flat if q + p <= len(vals.flat) else extend(q + p)
            if v is None:
                return ""
            return pat.period_cpp(v, q, p, s)
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


def snippet_hint(claims: list, vals: Values) -> str:
    for c in claims:
        for words, hint in SNIPPET_HINTS:
            if words in c.text:
                return hint
        if c.kind == "arithmetic" and (c.extra.get("q"), c.extra.get("p"), c.extra.get("s")) \
                == (1, 4, 4) and vals.flat[1:5] == [1, 2, 4, 3]:
            return "snippets/lasker_nim.hpp: laskerGrundy(n) (Lasker's Nim)"
    if "octal code" in vals.title:
        return "snippets/octal.hpp: octalGrundy(code, n), findOctalPeriod(code, limit)"
    if "subtraction set" in vals.title:
        return "snippets/subtraction.hpp: subtractionGrundy(S, n), findSubtractionPeriod(S, limit)"
    return ""


def check_code(code: str, vals: Values, grid: list[list[int]] | None) -> str:
    """Compiles the code with a main that prints its values, and compares them with the
    computed ones. Returns the line to print."""
    if grid is None:
        n = len(vals.flat)
        main = (f"int main() {{ for (long long n = 0; n < {n}; n++) "
                f"std::printf(\"%lld\\n\", grundy(n)); }}\n")
        want = vals.flat
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


def render_1d(vals: Values, report: Report, colour: bool, show: int) -> list[str]:
    v = vals.flat[:show]
    per = next((c for c in report.claims if c.kind in ("period", "arithmetic")), None)
    p = per.extra["p"] if per else 0
    width = p * max(1, 10 // p) if 0 < p <= 40 else (10 if len(v) <= 200 else 20)
    marks = set()
    if per and per.extra["q"] > 0:
        q, p, s = per.extra["q"], per.extra["p"], per.extra["s"]
        full = vals.flat
        for i in range(min(q, len(v))):
            j = i + ((q - i + p - 1) // p) * p  # the same phase inside the periodic part
            if j < len(full) and full[j] - s * ((j - i) // p) != full[i]:
                marks.add((i // width, i % width))
    rows = [v[i:i + width] for i in range(0, len(v), width)]
    return text_grid(rows, list(range(0, len(v), width)), colour, marks)


def explore(args) -> int:
    game = list(args.game)
    box = _box(args)
    name = game[0]
    path = Path(name)
    vals: Values
    proof_note = ""
    if name in NOT_YET and not path.exists():
        raise UserError(f"{name}: not in gk explore: {NOT_YET[name]}")
    mode = "loopy" if args.loopy else "misere" if args.misere else ""
    if mode and args.loopy and args.misere:
        raise UserError("--loopy or --misere, not both")
    if mode and (name in FAMILIES and not path.exists()):
        raise UserError(f"--{mode} takes a game file (moves to one state each), not a family")
    if name in FAMILIES and not path.exists():
        dims = FAMILIES[name][0]
        box = box or ([args.n or 200] if dims == 1 else [16, 16])
        if len(box) != dims:
            raise UserError(f"{name} has states of {dims} number(s): give "
                            f"{'--n N' if dims == 1 else '--box XxY'}")
        if name == "subtraction" and not all(a.isdigit() and int(a) > 0 for a in game[1:]) or \
                name == "subtraction" and len(game) < 2:
            raise UserError("subtraction needs its set: gk explore subtraction 1 3 4")
        if name == "octal" and (len(game) != 2 or not re.fullmatch(r"[04]\.[0-7]*", game[1])
                                or not any(c != "0" for c in game[1][2:]) and game[1][0] == "0"):
            raise UserError("octal needs a code: gk explore octal 0.77 (0. or 4. then digits "
                            "0..7)")
        if name == "strange-nim" and (len(game) != 2 or not game[1].isdigit()
                                      or int(game[1]) < 1):
            raise UserError("strange-nim needs K >= 1: gk explore strange-nim 3")
        if name not in ("subtraction", "octal", "strange-nim") and len(game) > 1:
            raise UserError(f"{name} takes no arguments")
        vals = run_family(name, game[1:], box, args.limit)
    else:
        if not path.exists() and (EXAMPLES / f"{name}.cpp").is_file():
            path = EXAMPLES / f"{name}.cpp"
        if not path.is_file():
            fams = ", ".join(FAMILIES)
            raise UserError(f"{name}: no such file, family or example; a game is a .cpp or .py "
                            f"file with moves(...), a family ({fams}) or an example "
                            f"({', '.join(p.stem for p in sorted(EXAMPLES.glob('*.cpp')))})")
        if len(game) > 1:
            raise UserError(f"a game file takes no arguments: gk explore {name} --n N")
        box = box or [args.n or 200]
        if path.suffix == ".py":
            vals = run_python(path, box, mode)
        elif path.suffix in (".cpp", ".cc", ".cxx") and mode:
            vals = run_cpp(path, box, 0, False, mode)
        elif path.suffix in (".cpp", ".cc", ".cxx"):
            options = min(box[0], 160) if len(box) == 1 else 0
            vals = run_cpp(path, box, options, not args.no_cache)
        else:
            raise UserError(f"{path}: a game file is .cpp or .py")
        if len(box) == 1 and vals.options and not mode:
            cls = recognise(vals.options)
            if cls:
                fam = run_family(cls[0], cls[1], box, args.limit)
                if fam.flat == vals.flat:
                    vals.proof = fam.proof
                    what = (f"subtraction set {{{', '.join(cls[1])}}}" if cls[0] ==
                            "subtraction" else f"octal code {cls[1][0]}")
                    vals.title += f" (its moves are those of the {what})"
                    proof_note = (f"; moves() = the {what}, checked for n < "
                                  f"{len(vals.options)} and assumed beyond")
    return _report(vals, args, proof_note)


def _box(args) -> list[int]:
    if args.box:
        try:
            box = [int(t) for t in args.box.lower().split("x")]
        except ValueError:
            raise UserError(f"--box {args.box}: sizes like 30x30 (or 10x10x4)") from None
        if not box or any(b < 1 for b in box) or len(box) > 4:
            raise UserError(f"--box {args.box}: 1 to 4 sizes, each at least 1")
    else:
        box = [args.n] if args.n else []
    total = 1
    for b in box:
        total *= b
    if total > MAX_STATES:
        raise UserError(f"{total} states: at most {MAX_STATES} (the values are read back and "
                        f"analysed in Python); give a smaller --n or --box")
    return box


def _report(vals: Values, args, proof_note: str) -> int:
    colour = args.color == "always" or (args.color == "auto" and sys.stdout.isatty())
    report = Report()
    what = {"outcome": "outcomes (0: the mover loses, 1: wins)",
            "loopy": "outcomes (0: the mover loses, 1: wins, 2: draw)"}.get(vals.kind,
                                                                         "Grundy values")
    if args.misere:
        what = "misère " + what + " (snippets/misere_genus.hpp)"
    if vals.kind == "loopy":
        what += " (snippets/retrograde.hpp)"
    if vals.dims == 1:
        n = len(vals.flat)
        report.add(f"# {vals.title}: {what} g(0..{n - 1})")
        undecided = [i for i, v in enumerate(vals.flat) if v < 0]
        analysed = vals
        if undecided:  # --misere: the genus rule does not decide a sum with a wild part
            analysed = replace(vals, flat=vals.flat[:undecided[0]])
            report.add(f"undecided (.): {len(undecided)} states from n = {undecided[0]}: a move "
                       f"leads to a sum with a part that is not tame, and the genus of a sum is "
                       f"known only for tame parts (the pattern below is of n < {undecided[0]})")
        analyse_1d(analysed, report, proof_note)
        show = args.show or min(n, 400)
        report.lines += render_1d(vals, report, colour, show)
        if show < n:
            report.add(f"... ({n - show} more; --show N prints more)")
        grid = None
        name = args.game[0]

        def extend(count: int):
            if count > 2_000_000:
                return None
            if vals.proof is not None and name in FAMILIES:
                return run_family(name, args.game[1:], [count], args.limit).flat
            if vals.proof is not None:
                fam = recognise(vals.options)
                return run_family(fam[0], fam[1], [count], args.limit).flat if fam else None
            return None
        report.code = code_for_1d(analysed, report, extend)
    else:
        analysed = vals
        fixed = tuple(args.slice or [0] * (vals.dims - 2))
        if len(fixed) != vals.dims - 2 or any(not 0 <= c < b for c, b in zip(fixed, vals.box[2:])):
            raise UserError(f"--slice: give {vals.dims - 2} value(s) inside the box")
        grid = vals.grid(fixed)
        X, Y = len(grid), len(grid[0])
        sl = "" if not fixed else " at " + ", ".join(f"coordinate {i + 3} = {c}"
                                                     for i, c in enumerate(fixed))
        report.add(f"# {vals.title}: {what} g(x, y), 0 <= x < {X} (rows), 0 <= y < {Y} "
                   f"(columns){sl}")
        corner = args.show or 40  # a large table: its corner (the SVG has all of it)
        report.lines += text_grid([row[:corner] for row in grid[:corner]],
                                  list(range(min(X, corner))), colour)
        if X > corner or Y > corner:
            report.add(f"... (the {min(X, corner)} x {min(Y, corner)} corner shown; --show N "
                       f"for N x N, --svg for the whole table)")
        ps = [(x, y) for x in range(X) for y in range(Y) if grid[x][y] == 0 and x <= y]
        if ps:
            shown = ", ".join(f"({x}, {y})" for x, y in ps[:24])
            report.add(f"P-positions (g = 0) with x <= y: {shown}"
                       + (f", ... ({len(ps)} in all)" if len(ps) > 24 else ""))
        claims = pat.analyse_2d(grid)
        for c in claims:
            c.status = f"holds on all {X} x {Y} states computed, not proven"
        report.claims = claims
        report.none_found = not claims
        report.code = next((c.cpp for c in claims if c.kind in ("formula", "period2") and c.cpp),
                           "") or next((c.cpp for c in claims if c.cpp), "")
    if vals.loopy:
        shown = ["inf" if v == -2 else str(v) for v in vals.loopy[:args.show or 400]]
        report.add("loopy values (Smith, snippets/loopy_grundy.hpp; inf = infinite), state by "
                   "state in order: " + " ".join(shown))
    for c in report.claims:
        label = {"known": "known", "no-proof": "period"}.get(c.kind, "pattern")
        report.add(f"{label}: {c.text}" + (f"  [{c.status}]" if c.status else ""))
    if report.none_found:
        bound = (f"n = {len(analysed.flat) - 1}" if vals.dims == 1
                 else f"the {'x'.join(map(str, vals.box))} box")
        report.add(f"pattern: no pattern found up to {bound}")
    hint = snippet_hint(report.claims, vals)
    if hint:
        report.add(f"the kit has it: {hint}")
    if report.code:
        report.add("code to paste:")
        report.lines += ["    " + line for line in report.code.rstrip().splitlines()]
        if not args.no_check:
            report.code_check = check_code(report.code, analysed, grid)
            report.add(report.code_check)
        if args.code:
            Path(args.code).write_text(report.code)
            report.add(f"code written to {args.code}")
    if args.svg:
        if grid is None:
            per = next((c for c in report.claims if c.kind in ("period", "arithmetic")), None)
            width = per.extra["p"] if per and per.extra["p"] <= 64 else 20
            v = vals.flat
            rows = [v[i:i + width] for i in range(0, len(v), width)]
            svg = svg_grid(rows, f"{vals.title}: g(n), rows of {width}", "n", "n mod "
                           f"{width}" if per else "+", 0, width)
        else:
            svg = svg_grid(grid, f"{vals.title}: g(x, y); P-positions framed", "x", "y")
        Path(args.svg).write_text(svg)
        report.add(f"picture: {args.svg} (open it in a browser)")
    if args.json:
        print(json.dumps({"title": vals.title, "dims": vals.dims, "box": vals.box,
                          "values": vals.flat, "claims": [
                              {"kind": c.kind, "text": c.text, "status": c.status,
                               "extra": {k: v for k, v in c.extra.items()
                                         if isinstance(v, int)}}
                              for c in report.claims],
                          "none_found": report.none_found, "code": report.code,
                          "check": report.code_check}))
    else:
        print("\n".join(report.lines))
    return 1 if report.code_check.startswith("check: FAILED") else 0
