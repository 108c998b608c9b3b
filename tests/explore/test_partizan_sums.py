"""Partizan sums found by themselves (explore/partizan_sums.py): the explorer sees that each
player's moves change one part at a time, takes each part's canonical form from the part alone
(snippets/canonical_game.hpp) and, when every part is a number, states that the sign of the sum
decides. Every claim is compared here with a plain search of the WHOLE game written from its
rules in this file (who wins moving first, who wins moving second), on the positions the
explorer computed and on larger ones it never saw."""
from __future__ import annotations

import itertools
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

from explore import partizan_sums, solve, whole
from explore_run import explore_json, run_words


def strings_with_blocks(letters: str, longest: int) -> list[str]:
    """Every string of blocks over `letters` separated by '|', of length 1..longest."""
    return ["".join(t) for n in range(1, longest + 1)
            for t in itertools.product(letters + "|", repeat=n)
            if t[0] != "|" and t[-1] != "|" and "||" not in "".join(t)]


def outcome_search(left, right):
    """The outcome class of a position by a plain search of the whole game: L (Left wins
    whoever starts), R, N (the first player wins), P (the second player wins)."""
    @lru_cache(maxsize=None)
    def wins(state: str, left_to_move: bool) -> bool:
        options = left(state) if left_to_move else right(state)
        return any(not wins(q, not left_to_move) for q in options)

    def outcome(state: str) -> str:
        first, second = wins(state, True), not wins(state, False)
        return {(True, True): "L", (False, False): "R", (True, False): "N",
                (False, True): "P"}[(first, second)]
    return outcome


def _stack_moves(state: str, top: str) -> list[str]:
    stacks = state.split("|") if state else []
    return ["|".join(stacks[:i] + ([b[j:]] if j < len(b) else []) + stacks[i + 1:])
            for i, b in enumerate(stacks) if b[0] == top for j in range(1, len(b) + 1)]


STACKS = '''
# Stacks of 0s and 1s, the first letter the top; Left removes any number of elements from the
# top of a stack topped by 0, Right from a stack topped by 1.
positions = string("01|", length=range(1, 7)).where(
    lambda s: s[0] != "|" and s[-1] != "|" and "||" not in s)
result = "partizan"


def _take(state, top):
    stacks = state.split("|") if state else []
    out = set()
    for i, b in enumerate(stacks):
        if b[0] == top:
            for j in range(1, len(b) + 1):
                out.add("|".join(sorted(stacks[:i] + ([b[j:]] if j < len(b) else [])
                                        + stacks[i + 1:])))
    return sorted(out)


def left_moves(state):
    return _take(state, "0")


def right_moves(state):
    return _take(state, "1")
'''


def test_stacks_a_player_takes_from_by_their_top_are_a_sum_of_integers_won_by_its_sign(
        tmp_path):
    doc = explore_json(tmp_path, STACKS)
    rule = [ln for ln in doc["sum"] if ln.startswith("rule: ")]
    assert rule and rule[0].startswith("rule: L if the sum of v(block) over the blocks > 0"), \
        doc["sum"]
    # a stack topped by 0 is worth its 0s to Left, one topped by 1 its 1s to Right: the value's
    # rule needs a negated feature, which the miner tries when values have both signs
    assert any(ln.startswith("v's rule: ") and "-#1" in ln for ln in doc["sum"]), doc["sum"]
    assert doc["code"] == doc["sum_code"] and "char outcome(const std::string& s)" in doc["code"]
    truth = outcome_search(lambda s: _stack_moves(s, "0"), lambda s: _stack_moves(s, "1"))
    far = strings_with_blocks("01", 9)          # the explorer enumerated lengths 1..6 only
    main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
            "std::cout << outcome(s) << '\\n'; }\n")
    assert run_words(tmp_path, doc["code"], main, far) == [truth(s) for s in far]


HACKENBUSH = '''
# Blue-Red Hackenbush strings: each block a stalk standing on the ground, its first letter the
# edge at the ground; Left cuts a blue edge (B), Right a red one (R), and what stood on it falls.
positions = string("BR|", length=range(1, 7)).where(
    lambda s: s[0] != "|" and s[-1] != "|" and "||" not in s)
result = "partizan"


def _cut(state, colour):
    stalks = state.split("|") if state else []
    return sorted({"|".join(sorted(stalks[:i] + ([b[:j]] if j else []) + stalks[i + 1:]))
                   for i, b in enumerate(stalks) for j, c in enumerate(b) if c == colour})


def left_moves(state):
    return _cut(state, "B")


def right_moves(state):
    return _cut(state, "R")
'''


def berlekamp_value(stalk: str) -> Fraction:
    """A Blue-Red Hackenbush string's value by Berlekamp's sign expansion (Winning Ways ch. 2):
    the first run of n edges of one colour is worth +-n (blue +), each later edge +-1/2, +-1/4,
    ... in turn."""
    n = len(stalk) - len(stalk.lstrip(stalk[0]))
    x = Fraction(n if stalk[0] == "B" else -n)
    step = Fraction(1, 2)
    for c in stalk[n:]:
        x += step if c == "B" else -step
        step /= 2
    return x


def _hackenbush_cut(state: str, colour: str) -> list[str]:
    stalks = state.split("|") if state else []
    return ["|".join(stalks[:i] + ([b[:j]] if j else []) + stalks[i + 1:])
            for i, b in enumerate(stalks) for j, c in enumerate(b) if c == colour]


