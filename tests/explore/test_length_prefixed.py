"""A sequence that is lists each given with its length first (explore/graph_features.py,
length_prefixed_features): two hands written in one line as a contest's input gives them,
n a_1..a_n m b_1..b_m. The parse against a plain reading, and a race of two hands explored end
to end, its rule and pasted code against a plain search of the rules on larger hands."""
from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

from explore import graph_features, solve, whole
from explore.claims import may_paste

# Each turn the mover lowers one of their own cards by 1 (a card at 0 leaves the hand); who
# cannot move loses. The first hand is the mover's.
LOWER_A_CARD = """positions = sequence(values=range(0, 4), length=range(2, 8)).where(
    lambda p: p[0] + 1 < len(p) and p[p[0] + 1] == len(p) - p[0] - 2
    and all(x > 0 for i, x in enumerate(p) if i not in (0, p[0] + 1)))
def start(p):
    n = p[0]
    return (tuple(sorted(p[1:n + 1])), tuple(sorted(p[n + 2:])))
def moves(state):
    mine, theirs = state
    for i, c in enumerate(mine):
        lowered = mine[:i] + ((c - 1,) if c > 1 else ()) + mine[i + 1:]
        yield (theirs, tuple(sorted(lowered)))
def canonical(state):
    return state
"""


@lru_cache(maxsize=None)
def mover_wins(mine: tuple, theirs: tuple) -> bool:
    return any(not mover_wins(theirs, tuple(sorted(mine[:i] + ((c - 1,) if c > 1 else ()) +
                                                   mine[i + 1:])))
               for i, c in enumerate(mine))


def test_the_lists_are_read_by_their_lengths():
    assert graph_features.length_prefixed((2, 5, 6, 0, 1, 7)) == [(5, 6), (), (7,)]
    assert graph_features.length_prefixed((2, 5, 6, 3, 1)) is None      # past the end
    assert graph_features.length_prefixed((1, 4, 1, 2), 3) is None       # two lists, not three
    hands = [(2, 1, 3, 1, 2), (1, 4, 2, 2, 2), (3, 1, 1, 1, 0)]
    got = {f.name: [f.fn(p) for p in hands]
           for f in graph_features.length_prefixed_features(hands)}
    assert got["length of list 2"] == [1, 2, 0]
    assert got["max of list 1"] == [3, 4, 1] and got["min of list 2"] == [2, 2, 0]
    assert got["sum of list 1 - of list 2"] == [2, 0, 3]
    # a sequence that is not such lists, or of lists of one element each, has none
    assert graph_features.length_prefixed_features([(3, 1, 2)]) == []
    assert graph_features.length_prefixed_features([(1, 5, 1, 6), (1, 2, 1, 3)]) == []


def test_two_hands_in_one_line_are_compared(tmp_path: Path):
    (tmp_path / "game.py").write_text(LOWER_A_CARD)
    game = solve.load(tmp_path / "game.py")
    found = whole.find(game, 2000, 20)
    assert found.held and may_paste(found.evidence), whole.claim_lines(game, found)
    assert any("list" in rule.text for rule in found.held), [r.text for r in found.held]
    rng = random.Random(3)
    for _ in range(300):
        a = tuple(rng.randrange(1, 7) for _ in range(rng.randrange(0, 6)))
        b = tuple(rng.randrange(1, 7) for _ in range(rng.randrange(0, 6)))
        p = (len(a), *a, len(b), *b)
        want = mover_wins(tuple(sorted(a)), tuple(sorted(b)))
        assert all(rule.evaluate(p) == want for rule in found.held), p
    code, check = whole.code_for(game, found)
    assert check.startswith("check: compiled"), check
