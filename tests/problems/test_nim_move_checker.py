"""The nim-move checker, run on right and wrong answers.

Truth comes from a game-tree search over whole positions (no xor), so the checker's own rule is
tested, not assumed. Exit codes follow testlib: 0 AC, 1 WA, 2 PE, 3 fail.
"""
from __future__ import annotations

import itertools
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHECKER = ROOT / "problems" / "nim-move" / "checker.cpp"
AC, WA, PE, FAIL = 0, 1, 2, 3
TOP = (1 << 60) - 1


@lru_cache(maxsize=None)
def wins(heaps: tuple) -> bool:
    """The player to move wins: some move leads to a lost position (heaps kept sorted)."""
    return any(not wins(tuple(sorted(heaps[:i] + (to,) + heaps[i + 1:])))
               for i, h in enumerate(heaps) for to in range(h))


def moves(heaps: list[int]):
    for i, h in enumerate(heaps):
        for to in range(h):
            yield i + 1, to, heaps[:i] + [to] + heaps[i + 1:]


def right_answer(heaps: list[int]) -> str:
    for i, to, after in moves(heaps):
        if not wins(tuple(sorted(after))):
            return f"{i} {to}\n"
    return "LOSE\n"


@pytest.fixture(scope="module")
def checker(tmp_path_factory) -> Path:
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed")
    binary = tmp_path_factory.mktemp("checker") / "checker"
    subprocess.run(["g++", "-std=c++17", "-O2", "-o", str(binary), str(CHECKER)], check=True)
    return binary


@pytest.fixture
def run(checker: Path, tmp_path: Path):
    """run(heaps, output, answer=None) -> (exit code, stderr); answer defaults to a right one."""
    def go(heaps: list[int], output: str, answer: str | None = None) -> tuple[int, str]:
        files = {"input": f"{len(heaps)}\n{' '.join(map(str, heaps))}\n", "output": output,
                 "answer": right_answer(heaps) if answer is None else answer}
        for name, text in files.items():
            (tmp_path / name).write_text(text)
        result = subprocess.run([str(checker)] + [str(tmp_path / name) for name in files],
                                capture_output=True, text=True, timeout=10)
        return result.returncode, result.stderr
    return go


SMALL_POSITIONS = [list(p) for n in (1, 2, 3) for p in itertools.product(range(5), repeat=n)]


def test_every_legal_move_of_small_positions_is_judged_by_the_game_tree(run):
    accepted = rejected = 0
    for heaps in SMALL_POSITIONS:
        for i, to, after in moves(heaps):
            code, err = run(heaps, f"{i} {to}\n")
            if wins(tuple(sorted(heaps))) and not wins(tuple(sorted(after))):
                assert code == AC, (heaps, i, to, err)
                accepted += 1
            else:
                assert code == WA, (heaps, i, to, err)
                rejected += 1
    # Both kinds really occur: the test cannot pass by accepting or rejecting everything.
    assert accepted > 100 and rejected > 500


def test_lose_is_checked_against_the_truth(run):
    for heaps in SMALL_POSITIONS:
        code, err = run(heaps, "LOSE\n")
        if wins(tuple(sorted(heaps))):
            assert code == WA and "player to move wins" in err, (heaps, err)
        else:
            assert code == AC, (heaps, err)


def test_a_move_on_a_lost_position_is_wrong(run):
    code, err = run([1, 2, 3], "1 0\n")
    assert code == WA and "LOSE" in err
    code, err = run([0], "1 0\n")
    assert code == WA


@pytest.mark.parametrize("output, reason", [
    ("0 1\n", "not in 1..3"),      # heap index too small
    ("4 1\n", "not in 1..3"),      # heap index too large
    ("-1 0\n", "not in 1..3"),
    ("99999999999999999999999 0\n", "not in 1..3"),
    ("3 4\n", "cannot become 4"),  # no change
    ("3 5\n", "cannot become 5"),  # a heap cannot grow
    ("3 -1\n", "cannot become -1"),
    ("2 3\n", "cannot become 3"),
])
def test_illegal_moves_are_wrong_answers(run, output, reason):
    code, err = run([1, 2, 4], output)
    assert code == WA and reason in err, err


@pytest.mark.parametrize("output", [
    "", "\n", "3\n", "3 3 3\n", "LOSE 1\n", "lose\n", "Lose\n", "3.0 3\n", "3 3.0\n",
    "03 3\n", "3 03\n", "+3 3\n", "three 3\n", "3 x\n", "-0 3\n",
])
def test_malformed_output_is_a_presentation_error(run, output):
    code, err = run([1, 2, 4], output)
    assert code == PE, (output, err)


def test_whitespace_around_tokens_is_tolerated(run):
    assert run([1, 2, 4], "  3\n\n3  ")[0] == AC
    assert run([1, 2, 3], "\nLOSE")[0] == AC


def test_every_winning_move_is_accepted_for_large_heaps(run):
    heaps = [TOP, 1 << 59, 5, TOP - 6]
    x = 0
    for h in heaps:
        x ^= h
    winning = [(i + 1, h ^ x) for i, h in enumerate(heaps) if h ^ x < h]
    assert len(winning) >= 2
    # The answer file is given: a game-tree search cannot reach heaps this large.
    answer = f"{winning[0][0]} {winning[0][1]}\n"
    for i, to in winning:
        assert run(heaps, f"{i} {to}\n", answer)[0] == AC
    assert run(heaps, f"1 {TOP - 1}\n", answer)[0] == WA


def test_a_wrong_jury_answer_is_a_checker_failure(run):
    assert run([1, 2, 4], "3 3\n", answer="LOSE\n")[0] == FAIL
    assert run([1, 2, 3], "LOSE\n", answer="1 0\n")[0] == FAIL
    assert run([1, 2, 4], "3 3\n", answer="1 0\n")[0] == FAIL
