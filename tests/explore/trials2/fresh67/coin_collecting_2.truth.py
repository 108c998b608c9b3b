# Truth for Baekjoon 27544 (コイン集め 2): a plain minimax of the number of heads after Aoi's row
# and Rin's column: Aoi takes the row whose worst column (for her) leaves the most heads, Rin the
# column that leaves the fewest. The value is Aoi's coins minus Rin's: 2 * heads - H * W.
def valid(position):
    # judged at w = 2, 3 and 4: whole rows at each width
    return len(position) >= 12 and len(position) % 12 == 0 and set(position) <= set("#.")


def truth(position, w=2):
    assert len(position) % w == 0
    h = len(position) // w
    grid = [[ch == "#" for ch in position[r * w:(r + 1) * w]] for r in range(h)]
    best = None
    for r in range(h):
        worst = None
        for c in range(w):
            heads = sum((grid[i][j] ^ (i == r)) ^ (j == c) for i in range(h) for j in range(w))
            worst = heads if worst is None else min(worst, heads)
        best = worst if best is None else max(best, worst)
    return 2 * best - h * w
