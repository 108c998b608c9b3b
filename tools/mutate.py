#!/usr/bin/env python3
"""make mutate: a small mutation run over the judge's verdict logic, the rule miner and a few
snippets. Each mutant (an operator swapped, a constant flipped, an order swapped) is applied to
a temporary copy of the tree, the fast tests that should notice it are run there, and the
mutant is killed when they fail. Prints one line per mutant and the kill rate.

A mutant is found by its exact text, which must occur once in its file (never by line number:
the files change under other hands); one that no longer matches is reported as stale, so that
the list is kept up to date. Before any mutant, each check runs once on the unchanged copy: a
check that fails there could kill nothing honestly, and the run stops.

Usage: tools/mutate.py [--only NAME] [-j N] [--list]"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from queue import Queue

ROOT = Path(__file__).resolve().parents[1]
SECONDS = 900   # a mutant that makes a check hang is killed by this timeout


@dataclass(frozen=True)
class Mutant:
    name: str
    path: str         # the file, from the repository root
    before: str       # exact text, once in the file
    after: str
    check: tuple      # pytest arguments, or ("gtest", "tests/snippets/<name>_test.cpp")


VERDICTS = ("tests/judge/test_verdicts.py", "tests/judge/test_sandbox.py",
            "-k", "outranks or cpu_limit or precedence or signal_or_exit_code")
MINER = ("tests/explore/test_near_miss.py", "tests/explore/test_miner.py")

MUTANTS = [
    Mutant("verdicts-re-wa", "judge/verdicts.py", '"RE", "WA"', '"WA", "RE"', VERDICTS),
    Mutant("verdicts-tle-mle", "judge/verdicts.py", '"TLE", "MLE"', '"MLE", "TLE"', VERDICTS),
    Mutant("verdicts-best-not-worst", "judge/verdicts.py", "return min(verdicts, key",
           "return max(verdicts, key", VERDICTS),
    Mutant("classify-cpu-limit", "judge/judging.py", "run.cpu_ms > tl", "run.cpu_ms >= tl + 1000",
           VERDICTS),
    Mutant("classify-signal-before-exit", "judge/judging.py",
           'if run.signal:\n        return "RE"', 'if run.signal and False:\n        return "RE"',
           VERDICTS),
    Mutant("miner-near-miss-pair-tie", "explore/miner.py", "                if w < best[0]:",
           "                if w <= best[0]:", MINER),
    Mutant("miner-near-miss-vs-constant", "explore/miner.py",
           "near[0] < min(_popcount(P), _popcount(N))",
           "near[0] <= min(_popcount(P), _popcount(N))", MINER),
    Mutant("miner-constant-side", "explore/miner.py", "commonest = _popcount(P) >= _popcount(N)",
           "commonest = _popcount(P) < _popcount(N)", MINER),
    Mutant("miner-outcome-near-vs-constant", "explore/miner.py",
           "near.errors >= n - _popcount(masks[commonest])",
           "near.errors > n - _popcount(masks[commonest])", MINER),
    Mutant("miner-worst-literal-first", "explore/miner.py", "    scored.sort()\n",
           "    scored.sort(reverse=True)\n", MINER),
    Mutant("miner-verify-blind", "explore/miner.py", "        if got != want:\n",
           "        if got != want and False:\n", MINER),
    Mutant("mex-drops-zero", "snippets/mex.hpp", "if (v >= 0 && std::size_t(v) <= k)",
           "if (v > 0 && std::size_t(v) <= k)", ("gtest", "tests/snippets/mex_test.cpp")),
    Mutant("subtraction-move-to-zero", "snippets/subtraction.hpp",
           "if (s > 0 && s <= i) seen |= 1ULL", "if (s > 0 && s < i) seen |= 1ULL",
           ("gtest", "tests/snippets/subtraction_test.cpp")),
]


class Stale(Exception):
    pass


def mutated(text: str, mutant: Mutant) -> str:
    found = text.count(mutant.before)
    if found != 1:
        raise Stale(f"{mutant.name}: {mutant.before!r} occurs {found} times in {mutant.path} "
                    f"(once expected): update tools/mutate.py")
    return text.replace(mutant.before, mutant.after)


def tree_files() -> list[str]:
    """The files of the working tree (tracked or new, never ignored build output)."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout
    return [name for name in listed.decode().split("\0") if name and (ROOT / name).is_file()]


def copy_tree(target: Path, files: list[str]) -> None:
    for name in files:
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target / name)


