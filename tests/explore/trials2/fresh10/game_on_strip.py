# Game on a Strip (CodeChef ARRGAME): a strip of cells, each free (0) or blocked (1). Both players
# start outside the strip. In turn, Nayeon first, a player moves to a free cell, which then
# becomes blocked: on her first turn to any free cell, afterwards only to a free cell next to her
# current cell (left or right). The player who cannot move loses. The result: whether Nayeon, the
# first player, wins.
positions = string("01", length=range(1, 11))


def start(cells):
    return (cells, -1, -1)            # the strip, the mover's cell, the other's cell (-1: outside)


def moves(state):
    cells, mine, theirs = state
    options = range(len(cells)) if mine < 0 else (mine - 1, mine + 1)
    for c in options:
        if 0 <= c < len(cells) and cells[c] == "0":
            yield (cells[:c] + "1" + cells[c + 1:], theirs, c)


def canonical(state):
    return state
