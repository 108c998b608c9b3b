"""Problem packages of other judges, judged from outside the kit: Kattis (default validator and
its flags, a custom output validator, an interactive validator, scoring groups, a time limit
derived from the accepted submissions), Polygon (tests without answers, a generated test, an
interactor and a checker together, groups and points), Library Checker folders (info.toml,
params.h, gen/), the testlib.h lookup, and `gk verify` on each.

The packages are hand-made (tests/judge/fixtures/packages). Their checkers include testlib.h;
the kit ships none, so each test copies the fixtures' own small testlib-style header
(testlib_style.h, not testlib) to where packages keep theirs: Polygon's files/, Library
Checker's common/."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import FIXTURES, ROOT, gk, one_line_error
from judge.checkers import check_tokens
from judge.formats import detect_kind
from judge.formats.kattis import kattis_flags
from judge.scoring import Group, score_report

PACKAGES = FIXTURES / "packages"


@pytest.fixture(scope="module")
def pk(tmp_path_factory) -> Path:
    """A copy of the fixture packages in a temporary folder outside the kit."""
    root = tmp_path_factory.mktemp("packages")
    for entry in PACKAGES.iterdir():
        if entry.is_dir():
            shutil.copytree(entry, root / entry.name)
    header = PACKAGES / "testlib_style.h"
    for folder in ("polygon-sum/files", "polygon-guess/files", "polygon-points/files",
                   "lc-repo/common"):
        (root / folder).mkdir(parents=True, exist_ok=True)
        shutil.copy(header, root / folder / "testlib.h")
    return root


def launcher(*args, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    """The installed command itself: tools/gk, from the folder `cwd`."""
    environment = {k: v for k, v in os.environ.items() if k != "JUDGE_PROBLEMS"}
    environment.update(env or {})
    return subprocess.run([str(ROOT / "tools" / "gk"), *map(str, args)], cwd=cwd,
                          capture_output=True, text=True, errors="replace", env=environment,
                          timeout=300)


def as_json(result) -> dict:
    assert result.stdout.strip(), result.stderr
    return json.loads(result.stdout)


def verdicts(report: dict) -> dict:
    return {t["name"]: t["verdict"] for t in report["tests"]}


# ------------------------------------------------------------------------- the comparisons

def test_default_validator_semantics():
    nocase = kattis_flags([], "problem.yaml")
    assert nocase["checker"] == "tokens-nocase"
    assert check_tokens(b"hello world!\n", b"Hello World!\n", nocase["checker"]).verdict == "AC"
    strict = kattis_flags(["case_sensitive"], "problem.yaml")
    assert check_tokens(b"hello world!\n", b"Hello World!\n", strict["checker"]).verdict == "WA"
    both = kattis_flags(["float_tolerance", "1e-6"], "problem.yaml")
    assert (both["float_abs"], both["float_rel"]) == (1e-6, 1e-6)

    def judged(flags, output, answer):
        f = kattis_flags(flags, "problem.yaml")
        return check_tokens(output, answer, f["checker"], f["float_abs"], f["float_rel"],
                            f["nocase"], f.get("space_exact", False)).verdict

    # Absolute only: 1000.5 against 1000 is 0.5 off (relative 5e-4).
    assert judged(["float_absolute_tolerance", "0.1"], b"1000.5", b"1000") == "WA"
    assert judged(["float_relative_tolerance", "1e-3"], b"1000.5", b"1000") == "AC"
    assert judged(["float_absolute_tolerance", "0.1"], b"0.05", b"0") == "AC"
    # Other tokens still ignore case under float flags, unless case_sensitive.
    assert judged(["float_tolerance", "1e-6"], b"YES 0.5", b"yes 0.5000001") == "AC"
    assert judged(["float_tolerance", "1e-6", "case_sensitive"], b"YES 0.5", b"yes 0.5") == "WA"
    assert judged(["space_change_sensitive"], b"1 2\n", b"1 2\n") == "AC"
    assert judged(["space_change_sensitive"], b"1  2\n", b"1 2\n") == "WA"
    assert judged(["space_change_sensitive"], b"1\n2\n", b"1 2\n") == "WA"
    assert judged(["space_change_sensitive"], b" 1\n2", b"1 2\n") == "WA"
    assert judged(["space_change_sensitive"], b"1 2", b"1 2\n") == "WA"
    assert judged([], b"1\n2", b"1 2\n") == "AC"
    with pytest.raises(Exception, match="unknown flag 'bogus'"):
        kattis_flags(["bogus"], "problem.yaml")


def test_kinds_are_detected(pk):
    assert detect_kind(pk / "kattis-hello") == "kattis"
    assert detect_kind(pk / "polygon-sum") == "polygon"
    assert detect_kind(pk / "lc-repo" / "sample" / "aplusb") == "library-checker"
    assert detect_kind(pk) is None


# ----------------------------------------------------------------------------------- Kattis

def test_kattis_case_insensitive_and_derived_time_limit(pk):
    hello = pk / "kattis-hello"
    result = launcher("run", "--solution", "submissions/accepted/lower.cpp", cwd=hello)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Kattis default validator (case-insensitive)" in result.stdout
    # No time limit in problem.yaml: the slowest accepted test x 5, rounded up to 1 s.
    assert "time limit derived as problemtools does" in result.stdout
    assert "limits 1000 ms, 256 MiB" in result.stdout
    result = gk("run", "kattis-hello", "--solution", "kattis-hello/submissions/wrong_answer/"
                "no_bang.cpp", "--tl", "1000", "--json", cwd=pk)
    report = as_json(result)
    assert report["verdict"] == "WA" and result.returncode == 1
    assert set(verdicts(report)) == {"sample/1", "secret/01", "secret/02"}


def test_kattis_float_tolerance_flag(pk):
    report = as_json(gk("run", "kattis-divide", "--solution",
                        "kattis-divide/submissions/wrong_answer/two_places.cpp", "--json",
                        cwd=pk))
    # 0.33 against 1/3 is 1% off; 66666.67 against 66666.666... is 5e-9 off (relative 1e-6).
    assert verdicts(report) == {"sample/1": "WA", "secret/1": "AC"}
    assert report["time_limit_ms"] == 1000 and report["memory_limit_mib"] == 2048
    assert report["kind"] == "kattis" and report["score"] is None and report["groups"] == []


def test_kattis_custom_output_validator(pk):
    split = pk / "kattis-split"
    result = gk("run", "--solution", "submissions/wrong_answer/plus_one.cpp", cwd=split)
    assert result.returncode == 1
    assert "output validator exit 43 (rejected): 10 + 1 is not 10" in result.stdout
    assert "(Kattis output validator)" in result.stdout
    result = gk("run", "--solution", "submissions/accepted/halves.cpp", cwd=split)
    assert result.returncode == 0, result.stdout + result.stderr
    # A validator that exits with neither 42 nor 43 is a judge error.
    # (A Python validator here: nothing to compile.)
    broken = pk / "kattis-split-broken"
    shutil.copytree(split, broken)
    shutil.rmtree(broken / "output_validators" / "split_validator")
    (broken / "output_validators" / "zero.py").write_text("import sys\nsys.exit(0)\n")
    report = as_json(gk("run", "--solution", "submissions/accepted/halves.cpp", "--json",
                        cwd=broken))
    assert report["verdict"] == "JE"
    assert "exit 42 to accept, 43 to reject" in report["tests"][0]["detail"]


def test_kattis_interactive(pk):
    guess = pk / "kattis-guess"
    report = as_json(gk("run", "--solution", "submissions/wrong_answer/linear.cpp", "--json",
                        cwd=guess))
    assert verdicts(report) == {"secret/01": "AC", "secret/02": "WA", "secret/03": "WA",
                                "secret/04": "WA"}
    assert report["tests"][1]["detail"] == "interactor (rejected): no more guesses after 10"
    # After the validator's 42 the submission must still end by itself (Kattis' rule): one that
    # spins on is TLE, not forgiven as a testlib interactor's finished game would have it.
    result = gk("verify", cwd=guess)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "submissions/time_limit_exceeded/spin_after.cpp  TLE" in result.stdout
    assert "submissions/accepted/bisect.cpp                 AC        AC" in result.stdout


def test_kattis_scoring_groups(pk):
    report = as_json(gk("run", "kattis-score", "--solution",
                        "kattis-score/submissions/partially_accepted/int32.cpp", "--json",
                        cwd=pk))
    assert report["score"] == 30 and report["max_score"] == 100
    assert [(g["group"], g["policy"], g["verdict"], g["score"], g["max"])
            for g in report["groups"]] == [
        ("sample", "first_error", "AC", 0, 0),   # the samples' verdict counts, not their score
        ("secret", "sum accept_if_any_accepted", "AC", 30, 100),
        ("secret/group1", "min", "AC", 30, 30), ("secret/group2", "min", "WA", 0, 70)]
    result = gk("run", "kattis-score", "--solution", "kattis-score/submissions/accepted/wide.cpp",
                cwd=pk)
    assert "kattis-score: score 100 / 100" in result.stdout
    # partially_accepted: accepted (accept_if_any_accepted) below the maximum; every test is run.
    result = gk("verify", "kattis-score", cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "submissions/partially_accepted/int32.cpp  partial   30/100" in result.stdout
    assert "submissions/accepted/wide.cpp             AC        AC" in result.stdout


def test_kattis_verify(pk):
    result = launcher("verify", "kattis-hello", cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "kattis-hello: 5/5 judged submissions got their expected verdict" in result.stdout
    for line in ("submissions/wrong_answer/no_bang.cpp", "submissions/run_time_error/crash.cpp"):
        assert line in result.stdout
    # A wrong submission filed as accepted does not match.
    mixed = pk / "kattis-divide-mixed"
    shutil.copytree(pk / "kattis-divide", mixed)
    shutil.copy(mixed / "submissions/wrong_answer/two_places.cpp",
                mixed / "submissions/accepted/two_places.cpp")
    result = gk("verify", cwd=mixed)
    assert result.returncode == 1
    assert "MISMATCH" in result.stdout and "2/3 judged submissions" in result.stdout


# ---------------------------------------------------------------------------------- Polygon

def test_polygon_answers_from_main_and_groups(pk):
    report = as_json(gk("run", "polygon-sum", "--solution", "polygon-sum/solutions/small.cpp",
                        "--json", cwd=pk))
    # 02, 03 and 05 have no .a: the main solution answers them; 04 is made by `gen 5 7`.
    assert verdicts(report) == {"01": "AC", "02": "AC", "03": "WA", "04": "AC", "05": "WA"}
    assert report["time_limit_ms"] == 1000 and report["memory_limit_mib"] == 256
    assert [(g["group"], g["policy"], g["score"], g["max"]) for g in report["groups"]] == [
        ("0", "each-test", 0, 0), ("1", "each-test", 10, 20), ("2", "complete-group", 0, 80)]
    assert report["score"] == 10
    report = as_json(gk("run", "--solution", "solutions/main.cpp", "--json",
                        cwd=pk / "polygon-sum"))
    assert report["verdict"] == "AC" and report["score"] == 100


def test_polygon_interactor_and_checker_together(pk):
    guess = pk / "polygon-guess"
    # The interactor accepts 1000 guesses; the checker, judging its output, does not.
    report = as_json(gk("run", "--solution", "solutions/linear.cpp", "--json", cwd=guess))
    assert verdicts(report) == {"01": "WA", "02": "AC", "03": "WA"}
    assert report["tests"][2]["detail"].startswith("checker on the interactor's output:")
    # The answer is the interactor's output when it played the main solution (bisect: 10).
    assert "1000 guesses, more than 10 (the main solution took 10)" in report["tests"][2]["detail"]
    # The same ad hoc: --interactor and --checker are both used.
    ad_hoc = ["--tests", "tests", "--interactor", "interactor.cpp", "--checker", "check.cpp"]
    result = gk("run", "--solution", "solutions/linear.cpp", *ad_hoc, cwd=guess)
    # Ad hoc, files/ is no package folder: the error says where it looked and what to do.
    assert result.returncode == 2
    message = one_line_error(result)
    assert "includes testlib.h, which is in none of:" in message and "--include DIR" in message
    result = gk("run", "--solution", "solutions/linear.cpp", *ad_hoc, "--include", "files",
                cwd=guess)
    assert result.returncode == 1 and "tests: WA 1/3 passed" in result.stdout
    result = gk("run", "--solution", "solutions/bisect.cpp", *ad_hoc, "--include", "files",
                cwd=guess)
    assert result.returncode == 0, result.stdout + result.stderr


def test_polygon_verify(pk):
    result = launcher("verify", cwd=pk / "polygon-sum")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "polygon-sum: 4/4 judged submissions got their expected verdict" in result.stdout
    result = gk("verify", "polygon-guess", cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr


# -------------------------------------------------------------------------- Library Checker

def test_library_checker_folder(pk):
    aplusb = pk / "lc-repo" / "sample" / "aplusb"
    report = as_json(gk("run", ".", "--solution", "sol/correct.cpp", "--json", cwd=aplusb))
    assert list(verdicts(report)) == ["example_00", "example_01", "random_00", "random_01",
                                      "random_02"]
    assert report["verdict"] == "AC"
    assert report["time_limit_ms"] == 2000 and report["memory_limit_mib"] == 1024
    result = gk("verify", str(aplusb), cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr
    # sol/wa_common.cpp includes common/random.h: compiled with -I common, as the repository's
    # scripts compile it, it gets its WA (it was CE).
    assert re.search(r"sol/wa_common\.cpp\s+WA\s+WA\b", result.stdout), result.stdout
    assert "aplusb: 3/3 judged submissions" in result.stdout
    assert not (aplusb / "params.h").exists()   # written into the cache, not the folder


# ---------------------------------------------------------------------------------- testlib

def test_testlib_found_above_a_checkers_folder_and_through_the_config(pk, tmp_path):
    # testlib's own layout: checkers/wcmp.cpp includes the testlib.h of the folder above.
    lib = tmp_path / "testlib"
    (lib / "checkers").mkdir(parents=True)
    shutil.copy(PACKAGES / "testlib_style.h", lib / "testlib.h")
    shutil.copy(pk / "polygon-sum" / "check.cpp", lib / "checkers" / "wcmp.cpp")
    tests = tmp_path / "t"
    tests.mkdir()
    (tests / "1.in").write_text("2\n3 4\n")
    (tests / "1.out").write_text("7\n")
    solution = pk / "polygon-sum" / "solutions" / "main.cpp"
    result = gk("run", "--solution", solution, "--tests", "t", "--checker",
                lib / "checkers" / "wcmp.cpp", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    # Elsewhere: named once in the user's config file.
    elsewhere = tmp_path / "mine"
    elsewhere.mkdir()
    shutil.copy(lib / "checkers" / "wcmp.cpp", elsewhere / "check.cpp")
    args = ("run", "--solution", solution, "--tests", "t", "--checker", "mine/check.cpp")
    result = gk(*args, cwd=tmp_path, env={"XDG_CONFIG_HOME": str(tmp_path / "config")})
    assert result.returncode == 2
    assert "config.toml" in one_line_error(result)
    (tmp_path / "config" / "gk").mkdir(parents=True)
    (tmp_path / "config" / "gk" / "config.toml").write_text(f'include = ["{lib}"]\n')
    result = gk(*args, cwd=tmp_path, env={"XDG_CONFIG_HOME": str(tmp_path / "config")})
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("files, message", [
    ({"problem.yaml": "limits:\n  memory: lots\n", "data/sample/1.in": "1"},
     "limits.memory (MiB) must be a positive number, not 'lots'"),
    ({"problem.yaml": "validation: clever\n", "data/sample/1.in": "1"},
     "validation must be default or custom"),
    ({"problem.yaml": "validator_flags: float_tolerance\n", "data/sample/1.in": "1"},
     "float_tolerance wants a number after it"),
    ({"problem.yaml": "validation: custom\nlimits:\n  time_limit: 1\n",
      "data/sample/1.in": "1"}, "output_validators/ has no validator"),
    ({"problem.xml": "<problem><judging><testset name='tests'/></judging></problem>"},
     "<time-limit> is missing"),
    ({"problem.xml": "<problem><judging"}, "malformed XML"),
    ({"info.toml": "title = 'x'\n"}, "field 'timelimit' (seconds) is missing"),
    ({"info.toml": "timelimit = 1.0\n[[tests]]\nname = 'random.cpp'\nnumber = 'two'\n"},
     "each [[tests]] needs a name and a whole number"),
])
def test_malformed_packages_are_one_line_errors(tmp_path, files, message):
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    (tmp_path / "a.cpp").write_text("int main() {}\n")
    result = gk("run", "--solution", "a.cpp", cwd=tmp_path)
    assert result.returncode == 2, result.stdout + result.stderr
    assert message in one_line_error(result)


class _Result:
    def __init__(self, name, verdict, points=None):
        self.name, self.verdict, self.points = name, verdict, points


class _Report:
    def __init__(self, groups, results):
        self.problem = type("P", (), {"groups": groups})()
        self.tests = [_Result(*r) for r in results]


@pytest.mark.parametrize("verdicts, expected", [
    # samples, a1, a2 (each-test 20 + 20), b1 (complete-group 60, needs a), c1 (min of 10s)
    (["AC", "AC", "AC", "AC", "AC"], [0, 40, 60, 10]),
    (["AC", "AC", "WA", "AC", "AC"], [0, 20, 0, 10]),      # b's dependency a failed
    (["AC", "AC", "PC", "AC", "WA"], [0, 25, 0, 0]),       # PC earns the checker's 5 points
])
def test_group_scores(verdicts, expected):
    groups = [Group("samples", ["s"], "each-test", test_points={"s": 0}),
              Group("a", ["a1", "a2"], "each-test", test_points={"a1": 20, "a2": 20}),
              Group("b", ["b1"], "complete-group", points=60, dependencies=["a"]),
              Group("c", ["c1"], "min", accept_score=10)]
    names = ["s", "a1", "a2", "b1", "c1"]
    report = _Report(groups, [(n, v, 5 if v == "PC" else None) for n, v in zip(names, verdicts)])
    score_report(report)
    assert [row["score"] for row in report.scores] == expected
    assert report.max_score == 110 and report.score == sum(expected)


def test_what_each_loader_reads(tmp_path):
    from judge.formats import load_package

    def make(files: dict) -> Path:
        folder = tmp_path / str(len(list(tmp_path.iterdir())))
        for name, text in files.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(text)
        return folder

    data = {"data/secret/1.in": "1\n", "data/secret/1.ans": "1\n"}
    # Kattis: .timelimit, 2023-07 limits and names, submissions kept as folders.
    kattis = load_package(make({**data, "problem.yaml": "name: X\n", ".timelimit": "3\n"}))
    assert kattis.time_limit_ms == 3000 and kattis.time_limit_note == "time limit from .timelimit"
    modern = load_package(make({
        **data, "problem.yaml": "problem_format_version: 2023-07\nname:\n  sv: Y\n  en: Why\n"
        "type: scoring\nlimits:\n  time_limit: 2.5\n  memory: 512\n",
        "submissions/accepted/multi/main.cpp": "int main() {}\n",
        "submissions/accepted/multi/helper.cpp": "int helper() { return 1; }\n",
        "submissions/wrong_answer/old.py": "#!/usr/bin/env python2\nprint 1\n"}))
    assert (modern.title, modern.time_limit_ms, modern.memory_limit_mib) == ("Why", 2500, 512)
    assert [(p.name, v) for p, v in modern.submissions] == [("multi", "AC")]   # one program
    # Scored as the current format scores: data/secret out of 100 (test_group.yaml).
    assert [(g.name, g.max_score) for g in modern.groups] == [("secret", 100)]
    flagged = load_package(make({**data, "problem.yaml": "name: Z\n",
                                 "data/testdata.yaml": "output_validator_args: [case_sensitive,"
                                                       " float_tolerance, '1e-3']\n"}))
    assert (flagged.checker, flagged.nocase, flagged.float_abs) == ("float", False, 1e-3)
    # A group's own flags (problemtools adds them to problem.yaml's) and inherited settings.
    grouped = load_package(make({
        "problem.yaml": "name: G\nvalidator_flags: case_sensitive\n",
        "data/secret/a/1.in": "1\n", "data/secret/a/1.ans": "1\n",
        "data/secret/b/1.in": "1\n", "data/secret/b/1.ans": "1\n",
        "data/secret/testdata.yaml": "accept_score: 5\n",
        "data/secret/b/testdata.yaml": "output_validator_flags: float_tolerance 0.5\n"}))
    assert grouped.checker == "tokens"
    options = {t.name: dict(t.options) for t in grouped.package_tests}
    assert [(o["checker"], o["nocase"], o["float_abs"]) for o in options.values()] == [
        ("tokens", False, -1.0), ("float", False, 0.5)]
    # A Python output validator in Kattis' convention.
    python_validator = load_package(make({
        **data, "problem.yaml": "validation: custom\nvalidator_flags: strict\n",
        "output_validators/v/validate.py": "import sys\nsys.exit(42)\n"}))
    assert python_validator.checker == "custom" and python_validator.protocol == "kattis"
    assert python_validator.custom_checker.name == "validate.py"
    assert python_validator.validator_args == ("strict",)
    # Polygon: a standard checker named without its source.
    polygon = load_package(make({
        "problem.xml": "<problem><judging><testset name='tests'><time-limit>1500</time-limit>"
                       "<memory-limit>67108864</memory-limit><test-count>1</test-count>"
                       "</testset></judging><assets><checker name='std::rcmp6.cpp' "
                       "type='testlib'/></assets></problem>",
        "tests/01": "1\n", "tests/01.a": "1\n"}))
    assert (polygon.time_limit_ms, polygon.memory_limit_mib) == (1500, 64)
    assert (polygon.checker, polygon.float_abs) == ("float", 1e-6)
    # Library Checker: in/ and out/ when present; the older `wrong = true`.
    checker = load_package(make({
        "info.toml": "timelimit = 5.0\n[[solutions]]\nname = 'wa.cpp'\nwrong = true\n",
        "in/example_00.in": "1\n", "out/example_00.out": "1\n",
        "sol/correct.cpp": "int main() {}\n", "sol/wa.cpp": "int main() {}\n"}))
    assert [t.name for t in checker.package_tests] == ["example_00"]
    assert [(p.name, v) for p, v in checker.submissions] == [("correct.cpp", "AC"),
                                                            ("wa.cpp", "WA")]


def test_a_folder_that_is_no_package_says_so(tmp_path):
    (tmp_path / "stuff").mkdir()
    (tmp_path / "a.cpp").write_text("int main() {}\n")
    result = gk("run", "./stuff", "--solution", "a.cpp", cwd=tmp_path)
    assert result.returncode == 2
    assert "is neither a problem folder nor a package" in one_line_error(result)
    assert "--tests ./stuff" in one_line_error(result)


def test_a_groups_own_validator_flags_are_used(tmp_path):
    files = {"problem.yaml": "name: Flags\nlimits:\n  time_limit: 1\n",
             "data/secret/exact/1.in": "", "data/secret/exact/1.ans": "0.5\n",
             "data/secret/loose/1.in": "", "data/secret/loose/1.ans": "0.5\n",
             "data/secret/loose/testdata.yaml": "output_validator_flags: float_tolerance 0.1\n",
             "a.cpp": "#include <cstdio>\nint main() { std::puts(\"0.55\"); }\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    report = as_json(gk("run", "--solution", "a.cpp", "--json", cwd=tmp_path))
    assert verdicts(report) == {"secret/exact/1": "WA", "secret/loose/1": "AC"}


# ------------------------------------------------------------------- derived time limits

@pytest.mark.parametrize("slowest, multiplier, resolution, rounding, limit", [
    (880, 5, 1, "nearest", 4000),    # legacy: 4.4 s exactly is rounded down to 4 s
    (900, 5, 1, "nearest", 5000),    # 4.5 s: a half goes up
    (50, 5, 1, "nearest", 1000),     # 0.25 s: never under 1 s
    (880, 5, 1, "up", 5000),         # 2023-07: 4.4 s up to the next second
    (700, 2, 0.5, "up", 1500),       # 1.4 s up to the next half second
    (1100, 2, 0.1, "up", 2200),      # 2.2 s is a multiple of 0.1 s (not 2.3 by float error)
])
def test_derived_time_limit_rounds_as_problemtools(slowest, multiplier, resolution, rounding,
                                                   limit):
    from judge.timelimit import derived_limit_ms
    assert derived_limit_ms(slowest, multiplier, resolution, rounding) == limit


def test_each_format_version_derives_its_own_way(tmp_path):
    from judge.formats import load_package
    from judge.timelimit import derived_limit_ms
    data = {"data/secret/1.in": "1\n", "data/secret/1.ans": "1\n"}
    found = {}
    for name, yaml in (("legacy", "name: L\nlimits:\n  time_multiplier: 5\n"),
                       ("plain", "name: P\n"),
                       ("modern", "problem_format_version: 2023-07\nname: M\n"),
                       ("tuned", "problem_format_version: 2023-07\nname: T\nlimits:\n"
                                 "  time_multipliers:\n    ac_to_time_limit: 3\n"
                                 "  time_resolution: 0.5\n")):
        for path, text in {**data, "problem.yaml": yaml}.items():
            (tmp_path / name / path).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / name / path).write_text(text)
        p = load_package(tmp_path / name)
        found[name] = derived_limit_ms(880, p.time_multiplier, p.time_resolution,
                                       p.time_rounding)
    # 880 ms: legacy x 5 = 4.4 s -> 4 s; 2023-07 x 2 = 1.76 s -> 2 s; x 3 = 2.64 -> 3 s.
    assert found == {"legacy": 4000, "plain": 4000, "modern": 2000, "tuned": 3000}


def test_deriving_a_time_limit_says_what_it_runs(pk, tmp_path):
    result = launcher("run", "--solution", "submissions/accepted/lower.cpp",
                      cwd=pk / "kattis-hello", env={"JUDGE_CACHE": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert "deriving it: accepted submission 1 of 2" in result.stderr
    assert "rounded to the nearest second (legacy format)" in result.stdout


# ---------------------------------------------------------------------------- multi-pass

def test_multi_pass_runs_every_pass(pk):
    relay = pk / "kattis-relay"
    result = gk("verify", relay, cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "3/3 judged submissions got their expected verdict" in result.stdout
    # Judged on its first pass alone, the forgetful one was accepted: it fails the second.
    report = as_json(gk("run", relay, "--solution", relay / "submissions/wrong_answer/"
                        "forgetful.py", "--json", cwd=pk))
    assert set(verdicts(report).values()) == {"WA"}
    assert all(t["detail"].startswith("pass 2: output validator exit 43") and
               "decoded 'forgot'" in t["detail"] for t in report["tests"])
    assert "decode ydnurg" in gk("run", relay, "--solution", relay / "submissions/wrong_answer/"
                                 "forgetful.py", cwd=pk).stdout   # the input of that pass


@pytest.mark.parametrize("validator, message", [
    # Always another pass: the package allows 2.
    ("open(sys.argv[3] + 'nextpass.in', 'w').write('decode x\\n')\nsys.exit(42)\n",
     "pass 2: the output validator asked for another pass after pass 2"),
    # A next pass written, yet the pass rejected.
    ("open(sys.argv[3] + 'nextpass.in', 'w').write('decode x\\n')\nsys.exit(43)\n",
     "wrote nextpass.in but did not accept the pass"),
])
def test_a_multi_pass_validator_that_breaks_the_rules_is_a_judge_error(pk, tmp_path, validator,
                                                                        message):
    relay = tmp_path / "relay"
    shutil.copytree(pk / "kattis-relay", relay)
    (relay / "output_validators/relay/relay.py").write_text("import sys\nsys.stdin.read()\n"
                                                            + validator)
    report = as_json(gk("run", relay, "--solution", relay / "submissions/accepted/mirror.py",
                        "--json", cwd=tmp_path))
    assert report["verdict"] == "JE"
    assert message in report["tests"][0]["detail"]


def test_every_way_to_say_multi_pass(tmp_path):
    from judge.formats import load_package
    data = {"data/secret/1.in": "1\n", "data/secret/1.ans": "1\n",
            "output_validators/v/v.py": "import sys\nsys.exit(42)\n"}
    passes = {}
    for name, yaml in (("legacy", "validation: custom multi-pass\n"),
                       ("draft", "validation:\n  multipass: true\n"),
                       ("typed", "problem_format_version: 2023-07\ntype: multi-pass\n"
                                 "limits:\n  validation_passes: 5\n"),
                       ("single", "validation: custom\n")):
        for path, text in {**data, "problem.yaml": yaml}.items():
            (tmp_path / name / path).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / name / path).write_text(text)
        problem = load_package(tmp_path / name)
        assert problem.checker == "custom" and problem.protocol == "kattis"
        passes[name] = problem.validation_passes
    assert passes == {"legacy": 2, "draft": 2, "typed": 5, "single": 1}
    (tmp_path / "typed/problem.yaml").write_text("type: multi-pass\nlimits:\n"
                                                 "  validation_passes: 1\n")
    result = gk("run", tmp_path / "typed", "--solution", tmp_path / "typed/output_validators/v/"
                "v.py", cwd=tmp_path)
    assert result.returncode == 2
    assert "limits.validation_passes must be a whole number of at least 2" in \
        one_line_error(result)


# ------------------------------------------------------------------ languages in verify

def test_verify_judges_every_language_and_lists_the_rest(pk):
    result = gk("verify", pk / "kattis-langs", cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr
    rows = {line.split()[0]: line for line in result.stdout.splitlines()
            if line.startswith("  submissions/")}
    assert rows["submissions/accepted/sum.c"].split()[1:3] == ["AC", "AC"]
    assert rows["submissions/wrong_answer/overflow.c"].split()[1:3] == ["WA", "WA"]
    assert rows["submissions/accepted/Sum.java"].split()[1:3] == ["AC", "AC"]
    assert "not judged: .hs is not a language the kit runs" in rows["submissions/accepted/sum.hs"]
    assert "not judged: Python 2" in rows["submissions/accepted/old.py"]
    assert "3/3 judged submissions got their expected verdict; 2 not judged" in result.stdout


def test_verify_with_nothing_it_can_judge_fails(tmp_path):
    for name, text in {"problem.yaml": "name: H\nlimits:\n  time_limit: 1\n",
                       "data/secret/1.in": "1\n", "data/secret/1.ans": "1\n",
                       "submissions/accepted/a.hs": "main = putStrLn \"1\"\n"}.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    result = gk("verify", tmp_path, cwd=tmp_path)
    assert result.returncode == 1
    assert "0/0 judged submissions got their expected verdict; 1 not judged" in result.stdout
    assert "no submission could be judged" in result.stderr


# ------------------------------------------------------------------ Kattis grading tree

def _graded(tmp_path, files: dict, verdicts: dict, points: dict | None = None):
    """The report of a scoring package made of `files`, its tests given `verdicts`."""
    from judge.formats import load_package
    from judge.judging import Report
    for name, text in {"problem.yaml": "name: T\ntype: scoring\nlimits:\n  time_limit: 1\n",
                       **files}.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    problem = load_package(tmp_path)
    report = Report(problem, tmp_path)
    report.tests = [_Result(t.name, verdicts[t.name], (points or {}).get(t.name))
                    for t in problem.package_tests]
    score_report(report)
    return report


def _tests(*names: str) -> dict:
    return {f"data/{n}.{s}": "1\n" for n in names for s in ("in", "ans")}


# Two subtasks of 2 tests nested under secret/ (like DOMjudge's scoring examples).
NESTED = {**_tests("sample/1", "secret/a/1", "secret/a/2", "secret/b/1", "secret/b/2"),
          "data/testdata.yaml": "on_reject: continue\ngrader_flags: ignore_sample\n",
          "data/sample/testdata.yaml": "grader_flags: first_error\n",
          "data/secret/testdata.yaml": "on_reject: continue\ngrader_flags: {secret}\n",
          "data/secret/a/testdata.yaml": "on_reject: {a_reject}\naccept_score: 20\n"
                                         "grader_flags: {a_flags}\n",
          "data/secret/b/testdata.yaml": "on_reject: break\naccept_score: 30\ngrader_flags: min\n"}


@pytest.mark.parametrize("secret, a_reject, a_flags, verdicts, graded, score, top", [
    # Each group by its own flags: a sums 20 + 20, b is the min of 30s; secret sums them.
    ("sum", "break", "sum", "AC AC AC AC AC", "AC", 70, 70),
    # b's second test fails: b scores min(30, 0) = 0 and is WA; secret is WA (worst_error).
    ("sum", "break", "sum", "AC AC AC AC WA", "WA", 40, 70),
    # ... unless secret accepts when any subtask does: accepted with part of the score.
    ("sum accept_if_any_accepted", "break", "sum", "AC AC AC AC WA", "AC", 40, 70),
    # on_reject break: a's tests after the first failure are not counted (20, not 20 + 20).
    ("sum", "break", "sum", "AC WA AC AC AC", "WA", 30, 70),
    ("sum", "continue", "sum", "AC WA AC AC AC", "WA", 50, 70),
    # avg and max of a's two tests; the sample's failure is ignored (ignore_sample).
    ("sum", "continue", "avg", "WA WA AC AC AC", "WA", 40, 50),
    ("sum", "continue", "max", "WA AC WA AC AC", "WA", 50, 50),
    # secret's own score mode: the min of its subtasks' scores.
    ("min", "break", "sum", "AC AC AC AC AC", "AC", 30, 30),
    # first_error takes the first failure in order, worst_error the worst (RE before WA).
    ("sum first_error", "continue", "sum", "AC WA AC RE AC", "WA", 20, 70),
    ("sum", "continue", "sum", "AC WA AC RE AC", "RE", 20, 70),
])
def test_kattis_groups_are_graded_as_problemtools_does(tmp_path, secret, a_reject, a_flags,
                                                       verdicts, graded, score, top):
    files = {**NESTED}
    for key in ("data/secret/testdata.yaml", "data/secret/a/testdata.yaml"):
        files[key] = files[key].format(secret=secret, a_reject=a_reject, a_flags=a_flags)
    names = ["sample/1", "secret/a/1", "secret/a/2", "secret/b/1", "secret/b/2"]
    report = _graded(tmp_path, files, dict(zip(names, verdicts.split())))
    assert (report.graded, report.score, report.max_score) == (graded, score, top)


def test_kattis_scores_from_the_validator_range_and_legacy_grading(tmp_path):
    files = {**_tests("secret/1", "secret/2"),
             "data/secret/testdata.yaml": "range: 0 100\non_reject: continue\n"}
    # score.txt is a test's score; the maximum is range's upper end.
    report = _graded(tmp_path / "a", files, {"secret/1": "AC", "secret/2": "WA"},
                     {"secret/1": 42.5})
    assert (report.graded, report.score, report.max_score) == ("WA", 42.5, 100)
    # problem.yaml's legacy grading: sets every group's accept_score (and on_reject grade:
    # continue).
    files["problem.yaml"] = ("name: T\ntype: scoring\nlimits:\n  time_limit: 1\ngrading:\n"
                             "  accept_score: 7\n  on_reject: grade\n")
    files["data/secret/testdata.yaml"] = "on_reject: break\n"
    report = _graded(tmp_path / "b", files, {"secret/1": "WA", "secret/2": "AC"})
    assert (report.graded, report.score, report.max_score) == ("WA", 7, 14)


def test_polygon_checker_points_are_the_score(pk):
    # The tests are worth 0 and the group 50: the checker's quitp points make the score, and
    # the main solution's full score is accepted (it was "PC, score 50/0").
    result = gk("verify", pk / "polygon-points", cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "solutions/exact.cpp       main      AC" in result.stdout
    assert "score 50/50" in result.stdout
    assert "solutions/off_by_one.cpp  rejected  PC" in result.stdout
    assert "score 20/50" in result.stdout


# ------------------------------------------------ folders as programs, DOMjudge's additions

def test_a_submission_folder_is_one_program(pk):
    result = gk("verify", pk / "domjudge-multi", cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "(time limit from domjudge-problem.ini)" in result.stdout
    rows = {line.split()[0]: line.split()[1:3] for line in result.stdout.splitlines()
            if line.startswith("  submissions/")}
    assert rows == {
        "submissions/accepted/JavaPair": ["AC", "AC"],     # two classes; main in Solution
        "submissions/accepted/entry": ["AC", "AC"],        # submissions.json's entry point
        "submissions/accepted/modules": ["AC|TLE", "AC"],  # its expected_results
        "submissions/accepted/two_files": ["AC", "AC"],    # main.cpp + add.cpp + add.h
        "submissions/mixed/slow.py": ["AC|TLE", "AC"],     # @EXPECTED_RESULTS@
    }
    assert "5/5 judged submissions" in result.stdout
    # gk run judges a folder as one program too.
    folder = pk / "domjudge-multi" / "submissions/accepted/two_files"
    result = gk("run", pk / "domjudge-multi", "--solution", folder, cwd=pk)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_folder_without_its_entry_point_says_why(pk, tmp_path):
    package = tmp_path / "multi"
    shutil.copytree(pk / "domjudge-multi", package)
    (package / "submissions.json").write_text("{}")
    result = gk("verify", package, cwd=tmp_path)
    # Without it, other.py (which has a __main__ block) is taken as the main file: WA.
    assert "submissions/accepted/entry      AC        WA" in result.stdout
    (package / "submissions/accepted/entry/other.py").write_text(
        "def combine(a, b):\n    return a + b\n")
    result = gk("verify", package, cwd=tmp_path)
    assert "not judged: cannot tell which of its 2 files is the main one" in result.stdout
    # A folder mixing languages is not judged either.
    (package / "submissions/accepted/two_files/extra.py").write_text("print(1)\n")
    result = gk("verify", package, cwd=tmp_path)
    assert "not judged: sources in cpp, python" in result.stdout


def test_a_folder_program_is_built_from_all_its_sources(tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_CACHE", str(tmp_path / "cache"))
    from judge.compiler import Build
    from judge.programs import compile_folder
    for name, text in {"main.c": "#include <stdio.h>\nint twice(int);\n"
                                 "int main(void) { printf(\"%d\\n\", twice(21)); return 0; }\n",
                       "twice.c": "int twice(int x) { return 2 * x; }\n",
                       "NOTES.md": "not a source\n"}.items():
        (tmp_path / "c" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "c" / name).write_text(text)
    binary = compile_folder(tmp_path / "c", Build())
    assert subprocess.run(binary.command, capture_output=True, text=True).stdout == "42\n"
    # Cached by its files: the same folder is not built again, a changed one is.
    assert compile_folder(tmp_path / "c", Build()).cached
    (tmp_path / "c" / "twice.c").write_text("int twice(int x) { return 3 * x; }\n")
    binary = compile_folder(tmp_path / "c", Build())
    assert not binary.cached
    assert subprocess.run(binary.command, capture_output=True, text=True).stdout == "63\n"


def test_kattis_samples_add_no_score_but_their_verdict_counts(tmp_path):
    files = {**_tests("sample/1", "secret/1", "secret/2"),
             "data/testdata.yaml": "on_reject: continue\n"}
    names = ["sample/1", "secret/1", "secret/2"]
    report = _graded(tmp_path / "a", files, dict(zip(names, ["AC", "AC", "AC"])))
    assert (report.graded, report.score, report.max_score) == ("AC", 2, 2)
    report = _graded(tmp_path / "b", files, dict(zip(names, ["WA", "AC", "AC"])))
    assert (report.graded, report.score, report.max_score) == ("WA", 2, 2)


@pytest.mark.parametrize("kinds", ["[interactive, multi-pass]",
                                   "\n  - interactive\n  - multi-pass"], ids=["flow", "block"])
def test_an_interactive_multi_pass_problem_plays_each_pass(tmp_path, kinds):
    # Each pass the validator asks for twice a number (its pass's input), the first pass
    # writing the next one's; the solution must answer both games. The type is a flow list or
    # a block list (2025-09's packages write it so; the hand-written YAML subset read it as {}).
    files = {"problem.yaml": "problem_format_version: 2023-07\nname: Twice\n"
                             f"type: {kinds}\nlimits:\n  time_limit: 2\n",
             "data/secret/1.in": "3\n", "data/secret/1.ans": "-\n",
             "output_validator/twice.py":
                 "import sys\n"
                 "n = int(open(sys.argv[1]).read())\n"
                 "print(n, flush=True)\n"
                 "ok = sys.stdin.readline().strip() == str(2 * n)\n"
                 "if ok and n < 10:\n"
                 "    open(sys.argv[3] + 'nextpass.in', 'w').write(str(n + 10))\n"
                 "sys.exit(42 if ok else 43)\n",
             "good.py": "print(2 * int(input()))\n",
             "first_only.py": "n = int(input())\nprint(2 * n if n < 10 else 0)\n"}
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    good = as_json(gk("run", tmp_path, "--solution", tmp_path / "good.py", "--json",
                      cwd=tmp_path))
    assert good["verdict"] == "AC", good["tests"][0]["detail"]
    bad = as_json(gk("run", tmp_path, "--solution", tmp_path / "first_only.py", "--json",
                     cwd=tmp_path))
    assert bad["verdict"] == "WA" and bad["tests"][0]["detail"].startswith("pass 2:")


@pytest.mark.parametrize("files, message", [
    ({"problem.yaml": "name: S\ntype: submit-answer\n"}, "type submit-answer"),
    ({"problem.yaml": "problem_format_version: 2025-09\nname: S\ntype: scoring\n",
      "data/secret/test_group.yaml": "score_aggregation: max\n"},
     "score_aggregation must be pass-fail, sum, min, not 'max'"),
])
def test_what_the_kit_refuses_it_says(tmp_path, files, message):
    for name, text in {**_tests("secret/1"), **files}.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    (tmp_path / "a.py").write_text("print(1)\n")
    result = gk("run", tmp_path, "--solution", tmp_path / "a.py", cwd=tmp_path)
    assert result.returncode == 2 and message in one_line_error(result)
