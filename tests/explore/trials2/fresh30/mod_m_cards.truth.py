# Truth for AtCoder ARC 185 A (mod M Game 2): for each (N, M), a plain memoised search over the
# two hands (bit masks of the cards still held; Alice is to move when both hold as many cards,
# and the sum on the table is what the hands no longer hold). The player to move wins iff some
# card of their hand keeps the table's sum off the multiples of M and leaves the other player
# lost; with no card left at all (Alice to move) Alice has won; with cards but no such card, the
# player to move loses. True when Alice (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    n, m = position
    return 1 <= n < m


@lru_cache(maxsize=None)
def _wins(n, m, alice, bob):
    if alice == 0 and bob == 0:
        return True
    total = n * (n + 1)
    held = sum(c for c in range(1, n + 1) if alice >> (c - 1) & 1) + \
        sum(c for c in range(1, n + 1) if bob >> (c - 1) & 1)
    table = total - held
    alice_to_move = bin(alice).count("1") == bin(bob).count("1")
    hand = alice if alice_to_move else bob
    for c in range(1, n + 1):
        if hand >> (c - 1) & 1 and (table + c) % m != 0:
            nxt = (alice & ~(1 << (c - 1)), bob) if alice_to_move else (alice, bob & ~(1 << (c - 1)))
            if not _wins(n, m, *nxt):
                return True
    return False


def truth(position):
    n, m = position
    full = (1 << n) - 1
    return _wins(n, m, full, full)
