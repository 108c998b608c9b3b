"""The two elements at each end of a sequence and how far apart two of them are
(explore/features.py, ends_features): a deck game written from AtCoder ABC 078 D's rules
(the cards in hand come first in the position, then the deck) has the value
max(|second - last|, |second last - last|); the explorer's pasted code is compared with a plain
minimax of the rules on decks longer than it searched."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import features as feats
from explore_run import explore_json, run_code

DECK = '''# X holds a card z, Y a card w, then a deck; in turn (X first) a player draws one or more
# cards from the top, discards the card in hand and keeps the last drawn. At the end the
# score is |x - y|: X maximises it, Y minimises it. A position: (z, w, deck...).
positions = sequence(values=range(1, 5), length=range(3, 7))
result = "score"
def start(p):
    return (tuple(p[2:]), p[0], p[1], True)
def moves(state):
    deck, x, y, x_moves = state
    for t in range(1, len(deck) + 1):
        card = deck[t - 1]
        yield (((deck[t:], card, y, False) if x_moves else (deck[t:], x, card, True)), 0)
def final(state):
    deck, x, y, x_moves = state
    return abs(x - y) if x_moves else -abs(x - y)
'''


@lru_cache(maxsize=None)
def best(deck: tuple, x: int, y: int, x_moves: bool) -> int:
    """The score |x - y| at the end, X maximising, Y minimising, by a plain search."""
    if not deck:
        return abs(x - y)
    got = [best(deck[t:], deck[t - 1], y, False) if x_moves else
           best(deck[t:], x, deck[t - 1], True) for t in range(1, len(deck) + 1)]
    return max(got) if x_moves else min(got)


def test_end_features_against_their_definitions():
    by_name = {f.name: f for f in feats.ends_features()}
    for a in [(), (5,), (3, 9), (4, -2, 7, 1)]:
        ends = {"first": a[0] if a else 0, "second": a[1] if len(a) > 1 else 0,
                "second last": a[-2] if len(a) > 1 else 0, "last": a[-1] if a else 0}
        assert by_name["second"].fn(a) == ends["second"]
        assert by_name["second last"].fn(a) == ends["second last"]
        assert by_name["|first - last|"].fn(a) == abs(ends["first"] - ends["last"])
        assert by_name["|second - second last|"].fn(a) == abs(ends["second"] - ends["second last"])


def test_the_deck_game_is_read_through_its_end_elements(tmp_path):
    got = explore_json(tmp_path, DECK)
    assert got["rules"] and "second" in got["rules"][0] and "last" in got["rules"][0], got["rules"]
    rng = random.Random(78)
    rows = [tuple(rng.randint(1, 10 ** 9) for _ in range(rng.randint(3, 14))) for _ in range(200)]
    main = ("int main() { int m; while (std::cin >> m) { std::vector<long long> a(m); "
            "for (auto& v : a) std::cin >> v; std::cout << value(a) << '\\n'; } }\n")
    pasted = run_code(tmp_path, got["code"], main, [" ".join(map(str, (len(r), *r))) for r in rows])
    assert pasted == [best(r[2:], r[0], r[1], True) for r in rows]
