# Truth for CodeChef CHEFGM (Chef Game): a plain memoised search over (the piles left, each
# sorted, the piles sorted; who moves): the EVEN player (Left) selects an even number of a pile,
# the ODD player (Right) an odd one, and every number of that pile >= it is removed; who cannot
# move loses. The class from both starts: L, R, N or P. The position is the piles separated by 0.
from oracle import win_search


def _piles(a):
    piles, pile = [], []
    for v in a:
        if v == 0:
            piles.append(tuple(sorted(pile)))
            pile = []
        else:
            pile.append(v)
    piles.append(tuple(sorted(pile)))
    return tuple(sorted(piles))


def _moves(state):
    piles, even = state
    out = set()
    for i, pile in enumerate(piles):
        for j, x in enumerate(pile):
            if x % 2 == (0 if even else 1) and (j == 0 or pile[j - 1] != x):
                rest = pile[:j]                            # the sorted pile below x
                left = piles[:i] + ((rest,) if rest else ()) + piles[i + 1:]
                out.add((tuple(sorted(left)), not even))
    return list(out)


_wins = win_search(_moves)


def valid(position):
    a = position
    return (len(a) >= 1 and a[0] != 0 and a[-1] != 0 and all(v >= 0 for v in a)
            and all(a[i] or a[i + 1] for i in range(len(a) - 1)))


def truth(position):
    piles = _piles(position)
    even_first = _wins((piles, True))
    odd_first = _wins((piles, False))
    if even_first and odd_first:
        return "N"
    if even_first:
        return "L"
    if odd_first:
        return "R"
    return "P"
