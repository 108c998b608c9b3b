"""The check on larger positions past the budget (explore/whole.py, grow_and_solve; `gk
explore --patience S`): a promised check the budget cuts, and that the speed measured says
would end within S more CPU seconds, is let run to its end (a sampled size to its floor,
SIZE_FLOOR positions); without patience, or when it would not end in time, it is cut and its
rule not claimed. The solver here is a stand-in that burns a known CPU time per position and
answers plain Nim by a search of its own (no xor rule), so the test counts what was solved, not
how fast (a hang backstop, not a timing test)."""
from __future__ import annotations

import functools
import time

from explore import positions as shapes
from explore import whole
from explore.progress import cpu_seconds


def burn(seconds: float) -> None:
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


@functools.lru_cache(maxsize=None)
def nim_wins(piles: tuple) -> bool:
    """Plain Nim by search: a move lowers one pile."""
    return any(not nim_wins(tuple(sorted(piles[:i] + (v,) + piles[i + 1:])))
               for i, n in enumerate(piles) for v in range(n))


class SlowSolver:
    """Not a solve.Explorer: solve_until hands it a chunk at a time (whole.CHUNK * 10)."""
    declared_by_parts = 0
    stopped = ""

    def __init__(self, seconds_each: float):
        self.seconds_each = seconds_each
        self.solved = 0

    def results(self, chunk):
        burn(self.seconds_each * len(chunk))
        self.solved += len(chunk)
        return [nim_wins(p) for p in chunk]


def check(monkeypatch, budget: float, patience: float):
    monkeypatch.setattr(whole, "CHUNK", 2)              # 20 positions between two clocks
    monkeypatch.setattr(whole, "SIZE_FLOOR", 40)
    monkeypatch.setattr(whole, "PATIENT_RUN", cpu_seconds() + 600)   # this process's CPU so far
    start = shapes.multiset(piles=range(0, 4), size=range(1, 4))
    mined = list(start.positions())
    found = whole.Found(mined, [nim_wins(p) for p in mined], None)
    solver = SlowSolver(0.01)
    whole.grow_and_solve(found, start, mined, 2000, budget, solver, patience=patience)
    return found, solver


def test_a_check_that_would_end_soon_is_let_end(monkeypatch):
    found, solver = check(monkeypatch, budget=0.3, patience=8.0)
    assert found.evidence.complete, found.larger_what
    assert "let run past --budget 0.3" in found.larger_what
    # both promised sizes solved (91 and 336 new positions, each listed whole)
    assert solver.solved >= 91 + 336
    assert found.larger_labels == [nim_wins(p) for p in found.larger]


def test_without_patience_the_budget_cuts_it_and_says_what_would_end_it(monkeypatch):
    found, solver = check(monkeypatch, budget=0.3, patience=0.0)
    assert not found.evidence.complete
    assert found.evidence.needed > 0.3
    assert "stopped the check after" in found.larger_what
    assert "let run past" not in found.larger_what


def test_patience_is_not_granted_when_the_check_would_not_end_within_it(monkeypatch):
    found, solver = check(monkeypatch, budget=0.3, patience=0.5)
    assert not found.evidence.complete
    assert "let run past" not in found.larger_what


def test_a_run_given_no_budget_is_patient_and_one_given_a_budget_is_held_to_it():
    """The command line's patience: with neither --budget nor --patience the explorer chooses
    the run's length, so a check that would end within DEFAULT_PATIENCE more seconds ends
    (a rule checked, not "run again with --budget 60"); --budget holds the run to it, and
    --patience is taken as given either way."""
    from explore.cli import build_parser

    def patience(*argv: str) -> float:
        return whole.patience_of(build_parser().parse_args(["game.py", *argv]))

    assert patience() == whole.DEFAULT_PATIENCE > 0
    assert whole.PATIENT_RUN - whole.DEFAULT_PATIENCE >= 20     # the default budget whole
    assert patience("--budget", "20") == 0.0
    assert patience("--budget", "5", "--patience", "30") == 30.0
    assert patience("--patience", "7") == 7.0
