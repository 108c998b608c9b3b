# Truth for CodeChef ASTRGAME (A String Game): the pieces left never interact (a word is erased
# inside one piece, which it splits into the part on its left and the part on its right), so the
# game is the sum of its pieces: the Grundy value of one piece is computed by the definition, the
# mex over every occurrence of every word of the xor of the two parts' values, and the position
# is won iff the value of S is not 0. Dictionaries: 1: ab, ba; 2: a, bab; 3: aa, bb, aba.
# True when Teddy, the first player, wins.
from functools import lru_cache

DICTIONARIES = {1: ("ab", "ba"), 2: ("a", "bab"), 3: ("aa", "bb", "aba")}


def valid(position):
    return len(position) >= 1 and set(position) <= set("ab")


@lru_cache(maxsize=None)
def _grundy(piece, d):
    seen = set()
    for word in DICTIONARIES[d]:
        for at in range(len(piece) - len(word) + 1):
            if piece[at:at + len(word)] == word:
                seen.add(_grundy(piece[:at], d) ^ _grundy(piece[at + len(word):], d))
    value = 0
    while value in seen:
        value += 1
    return value


def truth(position, d=1):
    return _grundy(position, d) != 0
