"""Warming the kernel's cgroup attach before a command's first run.

The supervisor moves each judged program into a pids cgroup of its own (judge/sandbox.cpp). The
kernel guards every such move with one global lock (cgroup_threadgroup_rwsem) whose write side
waits for an RCU grace period when no move happened in the last grace period or so: the first
move after a quiet moment costs 12-15 ms on the build VM, the next ones almost nothing. A judge
started for one test paid that at its first test. So, from the moment a command that runs tests
starts, a thread "moves" the judge into the cgroup it is already in (which changes nothing) every
few milliseconds: the grace period passes while Python is still importing and parsing, and the
real move finds the lock warm.

The lock cools again between runs as soon as the judge does anything else for more than a grace
period: `gk stress` runs gen.py and brute.py (about 20 ms) between two programs, so each run paid
the 13 ms again (17 ms a run instead of 4, measured on 100 tiny cases of gra). The thread
therefore keeps warming while supervisors keep starting, and stops after IDLE_SECONDS without
one (`gk watch` between saves, `gk listen` between submissions). Each write costs microseconds;
the CPU time of a stress run did not change, its wall time fell by a third. Only where the
supervisor makes cgroups (root, a pids controller); anywhere the write is refused it just stops.
"""
from __future__ import annotations

import _thread
import os
import threading
import time

_stop = threading.Event()
_running = False
_last_run = 0.0              # time.monotonic() when a supervisor last started (or warming began)
PERIOD_SECONDS = 0.004
IDLE_SECONDS = 1.0


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


_UNKNOWN = object()
_procs = _UNKNOWN


def _procs_path() -> str | None:
    """own_cgroup_procs(), read once: run_started() is called for every run."""
    global _procs
    if _procs is _UNKNOWN:
        _procs = own_cgroup_procs()
    return _procs


def _keep_warm(path: str) -> None:
    global _running, _procs
    pid = str(os.getpid()).encode()
    try:
        while not _stop.is_set() and time.monotonic() - _last_run < IDLE_SECONDS:
            try:
                fd = os.open(path, os.O_WRONLY | os.O_CLOEXEC)
                try:
                    os.write(fd, pid)
                finally:
                    os.close(fd)
            except OSError:
                _procs = None   # refused: nothing to warm in this process
                return
            _stop.wait(PERIOD_SECONDS)
    finally:
        _running = False


def start() -> None:
    """Starts warming (again, for `gk watch`'s next run) unless it is on; cheap when there is
    nothing to warm."""
    global _running, _last_run
    _last_run = time.monotonic()
    _stop.clear()
    if _running:
        return
    path = _procs_path()
    if path is not None:
        _running = True
        # A bare thread: threading.Thread.start() waits until the thread runs (milliseconds on
        # a loaded machine), and the point is not to wait.
        _thread.start_new_thread(_keep_warm, (path,))


def run_started() -> None:
    """A supervisor starts: its move finds the lock warm; keep it so for the next run."""
    start()


def stop() -> None:
    """Stops warming now (the command is over)."""
    _stop.set()
