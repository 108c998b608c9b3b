"""The values of a game (`gk explore`, docs/explore.md): a C++ file's moves(...) compiled with
explore/cpp/driver.cpp, a Python file's moves(...) as a graph for the same driver, or a built-in
family computed by its snippet (explore/cpp/families.cpp). Values come from
snippets/grundy_engine.hpp (files) or the family's snippet."""
from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from judge.compiler import compile_text
from judge.errors import UserError
from judge.paths import ROOT, cache_dir
from judge.toolrun import run_tree

CPP = Path(__file__).resolve().parent / "cpp"
EXAMPLES = ROOT / "docs" / "explore" / "games"
KNOWN = CPP / "known.tsv"
FLAGS = ("-std=c++17", "-O2")
MAX_STATES = 20_000_000
# A progress line of the C++ side (explore/cpp/progress.hpp), passed through to stderr.
PROGRESS = re.compile(r"explore: (\d+ of \d+ [\w ]+, [\d.]+ s|resumed from )")

# name: (dimensions, what it is, how its values are read). A family another part of the kit
# adds is one row here and one branch in explore/cpp/families.cpp.
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
    ksets: list[tuple[int, ...]] = field(default_factory=list)  # --loopy: K of each state
    # a game file on numbers computed past --n for the check of its claims (explore/further.py)
    further: list[int] = field(default_factory=list, repr=False)
    further_note: str = ""
    # the game's program again with more arguments (--moves-of): its --out text
    rerun: Callable[[list[str]], str] | None = field(default=None, repr=False)

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

