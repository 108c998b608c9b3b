"""Interactive problems: the solution against an interactor through the sandbox's relay.

The fixture problem take-away (one pile, take 1-3, the last stone wins) has a C++ interactor in
testlib's convention; tests/judge/fixtures/interactive holds one solution per behaviour and two
broken interactors."""
from __future__ import annotations

import dataclasses
import fnmatch
import json
import re
import time
from pathlib import Path

import pytest

from conftest import FIXTURES, PROBLEMS, processes_running, run_judge
from judge import sandbox
from judge.compiler import compile_source
from judge.judging import IDLE_DETAIL, classify_interactive, judge
from judge.problem import TestCase as Case
from judge.problem import load_problem_dir
from judge.sandbox import InteractiveRun, Limits, RunResult

TAKE_AWAY = load_problem_dir(PROBLEMS / "take-away")      # 1000 ms, 128 MiB
INTERACTIVE = FIXTURES / "interactive"
# A run that must end by a limit ends well inside this many wall seconds even on a busy machine;
# what stopped it is the verdict's and the detail's to say, not the clock's.
HANG = 10
TESTS = PROBLEMS / "take-away" / "tests"


def case(n: int, tmp_path: Path) -> list[Case]:
    path = tmp_path / f"n{n}.in"
    path.write_text(f"{n}\n")
    return [Case(f"n{n}", path, None)]


def judged_binary(source: Path) -> Path:
    """The binary the judge runs for this C++ source (compiled once, then from the cache)."""
    return compile_source(source, tag="interactor" if "interactor" in source.name
                          else "prog").path


def no_leftovers(*sources: Path) -> None:
    """No live process runs any of these programs' binaries (the judged, cached ones)."""
    for source in sources:
        if source.suffix != ".cpp":
            continue
        binary = judged_binary(source)
        deadline = time.monotonic() + 2
        while processes_running(binary) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert processes_running(binary) == [], f"{source.name} left processes behind"


def play(program: str, n: int, tmp_path: Path, problem=TAKE_AWAY):
    """Judges one fixture program on the position n; the test's result and the wall time of the
    judging alone (both sides are compiled before the clock starts)."""
    for source in (INTERACTIVE / program, problem.interactor_source):
        if source.suffix == ".cpp":
            judged_binary(source)
    start = time.monotonic()
    report = judge(problem, INTERACTIVE / program, case(n, tmp_path), jobs=1)
    elapsed = time.monotonic() - start
    assert report.compile_ok, report.compile_message
    no_leftovers(INTERACTIVE / program, problem.interactor_source)
    return report.tests[0], elapsed


def test_the_reference_wins_every_test_and_leaves_nothing():
    tests = [Case(p.stem, p, None) for p in sorted(TESTS.glob("*.in"))]
    report = judge(TAKE_AWAY, TAKE_AWAY.solution, tests, jobs=1)
    assert report.verdict == "AC", [(t.name, t.verdict, t.detail) for t in report.tests]
    assert {t.name for t in report.tests} >= {"random-2"}  # 20000 stones: 10^4 moves
    no_leftovers(TAKE_AWAY.solution, TAKE_AWAY.interactor_source)


@pytest.mark.parametrize("program,n,verdict,detail", [
    ("always_first.cpp", 8, "WA", "interactor (wrong answer): the jury took the last stone"),
    ("misspelled.cpp", 5, "PE", "expected First or Second"),
    ("garbage.cpp", 5, "PE", "expected First or Second"),
    ("early_exit.cpp", 5, "WA", "the solution ended before the game did"),
    ("crash.cpp", 5, "RE", "SIGSEGV"),
    ("illegal_then_abort.cpp", 5, "WA", "illegal move 5 with 5 stones left"),
    ("chatty.cpp", 6, "AC", "the solution took the last stone"),
    ("solution.py", 9, "AC", "the solution took the last stone"),
])
def test_verdicts(program, n, verdict, detail, tmp_path):
    result, _ = play(program, n, tmp_path)
    assert (result.verdict, detail in result.detail) == (verdict, True), result


@pytest.mark.parametrize("program", ["no_flush.cpp", "both_read.cpp", "no_flush.py"])
@pytest.mark.parametrize("namespace", [True, False], ids=["pid-namespace", "subreaper"])
def test_deadlock_is_tle_idle_at_once(program, namespace, tmp_path, monkeypatch):
    if not namespace:
        monkeypatch.setenv("JUDGE_SANDBOX_NO_NAMESPACE", "1")
    monkeypatch.delenv("PYTHONUNBUFFERED", raising=False)  # Python's stdout keeps its buffer
    result, elapsed = play(program, 5, tmp_path)
    assert (result.verdict, result.detail) == ("TLE", IDLE_DETAIL)
    # Found by the idle check (100 ms of both sides asleep in read; the detail says so), not by
    # the 2 s backstop; the wall bound only says that nothing hung.
    assert elapsed < HANG
    assert result.transcript == [("interactor", "5")]


