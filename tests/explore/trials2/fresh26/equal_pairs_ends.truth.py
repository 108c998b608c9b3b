# Truth for CodeChef P5209: a plain memoised minimax over (the substring S[i:j] left, whose
# turn): Alice has won where the counts of 01 and 10 in it are equal and non-zero, Bob where it is
# empty; otherwise the player to move deletes its first or last character. True when Alice
# (first) wins.
from functools import lru_cache


def valid(s):
    return len(s) >= 1 and set(s) <= set("01")


def _won(t):
    ups = sum(1 for i in range(len(t) - 1) if t[i:i + 2] == "01")
    downs = sum(1 for i in range(len(t) - 1) if t[i:i + 2] == "10")
    return ups == downs and ups > 0


def truth(s):
    @lru_cache(maxsize=None)
    def alice_wins(i, j, alice):
        t = s[i:j]
        if _won(t):
            return True
        if i == j:
            return False
        options = (alice_wins(i + 1, j, not alice), alice_wins(i, j - 1, not alice))
        return any(options) if alice else all(options)
    return alice_wins(0, len(s), True)
