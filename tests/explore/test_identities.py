"""A start() or canonical() that returns what it is given is dropped at load
(explore/solve.py, without_identities): the game is the same, and what reads a game whose states
are its positions applies to it (a row cut at its ends: its recurrence against a plain minimax).
Functions that change a state, or states that are not positions, keep them."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import intervals, solve, whole

HABITS = """# take either end, scoring it; start() and canonical() written out of habit
positions = sequence(values=range(1, 5), length=range(0, 6))
result = "score"
def start(position):
    return position
def moves(a):
    if a:
        yield (a[1:], a[0])
        yield (a[:-1], a[-1])
def canonical(state):
    return state
"""

SORTING = """# remove one pile; canonical() sorts (it is not the identity)
positions = multiset(piles=range(1, 4), size=range(0, 4))
def moves(a):
    for i in range(len(a)):
        yield a[:i] + a[i + 1:][::-1]
def canonical(state):
    return tuple(sorted(state))
"""

UNSORTED = """# a multiset whose moves leave unsorted tuples: the shape's canonical form would change them
positions = multiset(piles=range(1, 4), size=range(0, 4))
def moves(a):
    for i in range(len(a)):
        yield a[:i] + a[i + 1:][::-1]
def canonical(state):
    return state
"""

FLAGGED = """# start() returns the position, but the moves carry a turn flag: states are not positions
positions = numbers(n=range(0, 8))
def start(position):
    return position
def moves(state):
    n = state[0]
    if n > 0:
        yield (n - 1, "flag")
def canonical(state):
    return state
"""


def load(tmp_path, text, name="game.py"):
    (tmp_path / name).write_text(text)
    return solve.load(tmp_path / name)


def test_habit_functions_are_dropped_and_the_row_is_read(tmp_path):
    game = load(tmp_path, HABITS)
    assert game.start is None and game.canonical is None
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.moves == ((0, 1), (1, 0))

    def minimax(row):
        @lru_cache(maxsize=None)
        def best(r):
            return max((r[0] - best(r[1:]), r[-1] - best(r[:-1])), default=0) if r else 0
        return best(row)
    rng = random.Random(3)
    rows = positions + [tuple(rng.randint(-4, 20) for _ in range(rng.randint(6, 14)))
                        for _ in range(150)]
    assert labels == [minimax(p) for p in positions]
    text, name = intervals.code(cuts, game.name)
    assert whole.check_code(text, name, "a", rows, [minimax(r) for r in rows],
                            "score").startswith("check: compiled with g++")


def test_functions_that_change_states_are_kept(tmp_path):
    game = load(tmp_path, SORTING, "sorting.py")
    assert game.canonical is not None
    game = load(tmp_path, UNSORTED, "unsorted.py")
    assert game.canonical is not None       # the shape's sorting would merge states
    game = load(tmp_path, FLAGGED, "flagged.py")
    assert game.start is not None           # (n, "flag") is not a position of numbers(n)
    # with start() kept, states are taken as they are: an identity canonical() changes nothing
    assert game.canonical is None


def test_results_are_the_same_with_or_without_the_habits(tmp_path):
    game = load(tmp_path, HABITS)
    plain = load(tmp_path, HABITS.replace("def start(position):\n    return position\n", "")
                 .replace("def canonical(state):\n    return state\n", ""), "plain.py")
    positions = list(game.shape.positions())
    assert solve.Explorer(game).results(positions) == solve.Explorer(plain).results(positions)


BARE = """# take a non-zero square; the states are bare numbers through start()
positions = numbers(n=range(0, 80))
def start(position):
    return position[0]
def moves(n):
    s = 1
    while s * s <= n:
        yield n - s * s
        s += 1
def canonical(state):
    return state
"""


def test_bare_numbers_behind_start_are_read_as_positions(tmp_path):
    """start((n,)) = n with bare numbers as states: the same game with the states (n,), so what
    reads a game on one number (here the takes of a named set) applies; the results equal a
    plain search of the squares."""
    from explore import takes
    game = load(tmp_path, BARE, "bare.py")
    assert game.start is None and game.canonical is None
    positions = list(game.shape.positions())
    labels = solve.Explorer(game).results(positions)
    win = []
    for n in range(80):
        win.append(any(not win[n - s * s] for s in range(1, int(n ** 0.5) + 1)))
    assert [bool(x) for x in labels] == win
    got = takes.recurrence(game.moves, [int(x) for x in win], "win")
    assert got is not None and "square" in got[0].text