@pytest.mark.timing
def test_cpu_limit_while_the_interactor_waits(tmp_path):
    # 300 ms: the CPU limit is reached well before the 1.3 s backstop even on a busy machine.
    fast = dataclasses.replace(TAKE_AWAY, time_limit_ms=300)
    result, elapsed = play("busy.cpp", 5, tmp_path, fast)
    assert result.verdict == "TLE" and result.detail.startswith("CPU"), result.detail
    assert 300 <= result.time_ms < 600 and elapsed < HANG


def test_memory_limit(tmp_path):
    result, _ = play("memory.cpp", 5, tmp_path)
    assert result.verdict == "MLE"


def test_output_cap_is_ole(tmp_path):
    # 5 s: a starved flood was a TLE at the 2 s backstop (load 8-18); the cap is what is shown.
    slow = dataclasses.replace(TAKE_AWAY, time_limit_ms=5000)
    result, elapsed = play("flood.cpp", 5, tmp_path, slow)
    assert result.verdict == "OLE" and elapsed < 3 * HANG


def test_lines_the_other_side_skips_buy_no_wall_time(tmp_path):
    fast = dataclasses.replace(TAKE_AWAY, time_limit_ms=300)   # backstop 1.3 s
    result, elapsed = play("blank_then_sleep.cpp", 5, tmp_path, fast)
    assert result.verdict == "TLE" and "wall-clock backstop" in result.detail
    # 200000 lines at 0.25 ms would be 50 s; what the machine's load kept the dialogue waiting
    # for a CPU moves the backstop on (the detail says how far).
    load = re.search(r"moved (\d+) ms on", result.detail)
    assert result.wall_ms < 5000 + (int(load[1]) if load else 0), result.detail


def test_writing_forever_after_the_end_with_sigpipe_ignored_is_tle(tmp_path):
    result, _ = play("chatty_ignoring_sigpipe.cpp", 6, tmp_path)
    assert result.verdict == "TLE"


def test_crashing_interactor_is_je(tmp_path):
    broken = dataclasses.replace(TAKE_AWAY, interactor_source=INTERACTIVE / "interactor_crash.cpp")
    result, _ = play("../problems/take-away/solution.cpp", 5, tmp_path, broken)
    assert result.verdict == "JE" and "the interactor crashed (SIGSEGV)" in result.detail


def test_interactor_exit_3_is_je_with_its_message_and_output_file(tmp_path):
    broken = dataclasses.replace(TAKE_AWAY, interactor_source=INTERACTIVE / "interactor_fail.cpp")
    result, _ = play("../problems/take-away/solution.cpp", 5, tmp_path, broken)
    assert result.verdict == "JE"
    assert result.detail == ("the interactor failed (exit 3): jury self-check failed: the "
                             "position has no legal move")
    assert result.interactor_output.startswith("details: the test file")


def test_transcript_shows_the_last_lines_of_a_long_game(tmp_path):
    result, _ = play("always_first.cpp", 20000, tmp_path)   # 10^4 moves, then it loses
    assert result.verdict == "WA"
    assert len(result.transcript) == sandbox.TRANSCRIPT_LINES
    assert result.transcript[-2:] == [("interactor", "3"), ("interactor", "0")]
    assert result.transcript[-3] == ("solution", "1")
    assert result.transcript_skipped == 10003 - sandbox.TRANSCRIPT_LINES  # n, First, 10^4 moves, 0


def test_report_shows_the_dialogue_then_the_verdict_and_json_carries_it():
    wrong = INTERACTIVE / "always_first.cpp"
    result = run_judge("run", "take-away", "--solution", wrong, "--test", "sample-2", "-j", "1")
    assert result.returncode == 1
    assert ("      dialogue (all 7 lines):\n"
            "        interactor | 8\n"
            "        solution   | First\n"
            "        solution   | 1\n"
            "        interactor | 3\n"
            "        solution   | 1\n"
            "        interactor | 3\n"
            "        interactor | 0\n"
            "      interactor (wrong answer): the jury took the last stone: the solution lost\n"
            ) in result.stdout
    assert "interactor tests/judge/fixtures/problems/take-away/interactor.cpp" in result.stdout
    document = json.loads(run_judge("run", "take-away", "--solution", wrong, "--test",
                                    "sample-2", "--json").stdout)
    test = document["tests"][0]
    assert test["verdict"] == "WA"
    assert test["transcript"][:2] == [{"from": "interactor", "line": "8"},
                                      {"from": "solution", "line": "First"}]
    assert test["interactor_message"] == "the jury took the last stone: the solution lost"


