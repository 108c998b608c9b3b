# Truth for AtCoder ARC 138 C (Rotate and Play Game), the game on the sequence as given (shift
# k = 0): a plain memoised search over the set of cards left (a bit mask). On Snuke's turn every
# card left is tried; Mr. Min's reply is forced (the lowest index left), so it is played at
# once. Returned: Snuke's total minus Mr. Min's under Snuke's best play, twice his score less
# the sum of the cards. (The inner function gives Snuke's score, for the statement's samples,
# which are scored after the best shift.)
from functools import lru_cache


def valid(p):
    return len(p) >= 2 and len(p) % 2 == 0


def snuke_score(a):
    a = tuple(a)
    n = len(a)

    @lru_cache(maxsize=None)
    def best(mask):                 # Snuke to move; mask = cards still there
        if mask == 0:
            return 0
        out = None
        for i in range(n):
            if mask >> i & 1:
                after = mask & ~(1 << i)
                low = (after & -after).bit_length() - 1      # Mr. Min's card
                value = a[i] + best(after & ~(1 << low))
                out = value if out is None else max(out, value)
        return out

    return best((1 << n) - 1)


def truth(p):
    return 2 * snuke_score(p) - sum(p)
