# Pheverso's Game (SPOJ PGAME): a board of rows of numbers, every row of the same length. Two
# contestants move in turn, the first one first: the player to move picks one cell that is at the
# beginning or at the end of some row, adds its number to the player's own total and throws the
# cell away (the row then has a new beginning or a new end). Some rows are blocked at their
# beginning: from a blocked row only the cell at its end may be picked. The game ends when no cell
# is left; each wants the largest total, the winner being the one with more points. The result: the
# first player's total minus the second's, both playing best (the statement asks who wins and the
# winner's score). A position: the input as one sequence (m, k, the cells row by row), m the length
# of a row, the rows the cells cut into rows of m, and the first k rows blocked (the rows are alike
# but for their cells and the block, so which rows are blocked is said by putting them first); m =
# 1..3, k = 0..3 and the cells 0..3 declared here, the sequence of length 3..7 (6,360 sequences
# kept when the cells fill whole rows and k is at most the number of rows). The copy read lost the
# statement's limits and its input format after "N (1"; the numbers in the cells are not known to
# be non-negative. A state: the rows left, each as (blocked, its cells), sorted.


def _fits(position):
    if len(position) < 3:
        return False
    m, k = position[0], position[1]
    cells = len(position) - 2
    return m >= 1 and cells % m == 0 and k <= cells // m


positions = sequence(values=range(0, 4), length=range(3, 8)).where(_fits)
result = "score"


def start(position):
    m, k = position[0], position[1]
    cells = position[2:]
    rows = [(1 if r < k else 0, tuple(cells[r * m:(r + 1) * m])) for r in range(len(cells) // m)]
    return tuple(sorted(rows))


def moves(rows):
    out = []
    for i, (blocked, cells) in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        ends = [(cells[-1], cells[:-1])]                     # the end
        if not blocked and len(cells) > 1:
            ends.append((cells[0], cells[1:]))              # the beginning
        for value, left in ends:
            after = rest + ((blocked, left),) if left else rest
            out.append((tuple(sorted(after)), value))
    return out
