"""Shared pytest set-up: the repository root is importable (`import judge`), and the session's
compiles share one cache across the xdist workers and between sessions.

That cache is the kit's own (judge/compiler.py; the explorer's programs go there too): a binary
keyed by the SHA-256 of its text, flags and compiler, written under a temporary name and renamed
into place, so workers compiling the same program at once never see half a file and a changed
source is compiled again. It lives in the user's cache folder ($XDG_CACHE_HOME, default
~/.cache) under grundy-kit-tests/, never in the checkout. (ccache would not serve here: it
caches no compile that also links, which is how the judge and the tests call g++; it serves
the CMake builds.) A test that checks where a cache goes, or that a first compile is not
cached, sets JUDGE_CACHE itself."""
import os
import resource
import signal
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# The tests run `make` as a contestant would, from a plain shell: under `make test` (which runs
# pytest beside the GoogleTest build, make -j 2) the parent's jobserver flags would reach them,
# and a child make then warns "jobserver unavailable" on stderr.
for _name in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES"):
    os.environ.pop(_name, None)

# Started in the background (`nohup make test &`, a CI runner's job), the suite inherits SIGINT
# ignored, and an ignored signal stays ignored in every program it starts: the tests that press
# Ctrl-C on gk then waited 30 s for nothing. A handled signal is reset to the default at exec.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
os.environ.setdefault("JUDGE_CACHE", str(USER_CACHE / "grundy-kit-tests"))


def _cpu_seconds() -> float:
    own, children = (resource.getrusage(who) for who in
                     (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def pytest_addoption(parser):
    parser.addoption("--shard", default=None, metavar="I/N",
                     help="run only shard I of N (0 <= I < N): the tests whose id hashes to I "
                          "mod N (CI runs one shard of the slow tier each time: docs/layout.md)")


def _shard(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    try:
        index, count = (int(part) for part in text.split("/"))
    except ValueError:
        raise pytest.UsageError(f"--shard {text}: give I/N, e.g. --shard 0/4") from None
    if not 0 <= index < count:
        raise pytest.UsageError(f"--shard {text}: I must be 0 to N - 1")
    return index, count


@pytest.hookimpl(tryfirst=True)  # before -m deselects by marks
def pytest_collection_modifyitems(config, items):
    """The tests that tests/tiers.py lists as slow get the mark, as if written on them; with
    --shard I/N only the tests of that shard stay (a stable hash of the test's id, the same in
    every xdist worker and on every machine)."""
    import zlib
    from tiers import is_slow
    for item in items:
        if is_slow(item.path, item.originalname, item.name):
            item.add_marker(pytest.mark.slow)
    shard = _shard(config.getoption("--shard"))
    if shard is not None:
        index, count = shard
        kept = [item for item in items if zlib.crc32(item.nodeid.encode()) % count == index]
        dropped = [item for item in items if zlib.crc32(item.nodeid.encode()) % count != index]
        if dropped:
            config.hook.pytest_deselected(items=dropped)
        items[:] = kept


# KIT_TEST_CPU_LOG=<file>: each test's CPU seconds (its own and its finished children's), one
# line each, appended by every xdist worker. Wall time on a shared machine says little about a
# test's cost; this is what chose the tiers (sort -rn <file> | head).
@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    log = os.environ.get("KIT_TEST_CPU_LOG")
    before = _cpu_seconds() if log else 0.0
    yield
    if log:
        with open(log, "a", encoding="utf-8") as f:
            f.write(f"{_cpu_seconds() - before:.2f}\t{item.nodeid}\n")
