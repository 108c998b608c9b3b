# Truth for Topcoder SRM 428 TheStringGame: a memoised minimax over the strings; a move turns one
# X into O or L; a string with LOL is won by the player who made it (-1 for the player to move
# there), a string without X and without LOL is a draw (0). 'W', 'L' or 'D' for John (first).
from functools import lru_cache


@lru_cache(maxsize=None)
def _value(s):
    if "LOL" in s:
        return -1
    best = None
    for i, c in enumerate(s):
        if c == "X":
            for d in "OL":
                v = -_value(s[:i] + d + s[i + 1:])
                if best is None or v > best:
                    best = v
                if best == 1:
                    return 1
    return 0 if best is None else best


def valid(position):
    return len(position) >= 1 and set(position) <= set("XOL") and "LOL" not in position


def truth(position):
    return {1: "W", -1: "L", 0: "D"}[_value(position)]
