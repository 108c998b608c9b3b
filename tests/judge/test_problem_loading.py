"""problem.toml loading and the one-line errors of bad problems, ids and test folders."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import gk, PROBLEMS, one_line_error, run_judge
from judge.errors import UserError
from judge.problem import load_problem_dir
from judge.problem import tests_in_dir as pairs_in_dir


def test_fixture_problem_loads():
    p = load_problem_dir(PROBLEMS / "plus")
    assert (p.title, p.time_limit_ms, p.memory_limit_mib, p.checker) == ("A plus B", 300, 128, "tokens")
    assert (p.stress_size, p.stress_count) == ("tiny", 200)
    assert [g.name for g in p.generated] == ["big-1"] and len(p.generated[0].sha256) == 64


def test_tests_are_paired_and_ordered():
    names = [t.name for t in pairs_in_dir(PROBLEMS / "plus" / "tests")]
    assert names == ["sample-1", "edge-zero", "random-1", "random-2", "random-3"]
    answers = {t.name: t.answer.name for t in pairs_in_dir(PROBLEMS / "plus" / "tests")}
    assert answers["random-1"] == "random-1.ans"


def edit(problems: Path, old: str, new: str) -> None:
    toml = problems / "plus" / "problem.toml"
    text = toml.read_text()
    assert old in text
    toml.write_text(text.replace(old, new))


@pytest.mark.parametrize("old,new,message", [
    ('time_limit_ms = 300\n', '', "field 'time_limit_ms' is missing"),
    ('time_limit_ms = 300', 'time_limit_ms = "300"', "field 'time_limit_ms' must be a int"),
    ('memory_limit_mib = 128', 'memory_limit_mib = true', "field 'memory_limit_mib' must be a int"),
    ('title = "A plus B"', 'title = ', "malformed TOML"),
    ('checker = "tokens"', 'checker = "diff"', "field 'checker' must be one of"),
    ('checker = "tokens"', 'checker = "custom"', "checker.cpp is missing"),
    ('count = 200', 'count = "many"', "[stress]: field 'count' must be a int"),
    ('seed = 1', 'seed = 1.5', "[[generated]] #1: field 'seed' must be a int or str"),
    ('name = "big-1"', 'name = "big 1"', "field 'name' must be a unique plain name"),
])
def test_bad_metadata_is_one_line_naming_file_and_field(problems_copy, old, new, message):
    edit(problems_copy, old, new)
    with pytest.raises(UserError) as error:
        load_problem_dir(problems_copy / "plus")
    assert "problem.toml" in str(error.value) and message in str(error.value)
    result = run_judge("run", "plus", problems=problems_copy)
    assert result.returncode == 2
    line = one_line_error(result)
    assert "problem.toml" in line and message in line


def test_unknown_problem_suggests_close_ids():
    result = run_judge("run", "pluss")
    assert result.returncode == 2
    assert "unknown problem 'pluss'; did you mean plus?" in one_line_error(result)
    far = run_judge("run", "zzzzzz")
    assert "`gk list` shows the kit's 3 problems" in one_line_error(far)


def test_a_folder_that_is_no_problem_says_so(tmp_path):
    # `gk verify emptydir` listed every id of the kit as if a problem id had been mistyped.
    (tmp_path / "emptydir").mkdir()
    for command in ("run", "verify"):
        result = gk(command, "emptydir", cwd=tmp_path)
        assert result.returncode == 2
        assert "emptydir is neither a problem folder nor a package" in one_line_error(result)


def test_folder_without_problem_toml(problems_copy):
    (problems_copy / "half").mkdir()
    result = run_judge("run", "half", problems=problems_copy)
    assert result.returncode == 2
    assert "problems/half/problem.toml is missing" in one_line_error(result)


def test_missing_solution_file():
    result = run_judge("run", "plus", "--solution", "no/such/file.cpp")
    assert result.returncode == 2
    assert "solution file no/such/file.cpp does not exist" in one_line_error(result)


def test_tests_dir_missing_or_empty(tmp_path):
    result = run_judge("run", "plus", "--tests", tmp_path / "nothing")
    assert result.returncode == 2 and "does not exist" in one_line_error(result)
    (tmp_path / "b.out").write_text("3\n")
    result = run_judge("run", "plus", "--tests", tmp_path)
    assert result.returncode == 2 and "has no tests" in one_line_error(result)
    result = run_judge("run", "plus", "--tests", tmp_path / "b.out")
    assert result.returncode == 2 and "is an answer file" in one_line_error(result)


def test_an_input_without_an_answer_is_run_and_its_output_shown(tmp_path):
    (tmp_path / "a.in").write_text("1 2\n")
    (tmp_path / "b.in").write_text("20 22\n")
    (tmp_path / "b.out").write_text("42\n")
    result = run_judge("run", "plus", "--tests", tmp_path, "-j", "1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"\ba\s+OK\b", result.stdout) and re.search(r"\bb\s+AC\b", result.stdout)
    assert "no answer to compare with; the output:\n        3\n" in result.stdout
    assert "plus: AC 1/1 passed; 1 without an answer ran cleanly (output shown)" in result.stdout


def test_missing_script_is_one_line(problems_copy):
    (problems_copy / "plus" / "validator.py").unlink()
    result = run_judge("validate", "plus", problems=problems_copy)
    assert result.returncode == 2 and "validator.py is missing" in one_line_error(result)


def test_bad_command_line_is_one_line():
    result = run_judge("run")
    assert result.returncode == 2 and "say which problem" in one_line_error(result)
    result = run_judge("run", "plus", "-j", "0")
    assert result.returncode == 2
    result = run_judge("frobnicate")
    assert result.returncode == 2 and "invalid choice" in one_line_error(result)


def test_interactive_problem_metadata(problems_copy):
    edit(problems_copy, 'checker = "tokens"\n', 'interactive = true\n')
    # Without interactor.cpp (a Competitive Companion folder) it loads; judging asks for one.
    assert load_problem_dir(problems_copy / "plus").interactor_source is None
    result = run_judge("run", "plus", problems=problems_copy)
    assert result.returncode == 2 and "plus is interactive" in one_line_error(result)
    (problems_copy / "plus" / "interactor.cpp").write_text("int main() { return 0; }\n")
    problem = load_problem_dir(problems_copy / "plus")
    assert problem.interactive
    assert problem.interactor_source == problems_copy / "plus" / "interactor.cpp"
    assert not load_problem_dir(PROBLEMS / "plus").interactive
    assert load_problem_dir(PROBLEMS / "plus").interactor_source is None


def test_interactive_problem_has_no_checker(problems_copy):
    edit(problems_copy, 'checker = "tokens"\n', 'checker = "tokens"\ninteractive = true\n')
    (problems_copy / "plus" / "interactor.cpp").write_text("int main() { return 0; }\n")
    with pytest.raises(UserError) as error:
        load_problem_dir(problems_copy / "plus")
    assert "an interactive problem has no 'checker'" in str(error.value)
