"""The README's tables list every snippet and every problem, so they cannot fall behind the tree."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
PROBLEMS = sorted(p.parent for p in (ROOT / "problems").glob("*/problem.toml"))
SNIPPETS = sorted((ROOT / "snippets").glob("*.hpp"))


def table_row(first_cell: str) -> str | None:
    """The README table row whose first cell names `first_cell` in backquotes."""
    pattern = re.compile(r"^\| \[?`" + re.escape(first_cell) + r"`\]?(\(.*?\))? \|.*$", re.M)
    match = pattern.search(README)
    return match.group(0) if match else None


@pytest.mark.parametrize("snippet", SNIPPETS, ids=[s.name for s in SNIPPETS])
def test_every_snippet_has_a_row(snippet: Path):
    assert table_row(snippet.name), f"README.md has no row for {snippet.name}"


@pytest.mark.parametrize("problem", PROBLEMS, ids=[p.name for p in PROBLEMS])
def test_every_problem_has_a_row_naming_its_snippets(problem: Path):
    row = table_row(problem.name)
    assert row, f"README.md has no row for problem {problem.name}"
    meta = tomllib.loads((problem / "problem.toml").read_text())
    # fast_input.hpp only reads the input: the table names the game snippets.
    for snippet in set(meta["snippets"]) - {"fast_input.hpp"}:
        assert snippet.removesuffix(".hpp") in row, f"{problem.name}'s row does not name {snippet}"


def test_the_two_set_up_commands_are_shown():
    assert "make judge" in README and "make test" in README
