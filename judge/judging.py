"""Judging a solution on a problem's tests: compile, run each test in the sandbox, check."""
from __future__ import annotations

import os
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from . import load, sandbox
from .checkers import (Check, check_builtin, check_custom, check_kattis, kattis_feedback,
                       kattis_verdict, show, testlib_points, testlib_verdict)
from .compiler import Binary, Build, compile_source
from .errors import CompileError, JudgeFailure, UserError
from .generated import atomic_write, gen_dir, generate_input, pin_mismatch, sha256_of
from .problem import Problem, TestCase
from .sandbox import InteractiveRun, Limits, RunResult, interactor_limits
from .scoring import score_report
from .verdicts import worst

MEMORY_MARKERS = (b"std::bad_alloc", b"bad_alloc", b"Cannot allocate memory",
                  b"out of memory", b"Out of memory", b"memory exhausted", b"MemoryError",
                  b"rss limit exhausted")
# A sanitized run: leaks are not errors in a contest, and ASan's own watchdog stops a run whose
# RSS passes twice the limit (the verdict itself compares the peak RSS with the limit).
ASAN_OPTIONS = "detect_leaks=0:abort_on_error=0:hard_rss_limit_mb={}"

# The first line of a sanitizer's report: the report is kept whole from there (its head names
# the error and the source line; its tail is a legend of shadow bytes).
SANITIZER_MARKERS = (b"ERROR: AddressSanitizer", b"ERROR: LeakSanitizer",
                     b"ERROR: UndefinedBehaviorSanitizer", b"runtime error: ",
                     b": In function:\n")  # libstdc++'s debug mode (-D_GLIBCXX_DEBUG)
SANITIZER_REPORT_BYTES = 6000


def kept_stderr(raw: bytes) -> str:
    """What a report shows of a failed run's stderr: a sanitizer's report from its first line,
    else the last kilobyte."""
    starts = [raw.find(marker) for marker in SANITIZER_MARKERS]
    starts = [i for i in starts if i >= 0]
    if starts:
        begin = raw.rfind(b"\n", 0, min(starts)) + 1
        above = raw.rfind(b"\n", 0, max(begin - 1, 0)) + 1  # ASan's "=====" rule above it
        if raw[above:begin].startswith(b"="):
            begin = above
        return raw[begin:begin + SANITIZER_REPORT_BYTES].decode("utf-8", "replace")
    return raw[-1000:].decode("utf-8", "replace")


@dataclass
class TestResult:
    """One test's verdict with what the report shows of it."""

    name: str
    verdict: str
    time_ms: int = 0
    memory_kib: int = 0
    detail: str = ""
    input_head: str = ""
    stderr_tail: str = ""
    expected: str = ""
    got: str = ""
    wall_ms: int = 0
    rerun: bool = False
    input_file: str = ""         # shown for a generated test, with the command that remakes it
    remake: str = ""
    output_head: str = ""        # what the program printed, for a test without an answer
    diff: str = ""               # the full expected/got diff (--diff)
    # An interactive test: the dialogue's last lines [(solution|interactor, text)], how many lines
    # came before them, and the interactor's own message (its stderr) and output file.
    transcript: list[tuple[str, str]] = field(default_factory=list)
    transcript_skipped: int = 0
    interactor_message: str = ""
    interactor_output: str = ""
    points: float | None = None  # a checker's partial score (PC; a Kattis score.txt)
    group: str = ""              # the package's test group


@dataclass
class Report:
    """A solution judged on a problem's tests: the compile, every test, the verdict."""

    problem: Problem
    solution: Path
    verdict: str = "AC"
    compile_ok: bool = True
    compile_cached: bool = False
    compile_seconds: float = 0.0
    compile_message: str = ""
    tests: list[TestResult] = field(default_factory=list)
    runner: str = ""             # the compiler and flags, or the interpreter
    memory_note: str = ""        # how memory is judged when it is not the address-space limit
    not_run: int = 0             # tests skipped after the first failure (--fail-fast)
    scores: list = field(default_factory=list)   # per group (judge/scoring.py), when scored
    score: float | None = None
    max_score: float | None = None
    graded: str | None = None    # a Kattis package's verdict as its groups grade it

    @property
    def passed(self) -> int:
        return sum(t.verdict == "AC" for t in self.tests)


ASLEEP = "sleeping or waiting for input?"
BLOCKED_WRITING = "blocked writing to the interactor, which did not read what it was sent"
KEPT_ASKING = "the solution kept asking"


