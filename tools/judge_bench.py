#!/usr/bin/env python3
"""The judge's own cost per test, against running the same binary directly on the same inputs.

    python3 tools/judge_bench.py [PROBLEM] [--rounds N] [-j 1]

Both sides run every test of PROBLEM (default snim; generated tests included) with the
reference solution's cached binary, in alternating rounds so that machine load hits both alike:
- direct: a plain subprocess per test, stdin from the input file, stdout to a file;
- judge:  the judge's per-test path (sandbox supervisor with PID namespace, rlimits, pipes,
          wait4, cleanup; the problem's checker; temporary files), serially (-j 1).
It prints the median milliseconds per test of each side, the overhead per test and the ratio.
Compiling is excluded (the binary is cached before timing; re-judging recompiles nothing).
"""
from __future__ import annotations

import argparse
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge.compiler import compile_source  # noqa: E402
from judge.judging import generated_tests, judge  # noqa: E402
from judge.problem import load_problem, tests_in_dir  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("problem", nargs="?", default="snim")
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    problem = load_problem(args.problem)
    tests = tests_in_dir(problem.dir / "tests") + generated_tests(problem)
    first = judge(problem, problem.solution, tests, jobs=1)  # compiles, makes generated tests
    if first.verdict != "AC":
        print(f"the reference is not accepted ({first.verdict}); fix that first")
        return 1
    binary = compile_source(problem.solution).path
    # The generated inputs, as the judge made them.
    from judge.generated import generate_input
    inputs = [t.input for t in tests if t.generated is None]
    inputs += [generate_input(problem, t.generated)[0] for t in tests if t.generated is not None]

    direct_ms, judge_ms = [], []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "out"
        for _ in range(args.rounds):
            start = time.perf_counter()
            for path in inputs:
                with open(path, "rb") as stdin, open(out, "wb") as stdout:
                    subprocess.run([str(binary)], stdin=stdin, stdout=stdout,
                                   stderr=subprocess.DEVNULL, check=True)
            direct_ms.append((time.perf_counter() - start) * 1000 / len(inputs))
            start = time.perf_counter()
            report = judge(problem, problem.solution, tests, jobs=1)
            judge_ms.append((time.perf_counter() - start) * 1000 / len(tests))
            assert report.verdict == "AC"
    direct, judged = statistics.median(direct_ms), statistics.median(judge_ms)
    cli_start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "judge", "run", problem.id, "-j", "1"], cwd=ROOT,
                   capture_output=True, check=True)
    cli = (time.perf_counter() - cli_start) * 1000
    print(f"judge_bench {problem.id}: {len(tests)} tests x {args.rounds} rounds, "
          f"{datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, {platform.node()}, "
          f"{platform.processor() or platform.machine()}, Python {platform.python_version()}")
    print(f"  direct run      {direct:7.2f} ms per test (median of rounds; "
          f"min {min(direct_ms):.2f}, max {max(direct_ms):.2f})")
    print(f"  judged          {judged:7.2f} ms per test (median of rounds; "
          f"min {min(judge_ms):.2f}, max {max(judge_ms):.2f})")
    print(f"  overhead        {judged - direct:7.2f} ms per test; ratio judged/direct "
          f"{judged / direct:.2f}")
    print(f"  whole command   {cli:7.0f} ms for `python3 -m judge run {problem.id} -j 1` "
          f"(interpreter start, nothing recompiled)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
