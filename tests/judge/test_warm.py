"""judge/warm.py: warming the cgroup move changes nothing and stops when told."""
from __future__ import annotations

import time
from pathlib import Path

from judge import warm


def test_warming_moves_nothing_and_stops():
    before = Path("/proc/self/cgroup").read_text()
    path = warm.own_cgroup_procs()
    warm.start()
    time.sleep(0.05)
    warm.stop()
    deadline = time.monotonic() + 2
    while warm._running:
        assert time.monotonic() < deadline, "the warm-up thread did not stop"
        time.sleep(0.01)
    assert Path("/proc/self/cgroup").read_text() == before
    if path is not None:   # root with a pids cgroup: the file the thread wrote
        assert path.endswith("/cgroup.procs") and Path(path).is_file()


def test_nothing_to_warm_without_a_cgroup_limit(monkeypatch):
    monkeypatch.setenv("JUDGE_MAX_PROCESSES", "0")
    assert warm.own_cgroup_procs() is None
