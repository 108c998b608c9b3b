"""`gk watch`: a saved solution (or test) is judged again; Ctrl-C ends it quietly."""
from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from conftest import ROOT, gk, processes_naming

WRONG = "a, b = map(int, input().split())\nprint(a - b)\n"
RIGHT = "a, b = map(int, input().split())\nprint(a + b)\n"
BROKEN = "a, b = map(int, input().split()\n"


def save(path: Path, text: str) -> None:
    """As editors save: a new file renamed over the old one."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


class Watch:
    def __init__(self, folder: Path, env: dict[str, str], *args: str) -> None:
        environment = dict(os.environ)
        environment.pop("JUDGE_PROBLEMS", None)
        environment.update(PYTHONPATH=str(ROOT), JUDGE_CACHE=str(folder / "cache"), **env)
        self.proc = subprocess.Popen(
            [sys.executable, "-P", "-m", "judge", "watch", *args], cwd=folder, env=environment,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def until(self, prefix: str, timeout: float = 90) -> list[str]:
        """The lines up to the next one that starts with `prefix`."""
        got, end = [], time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                self.proc.kill()
                pytest.fail(f"no {prefix!r} line; got {self.seen + got}")
            got.append(line)
            if line.startswith(prefix):
                self.seen += got
                return got

    def stop(self) -> tuple[int, str]:
        self.proc.send_signal(signal.SIGINT)
        try:
            code = self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise
        return code, self.proc.stderr.read()


def leftovers(folder: Path) -> list[str]:
    """Live processes started from the folder (the solution runs from its cache there)."""
    found = []
    for pid in processes_naming(str(folder)):
        try:
            found.append(Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
                         .decode(errors="replace"))
        except OSError:
            continue
    return found


@pytest.fixture
def contest_folder(tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "1.in").write_text("1 2\n")
    (tmp_path / "tests" / "1.out").write_text("3\n")
    (tmp_path / "a.py").write_text(WRONG)
    return tmp_path


@pytest.mark.timing  # fixed waits on a live process: failed in the parallel pass at load 8-18
@pytest.mark.parametrize("mode", ["inotify", "poll"])
def test_a_saved_fix_is_judged_again_and_ctrl_c_ends_quietly(contest_folder, mode):
    folder = contest_folder
    watch = Watch(folder, {"JUDGE_WATCH_POLL": "1"} if mode == "poll" else {}, "-j", "1")
    first = watch.until("gk watch: not accepted")
    assert any("WA 0/1 passed" in line for line in first), first
    save(folder / "a.py", RIGHT)
    second = watch.until("gk watch: accepted")
    assert any("AC 1/1 passed" in line for line in second), second
    if mode == "inotify":   # a compile error is shown, and watching goes on
        (folder / "a.py").write_text(BROKEN)
        third = watch.until("gk watch: compile error")
        assert any("SyntaxError" in line for line in third), third
        save(folder / "a.py", RIGHT)
        watch.until("gk watch: accepted")
    else:                   # a new test in tests/ is a change too
        (folder / "tests" / "2.in").write_text("5 6\n")
        (folder / "tests" / "2.out").write_text("11\n")
        third = watch.until("gk watch: accepted")
        assert any("AC 2/2 passed" in line for line in third), third
    code, stderr = watch.stop()
    assert code == 0, stderr
    assert stderr.strip() == "gk watch: stopped", stderr
    runs = [line for line in watch.seen if re.match(r"gk watch: [\d:]+ judging a\.py$", line)]
    assert len(runs) == (4 if mode == "inotify" else 3), watch.seen  # one run per save, no more
    assert not any("\033[" in line for line in watch.seen)  # no screen clearing into a pipe
    assert leftovers(folder) == []


@pytest.mark.timing  # fixed waits on a live process: failed in the parallel pass at load 8-18
def test_ctrl_c_during_a_run_leaves_nothing_behind(contest_folder):
    (contest_folder / "a.py").write_text("import time\ntime.sleep(30)\n")
    watch = Watch(contest_folder, {}, "-j", "1", "--tl", "20000")
    watch.until("gk watch: ")            # the run has started
    deadline = time.monotonic() + 60     # the solution itself is running
    while not leftovers(contest_folder) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.3)
    code, stderr = watch.stop()
    assert code == 0 and "Traceback" not in stderr, stderr
    assert stderr.strip().splitlines()[-1] == "gk watch: stopped", stderr
    deadline = time.monotonic() + 10
    while leftovers(contest_folder) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert leftovers(contest_folder) == []


@pytest.mark.parametrize("args, message", [
    (["--all"], "--all is for gk run"),
    (["--tests", "-"], "cannot re-read stdin"),
    (["--solution", "missing.cpp"], "does not exist"),
])
def test_bad_arguments_are_one_line(contest_folder, args, message):
    result = gk("watch", *args, cwd=contest_folder, timeout=60)
    assert result.returncode == 2
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr
