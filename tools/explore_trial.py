#!/usr/bin/python3
"""The explorer's trial set, measured the way a contestant meets it: run `gk explore` on each
game of tests/explore/trials2/ (written from real statements by someone who never read the
explorer), read what it claimed, and hold the code it pasted against a plain exhaustive search
of the rules (the game's `.truth.py`) on larger positions than it enumerated.

Classes, one per run of the explorer:
  CORRECT     the pasted code agrees with the truth on every larger position checked
  FALSE RULE  the pasted code disagrees with the truth somewhere (first counterexample shown)
  NO RULE     the explorer said no rule fits (honest)
  UNCHECKED   a rule was printed but no code pasted: not judged
  REFUSED     the explorer stopped with its one-line error (exit status 2) on a valid game
  CRASH       a traceback, an internal error, a signal, unreadable output, code that does not compile
  HANG        no answer within the time limit

Usage: tools/explore_trial.py [--games a,b] [--folder games|unseen|fresh|fresh2..fresh93|all] [--timeout S]
Standard library only; each game's child runs with RLIMIT_AS of 4 GiB.
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import itertools
import json
import os
import random
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

KIT = Path(__file__).resolve().parent.parent
TRIALS = KIT / "tests" / "explore" / "trials2"
FOLDERS = ("games", "unseen", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7",
           "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14",
           "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22",
           "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30",
           "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37",
           "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44",
           "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50", "fresh51",
           "fresh52", "fresh53", "fresh54", "fresh55", "fresh56", "fresh57", "fresh58",
           "fresh59", "fresh60", "fresh61", "fresh62", "fresh63", "fresh64", "fresh65",
           "fresh66", "fresh67", "fresh68", "fresh69", "fresh70", "fresh71", "fresh72",
           "fresh73", "fresh74", "fresh75", "fresh76", "fresh77", "fresh78", "fresh79", "fresh80",
           "fresh81", "fresh82", "fresh83",
           "fresh84", "fresh85", "fresh86", "fresh87",
           "fresh89", "fresh90", "fresh91", "fresh92", "fresh93")
MEMORY_LIMIT = 4 << 30
# A run's worst class decides the exit status: these mean the explorer misled or failed.
FAILURES = ("FALSE RULE", "CRASH", "HANG", "REFUSED")


class TrialError(Exception):
    """A bad command line or a broken trial file: one line for the user."""


@dataclass
class Row:
    game: str
    folder: str
    run: str                      # "", "m=2", "sweep"
    verdict: str = ""
    claim: str = ""
    checked: int = 0
    counterexample: str = ""
    explorer_checked: str = ""    # the larger positions the explorer says it checked its rule on
    cpu: float = 0.0              # the explorer's CPU seconds (its whole process tree)
    wall: float = 0.0
    truth_cpu: float = 0.0        # this harness's CPU seconds for the larger positions' truth
    notes: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"{self.game}[{self.run}]" if self.run else self.game


# ---------------------------------------------------------------- the trial files

def find_games(selection: str | None, folder: str) -> list[tuple[str, Path]]:
    folders = FOLDERS if folder == "all" else (folder,)
    every = [(name, path) for name in folders for path in sorted((TRIALS / name).glob("*.py"))
             if not path.name.endswith(".truth.py")]
    if selection is None:
        return every
    # a game is named by its file's name, or FOLDER/NAME where two folders hold the name
    found, twice = {}, set()
    for name, path in every:
        if path.stem in found:
            twice.add(path.stem)
        found.setdefault(path.stem, (name, path))
        found[f"{name}/{path.stem}"] = (name, path)
    chosen = []
    for game in (g.strip() for g in selection.split(",") if g.strip()):
        if game in twice:
            raise TrialError(f"--games: {game!r} is in more than one folder; name it as FOLDER/"
                             f"{game}, e.g. {found[game][0]}/{game}")
        if game not in found:
            raise TrialError(f"--games: no game {game!r} in {', '.join(folders)} of "
                             f"{TRIALS.relative_to(KIT)}; the games are: {', '.join(sorted(found))}")
        chosen.append(found[game])
    return chosen


def load_meta(game: Path) -> dict:
    meta_path = game.with_suffix(".meta.toml")
    try:
        return tomllib.loads(meta_path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise TrialError(f"{meta_path}: {error}") from None


def load_truth(game: Path):
    if str(TRIALS) not in sys.path:
        sys.path.insert(0, str(TRIALS))     # the truth files share oracle.py
    truth_path = game.with_suffix(".truth.py")
    spec = importlib.util.spec_from_file_location(f"truth_{game.stem}", truth_path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as error:          # a broken trial file, said in one line
        raise TrialError(f"{truth_path} does not load: {type(error).__name__}: {error}") from None
    return module


# ---------------------------------------------------------------- larger positions

def larger_positions(spec: dict, seed: str, valid) -> list:
    """Structured positions first (all equal, sorted, top of the range), then seeded random
    ones leaning to the largest sizes, every one accepted by the truth file's valid()."""
    rng = random.Random(seed)
    kind = spec["shape"]
    count = spec.get("count", 300)
    structured, draw = SHAPES[kind](spec, rng)
    out, seen = [], set()

    def add(position):
        if position not in seen and (valid is None or valid(position)):
            seen.add(position)
            out.append(position)
    for position in structured:
        add(position)
    tries = 0
    while len(out) < count and tries < 50 * count:
        add(draw())
        tries += 1
    return out


