"""Helpers for the judge's tests: fixture paths, running the CLI, finding leftover processes."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
PROGRAMS = FIXTURES / "programs"
PROBLEMS = FIXTURES / "problems"


def run_judge(*args, problems: Path | None = PROBLEMS, env: dict | None = None,
              timeout: float = 120) -> subprocess.CompletedProcess:
    """`python3 -m judge ARGS` from the repository root, on the fixture problems by default."""
    environment = dict(os.environ)
    environment.pop("JUDGE_PROBLEMS", None)
    if problems is not None:
        environment["JUDGE_PROBLEMS"] = str(problems)
    environment.update(env or {})
    return subprocess.run([sys.executable, "-m", "judge", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, errors="replace", env=environment,
                          timeout=timeout)


def gk(*args, cwd: Path, env: dict | None = None,
       timeout: float = 180) -> subprocess.CompletedProcess:
    """The judge as `gk` runs it: from the folder `cwd`, the kit importable from anywhere."""
    environment = dict(os.environ)
    environment.pop("JUDGE_PROBLEMS", None)
    environment["PYTHONPATH"] = str(ROOT)
    environment.update(env or {})
    return subprocess.run([sys.executable, "-P", "-m", "judge", *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, errors="replace", env=environment,
                          timeout=timeout)


def processes_naming(text: str) -> list[int]:
    """Pids of live processes (not zombies) whose command line holds `text`."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            try:
                cmdline = Path(f"/proc/{entry}/cmdline").read_bytes().replace(b"\0", b" ")
                state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if text.encode() in cmdline and state != "Z":
                found.append(int(entry))
    return found


def processes_running(binary: Path) -> list[int]:
    """Pids of live processes (not zombies) whose executable is `binary`."""
    found = []
    target = str(Path(binary).resolve())
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            if os.readlink(f"/proc/{entry}/exe") != target:
                continue
            with open(f"/proc/{entry}/stat") as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            found.append(int(entry))
    return found


@pytest.fixture
def problems_copy(tmp_path: Path) -> Path:
    """A writable copy of the fixture problems (for tests that edit metadata)."""
    target = tmp_path / "problems"
    shutil.copytree(PROBLEMS, target)
    return target


def one_line_error(result: subprocess.CompletedProcess) -> str:
    """The judge's error: exactly one line on stderr, no traceback."""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]
