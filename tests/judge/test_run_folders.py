"""Each test runs in an empty folder of its own, also when run folders are used again."""
from __future__ import annotations

import pytest

from conftest import gk

LOOKS_AND_LITTERS = """import os
print(len(os.listdir('.')))
open('litter', 'w').write('x')
os.mkdir('more')
"""
LOOKS_AND_CHMODS = """import os
print(len(os.listdir('.')), oct(os.stat('.').st_mode & 0o777))
os.chmod('.', 0o700)
"""


@pytest.mark.parametrize("jobs", ["1", "3"])
def test_a_run_never_sees_what_an_earlier_run_left(tmp_path, jobs):
    (tmp_path / "t").mkdir()
    for i in range(6):
        (tmp_path / "t" / f"{i}.in").write_text("\n")
        (tmp_path / "t" / f"{i}.out").write_text("0\n")
    (tmp_path / "a.py").write_text(LOOKS_AND_LITTERS)
    result = gk("run", "--solution", "a.py", "--tests", "t", "-j", jobs, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "AC 6/6 passed" in result.stdout
    assert not (tmp_path / "litter").exists()


def test_a_run_folder_changed_by_its_run_is_not_used_again(tmp_path):
    (tmp_path / "t").mkdir()
    (tmp_path / "a.py").write_text(LOOKS_AND_CHMODS)
    (tmp_path / "t" / "0.in").write_text("\n")
    probe = gk("run", "--solution", "a.py", "--tests", "t", cwd=tmp_path)  # the mode it sees
    mode = probe.stdout.split("the output:")[1].split()[1]
    for i in range(1, 5):
        (tmp_path / "t" / f"{i}.in").write_text("\n")
    for i in range(5):
        (tmp_path / "t" / f"{i}.out").write_text(f"0 {mode}\n")
    result = gk("run", "--solution", "a.py", "--tests", "t", "-j", "1", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "AC 5/5 passed" in result.stdout
