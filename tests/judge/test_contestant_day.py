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


def suggested_command(text: str, verb: str) -> list[str]:
    """The `gk VERB ...` command a message suggests, as arguments after `gk`."""
    import re
    found = re.search(rf"`gk ({verb} [^`]*)`", text)
    assert found, f"no `gk {verb} ...` suggested in: {text}"
    return found.group(1).split()


def test_the_scaffold_passes_its_first_run_and_its_hints_work_outside_the_kit(tmp_path):
    # `gk new` then `gk run` was a JE (an unpinned generated test), and the JE said
    # `python3 -m judge gen ... --pin`, which fails outside the kit ("No module named judge").
    created = gk("new", "my-game", cwd=tmp_path)
    assert created.returncode == 0, created.stdout + created.stderr
    first = gk("run", "my-game", cwd=tmp_path)
    assert first.returncode == 0, first.stdout + first.stderr
    toml = tmp_path / "my-game" / "problem.toml"
    unpinned = "\n".join('sha256 = ""' if line.startswith("sha256") else line
                         for line in toml.read_text().splitlines())
    toml.write_text(unpinned + "\n")
    refused = gk("run", "my-game", cwd=tmp_path)
    assert refused.returncode != 0 and "python3 -m judge" not in refused.stdout + refused.stderr
    pinned = gk(*suggested_command(refused.stdout, "gen"), cwd=tmp_path)
    assert pinned.returncode == 0, pinned.stdout + pinned.stderr
    assert gk("run", "my-game", cwd=tmp_path).returncode == 0


def test_a_folder_without_problem_toml_suggests_gk_new(tmp_path):
    problems = tmp_path / "problems"
    (problems / "half").mkdir(parents=True)
    result = gk("run", "half", cwd=tmp_path, env={"JUDGE_PROBLEMS": str(problems)})
    assert result.returncode == 2
    assert suggested_command(one_line_error(result), "new") == ["new", "half"]
