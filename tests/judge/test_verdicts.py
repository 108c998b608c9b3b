"""The verdict of a whole run is its worst test's, in the order judge/verdicts.py states: a
crash (RE) outranks a wrong answer (WA), a time limit (TLE) a memory limit (MLE), whichever test
comes first, judged end to end on a made-up problem; and a run that ends on its own over the CPU
limit is a TLE. Each was a mutation no other test noticed (tools/mutate.py)."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from conftest import gk

# Right on 1 2; a wrong answer on 5 5; a crash (exit code 3) on 7 7; an endless loop on 8 8;
# 40 MiB written on 9 9, against a limit of 16 MiB. Writing memory is slow on a virtual machine
# (about 3.3 ms of CPU per MiB measured on the CI's kind): 256 MiB cost 870 ms, so when a busy
# machine delayed the sandbox's look at the memory, the CPU limit passed first (a TLE, not the
# MLE this is for). 40 MiB cost 130 ms, under the 300 ms limit even if it is never looked at.
PROGRAM = """#include <cstdio>
#include <cstring>
#include <vector>
int main() { long long a, b; if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
  if (a == 7) return 3;
  for (volatile long long i = 0; a == 8; i++) {}
  if (a == 9) { std::vector<char> big(40 << 20); std::memset(big.data(), 1, big.size());
                return big[12345] - 1; }
  std::printf("%lld\\n", a == 5 ? a + b + 1 : a + b); }
"""


def judged(folder: Path, tests: dict[str, tuple[int, int]]) -> dict:
    """The JSON report of PROGRAM on these tests (name: a b), 300 ms and 16 MiB each."""
    (folder / "t").mkdir()
    for name, (a, b) in tests.items():
        (folder / "t" / f"{name}.in").write_text(f"{a} {b}\n")
        (folder / "t" / f"{name}.out").write_text(f"{a + b}\n")
    (folder / "a.cpp").write_text(PROGRAM)
    run = gk("run", "--solution", "a.cpp", "--tests", "t", "--json", "-j", "1", "--tl", "300",
             "--ml", "16", cwd=folder)
    assert run.stdout.strip(), run.stderr
    return json.loads(run.stdout)


@pytest.mark.parametrize("order", [("1", "2", "3"), ("3", "2", "1")],
                         ids=["wrong-answer-first", "crash-first"])
def test_a_crash_outranks_a_wrong_answer(order, tmp_path):
    cases = dict(zip(order, [(1, 2), (5, 5), (7, 7)]))
    report = judged(tmp_path, cases)
    by_name = {t["name"]: t["verdict"] for t in report["tests"]}
    assert sorted(by_name.values()) == ["AC", "RE", "WA"], by_name
    assert report["verdict"] == "RE"


@pytest.mark.parametrize("order", [("1", "2"), ("2", "1")], ids=["memory-first", "time-first"])
def test_a_time_limit_outranks_a_memory_limit(order, tmp_path):
    report = judged(tmp_path, dict(zip(order, [(9, 9), (8, 8)])))
    assert sorted(t["verdict"] for t in report["tests"]) == ["MLE", "TLE"], report["tests"]
    assert report["verdict"] == "TLE"


def test_a_run_that_ends_over_the_cpu_limit_is_tle():
    # The sandbox may see a program end on its own a little past the limit, before its CPU
    # limit stops it: the time it took is over the limit all the same.
    from judge.judging import classify
    from judge.sandbox import Limits, RunResult
    over = RunResult(exit_code=0, signal=0, cpu_ms=1001, wall_ms=1100, memory_kib=1000,
                     output_bytes=10, killed="none", stderr_tail=b"", exec_errno=0, namespace=True)
    assert classify(over, Limits(1000, 64))[0] == "TLE"
    assert classify(dataclasses.replace(over, cpu_ms=999), Limits(1000, 64)) is None
