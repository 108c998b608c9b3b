"""Every wrong solution in tests/problems/wrong/ is a real mistake that the problem's tests catch.

A file is named `<problem id>-<the mistake>.cpp`. The judge must reject it with a wrong answer (not a
compile error or a judge error; in an interactive problem a lost game, or TLE for a solution that
never flushes, named `*-no-flush.cpp`) and show where the output first differs (in an interactive
problem, the dialogue), so these files double as the examples of a failure report that docs/guide.md
points to.
"""
from __future__ import annotations

import json
import subprocess
import tomllib
import sys
from pathlib import Path

import pytest
from tiers import tiered

ROOT = Path(__file__).resolve().parents[2]
WRONG = sorted((ROOT / "tests" / "problems" / "wrong").glob("*.cpp"))
PROBLEM_IDS = sorted((p.parent.name for p in (ROOT / "problems").glob("*/problem.toml")),
                     key=len, reverse=True)


def problem_of(solution: Path) -> str:
    for problem_id in PROBLEM_IDS:  # longest first: tower-breakers-again before tower-breakers
        if solution.stem.startswith(problem_id + "-"):
            return problem_id
    raise AssertionError(f"{solution.name} does not start with a problem id and a dash")


def is_interactive(problem_id: str) -> bool:
    meta = tomllib.loads((ROOT / "problems" / problem_id / "problem.toml").read_text())
    return meta.get("interactive", False)


def expected_verdicts(solution: Path) -> tuple[str, ...]:
    """A dialogue that is never flushed deadlocks (TLE, idle); every other mistake is WA/PE."""
    return ("TLE",) if solution.stem.endswith("-no-flush") else ("WA", "PE")


def test_there_are_wrong_solutions():
    assert WRONG


# A quick problem's wrong solutions in make test, every one in make test-full (tests/tiers.py).
@pytest.mark.parametrize("solution", [tiered(problem_of(w), w, id=w.stem) for w in WRONG])
def test_the_judge_rejects_it_with_a_useful_report(solution: Path):
    problem = problem_of(solution)
    result = subprocess.run([sys.executable, "-m", "judge", "run", problem, "--solution",
                             str(solution), "--json"], cwd=ROOT, capture_output=True, text=True,
                            timeout=600)
    assert result.returncode == 1, result.stderr[-2000:]
    report = json.loads(result.stdout)
    expected = expected_verdicts(solution)
    assert report["verdict"] in expected, report["verdict"]
    failed = [t for t in report["tests"] if t["verdict"] != "AC"]
    assert failed and all(t["verdict"] in expected for t in failed)
    assert all(t["detail"] for t in failed), "every failing test says where the output differs"
    if is_interactive(problem):
        # The report shows the dialogue that was lost, and the deadlock says what to check.
        assert all(t["transcript"] for t in failed)
        if expected == ("TLE",):
            assert all("did you flush?" in t["detail"] for t in failed)