def test_garbage_is_shown_escaped(tmp_path):
    result, _ = play("garbage.cpp", 5, tmp_path)
    assert ("solution", "\\xff\\xfe\\x01z\\x80") in result.transcript


def inputs_only(directory: Path, sizes) -> Path:
    for n in sizes:
        (directory / f"t{n}.in").write_text(f"{n}\n")
    return directory


def test_tests_dir_of_inputs_alone_and_parallel_gives_the_serial_verdicts(tmp_path):
    tests = inputs_only(tmp_path, [10, 11, 12, 13, 14, 20, 21, 22, 24, 7])
    runs = []
    for jobs in ("1", "2", "4"):
        result = run_judge("run", "take-away", "--solution", INTERACTIVE / "mixed.cpp",
                           "--tests", tests, "--json", "-j", jobs)
        document = json.loads(result.stdout)
        runs.append({t["name"]: t["verdict"] for t in document["tests"]})
        # The deadlocks are found as such however many run at once.
        assert [t["detail"] for t in document["tests"] if t["name"] in ("t10", "t20")] == \
            [IDLE_DETAIL] * 2
    assert runs[0] == runs[1] == runs[2]
    verdicts = runs[0]
    # n mod 5: 0 idle, 1 crash, 2 plays well, 3 busy, 4 always takes 1 (and loses here)
    assert verdicts == {"t10": "TLE", "t11": "RE", "t12": "AC", "t13": "TLE", "t14": "WA",
                        "t20": "TLE", "t21": "RE", "t22": "AC", "t24": "WA", "t7": "AC"}
    no_leftovers(INTERACTIVE / "mixed.cpp", TAKE_AWAY.interactor_source)


def test_adhoc_problem_with_interactor_flag(tmp_path):
    (tmp_path / "t").mkdir()
    tests = inputs_only(tmp_path / "t", [5, 8])
    interactor = PROBLEMS / "take-away" / "interactor.cpp"
    good = run_judge("run", "--solution", PROBLEMS / "take-away" / "solution.cpp", "--tests",
                     tests, "--interactor", interactor, "--json", problems=None)
    assert good.returncode == 0, good.stderr
    assert [t["verdict"] for t in json.loads(good.stdout)["tests"]] == ["AC", "AC"]
    bad = run_judge("run", "--solution", INTERACTIVE / "always_first.cpp", "--tests", tests,
                    "--interactor", interactor, problems=None)
    assert bad.returncode == 1 and "the jury took the last stone" in bad.stdout


def test_stress_finds_and_shrinks_a_lost_position():
    result = run_judge("stress", "take-away", "--solution", INTERACTIVE / "always_first.cpp",
                       "--count", "30", timeout=300)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "interactor (wrong answer)" in result.stdout
    # The smallest position it loses: 4 stones (it takes 1, the jury takes 3).
    match = re.search(r"  input:\n    (\d+)\n", result.stdout)
    assert match and match.group(1) == "4", result.stdout
    reference = run_judge("stress", "take-away", "--solution", TAKE_AWAY.solution,
                          "--count", "30", timeout=300)
    assert reference.returncode == 0, reference.stdout + reference.stderr


def run_of(**kw) -> RunResult:
    base = dict(exit_code=0, signal=0, cpu_ms=10, wall_ms=10, memory_kib=1000, output_bytes=10,
                killed="none", stderr_tail=b"", exec_errno=0, namespace=True)
    base.update(kw)
    return RunResult(**base)


def dialogue(solution: RunResult, interactor: RunResult, saw_eof: bool = False):
    return InteractiveRun(solution, interactor, saw_eof, [], 0, 0, b"")


