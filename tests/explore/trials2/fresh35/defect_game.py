# 결함 게임 (Defect Game, Baekjoon Online Judge 17080): stones of sizes 1, 2, ..., N, one of each,
# shared by both players, and an empty board. A tower is a pile of stones ordered by size, the
# largest at the bottom. In turn, the first player first, a player places one stone left over:
# if some stone left can be put on top of some tower on the board (it is smaller than that
# tower's top stone), the player must choose one such stone and put it on one tower where it
# fits; otherwise the player chooses any stone left and starts a new tower with it. A stone on
# the board is never moved again. When every stone is placed, the first player wins if the
# number of towers is odd, the second if it is even. A position: N. A state: (N, the stones
# left, sorted; the tops of the towers, sorted). The result: whether the first player wins.
positions = numbers(n=range(1, 9))
result = "win"


def start(position):
    (n,) = position
    return (n, tuple(range(1, n + 1)), ())


def moves(state):
    n, left, tops = state
    fits = [(s, t) for s in left for t in sorted(set(tops)) if s < t]
    if fits:
        for s, t in fits:
            i = tops.index(t)
            new_tops = tuple(sorted(tops[:i] + tops[i + 1:] + (s,)))
            yield (n, tuple(x for x in left if x != s), new_tops)
    else:
        for s in left:
            yield (n, tuple(x for x in left if x != s), tuple(sorted(tops + (s,))))


def winner(state):
    n, left, tops = state                # every stone is placed: the game is over
    first_wins = len(tops) % 2 == 1
    first_to_move = n % 2 == 0           # N moves were made, the first player making the first
    return "mover" if first_wins == first_to_move else "last"


def canonical(state):
    return state
