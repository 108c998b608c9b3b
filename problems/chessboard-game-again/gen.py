"""Chessboard Game, Again! generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: T <= 3 positions of 1 to 3 coins (brute.py answers at once); one or two coins go anywhere on
the board, three coins stay on cells with x + y <= 14 (the search from three far cells takes
seconds). small: T <= 10, k <= 20; large: T <= 100, k <= 1000; max: T = 1000 and k = 1000 (10^6
coins). Outside tiny, about half the positions are lost by construction: coins in pairs, a coin
with the same coin or with its mirror image (y, x) (the rules are symmetric in x and y, so both
have one value), plus a coin on a lost cell when k is odd. Random positions are mostly won.
"""
import random
import sys

SIDE = 15
# (max T, max k)
SIZES = {"tiny": (3, 3), "small": (10, 20), "large": (100, 1000), "max": (1000, 1000)}


def random_cell(rng: random.Random) -> tuple[int, int]:
    return rng.randint(1, SIDE), rng.randint(1, SIDE)


def near_corner_cell(rng: random.Random) -> tuple[int, int]:
    x = rng.randint(1, 13)
    return x, rng.randint(1, 14 - x)


def lost_cell(rng: random.Random) -> tuple[int, int]:
    """A cell where a lone coin loses: x and y both 1 or 2 mod 4 (see editorial.md)."""
    lost = [v for v in range(1, SIDE + 1) if v % 4 in (1, 2)]
    return rng.choice(lost), rng.choice(lost)


def lost_position(rng: random.Random, k: int) -> list[tuple[int, int]]:
    coins = []
    for _ in range(k // 2):
        x, y = random_cell(rng)
        coins += [(x, y), (y, x) if rng.random() < 0.5 else (x, y)]
    if k % 2:
        coins.append(lost_cell(rng))
    rng.shuffle(coins)
    return coins


def position(rng: random.Random, size: str, max_k: int) -> list[tuple[int, int]]:
    k = max_k if size == "max" else rng.randint(1, max_k)
    if size == "tiny":
        cell = near_corner_cell if k == 3 else random_cell
        return [cell(rng) for _ in range(k)]
    if rng.random() < 0.5:
        return lost_position(rng, k)
    return [random_cell(rng) for _ in range(k)]


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_t, max_k = SIZES[size]
    t = max_t if size == "max" else rng.randint(1, max_t)
    lines = [str(t)]
    for _ in range(t):
        coins = position(rng, size, max_k)
        lines.append(str(len(coins)))
        lines += [f"{x} {y}" for x, y in coins]
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
