"""Which of the per-problem checks run in `make test` (the quick tier) and which only in
`make test-full` (marked slow): every problem's cheap checks (shape, metadata, samples) run in
both; the expensive ones (the reference against brute.py, the judge on every test, the wrong
solutions) run in `make test` on a few problems of different kinds and on all in the full tier.

The reference-against-brute check of a quick problem is cut in two: its first QUICK_CASES random
inputs in `make test`, the rest of its stress.count in the full tier, so that together they are
the whole check once and nothing runs twice in CI."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

# One of each kind, each with a generator that starts fast (kayles-duel's gen.py computes 1000
# Kayles values on every start: 0.1 s of CPU per case): an interactive duel (the jury and
# brute.py's sides), a game with draws (loopy), a custom checker (any winning move is
# accepted), a plain Grundy-value problem.
QUICK_PROBLEMS = ("nim-duel", "loopy-sums", "nim-move", "advance-or-eat")
QUICK_CASES = 40


def tiered(problem_id: str, *values, id: str | None = None):
    """pytest.param(*values) for a check on problem_id: slow unless it is a quick problem."""
    marks = () if problem_id in QUICK_PROBLEMS else (pytest.mark.slow,)
    return pytest.param(*values, id=id or problem_id, marks=marks)


def stress_parts(problem: Path, count: int) -> list:
    """pytest.param(problem, first seed, number of seeds) for the reference-against-brute check:
    a quick problem's first QUICK_CASES seeds in the quick tier, every other seed slow."""
    name = problem.name
    if name not in QUICK_PROBLEMS or count <= QUICK_CASES:
        return [tiered(name, problem, 1, count, id=f"{name}-1..{count}")]
    return [pytest.param(problem, 1, QUICK_CASES, id=f"{name}-1..{QUICK_CASES}"),
            pytest.param(problem, QUICK_CASES + 1, count - QUICK_CASES,
                         id=f"{name}-{QUICK_CASES + 1}..{count}", marks=pytest.mark.slow)]


def missing(reason: str) -> None:
    """A test's input that is not on this machine (the original problems' facts, a language's
    compiler): a skip that says so locally, a failure in CI (CI=true, as .ci/run and CI
    services set it), where a skip would pass a check that never ran."""
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        pytest.fail(f"CI: {reason}", pytrace=False)
    pytest.skip(reason)
