"""Whether the machine is busy, and whether a measurement of times was made on a busy machine:
a time limit derived from the accepted submissions' times (judge/timelimit.py) is kept with
the load it was measured at (docs/judge.md, "Problem packages")."""
from __future__ import annotations

import os

# A test whose CPU time is below this share of its wall time was waiting for a CPU (or asleep;
# tests long enough for the share to mean something only).
STARVED_SHARE = 0.7
MEANINGFUL_WALL_MS = 50
# A one-minute load average above this many runnable processes per CPU: a busy machine.
BUSY_LOAD_PER_CPU = 1.5


def cpus() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover
        return os.cpu_count() or 1


def busy_now(load: float | None = None) -> str:
    """Why the machine is busy now (its one-minute load average above BUSY_LOAD_PER_CPU per
    CPU), "" when it is not."""
    if load is None:
        load = os.getloadavg()[0]
    if load > BUSY_LOAD_PER_CPU * cpus():
        return f"load average {load:.1f} on {cpus()} CPUs"
    return ""


def measured_under_load(times: list[tuple[int, int]], load: float | None = None) -> str:
    """Why the (CPU ms, wall ms) of a measurement's slowest tests may be inflated by the
    machine's load, "" when nothing says so: a slowest test that got less than STARVED_SHARE
    of a CPU, or a load average above BUSY_LOAD_PER_CPU per CPU (load: the one-minute load
    average, read from the machine when None)."""
    busy = busy_now(load)
    if busy:
        return busy
    slowest = max((cpu for cpu, _ in times), default=0)
    for cpu, wall in times:
        if cpu == slowest and wall >= MEANINGFUL_WALL_MS and cpu < STARVED_SHARE * wall:
            return f"the slowest test got {100 * cpu / wall:.0f}% of a CPU ({cpu} ms in {wall} ms)"
    return ""
