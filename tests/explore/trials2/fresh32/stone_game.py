# Stone Game (USACO 2021 February contest, Gold): piles of stones a_1 .. a_N. Bessie moves first,
# then Elsie, in turn. On the first turn Bessie removes some positive number s_1 of stones from one
# pile holding at least s_1. On every later turn the player removes s_i stones from one pile
# holding at least s_i, where s_i is a multiple of s_(i-1), the number removed on the turn before.
# The first cow unable to remove stones on her turn loses. (The problem asks how many first moves
# win; here only whether Bessie, the first player, wins.) A position: the pile sizes (order does
# not matter). A state: (the non-empty piles, sorted; the number removed on the turn before, 1
# before the first turn, since every s_1 is a multiple of 1). The result: whether Bessie wins.
positions = multiset(piles=range(1, 8), size=range(1, 4))
result = "win"


def start(piles):
    return (tuple(sorted(piles)), 1)


def moves(state):
    piles, last = state
    if not piles:
        return
    top = max(piles)
    for s in range(last, top + 1, last):
        for i, a in enumerate(piles):
            if (i > 0 and piles[i - 1] == a) or a < s:
                continue
            rest = list(piles[:i]) + list(piles[i + 1:])
            if a > s:
                rest.append(a - s)
            yield (tuple(sorted(rest)), s)


def canonical(state):
    return state
