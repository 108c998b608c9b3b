"""Where a C++ solution crashed: the line, from a debug rebuild run again on the input.

A signal (SIGSEGV, SIGFPE, SIGABRT, ...) in an -O2 build names no line. The same source is
rebuilt as `--debug` builds it (-g, AddressSanitizer, UBSan, the checked standard library) and
run once more on the input that crashed, with ASan's stack on an abort too; the first frame in
the user's own files (not the system's headers) is the likely line. It costs one debug compile
(cached like any other, about 3 s the first time) and one run under the problem's time limit
made three times longer (the sanitizers' slowdown).
"""
from __future__ import annotations

import re
import shutil
import tempfile
from dataclasses import replace
from pathlib import Path

from .compiler import Build, compile_source, language_of
from .errors import CompileError, JudgeFailure, UserError
from .problem import Problem, TestCase
from .sandbox import Limits

SANITIZER_SLOWDOWN = 3
FRAME = re.compile(r"#\d+ 0x[0-9a-f]+ in (.+) (\S+?):(\d+)(?::\d+)?$", re.M)
UBSAN_ERROR = re.compile(r"^(\S+?):(\d+):\d+: runtime error: (.+)$", re.M)
# What went wrong, in the sanitizers' and the debug library's words.
HEADLINES = (re.compile(r"^Error: (.+?)(?:\n\n|$)", re.M | re.S),   # the checked library's
             re.compile(r"runtime error: (.+)$", re.M),
             re.compile(r"ERROR: AddressSanitizer: ([\w-]+(?: on [\w ]+?)?)(?: \(| 0x|$)", re.M))


def crashed(verdict: str, detail: str) -> bool:
    """A run stopped by a signal (not an exit status the program chose)."""
    return verdict == "RE" and detail.startswith("SIG")


def likely_line(stderr: str) -> tuple[str, str] | None:
    """(file:line in function, what went wrong) from a sanitizer's report: UBSan's own
    location, else the first frame of ASan's stack outside the system's files; None when the
    report has no such line."""
    for path, line, what in UBSAN_ERROR.findall(stderr):
        if not path.startswith(("/usr/", "/lib")) and Path(path).is_file():
            return f"{_shown(Path(path))}:{line}", " ".join(what.split())
    for function, path, line in FRAME.findall(stderr):
        if path.startswith(("/usr/", "/lib")) or not Path(path).is_file():
            continue  # the standard library's headers, the C library's sources
        what = next((" ".join(found.group(1).split()) for pattern in HEADLINES
                     if (found := pattern.search(stderr))), "")
        if what.startswith("ABRT"):   # the checked library's message is above the report
            what = "an abort (a failed assert or check: --debug shows its message)"
        return f"{_shown(Path(path))}:{line} in {function.split('(')[0]}", what
    return None


def explain_first_crash(problem: Problem, source: Path, tests: list[TestCase], results,
                        build: Build) -> list[str]:
    """explain_crash for the first test of a report that crashed; nothing when none did."""
    crash = next((r for r in results if crashed(r.verdict, r.detail)), None)
    test = next((t for t in tests if crash is not None and t.name == crash.name), None)
    if test is None:
        return []
    if test.generated is not None:
        from .generated import generate_input
        return explain_crash(problem, source, generate_input(problem, test.generated)[0], build)
    return explain_crash(problem, source, test.input, build)


def explain_crash(problem: Problem, source: Path, test_input: Path, build: Build) -> list[str]:
    """The lines that say where the solution crashed on this input (or how to see it)."""
    if not Path(source).is_file() or language_of(source) != "cpp" or build.debug \
            or problem.interactive:
        return []
    workdir = Path(tempfile.mkdtemp(prefix="crash-"))
    try:
        from .judging import ASAN_OPTIONS, Judge  # here: judging imports much; a crash needs it
        binary = compile_source(source, tag="debug", build=replace(build, debug=True))
        limits = Limits(problem.time_limit_ms * SANITIZER_SLOWDOWN, problem.memory_limit_mib)
        runner = Judge(problem, binary, workdir, limits=limits)
        # handle_abort: an abort (an assert, the checked library) prints the stack too.
        runner.env = {"ASAN_OPTIONS": ASAN_OPTIONS.format(2 * limits.memory_mib)
                      + ":handle_abort=1"}
        result = runner.run_test(TestCase("crash", test_input, None), 0)
        found = likely_line(result.stderr_tail or "")
    except (CompileError, JudgeFailure, UserError):
        found = None
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if found:
        where, what = found
        return [f"  crashed at {where}" + (f": {what}" if what else "") +
                " (found by a --debug rebuild run on this input)"]
    return [f"  to see where it crashes: gk run{'' if problem.adhoc else ' ' + problem.named} "
            f"--solution {source} --tests {_shown(test_input)} --debug"]


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)
