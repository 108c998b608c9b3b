"""A contestant's day without a workaround (issue 34): gk from a folder outside the kit, the
cache out of the checkout, the scaffold, stress on any folder, multi-test shrinking, crashes."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import ROOT, gk, one_line_error  # noqa: F401


def cache_dir_with(env: dict) -> Path:
    """judge.paths.cache_dir() as a fresh process with exactly this environment sees it."""
    result = subprocess.run([sys.executable, "-P", "-c",
                             "from judge.paths import cache_dir; print(cache_dir())"],
                            env={"PYTHONPATH": str(ROOT), "PATH": os.environ["PATH"], **env},
                            capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    return Path(result.stdout.strip())


def test_the_cache_is_the_users_never_the_writable_checkout(tmp_path):
    # A writable kit got its compiled programs in `.cache/` of the checkout.
    assert os.access(ROOT, os.W_OK)  # the case that went wrong
    xdg = cache_dir_with({"XDG_CACHE_HOME": str(tmp_path / "xdg"), "HOME": str(tmp_path)})
    assert xdg == tmp_path / "xdg" / "grundy-kit"
    home = cache_dir_with({"HOME": str(tmp_path)})
    assert home == tmp_path / ".cache" / "grundy-kit"
    chosen = cache_dir_with({"HOME": str(tmp_path), "JUDGE_CACHE": str(tmp_path / "mine")})
    assert chosen == tmp_path / "mine"
    for path in (xdg, home, chosen):
        assert path.is_dir() and ROOT not in path.parents
