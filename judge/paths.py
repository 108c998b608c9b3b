"""Where things are: the repository root, the problems, the cache."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# JUDGE_PROBLEMS points the judge at another problems folder (the judge's own tests use it).
PROBLEMS = Path(os.environ.get("JUDGE_PROBLEMS", ROOT / "problems")).resolve()


def cache_dir() -> Path:
    """`.cache/` at the repository root (gitignored) wherever the judge is called from; when the
    kit is not writable (installed for everyone, run by another user), the per-user
    `$XDG_CACHE_HOME/grundy-kit` (default ~/.cache/grundy-kit). JUDGE_CACHE overrides both."""
    if "JUDGE_CACHE" in os.environ:
        path = Path(os.environ["JUDGE_CACHE"]).absolute()  # programs run in folders of their own
    else:
        path = ROOT / ".cache"
        try:
            path.mkdir(exist_ok=True)
        except OSError:
            pass
        if not (path.is_dir() and os.access(path, os.W_OK | os.X_OK)):
            user_cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
            path = Path(user_cache) / "grundy-kit"
    path.mkdir(parents=True, exist_ok=True)
    return path


def python_env() -> dict[str, str]:
    """The environment for gen.py / validator.py / brute.py: the repository root importable."""
    env = dict(os.environ)
    old = env.get("PYTHONPATH")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + old if old else "")
    return env
