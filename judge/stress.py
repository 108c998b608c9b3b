"""`gk stress`: random inputs from a generator; the solution against the reference and a brute
force.

The programs: a generator (required), a brute force and a validator (both optional), given on
the command line (--gen, --brute, --validator: .py or any language the judge compiles) or found
in the problem's folder as gen.py, brute.py, validator.py; the reference is the folder's
solution.cpp, when there is one. So a kit problem, a Competitive Companion folder (problem.toml
and tests/ only) and a folder with no problem at all (the default limits) all work.

Case i uses `GEN SEED+i SIZE`. On every input the solution's output is checked (with the
problem's checker) against the reference's output; against the brute force's on the sizes it is
fast on ([stress].brute_sizes, default tiny), or on every size when it was named on the command
line or there is no reference (it is then the truth).
An interactive problem has no answers to compare: on each input the solution plays against the
interactor, and a case fails when it is not accepted (a lost game, a deadlock, a crash, ...).
Cases run in parallel; each program is compiled once. The first difference stops the run: the
input is shrunk (judge/shrink.py), saved in the cache's stress/, and the re-judge command is
printed.
"""
from __future__ import annotations

import itertools
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from . import sandbox
from .checkers import show
from .compiler import Build, compile_source, language_of
from .crashline import explain_crash
from .errors import CompileError, EXIT_OK, EXIT_REJECTED, JudgeFailure, UserError
from .generated import atomic_write, run_script, sha256_of
from .judging import Judge, TestResult, classify, default_jobs
from .paths import cache_dir
from .problem import Problem, TestCase
from .shrink import isolate_cases, shrink, split_cases

SHRINK_SECONDS = 30.0
BRUTE_SECONDS = 20.0


@dataclass
class Outcome:
    ok: bool
    message: str = ""
    answer: bytes = b""        # the brute force's output (the truth) or the reference's
    played: TestResult | None = None   # an interactive case: the judged game
    truth_ran: bool = True     # the reference and the brute force ran cleanly on the input


