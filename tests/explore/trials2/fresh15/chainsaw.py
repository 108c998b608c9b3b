# The Board Game (Kattis bradspelet): an N x M board and a chainsaw. In turn, Ann-Charlotte first,
# the player to move splits the board along a horizontal or vertical grid line into two non-empty
# pieces; the other player then chooses which piece the game goes on with (the other is thrown
# away) and splits that one on their turn. The player whose turn it is to split a 1 x 1 board
# loses. A state: the pieces the player to move may choose from (one board at the start, two
# after a split), each as (shorter side, longer side); choosing a piece and splitting it is one
# move, and a player with no piece to split loses. The result: whether Ann-Charlotte wins.
positions = numbers(n=range(1, 16), m=range(1, 16))
result = "win"


def _piece(n, m):
    return (min(n, m), max(n, m))


def start(position):
    n, m = position
    return (_piece(n, m),)


def moves(pieces):
    for n, m in sorted(set(pieces)):
        for cut in range(1, n // 2 + 1):
            yield tuple(sorted((_piece(cut, m), _piece(n - cut, m))))
        for cut in range(1, m // 2 + 1):
            yield tuple(sorted((_piece(n, cut), _piece(n, m - cut))))


def canonical(state):
    return state
