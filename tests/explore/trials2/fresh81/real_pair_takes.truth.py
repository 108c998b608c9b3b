# Truth for Luogu P7977 (「Stoi2033」世界未末日): a plain memoised win/lose search over the piles.
# From a pile of s stones a player may throw away c stones for each whole c with
# 2 * sqrt(s) <= c <= s (real a, b with a * b = s, a + b = c exist iff c^2 >= 4s); a turn does
# this on 1..k different piles at once. Piles with no such c (fewer than 4 stones) can never be
# played and are dropped from the state; the state is the sorted live piles. No live pile: the
# player to move has lost. The search stops at the first winning turn. True when Vinsta, moving
# first, wins.
import sys
from math import isqrt

sys.setrecursionlimit(100000)

_memo = {}
_after = {}


def _left_after(s):
    # the sizes a pile of s can be left with (0 included)
    if s not in _after:
        low = 2 * isqrt(s)
        while low * low < 4 * s:
            low += 1
        _after[s] = [s - c for c in range(low, s + 1)]
    return _after[s]


def _live(piles):
    return tuple(sorted(p for p in piles if p >= 4))


def valid(position):
    return len(position) >= 1 and min(position) >= 1


def _mover_wins(state, k):
    key = (state, k)
    if key in _memo:
        return _memo[key]
    result = False
    n = len(state)

    def search(i, chosen, current):
        # decide for piles i.. whether to play them; chosen = piles played so far
        nonlocal result
        if result:
            return
        if i == n:
            if chosen and not _mover_wins(_live(current), k):
                result = True
            return
        search(i + 1, chosen, current)
        if chosen < k:
            for left in _left_after(state[i]):
                current[i] = left
                search(i + 1, chosen + 1, current)
                if result:
                    break
            current[i] = state[i]

    search(0, 0, list(state))
    _memo[key] = result
    return result


def truth(position, k=1):
    return _mover_wins(_live(position), k)