def explore_cache() -> Path:
    """The explorer's cache: the user's cache folder, $XDG_CACHE_HOME/grundy-kit/explore
    (default ~/.cache/grundy-kit/explore), never the kit's folder. Saved values go to its
    values/; compiled programs to JUDGE_CACHE's bin/, which `gk explore` sets to this folder
    unless it is set (judge/paths.py)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    path = Path(base).absolute() / "grundy-kit" / "explore"
    path.mkdir(parents=True, exist_ok=True)
    return path


HEADERS = ("explore.hpp", "glue.hpp", "progress.hpp", "driver.cpp")
SNIPPETS = ("grundy_engine.hpp", "retrograde.hpp", "loopy_grundy.hpp", "misere_genus.hpp")


def _driver_sources() -> str:
    """The text of the driver and of everything it includes: a key of the compiled driver."""
    return "".join((CPP / n).read_text() for n in HEADERS) + "".join(
        (ROOT / "snippets" / n).read_text() for n in SNIPPETS)

def first_error(message: str) -> str:
    for line in message.splitlines():
        if "error" in line:
            return line.strip()
    return message.strip().splitlines()[0] if message.strip() else "compile error"


def _graph_driver():
    """explore/cpp/driver.cpp built with EXPLORE_GRAPH: the options of every state come from
    stdin (a Python game's moves)."""
    stamp = hashlib.sha256(_driver_sources().encode()).hexdigest()[:16]
    return compile_text(f"// explore {stamp}\n#define EXPLORE_GRAPH 1\n"
                        f"{(CPP / 'driver.cpp').read_text()}", "explore/cpp/driver.cpp", FLAGS,
                        tag="explore-graph", include_dirs=(ROOT, CPP))


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
                if line.startswith("explore: ") and not PROGRESS.match(line):
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
    """The driver's output: "values K B1 .. BK", the values (rows of numbers), then the rest."""
    lines = out.splitlines()
    head = lines[0].split()
    dims, box = int(head[1]), [int(b) for b in head[2:]]
    i = 1
    while i < len(lines) and lines[i] and (lines[i][0].isdigit() or lines[i][0] == "-"):
        i += 1
    return dims, box, list(map(int, " ".join(lines[1:i]).split())), lines[i:]


def _with_mode(dims, box, flat, rest, mode: str) -> tuple[list[int], list[int], str, list]:
    """--loopy: the outcome codes (0 lose, 1 win, 2 draw), Smith's values and their K sets;
    --misere: the misere outcomes (0 lose, 1 win)."""
    if mode != "loopy":
        return flat, [], "outcome" if mode == "misere" else "grundy", []
    at = rest.index("ksets")
    codes = [int(t) for line in rest[1:at] for t in line.split()]
    ksets = [() if t == "-" else tuple(int(k) for k in t[1:].split(",") if k)
             for line in rest[at + 1:] for t in line.split()]
    return [{0: 0, 2: 1, 1: 2}[c] for c in codes], flat, "loopy", ksets


def _gxx(args: list[str], name: str, cwd: Path) -> None:
    result = run_tree(["g++", *args], cwd=cwd)      # Ctrl-C ends cc1plus too
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
    """The game's program: the file and explore/cpp/glue.hpp compiled (a fraction of a
    second), linked with explore/cpp/driver.cpp, which is compiled once and cached."""
    import tempfile
    from judge.compiler import compiler_version
    base = hashlib.sha256("\0".join([_driver_sources(), *FLAGS, compiler_version()])
                          .encode()).hexdigest()
    bin_dir = cache_dir() / "bin"  # with the kit's compiled programs (JUDGE_CACHE)
    bin_dir.mkdir(parents=True, exist_ok=True)
    driver_o = bin_dir / f"explore-driver-{base[:32]}.o"
    key = hashlib.sha256(f"{base}\0{path.name}\0{text}".encode()).hexdigest()
    binary = bin_dir / f"explore-{key[:32]}"
    if binary.is_file() and os.access(binary, os.X_OK):
        return binary, key
    with tempfile.TemporaryDirectory(prefix="explore-", dir=bin_dir) as tmp:
        tmp = Path(tmp)
        if not driver_o.is_file():
            _gxx([*FLAGS, f"-I{ROOT}", f"-I{CPP}", "-c", str(CPP / "driver.cpp"), "-o",
                  str(tmp / "driver.o")], "explore/cpp/driver.cpp", tmp)
            os.replace(tmp / "driver.o", driver_o)
        (tmp / "game.cpp").write_text(f'#include "explore.hpp"\n#line 1 "{path.name}"\n{text}\n'
                                      f'#line 1 "explore/cpp/glue.hpp"\n#include "glue.hpp"\n')
        _gxx([*FLAGS, f"-I{CPP}", "-c", "game.cpp", "-o", "game.o"], path.name, tmp)
        _gxx(["game.o", str(driver_o), "-o", "game"], path.name, tmp)
        os.replace(tmp / "game", binary)
    return binary, key


def run_cpp(path: Path, box: list[int], options: int, use_cache: bool,
            mode: str = "") -> Values:
    text = path.read_text(encoding="utf-8", errors="replace")
    binary_path, binary_key = build_game(path, text)
    argv = [str(binary_path), "--box", *map(str, box)]

    def rerun(more: list[str]) -> str:
        return _run(argv + more)
    if mode:
        dims, box, flat, rest = _parse(_run(argv + ["--mode", mode]))
        flat, loopy, kind, ksets = _with_mode(dims, box, flat, rest, mode)
        return Values(dims, box, flat, kind=kind, title=path.name, loopy=loopy, ksets=ksets)
    more = ["--options", str(options)] if options else []
    if use_cache:
        key = hashlib.sha256(f"{binary_key} {box}".encode()).hexdigest()[:32]
        folder = explore_cache() / "values"
        folder.mkdir(parents=True, exist_ok=True)
        more += ["--cache", str(folder / f"{path.stem}-{key}.values"), key]
    dims, box, flat, rest = _parse(_run(argv + more))
    opts = []
    if rest and rest[0] == "options":
        for line in rest[1:]:
            opts.append([() if o == "-" else tuple(sorted(int(c) for c in o.split("+")))
                         for o in line.split()])
    return Values(dims, box, flat, options=opts, title=path.name, rerun=rerun)


def _arity(moves) -> int | None:
    """How many numbers moves() takes (None: any number, *args)."""
    import inspect
    try:
        params = inspect.signature(moves).parameters.values()
    except (TypeError, ValueError):
        return None
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return None
    return sum(1 for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
               and p.default is p.empty)


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
    takes = _arity(moves)
    if takes is not None and takes != dims:
        give = "--n N" if takes == 1 else "--box " + "x".join(["10"] * takes)
        raise UserError(f"moves() of {path.name} takes {takes} number(s), but the box has "
                        f"{dims} dimension(s): give {give}")
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
            if t < 0:
                raise UserError(f"moves{at} gave the state {c}: states are whole numbers >= 0; "
                                f"check the bounds in moves()")
            if t >= b:
                raise UserError(f"moves{at} gave the state {c}, outside the box 0..{b - 1} of "
                                f"coordinate {i + 1}: check the bounds in moves(), or give a "
                                f"larger {'--n' if dims == 1 else '--box'}")
        return sum(t * s for t, s in zip(c, strides))

    for s in range(total):
        c = tuple((s // strides[i]) % box[i] for i in range(dims))
        at = f"({', '.join(map(str, c))})"
        try:
            given = moves(*c)
            if given is None:
                raise UserError(f"moves{at} returned None: return (or yield) the options, e.g. "
                                f"return [n - 1, n - 2] (docs/explore.md)")
            try:
                listed = iter(given)
            except TypeError:
                raise UserError(f"moves{at} returned {given!r}, not a list of options: return "
                                f"(or yield) the options, e.g. return [n - 1]") from None
            opts = list(listed)  # a generator runs here
        except UserError:
            raise
        except Exception as error:
            hint = (" (this file declares no positions = ...: it is run as a game on whole "
                    "numbers, moves(n); a game on tuples, strings, trees ... declares "
                    "positions = multiset(...) or another shape, docs/explore.md)"
                    if isinstance(error, (TypeError, AttributeError)) and s == 0 else "")
            raise UserError(f"moves{at} raised {type(error).__name__}: {error}{hint}") from None
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
    graph = "\n".join(lines) + "\n"
    argv = [str(_graph_driver().path), "--box", *map(str, box)]

    def rerun(more: list[str]) -> str:
        return _run(argv + more, graph)
    dims, box, flat, rest = _parse(rerun(["--mode", mode] if mode else []))
    flat, loopy, kind, ksets = _with_mode(dims, box, flat, rest, mode)
    return Values(dims, box, flat, kind=kind, title=path.name, loopy=loopy, ksets=ksets,
                  options=options, rerun=rerun)


def run_family(name: str, args: list[str], box: list[int], limit: int | None) -> Values:
    sources = [CPP / "families.cpp", CPP / "progress.hpp", *sorted((ROOT / "snippets").iterdir())]
    binary = compile_text((CPP / "families.cpp").read_text() + "".join(
        f"// {hashlib.sha256(p.read_bytes()).hexdigest()[:12]}\n" for p in sources),
        "explore/cpp/families.cpp", FLAGS, tag="explore-families", include_dirs=(ROOT,))
    argv = [str(binary.path), "--box", *map(str, box)]
    if limit:
        argv += ["--limit", str(limit)]
    dims, box, flat, rest = _parse(_run(argv + ["--", name, *args]))
    proof = None
    for line in rest:
        f = line.split()
        if f and f[0] == "proof":
            theorem = ("subtraction-game theorem: g(n) depends only on the max(S) values "
                       "before n, so two equal windows of max(S) values repeat for ever; "
                       "snippets/subtraction.hpp"
                       if name == "subtraction" else "Guy-Smith theorem; snippets/octal.hpp")
            proof = ("none", int(f[2]), theorem) if f[1] == "none" else \
                ("period", int(f[1]), int(f[2]), theorem)
    title = f"{name} {' '.join(args)}".strip() + f" ({FAMILIES[name][1]})"
    return Values(dims, box, flat, kind=FAMILIES[name][2], proof=proof, title=title)


def family_name(name: str, args: list[str]) -> str:
    """A family as the claims name it: "the subtraction set {1, 3, 4}", "octal 0.77"."""
    if name == "subtraction":
        return f"the subtraction set {{{', '.join(args)}}}"
    return " ".join([name, *args])


def same_moves(vals: Values, name: str, args: list[str]) -> bool:
    """Whether moves() gives exactly the options of the family (subtraction or octal) at every
    state computed: the game's program lists them again and compares (--moves-of)."""
    return vals.rerun is not None and \
        vals.rerun(["--moves-of", name, *args]).split() == ["moves-of", "same"]


def load_known() -> list[dict]:
    """The rows of known.tsv: name, A-number, family, offset and values."""
    rows = []
    for line in KNOWN.read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        name, anumber, spec, offset, values = line.split("\t")
        rows.append({"name": name, "anumber": "" if anumber == "-" else anumber, "spec": spec,
                     "offset": int(offset), "values": [int(t) for t in values.split()]})
    return rows
