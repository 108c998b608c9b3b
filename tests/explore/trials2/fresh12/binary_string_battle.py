# Binary String Battle (Codeforces 2123D): a binary string s of length n and an integer k with
# 1 <= k < n. In turn, Alice first: Alice chooses any k positions of s (a subsequence of length k)
# and sets them all to 0; Bob chooses k consecutive positions (a substring of length k) and sets
# them all to 1. Alice wins as soon as s is all zeros (at any moment, the start included); if she
# cannot make that happen in a finite number of moves, Bob wins. A state: (s, whether Alice moves).
# The result: W when Alice, who moves first, wins; D when play can go on for ever (Bob wins).
from itertools import combinations

k = param("k", 2)
assert k >= 1, "the rules ask for k >= 1"
positions = string("01", length=range(2, 10)).where(lambda s: len(s) > k)
result = "outcome"


def start(s):
    return (s, True)


def moves(state):
    s, alice = state
    if alice:
        for chosen in combinations(range(len(s)), k):
            t = list(s)
            for i in chosen:
                t[i] = "0"
            yield ("".join(t), False)
    elif "1" in s:                    # all zeros: Alice has won, the game is over
        for i in range(len(s) - k + 1):
            yield (s[:i] + "1" * k + s[i + k:], True)


def canonical(state):
    return state
