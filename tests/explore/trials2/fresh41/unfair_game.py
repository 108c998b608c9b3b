# Unfair Game (Baekjoon 33795): a 1 x n board. In turn, Alice first, a player places a tile on
# unoccupied cells: Alice a 1 x a tile, Bob a 1 x b tile, with a > b. Tiles may not overlap.
# Whoever cannot make a move loses. The input's a and b are the parameters a and b (b < a); a
# position: the board's length n, 1..24 here (the statement has a <= n <= 10^9; a board shorter
# than a is kept: Alice cannot place her tile and loses). A state: (the lengths of the runs of
# empty cells, sorted, runs of length 0 left out; whose turn: 0 Alice, 1 Bob). The result:
# whether Alice, the first player, wins.
a = param("a", 4)
b = param("b", 3)
assert 1 <= b < a, "the rules ask for 1 <= b < a"
positions = numbers(n=range(1, 25))
result = "win"


def start(position):
    (n,) = position
    return ((n,), 0)


def moves(state):
    runs, turn = state
    tile = a if turn == 0 else b
    for i, g in enumerate(runs):
        if i > 0 and runs[i - 1] == g:
            continue
        rest = runs[:i] + runs[i + 1:]
        for left in range(0, g - tile + 1):
            right = g - tile - left
            parts = tuple(x for x in (left, right) if x > 0)
            yield (tuple(sorted(rest + parts)), 1 - turn)


def canonical(state):
    return state
