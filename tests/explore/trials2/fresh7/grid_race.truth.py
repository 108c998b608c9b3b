# Truth for AtCoder ARC 038 B: the grid cut into rows of width w; every step right, down or
# diagonal onto an empty cell searched over the piece's cell.
from oracle import win_search


def valid(position):
    # judged at w = 2, 3 and 4: whole rows at each width, the start cell empty
    return len(position) >= 12 and len(position) % 12 == 0 and position[0] == "."


def truth(position, w=2):
    assert len(position) % w == 0
    grid = [position[i:i + w] for i in range(0, len(position), w)]
    h = len(grid)

    def moves(cell):
        r, c = cell
        return [(r + a, c + b) for a, b in ((1, 0), (0, 1), (1, 1))
                if r + a < h and c + b < w and grid[r + a][c + b] == "."]
    return win_search(moves)((0, 0))
