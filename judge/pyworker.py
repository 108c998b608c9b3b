"""Running the problems' Python programs (gen.py, validator.py, brute.py) quickly.

Starting an interpreter costs 15-30 ms, more than a tiny stress case itself. A worker process
(`python3 -m judge.pyworker`, same interpreter as the judge, repository root importable) starts
once per judge thread and, for each request, forks a child that runs the script as `__main__`
with its own argv, stdin, stdout and stderr (real file descriptors), so every run starts from a
clean module state exactly as `python3 script.py` would, at the cost of a fork.

Protocol, one JSON line each way: request {"script", "argv", "stdin", "stdout", "stderr"}
(paths); replies {"pid": n} when the child starts, then {"exit": code} (negative: signal).
"""
from __future__ import annotations

import json
import os
import signal
import sys


def _child(request: dict) -> None:
    # Ctrl-C reaches the whole process group: the script dies of it as `python3 script` would
    # be stopped, quietly (the judge itself says "interrupted").
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    try:
        for fd, (path, flags) in enumerate([(request["stdin"], os.O_RDONLY),
                                            (request["stdout"], os.O_WRONLY | os.O_TRUNC),
                                            (request["stderr"], os.O_WRONLY | os.O_TRUNC)]):
            opened = os.open(path, flags | os.O_CREAT if flags != os.O_RDONLY else flags, 0o644)
            os.dup2(opened, fd)
            os.close(opened)
        sys.stdin = open(0, "r", encoding="utf-8", closefd=False)
        sys.stdout = open(1, "w", encoding="utf-8", closefd=False)
        sys.stderr = open(2, "w", encoding="utf-8", closefd=False)
        script = request["script"]
        sys.argv = [script, *request["argv"]]
        sys.path[0] = os.path.dirname(os.path.abspath(script))
        import runpy
        code = 0
        try:
            runpy.run_path(script, run_name="__main__")
        except SystemExit as stop:
            if stop.code is None:
                code = 0
            elif isinstance(stop.code, int):
                code = stop.code
            else:
                print(stop.code, file=sys.stderr)
                code = 1
        except BaseException:  # noqa: BLE001 - reported like the interpreter does
            import traceback
            traceback.print_exc()
            code = 1
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except BrokenPipeError:
            pass
        os._exit(code & 0xFF)
    except BaseException:  # noqa: BLE001
        os._exit(120)


def main() -> None:
    # Ctrl-C is the judge's to handle; the worker ends when the judge closes its stdin.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # Modules the problems' scripts import, loaded once here so that children start warm.
    # pkgutil is runpy.run_path's own lazy import: loaded in each child it cost 4 of a tiny
    # gen.py's 10 ms of CPU.
    import collections, functools, itertools, math, pkgutil, random, re, runpy  # noqa: E401,F401
    import judge.strict_input  # noqa: F401
    requests = sys.stdin.buffer
    replies = sys.stdout
    for line in requests:
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:
            _child(request)
        replies.write(json.dumps({"pid": pid}) + "\n")
        replies.flush()
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        replies.write(json.dumps({"exit": code}) + "\n")
        replies.flush()


if __name__ == "__main__":
    main()
