"""A first move that chooses a segment (explore/choices.py): when every first move picks a
segment of the row, all of them, and what a segment is worth is one function of it, the rule is
the best segment's worth. The pasted code is compared with a plain search of the game's rules
on random rows far longer than those the explorer computed; games whose first move is no such
choice get none."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import choices, solve, whole
from explore_run import explore_json, run_code, run_words

# Alice picks a segment of the row; Bob removes one card of it; Alice scores the largest card
# left (0 when none is left) less the number of cards left: a longer segment costs her
SECOND_LEFT = '''positions = sequence(values=range(0, 5), length=range(1, 5))
result = "score"
def start(row):
    return ("alice", row)
def moves(state):
    who, cards = state
    if who == "alice":
        return [(("bob", cards[lo:hi]), 0) for lo in range(len(cards))
                for hi in range(lo + 1, len(cards) + 1)]
    if who == "bob":
        return [(("end", ()), -max(cards[:j] + cards[j + 1:], default=0) + len(cards) - 1)
                for j in range(len(cards))]
    return []
'''

# Alice picks a segment of the piles; on it Bob moves first in Nim; who cannot move loses
NIM_ON_A_SEGMENT = '''positions = sequence(values=range(0, 4), length=range(1, 5))
def start(row):
    return ("alice", row)
def moves(state):
    who, piles = state
    if who == "alice":
        return [("nim", piles[lo:hi]) for lo in range(len(piles))
                for hi in range(lo + 1, len(piles) + 1)]
    return [("nim", piles[:i] + (t,) + piles[i + 1:])
            for i, a in enumerate(piles) for t in range(a)]
'''

# as SECOND_LEFT, but Alice may pick only a segment of two cards or more: not every segment
TWO_OR_MORE = SECOND_LEFT.replace("for hi in range(lo + 1,", "for hi in range(lo + 2,").replace(
    "values=range(0, 5), length=range(1, 5)", "values=range(0, 5), length=range(2, 5)")

# as SECOND_LEFT, but Bob's card counts the row's length too: a segment's worth is no function
# of the segment alone
BY_LENGTH = SECOND_LEFT.replace('return [(("bob", cards[lo:hi]), 0)',
                                'return [(("bob", cards[lo:hi], len(cards)), 0)').replace(
    '''    if who == "bob":
        return''', '''    if who == "bob":
        return [(("end", ()), -max(cards[:j] + cards[j + 1:], default=0) - state[2])
                for j in range(len(cards))]
        return''').replace("who, cards = state", "who, cards = state[:2]")


def second_left_value(row: tuple) -> int:
    """The rules searched plainly: Alice's best segment, Bob's best removal in it."""
    return max(min(max(seg[:j] + seg[j + 1:], default=0) - (len(seg) - 1)
                   for j in range(len(seg)))
               for seg in (row[lo:hi] for lo in range(len(row))
                           for hi in range(lo + 1, len(row) + 1)))


@lru_cache(maxsize=None)
def nim_mover_wins(piles: tuple) -> bool:
    return any(not nim_mover_wins(tuple(sorted(piles[:i] + (t,) + piles[i + 1:])))
               for i, a in enumerate(piles) for t in range(a))


def nim_segment_wins(row: tuple) -> bool:
    return any(not nim_mover_wins(tuple(sorted(row[lo:hi])))
               for lo in range(len(row)) for hi in range(lo + 1, len(row) + 1))


def test_the_best_segment_of_a_score_game_is_pasted_and_equals_the_search(tmp_path):
    doc = explore_json(tmp_path, SECOND_LEFT, "--budget", "2")
    assert doc["rules"] and "over the segments a, of" in doc["rules"][0], doc["rules"]
    assert doc["check"].startswith("check: compiled"), doc["check"]
    rng = random.Random(7)
    rows = [tuple(rng.randrange(0, 10) for _ in range(rng.randrange(1, 13))) for _ in range(300)]
    main = ("int main() { int n; while (std::cin >> n) { std::vector<long long> a(n); "
            "for (auto& x : a) std::cin >> x; std::cout << value(a) << '\\n'; } }\n")
    got = run_code(tmp_path, doc["code"], main, [f"{len(r)} {' '.join(map(str, r))}"
                                                 for r in rows])
    assert got == [second_left_value(r) for r in rows]


def test_a_segment_lost_for_its_mover_decides_a_game_of_who_wins(tmp_path):
    doc = explore_json(tmp_path, NIM_ON_A_SEGMENT, "--budget", "2")
    assert "the first player wins iff some segment a has xor == 0 (" in doc["rules"][0], doc
    assert doc["check"].startswith("check: compiled"), doc
    rng = random.Random(8)
    rows = [tuple(rng.randrange(0, 8) for _ in range(rng.randrange(1, 11))) for _ in range(300)]
    main = ("int main() { int n; while (std::cin >> n) { std::vector<long long> a(n); "
            "for (auto& x : a) std::cin >> x; std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_words(tmp_path, doc["code"], main, [f"{len(r)} {' '.join(map(str, r))}"
                                                  for r in rows])
    assert got == [str(int(nim_segment_wins(r))) for r in rows]


# Alice picks a prefix of the row; Bob removes one card of it; Alice scores the cards left
PREFIX_LEFT = '''positions = sequence(values=range(-2, 4), length=range(1, 5))
result = "score"
def start(row):
    return ("alice", row)
def moves(state):
    who, cards = state
    if who == "alice":
        return [(("bob", cards[:hi]), 0) for hi in range(1, len(cards) + 1)]
    if who == "bob":
        return [(("end", ()), -(sum(cards) - cards[j])) for j in range(len(cards))]
    return []
'''

# Alice picks some of the piles (a non-empty sub-multiset); on them Bob moves first in Nim where a
# move takes one or two stones (with plain Nim, "a nonempty part xors to 0" is a feature of the
# whole position and is found first: the part is read here where no feature says it)
NIM_ON_A_PART = '''positions = multiset(piles=range(0, 6), size=range(1, 5))
def start(piles):
    return ("alice", piles)
def moves(state):
    who, piles = state
    if who == "alice":
        return [("nim", tuple(v for i, v in enumerate(piles) if mask >> i & 1))
                for mask in range(1, 1 << len(piles))]
    return [("nim", tuple(sorted(piles[:i] + (a - t,) + piles[i + 1:])))
            for i, a in enumerate(piles) for t in (1, 2) if t <= a]
'''


@lru_cache(maxsize=None)
def small_takes_mover_wins(piles: tuple) -> bool:
    """Nim where a move takes one or two stones from one pile, searched by its rules."""
    return any(not small_takes_mover_wins(tuple(sorted(piles[:i] + (a - t,) + piles[i + 1:])))
               for i, a in enumerate(piles) for t in (1, 2) if t <= a)


def test_a_prefix_or_a_part_chosen_first_is_read_too(tmp_path):
    main = ("int main() {{ int n; while (std::cin >> n) {{ std::vector<long long> a(n); "
            "for (auto& x : a) std::cin >> x; std::cout << {}(a) << '\\n'; }} }}\n")
    rng = random.Random(9)
    doc = explore_json(tmp_path, PREFIX_LEFT, "--budget", "2")
    assert "largest, over the prefixes a, of sum - max" in doc["rules"][0], doc["rules"]
    rows = [tuple(rng.randrange(-9, 10) for _ in range(rng.randrange(1, 15))) for _ in range(200)]
    want = [max(sum(r[:h]) - max(r[:h]) for h in range(1, len(r) + 1)) for r in rows]
    assert run_code(tmp_path, doc["code"], main.format("value"),
                    [f"{len(r)} {' '.join(map(str, r))}" for r in rows]) == want
    doc = explore_json(tmp_path, NIM_ON_A_PART, "--budget", "2")
    assert "some part a has" in doc["rules"][0], doc["rules"]
    piles = [tuple(sorted(rng.randrange(0, 8) for _ in range(rng.randrange(1, 9))))
             for _ in range(200)]
    want = [str(int(any(not small_takes_mover_wins(tuple(sorted(v for i, v in enumerate(p)
                                                                if m >> i & 1)))
                        for m in range(1, 1 << len(p))))) for p in piles]
    assert run_words(tmp_path, doc["code"], main.format("firstWins"),
                     [f"{len(p)} {' '.join(map(str, p))}" for p in piles]) == want


def _worths(tmp_path, text: str):
    (tmp_path / "game.py").write_text(text)
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    ids = ex.add(positions)
    ex.solve()
    return choices.worths(ex, ids, positions, game.result)


def test_the_worths_are_read_only_where_every_segment_is_a_choice_worth_one_thing(tmp_path):
    kind, found = _worths(tmp_path, SECOND_LEFT)
    assert kind == "segment" and found[(3, 1, 4)] == 1 and found[(2,)] == 0
    assert _worths(tmp_path, TWO_OR_MORE) is None       # the segments of one card are missing
    assert _worths(tmp_path, BY_LENGTH) is None         # a segment worth two things
