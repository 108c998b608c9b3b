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
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
os.environ.setdefault("JUDGE_CACHE", str(USER_CACHE / "grundy-kit-tests"))
