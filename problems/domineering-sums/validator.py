"""Domineering rooms input: T (1..500), then T boards `H W` (1..8 each) and H rows of W characters
from '.' (free) and '#' (wall); every room (4-connected set of free cells) has at most 10 cells."""
from judge.strict_input import StrictInput, run_validator

MAX_ROOM = 10


def check(inp: StrictInput) -> None:
    t = inp.int(1, 500, "T")
    inp.eol()
    for k in range(1, t + 1):
        h = inp.int(1, 8, f"H of board {k}")
        inp.space()
        w = inp.int(1, 8, f"W of board {k}")
        inp.eol()
        grid = []
        for r in range(1, h + 1):
            grid.append(inp.word(f"row {r} of board {k} ({w} characters from '.' and '#')",
                                 lambda s: len(s) == w and all(c in ".#" for c in s)))
            inp.eol()
        seen = set()
        for r in range(h):
            for c in range(w):
                if grid[r][c] != "." or (r, c) in seen:
                    continue
                stack, size = [(r, c)], 0
                seen.add((r, c))
                while stack:
                    a, b = stack.pop()
                    size += 1
                    for x, y in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                        if 0 <= x < h and 0 <= y < w and grid[x][y] == "." and (x, y) not in seen:
                            seen.add((x, y))
                            stack.append((x, y))
                if size > MAX_ROOM:
                    inp.fail(f"board {k}: the room of cell ({r + 1}, {c + 1}) has {size} cells,"
                             f" more than {MAX_ROOM}")


if __name__ == "__main__":
    run_validator(check)