@pytest.mark.parametrize("solution,interactor,saw_eof,expected", [
    # A solution stopped by a limit gets that verdict; the interactor was killed by the judge.
    (dict(killed="cpu", cpu_ms=1001, signal=9, exit_code=-1),
     dict(killed="peer", signal=9, exit_code=-1), False, "TLE"),
    (dict(killed="idle", signal=9, exit_code=-1), dict(killed="peer", signal=9, exit_code=-1),
     False, "TLE"),
    (dict(killed="output", signal=9, exit_code=-1), dict(killed="peer", signal=9, exit_code=-1),
     False, "OLE"),
    # The interactor rejected first: its verdict stands over SIGPIPE, a kill, a crash.
    (dict(signal=13, exit_code=-1), dict(exit_code=1), False, "WA"),
    (dict(killed="peer", signal=9, exit_code=-1), dict(exit_code=2), False, "PE"),
    (dict(signal=6, exit_code=-1), dict(exit_code=1), False, "WA"),
    # The solution ended first (the interactor saw its EOF): a crash is the solution's RE ...
    (dict(signal=11, exit_code=-1), dict(exit_code=1), True, "RE"),
    (dict(exit_code=3), dict(exit_code=2), True, "RE"),
    # ... a clean exit leaves the verdict to the interactor.
    (dict(), dict(exit_code=1), True, "WA"),
    (dict(), dict(exit_code=0), True, "AC"),
    # Accepted, then SIGPIPE from writing into the finished game: AC; a crash after it: RE.
    (dict(signal=13, exit_code=-1), dict(exit_code=0), False, "AC"),
    (dict(signal=11, exit_code=-1), dict(exit_code=0), False, "RE"),
    (dict(killed="cpu", cpu_ms=1001, signal=9, exit_code=-1), dict(exit_code=0), False, "TLE"),
    # A broken interactor is JE, whatever the solution did.
    (dict(killed="peer", signal=9, exit_code=-1), dict(signal=11, exit_code=-1), False, "JE"),
    (dict(killed="peer", signal=9, exit_code=-1), dict(exit_code=3), False, "JE"),
    (dict(killed="peer", signal=9, exit_code=-1), dict(exit_code=5), False, "JE"),
    (dict(killed="peer", signal=9, exit_code=-1), dict(killed="wall", signal=9, exit_code=-1),
     False, "JE"),
])
def test_verdict_precedence(solution, interactor, saw_eof, expected):
    limits = Limits(1000, 64, output_bytes=1000)
    verdict, _ = classify_interactive(dialogue(run_of(**solution), run_of(**interactor), saw_eof),
                                      limits)
    assert verdict == expected


@pytest.mark.parametrize("program,verdict", [("solution.py", "AC"), ("always_first.cpp", "WA")])
def test_a_python_interactor_is_an_argv_list(program, verdict, tmp_path):
    python_jury = dataclasses.replace(TAKE_AWAY, interactor_source=INTERACTIVE / "interactor.py")
    report = judge(python_jury, INTERACTIVE / program, case(8, tmp_path), jobs=1)
    assert report.tests[0].verdict == verdict, report.tests[0]


def test_argv_lists_on_both_sides_through_the_sandbox(tmp_path):
    import sys
    (tmp_path / "in").write_text("9\n")
    run = sandbox.run_interactive([sys.executable, INTERACTIVE / "solution.py"],
                                  [sys.executable, INTERACTIVE / "interactor.py"],
                                  tmp_path / "in", tmp_path / "run", Limits(2000, 256))
    assert (run.interactor.exit_code, run.solution.exit_code) == (0, 0)
    assert run.transcript[0] == sandbox.TranscriptLine("interactor", b"9", 1, True, False)
    assert run.transcript[-1].text == b"0"
    assert list(tmp_path.iterdir()) == [tmp_path / "in"]   # the run's files are removed


def test_one_cpu_while_talking_any_cpu_once_computing(tmp_path, monkeypatch):
    import os
    monkeypatch.delenv("JUDGE_SANDBOX_NO_PIN", raising=False)
    (tmp_path / "in").write_text("9\n")
    binary = compile_source(INTERACTIVE / "affinity.cpp").path
    jury = compile_source(TAKE_AWAY.interactor_source, tag="interactor").path
    run = sandbox.run_interactive(binary, jury, tmp_path / "in", tmp_path / "run",
                                  Limits(2000, 128))
    assert run.interactor.exit_code == 0
    allowed = len(os.sched_getaffinity(0))
    talking = 1 if allowed > 1 else allowed
    assert run.solution.stderr_tail == f"talking {talking} computing {allowed}\n".encode()


