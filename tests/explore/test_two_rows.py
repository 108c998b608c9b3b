"""Two rows, each cut at its ends (explore/two_rows.py): start() splits the position in two, a
move cuts one row; the split, the cuts and the points are read off the explorer's states, and
the pasted recurrence is compared with a plain search of the rules on rows far longer than the
explorer searched (own totals searched as such, and differences). A game whose moves touch both
rows gets none."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import solve, two_rows
from explore_run import explore_json, run_code

TOPS = '''# two piles, the first half of the position then the rest; a move takes the top item of
# either pile; each player maximises the total value of the items they took
positions = sequence(values=range(1, 4), length=range(1, 8))
result = "score"
score = "own"
def start(items):
    half = len(items) // 2
    return (items[:half], items[half:])
def moves(state):
    left, right = state
    if left:
        yield ((left[1:], right), left[0])
    if right:
        yield ((left, right[1:]), right[0])
'''

ENDS = '''# two piles of cards (the first ceil(n / 2) cards, then the rest); a move takes the top or
# the bottom card of either pile; the value is the mover's total minus the other's
positions = sequence(values=range(1, 4), length=range(1, 7))
result = "score"
def start(cards):
    half = (len(cards) + 1) // 2
    return (cards[:half], cards[half:])
def moves(state):
    a, b = state
    if a:
        yield ((a[1:], b), a[0])
        yield ((a[:-1], b), a[-1])
    if b:
        yield ((a, b[1:]), b[0])
        yield ((a, b[:-1]), b[-1])
'''

BOTH = '''# a move takes the top item of BOTH piles at once: no cut of one row
positions = sequence(values=range(1, 4), length=range(2, 8))
result = "score"
def start(items):
    half = len(items) // 2
    return (items[:half], items[half:])
def moves(state):
    left, right = state
    if left and right:
        yield ((left[1:], right[1:]), left[0] + right[0])
'''


def own_tops(a: tuple) -> int:
    """The first player's own total by its definition (ties: the least for the other)."""
    half = len(a) // 2

    @lru_cache(maxsize=None)
    def totals(left: tuple, right: tuple) -> tuple[int, int]:
        best = None
        options = ([((left[1:], right), left[0])] if left else []) + \
            ([((left, right[1:]), right[0])] if right else [])
        for after, pts in options:
            theirs, mine = totals(*after)
            key = (pts + mine, -theirs)
            if best is None or key > best[0]:
                best = (key, (pts + mine, theirs))
        return best[1] if best else (0, 0)
    return totals(a[:half], a[half:])[0]


def difference_ends(a: tuple) -> int:
    half = (len(a) + 1) // 2

    @lru_cache(maxsize=None)
    def d(x: tuple, y: tuple) -> int:
        options = []
        if x:
            options += [(x[0], (x[1:], y)), (x[-1], (x[:-1], y))]
        if y:
            options += [(y[0], (x, y[1:])), (y[-1], (x, y[:-1]))]
        return max((p - d(*after) for p, after in options), default=0)
    return d(a[:half], a[half:])


def test_two_rows_equal_the_search_on_long_rows(tmp_path):
    rng = random.Random(4597)
    main = ("int main() { int m; while (std::cin >> m) { std::vector<long long> a(m); "
            "for (auto& v : a) std::cin >> v; std::cout << value(a) << '\\n'; } }\n")
    for text, search, top in ((TOPS, own_tops, 30), (ENDS, difference_ends, 17)):
        got = explore_json(tmp_path, text)
        assert got["rules"] and got["rules"][0].startswith("start() splits the row"), got["rules"]
        rows = [tuple(rng.randint(-20, 100) for _ in range(rng.randint(1, top)))
                for _ in range(60)]
        pasted = run_code(tmp_path, got["code"], main,
                          [" ".join(map(str, (len(r), *r))) for r in rows])
        assert pasted == [search(r) for r in rows], text


def test_moves_on_both_rows_get_none(tmp_path):
    (tmp_path / "both.py").write_text(BOTH)
    game = solve.load(tmp_path / "both.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    ex.results(positions)
    assert two_rows.read(game, ex, positions) is None
