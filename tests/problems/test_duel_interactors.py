"""The duel interactors against scripted opponents, every jury move checked by brute.py's search.

For every small position and both sides, the interactor plays a random opponent and a perfect one
(perfect moves from the exhaustive search, no Sprague-Grundy shortcut). Every jury move must be
legal, and whenever the jury stands on a won position its move must leave a lost one; the
verdict must be AC exactly when the opponent won. Then the protocol's edges: illegal and
malformed moves, a solution that ends early, the jury's style.
"""
from __future__ import annotations

import itertools
import re
import time
from pathlib import Path

import pytest

from judge.compiler import compile_source
from judge.duel_style import style_of
from judge.generated import generate_input
from judge.problem import load_problem
from duel_dialogue import ROOT, SECONDS, SMALL, Interactor, load_brute, play, relay
from tiers import tiered


DUELS = sorted(SMALL)


@pytest.fixture(scope="module")
def interactors() -> dict[str, Path]:
    return {p: compile_source(ROOT / "problems" / p / "interactor.cpp", tag="interactor").path
            for p in DUELS}


def write(tmp_path: Path, text: str, name: str = "case.in") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("problem", [tiered(duel, duel) for duel in DUELS])
def test_every_jury_move_on_every_small_position_is_checked_by_search(problem, interactors,
                                                                       tmp_path):
    brute = load_brute(problem)
    games = jury_won_positions = 0
    for index, text in enumerate(SMALL[problem]()):
        path = write(tmp_path, text)
        for first, opponent in itertools.product((True, False), ("random", "perfect")):
            game = play(brute, interactors[problem], path, first, opponent, seed=index)
            games += 1
            assert game.exit_code == (0 if game.solution_won else 1), (text, game)
            assert game.message and "\n" not in game.message
            assert f"jury style {style_of(text.encode())}" in game.message, game.message
            if game.jury_could_win:
                jury_won_positions += 1
                assert not game.solution_won, (text, game.transcript)
            start_won = brute.wins(brute.parse_input(text))
            if opponent == "perfect" and first == start_won:
                assert game.solution_won, (text, game.transcript)
    # The check cannot pass vacuously: the jury stood on won positions in many games.
    assert jury_won_positions > games // 4


BAD_MOVES = {
    # position, [(a bad first move, the reason in the message)]
    "generalized-subtraction": ("6 2 3\n", [
        ("1 1", "cannot remove 1 cards"), ("1 4", "cannot remove 4 cards"),
        ("5 3", "cannot remove 3 cards from card 5"), ("0 2", "cannot remove"),
        ("0 0", "you still had a move"), ("-1 -1", "cannot remove"), ("1", "expected `x y`"),
        ("1 2 3", "expected"), ("x y", "expected"), ("", "expected"), ("01 2", "expected"),
    ]),
    "nim-duel": ("3 0\n1 2 4\n", [
        ("0 1", "does not exist"), ("4 1", "does not exist"), ("2 3", "cannot take 3"),
        ("2 0", "cannot take 0"), ("1 -1", "cannot take -1"), ("1", "expected `i x`"),
        ("1 1 1", "expected `i x`"), ("01 1", "expected"), ("1 +1", "expected"),
        ("x y", "expected"), ("", "expected"), ("99999999999999999999 1", "expected"),
        ("1 1.0", "expected"),
    ]),
    "kayles-duel": ("6\nII.III\n", [
        ("3 1", "pin 3 is already down"), ("2 2", "pin 3 is already down"),
        ("6 2", "not all in 1..6"), ("0 1", "not all in 1..6"), ("7 1", "not all in 1..6"),
        ("1 3", "k must be 1 or 2"), ("1 0", "k must be 1 or 2"), ("1", "expected `p k`"),
        ("I 1", "expected"), ("1 1 1", "expected"), ("", "expected"),
    ]),
    "wythoff-duel": ("4 9\n", [
        ("4 9", "cannot go to (4, 9)"), ("5 9", "cannot go"), ("3 7", "cannot go"),
        ("-1 9", "cannot go"), ("0 4", "cannot go"), ("4 10", "cannot go"),
        ("1000000000000000000000 0", "expected `x y`"), ("4", "expected"), ("4 7 1", "expected"),
        ("", "expected"), ("4 07", "expected"),
    ]),
    "hackenbush-duel": ("3 4\n0 1\n1 0\n1 2\n2 2\n", [
        ("0", "edge 0 does not exist"), ("5", "edge 5 does not exist"), ("-1", "does not exist"),
        ("1 2", "expected `e`"), ("e", "expected"), ("", "expected"), ("+1", "expected"),
    ]),
}


