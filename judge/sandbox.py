"""Running one program on one input under limits, through the C++ supervisor judge/sandbox.cpp.

The supervisor (compiled on first use and cached like any binary) starts the program in a new
session and a new PID namespace (or as a child subreaper when namespaces are not allowed), sets
the rlimits, reads stdout and stderr through pipes with caps, stops the program at the CPU limit
or the wall-clock backstop, takes CPU time and peak RSS from wait4, and kills every process left
before it reports. An interactive run (run_interactive) starts the interactor beside the
solution and joins their stdin and stdout through the supervisor's relay, which records the
dialogue and watches for a deadlock. See docs/judge.md.
"""
from __future__ import annotations

import functools
import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from . import warm
from .compiler import TOOL_FLAGS, compile_text
from .errors import CompileError, JudgeFailure

SUPERVISOR_SOURCE = Path(__file__).with_name("sandbox.cpp")
OUTPUT_CAP_BYTES = 64 << 20
STDERR_TAIL_BYTES = 8192  # the first and the last 8 KiB of stderr (judge/sandbox.cpp)
# Processes and threads one run may have (a pids cgroup, when the machine allows one; RLIMIT_NPROC
# does not bind root). JUDGE_MAX_PROCESSES overrides it.
MAX_PROCESSES = 64


@dataclass
class Limits:
    """The limits one run gets. Memory is what the program uses (its resident memory, stopped
    once it passes the limit, as contest judges' cgroups do), never the address space it
    reserves: PyPy's nursery, a JVM's heap, Go's arenas, AddressSanitizer's shadow and every
    thread's stack reserve far more than they use. The stack is a limit of its own (glibc gives
    each new thread a stack of that size), by default the memory limit, as Kattis states it."""

    time_ms: int
    memory_mib: int
    output_bytes: int = OUTPUT_CAP_BYTES
    stack_mib: int | None = None   # None: the memory limit

    @property
    def stack_limit_mib(self) -> int:
        return self.stack_mib if self.stack_mib is not None else self.memory_mib

    @property
    def wall_ms(self) -> int:
        """The wall-clock backstop: max(2 x TL, TL + 1 s)."""
        return max(2 * self.time_ms, self.time_ms + 1000)

    @property
    def wall_cap_ms(self) -> int:
        """How far the backstop may move while the program is starved (it wants a CPU and its
        CPU time still grows, under TL: the machine is busy): 10 x TL + 10 s."""
        return 10 * self.time_ms + 10_000


@dataclass
class RunResult:
    """What the supervisor measured of one program's run."""

    exit_code: int          # -1 when killed by a signal
    signal: int             # 0 when it exited
    cpu_ms: float
    wall_ms: float
    memory_kib: int
    output_bytes: int
    killed: str             # none | cpu | wall | output | memory (its RSS passed the limit)
    stderr_tail: bytes
    exec_errno: int
    namespace: bool
    pids_limit: int = 0     # the pids cgroup's limit, 0 when there was none
    extended_ms: int = 0    # how far the backstop moved while the machine starved the program
    wall_why: str = "none"  # stopped by the backstop: idle (no CPU used), slow (mostly asleep),
                            # cap (starved until the hard cap)
    waited_ms: int = 0      # an interactive run: how long both sides and the relay waited for a
                            # CPU (run-queue waits), added to both backstops

    @property
    def signal_name(self) -> str:
        try:
            return signal.Signals(self.signal).name
        except ValueError:
            return f"signal {self.signal}"


if sys.platform != "linux":  # pragma: no cover - the sandbox needs Linux
    raise ImportError("the judge's sandbox needs Linux")


@functools.lru_cache(maxsize=1)
def supervisor() -> Path:
    text = SUPERVISOR_SOURCE.read_text(encoding="utf-8")
    try:  # linked statically: no shared libraries to load, about 1 ms less per test
        return compile_text(text, "judge/sandbox.cpp", (*TOOL_FLAGS, "-static"), tag="sandbox").path
    except CompileError:  # no static C/C++ libraries here
        return compile_text(text, "judge/sandbox.cpp", tag="sandbox").path


def _argv(program: list[str] | Path) -> list[str]:
    return [str(program)] if isinstance(program, (str, Path)) else [str(a) for a in program]


