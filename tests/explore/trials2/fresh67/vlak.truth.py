# Truth for Baekjoon 20508 (Vlak): the two songs' sets of prefixes, then a plain memoised win/lose
# search over (the word written, whose turn it is): the mover appends a letter (any lowercase
# letter tried) so that the word is a prefix of one of her words; who cannot loses. True when Nina,
# moving first, wins (the answer "Nina").
import string as _letters
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(line):
    if line.count("|") != 1:
        return False
    return all(word for side in line.split("|") for word in side.split(" "))


def truth(line):
    sides = line.split("|")
    prefixes = [{w[:k] for w in side.split(" ") for k in range(1, len(w) + 1)} for side in sides]

    @lru_cache(maxsize=None)
    def wins(word, turn):
        return any(word + ch in prefixes[turn] and not wins(word + ch, 1 - turn)
                   for ch in _letters.ascii_lowercase)
    return wins("", 0)
