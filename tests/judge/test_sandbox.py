"""One fixture program per behaviour of the sandbox: limits, verdicts, nothing left behind."""
from __future__ import annotations

import dataclasses
import time
from pathlib import Path

import pytest

from conftest import PROBLEMS, PROGRAMS, processes_running
from judge import sandbox
from judge.compiler import compile_source
from judge.judging import judge
from judge.problem import load_problem_dir
from judge.problem import tests_in_dir as pairs_in_dir

PLUS = load_problem_dir(PROBLEMS / "plus")          # 300 ms, 128 MiB
# Filling 128 MiB takes 100-200 ms of page faults on a busy machine: the memory tests get more
# time so that they cannot turn into (rightly) TLE.
PLUS_SLOW = dataclasses.replace(PLUS, time_limit_ms=2000)
# A flood needs some tens of ms of CPU, but starved beside other processes it got 22 ms in the
# 1.3 s backstop of the 300 ms limit (a TLE, measured at load 18): the floods get 5 s (backstop
# 10 s), which changes nothing for what they show, a cap or a pipe that never blocks.
PLUS_FLOOD = dataclasses.replace(PLUS, time_limit_ms=5000)
SAMPLE = pairs_in_dir(PLUS.dir / "tests")[:1]       # 2 3 -> 5
# A run that must end by a limit, not hang, ends well inside this many wall seconds even beside
# other busy processes; what the run was stopped by is the verdict's and the detail's to say.
HANG = 10


def verdict_of(program: str, tests=SAMPLE, problem=PLUS):
    report = judge(problem, PROGRAMS / f"{program}.cpp", tests, jobs=1)
    assert report.compile_ok, report.compile_message
    assert len(report.tests) == len(tests)
    return report.tests[0]


def timed_verdict(program: str, problem=PLUS):
    """The verdict and the wall seconds of the judging alone: the program is compiled (or found
    in the compile cache) before the clock starts, so that a cold cache counts for nothing."""
    compile_source(PROGRAMS / f"{program}.cpp")
    start = time.monotonic()
    result = verdict_of(program, problem=problem)
    return result, time.monotonic() - start


def no_leftovers(program: str) -> None:
    binary = compile_source(PROGRAMS / f"{program}.cpp").path  # cached: the judged binary
    deadline = time.monotonic() + 2
    while processes_running(binary) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert processes_running(binary) == [], f"{program} left processes behind"


def test_right_answer_is_accepted():
    result = verdict_of("plus")
    assert result.verdict == "AC" and result.memory_kib > 0


@pytest.mark.timing
def test_busy_loop_is_tle_at_the_cpu_limit():
    result, seconds = timed_verdict("busy_loop")
    assert result.verdict == "TLE" and result.detail.startswith("CPU"), result.detail
    assert 300 <= result.time_ms < 600
    assert seconds < HANG
    no_leftovers("busy_loop")


def test_sleep_is_tle_by_the_wall_clock_backstop():
    result, seconds = timed_verdict("sleeper")
    assert result.verdict == "TLE" and "wall-clock" in result.detail
    assert result.time_ms < 100
    # The backstop waited max(2 x 300 ms, 300 ms + 1 s) = 1.3 s (a busy machine only adds).
    assert 1.2 < seconds < HANG
    no_leftovers("sleeper")


def test_tle_with_wrong_partial_output_is_still_tle():
    assert verdict_of("tle_partial").verdict == "TLE"


@pytest.mark.parametrize("namespace", [True, False], ids=["pid-namespace", "subreaper"])
def test_child_that_called_setsid_does_not_survive(namespace, monkeypatch):
    if not namespace:
        monkeypatch.setenv("JUDGE_SANDBOX_NO_NAMESPACE", "1")
    result, seconds = timed_verdict("setsid_child")
    assert result.verdict == "AC"
    assert seconds < HANG  # the child sleeps forever: it is not waited for
    no_leftovers("setsid_child")
    assert verdict_of("setsid_child_busy").verdict == "TLE"
    no_leftovers("setsid_child_busy")


