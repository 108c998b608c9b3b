"""The command line end to end: reports, JSON, exit codes, -j, checkers, gen, validate, new,
stress, --all."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import PROBLEMS, PROGRAMS, one_line_error, run_judge
from cpu_clock import cpu_spent


def as_json(result) -> dict:
    assert result.stdout.strip(), result.stderr
    return json.loads(result.stdout)


def test_report_rows_and_summary():
    result = run_judge("run", "plus", "--solution", PROGRAMS / "minus.cpp", "-j", "1")
    assert result.returncode == 1
    out = result.stdout
    assert "\033[" not in out  # no colours when stdout is not a terminal
    assert re.search(r"sample-1\s+WA\s+\d+ ms\s+[\d.]+ MiB\s+\d+%", out)
    assert re.search(r"random-1\s+AC", out)  # 7 - 0 is right
    assert "line 1, column 1 (token 1): expected '5', got '-1'" in out
    assert "input:" in out and "2 3" in out
    assert re.search(r"plus: WA 1/6 passed; slowest '\S+': \d+ ms \(\d+% of 300 ms\); most memory", out)


def test_json_document():
    report = as_json(run_judge("run", "plus", "--json"))
    assert report["problem"] == "plus" and report["verdict"] == "AC"
    assert set(report["compile"]) >= {"ok", "cached", "seconds", "message"}
    assert (report["time_limit_ms"], report["memory_limit_mib"]) == (300, 128)
    names = [t["name"] for t in report["tests"]]
    assert names == ["sample-1", "edge-zero", "random-1", "random-2", "random-3", "big-1"]
    for test in report["tests"]:
        assert set(test) >= {"name", "verdict", "time_ms", "memory_kib", "detail"}
        assert isinstance(test["time_ms"], int) and isinstance(test["memory_kib"], int)


def test_rejudging_unchanged_code_does_not_recompile(tmp_path):
    env = {"JUDGE_CACHE": str(tmp_path / "cache")}
    first = as_json(run_judge("run", "plus", "--json", env=env))
    second = as_json(run_judge("run", "plus", "--json", env=env))
    assert first["compile"]["cached"] is False and second["compile"]["cached"] is True
    assert len(list((tmp_path / "cache" / "bin").glob("prog-*"))) == 1


def test_compile_error_has_its_own_exit_code():
    result = run_judge("run", "plus", "--solution", PROGRAMS / "compile_error.cpp")
    assert result.returncode == 3
    assert "compile error" in result.stdout and "undeclared_variable" in result.stdout
    report = as_json(run_judge("run", "plus", "--solution", PROGRAMS / "compile_error.cpp", "--json"))
    assert report["verdict"] == "CE" and report["compile"]["ok"] is False and report["tests"] == []


def mixed_tests(directory: Path) -> Path:
    for a in range(10, 16):
        (directory / f"t{a}.in").write_text(f"{a} 1\n")
        (directory / f"t{a}.out").write_text(f"{a + 1}\n")
    return directory


def test_parallel_gives_the_serial_verdicts(tmp_path):
    tests = mixed_tests(tmp_path)
    runs = []
    for jobs in ("1", "2", "4"):
        report = as_json(run_judge("run", "plus", "--solution", PROGRAMS / "mixed.cpp",
                                   "--tests", tests, "--json", "-j", jobs))
        runs.append([(t["name"], t["verdict"]) for t in report["tests"]])
        assert report["verdict"] == "TLE"
    assert runs[0] == runs[1] == runs[2]
    assert dict(runs[0]) == {"t10": "AC", "t11": "RE", "t12": "WA", "t13": "TLE", "t14": "AC",
                             "t15": "AC"}


def test_tests_directory_uses_the_problems_limits_and_checker(tmp_path):
    (tmp_path / "x.in").write_text("1 1\n")
    (tmp_path / "x.ans").write_text("2\n")
    report = as_json(run_judge("run", "plus", "--tests", tmp_path, "--json"))
    assert [(t["name"], t["verdict"]) for t in report["tests"]] == [("x", "AC")]
    assert report["time_limit_ms"] == 300


def test_custom_checker_exit_codes():
    result = run_judge("run", "echo-check", "--json")
    report = as_json(result)
    verdicts = {t["name"]: t["verdict"] for t in report["tests"]}
    assert verdicts == {"ac": "AC", "wa": "WA", "pe": "PE", "fail": "JE", "crash": "JE"}
    details = {t["name"]: t["detail"] for t in report["tests"]}
    assert "told so" in details["wa"] and "exit 3" in details["fail"]
    assert "signal" in details["crash"]
    assert report["verdict"] == "JE" and result.returncode == 4


def test_lines_checker_calls_rearranged_tokens_pe(problems_copy):
    toml = problems_copy / "plus" / "problem.toml"
    toml.write_text(toml.read_text().replace('checker = "tokens"', 'checker = "lines"'))
    report = as_json(run_judge("run", "plus", "--solution", PROGRAMS / "crlf.cpp", "--json",
                               problems=problems_copy))
    # "  5 \r\n\r\n": the trailing blanks are forgiven, the leading spaces are not.
    assert {t["verdict"] for t in report["tests"]} == {"PE"}


def test_generated_test_with_a_wrong_pin_is_je(problems_copy):
    toml = problems_copy / "plus" / "problem.toml"
    toml.write_text(re.sub(r'sha256 = "[0-9a-f]+"', 'sha256 = "' + "0" * 64 + '"', toml.read_text()))
    result = run_judge("run", "plus", "--json", problems=problems_copy)
    report = as_json(result)
    big = [t for t in report["tests"] if t["name"] == "big-1"][0]
    assert big["verdict"] == "JE" and "`gk gen plus --pin`" in big["detail"]
    assert result.returncode == 4
    gen = run_judge("gen", "plus", problems=problems_copy)
    assert gen.returncode == 4 and "NOT PINNED" in gen.stdout
    pinned = run_judge("gen", "plus", "--pin", problems=problems_copy)
    assert pinned.returncode == 0
    assert run_judge("run", "plus", problems=problems_copy).returncode == 0
    assert toml.read_text().count("sha256") == 1


def test_list_and_all():
    listing = run_judge("list")
    assert listing.returncode == 0
    assert re.search(r"plus\s+A plus B\s+\[Grundy Kit tests\] 300 ms, 128 MiB", listing.stdout)
    everything = run_judge("run", "--all")
    lines = everything.stdout.splitlines()
    assert re.match(r"echo-check\s+JE\s+1/5", lines[0])
    assert re.match(r"plus\s+AC\s+6/6\s+max\s+\d+% of 300 ms\s+max [\d.]+ MiB", lines[1])
    assert everything.returncode == 4


def test_validate_names_the_bad_file(problems_copy):
    assert run_judge("validate", "plus").returncode == 0
    (problems_copy / "plus" / "tests" / "edge-zero.in").write_text("-1  1\n")
    result = run_judge("validate", "plus", problems=problems_copy)
    assert result.returncode == 1
    assert "tests/edge-zero.in: invalid input: line 1: expected b" in result.stdout


def test_new_scaffold_is_a_working_problem(tmp_path):
    problems = tmp_path / "problems"
    problems.mkdir()
    result = run_judge("new", "my-game", problems=problems)
    assert result.returncode == 0, result.stderr
    folder = problems / "my-game"
    for name in ("problem.toml", "statement.md", "editorial.md", "solution.cpp", "brute.py",
                 "gen.py", "validator.py", "tests/sample-1.in", "tests/sample-1.out"):
        assert (folder / name).is_file(), name
    assert run_judge("new", "my-game", problems=problems).returncode == 2
    assert run_judge("gen", "my-game", "--pin", problems=problems).returncode == 0
    assert run_judge("validate", "my-game", problems=problems).returncode == 0
    judged = run_judge("run", "my-game", problems=problems)
    assert judged.returncode == 0, judged.stdout + judged.stderr
    stress = run_judge("stress", "my-game", "--solution", folder / "solution.cpp", "--count", "30",
                       problems=problems)
    assert stress.returncode == 0, stress.stdout + stress.stderr
    assert "no problem" not in run_judge("new", "Bad Id", problems=problems).stderr


def test_stress_passes_quickly_on_the_reference():
    with cpu_spent() as spent:   # CPU, not wall: other processes on the cores cannot break it
        result = run_judge("stress", "plus", "--solution", PROBLEMS / "plus" / "solution.cpp",
                           "--count", "200", "--seed", "1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "200 random inputs" in result.stdout
    assert spent() < 30


def test_stress_finds_shrinks_saves_and_rejudges():
    result = run_judge("stress", "plus", "--solution", PROGRAMS / "minus.cpp", "--count", "200",
                       "--seed", "1")
    assert result.returncode == 1
    assert "difference on case 1" in result.stdout
    command = result.stdout.strip().splitlines()[-1].strip()
    assert command.startswith("gk run plus --solution")
    saved = Path(command.split("--tests ")[1])
    saved = saved if saved.is_absolute() else Path(__file__).resolve().parents[2] / saved
    data = (saved / "stress-1.in").read_text().split()
    # a - b differs from a + b exactly when b != 0: the smallest such input has |b| = 1, a = 0.
    assert data[0] == "0" and data[1] in ("1", "-1")
    rejudge = run_judge(*command.split()[1:])
    assert rejudge.returncode == 1 and "WA" in rejudge.stdout


def test_stress_catches_a_crash(tmp_path):
    result = run_judge("stress", "plus", "--solution", PROGRAMS / "null_deref.cpp", "--count", "5")
    assert result.returncode == 1 and "RE (SIGSEGV)" in result.stdout


def test_non_utf8_output_in_json_and_text():
    report = as_json(run_judge("run", "plus", "--solution", PROGRAMS / "binary_output.cpp",
                               "--json"))
    assert report["verdict"] == "WA"
    text = run_judge("run", "plus", "--solution", PROGRAMS / "binary_output.cpp")
    assert text.returncode == 1 and "Traceback" not in text.stderr


def test_help_documents_exit_codes():
    for args in (("--help",), ("run", "--help"), ("stress", "--help")):
        result = run_judge(*args)
        assert result.returncode == 0 and "exit status:" in result.stdout
        assert "3  compile error" in result.stdout


def test_bugs_are_one_line_unless_traceback(monkeypatch, capsys):
    from judge import cli, commands

    def broken(args):
        raise RuntimeError("boom")

    monkeypatch.setattr(commands, "cmd_list", broken)
    assert cli.main(["list"]) == 5
    err = capsys.readouterr().err
    assert err.strip() == ("judge: internal error: RuntimeError: boom "
                           "(run again with --traceback to see it)")
    assert cli.main(["list", "--traceback"]) == 5
    assert "Traceback" in capsys.readouterr().err
    assert cli.main(["--traceback", "list"]) == 5
    assert "Traceback" in capsys.readouterr().err
