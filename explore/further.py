"""The values of a game on numbers computed past --n, for the check of its claims (issue 31:
a pattern seen on n < 200 is only claimed if it also holds as far as a few seconds of the
solver reach, 10^5 values or more where the game's moves allow). The same game file is run
again with a larger --n, ten times larger each step, while the CPU time allows; what was
reached, and why it stopped, is said in words for the claim's evidence."""
from __future__ import annotations

import resource
from dataclasses import dataclass, field
from typing import Callable

from judge.errors import UserError

from . import progress

FURTHER_SECONDS = 4.0   # CPU seconds the solver may spend computing past --n
TARGET = 100_000        # values the check reaches whenever the solver is fast enough
FARTHEST = 1_000_000    # values computed at most
GROWTH = 10             # each step computes this many times more values than the last


@dataclass
class Further:
    """The values computed past --n (`values`, from n = 0) and what the check reached."""
    values: list[int] = field(default_factory=list)
    note: str = ""          # how far, in words, for the output

    @property
    def count(self) -> int:
        return len(self.values)


def cpu_seconds() -> float:
    """This process and the solvers it waited for."""
    me, kids = (resource.getrusage(w) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def compute_further(n: int, run: Callable[[int], list[int]],
                    seconds: float = FURTHER_SECONDS) -> Further:
    """Runs `run(count)` (the game's values 0..count-1) for count = 10n, 100n, ... (at least
    TARGET when it fits, at most FARTHEST) while the next step is predicted to fit in `seconds`
    of CPU; a step takes about GROWTH times the last (a linear solver). Stops with a reason when
    the solver is slower, or when the game cannot be computed that far (its moves leave the
    box, a state it refuses)."""
    got = Further()
    count, spent, last = n, 0.0, None
    while count < FARTHEST:
        step = min(FARTHEST, max(count * GROWTH, 1000))
        if count < TARGET < step:
            step = TARGET           # 10^5 itself, when ten times more would not fit
        if last is not None:
            predicted = last[1] * step / last[0]
            if spent + predicted > seconds:
                got.note = (f"{reached(got.count)}: {last[0]:,} values took {last[1]:.1f} s "
                            f"of CPU, {step:,} would take about {predicted:.0f} s (over the "
                            f"{seconds:g} s the check may use)")
                return got
        began = cpu_seconds()
        try:
            with progress.while_running(f"computing {step:,} values for the check past n = "
                                        f"{n - 1}"):
                values = run(step)
        except UserError as error:
            why = str(error).split(": ", 1)[-1] if str(error) else "it stopped"
            got.note = ((f"checked to n = {got.count - 1:,} only: " if got.values else
                         "not checked past the values shown: ")
                        + f"computing {step:,} values failed ({why})")
            return got
        took = cpu_seconds() - began
        spent += took
        got.values, last, count = values, (step, max(took, 1e-3)), step
        if spent > seconds:
            break
    got.note = reached(got.count)
    return got


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
