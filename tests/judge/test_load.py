"""Verdicts that do not depend on the machine's load (judge/sandbox.cpp, Backstop): a program
starved of CPU by other processes is not stopped at the wall-clock backstop while its CPU time
still grows under the limit; a sleeping one and an endless loop still are.

The load is made, not hoped for: the judge and N busy loops share one CPU (each loop in a
session of its own, so that the scheduler's autogroups give it the share a program gets)."""
from __future__ import annotations

import contextlib
import os
import subprocess
import time

import pytest


from conftest import PROGRAMS
from judge.judging import TestResult as Result, judge, judge_again
from judge.sandbox import Limits
from test_sandbox import PLUS, SAMPLE, no_leftovers

BUSY = 10  # with the program: 1/11 of the CPU, 200 ms of CPU time take about 2.2 s


@contextlib.contextmanager
def starved_cpu(loops: int = BUSY):
    """This process and `loops` busy loops on one CPU, for the block's length."""
    allowed = os.sched_getaffinity(0)
    cpu = {min(allowed)}

    def pinned_session():
        os.setsid()
        os.sched_setaffinity(0, cpu)

    busy = [subprocess.Popen(["/bin/sh", "-c", "while :; do :; done"], preexec_fn=pinned_session)
            for _ in range(loops)]
    os.sched_setaffinity(0, cpu)
    try:
        yield
    finally:
        os.sched_setaffinity(0, allowed)
        for process in busy:
            process.kill()
            process.wait()


def judged(program: str, problem=PLUS):
    report = judge(problem, PROGRAMS / f"{program}.cpp", SAMPLE, jobs=1)
    assert report.compile_ok, report.compile_message
    return report.tests[0]


@pytest.mark.timing  # makes its own load on the cores: alone, never beside other tests
def test_a_starved_program_under_its_cpu_limit_is_accepted():
    judged("cpu_burn")  # compiled before the load
    with starved_cpu():
        result = judged("cpu_burn")
    limits = Limits(PLUS.time_limit_ms, PLUS.memory_limit_mib)
    assert result.verdict == "AC", result.detail
    assert result.time_ms < limits.time_ms
    # The load did starve it past the old backstop (else this test proves nothing).
    assert result.wall_ms > limits.wall_ms, result


@pytest.mark.timing  # makes its own load on the cores: alone, never beside other tests
def test_a_sleeping_program_is_still_stopped_at_the_backstop():
    judged("sleeper")
    start = time.monotonic()
    with starved_cpu():
        result = judged("sleeper")
    assert result.verdict == "TLE" and "sleeping or waiting for input?" in result.detail
    assert "extended" not in result.detail and not result.rerun
    # Stopped at the 1.3 s backstop (max(2 x 300 ms, 300 ms + 1 s)), not moved on to the hard
    # cap of 13 s; the judge itself shares the starved CPU, hence the room.
    assert time.monotonic() - start < 8
    no_leftovers("sleeper")


@pytest.mark.timing  # makes its own load on the cores: alone, never beside other tests
def test_an_endless_loop_under_load_is_still_tle():
    judged("busy_loop")
    with starved_cpu():
        result = judged("busy_loop")
    assert result.verdict == "TLE" and result.time_ms >= PLUS.time_limit_ms, result
    no_leftovers("busy_loop")


def tle(time_ms: int, detail: str) -> Result:
    return Result("t", "TLE", time_ms=time_ms, detail=detail)


def test_a_tle_under_the_cpu_limit_is_judged_again_unless_asleep():
    limits = Limits(1000, 64)
    assert judge_again(tle(900, "stopped by the wall-clock backstop at 2000 ms (CPU 900 ms in "
                                 "2000 ms: it was asleep most of the time)"), limits)
    assert not judge_again(tle(1001, "CPU 1001 ms > limit 1000 ms"), limits)
    assert not judge_again(tle(3, "stopped by the wall-clock backstop at 2000 ms (CPU 3 ms: "
                                  "sleeping or waiting for input?)"), limits)
    assert not judge_again(Result("t", "WA", time_ms=5), limits)
    # Waiting on the interactor is no effect of the load either.
    from judge.judging import BLOCKED_WRITING, KEPT_ASKING, wall_reason
    from judge.sandbox import RunResult
    for why, said in (("writing", BLOCKED_WRITING), ("talking", KEPT_ASKING)):
        run = RunResult(-1, 9, 5.0, 2000.0, 1000, 10, "wall", b"", 0, True, wall_why=why)
        detail = f"stopped by the wall-clock backstop after 2000 ms ({wall_reason(run)})"
        assert said in detail and not judge_again(tle(5, detail), limits)


