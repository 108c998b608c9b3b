"""The catalogues (docs/snippets.md, docs/problems.md) list every snippet and every problem, so they
cannot fall behind the tree; the README shows the two set-up commands and links every docs page."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
SNIPPET_CATALOGUE = (ROOT / "docs" / "snippets.md").read_text()
PROBLEM_CATALOGUE = (ROOT / "docs" / "problems.md").read_text()
PROBLEMS = sorted(p.parent for p in (ROOT / "problems").glob("*/problem.toml"))
SNIPPETS = sorted((ROOT / "snippets").glob("*.hpp"))


def table_row(first_cell: str, text: str) -> str | None:
    """The table row of `text` whose first cell names `first_cell` in backquotes."""
    pattern = re.compile(r"^\| \[?`" + re.escape(first_cell) + r"`\]?(\(.*?\))? \|.*$", re.M)
    match = pattern.search(text)
    return match.group(0) if match else None


@pytest.mark.parametrize("snippet", SNIPPETS, ids=[s.name for s in SNIPPETS])
def test_every_snippet_has_a_row(snippet: Path):
    assert table_row(snippet.name, SNIPPET_CATALOGUE), f"docs/snippets.md has no row for {snippet.name}"


@pytest.mark.parametrize("problem", PROBLEMS, ids=[p.name for p in PROBLEMS])
def test_every_problem_has_a_row_naming_its_snippets(problem: Path):
    row = table_row(problem.name, PROBLEM_CATALOGUE)
    assert row, f"docs/problems.md has no row for problem {problem.name}"
    meta = tomllib.loads((problem / "problem.toml").read_text())
    # fast_input.hpp only reads the input: the table names the game snippets.
    for snippet in set(meta["snippets"]) - {"fast_input.hpp"}:
        assert snippet.removesuffix(".hpp") in row, f"{problem.name}'s row does not name {snippet}"


def test_the_two_set_up_commands_are_shown():
    assert "make judge" in README and "make test" in README


def test_every_link_of_the_readme_and_the_catalogues_leads_somewhere():
    for page, text in [(ROOT, README), (ROOT / "docs", SNIPPET_CATALOGUE),
                       (ROOT / "docs", PROBLEM_CATALOGUE)]:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", text):
            assert (page / target).exists(), f"a link to {target} leads nowhere"
