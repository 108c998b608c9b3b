"""Values that repeat on a geometric scale (explore/geometric.py): v(n) = v(ceil(n / d)) or
v(floor(n / d)) for n > d. The reader against sequences built that way and against ones that
are not; the Multiplication game (HDU 1517 / POJ 2505) end to end, its pasted code against a
plain search of the game's rules (a counter multiplied by 2..9, the first to reach n wins) far
past the values the explorer computed."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import geometric
from explore_run import explore_json, run_code


def built(d: int, rounding: str, base: list[int], count: int) -> list[int]:
    v = list(base)
    for n in range(len(base), count):
        v.append(v[-(-n // d)] if rounding == "ceil" else v[n // d])
    return v


def test_the_scale_and_rounding_are_read_from_sequences_built_with_them():
    rng = random.Random(3)
    for d in (2, 3, 7, 18):
        for rounding in ("ceil", "floor"):
            base = [rng.randrange(3) for _ in range(d + 1)]
            base[d] = (base[d - 1] + 1) % 3          # not one value past d
            v = built(d, rounding, base, max(700, 3 * d * d))
            if len(set(v[d + 1:])) == 1:        # ceil(n / 2) takes every n > 2 to 2
                assert geometric.find(v) is None
                continue
            got = geometric.find(v)
            assert got is not None, (d, rounding)
            e, i = got
            # the smallest scale that the values keep: d itself, or a power of a smaller one
            assert e <= d and built(e, geometric.ROUNDINGS[i][0], v[:e + 1], len(v)) == v


def test_sequences_that_do_not_repeat_so_get_none():
    rng = random.Random(4)
    assert geometric.find([rng.randrange(2) for _ in range(1000)]) is None
    assert geometric.find([n % 7 == 0 for n in range(1000)]) is None
    v = built(5, "ceil", [0, 1, 1, 0, 1, 0], 1000)
    v[900] ^= 1                                     # one value off, in the second half
    assert geometric.find(v) is None
    assert geometric.find([0] * 3 + [1] * 997) is None   # one value past every d
    # the first half must reach past d·d: 18 on 600 values is not read
    assert geometric.find(built(18, "ceil", [0, 0] + [1] * 8 + [0] * 9, 600)) is None


@lru_cache(maxsize=None)
def _wins(p: int, n: int) -> bool:
    """The player to move wins from counter p towards n: some multiplication by 2..9 reaches
    n, or leaves the other player losing."""
    return p < n and any(not _wins(min(p * m, n), n) for m in range(2, 10))


GAME = """# HDU 1517: p starts at 1; in turn a player multiplies p by 2..9; who first makes p >= n wins
positions = numbers(n=range(2, 120))
def start(position):
    return (1, position[0])
def moves(state):
    p, n = state
    if p < n:
        for m in range(2, 10):
            yield (min(p * m, n), n)
"""


def test_the_multiplication_game_end_to_end(tmp_path):
    got = explore_json(tmp_path, GAME, "--budget", "5")
    assert any("ceil(n / 18)" in rule for rule in got["rules"]), got["rules"]
    rng = random.Random(5)
    ns = [rng.randint(2, 10 ** rng.randint(2, 7)) for _ in range(150)] + [2, 9, 10, 18, 19,
                                                                          162, 163, 324, 325]
    out = run_code(tmp_path, got["code"], "int main() { long long n; while (std::cin >> n) "
                   "std::cout << firstWins(n) << '\\n'; }\n", [str(n) for n in ns])
    assert out == [int(_wins(1, n)) for n in ns]
