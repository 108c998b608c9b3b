# 石の山 (yukicoder No.153, Stone Piles): one pile of N stones. In turn, A first, a player chooses a
# pile and splits it either into 2 piles or into 3 piles whose sizes differ by at most 1 (so into
# floor/ceil halves, or into near thirds), every new pile non-empty. The player who cannot split
# any pile loses. A position: N. A state: the sorted pile sizes. The result: whether A, the first
# player, wins.
positions = numbers(n=range(1, 61))
result = "win"


def start(position):
    (n,) = position
    return (n,)


def _even_split(m, parts):
    q, r = divmod(m, parts)
    return [q + 1] * r + [q] * (parts - r)


def moves(piles):
    for i, m in enumerate(piles):
        if i > 0 and piles[i - 1] == m:
            continue
        rest = piles[:i] + piles[i + 1:]
        for parts in (2, 3):
            if m >= parts:
                yield tuple(sorted(rest + tuple(_even_split(m, parts))))
