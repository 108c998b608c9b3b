"""`judge stress`: random inputs from gen.py; the solution against the reference and brute.py.

Case i uses `gen.py SEED+i SIZE`. On every input the solution's output is checked (with the
problem's checker) against the reference's output; on the sizes brute.py is fast on
([stress].brute_sizes, default tiny) also against brute.py's output, so the reference is tested
against the brute force too when the solution is the reference. Beyond those sizes brute.py
(exponential) is not run at all, and the reference is the truth.
An interactive problem has no answers to compare: on each input the solution plays against the
interactor, and a case fails when it is not accepted (a lost game, a deadlock, a crash, ...).
Cases run in parallel; each program is compiled once. The first difference stops the run: the
input is shrunk (lines, tokens and numbers removed or lowered while validator.py accepts it and
the difference stays), saved under .cache/stress/, and the re-judge command is printed.
"""
from __future__ import annotations

import itertools
import re
import shutil
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from . import sandbox
from .checkers import show
from .compiler import Build, compile_source
from .errors import CompileError, EXIT_OK, EXIT_REJECTED, JudgeFailure, UserError
from .generated import atomic_write, run_script, sha256_of
from .judging import Judge, TestResult, classify, default_jobs
from .paths import cache_dir
from .problem import Problem, TestCase

SHRINK_SECONDS = 30.0
SMALL_NUMBER = 16
BRUTE_SECONDS = 20.0


@dataclass
class Outcome:
    ok: bool
    message: str = ""
    answer: bytes = b""        # the brute force's output (the truth) or the reference's
    played: TestResult | None = None   # an interactive case: the judged game


class Stress:
    def __init__(self, problem: Problem, solution: Path, jobs: int, use_brute: bool = True,
                 build: Build | None = None) -> None:
        self.problem = problem
        self.solution = solution
        self.jobs = jobs
        self.interactive = problem.interactive
        use_brute = use_brute and not self.interactive
        self.use_brute = use_brute
        self.gen = problem.script("gen.py")
        self.brute = problem.script("brute.py") if use_brute else None
        self.validator = problem.script("validator.py")
        build = build or Build(std=problem.std)
        plain = Build(std=problem.std)
        self.binary = compile_source(solution, build=build)   # CE goes to the command line
        checker = interactor = None
        try:
            same = Path(solution).resolve() == problem.solution.resolve() and build == plain
            if self.interactive:
                self.reference = None   # the interactor is the judge: nothing to compare with
                interactor = compile_source(
                    problem.interactor_source, tag="interactor", build=plain,
                    include_dirs=(problem.interactor_source.parent.resolve(),))
            else:
                self.reference = self.binary if same else compile_source(
                    problem.solution, tag="reference", build=plain)
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
        result = run_script(self.gen, [str(seed), size])
        if result.returncode != 0:
            lines = result.stderr.decode("utf-8", "replace").strip().splitlines()
            sizes = known_sizes(self.problem)
            if size not in sizes:  # most likely a typo on the command line, not a broken gen.py
                raise UserError(f"gen.py of {self.problem.id} has no size {size!r}; "
                                f"try one of {', '.join(sizes)}")
            raise JudgeFailure(f"gen.py {seed} {size} failed: {lines[-1] if lines else ''}")
        return result.stdout

    def valid(self, data: bytes) -> tuple[bool, str]:
        result = run_script(self.validator, [], stdin=data)
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
        ref_out, ref_bad = (self.run_program(self.reference, test_in, "ref")
                            if self.reference is not self.binary else (None, "same"))
        brute_out = truth = None
        if self.use_brute:
            brute = run_script(self.brute, [], stdin=data, timeout=BRUTE_SECONDS)
            if brute.returncode != 0:
                lines = brute.stderr.decode("utf-8", "replace").strip().splitlines()
                raise JudgeFailure(f"brute.py failed on an input (exit {brute.returncode}): "
                                   f"{lines[-1] if lines else ''}\ninput: {show(data, 200)}")
            brute_out = self._tmp("brute.out")
            brute_out.write_bytes(brute.stdout)
            truth = brute.stdout
        sol_out, sol_bad = self.run_program(self.binary, test_in, "sol")
        if ref_bad == "same":
            ref_out, ref_bad = sol_out, sol_bad
        if truth is None and ref_out is not None:
            truth = ref_out.read_bytes()  # beyond the brute force's sizes, the reference is truth
        problems = []
        if sol_bad:
            problems.append(f"the solution gets {sol_bad}")
        if ref_bad and self.reference is not self.binary:
            problems.append(f"the reference gets {ref_bad}")
        if sol_out is not None and brute_out is not None:
            against_brute = self.judge.check(test_in, sol_out, brute_out)
            if against_brute.verdict != "AC":
                problems.append(f"the solution against brute.py: {against_brute.verdict} "
                                f"{against_brute.detail}")
        if sol_out is not None and ref_out is not None and self.reference is not self.binary:
            against_ref = self.judge.check(test_in, sol_out, ref_out)
            if against_ref.verdict != "AC":
                problems.append(f"the solution against the reference: "
                                f"{against_ref.verdict} {against_ref.detail}")
        if ref_out is not None and self.reference is not self.binary and brute_out is not None:
            ref_vs_brute = self.judge.check(test_in, ref_out, brute_out)
            if ref_vs_brute.verdict != "AC":
                problems.append(f"the reference against brute.py: {ref_vs_brute.verdict} "
                                f"{ref_vs_brute.detail}")
        return Outcome(not problems, "; ".join(problems), truth or b"")


