# Tower Breakers - The Final Battle (HackerRank): one tower of height N. P1 moves first and the
# players alternate, with different moves. On P1's turn, with a tower of height H, P1 breaks it
# into X smaller towers in a row, of heights h_1 + h_2 + ... + h_X = H (each h_i >= 1, so X >= 2).
# On P2's turn, P2 chooses one of those towers, the K-th (1 <= K <= X), and P1 pays P2 K * K coins;
# then P1 goes on with the tower h_K. The game is over when P1 cannot move (H = 1). P1 wants to pay
# as few coins as possible, P2 to earn as many as possible. A position: N. A state: (0, H) on P1's
# turn, (1, h_1, ..., h_X) on P2's turn. The value: the player to move's coins minus the other's,
# both playing their best (P1 moves first, so it is minus the coins P2 earns).
positions = numbers(n=range(1, 13))
result = "score"


def start(position):
    (n,) = position
    return (0, n)


def _compositions(h):
    if h == 0:
        yield ()
        return
    for first in range(1, h + 1):
        for rest in _compositions(h - first):
            yield (first,) + rest


def moves(state):
    if state[0] == 0:
        h = state[1]
        for parts in _compositions(h):
            if len(parts) >= 2:
                yield ((1,) + parts, 0)
    else:
        parts = state[1:]
        for k, h in enumerate(parts, 1):
            yield ((0, h), k * k)


def canonical(state):
    return state
