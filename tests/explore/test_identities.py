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


# a matrix of two columns written row by row; start() makes the rows, sorted; a move lowers the
# two cells of one row, by any amounts, at least one stone in all
SORTED_ROWS = """positions = sequence(values=range(0, 4), length=range(2, 7, 2))
def start(position):
    return tuple(sorted(zip(position[0::2], position[1::2])))
def moves(rows):
    for i, (x, y) in enumerate(rows):
        for nx in range(x + 1):
            for ny in range(y + 1):
                if (nx, ny) != (x, y):
                    yield tuple(sorted(rows[:i] + rows[i + 1:] + ((nx, ny),)))
"""

# the same rows, but start() adds the turn: states are not rows alone
TURNED_ROWS = SORTED_ROWS.replace("return tuple(sorted(zip(position[0::2], position[1::2])))",
                                  "return (0, tuple(sorted(zip(position[0::2], position[1::2]))))"
                                  ).replace("def moves(rows):", "def moves(state):\n"
                                            "    turn, rows = state").replace(
    "yield tuple(sorted(rows[:i] + rows[i + 1:] + ((nx, ny),)))",
    "yield (1 - turn, tuple(sorted(rows[:i] + rows[i + 1:] + ((nx, ny),))))")


@lru_cache(maxsize=None)
def rows_win(rows: tuple) -> bool:
    """The plain search of SORTED_ROWS's rules on the whole matrix."""
    return any(not rows_win(tuple(sorted(rows[:i] + rows[i + 1:] + ((nx, ny),))))
               for i, (x, y) in enumerate(rows) for nx in range(x + 1) for ny in range(y + 1)
               if (nx, ny) != (x, y))


def test_a_start_that_only_cuts_the_position_into_rows_is_read_on_the_flat_sequence(tmp_path):
    """start() groups the sequence into its rows (sorted) and every state is such rows: the game
    is the same on the flat sequence, whose rows are then parts of a sum (explore/sums.py): the
    xor of g(row) = a + b (LightOJ 1247's matrix game, two columns). The pasted code against a
    plain search of the whole matrix on matrices of up to 4 rows of up to 6."""
    from explore_run import explore_json
    game = load(tmp_path, SORTED_ROWS)
    assert game.start is None and game.canonical((1, 1, 0, 2)) == (0, 2, 1, 1)
    assert sorted(game.moves((1, 0, 0, 1))) == [(0, 0, 0, 1), (0, 0, 1, 0)]
    doc = explore_json(tmp_path, SORTED_ROWS, "--budget", "3")
    assert "xor of g(row)" in " ".join(doc["rules"] + doc.get("sum", [])), doc
    rng = random.Random(4)
    mats = [tuple(rng.randint(0, 6) for _ in range(2 * rng.randint(1, 4))) for _ in range(120)]
    truth = [rows_win(tuple(sorted(zip(m[0::2], m[1::2])))) for m in mats]
    code = doc.get("sum_code") or doc["code"]
    assert whole.check_code(code, "firstWins", "a", mats, truth, "win").startswith(
        "check: compiled"), code


def test_a_start_that_adds_more_than_rows_is_kept(tmp_path):
    game = load(tmp_path, TURNED_ROWS)
    assert game.start is not None
