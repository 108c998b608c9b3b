# TAKEAWAY (CodeChef Cook-Off 18, Nancy and Zeta), with the rules as its editorial states them:
# piles of stones and a number K. In turn, Nancy first, a player picks a pile and removes p stones
# from it, 1 <= p <= c, where c, the pile's cap, is K for a pile nobody has touched yet and
# otherwise the number of stones last removed from that pile. The player who cannot move loses. A
# position: the pile sizes (order does not matter). A state: the piles as sorted (stones, cap)
# pairs. The result: whether Nancy, the first player, wins. The input's K is the parameter k.
k = param("k", 3)
assert k >= 1, "the rules ask for K >= 1"
positions = multiset(piles=range(1, 9), size=range(1, 4))
result = "win"


def start(piles):
    return tuple(sorted((n, k) for n in piles))


def moves(piles):
    for i, (n, cap) in enumerate(piles):
        if i > 0 and piles[i - 1] == (n, cap):
            continue
        rest = piles[:i] + piles[i + 1:]
        for p in range(1, min(cap, n) + 1):
            yield tuple(sorted(rest + ((n - p, p),)))


def canonical(state):
    return state
