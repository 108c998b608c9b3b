# Truth for AtCoder ABC 201 D: the grid cut into rows of width w; every step right or down
# searched as a minimax of the mover's points minus the other's over the piece's cell.
from oracle import score_search


def valid(position):
    # the larger positions are judged at w = 2, 3 and 4: whole rows at each width
    return len(position) >= 12 and len(position) % 12 == 0


def truth(position, w=2):
    assert len(position) % w == 0
    grid = [position[i:i + w] for i in range(0, len(position), w)]
    h = len(grid)

    def moves(cell):
        r, c = cell
        out = []
        for nr, nc in ((r, c + 1), (r + 1, c)):
            if nr < h and nc < w:
                out.append(((nr, nc), 1 if grid[nr][nc] == "+" else -1))
        return out
    return score_search(moves)((0, 0))
