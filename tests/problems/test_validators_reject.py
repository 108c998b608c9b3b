"""Every validator refuses what no input of its problem may contain, whatever the format: the
same smallest test input with its last newline removed, a blank line added, a space doubled
between two tokens, Windows line ends. A validator that reads loosely (a split() instead of
StrictInput, a block read at once that skips a check) fails here."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.generated import run_script

ROOT = Path(__file__).resolve().parents[2]
PROBLEMS = sorted(p.parent for p in (ROOT / "problems").glob("*/validator.py"))


def smallest_input(problem: Path) -> bytes:
    inputs = sorted((problem / "tests").glob("*.in"), key=lambda p: (p.stat().st_size, p.name))
    return inputs[0].read_bytes()


def mutations(text: bytes) -> dict[str, bytes]:
    found = {"no final newline": text[:-1], "a blank line at the end": text + b"\n",
             "Windows line ends": text.replace(b"\n", b"\r\n")}
    between = re.search(rb"[^ \n] [^ \n]", text)   # a space between two tokens on a line
    if between:
        at = between.start() + 1
        found["a doubled space"] = text[:at] + b" " + text[at:]
    return found


@pytest.mark.parametrize("problem", PROBLEMS, ids=[p.name for p in PROBLEMS])
def test_the_validator_refuses_a_broken_copy_of_a_valid_input(problem: Path):
    text = smallest_input(problem)
    assert text.endswith(b"\n")
    accepted = run_script(problem / "validator.py", [], stdin=text)
    assert accepted.returncode == 0, accepted.stderr.decode()
    for what, broken in mutations(text).items():
        result = run_script(problem / "validator.py", [], stdin=broken)
        assert result.returncode == 1, f"{problem.name}: {what} was accepted"
        assert result.stderr.decode().startswith("invalid input: "), (what, result.stderr)
