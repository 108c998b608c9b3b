"""Warming the kernel's cgroup attach before a command's first run.

The supervisor moves each judged program into a pids cgroup of its own (judge/sandbox.cpp). The
kernel guards every such move with one global lock (cgroup_threadgroup_rwsem) whose write side
waits for an RCU grace period when no move happened in the last grace period or so: the first
move after a quiet moment costs 12-15 ms on the build VM, the next ones almost nothing. A judge
started for one test paid that at its first test. So, from the moment a command that runs tests
starts, a thread "moves" the judge into the cgroup it is already in (which changes nothing) every
few milliseconds until the first supervisor has started: the grace period passes while Python
is still importing and parsing, and the real move finds the lock warm. Only where the supervisor
makes cgroups (root, a pids controller); anywhere the write is refused it just stops.
"""
from __future__ import annotations

import _thread
import os
import threading

_stop = threading.Event()
_running = False
PERIOD_SECONDS = 0.004
LONGEST_SECONDS = 1.0


def own_cgroup_procs() -> str | None:
    """The cgroup.procs file of the pids cgroup this process is in (cgroup v1's pids hierarchy,
    or the v2 tree when it has the pids controller); None when there is none we may write."""
    if os.environ.get("JUDGE_MAX_PROCESSES") == "0" or os.geteuid() != 0:
        return None
    try:
        with open("/proc/self/cgroup", encoding="ascii", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    candidates = []
    for line in lines:
        _, controllers, path = line.split(":", 2)
        if "pids" in controllers.split(","):
            candidates.append(f"/sys/fs/cgroup/pids{path.rstrip('/')}/cgroup.procs")
        elif controllers == "" and os.path.exists("/sys/fs/cgroup/cgroup.controllers"):
            candidates.append(f"/sys/fs/cgroup{path.rstrip('/')}/cgroup.procs")
    return next((c for c in candidates if os.access(c, os.W_OK)), None)


def _keep_warm(path: str) -> None:
    global _running
    pid = str(os.getpid()).encode()
    waited = 0.0
    try:
        while not _stop.is_set() and waited < LONGEST_SECONDS:
            try:
                fd = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
                try:
                    os.write(fd, pid)
                finally:
                    os.close(fd)
            except OSError:
                return
            _stop.wait(PERIOD_SECONDS)
            waited += PERIOD_SECONDS
    finally:
        _running = False


def start() -> None:
    """Starts warming (again, for `gk watch`'s next run) unless it is on; cheap when there is
    nothing to warm."""
    global _running
    if _running:
        return
    path = own_cgroup_procs()
    if path is not None:
        _stop.clear()
        _running = True
        # A bare thread: threading.Thread.start() waits until the thread runs (milliseconds on
        # a loaded machine), and the point is not to wait.
        _thread.start_new_thread(_keep_warm, (path,))


def stop() -> None:
    """The first supervisor has started: its move into the cgroup follows within a grace period."""
    _stop.set()
