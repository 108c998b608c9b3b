"""The published octal periods of docs/octal_reference.tsv: the fast rows here, all of them with
`make octal-table` (tools/octal_reference.py)."""
from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TABLE = ROOT / "build" / "tools" / "table"
FAST = 50_000  # values a row's check may need to run here (the slowest takes well under a second)

spec = importlib.util.spec_from_file_location("octal_reference", ROOT / "tools" / "octal_reference.py")
reference = importlib.util.module_from_spec(spec)
sys.modules["octal_reference"] = reference  # dataclasses look their module up
spec.loader.exec_module(reference)
ROWS = reference.read_rows()


@pytest.fixture(scope="module")
def table() -> Path:
    subprocess.run(["make", "-s", str(TABLE.relative_to(ROOT))], cwd=ROOT, check=True)
    return TABLE


def test_the_reference_is_dozens_of_cited_games():
    assert len(ROWS) >= 30
    assert len({row.code for row in ROWS}) == len(ROWS), "a code appears twice"
    for row in ROWS:
        assert row.source.startswith("OEIS A"), row
        assert row.period >= 1 and row.preperiod >= 0, row
    assert any(row.code.startswith("4.") for row in ROWS)
    assert any(len(row.code) >= 6 for row in ROWS)  # four digits and more


def test_most_rows_are_checked_here():
    assert sum(row.values_needed() <= FAST for row in ROWS) >= 25


@pytest.mark.parametrize("row", [r for r in ROWS if r.values_needed() <= FAST], ids=lambda r: r.code)
def test_published_period_is_proven(row, table: Path):
    passed, report = reference.check(row, table)
    assert passed, report


# The checker must fail on a wrong published figure, not pass whatever the tool says.
def test_checker_rejects_a_wrong_figure(table: Path):
    wrong = reference.Row("0.77", 12, 70, "deliberately wrong", None)
    passed, report = reference.check(wrong, table)
    assert not passed and "got 'period 12 preperiod 71'" in report
