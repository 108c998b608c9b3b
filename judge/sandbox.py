"""Running one program on one input under limits, through the C++ supervisor judge/sandbox.cpp.

The supervisor (compiled on first use and cached like any binary) starts the program in a new
session and a new PID namespace (or as a child subreaper when namespaces are not allowed), sets
the rlimits, reads stdout and stderr through pipes with caps, stops the program at the CPU limit
or the wall-clock backstop, takes CPU time and peak RSS from wait4, and kills every process left
before it reports. See docs/judge.md.
"""
from __future__ import annotations

import functools
import os
import signal
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from .compiler import compile_text
from .errors import JudgeFailure

SUPERVISOR_SOURCE = Path(__file__).with_name("sandbox.cpp")
OUTPUT_CAP_BYTES = 64 << 20
STDERR_TAIL_BYTES = 4096
# Processes and threads one run may have (a pids cgroup, when the machine allows one; RLIMIT_NPROC
# does not bind root). JUDGE_MAX_PROCESSES overrides it.
MAX_PROCESSES = 64


@dataclass
class Limits:
    time_ms: int
    memory_mib: int
    output_bytes: int = OUTPUT_CAP_BYTES
    # AddressSanitizer reserves terabytes of address space, so RLIMIT_AS cannot bound a sanitized
    # run: the limit is then checked on peak RSS (the verdict) and by ASan's own RSS watchdog.
    rss_only: bool = False

    @property
    def wall_ms(self) -> int:
        """The wall-clock backstop: max(2 x TL, TL + 1 s)."""
        return max(2 * self.time_ms, self.time_ms + 1000)


@dataclass
class RunResult:
    exit_code: int          # -1 when killed by a signal
    signal: int             # 0 when it exited
    cpu_ms: float
    wall_ms: float
    memory_kib: int
    output_bytes: int
    killed: str             # none | cpu | wall | output
    stderr_tail: bytes
    exec_errno: int
    namespace: bool
    pids_limit: int = 0     # the pids cgroup's limit, 0 when there was none

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
    return compile_text(text, "judge/sandbox.cpp", tag="sandbox").path


def run(program: list[str] | Path, input_path: Path, output_path: Path, limits: Limits,
        stderr_path: Path | None = None, env: dict[str, str] | None = None) -> RunResult:
    """Runs `program` (a path or an argv list) with stdin from `input_path`, stdout into
    `output_path` (capped); `env` adds variables to the program's environment."""
    argv = [str(program)] if isinstance(program, (str, Path)) else [str(a) for a in program]
    if stderr_path is None:
        stderr_path = output_path.with_name(output_path.name + ".err")
    command = [str(supervisor()),
               "--time-ms", str(limits.time_ms), "--wall-ms", str(limits.wall_ms),
               "--memory-kib", "0" if limits.rss_only else str(limits.memory_mib * 1024),
               "--stack-kib", str(limits.memory_mib * 1024),
               "--output-bytes", str(limits.output_bytes),
               "--stderr-bytes", str(STDERR_TAIL_BYTES),
               "--max-processes", os.environ.get("JUDGE_MAX_PROCESSES", str(MAX_PROCESSES)),
               "--input", str(input_path), "--output", str(output_path),
               "--stderr", str(stderr_path), "--", *argv]
    proc = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          stdin=subprocess.DEVNULL, close_fds=True,
                          env={**os.environ, **env} if env else None)
    line = proc.stdout.decode("ascii", "replace").strip()
    fields = dict(item.split("=", 1) for item in line.split() if "=" in item)
    if proc.returncode != 0 or "error" in fields or "exit" not in fields:
        raise JudgeFailure(f"sandbox failed ({proc.returncode}): {line or proc.stderr.decode(errors='replace').strip()}")
    try:
        tail = Path(stderr_path).read_bytes()
    except OSError:
        tail = b""
    return RunResult(exit_code=int(fields["exit"]), signal=int(fields["signal"]),
                     cpu_ms=int(fields["cpu_us"]) / 1000, wall_ms=int(fields["wall_us"]) / 1000,
                     memory_kib=int(fields["maxrss_kib"]), output_bytes=int(fields["out_bytes"]),
                     killed=fields["killed"], stderr_tail=tail,
                     exec_errno=int(fields["exec_errno"]), namespace=fields["namespace"] == "1",
                     pids_limit=int(fields.get("pids_limit", "0")))
