"""Moves on up to k piles at once (explore/moore.py): Moore's Nim_k over the piles' Grundy
values, read where it gives every result computed. The pasted code is compared with a plain
search of the whole game on multisets far larger than those the explorer computed; a game whose
moves change two piles but whose results are no such test gets no reading."""
from __future__ import annotations

import itertools
import random
from functools import lru_cache

from explore import moore, whole
from explore_run import run_code, searched, sizes_past

# a move takes at least half of each of 1 or 2 piles (a pile of n alone is worth n's bit length)
HALVES_OF_TWO = '''import itertools
positions = multiset(piles=range(1, 9), size=range(1, 5))
def moves(a):
    out = set()
    for count in (1, 2):
        for chosen in itertools.combinations(range(len(a)), count):
            for left in itertools.product(*(range(a[i] // 2 + 1) for i in chosen)):
                b = list(a)
                for i, x in zip(chosen, left):
                    b[i] = x
                out.add(tuple(sorted(x for x in b if x)))
    return sorted(out)
'''

# a move takes 1 to 3 stones from each of 1 or 2 piles (each pile is worth n mod 4 alone: from
# 4, worth 0, a move to 3 is worth 3, and Moore's test fails)
TAKE_FROM_TWO = '''import itertools
positions = multiset(piles=range(1, 9), size=range(1, 5))
def moves(a):
    out = set()
    for count in (1, 2):
        for chosen in itertools.combinations(range(len(a)), count):
            for takes in itertools.product((1, 2, 3), repeat=count):
                b = list(a)
                if all(b[i] >= t for i, t in zip(chosen, takes)):
                    for i, t in zip(chosen, takes):
                        b[i] -= t
                    out.add(tuple(sorted(x for x in b if x)))
    return sorted(out)
'''

# a move takes the same number of stones from one pile or from two: not Moore's test
SAME_FROM_TWO = '''positions = multiset(piles=range(1, 8), size=range(1, 4))
def moves(a):
    out = set()
    for i in range(len(a)):
        for t in range(1, a[i] + 1):
            b = list(a)
            b[i] -= t
            out.add(tuple(sorted(x for x in b if x)))
        for j in range(i + 1, len(a)):
            for t in range(1, min(a[i], a[j]) + 1):
                b = list(a)
                b[i] -= t
                b[j] -= t
                out.add(tuple(sorted(x for x in b if x)))
    return sorted(out)
'''


def halves_of_two_wins(piles: tuple) -> bool:
    """The whole game searched plainly: keep at most half of each of one or two piles."""
    @lru_cache(maxsize=None)
    def wins(p: tuple) -> bool:
        for count in (1, 2):
            for chosen in itertools.combinations(range(len(p)), count):
                for left in itertools.product(*(range(p[i] // 2 + 1) for i in chosen)):
                    b = list(p)
                    for i, x in zip(chosen, left):
                        b[i] = x
                    if not wins(tuple(sorted(x for x in b if x))):
                        return True
        return False
    return wins(tuple(sorted(piles)))


def take_from_two_wins(piles: tuple) -> bool:
    """The whole game searched plainly: 1 to 3 stones from each of one or two piles."""
    @lru_cache(maxsize=None)
    def wins(p: tuple) -> bool:
        for count in (1, 2):
            for chosen in itertools.combinations(range(len(p)), count):
                for takes in itertools.product((1, 2, 3), repeat=count):
                    if all(p[i] >= t for i, t in zip(chosen, takes)):
                        b = list(p)
                        for i, t in zip(chosen, takes):
                            b[i] -= t
                        if not wins(tuple(sorted(x for x in b if x))):
                            return True
        return False
    return wins(tuple(sorted(piles)))



def test_halves_taken_from_up_to_two_piles_are_moores_nim_2(tmp_path):
    game, ex, positions, labels = searched(tmp_path, HALVES_OF_TWO)
    assert list(labels) == [halves_of_two_wins(p) for p in positions]
    past = sizes_past(game, ex, 300, "multisets")
    lines, code, checked = moore.report(game, ex, positions, labels, past,
                                        whole.check_code)
    assert lines and "multiple of 3" in lines[0] and "Moore's Nim_2" in lines[0], lines
    assert checked.startswith("check: compiled with g++"), checked
    rng = random.Random(1910)
    cases = [tuple(rng.randint(1, 20) for _ in range(rng.randint(1, 4))) for _ in range(100)]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [f"{len(c)} " + " ".join(map(str, c)) for c in cases])
    assert got == [int(halves_of_two_wins(c)) for c in cases]


def test_a_pile_with_an_option_worth_more_is_no_nim_heap(tmp_path):
    """1 to 3 stones from each of one or two piles: Moore's test over n mod 4 is wrong (from
    (1, 1, 1, 4) the mover wins), and the pile of 4, whose option 3 is worth more, is refused."""
    game, ex, positions, labels = searched(tmp_path, TAKE_FROM_TWO)
    assert list(labels) == [take_from_two_wins(p) for p in positions]
    ex.add(positions)
    assert moore.piles_changed(ex) == 2
    assert moore.pile_values(ex, 3) == [0, 1, 2, 3] and moore.pile_values(ex, 4) is None
    assert take_from_two_wins((1, 1, 1, 4)) and moore.loses([0, 1, 2, 3, 0], (1, 1, 1, 4), 2)
    lines, code, _ = moore.report(game, ex, positions, labels, lambda seen: ([], [], []), None)
    assert not lines and not code


def test_moves_on_two_piles_that_are_no_moores_test_get_none(tmp_path):
    game, ex, positions, labels = searched(tmp_path, SAME_FROM_TWO)
    ex.add(positions)
    assert moore.piles_changed(ex) == 2
    g = moore.pile_values(ex, 7)
    assert g == list(range(8))          # a pile alone is a Nim heap
    assert any(moore.loses(g, p, 2) == bool(lab) for p, lab in zip(positions, labels))
    lines, code, _ = moore.report(game, ex, positions, labels, lambda seen: ([], [], []), None)
    assert not lines and not code


# 1 from one pile or from each of two, no pile emptied; a pile alone (never met from a
# position) cycles 1 -> 2 -> 3 -> 1
LONE_LOOP = '''positions = multiset(piles=range(1, 5), size=range(2, 4))
def moves(a):
    if len(a) == 1:
        return [(a[0] % 3 + 1,)]
    out = set()
    for i in range(len(a)):
        for j in range(i, len(a)):
            b = list(a)
            b[i] -= 1
            if j != i:
                b[j] -= 1
            if min(b) >= 1:
                out.add(tuple(sorted(b)))
    return sorted(out)
'''


def test_a_pile_alone_that_loops_leaves_the_graph_whole(tmp_path):
    """The piles searched alone reach a loop the positions never do: they are forgotten, and
    the positions are solved again after (a loop left in the graph stopped the solve: a game of
    who wins was then refused)."""
    game, ex, positions, labels = searched(tmp_path, LONE_LOOP)
    ex.add(positions)
    assert moore.piles_changed(ex) == 2
    known = len(ex.states)
    assert moore.pile_values(ex, 4) is None and len(ex.states) == known
    lines, _, _ = moore.report(game, ex, positions, labels, lambda seen: ([], [], []), None)
    assert not lines
    assert ex.results(positions) == labels
