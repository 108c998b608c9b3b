"""The suite's own machinery: the tiers' markers are registered (a misspelt one is an error, not
a test in the wrong tier), every mutant of tools/mutate.py still finds its text once, and a
missing ../shared fails the official-samples check in CI instead of skipping it."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import mutate  # noqa: E402  (tools/ is no package)


def pytest_in(folder: Path, *args: str, ci: bool) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    if ci:
        env["CI"] = "true"
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "-p", "no:xdist", *args], cwd=folder, capture_output=True, text=True,
                          env=env, timeout=300)


def test_every_mutant_finds_its_text_once():
    for mutant in mutate.MUTANTS:
        text = (ROOT / mutant.path).read_text(encoding="utf-8")
        assert mutate.mutated(text, mutant) != text, mutant.name


def test_mutate_says_in_one_line_what_to_do():
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "mutate.py"), "--only", "no-such"],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1, run.stderr
    assert "--list" in run.stderr


def test_an_unregistered_marker_is_an_error(tmp_path):
    shutil.copy(ROOT / "pytest.ini", tmp_path / "pytest.ini")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text(
        "import pytest\n\n@pytest.mark.slwo\ndef test_x():\n    pass\n\n"
        "@pytest.mark.slow\n@pytest.mark.timing\ndef test_y():\n    pass\n")
    run = pytest_in(tmp_path, ci=False)
    assert run.returncode != 0 and "'slwo' not found in `markers`" in run.stdout + run.stderr
    (tmp_path / "tests" / "test_x.py").write_text(
        "import pytest\n\n@pytest.mark.slow\n@pytest.mark.timing\ndef test_y():\n    pass\n")
    assert pytest_in(tmp_path, "-m", "slow and timing", ci=False).returncode == 0


def test_missing_official_samples_fail_in_ci_and_skip_locally(tmp_path):
    # The kit's tests and problems without the ../shared folder beside them.
    kit = tmp_path / "kit"
    (kit / "tests" / "problems").mkdir(parents=True)
    for name in ("pytest.ini", "tests/conftest.py", "tests/tiers.py",
                 "tests/problems/test_problems.py"):
        shutil.copy(ROOT / name, kit / name)
    (kit / "problems").symlink_to(ROOT / "problems")
    (kit / "judge").symlink_to(ROOT / "judge")
    only = ("-k", "official_samples and advance-or-eat")
    local = pytest_in(kit, *only, "-rs", ci=False)
    assert local.returncode == 0 and "1 skipped" in local.stdout, local.stdout
    assert "shared/problems (the original problems' facts, beside the checkout) is absent" \
        in local.stdout
    ci = pytest_in(kit, *only, ci=True)
    assert ci.returncode == 1 and "1 failed" in ci.stdout, ci.stdout


def test_shards_split_the_tests_without_loss_or_overlap(tmp_path):
    """CI runs one quarter of the slow tier (--shard I/4): the four quarters together are every
    test once, and a bad --shard is one line."""
    kit = tmp_path / "kit"
    (kit / "tests").mkdir(parents=True)
    for name in ("pytest.ini", "tests/conftest.py", "tests/tiers.py"):
        shutil.copy(ROOT / name, kit / name)
    (kit / "tests" / "test_many.py").write_text(
        "import pytest\n\n@pytest.mark.parametrize('i', range(40))\ndef test_i(i):\n    pass\n")
    seen = []
    for index in range(4):
        run = pytest_in(kit, "--collect-only", "--shard", f"{index}/4", ci=False)
        assert run.returncode == 0, run.stdout + run.stderr
        got = [ln for ln in run.stdout.splitlines() if "::test_i[" in ln]
        assert got, f"shard {index} of 4 is empty"
        seen += got
    assert sorted(seen) == sorted(f"tests/test_many.py::test_i[{i}]" for i in range(40))
    bad = pytest_in(kit, "--shard", "4/4", ci=False)
    assert bad.returncode != 0 and "--shard 4/4: I must be 0 to N - 1" in bad.stdout + bad.stderr