def _limit_options(limits: Limits) -> list[str]:
    """The solution's limits as supervisor options (the same in batch and interactive runs)."""
    return ["--time-ms", str(limits.time_ms), "--wall-ms", str(limits.wall_ms),
            "--wall-cap-ms", str(limits.wall_cap_ms),
            "--memory-kib", str(limits.memory_mib * 1024),
            "--stack-kib", str(limits.stack_limit_mib * 1024),
            "--output-bytes", str(limits.output_bytes),
            "--stderr-bytes", str(STDERR_TAIL_BYTES),
            "--max-processes", os.environ.get("JUDGE_MAX_PROCESSES", str(MAX_PROCESSES))]


# The whole environment of every judged program (solution, interactor), whatever the user's
# shell holds: PYTHONUNBUFFERED=1 there once made a Python solution that never flushes pass an
# interactive problem that a real judge fails. docs/judge.md lists it.
CLEAN_ENV = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
             "HOME": "/tmp", "TMPDIR": "/tmp"}


def clean_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """CLEAN_ENV, the supervisor's own switches (JUDGE_SANDBOX_*, for the judge's tests) and
    `extra` (the judge's, e.g. ASAN_OPTIONS in a --debug build)."""
    own = {k: v for k, v in os.environ.items() if k.startswith("JUDGE_SANDBOX_")}
    return {**CLEAN_ENV, **own, **(extra or {})}


def _supervise(options: list[str], argv: list[str], env: dict[str, str] | None,
               cwd: Path | None = None) -> dict[str, str]:
    """Runs the supervisor (the programs start in `cwd`); its one line of key=value results."""
    command = [str(supervisor()), *options, "--", *argv]
    warm.run_started()  # judge/warm.py: this run's cgroup move, and the next, find the lock warm
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, close_fds=True, env=clean_env(env), cwd=cwd)
    line = proc.stdout.decode("ascii", "replace").strip()
    fields = dict(item.split("=", 1) for item in line.split() if "=" in item)
    if proc.returncode != 0 or "error" in fields or "exit" not in fields:
        raise JudgeFailure(f"sandbox failed ({proc.returncode}): "
                           f"{line or proc.stderr.decode(errors='replace').strip()}")
    return fields


def _result(fields: dict[str, str], stderr_path: Path, prefix: str = "") -> RunResult:
    try:
        tail = Path(stderr_path).read_bytes()
    except OSError:
        tail = b""
    f = {key[len(prefix):]: value for key, value in fields.items() if key.startswith(prefix)}
    return RunResult(exit_code=int(f["exit"]), signal=int(f["signal"]),
                     cpu_ms=int(f["cpu_us"]) / 1000, wall_ms=int(f["wall_us"]) / 1000,
                     memory_kib=int(f["maxrss_kib"]), output_bytes=int(f["out_bytes"]),
                     killed=f["killed"], stderr_tail=tail, exec_errno=int(f["exec_errno"]),
                     namespace=fields["namespace"] == "1",
                     pids_limit=int(fields.get("pids_limit", "0")),
                     extended_ms=int(f.get("extended_ms", "0")), wall_why=f.get("wall_why", "none"),
                     waited_ms=int(fields.get("waited_ms", "0")))


def run(program: list[str] | Path, input_path: Path, output_path: Path, limits: Limits,
        stderr_path: Path | None = None, env: dict[str, str] | None = None,
        cwd: Path | None = None) -> RunResult:
    """Runs `program` (a path or an argv list) in the folder `cwd` with stdin from `input_path`,
    stdout into `output_path` (capped); `env` adds variables to the program's environment."""
    if stderr_path is None:
        stderr_path = output_path.with_name(output_path.name + ".err")
    options = [*_limit_options(limits), "--input", str(input_path), "--output", str(output_path),
               "--stderr", str(stderr_path)]
    return _result(_supervise(options, _argv(program), env, cwd), stderr_path)


# An interactive run: the solution against the interactor (docs/judge.md, "Interactive problems").
TRANSCRIPT_LINES = 20        # lines of the dialogue kept for the report
# Both sides asleep reading stdin with nothing in flight and no CPU used for this long: deadlock.
IDLE_MS = 100
SIDES = {"S": "solution", "I": "interactor"}


def interactor_limits(limits: Limits) -> Limits:
    """The interactor's own generous limits: 10 x the CPU limit (at least 10 s), at least 1 GiB,
    the same output cap. Its wall-clock backstop is the solution's plus its own CPU limit."""
    return Limits(max(10 * limits.time_ms, 10_000), max(limits.memory_mib, 1024))


@dataclass
class TranscriptLine:
    """One line of an interactive run's dialogue."""

    side: str              # solution | interactor
    text: bytes            # at most the first 200 bytes of the line
    length: int            # the line's whole length in bytes
    complete: bool         # ended with a newline (False: the sender stopped mid-line)
    unread: bool           # sent after the other side had ended: nobody read it