def run_check(tree: Path, check: tuple) -> tuple[bool, str]:
    """(passed, the last lines of its output) of a check in the copy `tree`."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")  # a stale .pyc would hide a mutant
    try:
        if check[0] == "gtest":
            binary = tree / "mutant_test"
            build = subprocess.run(["g++", "-std=c++17", "-O1", f"-I{tree}", str(tree / check[1]),
                                    "-lgtest", "-lgtest_main", "-pthread", "-o", str(binary)],
                                   capture_output=True, text=True, timeout=SECONDS, env=env)
            if build.returncode != 0:
                return False, "does not compile: " + build.stderr.strip()[-300:]
            run = subprocess.run([str(binary), "--gtest_brief=1"], capture_output=True, text=True,
                                 timeout=SECONDS, env=env)
        else:
            run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider",
                                  "-p", "no:xdist", *check], cwd=tree, capture_output=True, text=True,
                                 timeout=SECONDS, env=env)
    except subprocess.TimeoutExpired:
        return False, f"timed out after {SECONDS} s"
    lines = (run.stdout + run.stderr).strip().splitlines() or [""]
    failed = [line for line in lines if "FAILED" in line]   # GoogleTest's and pytest's names
    return run.returncode == 0, (failed or lines)[-1]


def describe(check: tuple) -> str:
    return check[1] if check[0] == "gtest" else " ".join(check)


def main() -> int:
    parser = argparse.ArgumentParser(description="A small mutation run: each mutant in a copy "
                                     "of the tree against the fast tests that should kill it.")
    parser.add_argument("--only", help="run only the mutants whose name contains this")
    parser.add_argument("-j", type=int, default=os.cpu_count() or 1,
                        help="mutants at once, each in a copy of its own (default: the cores)")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    args = parser.parse_args()
    chosen = [m for m in MUTANTS if not args.only or args.only in m.name]
    if not chosen:
        print(f"mutate: no mutant's name contains {args.only!r}; tools/mutate.py --list shows "
              f"them", file=sys.stderr)
        return 2
    if args.list:
        for m in chosen:
            print(f"{m.name:32} {m.path}: {m.before.strip()!r} -> {m.after.strip()!r}")
        return 0
    if args.j < 1:
        print("mutate: -j wants a number of at least 1", file=sys.stderr)
        return 2
    try:
        for m in chosen:
            mutated((ROOT / m.path).read_text(encoding="utf-8"), m)
    except Stale as stale:
        print(f"mutate: {stale}", file=sys.stderr)
        return 2

    files = tree_files()
    with tempfile.TemporaryDirectory(prefix="grundy-mutate-") as tmp:
        trees: Queue = Queue()
        for i in range(min(args.j, len(chosen))):
            copy_tree(Path(tmp) / str(i), files)
            trees.put(Path(tmp) / str(i))
        lock = threading.Lock()

        def in_a_tree(work):
            tree = trees.get()
            try:
                return work(tree)
            finally:
                trees.put(tree)

        checks = sorted({m.check for m in chosen})
        with ThreadPoolExecutor(trees.qsize()) as pool:
            baseline = dict(zip(checks, pool.map(lambda c: in_a_tree(lambda t: run_check(t, c)),
                                                 checks)))
            broken = [(c, tail) for c, (ok, tail) in baseline.items() if not ok]
            if broken:
                for check, tail in broken:
                    print(f"mutate: {describe(check)} fails on the unchanged tree ({tail}); "
                          f"fix it first", file=sys.stderr)
                return 2

            def one(mutant: Mutant):
                def work(tree: Path):
                    path = tree / mutant.path
                    original = path.read_text(encoding="utf-8")
                    path.write_text(mutated(original, mutant), encoding="utf-8")
                    try:
                        passed, tail = run_check(tree, mutant.check)
                    finally:
                        path.write_text(original, encoding="utf-8")
                    with lock:
                        word = "SURVIVED" if passed else "killed"
                        print(f"{word:9} {mutant.name} ({mutant.path}) by {describe(mutant.check)}"
                              f"{'' if passed else ': ' + tail}", flush=True)
                    return not passed
                return in_a_tree(work)

            killed = sum(pool.map(one, chosen))
    survivors = len(chosen) - killed
    print(f"mutate: {killed} of {len(chosen)} mutants killed ({100 * killed / len(chosen):.0f}%)"
          + (f"; {survivors} survived: add a test that fails on each" if survivors else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