@pytest.mark.parametrize("namespace", [True, False], ids=["pid-namespace", "subreaper"])
def test_three_hundred_forked_sleepers_are_all_killed(namespace, monkeypatch):
    if not namespace:
        monkeypatch.setenv("JUDGE_SANDBOX_NO_NAMESPACE", "1")
    monkeypatch.setenv("JUDGE_MAX_PROCESSES", "400")  # let all 300 be born
    assert verdict_of("fork_many").verdict == "AC"
    no_leftovers("fork_many")


def test_supervisor_uses_a_pid_namespace_and_a_pids_cgroup(tmp_path: Path):
    (tmp_path / "in").write_text("2 3\n")
    run = sandbox.run(compile_source(PROGRAMS / "plus.cpp").path, tmp_path / "in",
                      tmp_path / "out", sandbox.Limits(1000, 64))
    assert (tmp_path / "out").read_text() == "5\n"
    # Machines without the privilege fall back to the subreaper (tested above on its own).
    if not run.namespace:
        pytest.skip("unshare(CLONE_NEWPID) is not allowed here: the subreaper fallback is in use")
    if not run.pids_limit:
        pytest.skip("no pids cgroup here: fork bombs are bounded only by the time limits")
    assert run.pids_limit == sandbox.MAX_PROCESSES


def test_memory_hog_is_mle():
    result = verdict_of("memory_hog", problem=PLUS_SLOW)
    assert result.verdict == "MLE"
    # Stopped by the supervisor's check of its resident memory (about every 10 ms), not by a
    # failed allocation: the address space is not limited (judge/sandbox.py, Limits).
    assert "resident memory passed the limit 128 MiB" in result.detail
    assert 128 * 1024 < result.memory_kib <= 192 * 1024


def test_unchecked_malloc_dying_at_the_limit_is_mle():
    result = verdict_of("malloc_hog", problem=PLUS_SLOW)
    assert result.verdict == "MLE"


def test_recursion_a_million_deep_runs():
    result = verdict_of("deep_recursion", problem=PLUS_SLOW)
    assert result.verdict == "AC", result.detail + result.stderr_tail
    assert result.memory_kib > 40 * 1024  # the stack really was used


@pytest.mark.parametrize("program,detail", [
    ("null_deref", "SIGSEGV"), ("divide_by_zero", "SIGFPE"), ("failed_assert", "SIGABRT"),
    ("exit3", "exit code 3")])
def test_runtime_errors_name_the_signal_or_exit_code(program, detail):
    result = verdict_of(program)
    assert (result.verdict, result.detail) == ("RE", detail)
    if program == "failed_assert":
        assert "Assertion" in result.stderr_tail


def test_stdout_flood_is_ole_at_the_cap_not_at_a_time_limit():
    # OLE outranks no TLE: the endless flood was stopped at the output cap before either limit.
    result, seconds = timed_verdict("stdout_flood", problem=PLUS_FLOOD)
    assert result.verdict == "OLE", result.detail
    assert seconds < 3 * HANG   # the backstop is 10 s


def test_stderr_flood_never_blocks_and_keeps_the_tail(tmp_path: Path):
    # 20 MiB on stderr, then the right answer: a blocked stderr would have been a TLE.
    result = verdict_of("stderr_flood", problem=PLUS_FLOOD)
    assert result.verdict == "AC", result.detail
    (tmp_path / "in").write_text("2 3\n")   # an AC shows no stderr: the run's own tail
    run = sandbox.run(compile_source(PROGRAMS / "stderr_flood.cpp").path, tmp_path / "in",
                      tmp_path / "out", sandbox.Limits(2000, 64))
    assert run.stderr_tail.endswith(b"\nlast words\n")


def test_endless_stderr_flood_stops_at_the_time_limit():
    result, seconds = timed_verdict("stderr_flood_forever")
    assert result.verdict == "TLE"
    assert seconds < HANG


def test_binary_output_is_wa_not_a_crash():
    result = verdict_of("binary_output")
    assert result.verdict == "WA" and "\\xff" in result.got


def test_empty_output_is_wa():
    result = verdict_of("empty_output")
    assert result.verdict == "WA" and "ends after 0 tokens" in result.detail