def test_generated_tests_need_no_reference_answer(tmp_path):
    env = {"JUDGE_CACHE": str(tmp_path / "cache")}
    document = json.loads(run_judge("run", "take-away", "--json", env=env).stdout)
    assert [t["name"] for t in document["tests"]][-1] == "big-1"
    assert document["verdict"] == "AC"
    # Only the solution and the interactor were compiled: no reference run made an answer.
    assert sorted(p.name.split("-")[0] for p in (tmp_path / "cache" / "bin").glob("*-*")
                  if not p.name.startswith("sandbox")) == ["interactor", "prog"]
    assert not list((tmp_path / "cache").rglob("*.ans"))


@pytest.mark.parametrize("how,detail", [
    ("spin", "the interactor ran over its CPU limit of 300 ms"),
    ("sleep", "the interactor neither answered nor ended (stopped by the wall-clock backstop; "
              "CPU * ms: sleeping or waiting for input?)"),
    ("flood", "the interactor wrote more than 1 MiB"),
])
def test_an_interactor_that_never_ends_is_je(how, detail, tmp_path):
    (tmp_path / "in").write_text("5\n")
    jury = compile_source(INTERACTIVE / "interactor_hang.cpp", tag="interactor").path
    limits, jury_limits = Limits(300, 128), Limits(300, 256, output_bytes=1 << 20)
    start = time.monotonic()
    run = sandbox.run_interactive(compile_source(TAKE_AWAY.solution).path, [jury, how],
                                  tmp_path / "in", tmp_path / "run", limits, jury=jury_limits)
    assert time.monotonic() - start < 15   # bounded: a hanging jury never hangs the judge
    verdict, said = classify_interactive(run, limits)
    assert verdict == "JE" and fnmatch.fnmatchcase(said, detail), (said, run)
    no_leftovers(INTERACTIVE / "interactor_hang.cpp", TAKE_AWAY.solution)


def test_dialogue_lines_are_shortened_and_marked():
    from judge.judging import TestResult, describe_dialogue
    lines = [sandbox.TranscriptLine("solution", b"x" * 200, 500, True, False),
             sandbox.TranscriptLine("interactor", b"-1", 2, True, False),
             sandbox.TranscriptLine("solution", b"7", 1, True, True),
             sandbox.TranscriptLine("solution", b"3 4", 3, False, False)]
    run = InteractiveRun(run_of(), run_of(exit_code=1, stderr_tail=b"debug\nillegal move\n"),
                         False, lines, 30, 12, b"")
    result = TestResult("t", "WA")
    describe_dialogue(result, run)
    assert result.transcript[0] == ("solution", "x" * 119 + "… (500 bytes)")
    assert result.transcript[1] == ("interactor", "-1")
    assert result.transcript[2] == ("solution", "7  [not read: the other side had ended]")
    assert result.transcript[3] == ("solution", "3 4  [no newline at the end]")
    assert result.transcript_skipped == 42 - 3
    assert result.interactor_message == "illegal move"


def slow_jury_run(program: str, tmp_path: Path, how: str = "sleep"):
    (tmp_path / "in").write_text("5\n")
    jury = compile_source(INTERACTIVE / "interactor_slow.cpp", tag="interactor").path
    limits = Limits(300, 128)   # backstop 1.3 s; the interactor's CPU limit 10 s
    run = sandbox.run_interactive(compile_source(INTERACTIVE / program).path, jury,
                                  tmp_path / "in", tmp_path / "run", limits,
                                  jury_args=[str(tmp_path / "in"), str(tmp_path / "out"), how])
    no_leftovers(INTERACTIVE / "interactor_slow.cpp", INTERACTIVE / program)
    return classify_interactive(run, limits)


def test_a_solution_that_keeps_asking_a_slow_interactor_is_tle_not_je(tmp_path):
    """DOMjudge's boolfind test-loop got JE: at the backstop the looping solution was waiting
    for an answer, and a solution waiting was taken for a hanging jury. The jury is blamed only
    when it has said nothing for a second."""
    verdict, said = slow_jury_run("asks_forever.cpp", tmp_path)
    assert verdict == "TLE" and "the solution kept asking" in said, said


def test_a_solution_that_keeps_a_computing_interactor_busy_is_tle_not_je(tmp_path):
    """The JE of boolfind's test-loop: the interactor's CPU time extended the solution's
    backstop without bound, so the interactor reached its own CPU limit (10 s) first."""
    verdict, said = slow_jury_run("asks_forever.cpp", tmp_path, "spin")
    assert verdict == "TLE" and "the solution kept asking" in said, said


def test_a_solution_blocked_writing_to_a_slow_interactor_is_told_so(tmp_path):
    verdict, said = slow_jury_run("writes_without_reading.cpp", tmp_path)
    assert verdict == "TLE" and "blocked writing to the interactor" in said, said
