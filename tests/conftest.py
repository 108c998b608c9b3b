"""Shared pytest set-up: the repository root is importable (`import judge`), and every compile
of the session goes through one cache shared by the xdist workers and kept between sessions.

The cache lives in the user's cache folder ($XDG_CACHE_HOME, default ~/.cache), never in the
checkout: the judge's compiled programs (content-addressed, so a changed source or compiler is
compiled again) in grundy-kit-tests/, and every plain `g++`/`clang++` a test or the explorer runs
through ccache's compiler links when ccache is installed. A test that checks where a cache goes,
or that a first compile is not cached, sets JUDGE_CACHE itself."""
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
os.environ.setdefault("JUDGE_CACHE", str(USER_CACHE / "grundy-kit-tests"))
# Debian's ccache puts g++, clang++, ... linking to itself here; first on PATH, a compile whose
# preprocessed text, flags and compiler were seen before is copied back from ccache's store.
CCACHE_LINKS = Path("/usr/lib/ccache")
if (CCACHE_LINKS / "g++").exists() and str(CCACHE_LINKS) not in os.environ["PATH"].split(":"):
    os.environ["PATH"] = f"{CCACHE_LINKS}:{os.environ['PATH']}"
