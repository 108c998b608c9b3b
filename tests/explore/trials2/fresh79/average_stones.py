# 石子 (Luogu P11077, 「FSLOI Round I」): n piles of stones, pile i holding a_i; x is the average
# of a_1 .. a_n (a whole number, the input guarantees it) and k a given number with 1 <= k <= x.
# Little F and little L move in turn, little F first: the player to move chooses two piles i and
# j with a_i < x < a_j and moves k stones from pile j to pile i. A player who cannot choose such
# two piles has lost (the other one wins). Both play best; a game that goes on for ever is a
# draw. The result: W, L or D for little F, moving first (the answers F, L and Draw). A position:
# the piles, a multiset of 1..6 piles of 0..9 stones declared here, kept when the average is a
# whole number x with k <= x; k is the parameter (the statement allows n <= 2*10^5, a_i <= 10^9,
# T <= 10 games). The number of stones never changes, so x stays the same all game.
k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"


def _fits(piles):
    return sum(piles) % len(piles) == 0 and k <= sum(piles) // len(piles)


positions = multiset(piles=range(0, 10), size=range(1, 7)).where(_fits)
result = "outcome"


def moves(piles):
    x = sum(piles) // len(piles)
    out = set()
    for i, low in enumerate(piles):
        if low >= x:
            continue
        for j, high in enumerate(piles):
            if high > x:
                after = list(piles)
                after[i] += k
                after[j] -= k
                out.add(tuple(sorted(after)))
    return sorted(out)
