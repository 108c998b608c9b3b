"""Introduction to Nim Game generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: g <= 5 games of n <= 4 piles of at most 6 stones (brute.py answers at once); small: n <= 10,
piles <= 30; large: g <= 100, n <= 100, piles <= 100; max: g = n = 100, piles up to 100.
Empty piles are legal and mixed in. Outside tiny, a third of the games are made lost on purpose
(one pile set to the xor of the others, or every pile in equal pairs); the rest are random and
almost always won.
"""
import random
import sys

MAX_PILE = 100
# (max g, max n, max pile)
SIZES = {"tiny": (5, 4, 6), "small": (20, 10, 30), "large": (100, 100, MAX_PILE),
         "max": (100, 100, MAX_PILE)}


def lost_game(rng: random.Random, piles: list[int], max_pile: int) -> list[int]:
    """Turns `piles` into a position with xor 0 (a loss for the player to move)."""
    n = len(piles)
    if n >= 2 and rng.random() < 0.5:
        x = 0
        for p in piles[:-1]:
            x ^= p
        if x <= max_pile:
            piles[-1] = x
            rng.shuffle(piles)
            return piles
    half = piles[:n // 2]
    paired = half + half + [0] * (n % 2)
    rng.shuffle(paired)
    return paired


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_g, max_n, max_pile = SIZES[size]
    full = size == "max"
    games = max_g if full else rng.randint(1, max_g)
    lines = [str(games)]
    for _ in range(games):
        n = max_n if full else rng.randint(1, max_n)
        piles = [0 if rng.random() < 0.1 else rng.randint(0, max_pile) for _ in range(n)]
        if size != "tiny" and rng.random() < 1 / 3:
            piles = lost_game(rng, piles, max_pile)
        lines += [str(n), " ".join(map(str, piles))]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
