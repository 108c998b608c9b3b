# 游戏 (LibreOJ 524, LibreOJ β Round #4, "Inversion Game"): a sequence whose entries are distinct
# integers or X. In turn, qmqmqm first, a player replaces one X by a real number not in the
# sequence yet (not necessarily an integer), until no X is left. qmqmqm wins if the final
# sequence has an odd number of inversions (pairs i < j with a_i > a_j), sublinekelzrip if even.
# Only the order of the numbers matters, so a new number is one of the gaps between the numbers
# already written (below all, between two neighbours in value, above all). (Chosen: the given
# integers are written as 1..9, distinct, X as 0.) A position: the sequence, 0 for X. A state:
# (the sequence with its numbers renamed 1..m by their order, 0 for X; 1 when qmqmqm is to
# move, 0 otherwise). The result: whether qmqmqm, the first player, wins ("W").
positions = sequence(values=range(0, 5), length=range(1, 7)).where(
    lambda p: len([v for v in p if v]) == len({v for v in p if v}))
result = "win"


def _ranks(row):
    order = sorted(v for v in row if v)
    rank = {v: r + 1 for r, v in enumerate(order)}
    return tuple(rank[v] if v else 0 for v in row)


def start(position):
    return (_ranks(position), 1)


def moves(state):
    row, q = state
    m = sum(1 for v in row if v)
    for i, v in enumerate(row):
        if v:
            continue
        for gap in range(m + 1):        # the new number lies just above the gap smallest ones
            nxt = tuple((w + 1 if w > gap else w) for w in row)
            yield (nxt[:i] + (gap + 1,) + nxt[i + 1:], 1 - q)


def winner(state):
    row, q = state                      # no X left: the game is over
    n = len(row)
    odd = sum(1 for i in range(n) for j in range(i + 1, n) if row[i] > row[j]) % 2 == 1
    return "mover" if odd == (q == 1) else "last"


def canonical(state):
    return state
