# Truth for HackerRank Tower Breakers - The Final Battle: a plain minimax over the heights: coins(1)
# = 0; coins(H) = the least, over every way of writing H as an ordered sum h_1 + ... + h_X with
# X >= 2 parts, of the most, over K, of K * K + coins(h_K) (P1 breaks, P2 picks the K-th tower).
# The value returned is the first player's (P1's) coins minus P2's: -coins(N).
_coins = {1: 0}


def _compositions(h):
    if h == 0:
        yield ()
        return
    for first in range(1, h + 1):
        for rest in _compositions(h - first):
            yield (first,) + rest


def _value(h):
    for g in range(2, h + 1):
        if g not in _coins:
            best = None
            for parts in _compositions(g):
                if len(parts) < 2:
                    continue
                worst = max(k * k + _coins[p] for k, p in enumerate(parts, 1))
                if best is None or worst < best:
                    best = worst
            _coins[g] = best
    return _coins[h]


def valid(position):
    return position[0] >= 1


def truth(position):
    return -_value(position[0])
