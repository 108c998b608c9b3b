"""The 2025-09 problem package format where a judge needs it: submissions.yaml (rules per
submission and per test group, globs), test_group.yaml's scoring (out of 100), the `type:` list,
symbolic links named as the package names them, a bad expectation comment skipped with a
warning, and the end of an interactive solution's output as the format's tools give it. Each on
a small package of the same shape (fixtures/packages/kattis-2025, kattis-2025-guess)."""
from __future__ import annotations

import re
import shutil

import pytest

from conftest import FIXTURES, gk
from judge.formats import load_package
from judge.formats.expectations import Rule, check, expand_braces, matches

PACKAGES = FIXTURES / "packages"


def row(stdout: str, name: str) -> str:
    return next(line for line in stdout.splitlines() if name in line)


def test_a_scored_package_with_submissions_yaml_and_a_symlink(tmp_path):
    result = gk("verify", PACKAGES / "kattis-2025", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "4/4 judged submissions got their expected verdict" in result.stdout
    # Scored out of data/secret's 100 (40 + 60 in test_group.yaml), not one point per test.
    assert "score 100/100" in row(result.stdout, "accepted/wide.py")
    # 40 for the small group, 20 of the large group's 60 (one test of three, sum).
    assert "score 60/100" in row(result.stdout, "mixed/int32.cpp")
    # The link rejected/truncated.cpp -> ../mixed/int32.cpp is named and judged as filed.
    assert "submissions/rejected/truncated.cpp" in result.stdout
    assert "RTE|TLE|WA" in row(result.stdout, "rejected/truncated.cpp")


def test_a_rule_not_met_is_a_mismatch_that_names_it(tmp_path):
    package = tmp_path / "kattis-2025"
    shutil.copytree(PACKAGES / "kattis-2025", package, symlinks=True)
    rules = package / "submissions" / "submissions.yaml"
    text = rules.read_text()
    for change, said in ((("  score: 60\n", "  score: [70, 80]\n"), "score 60, not in 70..80"),
                         (("    required: [WA]\n", "    required: [TLE]\n"),
                          "WA on secret/large, none of TLE")):
        rules.write_text(text.replace(*change))
        result = gk("verify", package, cwd=tmp_path)
        assert result.returncode == 1
        line = row(result.stdout, "mixed/int32.cpp")
        assert "MISMATCH" in line and said in line, line


def test_the_package_reads_as_the_format_says():
    problem = load_package(PACKAGES / "kattis-2025")
    by_name = {g.name: g for g in problem.groups}
    assert set(by_name) == {"sample", "secret/small", "secret/large"}
    small = by_name["secret/small"]
    assert (small.policy, small.points) == ("complete-group", 40)
    large = by_name["secret/large"]
    assert (large.policy, large.max_score, large.accept_score) == ("sum", 60, 20)
    assert large.dependencies == ["sample"]
    names = {problem.name_of(path) for path, _ in problem.submissions}
    assert "submissions/rejected/truncated.cpp" in names   # not its target's name


def test_an_interactive_package_with_a_block_list_type(tmp_path):
    result = gk("verify", PACKAGES / "kattis-2025-guess", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "4/4 judged submissions got their expected verdict" in result.stdout
    # Closing stdout early, then crashing or sleeping: RE and TLE, as the format's tools judge
    # them (the validator reads the end of the output only once the submission has ended).
    assert re.search(r"close_stdout_then_crash\.cpp\s+RTE\s+RTE\b", result.stdout)
    assert re.search(r"close_stdout_then_sleep\.cpp\s+TLE\s+TLE\b", result.stdout)
    # One malformed @EXPECTED_RESULTS@ comment in check_manually/: a warning, not a refusal.
    warning = [line for line in result.stderr.splitlines() if line.startswith("warning:")]
    assert len(warning) == 1 and "check_manually/maybe.cpp" in warning[0]
    assert "'SOMETIMES'" in warning[0] and "maybe.cpp is not verified" in warning[0]


def test_globs_as_the_format_defines_them():
    assert expand_braces("author.{py,cpp}") == ["author.py", "author.cpp"]
    assert expand_braces("{a,b}/{c,d}") == ["a/c", "a/d", "b/c", "b/d"]
    assert matches("accepted", "accepted/sol.py")          # a folder above it
    assert matches("accepted/*", "accepted/sol.py")
    assert not matches("*", "accepted/sol.py") or matches("*", "accepted")
    assert matches("secret/*-easy", "secret/03-easy")
    assert not matches("secret/*-easy", "secret/group/03-easy")   # * never crosses a /
    assert matches("secret/*-easy", "secret/03-easy/1")     # a group above the test
    assert not matches("accept", "accepted/sol.py")


class Judged:
    def __init__(self, verdicts: dict[str, str], score=None, scores=()):
        from judge.judging import TestResult
        self.tests = [TestResult(name, verdict) for name, verdict in verdicts.items()]
        self.compile_ok, self.score, self.scores = True, score, list(scores)


@pytest.mark.parametrize("verdicts,ok", [
    ({"secret/1": "AC", "secret/2": "WA"}, True),
    ({"secret/1": "AC", "secret/2": "PE"}, True),      # a presentation error is a WA there
    ({"secret/1": "AC", "secret/2": "AC"}, False),     # no WA: required not met
    ({"secret/1": "MLE", "secret/2": "WA"}, False),    # RTE is not permitted
])
def test_permitted_and_required(verdicts, ok):
    rule = Rule("", frozenset({"AC", "WA"}), frozenset({"WA"}))
    assert check([rule], Judged(verdicts))[0] is ok


def test_the_drafts_testdata_yaml_scoring_is_read_as_the_current_format(tmp_path):
    """The 2023-07 drafts kept a group's scoring in testdata.yaml's `scoring:` map (score,
    aggregation, require_pass): read into the same groups as test_group.yaml's keys."""
    files = {"problem.yaml": "problem_format_version: 2023-07-draft\nname: D\ntype:\n"
                             "  - scoring\nlimits:\n  time_limit: 1\n",
             "data/secret/a/testdata.yaml": "scoring:\n  score: 30\n",
             "data/secret/b/testdata.yaml": "scoring:\n  score: 70\n  aggregation: min\n"
                                            "  require_pass: [secret/a]\n"}
    for group in ("a", "b"):
        for test in ("1", "2"):
            files[f"data/secret/{group}/{test}.in"] = "1\n"
            files[f"data/secret/{group}/{test}.ans"] = "1\n"
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    groups = {g.name: g for g in load_package(tmp_path).groups}
    assert (groups["secret/a"].policy, groups["secret/a"].points) == ("complete-group", 30)
    b = groups["secret/b"]
    assert (b.policy, b.accept_score, b.max_score, b.dependencies) == ("min", 70, 70,
                                                                        ["secret/a"])


def test_a_validator_built_and_run_by_its_own_scripts(tmp_path):
    """output_validator/ with `build` and `run` (the format's "Other programs"): the kit said
    "no source file of the output validator". Its `run` is a shell script whose child reads the
    dialogue: a solution that waits while that child waits is the deadlock's TLE, not a JE for
    an interactor that "neither answered nor ended"."""
    result = gk("verify", PACKAGES / "kattis-2025-scripted", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2/2 judged submissions got their expected verdict" in result.stdout
    run = gk("run", PACKAGES / "kattis-2025-scripted", "--solution", PACKAGES /
             "kattis-2025-scripted" / "submissions" / "time_limit_exceeded" / "scanf_waits.c",
             cwd=tmp_path)
    assert "idle: both sides were waiting" in run.stdout, run.stdout
