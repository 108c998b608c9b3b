"""Every wrong solution in tests/problems/wrong/ is a real mistake that the problem's tests catch.

A file is named `<problem id>-<the mistake>.cpp`. The judge must reject it with a wrong answer (not a
compile error or a judge error) and show where the output first differs, so these files double as
the examples of a failure report that the README points to.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WRONG = sorted((ROOT / "tests" / "problems" / "wrong").glob("*.cpp"))
PROBLEM_IDS = sorted((p.parent.name for p in (ROOT / "problems").glob("*/problem.toml")),
                     key=len, reverse=True)


def problem_of(solution: Path) -> str:
    for problem_id in PROBLEM_IDS:  # longest first: tower-breakers-again before tower-breakers
        if solution.stem.startswith(problem_id + "-"):
            return problem_id
    raise AssertionError(f"{solution.name} does not start with a problem id and a dash")


def test_there_are_wrong_solutions():
    assert WRONG


@pytest.mark.parametrize("solution", WRONG, ids=[w.stem for w in WRONG])
def test_the_judge_rejects_it_with_a_useful_report(solution: Path):
    problem = problem_of(solution)
    result = subprocess.run([sys.executable, "-m", "judge", "run", problem, "--solution",
                             str(solution), "--json"], cwd=ROOT, capture_output=True, text=True,
                            timeout=600)
    assert result.returncode == 1, result.stderr[-2000:]
    report = json.loads(result.stdout)
    assert report["verdict"] in ("WA", "PE"), report["verdict"]
    failed = [t for t in report["tests"] if t["verdict"] != "AC"]
    assert failed and all(t["verdict"] in ("WA", "PE") for t in failed)
    assert all(t["detail"] for t in failed), "every failing test says where the output differs"
