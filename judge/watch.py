"""`gk watch`: `gk run` again whenever the solution (or a file it includes, or the tests) is saved.

Changes are seen through inotify (the Linux syscalls, called through ctypes) on the folders that
hold the watched files, else by polling their size and modification time every 0.3 s
(JUDGE_WATCH_POLL=1 forces polling). Either way a run starts only when the watched files differ
from what the last run judged, and only once they have been quiet for a moment: an editor's save
is a burst (write a temporary file, rename it over the old one, change its mode), and the file is
briefly missing in between. See docs/judge.md, "Watch mode".
"""
from __future__ import annotations

import copy
import os
import select
import sys
import time
from datetime import datetime
from pathlib import Path

from .errors import EXIT_OK, CompileError, JudgeFailure, UserError

POLL_SECONDS = 0.3
QUIET_SECONDS = 0.15      # no event for this long: the save is over
SAFETY_SECONDS = 2.0      # with inotify, look anyway this often (a watched folder replaced)
CLEAR = "\033[H\033[2J\033[3J"

# <sys/inotify.h>
IN_MODIFY, IN_ATTRIB, IN_CLOSE_WRITE = 0x2, 0x4, 0x8
IN_MOVED_FROM, IN_MOVED_TO, IN_CREATE, IN_DELETE = 0x40, 0x80, 0x100, 0x200
IN_DELETE_SELF, IN_MOVE_SELF = 0x400, 0x800
IN_NONBLOCK, IN_CLOEXEC = 0o4000, 0o2000000
MASK = (IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE
        | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF)


class Inotify:
    """inotify through libc's inotify_init1 and inotify_add_watch; None where unavailable."""

    def __init__(self) -> None:
        import ctypes
        libc = ctypes.CDLL(None, use_errno=True)
        self._add = libc.inotify_add_watch
        self._add.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
        self._add.restype = ctypes.c_int
        init = libc.inotify_init1
        init.argtypes = [ctypes.c_int]
        init.restype = ctypes.c_int
        self.fd = init(IN_NONBLOCK | IN_CLOEXEC)
        if self.fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1 failed")
        self.watched: set[Path] = set()

    @classmethod
    def open(cls) -> Inotify | None:
        if not sys.platform.startswith("linux") or os.environ.get("JUDGE_WATCH_POLL") == "1":
            return None
        try:
            return cls()
        except (OSError, AttributeError):  # no inotify (another libc, a sandbox without it)
            return None

    def watch(self, folders: set[Path]) -> None:
        """Watches each folder (again: a folder replaced since gets a new watch)."""
        for folder in folders:
            self._add(self.fd, os.fsencode(folder), MASK)  # a missing folder: seen by the snapshot
        self.watched = folders

    def wait(self, timeout: float) -> bool:
        """True when some event came within `timeout` seconds (the events are read away)."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        while True:
            try:
                if not os.read(self.fd, 65536):
                    break
            except BlockingIOError:
                break
        return True

    def close(self) -> None:
        os.close(self.fd)


def _included_files(source: Path) -> list[Path]:
    """The files a C++ solution pulls in through the bundler's rules (its own headers, the kit's
    snippets), found without bundling: a file being edited may not bundle."""
    from .bundle import INCLUDE, _resolve
    from .paths import ROOT
    found: list[Path] = []
    todo = [source]
    while todo:
        path = todo.pop()
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for line in text.splitlines():
            match = INCLUDE.match(line)
            if not match:
                continue
            quoted, angled = match.groups()
            target = _resolve(quoted, path, [ROOT]) if quoted else _resolve(angled, None, [ROOT])
            if target is not None and target not in found and target != source.resolve():
                found.append(target)
                todo.append(target)
    return found


def _visible(name: str) -> bool:
    """Not an editor's swap or backup file."""
    return not name.startswith((".", "#")) and not name.endswith(("~", ".swp", ".tmp"))


class Targets:
    """What one run depends on: the solution and its includes, the problem's files, the tests."""

    def __init__(self, solution: Path, files: list[Path], folders: list[Path]) -> None:
        self.solution = solution.absolute()
        self.files = [f.absolute() for f in files]
        self.folders = [d.absolute() for d in folders]

    def snapshot(self) -> dict[str, tuple[int, int, int] | None]:
        """Each watched file's (inode, size, mtime) or None when missing; the folders' files."""
        files = [self.solution, *self.files]
        if self.solution.suffix != ".py":
            files += _included_files(self.solution)
        state: dict[str, tuple[int, int, int] | None] = {}
        for path in files:
            state[str(path)] = _stat(path)
        for folder in self.folders:
            for top, dirs, names in os.walk(folder):
                dirs[:] = sorted(d for d in dirs if _visible(d))
                for name in names:
                    if _visible(name):
                        path = os.path.join(top, name)
                        state[path] = _stat(Path(path))
        return state

    def parents(self, state) -> set[Path]:
        """The folders to watch for events: every watched file's and every folder below."""
        folders = {Path(p).parent for p in state}
        for folder in self.folders:
            if folder.is_dir():
                folders.add(folder)
                folders.update(Path(top) / d for top, dirs, _ in os.walk(folder) for d in dirs)
        return {f for f in folders if f.is_dir()}