@dataclass
class InteractiveRun:
    """A solution played against an interactor: both runs and the dialogue."""

    solution: RunResult
    interactor: RunResult
    interactor_saw_eof: bool       # the solution's end reached the interactor before it exited
    transcript: list[TranscriptLine]
    solution_lines: int            # lines each side sent in the whole run
    interactor_lines: int
    interactor_output: bytes       # the head of the file it may write (testlib's tout)
    interactor_limits: Limits | None = None   # the limits the interactor ran with


def read_transcript(path: Path) -> list[TranscriptLine]:
    """The supervisor's transcript file: one line per line of the dialogue,
    `SIDE FLAGS LENGTH TEXT` (flags: c/p complete or partial, r/u read or unread)."""
    lines = []
    try:
        data = path.read_bytes()
    except OSError:
        return lines
    for record in data.split(b"\n")[:-1]:
        side, flags, length, text = record.split(b" ", 3)
        lines.append(TranscriptLine(SIDES[side.decode()], text, int(length),
                                    flags[:1] == b"c", flags[1:2] == b"u"))
    return lines


def run_interactive(solution: list[str] | Path, interactor: list[str] | Path, input_path: Path,
                    files: Path, limits: Limits, env: dict[str, str] | None = None,
                    transcript_lines: int = TRANSCRIPT_LINES,
                    jury: Limits | None = None, jury_args: list[str] | None = None,
                    keep_output: Path | None = None, accept_code: int = 0,
                    cwd: Path | None = None, eof_at_exit: bool = False) -> InteractiveRun:
    """Runs `solution` (with `limits`) against `interactor` (testlib's convention: run as
    `interactor INPUT OUTPUT`, with its own generous limits `jury`, by default
    interactor_limits(limits)), their stdin and stdout joined through the supervisor's relay.
    `files` is a path prefix for the run's files. jury_args: the interactor's arguments instead
    of INPUT OUTPUT (a Polygon interactor also gets the answer; a Kattis one `input answer
    feedback_dir`). keep_output: where the interactor's output file is kept (for a checker that
    judges it, as Polygon does). accept_code: the interactor's exit that accepts (0 testlib, 42
    Kattis); after it the solution must end by itself, after any other it is stopped.
    eof_at_exit: the interactor reads the end of the solution's output only once the solution
    has exited, not when it closes its stdout (the Kattis format's tools: closing stdout early
    and then crashing or running on is RE or TLE, not the interactor's WA)."""
    jury = jury or interactor_limits(limits)
    paths = {k: files.with_name(f"{files.name}.{k}") for k in ("err", "ierr", "tout", "dialogue")}
    options = [*_limit_options(limits),
               "--interactor-time-ms", str(jury.time_ms),
               "--interactor-wall-ms", str(limits.wall_ms + jury.time_ms),
               "--interactor-wall-cap-ms", str(limits.wall_cap_ms + jury.time_ms),
               "--interactor-memory-kib", str(jury.memory_mib * 1024),
               "--interactor-stack-kib", str(jury.stack_limit_mib * 1024),
               "--interactor-output-bytes", str(jury.output_bytes),
               "--interactor-stderr", str(paths["ierr"]), "--stderr", str(paths["err"]),
               "--transcript", str(paths["dialogue"]),
               "--transcript-lines", str(transcript_lines), "--idle-ms", str(IDLE_MS),
               "--interactor-accept-code", str(accept_code)]
    if eof_at_exit:
        options.append("--eof-at-exit")
    if keep_output is not None:
        paths["tout"] = keep_output
    jury_argv = [*_argv(interactor), *(jury_args if jury_args is not None
                                       else [str(input_path), str(paths["tout"])])]
    options += ["--interactor-argc", str(len(jury_argv))]
    paths["tout"].write_bytes(b"")
    try:
        fields = _supervise(options, [*_argv(solution), *jury_argv], env, cwd)
        with open(paths["tout"], "rb") as tout:
            output = tout.read(2000)
        return InteractiveRun(
            solution=_result(fields, paths["err"]), interactor=_result(fields, paths["ierr"], "i_"),
            interactor_saw_eof=fields["saw_eof"] == "1",
            transcript=read_transcript(paths["dialogue"]),
            solution_lines=int(fields["s_lines"]), interactor_lines=int(fields["i_lines"]),
            interactor_output=output, interactor_limits=jury)
    finally:
        for key, path in paths.items():
            if key == "tout" and keep_output is not None:
                continue
            try:
                path.unlink()
            except OSError:
                pass
