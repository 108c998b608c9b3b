"""A value that adds up over the rows (explore/additive.py): when every computed position's
value is the sum of its one-row positions' values, f of one row is mined and pasted as a loop
over the rows. The pasted code is compared with a plain minimax of the rules on boards far
larger than those the explorer computed; a game whose values are no such sum gets no reading."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import additive, whole
from explore import positions as shapes
from explore_run import run_code, searched, sizes_past

# A corner walk: an n x m board with coins on some cells (x, y), 1 <= x <= n, 1 <= y <= m (a
# cell may hold several). A token starts at the corner point (0, 0); the players move it in turn
# to (x + 1, y) or (x, y + 1). The game ends when it reaches x = n or y = m; the track then cuts
# the board in two, and the first player gets the coins above and right of it, the second the
# others. The input: n, m, then the coins' cells. The state keeps the column at which the track
# crossed each row; final() counts the coins from it.
WALK = '''def fits(p):
    return all(1 <= p[i] <= p[0] and 1 <= p[i + 1] <= p[1] for i in range(2, len(p), 2))
positions = sequence(values=range(1, 4), length=range(2, 9, 2)).where(fits)
result = "score"
def start(p):
    return (p, 0, 0, ())
def moves(state):
    p, x, y, cols = state
    if x == p[0] or y == p[1]:
        return []
    return [((p, x + 1, y, cols + (y,)), 0), ((p, x, y + 1, cols), 0)]
def final(state):
    p, x, y, cols = state
    n = p[0]
    cols = cols + (p[1],) * (n - len(cols))     # rows below the track's end: the second's
    first = sum(1 if p[i + 1] > cols[p[i] - 1] else -1 for i in range(2, len(p), 2))
    return first if (x + y) % 2 == 0 else -first     # the payoff to the player to move
'''


def walk_value(board: tuple) -> int:
    """The first player's coins less the second's, both playing best, by a plain minimax over
    the token's walk (the coins counted once the walk has ended)."""
    n, m = board[0], board[1]
    coins = [(board[i], board[i + 1]) for i in range(2, len(board), 2)]

    @lru_cache(maxsize=None)
    def best(x: int, y: int, cols: tuple) -> int:
        if x == n or y == m:
            crossed = list(cols) + [m] * (n - len(cols))     # rows below the end: second's
            return sum(1 if c > crossed[r - 1] else -1 for r, c in coins)
        down, right = best(x + 1, y, cols + (y,)), best(x, y + 1, cols)
        return max(down, right) if (x + y) % 2 == 0 else min(down, right)
    return best(0, 0, ())



def test_a_corner_walk_adds_up_over_its_coins(tmp_path):
    game, ex, positions, labels = searched(tmp_path, WALK)
    assert [int(v) for v in labels] == [walk_value(p) for p in positions]
    past = sizes_past(game, ex, what="boards")
    lines, code, checked = additive.report(game, ex, positions, labels, past,
                                           whole.check_code)
    assert lines and "after the first 2 numbers (n, m)" in lines[0], lines
    assert checked.startswith("check: compiled with g++"), checked
    rng = random.Random(11143)
    cases = []
    for _ in range(150):
        n, m = rng.randint(1, 7), rng.randint(1, 7)
        k = rng.randint(0, 6)
        cases.append((n, m) + sum(((rng.randint(1, n), rng.randint(1, m)) for _ in range(k)),
                                  ()))
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << value(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [f"{len(c)} " + " ".join(map(str, c)) for c in cases])
    assert got == [walk_value(c) for c in cases]


# take one stone from any pile, scoring 1: the value is the parity of all the stones, which is
# no sum over the piles ((1, 1) is worth 0, each (1) alone 1)
PARITY = '''positions = multiset(piles=range(0, 5), size=range(1, 5))
result = "score"
def moves(a):
    for i, x in enumerate(a):
        if x and (i == 0 or a[i - 1] != x):
            yield (a[:i] + (x - 1,) + a[i + 1:], 1)
'''


def test_a_value_that_is_no_sum_gets_no_reading(tmp_path):
    game, ex, positions, labels = searched(tmp_path, PARITY)
    assert additive.readings(game.shape) == [(0, 1)]
    assert additive._read(ex, positions, labels, 0, 1) is None
    lines, code, _ = additive.report(game, ex, positions, labels, lambda seen: ([], [], []),
                                     None)
    assert not lines and not code


def test_the_readings_fit_every_length():
    """A head and rows are tried only when every length of the shape is the head plus whole
    rows, with two rows at least somewhere; the fewest numbers first."""
    even = shapes.sequence(values=range(1, 4), length=range(2, 9, 2))
    assert additive.readings(even)[:3] == [(0, 1), (1, 1), (0, 2)]
    assert (2, 2) in additive.readings(even) and (1, 2) not in additive.readings(even)
    odd = shapes.sequence(values=range(1, 4), length=range(1, 8, 2))
    assert (1, 2) in additive.readings(odd) and (0, 2) not in additive.readings(odd)
