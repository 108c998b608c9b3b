# Help Shrek and Donkey 2 (Codeforces 142D): a battlefield of n x m squares, each free ('-') or
# holding a toy soldier, green ('G', Shrek's) or red ('R', Donkey's); each of the n lines holds at
# most two soldiers. Shrek moves first, then they alternate. A move: the player selects at least
# 1 and at most k of his own soldiers and makes them all attack or all retreat. An attack moves
# every selected soldier along its line towards the enemy soldier of that line; a retreat moves
# it away from him; on a line with no enemy soldier the selected soldier may move in either
# direction (for an attack and for a retreat alike). Each selected soldier moves by at least one
# cell, different soldiers by different numbers of cells; no soldier may cross or finish on a
# cell where another soldier stands or stood just before the move, nor leave the battlefield. A
# player who cannot move loses; both play to win, or else to make the game last for ever (a
# draw). The result: W if Shrek (moving first) wins ("First"), L if Donkey wins ("Second"), D for
# a draw ("Draw").
# A position: the field row after row in one string, rows of width 4 (m = 4), 1..2 rows declared
# here (1,122 fields whose every row holds at most two soldiers); the statement allows
# 1 <= n, m, k <= 100; k is the parameter (--set k=2).
# Two selected soldiers of one line (both the mover's, no enemy there) move at once: read here as
# keeping their order and ending on different cells, each path free of the cells where the other
# soldiers stood before the move.
# A state: (the field, the colour of the player to move).
from itertools import combinations, product

k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"
WIDTH = 4


def _rows_fit(field):
    return len(field) % WIDTH == 0 and all(
        sum(c != "-" for c in field[i:i + WIDTH]) <= 2 for i in range(0, len(field), WIDTH))


positions = string("-GR", length=range(WIDTH, 2 * WIDTH + 1, WIDTH)).where(_rows_fit)
result = "outcome"


def start(field):
    return (field, "G")


def _targets(field, cell, action, colour):
    # the cells the soldier at `cell` may reach by this action, alone
    row = cell - cell % WIDTH
    enemy = [i for i in range(row, row + WIDTH) if field[i] not in ("-", colour)]
    if enemy:
        towards = 1 if enemy[0] > cell else -1
        steps = [towards] if action == "attack" else [-towards]
    else:
        steps = [1, -1]
    out = []
    for step in steps:
        j = cell + step
        while row <= j < row + WIDTH and field[j] == "-":
            out.append(j)
            j += step
    return out


def moves(state):
    field, colour = state
    mine = [i for i, c in enumerate(field) if c == colour]
    other = "R" if colour == "G" else "G"
    options = set()
    for size in range(1, min(k, len(mine)) + 1):
        for chosen in combinations(mine, size):
            for action in ("attack", "retreat"):
                reach = [_targets(field, cell, action, colour) for cell in chosen]
                for ends in product(*reach):
                    fine = True
                    for (a, ea), (b, eb) in combinations(zip(chosen, ends), 2):
                        if a // WIDTH == b // WIDTH and (ea == eb or (a < b) != (ea < eb)):
                            fine = False
                    if not fine:
                        continue
                    cells = list(field)
                    for cell in chosen:
                        cells[cell] = "-"
                    for end in ends:
                        cells[end] = colour
                    options.add(("".join(cells), other))
    return sorted(options)


def canonical(state):
    return state
