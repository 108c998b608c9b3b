"""Every subcommand's --help is complete, `make help` lists every target and variable, make's
paths are read from the caller's folder (also with `make -C <kit>`), and the README's example
summary line is the one `make judge` prints."""
from __future__ import annotations

import argparse
import re
import subprocess

import pytest

from conftest import ROOT, run_judge
from judge.cli import build_parser
from judge.report import one_line

PARSER = build_parser()
SUBCOMMANDS = next(a for a in PARSER._actions if isinstance(a, argparse._SubParsersAction)).choices


@pytest.mark.parametrize("name", sorted(SUBCOMMANDS))
def test_every_subcommand_help_is_complete(name):
    sub = SUBCOMMANDS[name]
    assert sub.description and len(sub.description) > 40, f"{name} has no description"
    for action in sub._actions:
        assert action.help, f"{name}: {action.option_strings or action.dest} has no help"
    text = run_judge(name, "--help").stdout
    assert "exit status:" in text


def test_stress_help_lists_the_sizes():
    text = run_judge("stress", "--help").stdout
    for size in ("tiny", "small", "large", "max"):
        assert size in text


def test_make_help_lists_every_target_and_variable():
    makefile = (ROOT / "Makefile").read_text()
    targets = re.search(r"^\.PHONY:(.*)$", makefile, re.M).group(1).split()
    text = subprocess.run(["make", "-s", "help"], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout
    for target in targets:
        assert re.search(rf"\bmake (-s )?{re.escape(target)}\b|\| {re.escape(target)}\b", text), target
    for variable in ("P=", "SOL=", "TESTS=", "J=", "COUNT=", "SEED=", "SIZE=", "PREFIX="):
        assert variable in text, variable


def test_make_from_another_folder_reads_paths_there(tmp_path):
    (tmp_path / "mine.cpp").write_text((ROOT / "tests/judge/fixtures/programs/minus.cpp").read_text())
    result = subprocess.run(["make", "-s", "-C", str(ROOT), "judge", "P=snim", "SOL=mine.cpp"],
                            cwd=tmp_path, env={"PATH": "/usr/bin:/bin", "PWD": str(tmp_path),
                                               "HOME": str(tmp_path)},
                            capture_output=True, text=True, timeout=300)
    assert "does not exist" not in result.stderr, result.stderr
    assert "snim: mine.cpp (" in result.stdout


def test_readme_summary_line_is_what_make_judge_prints():
    readme = (ROOT / "README.md").read_text()
    quoted = re.search(r"`make judge` ends with a line per problem such as\n\n    (.+)\n", readme)
    assert quoted, "README shows the line make judge prints"
    # The shape of report.one_line: id, verdict, passed/total, max % of the limit, max memory.
    shape = re.compile(r"^\S+ +[A-Z]{2,3} +\d+/\d+ +max +\d+% of \d+ ms  max [\d.]+ MiB$")
    assert shape.match(quoted.group(1)), quoted.group(1)
    from judge.judging import Report, TestResult
    from judge.problem import load_problem
    report = Report(load_problem("snim"), ROOT / "problems/snim/solution.cpp")
    report.tests = [TestResult("max-1", "AC", 4, 2900)]
    assert shape.match(one_line(report, False)), one_line(report, False)


def test_new_help_says_where_the_folder_goes():
    """Inside the kit: its problems/; anywhere else: the current folder (judge/scaffold.py)."""
    text = " ".join(run_judge("new", "--help").stdout.split())
    assert "in the kit's problems/ when run inside the kit" in text
    assert "else in the current folder" in text
