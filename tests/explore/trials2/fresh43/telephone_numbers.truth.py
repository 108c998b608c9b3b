# Truth for Codeforces 1155B (Game with Telephone Numbers): a plain memoised minimax over
# (the current string, whose turn): a move erases one character; at 11 characters the game ends
# and Vasya wins iff the string starts with 8. Vasya maximises, Petya minimises. True when
# Vasya, the first player, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _vasya_wins(s, vasya):
    if len(s) == 11:
        return s[0] == "8"
    results = (_vasya_wins(s[:i] + s[i + 1:], not vasya) for i in range(len(s)))
    return any(results) if vasya else all(results)


def valid(position):
    return (isinstance(position, str) and len(position) >= 13 and len(position) % 2 == 1
            and set(position) <= set("0123456789"))


def truth(position):
    return _vasya_wins(position, True)
