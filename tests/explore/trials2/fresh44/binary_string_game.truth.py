# Truth for CodeChef's Binary String Game: a plain memoised minimax over (the string left,
# whether Alice is to move). Alice removes a 01 subsequence (a 0 and a later 1), then Bob does;
# each time Bob has moved the turn is completed and Alice scores 1; when the player to move has
# no 01 subsequence the game ends. Alice maximises her total, Bob minimises it. The value:
# Alice's score with best play.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _alice_score(s, alice):
    options = []
    for i in range(len(s)):
        for j in range(i + 1, len(s)):
            if s[i] == "0" and s[j] == "1":
                rest = s[:i] + s[i + 1:j] + s[j + 1:]
                if alice:
                    options.append(_alice_score(rest, False))
                else:
                    options.append(1 + _alice_score(rest, True))
    if not options:
        return 0
    return max(options) if alice else min(options)


def valid(position):
    return isinstance(position, str) and len(position) >= 1 and set(position) <= set("01")


def truth(position):
    return _alice_score(position, True)
