"""Where things are: the repository root, the problems, the cache."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# JUDGE_PROBLEMS points the judge at another problems folder (the judge's own tests use it).
PROBLEMS = Path(os.environ.get("JUDGE_PROBLEMS", ROOT / "problems")).resolve()


def cache_dir() -> Path:
    """`.cache/` at the repository root (gitignored); JUDGE_CACHE overrides it."""
    path = Path(os.environ.get("JUDGE_CACHE", ROOT / ".cache"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def python_env() -> dict[str, str]:
    """The environment for gen.py / validator.py / brute.py: the repository root importable."""
    env = dict(os.environ)
    old = env.get("PYTHONPATH")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + old if old else "")
    return env
