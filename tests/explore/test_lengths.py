"""A game of fixed length (explore/lengths.py): when every play from a position lasts the same
number of moves, that number is mined and who wins is its parity. The pasted code is compared
with a plain search of the rules far past the positions the explorer computed; a game whose
plays differ in length gets no such rule."""
from __future__ import annotations

from functools import lru_cache

from explore import lengths, solve
from explore_run import explore_json, run_code

# x coins of 7 and y coins of 2; a move must pick coins worth exactly 13 (one 7 and three 2s);
# who cannot move loses
COINS = '''positions = numbers(x=range(1, 21), y=range(1, 41))
def moves(c):
    x, y = c
    for a in range(0, x + 1):
        rest = 13 - 7 * a
        if rest >= 0 and rest % 2 == 0 and rest // 2 <= y:
            yield (x - a, y - rest // 2)
'''

NIM = '''positions = numbers(x=range(0, 8), y=range(0, 8))
def moves(c):
    x, y = c
    for t in range(1, x + 1):
        yield (x - t, y)
    for t in range(1, y + 1):
        yield (x, y - t)
'''


@lru_cache(maxsize=None)
def coins_win(x: int, y: int) -> bool:
    return x >= 1 and y >= 3 and not coins_win(x - 1, y - 3)


def test_a_game_of_fixed_length_is_won_by_the_parity_of_its_length(tmp_path):
    doc = explore_json(tmp_path, COINS, "--budget", "3")
    assert any("L = min(x, y div 3)" in r for r in doc["rules"]), doc["rules"]
    code = (tmp_path / "code.cpp").read_text()
    cases = [(x, y) for x in range(0, 200, 13) for y in range(0, 700, 17)]
    main = ("int main() { long long x, y; while (std::cin >> x >> y) "
            "std::cout << firstWins(x, y) << '\\n'; }\n")
    got = run_code(tmp_path, code, main, [f"{x} {y}" for x, y in cases])
    assert got == [int(coins_win(x, y)) for x, y in cases]


def test_plays_of_different_lengths_have_no_length(tmp_path):
    (tmp_path / "nim.py").write_text(NIM)
    game = solve.load(tmp_path / "nim.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    ex.results(positions)
    assert lengths.lengths(ex) is None
    (tmp_path / "coins.py").write_text(COINS)
    game = solve.load(tmp_path / "coins.py")
    ex = solve.Explorer(game)
    ids = ex.add([(4, 20), (3, 2)])
    ex.solve()
    got = lengths.lengths(ex)
    assert [got[i] for i in ids] == [4, 0]


def test_a_filtered_shape_of_numbers_is_read_by_its_names(tmp_path):
    """numbers(...).where(...) answers what its numbers(...) would (names, ranges): the check
    of a fixed length asked a filtered shape for its names and crashed (HDU 1729 written with a
    filter, and a start() that returns the position, dropped at load)."""
    from explore import lengths, solve
    (tmp_path / "box.py").write_text(
        "positions = numbers(s=range(1, 9), c=range(0, 9)).where(lambda p: p[1] <= p[0])\n"
        "def start(p):\n    return p\n"
        "def moves(p):\n    s, c = p\n"
        "    for d in range(1, min(c * c, s - c) + 1):\n        yield (s, c + d)\n")
    game = solve.load(tmp_path / "box.py")
    assert game.start is None and game.shape.names == ("s", "c")
    assert lengths.applies(game)


# piles in a row; pile i (from 1) gives up exactly i stones a move; who cannot move loses
PLACES = '''positions = sequence(values=range(1, 7), length=range(1, 5))
def moves(piles):
    for i, s in enumerate(piles):
        if s >= i + 1:
            yield piles[:i] + (s - (i + 1),) + piles[i + 1:]
'''


@lru_cache(maxsize=None)
def places_win(piles: tuple) -> bool:
    return any(not places_win(piles[:i] + (s - i - 1,) + piles[i + 1:])
               for i, s in enumerate(piles) if s >= i + 1)


def test_steps_set_by_the_place_give_the_sum_of_a_i_div_i(tmp_path):
    """Every move lowers one pile by its place (SPOJ RESN04's rules): every play lasts
    L = sum of a_i div i moves. The pasted code against a plain search of the rules on rows of
    up to 7 piles of up to 30 (the explorer computed 4 piles of up to 6)."""
    import random
    doc = explore_json(tmp_path, PLACES, "--budget", "3")
    assert any("L = sum of a_i div i" in r for r in doc["rules"]), doc["rules"]
    code = (tmp_path / "code.cpp").read_text()
    rng = random.Random(5)
    rows = [tuple(rng.randint(0, 30) for _ in range(rng.randint(1, 7))) for _ in range(150)]
    rows = [r for r in rows if sum(v // (i + 1) for i, v in enumerate(r)) <= 40]
    main = ("int main() { int n; while (std::cin >> n) { std::vector<long long> a(n); "
            "for (auto& v : a) std::cin >> v; std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [" ".join(map(str, (len(r),) + r)) for r in rows])
    assert len(rows) > 60 and got == [int(places_win(r)) for r in rows]


def test_a_step_is_read_only_when_each_place_has_one(tmp_path):
    """The same d at every place of a multiset is `sum of a_i div d`; two steps at one place
    (take 1 or 2) is no step at all; a sequence whose steps are neither one d nor the place
    gets no feature."""
    def steps_of(text: str):
        (tmp_path / "g.py").write_text(text)
        game = solve.load(tmp_path / "g.py")
        ex = solve.Explorer(game)
        ex.results(list(game.shape.positions()))
        return lengths._element_steps(game, ex)
    three = steps_of("positions = multiset(piles=range(0, 9), size=range(1, 4))\n"
                     "def moves(p):\n    for i, v in enumerate(p):\n        if v >= 3:\n"
                     "            yield p[:i] + (v - 3,) + p[i + 1:]\n")
    assert three == {0: 3}
    assert lengths._element_step_feature(three).fn((7, 3, 2)) == 2 + 1
    assert steps_of("positions = multiset(piles=range(0, 6), size=range(1, 3))\n"
                    "def moves(p):\n    for i, v in enumerate(p):\n        for t in (1, 2):\n"
                    "            if v >= t:\n                yield p[:i] + (v - t,) + p[i + 1:]\n"
                    ) is None
    odd = steps_of("positions = sequence(values=range(0, 8), length=range(1, 4))\n"
                   "def moves(p):\n    for i, v in enumerate(p):\n        if v >= 2 * i + 1:\n"
                   "            yield p[:i] + (v - 2 * i - 1,) + p[i + 1:]\n")
    assert odd == {0: 1, 1: 3, 2: 5} and lengths._element_step_feature(odd) is None
