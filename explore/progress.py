"""Progress lines of a long `gk explore` run on whole positions, on stderr, in the form of the C++
side's (explore/cpp/progress.hpp): nothing for a step that ends within a second of the last
line (or of the start; GK_EXPLORE_PROGRESS_AFTER=seconds changes that; the tests say 0), then a
line every two seconds, so that no step is silent for long: a first compile, the search of the states, the
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


_last_line = [time.monotonic()]     # when the last progress line was printed (or the start)


_saying = threading.Lock()     # nested steps' threads print whole lines, never interleaved


def say(text: str) -> None:
    with _saying:
        sys.stderr.write(f"explore: {text}\n")
        sys.stderr.flush()
        _last_line[0] = time.monotonic()


def _first_wait() -> float:
    """Seconds before a step's first line: the first second (_after()) counts from the last line
    printed, not from the step's start, so that a chain of steps each shorter than a second
    (choosing, checking and solving each grown size) is not silent for ten seconds; at least
    0.2 s, so that a chain of instant steps prints nothing."""
    silent = time.monotonic() - _last_line[0]
    return max(0.2, _after() - silent) if _after() > 0 else 0.0


@contextmanager
def while_running(what: str):
    """A line saying what runs, printed only if it still runs after the first second (a step
    that cannot count its work: a compile, the miner's search), then again every two seconds
    with the time so far, so that no long step is silent."""
    done = threading.Event()
    began = time.monotonic()

    def tell() -> None:
        if done.wait(_first_wait()):
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
