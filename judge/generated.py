"""Generated tests (`[[generated]]` in problem.toml): inputs from gen.py, pinned by SHA-256,
answers from the reference solution, both cached under `.cache/gen/<id>/`."""
from __future__ import annotations

import atexit
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from .errors import JudgeFailure
from .paths import ROOT, cache_dir, python_env
from .problem import Generated, Problem


def atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", dir=path.parent)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def sha256_of(data: bytes) -> str:
    import hashlib  # here: OpenSSL's is fast on large inputs, and loading it costs 2 ms
    return hashlib.sha256(data).hexdigest()


class _Worker:
    """One judge.pyworker process (see judge/pyworker.py), used by one thread at a time."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen([sys.executable, "-m", "judge.pyworker"], env=python_env(),
                                     cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.dir = Path(tempfile.mkdtemp(prefix="pyworker-"))

    def run(self, script: Path, args: list[str], stdin: bytes, timeout: float):
        files = {name: self.dir / name for name in ("in", "out", "err")}
        files["in"].write_bytes(stdin)
        request = {"script": str(script), "argv": args, "stdin": str(files["in"]),
                   "stdout": str(files["out"]), "stderr": str(files["err"])}
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        pid = json.loads(self.proc.stdout.readline())["pid"]
        timed_out = threading.Event()

        def stop() -> None:
            timed_out.set()
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

        timer = threading.Timer(timeout, stop)
        timer.start()
        try:
            code = json.loads(self.proc.stdout.readline())["exit"]
        finally:
            timer.cancel()
        if timed_out.is_set():
            raise subprocess.TimeoutExpired(str(script), timeout)
        return subprocess.CompletedProcess([str(script), *args], code, files["out"].read_bytes(),
                                           files["err"].read_bytes())

    def close(self) -> None:
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
        shutil.rmtree(self.dir, ignore_errors=True)


_workers = threading.local()
_all_workers: list[_Worker] = []
_lock = threading.Lock()


def _worker() -> _Worker | None:
    worker = getattr(_workers, "worker", None)
    if worker is None and os.environ.get("JUDGE_PYWORKER", "1") != "0":
        try:
            worker = _Worker()
        except OSError:
            return None
        _workers.worker = worker
        with _lock:
            _all_workers.append(worker)
    return worker


@atexit.register
def _close_workers() -> None:
    with _lock:
        for worker in _all_workers:
            worker.close()
        _all_workers.clear()


def run_script(script: Path, args: list[str], stdin: bytes | None = None,
               timeout: float = 120) -> subprocess.CompletedProcess:
    """A problem's Python program, on the judge's own interpreter, repository root importable
    (through a forking worker: the same as a fresh `python3 script`, much faster)."""
    try:
        worker = _worker()
        if worker is not None:
            try:
                return worker.run(script, args, stdin or b"", timeout)
            except (OSError, ValueError, KeyError, json.JSONDecodeError):
                _workers.worker = None  # a broken worker: fall back to a plain process
        return subprocess.run([sys.executable, str(script), *args], input=stdin or b"",
                              capture_output=True, env=python_env(), cwd=ROOT, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise JudgeFailure(f"{script.relative_to(ROOT) if script.is_relative_to(ROOT) else script} "
                           f"{' '.join(args)} ran longer than {timeout:.0f} s") from None


def gen_dir(problem: Problem) -> Path:
    return cache_dir() / "gen" / problem.id


def generate_input(problem: Problem, entry: Generated) -> tuple[Path, str]:
    """The input file of a generated test (made once per gen.py version) and its SHA-256."""
    gen = problem.script("gen.py")
    key = sha256_of(gen.read_bytes())[:16]
    safe = re.sub(r"[^A-Za-z0-9._-]", "_", f"{entry.seed}-{entry.size}")
    path = gen_dir(problem) / f"{key}-{safe}.in"
    if not path.is_file():
        result = run_script(gen, [str(entry.seed), entry.size])
        if result.returncode != 0:
            message = result.stderr.decode("utf-8", "replace").strip().splitlines()
            raise JudgeFailure(f"{problem.shown}/gen.py {entry.seed} {entry.size} failed "
                               f"(exit {result.returncode}): {message[-1] if message else ''}")
        atomic_write(path, result.stdout)
    return path, sha256_of(path.read_bytes())


def pin_mismatch(problem: Problem, entry: Generated, actual: str) -> str | None:
    """None when the input matches its pin, else the message of the JE."""
    if entry.sha256 == actual:
        return None
    where = f"{problem.shown}/problem.toml [[generated]] {entry.name!r}"
    if not re.fullmatch(r"[0-9a-f]{64}", entry.sha256):
        return (f"{where} has no sha256 pin; run `gk gen {problem.named} --pin`")
    return (f"{where}: gen.py {entry.seed} {entry.size} now prints an input with sha256 "
            f"{actual[:16]}…, the pin is {entry.sha256[:16]}…; if gen.py changed on purpose, "
            f"run `gk gen {problem.named} --pin`")


def pin_hashes(problem: Problem, hashes: dict[str, str]) -> None:
    """Writes sha256 = "..." into each [[generated]] table of problem.toml, keeping the rest."""
    lines = problem.toml.read_text(encoding="utf-8").splitlines(keepends=True)
    blocks = [i for i, line in enumerate(lines) if re.match(r"\s*\[\[\s*generated\s*\]\]", line)]
    if len(blocks) != len(problem.generated):
        raise JudgeFailure(f"{problem.toml}: cannot find the [[generated]] tables to pin")
    for block_index in reversed(range(len(blocks))):
        entry = problem.generated[block_index]
        start = blocks[block_index] + 1
        end = start
        while end < len(lines) and not re.match(r"\s*\[", lines[end]):
            end += 1
        new = f'sha256 = "{hashes[entry.name]}"\n'
        for i in range(start, end):
            if re.match(r"\s*sha256\s*=", lines[i]):
                comment = re.search(r"\s+#.*$", lines[i].rstrip("\n"))
                lines[i] = new.rstrip("\n") + (comment.group(0) if comment else "") + "\n"
                break
        else:
            last = end
            while last > start and lines[last - 1].strip() == "":
                last -= 1
            lines.insert(last, new)
    problem.toml.write_text("".join(lines), encoding="utf-8")
