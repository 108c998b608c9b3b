"""Progress lines of a long `gk explore` run on whole positions, on stderr, in the form of the C++
side's (explore/cpp/progress.hpp): nothing for a step that ends within a second
(GK_EXPLORE_PROGRESS_AFTER=seconds changes that; the tests say 0), then a line every two
seconds, so that no step is silent for long: a first compile, the search of the states, the
miner's budget, the check on larger positions."""
from __future__ import annotations

import os
import resource
import sys
import threading
import time
from contextlib import contextmanager


def _after() -> float:
    try:
        return float(os.environ.get("GK_EXPLORE_PROGRESS_AFTER", "1"))
    except ValueError:
        return 1.0


def say(text: str) -> None:
    print(f"explore: {text}", file=sys.stderr, flush=True)


@contextmanager
def while_running(what: str):
    """A line saying what runs, printed only if it still runs after the first second (a step
    that cannot count its work: a compile, the miner's search), then again every two seconds
    with the time so far, so that no long step is silent."""
    done = threading.Event()
    began = time.monotonic()

    def tell() -> None:
        if done.wait(_after()):
            return
        say(what)
        while not done.wait(2):
            say(f"{what}: {time.monotonic() - began:.0f} s so far")
    teller = threading.Thread(target=tell, daemon=True)
    teller.start()
    try:
        yield
    finally:
        done.set()


class Ticker:
    """For a loop that counts its work: due() is True after the first second, then every two."""

    def __init__(self) -> None:
        self.start = time.monotonic()
        self._next = self.start + _after()

    def due(self) -> bool:
        now = time.monotonic()
        if now < self._next:
            return False
        self._next = now + 2
        return True

    def seconds(self) -> float:
        return time.monotonic() - self.start


def cpu_seconds() -> float:
    """CPU time of this process and of the solvers it waited for (the check's budget)."""
    me, kids = (resource.getrusage(w) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime
