# 人人尽说江南好 (HEOI 2014; BZOJ 3609, Luogu P4101, LibreOJ 2217): N piles of one stone each and
# a bound m. In turn, little Z first, a player merges any two piles into one pile, provided the
# merged pile holds at most m stones (piles of a and b stones with a + b > m cannot be merged).
# The player who cannot move loses. A position: (n, m). A state: (the piles, sorted; m). The
# result: whether little Z, the first player, wins (the output 0).
positions = numbers(n=range(1, 15), m=range(1, 15))
result = "win"


def start(position):
    n, m = position
    return ((1,) * n, m)


def moves(state):
    piles, m = state
    seen = set()
    for i in range(len(piles)):
        for j in range(i + 1, len(piles)):
            a, b = piles[i], piles[j]
            if a + b <= m and (a, b) not in seen:
                seen.add((a, b))
                rest = piles[:i] + piles[i + 1:j] + piles[j + 1:]
                yield (tuple(sorted(rest + (a + b,))), m)


def canonical(state):
    return state