def test_a_serial_run_judges_such_a_tle_once_more(monkeypatch):
    from judge import judging
    calls = []

    def run_test(self, test, index):
        calls.append(test.name)
        if len(calls) == 1:
            return tle(100, "stopped by the wall-clock backstop at 1300 ms (CPU 100 ms in 1300 "
                            "ms: it was asleep most of the time)")
        return Result(test.name, "AC", time_ms=100)

    monkeypatch.setattr(judging.Judge, "run_test", run_test)
    report = judge(PLUS, PROGRAMS / "plus.cpp", SAMPLE, jobs=1)
    assert len(calls) == 2 and report.verdict == "AC" and report.tests[0].rerun


def test_the_share_or_the_load_average_says_a_measurement_was_starved():
    from judge.load import BUSY_LOAD_PER_CPU, cpus, measured_under_load
    quiet = 0.1
    assert measured_under_load([(400, 420), (30, 200)], quiet) == ""
    assert "got 40% of a CPU" in measured_under_load([(400, 1000), (30, 35)], quiet)
    assert measured_under_load([(20, 45)], quiet) == ""   # too short to tell
    assert "load average" in measured_under_load([(400, 420)], BUSY_LOAD_PER_CPU * cpus() + 1)


def test_a_time_limit_derived_on_a_busy_machine_is_kept_with_its_load(monkeypatch, tmp_path):
    """Measured once (not twice) on a busy machine, kept with that load: reused while the machine
    is busy (the issue: three packages judged nothing for 15 minutes, measuring again and again),
    measured again once it is quiet, and that quiet figure used for good."""
    import shutil
    from conftest import FIXTURES
    from judge import load, timelimit
    from judge.formats import load_package
    from judge.timelimit import derive_time_limit
    package = tmp_path / "kattis-hello"
    shutil.copytree(FIXTURES / "packages" / "kattis-hello", package)
    monkeypatch.setattr(timelimit, "cache_dir", lambda: tmp_path / "cache")  # memos only
    runs = []
    real_judge = timelimit.judge
    monkeypatch.setattr(timelimit, "judge", lambda *a, **k: runs.append(1) or real_judge(*a, **k))

    def machine(busy: bool):
        monkeypatch.setattr(load, "busy_now", lambda load=None: "load average 9.0" if busy else "")
        monkeypatch.setattr(load, "measured_under_load",
                            lambda times, load=None: "load average 9.0" if busy else "")

    def derive() -> str:
        problem = load_package(package)
        derive_time_limit(problem, jobs=1)
        return problem.time_limit_note

    accepted = 2   # the package's accepted submissions: one judge() each per measurement
    machine(busy=True)
    assert "measured on a busy machine: load average 9.0" in derive()
    assert len(runs) == accepted   # measured once
    assert "kept while the machine is busy" in derive()
    assert len(runs) == accepted   # not measured again while busy
    machine(busy=False)
    assert "measured before" not in derive()
    assert len(runs) == 2 * accepted   # quiet: measured again
    machine(busy=True)
    assert "(measured before)" in derive()   # the quiet figure, for good
    assert len(runs) == 2 * accepted


def test_a_tle_the_load_may_have_made_says_so_on_a_busy_machine(monkeypatch):
    from judge import judging, load
    limits = Limits(1000, 64)
    starved = "stopped by the wall-clock backstop at 2000 ms (CPU 900 ms in 2000 ms: it was " \
              "asleep most of the time)"
    monkeypatch.setattr(load, "busy_now", lambda load=None: "load average 9.0 on 2 CPUs")
    result = tle(900, starved)
    judging.load_note(result, limits)
    assert "the machine is busy (load average 9.0 on 2 CPUs): this TLE may be the load's" \
        in result.detail
    endless = tle(3000, "CPU 3000 ms > limit 1000 ms")   # far over the limit: not the load's
    judging.load_note(endless, limits)
    assert "busy" not in endless.detail
    monkeypatch.setattr(load, "busy_now", lambda load=None: "")
    quiet = tle(900, starved)
    judging.load_note(quiet, limits)
    assert quiet.detail == starved


def test_a_starved_interactor_is_waited_for_not_blamed(tmp_path):
    """The solution waits for a jury that thinks (300 ms of CPU): on a starved CPU that is
    seconds. The jury's waits for a CPU count like its CPU time for the solution's backstop;
    without them the jury, silent past the backstop, was stopped as hanging: JE."""
    from conftest import FIXTURES
    from judge.compiler import compile_source
    from judge.judging import classify_interactive
    from judge.sandbox import run_interactive
    folder = FIXTURES / "interactive"
    solution = compile_source(folder / "answers_ok.cpp").path
    jury = compile_source(folder / "interactor_thinks.cpp", tag="interactor").path
    (tmp_path / "in").write_text("1\n")
    limits = Limits(300, 128)   # the solution's backstop: 1.3 s
    with starved_cpu():
        run = run_interactive(solution, jury, tmp_path / "in", tmp_path / "run", limits)
    verdict, said = classify_interactive(run, limits)
    assert verdict == "AC", said
    # The load did starve the jury past the solution's old backstop (else this proves nothing).
    assert run.interactor.wall_ms > limits.wall_ms + run.interactor.cpu_ms, run.interactor
