# Truth for Baekjoon 19253 (Don't Split The Atom!): splits(g) is True when the player who must
# split a group of g atoms wins: g >= 2 and some split g = a + b leaves the other player, who takes
# one of a and b and must split the other, without a winning choice, i.e. splits(a) and splits(b)
# are both False (a single atom to split is a loss). Computed bottom-up over g. True when Professor,
# who splits the n atoms first, wins (the answer 'A').
_table = [False, False]


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position):
    n = position[0]
    while len(_table) <= n:
        g = len(_table)
        _table.append(any(not _table[a] and not _table[g - a] for a in range(1, g)))
    return _table[n]