@pytest.mark.parametrize("problem", DUELS)
def test_illegal_and_malformed_moves_are_rejected(problem, interactors, tmp_path):
    brute = load_brute(problem)
    text, cases = BAD_MOVES[problem]
    path = write(tmp_path, text)
    for line, reason in cases:
        run = Interactor(interactors[problem], path)
        for _ in range(brute.intro_length(text.splitlines()[0])):
            run.line()
        run.send("First")
        run.send(line)
        assert run.line() == brute.REJECT, line
        code, message = run.finish()
        assert code == 1 and reason in message and "\n" not in message, (line, message)


@pytest.mark.parametrize("problem", DUELS)
@pytest.mark.parametrize("side", ["", "first", "Firstt", "First Second", "2"])
def test_a_bad_side_is_rejected(problem, side, interactors, tmp_path):
    brute = load_brute(problem)
    text = BAD_MOVES[problem][0]
    run = Interactor(interactors[problem], write(tmp_path, text))
    for _ in range(brute.intro_length(text.splitlines()[0])):
        run.line()
    run.send(side)
    assert run.line() == brute.REJECT
    code, message = run.finish()
    assert code == 1 and "First or Second" in message


@pytest.mark.parametrize("problem", DUELS)
@pytest.mark.parametrize("moves_before_eof", [0, 1])
def test_a_solution_that_ends_early_loses_without_a_hang(problem, moves_before_eof, interactors,
                                                         tmp_path):
    brute = load_brute(problem)
    text = BAD_MOVES[problem][0]
    run = Interactor(interactors[problem], write(tmp_path, text))
    for _ in range(brute.intro_length(text.splitlines()[0])):
        run.line()
    if moves_before_eof:
        run.send("First")
    started = time.monotonic()
    code, message = run.finish()  # closes its input: the solution is gone
    assert code == 1 and "ended before the game did" in message
    assert time.monotonic() - started < SECONDS / 2   # at once, not at the dialogue's backstop


@pytest.mark.parametrize("problem, text, first_move, again, reason", [
    # The loop (edge 4) falls with edge 3; the pin at place 3 is down after the first move.
    ("hackenbush-duel", "3 4\n0 1\n1 0\n1 2\n2 2\n", "3", "4", "edge 4 is already gone"),
    ("kayles-duel", "7\nIIIIIII\n", "3 1", "3 1", "pin 3 is already down"),
    ("nim-duel", "3 0\n1 2 3\n", "1 1", "1 1", "cannot take 1 from pile 1, which has 0"),
    ("generalized-subtraction", "9 1 2\n", "5 1", "4 2", "cannot remove 2 cards from card 4"),
    ("wythoff-duel", "4 9\n", "4 7", "4 7", "cannot go to (4, 7)"),
])
def test_a_move_on_what_a_move_removed_is_rejected(problem, text, first_move, again, reason,
                                                   interactors, tmp_path):
    brute = load_brute(problem)
    position = brute.parse_input(text)
    run = Interactor(interactors[problem], write(tmp_path, text))
    for _ in range(brute.intro_length(text.splitlines()[0])):
        run.line()
    run.send("First")
    run.send(first_move)
    position = brute.moves(position)[first_move]
    reply = run.line()
    assert reply in brute.moves(position)  # the jury's legal answer
    run.send(again)
    assert run.line() == brute.REJECT
    code, message = run.finish()
    assert code == 1 and reason in message, message