def test_crlf_and_extra_blank_lines_are_accepted_by_tokens():
    assert verdict_of("crlf").verdict == "AC"


def test_compile_error_runs_nothing():
    report = judge(PLUS, PROGRAMS / "compile_error.cpp", SAMPLE, jobs=1)
    assert report.verdict == "CE" and not report.compile_ok and report.tests == []
    assert "undeclared_variable" in report.compile_message
    # Line markers point the message at the original file and line.
    assert "compile_error.cpp:3" in report.compile_message


def test_verdict_precedence_on_a_single_run():
    from judge.judging import classify
    from judge.sandbox import Limits, RunResult

    def run(**kw):
        base = dict(exit_code=0, signal=0, cpu_ms=10, wall_ms=10, memory_kib=1000,
                    output_bytes=10, killed="none", stderr_tail=b"", exec_errno=0, namespace=True)
        base.update(kw)
        return RunResult(**base)

    limits = Limits(1000, 64, output_bytes=1000)
    # Killed for time while also over memory and output: TLE.
    assert classify(run(killed="cpu", cpu_ms=1001, memory_kib=70000, output_bytes=5000,
                        signal=9, exit_code=-1), limits)[0] == "TLE"
    assert classify(run(memory_kib=70000, output_bytes=5000, signal=9, exit_code=-1),
                    limits)[0] == "MLE"
    assert classify(run(killed="output", output_bytes=5000, signal=9, exit_code=-1),
                    limits)[0] == "OLE"
    assert classify(run(signal=6, exit_code=-1, stderr_tail=b"std::bad_alloc"), limits)[0] == "MLE"
    assert classify(run(signal=11, exit_code=-1), limits) == ("RE", "SIGSEGV")
    assert classify(run(), limits) is None


def test_the_leftover_detector_sees_leftovers_outside_the_judge():
    """Proves no_leftovers can fail: run setsid_child directly, without the sandbox."""
    import os
    import signal
    import subprocess
    binary = compile_source(PROGRAMS / "setsid_child.cpp").path
    before = set(processes_running(binary))
    # stdout to /dev/null: the children keep it open, a pipe would never see its end.
    subprocess.run([str(binary)], input=b"2 3\n", stdout=subprocess.DEVNULL, timeout=10)
    deadline = time.monotonic() + 2
    left = []
    while len(left) < 2 and time.monotonic() < deadline:
        left = [pid for pid in processes_running(binary) if pid not in before]
        time.sleep(0.02)
    try:
        assert len(left) == 2  # the setsid child and its grandchild
    finally:
        for pid in left:
            os.kill(pid, signal.SIGKILL)


def test_fork_bomb_is_bounded_and_cleaned_up(tmp_path: Path):
    (tmp_path / "in").write_text("2 3\n")
    probe = sandbox.run(compile_source(PROGRAMS / "plus.cpp").path, tmp_path / "in",
                        tmp_path / "out", sandbox.Limits(1000, 64))
    if not probe.pids_limit:
        pytest.skip("no pids cgroup on this machine: a real fork bomb would not be bounded")
    result, seconds = timed_verdict("fork_bomb")
    assert result.verdict == "TLE"
    assert seconds < HANG
    no_leftovers("fork_bomb")


def test_runs_side_by_side_each_get_their_own_pids_cgroup(tmp_path: Path):
    from concurrent.futures import ThreadPoolExecutor
    (tmp_path / "in").write_text("")
    sleeper = compile_source(PROGRAMS / "sleeper.cpp").path

    def one(i: int):
        return sandbox.run(sleeper, tmp_path / "in", tmp_path / f"out{i}", sandbox.Limits(100, 64))

    with ThreadPoolExecutor(3) as pool:
        runs = list(pool.map(one, range(3)))  # three 1.1 s runs at the same time
    assert all(run.killed == "wall" for run in runs)
    if not runs[0].pids_limit and not runs[1].pids_limit:
        pytest.skip("no pids cgroup on this machine")
    assert [run.pids_limit for run in runs] == [sandbox.MAX_PROCESSES] * 3
