# Truth for yukicoder No.2814 (Block Game): a memoised search of the same rules with the entries
# read through the end sum: the N - 1 rounds of neighbour sums leave X = the sum over i of
# C(N - 1, i - 1) * A_i, so X is odd iff an odd number of odd integers stand at the indices i
# whose binomial coefficient C(N - 1, i - 1) is odd. The search keeps exactly what that decides:
# the empty indices with an odd and with an even coefficient, the odd and the even integers not
# used yet, the parity so far, and whose turn it is (a move puts an odd or an even integer at an
# index of either kind; which one among equals does not change what follows: the check against
# the game file's own moves on every declared position compares them). True when Alice wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def _alice_wins(p_empty, q_empty, odd_left, even_left, parity, alice, s):
    if p_empty + q_empty == 0:
        return parity == s
    results = []
    for kind_left, odd in ((odd_left, 1), (even_left, 0)):
        if kind_left == 0:
            continue
        o2, e2 = (odd_left - 1, even_left) if odd else (odd_left, even_left - 1)
        if p_empty:
            results.append(_alice_wins(p_empty - 1, q_empty, o2, e2, parity ^ odd, not alice, s))
        if q_empty:
            results.append(_alice_wins(p_empty, q_empty - 1, o2, e2, parity, not alice, s))
    return any(results) if alice else all(results)


def valid(position):
    n, s = position
    return n >= 1 and s in (0, 1)


def truth(position):
    n, s = position
    p = sum(1 for i in range(n) if (n - 1) & i == i)        # C(n - 1, i) odd (Lucas)
    return _alice_wins(p, n - p, (n + 1) // 2, n // 2, 0, True, s)
