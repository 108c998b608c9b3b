# Grid Game (LeetCode 2017): a 2 x n grid of points. Two robots start at (0, 0) and go to
# (1, n - 1), each moving only right or down. First robot 1 goes, and every cell on its path is
# set to 0; then robot 2 goes and collects the points on its path. Robot 1 plays to minimise what
# robot 2 collects, robot 2 to maximise it. A path goes right along row 0, down once at some
# column, right along row 1: a robot's move is that column. A position: the grid read row by row
# (row 0, then row 1). The value: robot 1's points minus robot 2's, robot 1's path being worth
# nothing to it: minus the points robot 2 collects, both playing best.
positions = sequence(values=range(1, 4), length=range(2, 9, 2))
result = "score"


def start(cells):
    n = len(cells) // 2
    return ("robot 1", cells[:n], cells[n:])


def moves(state):
    who, top, bottom = state
    n = len(top)
    if who == "robot 1":
        for c in range(n):
            yield (("robot 2", (0,) * (c + 1) + top[c + 1:], bottom[:c] + (0,) * (n - c)), 0)
    elif who == "robot 2":
        for c in range(n):
            yield (("done", top, bottom), sum(top[:c + 1]) + sum(bottom[c:]))


def canonical(state):
    return state
