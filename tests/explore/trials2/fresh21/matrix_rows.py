# Matrix Game (LightOJ 1247), on a matrix of two columns: an m x 2 matrix, each cell a pile of
# stones. In turn, Alice first, a player selects one row and takes any numbers of stones from any
# of that row's cells (each cell from 0 up to all of its stones), at least one stone in all. The
# player who cannot take a stone loses. (The problem allows 1 <= n <= 50 columns; here n = 2.) A
# position: the matrix read row by row, a sequence a11 a12 a21 a22 ... of even length. A state:
# the rows as pairs, sorted (the order of the rows does not matter). The result: whether Alice,
# the first player, wins.
positions = sequence(values=range(0, 4), length=range(2, 7, 2))
result = "win"


def start(position):
    return tuple(sorted(zip(position[0::2], position[1::2])))


def moves(rows):
    for i, (x, y) in enumerate(rows):
        if i > 0 and rows[i - 1] == (x, y):
            continue
        rest = rows[:i] + rows[i + 1:]
        for nx in range(x + 1):
            for ny in range(y + 1):
                if (nx, ny) != (x, y):
                    yield tuple(sorted(rest + ((nx, ny),)))


def canonical(state):
    return state
