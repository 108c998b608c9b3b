"""Running a compiler: its whole process tree ends with the call.

`g++` starts `cc1plus` and `as` as its own children. subprocess.run kills only the process it
started when the judge is interrupted (Ctrl-C, a timeout): the driver died and `cc1plus` went on
compiling for seconds after `gk watch` had stopped (seen beside two busy loops, where the first
compile of judge/sandbox.cpp takes over 10 s). Here the compiler gets a process group of its
own, and the whole group is killed when the call ends early for any reason."""
from __future__ import annotations

import os
import signal
import subprocess
import threading


def run_tree(argv: list[str], timeout: float | None = None, **options) -> subprocess.CompletedProcess:
    """subprocess.run(argv, capture_output=True, text=True, errors="replace", **options), with
    the process group killed on a timeout (subprocess.TimeoutExpired is raised) or an interrupt."""
    proc = _start(argv, options)
    try:
        out, err = proc.communicate(timeout=timeout)
    except BaseException:
        _kill(proc)
        raise
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)


def _start(argv: list[str], options: dict) -> subprocess.Popen:
    """The compiler started in a session of its own. A Ctrl-C that lands inside Popen itself
    (after the fork, before it returns) would leave the child unknown and running: in the main
    thread it is held until Popen returns, then the tree is killed and the Ctrl-C goes on."""
    def popen() -> subprocess.Popen:
        return subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                errors="replace", start_new_session=True, **options)
    if threading.current_thread() is not threading.main_thread():
        return popen()
    held: list = []
    previous = signal.signal(signal.SIGINT, lambda *received: held.append(received))
    try:
        proc = popen()
    finally:
        signal.signal(signal.SIGINT, previous)
    if held:
        _kill(proc)
        if callable(previous):
            previous(*held[0])              # the default handler: KeyboardInterrupt
    return proc


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    proc.wait()