def _size(rng: random.Random, lo: int, hi: int) -> int:
    return rng.randint(max(lo, hi - 2), hi) if rng.random() < 0.6 else rng.randint(lo, hi)


def _multiset(spec, rng):
    lo, hi = spec["piles"]
    slo, shi = spec["size"]
    structured = []
    for size in range(max(slo, 1), shi + 1):
        for v in (lo, hi, (lo + hi) // 2, hi - 1):
            if lo <= v <= hi:
                structured.append((v,) * size)
        structured.append(tuple(sorted(min(lo + i, hi) for i in range(size))))
        structured.append(tuple(sorted(max(hi - i, lo) for i in range(size))))
    return structured, lambda: tuple(sorted(rng.randint(lo, hi) for _ in range(_size(rng, slo, shi))))


def _sequence(spec, rng):
    lo, hi = spec["values"]
    llo, lhi = spec["length"]
    structured = []
    for n in range(llo, lhi + 1):
        for v in (lo, hi, (lo + hi) // 2):
            structured.append((v,) * n)
        ascending = tuple(min(lo + i, hi) for i in range(n))
        structured += [ascending, ascending[::-1], tuple(hi if i % 2 else lo for i in range(n))]
    return structured, lambda: tuple(rng.randint(lo, hi) for _ in range(_size(rng, llo, lhi)))


def _string(spec, rng):
    alphabet = spec["alphabet"]
    llo, lhi = spec["length"]
    structured = []
    for n in range(llo, lhi + 1):
        structured += [c * n for c in alphabet]
        structured.append("".join(alphabet[i % len(alphabet)] for i in range(n)))
        structured.append("".join(sorted(alphabet[i * len(alphabet) // max(n, 1)] for i in range(n))))
    return structured, lambda: "".join(rng.choice(alphabet) for _ in range(_size(rng, llo, lhi)))


def _numbers(spec, rng):
    ranges = [tuple(r) for r in spec["ranges"]]
    every = 1
    for lo, hi in ranges:
        every *= hi - lo + 1
    if every <= spec.get("count", 300):
        positions = [()]
        for lo, hi in ranges:
            positions = [p + (v,) for p in positions for v in range(lo, hi + 1)]
        return positions, lambda: positions[0]
    top = tuple(hi for _, hi in ranges)
    structured = [top, tuple(lo for lo, _ in ranges)]
    structured += [tuple(min(max(v, lo), hi) for lo, hi in ranges)
                   for v in range(max(hi for _, hi in ranges) + 1)]          # the diagonal
    structured += [tuple(hi - d if i == 0 else hi for i, (_, hi) in enumerate(ranges))
                   for d in range(1, 4)]
    return structured, lambda: tuple(rng.randint(lo, hi) for lo, hi in ranges)


@dataclasses.dataclass(frozen=True)
class Tree:
    """A labelled tree as the truth files read it: vertices 0..n-1, edges (u, v) with u < v,
    a marked vertex (a game without a mark ignores it) and, for a tree with two marked vertices
    (shape "two_marked_trees"), the second in `other`: then `.a` is the first and `.b` the
    second, as in gk explore's two_marks(trees(...))."""
    n: int
    edges: tuple
    marked: int
    other: int | None = None

    @property
    def root(self) -> int:
        """A rooted game's root is the one distinguished vertex, the mark: the pasted code gets
        it as the last number of the line either way. With two marks, the second (gk explore
        stores two marks a and b as a graph's marked vertex and root)."""
        return self.marked if self.other is None else self.other

    @property
    def a(self) -> int:
        return self.marked

    @property
    def b(self) -> int | None:
        return self.other


def _tree(n: int, parents, marked: int, other: int | None = None) -> Tree:
    return Tree(n, tuple(sorted((min(u, v), max(u, v)) for v, u in enumerate(parents, 1))),
                marked, other)


def _trees(spec, rng):
    """Trees of n vertices (default 2..14: the explorer computes up to about 8): paths and
    stars marked at an end, the middle and the centre, then random trees (each vertex hung on
    an earlier one) with a random mark."""
    lo, hi = spec.get("n", [2, 14])
    structured = []
    for n in range(max(lo, 1), hi + 1):
        path, star = list(range(n - 1)), [0] * (n - 1)
        structured += [_tree(n, path, 0), _tree(n, path, n // 2), _tree(n, star, 0),
                       _tree(n, star, n - 1)]

    def draw():
        n = _size(rng, lo, hi)
        return _tree(n, [rng.randrange(v) for v in range(1, n)], rng.randrange(n))
    return structured, draw


def _two_marked_trees(spec, rng):
    """Trees of n vertices (default 2..14) with two distinct marked vertices a and b: paths
    marked at both ends, at an end and the middle, at neighbours; stars marked at the centre
    and a leaf, and at two leaves; then random trees (each vertex hung on an earlier one) with
    two random marks."""
    lo, hi = spec.get("n", [2, 14])
    structured = []
    for n in range(max(lo, 2), hi + 1):
        path, star = list(range(n - 1)), [0] * (n - 1)
        structured += [_tree(n, path, 0, n - 1), _tree(n, path, 0, n // 2),
                       _tree(n, path, n // 2, n // 2 - 1),
                       _tree(n, star, 0, n - 1), _tree(n, star, n - 1, 0)]
        if n >= 3:
            structured.append(_tree(n, star, 1, n - 1))

    def draw():
        n = max(_size(rng, lo, hi), 2)
        a, b = rng.sample(range(n), 2)
        return _tree(n, [rng.randrange(v) for v in range(1, n)], a, b)
    return structured, draw


SHAPES = {"multiset": _multiset, "sequence": _sequence, "string": _string, "numbers": _numbers,
          "trees": _trees, "two_marked_trees": _two_marked_trees}


# ---------------------------------------------------------------- the explorer's run

def limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run_child(command: list[str], cwd: Path, timeout: float) -> tuple[int | None, str, str, float, float]:
    """(exit status or None on timeout, stdout, stderr, CPU seconds of the child's tree, wall)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    child = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, start_new_session=True, preexec_fn=limit_memory)
    try:
        out, err = child.communicate(timeout=timeout)
        status = child.returncode
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)     # the whole group: g++ and the solver too
        out, err = child.communicate()
        status = None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return status, out, err, cpu, time.monotonic() - start


def explorer_verdict(status, out: str, err: str) -> tuple[str, str, dict | None]:
    """The class before any code is checked, the note, and the JSON document."""
    if status is None:
        return "HANG", "no answer within the time limit", None
    last = err.strip().splitlines()[-1] if err.strip() else ""
    if "Traceback" in err or status < 0 or status not in (0, 1, 2):
        return "CRASH", f"exit status {status}: {last}"[:200], None
    if status == 2:
        return "REFUSED", last[:200], None
    try:
        document = json.loads(out)
    except json.JSONDecodeError:
        return "CRASH", "the output is not one JSON document", None
    return "", "", document


# ---------------------------------------------------------------- the pasted code's check

SIGNATURE = re.compile(r"^(bool|char|int|long long)\s+(\w+)\((.*)\)\s*\{", re.MULTILINE)


def driver_source(code: str, leading: int = 0) -> str:
    """A main() that calls the pasted function on one position per input line: the last one
    defined (a sum's code defines its grundy(n) first, then firstWins over the piles). With
    `leading`, the function takes that many parameter values first (a sweep's rule across
    values): each line starts with them, the position follows."""
    matches = list(SIGNATURE.finditer(code))
    if not matches:
        raise ValueError("no function definition found in the pasted code")
    returns, name, params = matches[-1].groups()
    values = [f"p.at({i})" for i in range(leading)]
    own = params.count(",") + 1 - leading           # the position's own parameters
    read = ""
    if "std::vector<std::vector<int>>" in params:     # a tree: n, its edges, the mark(s)
        read = ("    int n = (int)v.at(0); std::vector<std::vector<int>> adj(n);\n"
                "    for (long long i = 0; i < v.at(1); ++i) { int x = (int)v.at(2 + 2 * i), "
                "y = (int)v.at(3 + 2 * i); adj[x].push_back(y); adj[y].push_back(x); }\n"
                "    int marked = (int)v.at(2 + 2 * v.at(1));\n"
                "    int second = (int)v.at(std::min(3 + 2 * v.at(1), (long long)v.size() - 1));\n")
        args = ["n", "adj"] + (["marked"] if own >= 3 else []) + (["second"] if own >= 4 else [])
    elif "string" in params:
        args = ["rest"]
    elif "vector" in params:
        args = ["v"]
    else:
        args = [f"v.at({i})" for i in range(own)]
    call = f"{name}({', '.join(values + args)})"
    shown = {"bool": "(r ? 1 : 0)", "char": "r"}.get(returns, "(long long)r")
    return ("#include <bits/stdc++.h>\n" + code + "\nint main() {\n"
            "  std::string line;\n"
            "  while (std::getline(std::cin, line)) {\n"
            "    std::istringstream in(line);\n"
            "    std::vector<long long> p;\n"
            f"    for (int i = 0; i < {leading}; ++i) {{ long long x; in >> x; p.push_back(x); }}\n"
            "    std::string rest = line;\n"
            f"    if ({leading} > 0) {{ rest.clear(); std::getline(in >> std::ws, rest); }}\n"
            "    std::istringstream of(rest);\n"
            "    std::vector<long long> v;\n"
            "    for (long long x; of >> x;) v.push_back(x);\n"
            f"{read}"
            f"    auto r = {call};\n"
            f"    std::cout << {shown} << '\\n';\n"
            "  }\n}\n")


def as_line(position) -> str:
    if isinstance(position, Tree):
        ends = " ".join(f"{u} {v}" for u, v in position.edges)
        marks = position.marked if position.other is None else f"{position.marked} {position.other}"
        return f"{position.n} {len(position.edges)} {ends} {marks}"
    return position if isinstance(position, str) else " ".join(str(x) for x in position)


def as_label(value) -> str:
    return str(int(value)) if isinstance(value, bool) else str(value)


def check_code(code: str, positions: list, expected: list, work: Path, timeout: float,
               values: list | None = None) -> tuple[str, str]:
    """("CORRECT"|"FALSE RULE"|"CRASH", note): the pasted code against the truth. With values
    (a sweep), values[i] are the parameter values positions[i] is judged at, passed first."""
    source = work / "check.cpp"
    binary = work / "check"
    leading = len(values[0]) if values else 0
    try:
        source.write_text(driver_source(code, leading))
    except ValueError as error:
        return "CRASH", str(error)
    status, _, err, _, _ = run_child(["nice", "g++", "-std=c++17", "-O2", "-o", str(binary),
                                      str(source)], work, timeout)
    if status != 0:
        first = next((l for l in err.splitlines() if "error" in l), err.strip()[:150])
        return "CRASH", f"the pasted code does not compile: {first[:150]}"
    stdin = "".join((" ".join(map(str, values[i])) + " " if values else "") + as_line(p) + "\n"
                    for i, p in enumerate(positions))
    child = subprocess.run([str(binary)], input=stdin, capture_output=True, text=True,
                           timeout=timeout, preexec_fn=limit_memory)
    got = child.stdout.split("\n")
    if child.returncode != 0:
        return "CRASH", f"the pasted code stopped with status {child.returncode} after {len(got) - 1} positions"
    for i, (position, want, have) in enumerate(zip(positions, expected, got)):
        if have.strip() != want:
            at = f" at {values[i]}" if values else ""
            return "FALSE RULE", f"{position!r}{at}: truth {want}, pasted code {have.strip()}"
    return "CORRECT", ""


# ---------------------------------------------------------------- one game

def trial_runs(meta: dict) -> list[list[str]]:
    return [list(s) for s in meta.get("sets", [[]])]


def run_game(folder: str, game: Path, explorer: list[str], timeout: float, work: Path) -> list[Row]:
    meta = load_meta(game)
    truth = load_truth(game)
    rows = []
    for assignment in trial_runs(meta):
        row = Row(game.stem, folder, ",".join(assignment))
        code_path = work / f"{game.stem}.{len(rows)}.cpp"
        command = explorer + [str(game), "--json", "--code", str(code_path)]
        for setting in assignment:
            command += ["--set", setting]
        status, out, err, row.cpu, row.wall = run_child(command, work, timeout)
        row.verdict, note, document = explorer_verdict(status, out, err)
        if note:
            row.notes.append(note)
        if document is not None:
            judge_document(row, document, meta, truth, assignment, work, timeout)
        rows.append(row)
    for sweep in ([meta["sweep"]] if "sweep" in meta else []):
        rows.append(run_sweep(folder, game, sweep, explorer, timeout, work, meta, truth))
    return rows


def judge_document(row: Row, document: dict, meta: dict, truth, assignment, work: Path,
                   timeout: float) -> None:
    rules = document.get("rules") or []
    code = document.get("code") or ""
    # a sum of parts found by itself carries its rule in "sum" and its code in "sum_code"
    # (docs/explore.md, "Sums of independent parts"); a "rule FAILED" line is no claim
    summed = [line[len("rule: "):].split(" -- ")[0] for line in document.get("sum") or []
              if line.startswith("rule: ")]
    if not rules and summed and document.get("sum_code"):
        rules, code = summed, document["sum_code"]
    row.explorer_checked = document.get("larger_what") or ""
    if rules:
        extra = f" (+{len(rules) - 1} equally simple)" if len(rules) > 1 else ""
        row.claim = rules[0] + extra
    if not rules and not code:
        row.verdict = "NO RULE"
        if document.get("unchecked"):     # fitted, but the explorer's own check was cut
            row.claim = f"not claimed (its check cut): {document['unchecked'][0]}"
        elif document.get("near_miss"):
            row.claim = f"near miss: {document['near_miss']}"
        return
    if not code or meta["larger"]["shape"] not in SHAPES:
        row.verdict = "UNCHECKED"
        row.notes.append("a rule printed, no code pasted")
        return
    params = {k: int(v) for k, v in (s.split("=", 1) for s in assignment)}
    started = time.process_time()
    positions = larger_positions(meta["larger"], row.name, getattr(truth, "valid", None))
    try:
        expected = [as_label(truth.truth(p, **params)) for p in positions]
    except Exception as error:      # the truth file's fault, not the explorer's: say so, go on
        row.verdict = "UNCHECKED"
        row.notes.append(f"the truth file failed on a larger position: "
                         f"{type(error).__name__}: {error}")
        return
    row.truth_cpu = time.process_time() - started
    row.checked = len(positions)
    row.verdict, row.counterexample = check_code(code, positions, expected, work, timeout)


SWEEP_COMBINATIONS = 24     # parameter values checked, at most (the corners first)
SWEEP_POSITIONS = 60        # larger positions per parameter value


def sweep_values(ranges: dict, rng: random.Random) -> list[dict]:
    """Parameter values a rule across values is judged at: each parameter's swept range, two
    values past its top and one far beyond; every combination when few, else the corners and
    a seeded sample."""
    per = {name: sorted(set(range(lo, hi + 1)) | {hi + 1, hi + 2, 2 * hi + 3})
           for name, (lo, hi) in ranges.items()}
    every = [dict(zip(per, combo)) for combo in itertools.product(*per.values())]
    if len(every) <= SWEEP_COMBINATIONS:
        return every
    corners = [dict(zip(per, combo)) for combo in itertools.product(
        *[(v[0], v[-1]) for v in per.values()])]
    rest = [c for c in every if c not in corners]
    return corners + rng.sample(rest, SWEEP_COMBINATIONS - len(corners))


def run_sweep(folder: str, game: Path, sweep: list[str], explorer: list[str], timeout: float,
              work: Path, meta: dict, truth) -> Row:
    """A sweep's rule across values: its pasted function of the parameters and the position is
    judged like any code, at values inside and past the sweep, on larger positions."""
    row = Row(game.stem, folder, "sweep")
    command = explorer + [str(game), "--json"]
    for setting in sweep:
        command += ["--sweep", setting]
    status, out, err, row.cpu, row.wall = run_child(command, work, timeout)
    row.verdict, note, document = explorer_verdict(status, out, err)
    if note:
        row.notes.append(note)
    if document is None:
        return row
    across = document.get("across") or {}
    rules = across.get("rules") or [] if across.get("exact") else []
    code = document.get("code") or ""
    if not rules:
        row.verdict = "NO RULE"
        return row
    row.claim = rules[0] + (f" (+{len(rules) - 1} equally simple)" if len(rules) > 1 else "")
    ranges = document.get("sweep") or {}
    if not code or not ranges or meta["larger"]["shape"] not in SHAPES:
        row.verdict = "UNCHECKED"
        row.notes.append("a rule printed, no code pasted")
        return row
    started = time.process_time()
    rng = random.Random(game.stem)
    positions, values, expected = [], [], []
    pool = larger_positions(meta["larger"], row.name, getattr(truth, "valid", None))
    for assignment in sweep_values(ranges, rng):
        for p in rng.sample(pool, min(SWEEP_POSITIONS, len(pool))):
            positions.append(p)
            values.append([assignment[name] for name in ranges])
            expected.append(as_label(truth.truth(p, **assignment)))
    row.truth_cpu = time.process_time() - started
    row.checked = len(positions)
    row.verdict, row.counterexample = check_code(code, positions, expected, work, timeout, values)
    return row


# ---------------------------------------------------------------- the report

def print_table(rows: list[Row]) -> None:
    header = f"{'game':28} {'class':10} {'checked':>7} {'cpu s':>6} {'wall s':>6}  claim / counterexample / note"
    print(header)
    print("-" * len(header))
    for row in rows:
        detail = row.claim
        if row.counterexample:
            detail += f"  WRONG AT {row.counterexample} (the explorer checked {row.explorer_checked or 'no larger positions'})"
        if row.notes and row.verdict not in ("CORRECT", "NO RULE"):
            detail += "  (" + "; ".join(row.notes) + ")"
        print(f"{row.name:28} {row.verdict:10} {row.checked:7} {row.cpu:6.1f} {row.wall:6.1f}  {detail}")


def summary(rows: list[Row], games: int) -> str:
    order = ("CORRECT", "FALSE RULE", "NO RULE", "UNCHECKED", "REFUSED", "CRASH", "HANG")
    counts = ", ".join(f"{k} {sum(r.verdict == k for r in rows)}" for k in order)
    cpu = sum(r.cpu for r in rows)
    truth_cpu = sum(r.truth_cpu for r in rows)
    return (f"summary: {games} games, {len(rows)} runs: {counts}; explorer CPU {cpu:.0f} s, "
            f"truth CPU {truth_cpu:.0f} s")


class OneLineParser(argparse.ArgumentParser):
    """A bad option is one line that says what to do, not the usage block."""

    def error(self, message: str):
        self.exit(2, f"explore_trial: {message} (see --help)\n")


def explorer_command(text: str) -> list[str]:
    """--explorer as the words to run. Each game runs in a scratch folder, so the program, and
    any word naming a file here, is made absolute first (a relative `tools/gk` was a traceback
    from the first game's run); a program that is not there is a one-line error."""
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise TrialError(f"--explorer: {error}; quote it as a shell would") from None
    if not words:
        raise TrialError("--explorer: give a command, e.g. --explorer 'tools/gk explore'")
    program = words[0]
    if "/" in program:
        found = Path(program).resolve()
        if not (found.is_file() and os.access(found, os.X_OK)):
            raise TrialError(f"--explorer: {program} is not a program that can be run; give its "
                             f"path, e.g. --explorer '{KIT / 'tools' / 'gk'} explore'")
        program = str(found)
    elif shutil.which(program) is None:
        raise TrialError(f"--explorer: {program} is not on PATH; give its path, e.g. "
                         f"--explorer '{KIT / 'tools' / 'gk'} explore'")
    return [program] + [str(Path(w).resolve()) if not w.startswith("-") and Path(w).is_file()
                        else w for w in words[1:]]


def main(argv: list[str] | None = None) -> int:
    parser = OneLineParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", help="comma-separated game names (default: every game of the folder)")
    parser.add_argument("--folder", choices=FOLDERS + ("all",), default="games",
                        help="games (default; the explorer's developers may look), unseen (kept for the end), "
                             "fresh (a second set kept from them), fresh2 (a third, also kept from them), "
                             "fresh3 (a fourth, also kept from them), fresh4 (a fifth, also kept from them), "
                             "fresh5 .. fresh93 (each kept from them until its first "
                             "measurement) or all")
    parser.add_argument("--timeout", type=float, default=120.0, help="wall seconds per run of the explorer (default 120)")
    parser.add_argument("--explorer", default=f"{KIT / 'tools' / 'gk'} explore",
                        help="the command that explores a game (default: tools/gk explore)")
    parser.add_argument("--report", help="also write the rows as JSON to this file")
    args = parser.parse_args(argv)
    try:
        if args.timeout <= 0:
            raise TrialError("--timeout: a number of seconds > 0, e.g. --timeout 120")
        games = find_games(args.games, args.folder)
        explorer = explorer_command(args.explorer)
        rows = []
        with tempfile.TemporaryDirectory(prefix="explore-trial-") as scratch:
            for folder, game in games:
                for row in run_game(folder, game, explorer, args.timeout, Path(scratch)):
                    print(f"explore_trial: {row.name}: {row.verdict}", file=sys.stderr, flush=True)
                    rows.append(row)
    except TrialError as error:
        print(f"explore_trial: {error}", file=sys.stderr)
        return 2
    print_table(rows)
    print(summary(rows, len(games)))
    if args.report:
        Path(args.report).write_text(json.dumps([row.__dict__ for row in rows], indent=1) + "\n")
    return 1 if any(r.verdict in FAILURES for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
