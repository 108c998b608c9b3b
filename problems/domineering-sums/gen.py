"""Domineering rooms generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, mirror.

tiny: T <= 5 boards of at most 4 x 4 with at most 12 free cells (brute.py searches each whole
board); small: T <= 30 boards up to 6 x 6; large: T <= 300 up to 8 x 8; max: T = 500 boards of
8 x 8. mirror: T = 500 boards whose rooms come in pairs, a room and its transpose (its negative),
plus at most one small extra room of up to 4 cells: the extra room alone decides. worst: T = 500
boards of 8 x 8 with few walls, so that the rooms are as large as allowed (10 cells, many shapes). Walls are drawn at a random
density, then cells of any room above 10 cells are walled until every room has at most 10.
"""
import random
import sys

SIZES = {"tiny": (5, 4, 12), "small": (30, 6, 64), "large": (300, 8, 64), "max": (500, 8, 64),
         "mirror": (500, 8, 64), "worst": (500, 8, 64)}
MAX_ROOM = 10


def rooms_of(grid: list[list[str]]) -> list[list[tuple[int, int]]]:
    h, w = len(grid), len(grid[0])
    seen, out = set(), []
    for r in range(h):
        for c in range(w):
            if grid[r][c] != "." or (r, c) in seen:
                continue
            cells, stack = [], [(r, c)]
            seen.add((r, c))
            while stack:
                a, b = stack.pop()
                cells.append((a, b))
                for x, y in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                    if 0 <= x < h and 0 <= y < w and grid[x][y] == "." and (x, y) not in seen:
                        seen.add((x, y))
                        stack.append((x, y))
            out.append(cells)
    return out


def random_board(rng: random.Random, h: int, w: int, max_free: int,
                 density: float | None = None) -> list[list[str]]:
    density = density if density is not None else rng.choice([0.15, 0.25, 0.35, 0.5])
    grid = [["#" if rng.random() < density else "." for _ in range(w)] for _ in range(h)]
    while True:
        big = [room for room in rooms_of(grid) if len(room) > MAX_ROOM]
        free = [(r, c) for r in range(h) for c in range(w) if grid[r][c] == "."]
        if big:
            r, c = rng.choice(big[0])
        elif len(free) > max_free:
            r, c = rng.choice(free)
        else:
            return grid
        grid[r][c] = "#"


def mirror_board(rng: random.Random) -> list[list[str]]:
    """A random 4 x 3 board, its transpose beside it behind a wall, and a small extra room."""
    grid = [["#"] * 8 for _ in range(8)]
    half = random_board(rng, 4, 3, 12)
    for r in range(4):
        for c in range(3):
            grid[r][c] = half[r][c]
            grid[c][r + 4] = half[r][c]  # the transpose: rows 0-2, columns 4-7
    extra = random_board(rng, 3, 3, rng.choice([0, 2, 3, 4]))
    for r in range(3):
        for c in range(3):
            grid[5 + r][c] = extra[r][c]
    return grid


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    count, side, max_free = SIZES[size]
    t = count if size in ("max", "mirror", "worst") else rng.randint(1, count)
    out = [str(t)]
    for _ in range(t):
        if size == "mirror":
            grid = mirror_board(rng)
        else:
            h = side if size in ("max", "worst") else rng.randint(1, side)
            w = side if size in ("max", "worst") else rng.randint(1, side)
            grid = random_board(rng, h, w, max_free, 0.05 if size == "worst" else None)
        out.append(f"{len(grid)} {len(grid[0])}")
        out += ["".join(row) for row in grid]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