def wall_reason(run: RunResult) -> str:
    """Why a run hit the wall clock. The supervisor moves the backstop on while the program is
    starved (judge/sandbox.cpp, Backstop), so what stops one is being asleep (its CPU time no
    longer grew), being mostly asleep, or starving until the hard cap."""
    share = run.cpu_ms / run.wall_ms if run.wall_ms > 0 else 0.0
    if run.wall_why == "cap":
        return (f"CPU {run.cpu_ms:.0f} ms in {run.wall_ms:.0f} ms: it kept running, but the "
                f"machine was so busy that it got {100 * share:.0f}% of a core, until the hard "
                f"cap")
    if run.wall_why == "writing":
        return f"CPU {run.cpu_ms:.0f} ms: {BLOCKED_WRITING}"
    if run.wall_why == "talking":
        return (f"CPU {run.cpu_ms:.0f} ms in {run.wall_ms:.0f} ms: the dialogue was still going, "
                f"the interactor answering; {KEPT_ASKING}")
    if run.wall_why == "slow":
        return (f"CPU {run.cpu_ms:.0f} ms in {run.wall_ms:.0f} ms: it was asleep most of the "
                f"time")
    if run.wall_why == "none" and share >= 0.25:  # an interactor's run: no backstop sampling
        return (f"CPU {run.cpu_ms:.0f} ms in {run.wall_ms:.0f} ms: it kept running, but the "
                f"machine was busy and gave it {100 * share:.0f}% of a core")
    return f"CPU {run.cpu_ms:.0f} ms: {ASLEEP}"


def waited(run: RunResult) -> str:
    """What an interactive run's backstop allowed for the machine's load: the time both sides
    and the relay waited for a CPU, by which it was moved on."""
    if run.waited_ms < 100:
        return ""
    return (f"; moved {run.waited_ms} ms on for the time the machine kept the dialogue waiting "
            f"for a CPU")


def load_note(result: TestResult, limits: Limits) -> None:
    """A TLE that the load may have made (judge_again, near_limit), left after the reruns
    on a machine that is busy now: the report says so rather than blame the solution alone."""
    if result.verdict != "TLE" or not (judge_again(result, limits) or near_limit(result, limits)):
        return
    busy = load.busy_now()
    if busy:
        result.detail += (f" [the machine is busy ({busy}): this TLE may be the load's; judge "
                          f"it again on a quiet machine]")


def backstop_at(run: RunResult, limits: Limits) -> str:
    """Where the backstop stood when it stopped the run: moved on while the program starved."""
    if run.extended_ms > 0:
        return (f"at {limits.wall_ms + run.extended_ms} ms (extended by {run.extended_ms} ms while "
                f"the machine starved it)")
    return f"at {limits.wall_ms} ms"


def classify(run: RunResult, limits: Limits) -> tuple[str, str] | None:
    """The verdict a run earns before its output is looked at, by the precedence
    TLE > MLE > OLE > RE; None when it ran cleanly (then the checker decides)."""
    tl = limits.time_ms
    limit_kib = limits.memory_mib * 1024
    if run.exec_errno:
        return "JE", f"cannot start the program: {os.strerror(run.exec_errno)}"
    if run.killed == "wall":
        return "TLE", (f"stopped by the wall-clock backstop {backstop_at(run, limits)} "
                       f"({wall_reason(run)})")
    if run.killed == "cpu" or run.cpu_ms > tl or run.signal_name == "SIGXCPU":
        return "TLE", f"CPU {run.cpu_ms:.0f} ms > limit {tl} ms"
    failed = run.signal != 0 or run.exit_code != 0
    if run.killed == "memory":
        return "MLE", (f"stopped when its resident memory passed the limit {limits.memory_mib} "
                       f"MiB (peak {run.memory_kib / 1024:.1f} MiB)")
    if run.memory_kib > limit_kib:
        return "MLE", f"peak memory {run.memory_kib / 1024:.1f} MiB > limit {limits.memory_mib} MiB"
    if failed and any(marker in run.stderr_tail for marker in MEMORY_MARKERS):
        return "MLE", (f"an allocation failed (peak {run.memory_kib / 1024:.1f} MiB, "
                       f"limit {limits.memory_mib} MiB)")
    if failed and run.memory_kib >= 0.9 * limit_kib:
        return "MLE", (f"died at peak memory {run.memory_kib / 1024:.1f} MiB, near the limit "
                       f"{limits.memory_mib} MiB")
    if run.signal_name == "SIGKILL" and run.killed == "none":
        return "MLE", "killed by the kernel (out of memory)"
    if run.killed == "output" or run.output_bytes > limits.output_bytes \
            or run.signal_name == "SIGXFSZ":
        return "OLE", f"more than {limits.output_bytes >> 20} MiB of output"
    if run.signal:
        return "RE", run.signal_name
    if run.exit_code != 0:
        return "RE", f"exit code {run.exit_code}"
    return None


CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
IDLE_DETAIL = "idle: both sides were waiting; did you flush?"


