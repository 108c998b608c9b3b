"""Where things are: the repository root, the problems, the cache."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# JUDGE_PROBLEMS points the judge at another problems folder (the judge's own tests use it).
PROBLEMS = Path(os.environ.get("JUDGE_PROBLEMS", ROOT / "problems")).resolve()


def cache_dir() -> Path:
    """The judge's cache (compiled programs in bin/, generated tests, stress failures): the
    per-user `$XDG_CACHE_HOME/grundy-kit` (default ~/.cache/grundy-kit), never the kit's
    checkout, so that a writable kit stays clean and every checkout shares one compile cache.
    JUDGE_CACHE overrides it (a test session's own folder, say)."""
    if "JUDGE_CACHE" in os.environ:
        path = Path(os.environ["JUDGE_CACHE"]).absolute()  # programs run in folders of their own
    else:
        user_cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
        path = Path(user_cache).absolute() / "grundy-kit"
    path.mkdir(parents=True, exist_ok=True)
    return path


def python_env() -> dict[str, str]:
    """The environment for gen.py / validator.py / brute.py: the repository root importable."""
    env = dict(os.environ)
    old = env.get("PYTHONPATH")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + old if old else "")
    return env