def _stat(path: Path) -> tuple[int, int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns


def wait_for_change(targets: Targets, judged: dict, notify: Inotify | None):
    """Blocks until the watched files differ from `judged` and have settled; their new state.
    A missing solution (mid-save: the old file removed, the new one not yet renamed in) is waited
    for."""
    while True:
        if notify is not None:
            notify.watch(targets.parents(judged))
            notify.wait(SAFETY_SECONDS)
        else:
            time.sleep(POLL_SECONDS)
        state = targets.snapshot()
        if state == judged:
            continue
        from .warm import start
        start()  # the next run's first cgroup move, warmed while the save settles
        # Something changed: wait until the burst is over (no event, or an unchanged state).
        while True:
            if notify is not None:
                notify.watch(targets.parents(state))
                if notify.wait(QUIET_SECONDS):
                    state = targets.snapshot()
                    continue
            else:
                time.sleep(QUIET_SECONDS)
            again = targets.snapshot()
            if again == state:
                break
            state = again
        if state != judged and state.get(str(targets.solution)) is not None:
            return state


def _resolve_targets(args) -> tuple[Path, Targets]:
    """The solution `gk run` would judge and what its run depends on."""
    from .commands import USUAL_SOLUTIONS, _problem_for_run
    if args.solution is not None and args.solution.is_dir():
        raise UserError(f"--solution {args.solution} is a directory; give a source file "
                        f"(e.g. {args.solution / 'a.cpp'})")
    if args.solution is not None and not args.solution.is_file():
        raise UserError(f"solution file {args.solution} does not exist")
    problem = _problem_for_run(args)   # may set args.tests to the folder's tests/ or test/
    solution = args.solution
    if solution is None and not problem.adhoc and problem.solution.is_file():
        solution = problem.solution
    if solution is None:
        solution = next((Path(f) for f in USUAL_SOLUTIONS if Path(f).is_file()), None)
        if solution is None:
            raise UserError("say which file to watch: --solution a.cpp (or a.py)")
        args.solution = solution
    files, folders = [], []
    if args.tests is not None:
        if args.tests.is_dir():
            folders.append(args.tests)
        else:
            files += [args.tests, *args.tests.parent.glob(args.tests.stem + ".*")]
    elif (problem.dir / "tests").is_dir():
        folders.append(problem.dir / "tests")
    if not problem.adhoc:
        files.append(problem.dir / "problem.toml")
    for extra in (problem.checker_source if problem.checker == "custom" else None,
                  problem.interactor_source if problem.interactive else None):
        if extra is not None:
            files.append(Path(extra))
    return solution, Targets(solution, files, folders)


def _judge_once(args) -> str:
    """One `gk run`; a compile error or a bad input is shown and watching goes on."""
    from .commands import cmd_run
    try:
        status = cmd_run(copy.copy(args))
        return {0: "accepted", 1: "not accepted", 3: "compile error"}.get(status, f"exit {status}")
    except CompileError as error:
        print(f"judge: CE: {error.source} does not compile:\n{error.message}")
        return "compile error"
    except (UserError, JudgeFailure) as error:
        print(f"judge: {'JE: ' if isinstance(error, JudgeFailure) else ''}{error}")
        return "error"


def watch(args) -> int:
    if args.all:
        raise UserError("gk watch judges one solution; --all is for gk run")
    if args.tests is not None and str(args.tests) == "-":
        raise UserError("gk watch cannot re-read stdin; save the input to a file and give "
                        "--tests FILE")
    solution, targets = _resolve_targets(args)
    notify = Inotify.open()
    terminal = sys.stdout.isatty() and not args.json
    status = sys.stderr if args.json else sys.stdout  # --json: stdout holds JSON documents only
    try:
        state = targets.snapshot()
        while True:
            if terminal:
                sys.stdout.write(CLEAR)
            print(f"gk watch: {datetime.now():%H:%M:%S} judging {solution}", file=status,
                  flush=True)
            outcome = _judge_once(args)
            sys.stdout.flush()
            print(f"gk watch: {outcome}; judging again when {solution.name} or the tests "
                  f"change (Ctrl-C stops)", file=status, flush=True)
            state = wait_for_change(targets, state, notify)
    except KeyboardInterrupt:
        print("gk watch: stopped", file=sys.stderr)
        return EXIT_OK
    finally:
        if notify is not None:
            notify.close()