class Helper:
    """The generator, the brute force or the validator: a .py file runs on the judge's own
    interpreter (judge.generated.run_script: the kit importable, for StrictInput); any other
    language is compiled once and run as it is, without limits (it is the contestant's tool,
    not the program on trial)."""

    def __init__(self, path: Path, shown: str) -> None:
        self.path = path.resolve()
        self.name = shown
        self.binary = None
        if language_of(path) != "python":
            try:
                self.binary = compile_source(path, tag="helper")
            except CompileError as error:
                raise JudgeFailure(f"{shown} does not compile:\n{error.message}") from None

    def run(self, args: list[str], stdin: bytes = b"",
            timeout: float = 120) -> subprocess.CompletedProcess:
        if self.binary is None:
            return run_script(self.path, args, stdin=stdin, timeout=timeout)
        try:
            return subprocess.run([*self.binary.command, *args], input=stdin,
                                  capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise JudgeFailure(f"{self.name} {' '.join(args)} ran longer than "
                               f"{timeout:.0f} s") from None


@dataclass(frozen=True)
class StressFiles:
    """The programs around the solution: the generator, and when there are some, the brute
    force, the validator and the reference solution."""

    gen: Path
    brute: Path | None
    validator: Path | None
    reference: Path | None
    brute_named: bool     # given on the command line: run on every size


def stress_files(problem: Problem, gen: Path | None = None, brute: Path | None = None,
                 validator: Path | None = None) -> StressFiles:
    """The files given on the command line, else the problem folder's gen.py, brute.py and
    validator.py and its reference solution.cpp, where they exist."""
    def given_or_found(path: Path | None, option: str, name: str) -> Path | None:
        if path is not None:
            if not path.is_file():
                raise UserError(f"{option} {path}: no such file")
            return path
        found = problem.dir / name
        return found if not problem.adhoc and found.is_file() else None

    generator = given_or_found(gen, "--gen", "gen.py")
    if generator is None:
        raise UserError("say how to make inputs: --gen g.py (it prints one input; it is called "
                        "as `g.py SEED SIZE`), or put a gen.py in the problem's folder")
    reference = problem.solution if not problem.adhoc and problem.solution.is_file() else None
    found_brute = given_or_found(brute, "--brute", "brute.py")
    if found_brute is None and reference is None and not problem.interactive:
        raise UserError("nothing to compare the solution with: give --brute b.py (a slow, surely "
                        "right solution), or put the reference solution.cpp in the folder")
    return StressFiles(generator, found_brute, given_or_found(validator, "--validator",
                                                              "validator.py"),
                       reference, brute is not None)


class Stress:
    def __init__(self, problem: Problem, solution: Path, jobs: int, files: StressFiles,
                 use_brute: bool = True, build: Build | None = None) -> None:
        self.problem = problem
        self.solution = solution
        self.jobs = jobs
        self.interactive = problem.interactive
        use_brute = use_brute and not self.interactive and files.brute is not None
        self.use_brute = use_brute
        self.gen = Helper(files.gen, files.gen.name)
        self.brute = Helper(files.brute, files.brute.name) if use_brute else None
        self.validator = (Helper(files.validator, files.validator.name)
                          if files.validator is not None else None)
        build = build or Build(std=problem.std)
        plain = Build(std=problem.std)
        self.binary = compile_source(solution, build=build)   # CE goes to the command line
        checker = interactor = None
        try:
            same = files.reference is not None and \
                Path(solution).resolve() == files.reference.resolve() and build == plain
            self.reference = None   # none: the brute force is the truth
            if self.interactive:   # the interactor is the judge: nothing to compare with
                interactor = compile_source(
                    problem.interactor_source, tag="interactor", build=plain,
                    include_dirs=(problem.interactor_source.parent.resolve(),))
            elif files.reference is not None:
                self.reference = self.binary if same else compile_source(
                    files.reference, tag="reference", build=plain)
            checker = (compile_source(problem.checker_source, tag="checker", build=plain,
                                      include_dirs=(problem.checker_source.parent.resolve(),))
                       if problem.checker == "custom" and not self.interactive else None)
        except CompileError as error:
            raise JudgeFailure(f"{error.source} does not compile") from None
        self.workdir = Path(tempfile.mkdtemp(prefix="stress-"))
        self.judge = Judge(problem, self.binary, self.workdir, checker, self.reference,
                           interactor=interactor)
        self.limits = self.judge.limits
        self.counter = itertools.count()

    def close(self) -> None:
        shutil.rmtree(self.workdir, ignore_errors=True)

    def _tmp(self, suffix: str) -> Path:
        return self.workdir / f"{next(self.counter)}-{suffix}"  # next() is atomic

    def generate(self, seed: int, size: str) -> bytes:
        result = self.gen.run([str(seed), size])
        if result.returncode != 0:
            lines = result.stderr.decode("utf-8", "replace").strip().splitlines()
            sizes = known_sizes(self.problem)
            if size not in sizes:  # most likely a typo on the command line, not a broken gen.py
                raise UserError(f"{self.gen.name} of {self.problem.id} has no size {size!r}; "
                                f"try one of {', '.join(sizes)}")
            raise JudgeFailure(f"{self.gen.name} {seed} {size} failed: "
                               f"{lines[-1] if lines else ''}")
        return result.stdout

    def valid(self, data: bytes) -> tuple[bool, str]:
        """Whether the validator accepts the input (every input is valid without one)."""
        if self.validator is None:
            return True, ""
        result = self.validator.run([], stdin=data)
        return result.returncode == 0, result.stderr.decode("utf-8", "replace").strip()

    def run_program(self, binary, input_path: Path, who: str) -> tuple[Path | None, str]:
        out = self._tmp(f"{who}.out")
        run = sandbox.run(binary.command, input_path, out, self.limits, out.with_suffix(".err"),
                          self.judge.env)
        bad = classify(run, self.limits)
        if bad:
            return None, f"{bad[0]} ({bad[1]})"
        return out, ""

    def compare(self, data: bytes) -> Outcome:
        """Runs the programs on one input; ok when all agree."""
        test_in = self._tmp("case.in")
        test_in.write_bytes(data)
        if self.interactive:
            played = self.judge.run_test(TestCase("stress", test_in, None), next(self.counter))
            message = "" if played.verdict == "AC" else \
                f"the solution gets {played.verdict} ({played.detail})"
            return Outcome(played.verdict == "AC", message, played=played)
        has_reference = self.reference is not None and self.reference is not self.binary
        ref_out, ref_bad = (self.run_program(self.reference, test_in, "ref")
                            if has_reference else (None, ""))
        brute_out = truth = None
        if self.use_brute:
            brute = self.brute.run([], stdin=data, timeout=BRUTE_SECONDS)
            if brute.returncode != 0:
                lines = brute.stderr.decode("utf-8", "replace").strip().splitlines()
                raise JudgeFailure(f"{self.brute.name} failed on an input (exit "
                                   f"{brute.returncode}): {lines[-1] if lines else ''}\n"
                                   f"input: {show(data, 200)}")
            brute_out = self._tmp("brute.out")
            brute_out.write_bytes(brute.stdout)
            truth = brute.stdout
        sol_out, sol_bad = self.run_program(self.binary, test_in, "sol")
        if self.reference is self.binary:
            ref_out, ref_bad = sol_out, sol_bad
        if truth is None and ref_out is not None:
            truth = ref_out.read_bytes()  # beyond the brute force's sizes, the reference is truth
        problems = []
        if sol_bad:
            problems.append(f"the solution gets {sol_bad}")
        if ref_bad and has_reference:
            problems.append(f"the reference gets {ref_bad}")
        if sol_out is not None and brute_out is not None:
            against_brute = self.judge.check(test_in, sol_out, brute_out)
            if against_brute.verdict != "AC":
                problems.append(f"the solution against {self.brute.name}: "
                                f"{against_brute.verdict} {against_brute.detail}")
        if sol_out is not None and ref_out is not None and has_reference:
            against_ref = self.judge.check(test_in, sol_out, ref_out)
            if against_ref.verdict != "AC":
                problems.append(f"the solution against the reference: "
                                f"{against_ref.verdict} {against_ref.detail}")
        if ref_out is not None and has_reference and brute_out is not None:
            ref_vs_brute = self.judge.check(test_in, ref_out, brute_out)
            if ref_vs_brute.verdict != "AC":
                problems.append(f"the reference against {self.brute.name}: "
                                f"{ref_vs_brute.verdict} {ref_vs_brute.detail}")
        return Outcome(not problems, "; ".join(problems), truth or b"",
                       truth_ran=not (ref_bad and has_reference))

    def failing(self, candidate: bytes) -> Outcome | None:
        """The shrinker's oracle: the candidate's outcome when it is a valid input that still
        fails, else None. Without a validator (only whole cases are then cut away) an input is
        taken as valid when the reference (or the brute force) runs cleanly on it."""
        if not self.valid(candidate)[0]:
            return None
        try:
            result = self.compare(candidate)
        except JudgeFailure:   # the brute force fails on it: no input of the problem
            return None
        if result.ok or (self.validator is None and not result.truth_ran):
            return None
        return result


class Progress:
    """One line on a terminal's stderr, rewritten at most 5 times a second and cleared at the
    end; nothing when stderr is not a terminal (a log, a pipe, the tests)."""

    def __init__(self) -> None:
        self.live = sys.stderr.isatty()
        self.shown = 0.0

    def say(self, text: str) -> None:
        now = time.monotonic()
        if self.live and now - self.shown >= 0.2:
            self.shown = now
            print(f"\r\033[K{text}", end="", file=sys.stderr, flush=True)

    def clear(self) -> None:
        if self.live and self.shown:
            print("\r\033[K", end="", file=sys.stderr, flush=True)


def known_sizes(problem: Problem) -> list[str]:
    """The sizes every gen.py takes, then those the problem's own metadata uses."""
    sizes = ["tiny", "small", "large", "max"]
    for size in [problem.stress_size, *problem.stress_brute_sizes,
                 *(entry.size for entry in problem.generated)]:
        if size not in sizes:
            sizes.append(size)
    return sizes


def run_stress(problem: Problem, solution: Path, count: int, seed: int, size: str,
               jobs: int | None, build: Build | None = None,
               files: StressFiles | None = None) -> int:
    if count < 1:
        raise UserError("--count must be at least 1")
    files = files or stress_files(problem)
    jobs = jobs or default_jobs()
    start = time.monotonic()
    # The brute force is the truth when there is no reference, and it is run on every size
    # when named on the command line (the contestant knows what it is fast on).
    use_brute = files.brute is not None and (files.reference is None or files.brute_named
                                             or size in problem.stress_brute_sizes)
    stress = Stress(problem, solution, jobs, files, use_brute, build)
    gen, brute = files.gen.name, files.brute.name if files.brute else ""
    if problem.interactive:
        judges = "the solution won every game against the interactor"
    elif files.reference is None:
        judges = f"the solution and {brute} agree"
    elif use_brute:
        judges = f"the solution, the reference and {brute} agree"
    else:
        judges = "the solution and the reference agree" + (
            f" ({brute} only runs on {', '.join(problem.stress_brute_sizes)})" if brute else "")
    try:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            def case(i: int):
                data = stress.generate(seed + i, size)
                return data, stress.compare(data)

            failure = None
            window = 4 * jobs
            pending = {}
            next_case = 0
            progress = Progress()
            for i in range(count):
                while next_case < count and next_case < i + window:
                    pending[next_case] = pool.submit(case, next_case)
                    next_case += 1
                data, outcome = pending.pop(i).result()
                progress.say(f"stress {problem.id}: {i + 1}/{count} cases "
                             f"({time.monotonic() - start:.0f} s)")
                if not outcome.ok:
                    failure = (i, data, outcome)
                    for future in pending.values():
                        future.cancel()
                    break
            progress.clear()
            if failure is None:
                print(f"stress {problem.id}: {count} random inputs ({gen} {seed}.."
                      f"{seed + count - 1} {size}): {judges} ({time.monotonic() - start:.1f} s)")
                return EXIT_OK
            i, data, outcome = failure
            print(f"stress {problem.id}: difference on case {i + 1} ({gen} {seed + i} {size}):")
            print(f"  {outcome.message}")
            ok, why = stress.valid(data)
            if ok:
                data, outcome = _isolate_case(stress, data, outcome, pool)
                if stress.validator is None:
                    # An input with a line, a token or a count changed may be one the programs
                    # read differently; only the validator can tell, so none: no such shrinking.
                    print("  (shrunk no further: give --validator V to shrink within a case)")
                else:
                    data, outcome, steps = shrink(stress.failing, data, outcome, pool, jobs,
                                                  time.monotonic() + SHRINK_SECONDS, progress)
                    progress.clear()
                    if steps:
                        print(f"  shrunk in {steps} steps to {len(data)} bytes: "
                              f"{outcome.message}")
            else:
                print(f"  (not shrunk: {stress.validator.name} rejects the generated input: "
                      f"{why})")
    finally:
        stress.close()
    directory = cache_dir() / "stress" / problem.id / sha256_of(data)[:12]
    directory.mkdir(parents=True, exist_ok=True)
    atomic_write(directory / "stress-1.in", data)
    if not problem.interactive:
        atomic_write(directory / "stress-1.ans", outcome.answer)
    print("  input:")
    for line in data.decode("utf-8", "replace").splitlines()[:10]:
        print(f"    {line[:200]}")
    if outcome.played is not None:
        print("  the game:")
        for side, text in outcome.played.transcript:
            print(f"    {side:<10} | {text}")
    else:
        print(f"  answer ({brute if use_brute else 'the reference'}): "
              f"{show(outcome.answer, 200)}")
    try:
        shown_dir = directory.relative_to(Path.cwd())
    except ValueError:
        shown_dir = directory
    saved = "stress-1.in" if problem.interactive else "stress-1.in and .ans"
    print(f"  saved as {shown_dir}/{saved}; re-judge with:")
    named = "" if problem.adhoc else f" {problem.named}"
    print(f"  gk run{named} --solution {solution} --tests {shown_dir}")
    if "the solution gets RE (SIG" in outcome.message:
        for line in explain_crash(problem, solution, directory / "stress-1.in",
                                  build or Build(std=problem.std)):
            print(line)
    return EXIT_REJECTED


def _isolate_case(stress: Stress, data: bytes, outcome: Outcome,
                  pool: ThreadPoolExecutor) -> tuple[bytes, Outcome]:
    """A test-count-first input cut down to the case that fails alone (printed by its number),
    or to the fewest cases that fail together; any other input as it is."""
    if stress.interactive:
        return data, outcome
    valid_alone = (lambda case: stress.valid(case)[0]) if stress.validator else None
    cases = split_cases(data, valid_alone)
    answers = len(outcome.answer.split(b"\n")) - outcome.answer.endswith(b"\n")
    if cases is None or (valid_alone is None and (answers == 0 or answers % len(cases))):
        # Without a validator the split must also fit the truth's answer: some lines per case
        # (a grid of n rows after its n has one answer, not n).
        return data, outcome
    kept, data, outcome = isolate_cases(stress.failing, cases, outcome, pool, stress.jobs,
                                        time.monotonic() + SHRINK_SECONDS)
    if len(kept) == 1:
        print(f"  case {kept[0] + 1} of the input's {len(cases)} fails alone (t = 1): "
              f"{outcome.message}")
    else:
        numbers = ", ".join(str(k + 1) for k in kept)
        print(f"  no case fails alone; cases {numbers} of {len(cases)} fail together (is some "
              f"state kept from one case to the next?): {outcome.message}")
    return data, outcome
