# Truth for Codeforces 2002B (Removals Game): a plain memoised minimax over (the runs of Alice's
# and Bob's arrays left, whose turn); Alice removes an end of hers, then Bob an end of his; with
# one element each left, Alice has won iff they differ. True when Alice wins.
from functools import lru_cache


def valid(position):
    n = len(position) // 2
    return (len(position) >= 2 and len(position) % 2 == 0
            and sorted(position[:n]) == list(range(1, n + 1))
            and sorted(position[n:]) == list(range(1, n + 1)))


def truth(position):
    n = len(position) // 2
    a, b = position[:n], position[n:]

    @lru_cache(maxsize=None)
    def alice_wins(i, j, k, l, alice):        # Alice's a[i..j], Bob's b[k..l]
        if alice and i == j:
            return a[i] != b[k]
        if alice:
            return alice_wins(i + 1, j, k, l, False) or alice_wins(i, j - 1, k, l, False)
        return alice_wins(i, j, k + 1, l, True) and alice_wins(i, j, k, l - 1, True)
    return alice_wins(0, n - 1, 0, n - 1, True)
