# Truth for COCI Prijateljice (Leona and Zoe's word game): a plain memoised win/lose search over
# (the last word said, whose turn). Leona opens with her lexicographically smallest word; then
# the player to move must say a word of her own pile that is lexicographically greater than the
# last one and starts with the same letter or the next one in the alphabet; the player who
# cannot loses. True when Leona wins. A position is the string "w1,w2,...|v1,v2,...": Leona's
# words, then Zoe's, each list sorted, every word non-empty and all words distinct.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _split(position):
    if position.count("|") != 1:
        return None
    left, right = position.split("|")
    leona, zoe = left.split(","), right.split(",")
    every = leona + zoe
    if any(not w for w in every) or len(every) != len(set(every)):
        return None
    if leona != sorted(leona) or zoe != sorted(zoe):
        return None
    return tuple(leona), tuple(zoe)


def valid(position):
    return isinstance(position, str) and _split(position) is not None


def truth(position):
    piles = _split(position)

    @lru_cache(maxsize=None)
    def mover_wins(last, who):
        for word in piles[who]:
            if word <= last:
                continue
            gap = ord(word[0]) - ord(last[0])
            if gap in (0, 1) and not mover_wins(word, 1 - who):
                return True
        return False

    first = min(piles[0])
    return not mover_wins(first, 1)          # Leona's first word is forced; then Zoe moves