def _candidates(data: bytes):
    """Smaller inputs of the same shape: fewer lines, fewer tokens (each optionally with one
    earlier number lowered by one, as a count would be), smaller numbers."""
    text = data.decode("ascii", "replace")
    trailing = text.endswith("\n")
    lines = [line.split(" ") for line in text.split("\n")]
    if trailing:
        lines.pop()

    def render(rows) -> bytes:
        return ("\n".join(" ".join(r) for r in rows) + ("\n" if trailing else "")).encode()

    def numbers_before(row_limit: int, col_limit: int | None = None):
        for r in range(row_limit + 1):
            for c, tok in enumerate(lines[r]):
                if r == row_limit and (col_limit is None or c >= col_limit):
                    break
                if re.fullmatch(r"-?\d+", tok) and int(tok) >= 1:
                    yield r, c

    def lowered(rows, r, c):
        rows = [list(x) for x in rows]
        rows[r][c] = str(int(rows[r][c]) - 1)
        return rows

    def counts_in_head(row_limit: int):
        # The numbers of the first line (before row_limit): where a count of lines or tokens
        # usually is; looking further would make each candidate cost the whole input.
        for c, tok in enumerate(lines[0] if lines and row_limit >= 0 else []):
            if re.fullmatch(r"\d+", tok) and int(tok) >= 1:
                yield 0, c

    # A big input first loses big pieces (delta debugging): runs of lines, then runs of tokens
    # of a long line, halving in length, each also with a count of the first line lowered by
    # the run's length. A SIZE=max input then shrinks in a few dozen steps, not one per line.
    size = (len(lines) - 1) // 2
    while size >= 2:
        for start in range(1, len(lines) - size + 1, size):
            rest = lines[:start] + lines[start + size:]
            yield render(rest)
            for r, c in counts_in_head(start - 1):
                if int(rest[r][c]) >= size:
                    rows = [list(x) for x in rest]
                    rows[r][c] = str(int(rows[r][c]) - size)
                    yield render(rows)
        size //= 2
    for j, row in enumerate(lines):
        size = len(row) // 2
        while size >= 2:
            for start in range(0, len(row) - size + 1, size):
                rest = [list(x) for x in lines]
                del rest[j][start:start + size]
                yield render(rest)
                for r, c in counts_in_head(j - 1 if j else -1):
                    if int(rest[r][c]) >= size:
                        rows = [list(x) for x in rest]
                        rows[r][c] = str(int(rows[r][c]) - size)
                        yield render(rows)
            size //= 2
    for j in range(len(lines) - 1, 0, -1):
        rest = lines[:j] + lines[j + 1:]
        yield render(rest)
        for r, c in numbers_before(j - 1):
            yield render(lowered(rest, r, c))
    for j in range(len(lines) - 1, -1, -1):
        for t in range(len(lines[j]) - 1, -1, -1):
            if len(lines[j]) < 2:
                continue
            rest = [list(x) for x in lines]
            del rest[j][t]
            yield render(rest)
            for r, c in numbers_before(j, t):
                yield render(lowered(rest, r, c))
    for j, row in enumerate(lines):
        for t, tok in enumerate(row):
            if not re.fullmatch(r"-?\d+", tok):
                continue
            v = int(tok)
            # A small number is tried at every smaller value, smallest first, so that a
            # one-number input (a game's position) shrinks to the smallest failing one.
            values = list(range(v)) if 0 < v <= SMALL_NUMBER else \
                [0, 1 if v > 1 else 0, v // 2, v - 1 if v > 0 else v + 1]
            for smaller in dict.fromkeys(values):
                if abs(smaller) < abs(v):
                    rows = [list(x) for x in lines]
                    rows[j][t] = str(smaller)
                    yield render(rows)


def shrink(stress: Stress, data: bytes, outcome: Outcome, pool: ThreadPoolExecutor,
           deadline: float, progress: Progress | None = None) -> tuple[bytes, Outcome, int]:
    steps = 0
    improved = True
    while improved and time.monotonic() < deadline:
        improved = False
        batch: list[bytes] = []
        seen = set()

        def try_one(candidate: bytes):
            ok, _ = stress.valid(candidate)
            if not ok:
                return None
            result = stress.compare(candidate)
            return None if result.ok else result

        for candidate in _candidates(data):
            if candidate in seen or candidate == data:
                continue
            seen.add(candidate)
            batch.append(candidate)
            if len(batch) < 2 * stress.jobs:
                continue
            found = _first_failure(pool, try_one, batch)
            batch = []
            if found:
                data, outcome = found
                steps += 1
                improved = True
                if progress:
                    progress.say(f"shrinking the failing input: {len(data)} bytes after "
                                 f"{steps} steps")
                break
            if time.monotonic() > deadline:
                break
        if not improved and batch and time.monotonic() < deadline:
            found = _first_failure(pool, try_one, batch)
            if found:
                data, outcome = found
                steps += 1
                improved = True
    return data, outcome, steps


def _first_failure(pool, try_one, batch):
    for candidate, result in zip(batch, pool.map(try_one, batch)):
        if result is not None:
            return candidate, result
    return None


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
               jobs: int | None, build: Build | None = None) -> int:
    if count < 1:
        raise UserError("--count must be at least 1")
    jobs = jobs or default_jobs()
    start = time.monotonic()
    use_brute = size in problem.stress_brute_sizes
    stress = Stress(problem, solution, jobs, use_brute, build)
    judges = ("the solution, the reference and brute.py agree" if use_brute else
              f"the solution and the reference agree (brute.py only runs on "
              f"{', '.join(problem.stress_brute_sizes)})")
    if problem.interactive:
        judges = "the solution won every game against the interactor"
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
                print(f"stress {problem.id}: {count} random inputs (gen.py {seed}..{seed + count - 1} "
                      f"{size}): {judges} ({time.monotonic() - start:.1f} s)")
                return EXIT_OK
            i, data, outcome = failure
            print(f"stress {problem.id}: difference on case {i + 1} (gen.py {seed + i} {size}):")
            print(f"  {outcome.message}")
            ok, why = stress.valid(data)
            if ok:
                data, outcome, steps = shrink(stress, data, outcome, pool,
                                              time.monotonic() + SHRINK_SECONDS, progress)
                progress.clear()
                if steps:
                    print(f"  shrunk in {steps} steps to {len(data)} bytes: {outcome.message}")
            else:
                print(f"  (not shrunk: validator.py rejects the generated input: {why})")
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
        print(f"  answer ({'brute.py' if use_brute else 'the reference'}): "
              f"{show(outcome.answer, 200)}")
    try:
        shown_dir = directory.relative_to(Path.cwd())
    except ValueError:
        shown_dir = directory
    saved = "stress-1.in" if problem.interactive else "stress-1.in and .ans"
    print(f"  saved as {shown_dir}/{saved}; re-judge with:")
    print(f"  gk run {problem.named} --solution {solution} --tests {shown_dir}")
    return EXIT_REJECTED
