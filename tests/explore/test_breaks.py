"""A heap that breaks (explore/breaks.py): a game on one heap whose moves take counters and leave
nothing, one heap or two (an octal code), or split a heap into two unequal heaps (Grundy's
game), has no period in general, and its recurrence is pasted. The code is compared with a plain
search of the game's rules over whole positions (multisets of heaps, no Grundy value), and with
the published losing heaps of Grundy's game; a file whose moves leave the code somewhere, or
that never splits, gets no recurrence here."""
from __future__ import annotations

from functools import lru_cache

import pytest

from explore import breaks
from explore_run import explore_json, run_code

# Grundy's game: the heaps the player to move loses on, all of them (Berlekamp, Conway and Guy,
# Winning Ways, ch. 4; computed to very large n since, none past 1222)
GRUNDY_LOSES = [1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334,
                337, 340, 346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676,
                682, 685, 923, 926, 929, 932, 1222]


def heap_moves(digits, unequal):
    """moves() of a one-heap game file for the code (as the rules say it, no theory)."""
    def moves(position):
        (n,) = position
        for j, d in enumerate(digits):
            r = n - j
            if r < 0:
                continue
            if j and d & 1 and r == 0:
                yield (0,)
            if j and d & 2 and r > 0:
                yield (r,)
            if d & 4:
                for a in range(1, r // 2 + 1):
                    if not (unequal and 2 * a == r):
                        yield [(a,), (r - a,)]
    return moves


def plain_wins(digits, unequal):
    """Who wins a multiset of heaps by searching it whole: a move plays one heap by the rules."""
    moves = heap_moves(digits, unequal)

    @lru_cache(maxsize=None)
    def wins(heaps: tuple) -> bool:
        for i, n in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for after in moves((n,)):
                parts = after if isinstance(after, list) else [after]
                left = tuple(sorted(rest + tuple(p[0] for p in parts if p[0])))
                if not wins(left):
                    return True
        return False
    return wins


CODES = {"Grundy's game": ((4,), True), "Dawson's chess 0.137": ((0, 1, 3, 7), False),
         "Kayles 0.77": ((0, 7, 7), False), "0.4 (split after taking 1)": ((0, 4), False),
         "take 1, two unequal heaps": ((0, 6), True), "4.07": ((4, 0, 7), False)}


def test_each_code_is_read_and_its_values_give_the_plain_search_of_sums():
    """Read from 80 heaps, each code is the one the moves were made of, and the xor of its
    values over one, two and three heaps (totals up to 22) is who wins the whole position."""
    for name, (digits, unequal) in CODES.items():
        options = breaks.options_of(heap_moves(digits, unequal), 79)
        code = breaks.read(options)
        assert code == breaks.Code(digits, unequal), name
        g = breaks.values(code, 23)
        wins = plain_wins(digits, unequal)
        for a in range(1, 23):
            for b in range(0, min(a, 22 - a) + 1):
                for c in range(0, min(b, 22 - a - b) + 1):
                    heaps = tuple(sorted(h for h in (a, b, c) if h))
                    assert wins(heaps) == bool(g[a] ^ g[b] ^ g[c]), (name, heaps)




def test_the_pasted_recurrence_of_grundys_game_loses_exactly_on_the_published_heaps(tmp_path):
    """The code read from 64 values of who wins, run up to 3,000: it loses on the published
    heaps and nowhere else (n >= 1)."""
    moves = heap_moves((4,), True)
    v = [int(x != 0) for x in breaks.values(breaks.Code((4,), True), 64)]
    claim, code = breaks.recurrence(breaks.options_of(moves, 63), v, "win")
    assert claim.kind == "recurrence" and "checked there, assumed beyond" in claim.status
    out = run_code(tmp_path, code, "int main() { long long n; while (std::cin >> n) "
                   "std::cout << grundy(n) << '\\n'; }\n", [str(n) for n in range(3000, 0, -1)])
    assert [n for n, w in zip(range(3000, 0, -1), out) if not w][::-1] == GRUNDY_LOSES


def test_no_recurrence_when_the_moves_leave_the_code_or_never_split():
    moves = heap_moves((0, 7, 7), False)

    def changed(position):          # Kayles, but a heap of 50 or more may not be split
        for after in moves(position):
            if not (isinstance(after, list) and position[0] >= 50):
                yield after
    assert breaks.read(breaks.options_of(changed, 79)) is None
    # a subtraction game is no heap that breaks (explore/takes.py and the 1-D engine read it)
    assert breaks.read(breaks.options_of(heap_moves((0, 3, 3, 3), False), 79)) is None
    # a move to a larger heap, or to three heaps: not read at all
    assert breaks.options_of(lambda p: [(p[0] + 1,)], 5) is None
    assert breaks.read([[]] + [[(1, 1, 1)]] * 70) is None
    # values that are not the recurrence's (a results file not from these moves)
    v = [int(x != 0) for x in breaks.values(breaks.Code((4,), True), 100)]
    v[60] ^= 1
    assert breaks.recurrence(breaks.options_of(heap_moves((4,), True), 99), v, "win") is None
    # misère play: no recurrence through Grundy values
    assert breaks.recurrence(breaks.options_of(heap_moves((4,), True), 99), v, "misere") is None


@pytest.mark.slow   # about 30 s of CPU: two whole runs of the explorer
def test_grundys_game_through_gk_explore_and_as_a_sum(tmp_path):
    """CSES 2207's game declared on n <= 40: no rule over n's features, the recurrence pasted and
    equal to the published losing heaps up to 1,500. Several heaps: a sum whose g is the same
    recurrence, equal to the plain search of two heaps up to totals of 24."""
    got = explore_json(tmp_path, (
        "positions = numbers(n=range(1, 41))\n"
        "def moves(position):\n"
        "    (n,) = position\n"
        "    for a in range(1, (n + 1) // 2):\n"
        "        yield [(a,), (n - a,)]\n"))
    assert got["rules"] and "Grundy's game" in got["rules"][0]
    ns = list(range(1500, 0, -1))
    out = run_code(tmp_path, (tmp_path / "code.cpp").read_text(),
                   "int main() { long long n; while (std::cin >> n) "
                   "std::cout << firstWins(n) << '\\n'; }\n", [str(n) for n in ns])
    assert [n for n, w in zip(ns, out) if not w][::-1] == GRUNDY_LOSES
    got = explore_json(tmp_path, (
        "positions = multiset(piles=range(1, 13), size=range(1, 3))\n"
        "def moves(position):\n"
        "    for i, n in enumerate(position):\n"
        "        rest = position[:i] + position[i + 1:]\n"
        "        for a in range(1, (n + 1) // 2):\n"
        "            yield tuple(sorted(rest + (a, n - a)))\n"))
    assert any("Grundy's game" in line for line in got["sum"]), got["sum"]
    wins = plain_wins((4,), True)
    asked = [(a, b) for a in range(1, 25) for b in range(1, min(a, 24 - a) + 1)]
    out = run_code(tmp_path, (tmp_path / "code.cpp").read_text(),
                   "int main() { long long a, b; while (std::cin >> a >> b) "
                   "std::cout << firstWins({a, b}) << '\\n'; }\n",
                   [f"{a} {b}" for a, b in asked])
    assert out == [int(wins(tuple(sorted(p)))) for p in asked]
