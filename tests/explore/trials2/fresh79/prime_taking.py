# 素数取りゲーム (Prime Taking Game, AtCoder TTPC 2019 D): N piles of stones, pile i holding X_i
# stones, every X_i a prime. An and Ai move in turn, An first: the player to move chooses a pile
# that still has stones and takes stones from it, a prime number of them at once, and only so
# that the stones left in that pile are 0 or a prime number. The player who cannot take loses.
# The result: whether An, the first player, wins (the answer An). A position: the piles, a
# multiset of 1..4 primes below 60 declared here (the statement's limits were not in the copy
# read; its third example has six piles of up to 868,033). A pile emptied is dropped.


def _prime(v):
    return v >= 2 and all(v % d for d in range(2, int(v ** 0.5) + 1))


positions = multiset(piles=range(2, 60), size=range(1, 5)).where(lambda p: all(map(_prime, p)))
result = "win"


def moves(piles):
    out = set()
    for i, pile in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for take in range(2, pile + 1):
            left = pile - take
            if _prime(take) and (left == 0 or _prime(left)):
                out.add(tuple(sorted(rest + ((left,) if left else ()))))
    return sorted(out)
