"""A row taken from its front with a counter (explore/counters.py): the takes 1..U(c), the
counter's update and the start read off the explorer's states; the pasted recurrence is
compared with a plain search of the own totals (each player maximising their own, searched as
such) on rows far longer than the explorer searched. A counter game whose takes are not
1..U(c) gets none."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import counters, solve
from explore_run import explore_json, run_code

TWICE = '''# take 1 up to twice what the opponent took last (1 or 2 at the start) from the top of a
# stack of coins; each player maximises the coins they get
positions = sequence(values=range(1, 4), length=range(1, 8))
result = "score"
score = "own"
def start(coins):
    return (coins, 1)
def moves(state):
    coins, last = state
    for t in range(1, min(2 * last, len(coins)) + 1):
        yield ((coins[t:], t), sum(coins[:t]))
'''

GROWING = '''# take X piles from the front, 1 <= X <= 2M, then M = max(M, X) (M = 1 at the start)
positions = sequence(values=range(1, 4), length=range(1, 8))
result = "score"
score = "own"
def start(piles):
    return (piles, 1)
def moves(state):
    piles, m = state
    for x in range(1, min(2 * m, len(piles)) + 1):
        yield ((piles[x:], max(m, x)), sum(piles[:x]))
'''

EXACT = '''# take exactly c coins, then c + 1 (c = 1 at the start), or stop when too few are left
positions = sequence(values=range(1, 4), length=range(1, 8))
result = "score"
def start(coins):
    return (coins, 1)
def moves(state):
    coins, c = state
    if c <= len(coins):
        yield ((coins[c:], c + 1), sum(coins[:c]))
'''


def own_total(a: tuple, most, after, c0: int) -> int:
    """The first player's own total by its definition (ties: the least for the other)."""
    @lru_cache(maxsize=None)
    def totals(i: int, c: int) -> tuple[int, int]:
        best = None
        for t in range(1, min(most(c), len(a) - i) + 1):
            theirs, mine = totals(i + t, after(c, t))
            key = (sum(a[i:i + t]) + mine, -theirs)
            if best is None or key > best[0]:
                best = (key, (sum(a[i:i + t]) + mine, theirs))
        return best[1] if best else (0, 0)
    return totals(0, c0)[0]


def test_the_counter_games_equal_the_search_on_long_rows(tmp_path):
    rng = random.Random(1140)
    rows = [tuple(rng.randint(1, 100) for _ in range(rng.randint(1, 40))) for _ in range(120)]
    main = ("int main() { int m; while (std::cin >> m) { std::vector<long long> a(m); "
            "for (auto& v : a) std::cin >> v; std::cout << value(a) << '\\n'; } }\n")
    for text, after, words in ((TWICE, lambda c, t: t, "leaves c = t"),
                               (GROWING, lambda c, t: max(c, t), "leaves c = max(c, t)")):
        got = explore_json(tmp_path, text)
        assert got["rules"] and words in got["rules"][0] and "2·c" in got["rules"][0], got["rules"]
        pasted = run_code(tmp_path, got["code"], main,
                          [" ".join(map(str, (len(r), *r))) for r in rows])
        assert pasted == [own_total(r, lambda c: 2 * c, after, 1) for r in rows], words


def test_takes_that_are_not_one_up_to_a_bound_get_none(tmp_path):
    (tmp_path / "exact.py").write_text(EXACT)
    game = solve.load(tmp_path / "exact.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    ex.results(positions)
    assert counters.read(game, ex, positions) is None
