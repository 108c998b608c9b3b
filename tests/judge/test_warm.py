"""judge/warm.py: warming the cgroup move changes nothing, lasts while runs keep starting, stops."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

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


def test_warming_lasts_while_runs_keep_starting(monkeypatch):
    """gk stress runs gen.py and brute.py between two programs: the lock must stay warm across
    that gap, and the thread must end once no run has started for IDLE_SECONDS."""
    if warm.own_cgroup_procs() is None:
        pytest.skip("no pids cgroup this process may write: nothing is warmed here")
    monkeypatch.setattr(warm, "IDLE_SECONDS", 0.3)
    warm.run_started()
    for _ in range(4):            # runs 0.1 s apart: still warming after 0.4 s
        time.sleep(0.1)
        assert warm._running
        warm.run_started()
    deadline = time.monotonic() + 5
    while warm._running:
        assert time.monotonic() < deadline, "the warm-up thread outlived IDLE_SECONDS"
        time.sleep(0.02)