def classify_interactive(run: InteractiveRun, limits: Limits, protocol: str = "testlib",
                         feedback: Path | None = None) -> tuple[str, str]:
    """The verdict of a solution played against an interactor (docs/judge.md, "Interactive
    problems"), in this order:
    1. the solution stopped by a limit (CPU, wall clock, output, or a deadlock: both sides idle)
       while the interactor ran: that verdict;
    2. the interactor failed: exit 3, a code testlib does not use, a signal, its own limits: JE;
    3. the interactor rejected (WA, PE, ...) before the solution's end reached it: its verdict
       stands, whatever the solution did next (SIGPIPE, a crash, stopped because the game ended);
    4. the solution ended badly on its own (RE, MLE, ...; or TLE after the game): that verdict,
       except SIGPIPE after the interactor ended (it wrote into a finished game);
    5. the interactor's verdict (AC, or WA/PE when the solution ended before the game did).
    protocol "kattis": the interactor is a Kattis output validator (exit 42 AC, 43 WA, its
    message in feedback/judgemessage.txt)."""
    sol, jury = run.solution, run.interactor
    message = interactor_message(jury)
    if protocol == "kattis" and feedback is not None:
        said, _ = kattis_feedback(feedback)
        message = show(" ".join(said.split()).encode(), 300) if said else message
    if jury.exec_errno:
        return "JE", f"cannot start the interactor: {os.strerror(jury.exec_errno)}"
    if sol.killed == "idle":
        return "TLE", IDLE_DETAIL
    if sol.killed == "wall":
        return "TLE", (f"stopped by the wall-clock backstop after {sol.wall_ms:.0f} ms "
                       f"({wall_reason(sol)}){waited(sol)}")
    if sol.killed in ("cpu", "output", "memory") or sol.exec_errno:
        stopped = classify(sol, limits)
        assert stopped is not None
        return stopped
    jury_limits = run.interactor_limits or interactor_limits(limits)
    if jury.killed == "cpu":
        return "JE", f"the interactor ran over its CPU limit of {jury_limits.time_ms} ms"
    if jury.killed == "wall":
        return "JE", (f"the interactor neither answered nor ended (stopped by the wall-clock "
                      f"backstop; {wall_reason(jury)})")
    if jury.killed == "memory":
        return "JE", f"the interactor used more than its {jury_limits.memory_mib} MiB of memory"
    if jury.killed == "output":
        return "JE", f"the interactor wrote more than {jury_limits.output_bytes >> 20} MiB"
    if jury.signal:
        return "JE", f"the interactor crashed ({jury.signal_name}): {message}".rstrip(": ")
    known = (kattis_verdict(jury.exit_code, message) if protocol == "kattis"
             else testlib_verdict(jury.exit_code, message))
    if known is None and protocol == "kattis":
        return "JE", (f"the interactor exited with {jury.exit_code}, not 42 (accept) or 43 "
                      f"(reject): {message}").rstrip(": ")
    if known is None:
        return "JE", (f"the interactor exited with {jury.exit_code}, not a testlib exit code "
                      f"(0 AC, 1 WA, 2 PE, 3 fail): {message}").rstrip(": ")
    verdict, word = known
    if verdict == "JE":
        return "JE", f"the interactor failed (exit 3): {message}"
    said = f"interactor: {message}" if verdict == "AC" else f"interactor ({word}): {message}"
    if verdict != "AC" and not run.interactor_saw_eof:
        return verdict, said
    # Stopped by the judge because the interactor had ended (the kill is what it died of; a
    # solution already dying of its own crash keeps that status), or SIGPIPE from writing into
    # the finished game: neither is the solution's fault.
    forgiven = (sol.killed == "peer" and sol.signal_name == "SIGKILL") or \
        sol.signal_name == "SIGPIPE"
    if not forgiven:
        ended_badly = classify(sol, limits)
        if ended_badly:
            return ended_badly
    return verdict, said


def interactor_message(jury: RunResult) -> str:
    """The interactor's one line on stderr (its last non-empty line, should it write more)."""
    lines = jury.stderr_tail.decode("utf-8", "replace").strip().splitlines()
    return show(lines[-1].encode(), 300) if lines else ""


def input_head(path: Path, lines: int = 5, limit: int = 300) -> str:
    """The first lines of a file for a report. A line cut short ends in "…"; when lines are left
    out, a last line says how many bytes were not shown."""
    size = path.stat().st_size
    with open(path, "rb") as f:
        data = f.read(limit)
    head = data.split(b"\n")
    if len(data) == size and head[-1] == b"":
        head.pop()   # the file's final newline, not an empty line
    shown = head[:lines]
    text = [show(line, 120) for line in shown]
    if shown and len(shown) == len(head) and len(data) < size and not text[-1].endswith("…"):
        text[-1] += "…"  # the byte limit cut the last shown line
    used = min(sum(len(line) + 1 for line in shown), len(data))
    if used < size:
        text.append(f"… ({size - used} more bytes)")
    return "\n".join(text)


