"""CPU seconds spent by this test process's finished children (user + system, as wait4 counts
them): a bound on the work a command did that other processes on the same cores cannot break,
where a wall-clock bound would fail on a busy machine with the right result."""
from __future__ import annotations

import resource
from contextlib import contextmanager


def children_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@contextmanager
def cpu_spent():
    """with cpu_spent() as spent: ...; then spent() is the children's CPU seconds inside."""
    start = children_cpu_seconds()
    end = None

    def spent() -> float:
        return (end if end is not None else children_cpu_seconds()) - start

    try:
        yield spent
    finally:
        end = children_cpu_seconds()
