# Truth for Project Euler 711 (Binary Blackboard): a plain memoised search over (the amount
# still allowed, the parity of the 1s on the board, whether Oscar is to move). The player to
# move writes any m from 1 to the amount allowed, adding m's 1s; when nothing is allowed the
# game is over and Oscar has won iff the parity is odd. Oscar wins a state where he moves iff
# some m leads to a state he wins; a state where Eric moves iff every m does. True when Oscar,
# moving first from n (amount allowed n, the 1s of n on the board), wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return position[0] >= 1


def _ones(m):
    count = 0
    while m:
        count += m & 1
        m >>= 1
    return count


@lru_cache(maxsize=None)
def _oscar_wins(room, odd, oscar_moves):
    if room == 0:
        return odd
    results = (_oscar_wins(room - m, odd ^ (_ones(m) & 1), not oscar_moves)
               for m in range(1, room + 1))
    return any(results) if oscar_moves else all(results)


def truth(position):
    n = position[0]
    return _oscar_wins(n, _ones(n) & 1 == 1, True)