def runtime_env(binary: Binary, memory_mib: int) -> dict[str, str] | None:
    """What a program's runtime is told of the memory limit through its environment: ASan's
    RSS watchdog; PyPy's GC its most (PYPY_GC_MAX) and its nursery (PYPY_GC_NURSERY), which
    PyPy otherwise sizes from the CPU's cache (/proc/cpuinfo) and which on a CPU with a large
    cache would not fit the limit ("cannot allocate nursery")."""
    if binary.sanitized:
        return {"ASAN_OPTIONS": ASAN_OPTIONS.format(2 * memory_mib)}
    if binary.runner.startswith("pypy3"):
        nursery_kib = min(cpu_cache_kib() // 2, memory_mib * 1024 // PYPY_NURSERY_SHARE)
        return {"PYPY_GC_MAX": f"{memory_mib}MB", "PYPY_GC_NURSERY": f"{max(nursery_kib, 1024)}KB"}
    return None


# PyPy's nursery is at most this fraction of the memory limit (by default PyPy takes half the
# CPU's cache: 52 MiB on a 105 MiB L3, 240 MiB on a 480 MiB one).
PYPY_NURSERY_SHARE = 8


def cpu_cache_kib() -> int:
    """The CPU's cache as PyPy reads it (the first `cache size` of /proc/cpuinfo); 8 MiB when
    it is not there, whose half is PyPy's own fallback nursery of 4 MiB."""
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("cache size"):
                    return int(line.split(":")[1].split()[0])
    except (OSError, ValueError, IndexError):
        pass
    return 8192


class Judge:
    """Compiled programs and limits for one problem; judges any number of tests."""

    def __init__(self, problem: Problem, binary: Binary, workdir: Path,
                 checker: Binary | None = None, reference: Binary | None = None,
                 limits: Limits | None = None, want_diff: bool = False,
                 interactor: Binary | None = None, want_stderr: bool = False) -> None:
        self.problem = problem
        self.binary = binary
        self.workdir = workdir
        self.checker = checker
        self.reference = reference
        self.interactor = interactor   # set: an interactive problem, the solution plays it
        self.limits = limits or Limits(problem.time_limit_ms, problem.memory_limit_mib,
                                       stack_mib=problem.stack_limit_mib)
        binary.heap_mib = self.limits.memory_mib  # a JVM's -Xmx
        self.env = runtime_env(binary, self.limits.memory_mib)
        self.want_diff = want_diff
        self.want_stderr = want_stderr  # also for accepted tests (answerless ones always)
        self.spare_rundirs: list[Path] = []   # run folders left empty and unchanged by their run
        self.rundir_made = (0, 0, 0)          # a new run folder's mode, owner and group

    def check(self, test_input: Path, output_path: Path, answer_path: Path,
              feedback: Path | None = None, test: TestCase | None = None) -> Check:
        """test: the test's own validator arguments or comparison options, when it has some
        (a Kattis group's), instead of the problem's."""
        p = self.problem
        args = test.args if test is not None else None
        if p.checker == "custom":
            assert self.checker is not None
            if p.protocol == "kattis":
                return check_kattis(self.checker.command, test_input, output_path, answer_path,
                                    feedback or output_path.with_suffix(".feedback"),
                                    p.validator_args if args is None else args)
            return check_custom(self.checker.command, test_input, output_path, answer_path)
        if test is not None and test.options is not None:
            f = dict(test.options)
            return check_builtin(f["checker"], output_path, answer_path, f["float_abs"],
                                 f["float_rel"], f["nocase"], f["space_exact"])
        return check_builtin(p.checker, output_path, answer_path,
                             p.float_abs, p.float_rel, p.nocase, p.space_exact)

    def answer_for(self, test: TestCase) -> tuple[Path, Path | None]:
        """(input, answer) of a test; a generated one is made (or found in the cache) first;
        None: the input has no answer (the output is shown instead)."""
        if test.generated is None:
            if test.answer is None and self.problem.answers_from_reference \
                    and self.reference is not None:
                if self.interactor is None:
                    return test.input, self.reference_answer(test.input, test.name)
                if self.checker is not None:
                    return test.input, self.reference_dialogue(test.input, test.name)
            return test.input, test.answer
        entry = test.generated
        path, actual = generate_input(self.problem, entry)
        problem = pin_mismatch(self.problem, entry, actual)
        if problem:
            raise JudgeFailure(problem)
        if self.interactor is not None:
            return path, None   # the interactor judges the dialogue: no answer file
        if self.reference is None:
            raise JudgeFailure("no reference solution to answer generated tests")
        return path, self.reference_answer(path, entry.name, actual, "generated test ")

    def reference_answer(self, path: Path, name: str, digest: str | None = None,
                         what: str = "test ") -> Path:
        """The reference's output on an input (cached under the input's hash and the
        reference binary's key): the answer of a generated test or of a package's test that
        has none (Polygon before doall: the main solution's output)."""
        assert self.reference is not None
        digest = digest or sha256_of(path.read_bytes())
        answer = gen_dir(self.problem) / f"{digest[:24]}-{self.reference.key[:16]}.ans"
        if not answer.is_file():
            safe = re.sub(r"[^A-Za-z0-9._-]", "_", name)
            out = self.workdir / f"ref-{safe}.out"
            # The reference gets a generous limit here: it only makes the answer.
            limits = Limits(max(10 * self.limits.time_ms, 10_000), self.limits.memory_mib)
            run = sandbox.run(self.reference.command, path, out, limits,
                              self.workdir / f"ref-{safe}.err")
            bad = classify(run, limits)
            if bad:
                raise JudgeFailure(f"the reference solution fails on {what}{name}: "
                                   f"{bad[0]} {bad[1]}")
            atomic_write(answer, out.read_bytes())
        return answer

    def reference_dialogue(self, path: Path, name: str) -> Path:
        """An interactive test's answer as Polygon makes it: the interactor's output file when
        it plays the main solution (cached under the input's hash and both binaries' keys)."""
        assert self.reference is not None and self.interactor is not None
        digest = sha256_of(path.read_bytes())
        answer = gen_dir(self.problem) / (f"{digest[:24]}-{self.reference.key[:12]}-"
                                          f"{self.interactor.key[:12]}.ans")
        if not answer.is_file():
            safe = re.sub(r"[^A-Za-z0-9._-]", "_", name)
            out = self.workdir / f"ref-{safe}.tout"
            limits = Limits(max(10 * self.limits.time_ms, 10_000), self.limits.memory_mib)
            run = sandbox.run_interactive(self.reference.command, self.interactor.command, path,
                                          self.workdir / f"ref-{safe}", limits,
                                          jury_args=[str(path), str(out)], keep_output=out)
            verdict, detail = classify_interactive(run, limits)
            if verdict != "AC":
                raise JudgeFailure(f"the main solution is {verdict} against the interactor on "
                                   f"test {name}: {detail}")
            atomic_write(answer, out.read_bytes())
            out.unlink(missing_ok=True)
        return answer

    def rundir(self, index: int) -> Path:
        """An empty folder for one run: a new one, or one that an earlier run left as it was
        made (removing a folder costs milliseconds on some disks: 3.6 ms on ext4 with discard)."""
        try:
            return self.spare_rundirs.pop()
        except IndexError:
            rundir = self.workdir / f"{index}.run"
            rundir.mkdir()
            st = os.lstat(rundir)
            self.rundir_made = (st.st_mode, st.st_uid, st.st_gid)
            return rundir

    def done_with(self, rundir: Path) -> None:
        """Keeps the run's folder for another run if the run left it empty and as it was made
        (same mode and owner, no entry); removes it otherwise."""
        try:
            st = os.lstat(rundir)
            unchanged = ((st.st_mode, st.st_uid, st.st_gid) == self.rundir_made
                         and not os.listdir(rundir))
        except OSError:
            unchanged = False
        if unchanged:
            self.spare_rundirs.append(rundir)
        else:
            shutil.rmtree(rundir, ignore_errors=True)

    def run_test(self, test: TestCase, index: int) -> TestResult:
        try:
            test_input, answer = self.answer_for(test)
        except JudgeFailure as failure:
            return TestResult(test.name, "JE", detail=str(failure))
        test_input = Path(test_input).resolve()  # the run's folder is not the caller's
        out = self.workdir / f"{index}.out"
        err = self.workdir / f"{index}.err"
        feedback = self.workdir / f"{index}.feedback"
        passes = self.problem.validation_passes
        pass_input, slowest, peak = test_input, 0, 0
        for number in range(1, passes + 1):
            result, run, dialogue = self.run_pass(test, index, test_input, pass_input, answer,
                                                  out, err, feedback)
            slowest, peak = max(slowest, result.time_ms), max(peak, result.memory_kib)
            result.time_ms, result.memory_kib = slowest, peak
            # Multi-pass (Kattis): the output validator accepts a pass and writes the next
            # pass's input into its feedback folder as nextpass.in; no file: the last pass.
            nextpass = feedback / "nextpass.in"
            if passes == 1 or not nextpass.is_file():
                break
            if result.verdict != "AC":
                result.verdict, result.detail = "JE", (
                    f"the output validator wrote nextpass.in but did not accept the pass "
                    f"(exit 42): {result.detail}")
                break
            if number == passes:
                result.verdict, result.detail = "JE", (
                    f"the output validator asked for another pass after pass {number}, the "
                    f"package's limits.validation_passes")
                break
            pass_input = self.workdir / f"{index}.pass{number + 1}.in"
            nextpass.replace(pass_input)
        if number > 1:
            result.detail = f"pass {number}: {result.detail}".rstrip(": ")
        if result.verdict != "AC" or self.want_stderr:
            result.stderr_tail = kept_stderr(run.stderr_tail)
            if self.binary.source:  # a traceback names the user's file, not the cached copy
                result.stderr_tail = result.stderr_tail.replace(str(self.binary.path),
                                                                self.binary.source)
        if result.verdict not in ("AC", "OK"):
            result.input_head = input_head(pass_input)
            if test.generated is not None:
                entry = test.generated
                result.input_file = str(test_input)
                result.remake = f"python3 {self.problem.dir / 'gen.py'} {entry.seed} {entry.size}"
            if dialogue is not None:
                describe_dialogue(result, dialogue)
        for path in (out, err, *self.workdir.glob(f"{index}.pass*.in")):
            try:
                path.unlink()
            except OSError:
                pass
        shutil.rmtree(feedback, ignore_errors=True)
        return result

    def run_pass(self, test: TestCase, index: int, test_input: Path, pass_input: Path,
                 answer: Path | None, out: Path, err: Path,
                 feedback: Path) -> tuple[TestResult, RunResult, InteractiveRun | None]:
        """One run of the solution on `pass_input` (the test's input but in a multi-pass
        problem's later passes, where it is also the validator's input, as in problemtools and
        DOMjudge), judged: (result, the solution's run, the dialogue)."""
        # Each test runs in a folder of its own: files the solution writes stay there, and a
        # file-I/O problem finds its input file there and leaves its output file.
        rundir = self.rundir(index)
        if self.problem.input_file:
            shutil.copyfile(pass_input, rundir / self.problem.input_file)
        dialogue = None
        p = self.problem
        if self.interactor is not None:
            keep = None
            if p.protocol == "kattis":
                # A Kattis interactive validator: `validator input answer feedback_dir`.
                feedback.mkdir(exist_ok=True)
                args = [str(pass_input), str(answer or test_input), str(feedback) + "/",
                        *(p.validator_args if test.args is None else test.args)]
            else:
                # testlib: `interactor input output [answer]`; its output file is what a
                # checker judges when the problem has both (as Polygon does).
                keep = out
                args = [str(test_input), str(out), *([str(answer)] if answer else [])]
            dialogue = sandbox.run_interactive(self.binary.command, self.interactor.command,
                                               pass_input, self.workdir / str(index),
                                               self.limits, self.env, jury_args=args,
                                               keep_output=keep,
                                               accept_code=42 if p.protocol == "kattis" else 0,
                                               eof_at_exit=p.protocol == "kattis",
                                               cwd=rundir)
            run = dialogue.solution
        else:
            run = sandbox.run(self.binary.command, pass_input, out, self.limits, err, self.env,
                              cwd=rundir)
            if self.problem.output_file:
                written = rundir / self.problem.output_file
                out.write_bytes(written.read_bytes()[:self.limits.output_bytes]
                                if written.is_file() else b"")
        self.done_with(rundir)
        result = TestResult(test.name, "AC", time_ms=round(run.cpu_ms),
                            memory_kib=run.memory_kib, wall_ms=round(run.wall_ms),
                            group=test.group)
        # An interactive run is judged whole by the interactor: it always has a verdict here.
        early = (classify_interactive(dialogue, self.limits, p.protocol, feedback) if dialogue
                 else classify(run, self.limits))
        if early:
            result.verdict, result.detail = early
            if dialogue is not None and early[0] == "PC" and p.protocol == "testlib":
                result.points = testlib_points(dialogue.interactor.exit_code,
                                               interactor_message(dialogue.interactor))
            if dialogue is not None and early[0] == "AC" and self.checker is not None:
                # An interactor and a checker together: the checker judges the interactor's
                # output file against the answer (the input when there is none).
                check = check_custom(self.checker.command, test_input, out, answer or test_input)
                if check.verdict != "AC":
                    result.verdict = check.verdict
                    result.detail = f"checker on the interactor's output: {check.detail}"
                    result.points = check.points
            if dialogue is not None and p.protocol == "kattis":
                result.points = kattis_feedback(feedback)[1]
        elif answer is None:
            result.verdict, result.detail = "OK", "no answer to compare with; the output:"
            result.output_head = input_head(out, lines=20, limit=2000)
        else:
            check = self.check(pass_input, out, answer, feedback, test)
            result.verdict, result.detail = check.verdict, check.detail
            result.points = check.points
            result.expected, result.got = check.expected, check.got
            if self.want_diff and check.verdict != "AC":
                result.diff = full_diff(answer, out, self.problem.checker)
            if self.problem.checker == "custom" and check.verdict != "AC":
                result.output_head = input_head(out, lines=10, limit=1000)  # what it judged
        return result, run, dialogue


def describe_dialogue(result: TestResult, dialogue: InteractiveRun) -> None:
    """The failing test's dialogue for the report: its last lines, each with its sender (a line
    cut short, left unfinished or never read says so), and what the interactor said."""
    for line in dialogue.transcript:
        text = CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", show(line.text, 120))
        if line.length > len(line.text) and not text.endswith("…"):
            text += "…"
        if line.length > 120:
            text += f" ({line.length} bytes)"
        if not line.complete:
            text += "  [no newline at the end]"
        if line.unread:
            text += "  [not read: the other side had ended]"
        result.transcript.append((line.side, text))
    total = dialogue.solution_lines + dialogue.interactor_lines
    result.transcript_skipped = max(0, total - sum(1 for x in dialogue.transcript if x.complete))
    result.interactor_message = interactor_message(dialogue.interactor)
    if dialogue.interactor_output.strip():
        result.interactor_output = show(dialogue.interactor_output, 300)


RERUNS = 3
DIFF_LINES = 400


def full_diff(answer: Path, output: Path, checker: str = "lines") -> str:
    """A unified diff of the answer against the output, whole lines (at most DIFF_LINES). For a
    token checker, spacing within and at the ends of lines is not marked (it ignores it)."""
    import difflib
    want = answer.read_bytes().decode("utf-8", "backslashreplace").splitlines()
    got = output.read_bytes().decode("utf-8", "backslashreplace").splitlines()
    if checker.startswith(("tokens", "float")):
        want, got = ([" ".join(line.split()) for line in text] for text in (want, got))
    lines = list(difflib.unified_diff(want, got, "expected", "got", lineterm="", n=2))
    if len(lines) > DIFF_LINES:
        lines = lines[:DIFF_LINES] + [f"... ({len(lines) - DIFF_LINES} more diff lines)"]
    return "\n".join(lines)


def near_limit(result: TestResult, limits: Limits) -> bool:
    """A TLE that running alone could turn into a pass: not far over the CPU limit, and when
    stopped by the wall clock, busy (a sleeping program is not slowed by its neighbours)."""
    if result.time_ms > 1.5 * limits.time_ms or result.detail == IDLE_DETAIL:
        return False
    if result.detail.startswith("stopped by the wall-clock"):
        return result.time_ms >= limits.time_ms / 2
    return True


def judge_again(result: TestResult, limits: Limits) -> bool:
    """A TLE whose CPU time is under the limit, of a program that was neither asleep nor waiting
    on its interactor (blocked writing to it, or still asking it): the machine's load may have
    made it, so it is judged once more (serially too) before it is reported."""
    waiting = result.detail == IDLE_DETAIL or any(
        result.detail.endswith(why + ")") for why in (ASLEEP, BLOCKED_WRITING, KEPT_ASKING))
    return result.verdict == "TLE" and result.time_ms < limits.time_ms and not waiting


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover
        return os.cpu_count() or 1


def generated_tests(problem: Problem) -> list[TestCase]:
    return [TestCase(g.name, Path(), None, g) for g in problem.generated]


def judge(problem: Problem, solution: Path, tests: list[TestCase], jobs: int | None = None,
          on_result=None, *, build: Build | None = None, fail_fast: bool = False,
          want_diff: bool = False, want_stderr: bool = False) -> Report:
    """Compiles `solution` (bundled), runs every test, returns the report. CE is a report too;
    a checker or reference that does not compile raises JudgeFailure. With fail_fast, no test
    starts after the first one that is not accepted."""
    report = Report(problem, solution)
    build = build or Build(std=problem.std)
    try:
        if Path(solution).is_dir():   # one program of all its files (judge/programs.py)
            from .programs import compile_folder
            binary = compile_folder(solution, build, problem.entry_points.get(
                Path(solution).resolve(), ""))
        else:
            binary = compile_source(solution, build=build,
                                    include_dirs=problem.solution_include_dirs)
    except CompileError as error:
        report.verdict, report.compile_ok, report.compile_message = "CE", False, error.message
        return report
    report.compile_cached, report.compile_seconds = binary.cached, binary.seconds
    report.runner = binary.runner
    if binary.sanitized:
        report.memory_note = (f"memory judged by peak RSS, as for every program; here it "
                              f"includes ASan's shadow memory, and ASan stops a run at "
                              f"{2 * problem.memory_limit_mib} MiB")
    if binary.vm:
        heap = any("{memory_mib}" in a for a in binary.argv)
        report.memory_note = ("memory judged by peak RSS, as for every program (the runtime "
                              "reserves far more address space than it uses)"
                              + (f"; the heap is capped with -Xmx{problem.memory_limit_mib}m"
                                 if heap else ""))
    checker = reference = interactor = None
    plain = Build(std=problem.std)
    try:
        if problem.checker == "custom":
            checker = compile_jury(problem, problem.checker_source, "checker")
        if problem.interactive:
            if problem.interactor_source is None:
                raise UserError(f"{problem.id} is interactive: its judge talks to the solution, "
                                f"and the samples alone cannot; write its interactor.cpp "
                                f"(testlib style, docs/judge.md) or give one with --interactor "
                                f"PATH.cpp")
            interactor = compile_jury(problem, problem.interactor_source, "interactor")
        # The reference answers generated tests, and a package's tests that have no answer
        # (in an interactive problem only when a checker reads them).
        unanswered = problem.answers_from_reference and any(t.answer is None for t in tests)
        if (not problem.interactive and (any(t.generated for t in tests) or unanswered)) or (
                problem.interactive and checker is not None and unanswered):
            if not problem.solution.is_file():
                raise JudgeFailure(f"{problem.id}: tests without answers and no reference "
                                   f"solution to make them ({problem.solution})")
            reference = (binary if Path(solution).resolve() == problem.solution.resolve()
                         and not binary.sanitized
                         else compile_source(problem.solution, tag="reference", build=plain))
    except CompileError as error:
        raise JudgeFailure(f"{error.source} does not compile: "
                           f"{error.message.splitlines()[0] if error.message else ''}") from None
    jobs = jobs or default_jobs()
    workdir = Path(tempfile.mkdtemp(prefix="judge-"))
    try:
        runner = Judge(problem, binary, workdir, checker, reference, want_diff=want_diff,
                       interactor=interactor, want_stderr=want_stderr)
        # With fail_fast the tests run one at a time: a second test running beside the first
        # failure would finish (an endless loop: a whole time limit) and its TLE be confirmed
        # alone, so "stops at the first failure" would cost two limits and more, not one.
        if jobs <= 1 or len(tests) <= 1 or fail_fast:
            results = []
            for i, test in enumerate(tests):
                results.append(runner.run_test(test, i))
                if judge_again(results[-1], runner.limits):
                    results[-1] = runner.run_test(test, i)
                    results[-1].rerun = True
                load_note(results[-1], runner.limits)
                if on_result:
                    on_result(results[-1])
                if fail_fast and results[-1].verdict not in ("AC", "OK"):
                    break
        else:
            results = _run_parallel(runner, tests, jobs, fail_fast)
            # Tests run side by side compete for the cores: a TLE that may come from that is
            # confirmed alone (at most RERUNS of those over the CPU limit, so an endless loop
            # costs little; every one under it, once).
            reruns = 0
            for i, (test, result) in enumerate(zip(tests, results)):
                under = judge_again(result, runner.limits)
                if under or (result.verdict == "TLE" and reruns < RERUNS
                             and near_limit(result, runner.limits)):
                    reruns += not under
                    again = runner.run_test(test, i)
                    again.rerun = True
                    results[i] = again
            for result in results:
                load_note(result, runner.limits)
            if on_result:
                for result in results:
                    on_result(result)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    report.tests = results
    report.not_run = len(tests) - len(results)
    report.verdict = worst(t.verdict for t in results)
    if problem.groups:
        score_report(report)
    return report


def compile_jury(problem: Problem, source: Path, tag: str) -> Binary:
    """A checker or interactor, built in the default mode with the folders where a package
    keeps testlib.h on the include path (judge/includes.py)."""
    from .includes import include_dirs_for
    if source.is_dir():   # a folder with build and/or run scripts (judge/programs.py)
        from .programs import compile_scripted
        return compile_scripted(source, tag)
    return compile_source(source, tag=tag, build=Build(std=problem.std),
                          include_dirs=include_dirs_for(source, problem))


def _run_parallel(runner: Judge, tests: list[TestCase], jobs: int,
                  fail_fast: bool) -> list[TestResult]:
    """The tests on `jobs` threads, results in test order. With fail_fast, no test starts after
    a failure is seen (the ones already running finish and are reported)."""
    from concurrent.futures import FIRST_COMPLETED, ThreadPoolExecutor, wait
    results: dict[int, TestResult] = {}
    failed = False
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        pending, next_index = {}, 0
        while pending or (next_index < len(tests) and not failed):
            while next_index < len(tests) and len(pending) < jobs and not failed:
                pending[pool.submit(runner.run_test, tests[next_index], next_index)] = next_index
                next_index += 1
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                index = pending.pop(future)
                results[index] = future.result()
                failed |= fail_fast and results[index].verdict not in ("AC", "OK")
    return [results[i] for i in sorted(results)]  # tests start in order: a prefix of them
