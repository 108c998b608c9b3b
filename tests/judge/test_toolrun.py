"""A compiler's whole process tree ends with the judge's call (judge/toolrun.py): `g++`'s own
children (`cc1plus`) once went on compiling after Ctrl-C had stopped `gk watch`."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import ROOT, processes_naming as alive
from judge.toolrun import run_tree



def gone(marker: str) -> list[int]:
    """alive(marker) once the killed have had up to 5 s to end (SIGKILL is delivered at once,
    but a process ends when the kernel next runs it: on a busy machine, not yet at the return)."""
    deadline = time.monotonic() + 5
    while alive(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    return alive(marker)


def tree(marker: str) -> list[str]:
    """A shell whose child and grandchild each sleep 30 s; the marker, a duration of a few
    microseconds added to the 30 s, names them in /proc."""
    return ["sh", "-c", f"sleep 30 {marker} & sh -c 'sleep 30 {marker}'; wait"]


def test_a_timeout_kills_the_grandchildren_too(tmp_path):
    marker = f"0.00{os.getpid()}1"
    with pytest.raises(subprocess.TimeoutExpired):
        run_tree(tree(marker), timeout=0.5, cwd=tmp_path)
    assert gone(marker) == []       # without the group kill both sleeps live 30 s


def test_an_interrupt_kills_the_grandchildren_too(tmp_path):
    marker = f"0.00{os.getpid()}2"

    def interrupt(signum, frame):
        # as Ctrl-C while the compiler runs: once the tree is there (on a busy machine the
        # fork itself can take longer than a fixed 0.5 s, and an interrupt inside
        # subprocess.Popen, before it returns, is no compile to stop)
        if len(alive(marker)) < 2:
            signal.setitimer(signal.ITIMER_REAL, 0.1)
            return
        raise KeyboardInterrupt
    old = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, 0.3)
    try:
        with pytest.raises(KeyboardInterrupt):
            run_tree(tree(marker), cwd=tmp_path)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    assert gone(marker) == []


def test_a_finished_run_gives_its_output_and_status(tmp_path):
    done = run_tree(["sh", "-c", "echo out; echo err >&2; exit 3"], cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (3, "out\n", "err\n")


@pytest.mark.timing  # fixed waits on a live process
def test_ctrl_c_during_a_compile_leaves_no_compiler_behind(tmp_path):
    """A slow compile (thousands of functions) interrupted as gk watch's test once was."""
    source = tmp_path / "slow.cpp"
    source.write_text("#include <cstdio>\n" + "".join(
        f"int f{i}(int x) {{ return x * {i} + (x >> 3) - {i % 7}; }}\n" for i in range(60000))
        + "int main() { std::printf(\"%d\\n\", f1(2)); }\n")
    (tmp_path / "1.in").write_text("\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT), JUDGE_CACHE=str(tmp_path / "cache"))
    env.pop("JUDGE_PROBLEMS", None)
    proc = subprocess.Popen([sys.executable, "-P", "-m", "judge", "run", "--solution",
                             str(source), "--tests", str(tmp_path / "1.in")], cwd=tmp_path,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not alive(str(tmp_path / "cache")) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert alive(str(tmp_path / "cache")), "no compiler seen"
        proc.send_signal(signal.SIGINT)       # to gk alone, as the watch test does
        proc.wait(timeout=30)
    finally:
        proc.kill()
    deadline = time.monotonic() + 5
    while alive(str(tmp_path / "cache")) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert alive(str(tmp_path / "cache")) == []
