"""A conjunctive compound (explore/conjunctive.py): every move moves every number at once, each
by its own subtraction game, and play stops when one number has no move. The pasted remoteness
rule is compared with a plain search of the whole compound (no remoteness, no theorem) on
numbers past the ones the explorer saw; games that are no such compound get none."""
from __future__ import annotations

import random
from functools import lru_cache
from itertools import product

from explore import conjunctive
from explore_run import explore_json, run_code, searched

SQUARES = """# two piles; a move takes a square from each pile at once; who cannot move loses
positions = numbers(a=range(1, 25), b=range(1, 25))
def moves(p):
    a, b = p
    i = 1
    while i * i <= a:
        j = 1
        while j * j <= b:
            yield (a - i * i, b - j * j)
            j += 1
        i += 1
"""

THREE = """# three counters; a move takes 1, 2 or 5 from the first, 1 or 3 from the second and 2 or 3
# from the third, all at once
positions = numbers(x=range(0, 9), y=range(0, 9), z=range(0, 9))
def moves(p):
    x, y, z = p
    for s in (1, 2, 5):
        for t in (1, 3):
            for u in (2, 3):
                if s <= x and t <= y and u <= z:
                    yield (x - s, y - t, z - u)
"""


def compound_wins(takes: tuple):
    @lru_cache(maxsize=None)
    def wins(p: tuple) -> bool:
        choices = [[x - s for s in take(x)] for take, x in zip(takes, p)]
        return any(not wins(q) for q in product(*choices))
    return wins


def squares(n: int) -> list[int]:
    return [i * i for i in range(1, n + 1) if i * i <= n]


def ask(tmp_path, code: str, points: list) -> list[int]:
    args = ", ".join(f"p[{i}]" for i in range(len(points[0])))
    return run_code(tmp_path, code, "int main() { std::vector<long long> p(%d); while (std::cin "
                    ">> p[0]) { for (size_t i = 1; i < p.size(); i++) std::cin >> p[i]; "
                    "std::cout << firstWins(%s) << '\\n'; } }\n" % (len(points[0]), args),
                    [" ".join(map(str, p)) for p in points])


def test_squares_from_two_piles_far_past_the_positions_seen(tmp_path):
    got = explore_json(tmp_path, SQUARES, "--budget", "4")
    assert got["rules"] and "min(R(a), R(b)) is odd" in got["rules"][0], got["rules"]
    assert got["check"].startswith("check: compiled with g++"), got["check"]
    wins = compound_wins((squares, squares))
    for s in range(0, 241):             # the plain search filled from the smallest sums
        for a in range(max(0, s - 120), min(s, 120) + 1):
            wins((a, s - a))
    rng = random.Random(9)
    points = [(rng.randint(0, 120), rng.randint(0, 120)) for _ in range(200)] + [(0, 5), (1, 1)]
    assert ask(tmp_path, got["code"], points) == [int(wins(p)) for p in points]


def _report(tmp_path, text: str):
    return conjunctive.report(*searched(tmp_path, text), None)


def test_three_numbers_each_with_its_own_finite_takes(tmp_path):
    lines, code, _ = _report(tmp_path, THREE)
    assert lines and "x: take s in {1, 2, 5}" in lines[0], lines
    own = (lambda n: [s for s in (1, 2, 5) if s <= n], lambda n: [s for s in (1, 3) if s <= n],
           lambda n: [s for s in (2, 3) if s <= n])
    wins = compound_wins(own)
    rng = random.Random(10)
    points = [tuple(rng.randint(0, 40) for _ in range(3)) for _ in range(150)]
    for p in sorted(points, key=sum):
        wins(p)
    assert ask(tmp_path, code, points) == [int(wins(p)) for p in points]


def test_games_that_are_no_conjunctive_compound_get_none(tmp_path):
    # a move takes from one pile only: a disjunctive sum
    assert _report(tmp_path, "positions = numbers(a=range(0, 12), b=range(0, 12))\n"
                   "def moves(p):\n    a, b = p\n"
                   "    for s in (1, 2):\n"
                   "        if s <= a: yield (a - s, b)\n"
                   "        if s <= b: yield (a, b - s)\n") == ([], "", "")
    # the second pile's take depends on the first pile
    assert _report(tmp_path, "positions = numbers(a=range(0, 12), b=range(0, 12))\n"
                   "def moves(p):\n    a, b = p\n"
                   "    for s in (1, 2):\n"
                   "        t = 1 + a % 2\n"
                   "        if s <= a and t <= b: yield (a - s, b - t)\n") == ([], "", "")
