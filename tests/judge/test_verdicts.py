"""The verdict of a whole run is its worst test's, in the order judge/verdicts.py states: here
a crash (RE) outranks a wrong answer (WA) whichever test comes first, judged end to end on a
made-up problem (a swap of the two in the order went unnoticed by every other test)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import gk

# Right on 1 2; a wrong answer on 5 5; a crash (exit code 3) on 7 7.
PROGRAM = """#include <cstdio>
int main() { long long a, b; if (std::scanf("%lld %lld", &a, &b) != 2) return 1;
  if (a == 7) return 3;
  std::printf("%lld\\n", a == 5 ? a + b + 1 : a + b); }
"""


def judged(folder: Path, tests: dict[str, tuple[int, int]]) -> dict:
    (folder / "t").mkdir()
    for name, (a, b) in tests.items():
        (folder / "t" / f"{name}.in").write_text(f"{a} {b}\n")
        (folder / "t" / f"{name}.out").write_text(f"{a + b}\n")
    (folder / "a.cpp").write_text(PROGRAM)
    run = gk("run", "--solution", "a.cpp", "--tests", "t", "--json", "-j", "1", cwd=folder)
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
