"""The values of a game on numbers computed past --n, for the check of its claims (issue 31:
a pattern seen on n < 200 is only claimed if it also holds as far as a few seconds of the
solver reach, 10^5 values or more where the game's moves allow). The same game file is run
again with a larger --n, three times larger each step, while the CPU time allows; what was
reached, and why it stopped, is said in words for the claim's evidence."""
from __future__ import annotations

import math
import signal
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Callable

from judge.errors import UserError

from . import progress
from .progress import cpu_seconds

FURTHER_SECONDS = 4.0   # CPU seconds the solver may spend computing past --n
TARGET = 100_000        # values the check reaches whenever the solver is fast enough
FARTHEST = 1_000_000    # values computed at most
GROWTH = 3              # each step computes this many times more values than the last


@dataclass
class Further:
    """The values computed past --n (`values`, from n = 0) and what the check reached."""
    values: list[int] = field(default_factory=list)
    note: str = ""          # how far, in words, for the output

    @property
    def count(self) -> int:
        return len(self.values)


class _OverBudget(BaseException):
    """The step's own CPU time passed what is left of the budget (a BaseException: the
    user's moves() may be running, and the code around it turns an Exception into a message)."""


@contextmanager
def _cpu_guard(seconds: float):
    """Interrupts this process's own work after `seconds` of its CPU time (ITIMER_PROF). A
    prediction from two small steps can be far off (a Python file whose moves grow with n: its
    first 1,000 values took 10 s against a --further of 1 s); the guard holds the budget
    anyway. Only in the main thread, where signals are delivered; a solver child is not
    counted here, and its time is bounded by what the file listed within the budget."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise _OverBudget

    before = signal.signal(signal.SIGPROF, stop)
    signal.setitimer(signal.ITIMER_PROF, max(seconds, 0.01))
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, before)


def compute_further(n: int, run: Callable[[int], list[int]],
                    seconds: float = FURTHER_SECONDS, first: list[int] | None = None,
                    first_seconds: float | None = None) -> Further:
    """Runs `run(count)` (the game's values 0..count-1) for count = 3n, 9n, ... (10^5 itself on
    the way, at most FARTHEST) while the next step is predicted to fit in `seconds` of CPU. The
    prediction is t * (next / last) ** e, with e measured on the last two steps (clamped to
    1..3; 2 until two steps are long enough to measure: many games cost n^2, an octal game's
    solver among them). Stops with a reason when the solver is slower, or when the game cannot
    be computed that far (its moves leave the box, a state it refuses). `first_seconds`, the
    CPU time of the n values already computed, predicts the first step too; a step that
    passes the budget all the same is stopped (_cpu_guard)."""
    got = Further()
    if seconds <= 0:
        got.note = "not checked (--further 0)"
        return got
    count, spent = n, 0.0
    steps = [(n, max(first_seconds, 1e-3))] if first_seconds is not None and n > 0 else []
    while count < FARTHEST:
        step = min(FARTHEST, max(count * GROWTH, 1000))
        if count < TARGET < step:
            step = TARGET           # 10^5 itself, when the next step would pass it
        if steps:
            predicted = _predict(steps, step)
            if spent + predicted > seconds:
                last = steps[-1]
                got.note = (f"{reached(got.count)}: {last[0]:,} values took {last[1]:.1f} s "
                            f"of CPU, {step:,} would take about {predicted:.0f} s (over the "
                            f"{seconds:g} s the check may use)")
                return got
        began = cpu_seconds()
        try:
            with progress.while_running(f"computing {step:,} values for the check past n = "
                                        f"{n - 1}"), _cpu_guard(seconds - spent):
                values = run(step)
        except _OverBudget:
            got.note = (f"{reached(got.count) if got.values else 'not checked'}: computing "
                        f"{step:,} values passed the {seconds:g} s of CPU the check may use")
            return got
        except UserError as error:
            why = str(error).split(": ", 1)[-1] if str(error) else "it stopped"
            got.note = ((f"checked to n = {got.count - 1:,} only: " if got.values else
                         "not checked: ")
                        + f"computing {step:,} values failed ({why})")
            return got
        took = cpu_seconds() - began
        spent += took
        if first is not None and values[:len(first)] != first:
            # moves that depend on the box (a step up to n + 1 while inside it): a larger box
            # is another game, and its values say nothing of this one's claims
            got.values = []
            got.note = (f"not checked: with {step:,} values the first "
                        f"{len(first):,} are not the same (moves() depends on --n)")
            return got
        got.values, count = values, step
        steps.append((step, max(took, 1e-3)))
    got.note = reached(got.count)
    return got


def _predict(steps: list[tuple[int, float]], step: int) -> float:
    """The CPU seconds of computing `step` values, from the steps measured."""
    (c1, t1) = steps[-1]
    power = 2.0
    if len(steps) >= 2 and steps[-2][1] >= 0.05:
        (c0, t0) = steps[-2]
        power = min(3.0, max(1.0, math.log(t1 / t0) / math.log(c1 / c0)))
    return t1 * (step / c1) ** power


def reached(count: int) -> str:
    """How far the check went, in words: `only` when it stopped short of TARGET."""
    return (f"checked on all {count:,} values, n <= {count - 1:,}" if count >= TARGET else
            f"checked to n = {count - 1:,} only, not to {TARGET:,} values")


def first_break(claim_extra: dict, values: list[int]) -> int | None:
    """The first n where a period claim's law g(n + p) = g(n) + s fails on `values`, or None."""
    q, p, s = claim_extra["q"], claim_extra["p"], claim_extra["s"]
    for i in range(q, len(values) - p):
        if values[i + p] != values[i] + s:
            return i + p
    return None
