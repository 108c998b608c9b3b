"""Test folders as other tools leave them: CPH's .cph/*.prob files, and the mistakes a folder
can hold (an answer without its input, two different answers for one input), which are said
and fail the run instead of passing silently."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import FIXTURES, gk, one_line_error

CPH = FIXTURES / "packages" / "cph-sum"


def test_cph_tests_are_read_like_any_test_folder(tmp_path):
    folder = tmp_path / "sum"
    shutil.copytree(CPH, folder)
    report = json.loads(gk("run", "--solution", "a.py", "--json", cwd=folder).stdout)
    # .cph/ is found by itself; two .prob files: the tests are named by their source.
    assert {t["name"]: t["verdict"] for t in report["tests"]} == {
        "a/1": "AC", "a/2": "AC", "minus/1": "WA"}
    result = gk("run", "--solution", "a.py", "--tests", ".cph", "--test", "a/*", cwd=folder)
    assert result.returncode == 0, result.stdout + result.stderr
    # One .prob alone: tests 1, 2.
    (folder / ".cph" / ".minus.py_77aa.prob").unlink()
    report = json.loads(gk("run", "--solution", "a.py", "--json", cwd=folder).stdout)
    assert [t["name"] for t in report["tests"]] == ["1", "2"]


def test_a_broken_cph_file_is_one_line(tmp_path):
    (tmp_path / ".cph").mkdir()
    (tmp_path / ".cph" / ".a.py_1.prob").write_text("{not json")
    (tmp_path / "a.py").write_text("print(1)\n")
    result = gk("run", "--solution", "a.py", cwd=tmp_path)
    assert result.returncode == 2
    assert "is not a CPH problem file" in one_line_error(result)


def _folder(tmp_path: Path, files: dict) -> None:
    (tmp_path / "a.py").write_text("print(input())\n")
    for name, text in files.items():
        (tmp_path / "tests" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "tests" / name).write_text(text)


def test_an_answer_without_its_input_is_said_and_fails(tmp_path):
    _folder(tmp_path, {"a.in": "1\n", "b.out": "1\n"})
    result = gk("run", "--solution", "a.py", cwd=tmp_path)
    assert result.returncode == 2
    message = one_line_error(result)
    assert "tests/b.out: no input of that name" in message
    assert "test a has no answer" in message


def test_two_different_answers_for_one_input_are_refused(tmp_path):
    _folder(tmp_path, {"d.in": "1\n", "d.out": "1\n", "d.ans": "2\n"})
    result = gk("run", "--solution", "a.py", cwd=tmp_path)
    assert result.returncode == 2
    assert "tests/d.in has 2 different answers (d.out, d.ans)" in one_line_error(result)
    # The same answer twice is no ambiguity.
    (tmp_path / "tests" / "d.ans").write_text("1\n")
    assert gk("run", "--solution", "a.py", cwd=tmp_path).returncode == 0


def test_a_compiled_program_is_not_a_stray_answer(tmp_path):
    _folder(tmp_path, {"a.in": "1\n", "a.out": "1\n"})
    (tmp_path / "tests" / "prog.out").write_bytes(b"\x7fELF\x02\x01\x01")
    assert gk("run", "--solution", "a.py", cwd=tmp_path).returncode == 0
