# Truth for BZOJ 5435 (取石子): a plain memoised minimax over (l, r, Alice's xor so far) for the
# piles x_l .. x_r left: the player to move takes x_l or x_r into their xor; Bob's xor is the xor
# of the piles taken without Alice's, so it is not kept. No pile left: Alice's xor against Bob's,
# +1 (Alice wins), 0 (equal: a draw) or -1. 'W' (Alice wins), 'L' (Bob wins) or 'D'.
import sys

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    a = tuple(position)
    n = len(a)
    total = 0
    for v in a:
        total ^= v
    memo = {}

    def value(l, r, alice, taken):
        # taken: the xor of the piles taken so far (a[:l] and a[r + 1:])
        if l > r:
            bob = taken ^ alice
            return (alice > bob) - (alice < bob)
        key = (l, r, alice)
        if key in memo:
            return memo[key]
        alice_moves = (n - (r - l + 1)) % 2 == 0
        options = []
        for i, (l2, r2) in ((l, (l + 1, r)), (r, (l, r - 1))):
            options.append(value(l2, r2, alice ^ a[i] if alice_moves else alice, taken ^ a[i]))
            if l == r:
                break
        best = max(options) if alice_moves else min(options)
        memo[key] = best
        return best
    return {1: "W", 0: "D", -1: "L"}[value(0, n - 1, 0, 0)]