@pytest.mark.parametrize("problem", DUELS)
def test_the_statements_sample_dialogues_are_what_the_programs_say(problem, interactors):
    """Each sample in statement.md is the real dialogue of the reference with the jury on
    tests/sample-N.in (the jury's choices are seeded from the input, so it is reproducible)."""
    statement = (ROOT / "problems" / problem / "statement.md").read_text()
    blocks = [b.strip().splitlines() for b in re.findall(r"```\n([<>].*?)```", statement, re.S)]
    samples = sorted((ROOT / "problems" / problem / "tests").glob("sample-*.in"))
    # The kit's own duels show three samples; an original judge's problem shows its own.
    own = load_problem(problem).origin == "Grundy Kit"
    assert len(blocks) == len(samples) >= (3 if own else 1)
    reference = compile_source(ROOT / "problems" / problem / "solution.cpp").command
    for block, sample in zip(blocks, samples):
        dialogue: list[str] = []
        _, code = relay(reference, interactors[problem], sample, dialogue)
        assert code == 0 and dialogue == block, (sample.name, dialogue)


def wythoff_jury_steps(x: int, y: int) -> int:
    """T of wythoff-duel's statement: how often S -> S - ceil(S / 32) applies from x + y to 0."""
    s, steps = x + y, 0
    while s > 0:
        s, steps = s - -(-s // 32), steps + 1
    return steps


# The longest game each statement promises, from the input's text (for wythoff-duel: a game the
# solution wins), and the figure the statement prints for the largest input.
LONGEST_GAME = {
    "nim-duel": (lambda text: sum(map(int, text.split()[2:])), "10^4"),
    "kayles-duel": (lambda text: text.count("I"), "n <= 1000"),
    "hackenbush-duel": (lambda text: int(text.split()[1]), "m <= 300"),
    "wythoff-duel": (lambda text: 2 * wythoff_jury_steps(*map(int, text.split())) + 1, "2475"),
    "generalized-subtraction": (lambda text: int(text.split()[0]), "at most N moves"),
}


def test_the_wythoff_bound_is_the_statements_figure():
    assert wythoff_jury_steps(10**18, 10**18) == 1237
    assert LONGEST_GAME["wythoff-duel"][0]("1000000000000000000 1000000000000000000\n") == 2475


@pytest.mark.parametrize("problem", DUELS)
def test_the_tests_cover_both_sides_and_every_style_within_the_stated_length(problem,
                                                                            interactors):
    """A program that always says First (or Second) fails, and every jury style is met; the side
    is the reference's choice (checked against brute.py in test_problems.py). Every game, the max
    tests' included, ends within the length the statement promises; in wythoff-duel every jury
    step from a lost square is at least ceil((x + y) / 32) squares, as the statement says."""
    bound, figure = LONGEST_GAME[problem]
    statement = (ROOT / "problems" / problem / "statement.md").read_text()
    assert "**Length of a game.**" in statement and figure in statement
    brute = load_brute(problem)
    loaded = load_problem(problem)
    inputs = sorted((ROOT / "problems" / problem / "tests").glob("*.in"))
    inputs += [generate_input(loaded, entry)[0] for entry in loaded.generated]
    reference = compile_source(ROOT / "problems" / problem / "solution.cpp").command
    sides, styles, longest = set(), set(), 0
    for path in inputs:
        text = path.read_text()
        dialogue: list[str] = []
        said, code = relay(reference, interactors[problem], path, dialogue)
        assert code == 0, path.name
        sides.add(said[0])
        styles.add(style_of(path.read_bytes()))
        # The intro, the side, the moves, and the jury's closing line (the reference won).
        moves = dialogue[brute.intro_length(text.splitlines()[0]) + 1:]
        assert moves[-1] == "< " + brute.END, (path.name, moves[-3:])
        moves.pop()
        assert len(moves) <= bound(text), (path.name, len(moves), bound(text))
        longest = max(longest, len(moves))
        if problem == "wythoff-duel":
            square = tuple(map(int, text.split()))
            for line in moves:
                after = tuple(map(int, line[2:].split()))
                if line.startswith("<"):
                    step = max(square[0] - after[0], square[1] - after[1])
                    assert step >= -(-sum(square) // 32), (path.name, square, after)
                square = after
    assert sides == {"First", "Second"}
    assert styles == {"longest-lasting", "random", "unique-reply"}
    assert longest > 1