def test_blue_red_hackenbush_strings_are_worth_berlekamps_values_and_won_by_the_sign(tmp_path):
    (tmp_path / "game.py").write_text(HACKENBUSH)
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    labels = ex.results(positions)
    found = partizan_sums.find_sum(game, ex)
    assert found is not None and found.cutter.word == "block" and found.numbers
    assert len(found.value) >= 2 ** 6
    assert all(found.value[b] == berlekamp_value(b) for b in found.value if b)
    assert found.scale == 32                    # 'BRRRRR' is worth 1/32
    truth = outcome_search(lambda s: _hackenbush_cut(s, "B"), lambda s: _hackenbush_cut(s, "R"))
    assert labels == [truth(p) for p in positions]      # the explorer's own search, plainly
    partizan_sums.check(found, positions, labels)
    assert not found.wrong and found.checked == len(positions)
    lines = partizan_sums.claim_lines(found, len(positions))
    assert any(ln.startswith("rule: L if the sum of v(block)") for ln in lines)
    # the values are read as Hackenbush strings (snippets/dyadic.hpp), and the code pasted
    # adds them exactly: compared with the plain search on strings longer than those searched
    doc = explore_json(tmp_path, HACKENBUSH)
    assert any("read as a Blue-Red Hackenbush string, its elements as written" in ln and
               "'B' a blue" in ln for ln in doc["sum"]), doc["sum"]
    far = strings_with_blocks("BR", 9)
    main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
            "std::cout << outcome(s) << '\\n'; }\n")
    assert run_words(tmp_path, doc["sum_code"], main, far) == [truth(s) for s in far]


PILES_BY_PARITY = '''
# Piles of numbers written one after another, 0 between two piles. Left picks an even number of
# a pile, Right an odd one, and every number of that pile at least as large is removed.
positions = sequence(values=range(0, 5), length=range(1, 6)).where(
    lambda a: a[0] != 0 and a[-1] != 0 and all(a[i] or a[i + 1] for i in range(len(a) - 1)))
result = "partizan"


def start(a):
    piles, pile = [], []
    for v in list(a) + [0]:
        if v:
            pile.append(v)
        else:
            piles.append(tuple(sorted(pile)))
            pile = []
    return tuple(sorted(piles))


def _pick(piles, parity):
    out = set()
    for i, pile in enumerate(piles):
        for x in set(pile):
            if x % 2 == parity:
                rest = tuple(v for v in pile if v < x)
                out.add(tuple(sorted(piles[:i] + ((rest,) if rest else ()) + piles[i + 1:])))
    return sorted(out)


def left_moves(piles):
    return _pick(piles, 0)


def right_moves(piles):
    return _pick(piles, 1)
'''


def _piles_of(a: tuple) -> tuple:
    piles, pile = [], []
    for v in list(a) + [0]:
        if v:
            pile.append(v)
        elif pile:
            piles.append(tuple(sorted(pile)))
            pile = []
    return tuple(sorted(piles))


def _pick_piles(state: str, parity: int) -> list[str]:
    piles = eval(state)
    return [repr(tuple(sorted(piles[:i] + ((tuple(v for v in p if v < x),) if any(
        v < x for v in p) else ()) + piles[i + 1:])))
        for i, p in enumerate(piles) for x in set(p) if x % 2 == parity]


def test_piles_behind_start_are_cut_at_their_zeros_and_read_as_hackenbush_strings(tmp_path):
    doc = explore_json(tmp_path, PILES_BY_PARITY)
    assert any(ln.startswith("blocks: each position's blocks between 0s are its parts")
               for ln in doc["sum"]), doc["sum"]
    assert any("its elements distinct, sorted from the ground up, an even number a blue" in ln
               for ln in doc["sum"]), doc["sum"]
    truth = outcome_search(lambda s: _pick_piles(s, 0), lambda s: _pick_piles(s, 1))
    rng = __import__("random").Random(7)
    far = []
    while len(far) < 300:                       # values to 9 and up to 10 numbers: unseen
        a = [rng.randint(0, 9) for _ in range(rng.randint(1, 10))]
        if a[0] and a[-1] and all(a[i] or a[i + 1] for i in range(len(a) - 1)):
            far.append(tuple(a))
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            "std::istringstream in(line); std::vector<long long> a; long long v; "
            "while (in >> v) a.push_back(v); std::cout << outcome(a) << '\\n'; } }\n")
    got = run_words(tmp_path, doc["sum_code"], main, [" ".join(map(str, a)) for a in far])
    assert got == [truth(repr(_piles_of(a))) for a in far]


HOT_PILES = '''
# Piles: Left takes 1 chip from a pile, Right takes 2 from a pile of at least 2.
positions = multiset(piles=range(1, 7), size=range(1, 4))
result = "partizan"


def _take(piles, t):
    return sorted({tuple(sorted(piles[:i] + (a - t,) + piles[i + 1:]))
                   for i, a in enumerate(piles) if a >= t})


def left_moves(piles):
    return _take(piles, 1)


def right_moves(piles):
    return _take(piles, 2)
'''


def test_a_sum_whose_parts_are_not_all_numbers_gets_no_sign_rule(tmp_path):
    # a pile of 2 is {1 | 0}, hot: the sum is found, its values said, and no sign claimed
    (tmp_path / "piles.py").write_text(HOT_PILES)
    game = solve.load(tmp_path / "piles.py")
    ex = solve.Explorer(game)
    ex.results(whole.enumerate_positions(game.shape))
    found = partizan_sums.find_sum(game, ex)
    assert found is not None and found.cutter.word == "pile" and not found.numbers
    assert found.value[2] == "{1|0}" and found.value[1] == Fraction(1)
    lines = partizan_sums.claim_lines(found, 1)
    assert any(ln.startswith("not a sum of numbers: the pile ") for ln in lines)
    assert not any(ln.startswith("rule: ") for ln in lines)
