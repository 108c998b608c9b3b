#!/usr/bin/env python3
"""The solve of a Python game file (explore/solve.py: every state reached, numbered, the graph
solved by explore/cpp/solve.cpp) against the plain memoised search a contestant writes first
(a dict memo, a recursion over the same moves(), the state sorted for a multiset), in one run,
on the games of tests/bench/games/*.py: a multiset, a string, a 1-D game and a multiset of pairs.

Both sides solve every position of the file's shape and must give the same results; the CPU
time of each (this process and its children: the C++ solver) is reported as Google Benchmark
would (BM_<game>__kit and BM_<game>__naive), so that tools/bench_report.py prints naive/kit
beside the C++ benchmarks (`make bench`). The target (issue 32): kit at most 1.5 x naive, i.e.
naive/kit >= 0.67. Usage:
    tests/bench/explore_solve_bench.py [--benchmark_format=json] [--benchmark_filter=REGEX]
                                       [--benchmark_repetitions=N] [--profile GAME]
"""
from __future__ import annotations

import json
import re
import resource
import runpy
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from explore import positions as shapes  # noqa: E402
from explore import solve  # noqa: E402

GAMES = ROOT / "tests" / "bench" / "games"
SIDES = ("kit", "naive", "naive_every_option")


def cpu() -> float:
    """CPU seconds of this process and its finished children (the C++ solver)."""
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + kids.ru_utime + kids.ru_stime


def kit(path: Path) -> list:
    game = solve.load(path)
    explorer = solve.Explorer(game)
    return explorer.results(list(game.shape.positions()))


def naive(path: Path, every: bool = False) -> list:
    """The plain memo: a dict from the state (sorted when the shape is a multiset) to whether
    the player to move wins, a recursion over moves() that stops at the first winning move
    (`any`), or with `every` visits every option as a Grundy memo (and the explorer's graph) must.
    """
    module = runpy.run_path(str(path), init_globals=dict(shapes.SHAPES))
    moves, shape = module["moves"], module["positions"]
    unordered = shape.kind == "multiset" or not getattr(shape, "params", {}).get("ordered", True)
    memo: dict = {}

    def wins(state) -> bool:
        if unordered:
            state = tuple(sorted(state))
        got = memo.get(state)
        if got is None:
            if every:
                got = memo[state] = not all([wins(t) for t in moves(state)])
            else:
                got = memo[state] = any(not wins(t) for t in moves(state))
        return got

    return [wins(p) for p in shape.positions()]


def naive_every_option(path: Path) -> list:
    return naive(path, every=True)


def deep(fn, *args):
    """fn(*args) on a thread with a large stack: the plain recursion goes as deep as the game."""
    sys.setrecursionlimit(1_000_000)
    threading.stack_size(512 * 1024 * 1024)
    out: list = []
    thread = threading.Thread(target=lambda: out.append(fn(*args)))
    thread.start()
    thread.join()
    return out[0]


def timed(fn, path: Path) -> tuple[float, list]:
    start = cpu()
    got = deep(fn, path)
    return cpu() - start, got


def main(argv: list[str]) -> int:
    as_json = "--benchmark_format=json" in argv
    pattern = next((a.split("=", 1)[1] for a in argv if a.startswith("--benchmark_filter=")),
                   None)
    reps = int(next((a.split("=", 1)[1] for a in argv
                     if a.startswith("--benchmark_repetitions=")), 1))
    if "--profile" in argv:
        import cProfile
        import pstats
        path = GAMES / f"{argv[argv.index('--profile') + 1]}.py"
        kit(path)                                   # the solver compiled and cached first
        cProfile.runctx("kit(path)", globals(), {"path": path}, "/tmp/explore_solve.prof")
        pstats.Stats("/tmp/explore_solve.prof").sort_stats("cumulative").print_stats(25)
        return 0
    benches = []
    for path in sorted(GAMES.glob("*.py")):
        group = path.stem
        if pattern and not any(re.search(pattern, f"BM_{group}__{side}")
                               for side in SIDES):
            continue
        kit(path)                                   # warm: the solver compiled and cached
        times: dict[str, list[float]] = {side: [] for side in SIDES}
        for _ in range(reps):
            for side, fn in zip(SIDES, (kit, naive, naive_every_option)):
                seconds, got = timed(fn, path)
                times[side].append(seconds)
                if side == "kit":
                    want = got
                elif got != want:
                    print(f"{group}: the kit and the plain memo disagree", file=sys.stderr)
                    return 1
        positions = len(want)
        for side, runs in times.items():
            entry = {"name": f"BM_{group}__{side}", "run_name": f"BM_{group}__{side}",
                     "iterations": 1, "time_unit": "s", "per_pos": statistics.median(runs) /
                     positions, "cpu_time": statistics.median(runs),
                     "real_time": statistics.median(runs)}
            if reps > 1:
                entry["aggregate_name"] = "median"
            benches.append(entry)
        if not as_json:
            k, n, a = (statistics.median(times[side]) for side in SIDES)
            print(f"{group:<16} {positions:>7} positions  kit {k:6.3f} s  plain memo {n:6.3f} s"
                  f" (every option {a:6.3f} s)  kit/naive {k / n:5.2f} ({k / a:5.2f})",
                  flush=True)
    if as_json:
        print(json.dumps({"context": {"harness": "explore_solve_bench.py"},
                          "benchmarks": benches}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
