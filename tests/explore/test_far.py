"""Positions with far values (Shape.far in explore/positions.py, whole._far_solved): a check
that grows values one at a time never reaches a number's next digit, so a rule over 1..18 that
a number's digits decide is checked on the fewest elements with values up to 10 times the top.
The truth here is a plain search of the rules written in the test."""
from __future__ import annotations

import random
from pathlib import Path

from explore import positions as shapes
from explore import solve, whole

# One move, then the game ends: the mover reverses one number's digits and wins iff every
# number is then below 10. Over 1..18 only 10 turns small (into 1); 20, 30, ... do too.
REVERSE_ONE = """positions = multiset(piles=range(1, 13), size=range(1, 3))
result = "win"
def start(a):
    return (tuple(sorted(a)), 0)
def moves(state):
    a, done = state
    if done:
        return []
    return sorted({(tuple(sorted(a[:i] + (int(str(x)[::-1]),) + a[i + 1:])), 1)
                   for i, x in enumerate(a)})
def winner(state):
    a, done = state
    return "last" if max(a) < 10 else "mover"
def canonical(state):
    return state
"""


def mover_wins(a: tuple) -> bool:
    return any(max(a[:i] + (int(str(x)[::-1]),) + a[i + 1:]) < 10 for i, x in enumerate(a))


def test_far_values_of_the_fewest_elements():
    rng = random.Random(1)
    one = shapes.Multiset(range(1, 13), range(1, 5)).far(rng)
    assert [p for p in one if len(p) == 1] == [(v,) for v in range(13, 129)]
    two = [p for p in one if len(p) == 2]
    assert 100 <= len(two) <= 150 and all(p == tuple(sorted(p)) and max(p) > 12 for p in two)
    assert not [p for p in one if len(p) > 2]               # the two smallest sizes only
    seq = shapes.Sequence(range(0, 7, 2), range(3, 4)).far(rng)
    assert seq and all(len(p) == 3 and all(v % 2 == 0 for v in p) for p in seq)
    assert max(v for p in seq for v in p) <= 128
    assert shapes.Sequence(range(0, 2), range(1, 6)).far(rng) == []     # bits, not quantities
    kept = shapes.Where(shapes.Multiset(range(1, 13), range(1, 2)), lambda p: p[0] % 2 == 0)
    assert kept.far(rng) == [(v,) for v in range(14, 129, 2)]


def test_a_rule_that_digits_break_is_not_claimed(tmp_path: Path):
    (tmp_path / "game.py").write_text(REVERSE_ONE)
    game = solve.load(tmp_path / "game.py")
    found = whole.find(game, 2000, 20)
    assert any(max(p) >= 100 for p in found.larger if p), found.larger_what
    far = [(v,) for v in range(1, 300)] + [(a, b) for a in range(1, 60) for b in range(a, 200, 7)]
    for rule in found.held:
        wrong = [p for p in far if rule.evaluate(p) != mover_wins(p)]
        assert not wrong, (rule.text, wrong[:3])
