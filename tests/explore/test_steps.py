"""A point moved by fixed steps (explore/steps.py): a game on two or three numbers whose every
move adds a vector of a fixed set, each coordinate staying at or above its floor. The pasted
memoised recurrence is compared with a plain search of the rules on points far past the ones
the explorer searched (the explorer sees coordinates below 14, the code is asked up to 300);
moves that are no fixed steps, or steps with no end, get none."""
from __future__ import annotations

import random
import sys
from functools import lru_cache

from explore import steps
from explore_run import explore_json, run_code, searched

sys.setrecursionlimit(100_000)

KNIGHT = """# a hyper knight on a quarter plane: six steps, each lowering x + y; its Grundy value
positions = numbers(x=range(0, 14), y=range(0, 14))
result = "grundy"
STEPS = ((-2, 1), (-2, -1), (-1, -2), (1, -2), (-1, -3), (-3, -1))
def moves(p):
    x, y = p
    for dx, dy in STEPS:
        if x + dx >= 0 and y + dy >= 0:
            yield (x + dx, y + dy)
"""

PIECE = """# a piece on an n x m board moves to (n - 1, m), (n, m - 1) or (n - 3, m - 3), never below
# 1; who cannot move {end}
positions = numbers(n=range(1, 14), m=range(1, 14))
result = "{result}"
def moves(p):
    n, m = p
    if n >= 2:
        yield (n - 1, m)
    if m >= 2:
        yield (n, m - 1)
    if n > 3 and m > 3:
        yield (n - 3, m - 3)
"""

CUBE = """# three counters; a move takes 2 from one and adds 1 to the next (cyclically), or
# takes 1 from each; the Grundy value
positions = numbers(a=range(0, 7), b=range(0, 7), c=range(0, 7))
result = "grundy"
STEPS = ((-2, 1, 0), (0, -2, 1), (1, 0, -2), (-1, -1, -1))
def moves(p):
    for s in STEPS:
        q = tuple(x + y for x, y in zip(p, s))
        if min(q) >= 0:
            yield q
"""


def plain(step_list, floors, kind):
    @lru_cache(maxsize=None)
    def value(p: tuple) -> int:
        after = set()
        for s in step_list:
            q = tuple(x + y for x, y in zip(p, s))
            if all(x >= f for x, f in zip(q, floors)):
                after.add(value(q))
        if kind == "grundy":
            return min(set(range(len(after) + 1)) - after)
        return int(0 in after) if after else int(kind == "misere")
    return value


def ask(tmp_path, code: str, points: list) -> list[int]:
    args = ", ".join(f"p[{i}]" for i in range(len(points[0])))
    name = "grundy" if "long long grundy(" in code else "firstWins"
    return run_code(tmp_path, code, "int main() { std::vector<long long> p(%d); while (std::cin "
                    ">> p[0]) { for (size_t i = 1; i < p.size(); i++) std::cin >> p[i]; "
                    "std::cout << (long long)%s(%s) << '\\n'; } }\n" % (len(points[0]), name, args),
                    [" ".join(map(str, p)) for p in points])


def test_a_hyper_knight_far_past_the_points_searched(tmp_path):
    got = explore_json(tmp_path, KNIGHT)
    assert got["rules"] and "every step lowers x + y" in got["rules"][0], got["rules"]
    assert got["check"].startswith("check: compiled with g++"), got["check"]
    value = plain(((-2, 1), (-2, -1), (-1, -2), (1, -2), (-1, -3), (-3, -1)), (0, 0), "grundy")
    rng = random.Random(3)
    points = [(rng.randint(0, 300), rng.randint(0, 300)) for _ in range(150)] + [(300, 300), (0, 0)]
    for s in range(0, 601):             # the plain memo filled from the lowest, kept shallow
        for x in range(max(0, s - 300), min(s, 300) + 1):
            value((x, s - x))
    assert ask(tmp_path, got["code"], points) == [value(p) for p in points]


def test_a_piece_from_one_in_normal_and_misere_play(tmp_path):
    for result, kind in (("win", "win"), ("misere", "misere")):
        got = explore_json(tmp_path, PIECE.format(end="loses" if kind == "win" else "wins",
                                                  result=result))
        assert got["rules"] and "n >= 1 and m >= 1" in got["rules"][0], got["rules"]
        value = plain(((-1, 0), (0, -1), (-3, -3)), (1, 1), kind)
        for s in range(2, 402):
            for n in range(max(1, s - 200), min(s - 1, 200) + 1):
                value((n, s - n))
        rng = random.Random(4)
        points = [(rng.randint(1, 200), rng.randint(1, 200)) for _ in range(150)] + [(1, 1)]
        assert ask(tmp_path, got["code"], points) == [value(p) for p in points], kind


def _read(tmp_path, text: str):
    return steps.report(*searched(tmp_path, text), None)


def test_three_numbers_steps_raising_a_coordinate(tmp_path):
    lines, code, _ = _read(tmp_path, CUBE)
    assert lines and "every step lowers a + b + c" in lines[0], lines
    value = plain(((-2, 1, 0), (0, -2, 1), (1, 0, -2), (-1, -1, -1)), (0, 0, 0), "grundy")
    rng = random.Random(5)
    points = [tuple(rng.randint(0, 40) for _ in range(3)) for _ in range(120)]
    assert ask(tmp_path, code, points) == [value(p) for p in points]


def test_moves_that_are_no_fixed_steps_get_none(tmp_path):
    # the step depends on the point's parity
    assert _read(tmp_path, "positions = numbers(x=range(0, 12), y=range(0, 12))\n"
                 "def moves(p):\n    x, y = p\n"
                 "    if x >= 1: yield (x - 1, y)\n"
                 "    if y >= 2 and x % 2 == 0: yield (x, y - 2)\n") == ([], "", "")
    # a step kept only below a ceiling: not the floors alone
    assert _read(tmp_path, "positions = numbers(x=range(0, 12), y=range(0, 12))\n"
                 "def moves(p):\n    x, y = p\n"
                 "    if x >= 1: yield (x - 1, y)\n"
                 "    if 1 <= y <= 8: yield (x, y - 1)\n") == ([], "", "")


def test_steps_with_no_potential_get_none():
    assert steps.potential(((-1, 0), (1, -1), (0, 1))) is None      # a cycle of steps
    assert steps.potential(((-1, 0), (2, -1))) == (1, 3)
