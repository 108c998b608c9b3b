# Truth for Project Euler 344 (the Silver Dollar Game, one position): a plain memoised search
# over (the squares of the coins, sorted; which of them is the silver dollar); a move slides a
# coin left over empty squares only, or pockets the leftmost coin; pocketing the silver dollar
# ends the game, won by the player who did it (the next player, left without a move, loses).
# True when the first player wins.
from functools import lru_cache
import sys

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _wins(coins, silver):
    if silver == 0:                           # the silver dollar is leftmost: pocket it
        return True
    if not _wins(coins[1:], silver - 1):      # pocket the leftmost (ordinary) coin
        return True
    for k, place in enumerate(coins):
        low = coins[k - 1] + 1 if k > 0 else 0
        for to in range(low, place):
            if not _wins(coins[:k] + (to,) + coins[k + 1:], silver):
                return True
    return False


def valid(strip):
    return strip.count("S") == 1 and set(strip) <= {".", "c", "S"}


def truth(strip):
    coins = tuple(i for i, ch in enumerate(strip) if ch != ".")
    return _wins(coins, coins.index(strip.index("S")))
