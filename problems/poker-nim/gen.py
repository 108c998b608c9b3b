"""Poker Nim generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: T <= 3 tests of n <= 3 piles, c_i <= 3, k <= 2 (brute.py searches the game with its
additions); small: n <= 10, c_i <= 1000, k <= 10; large: T, n, k <= 100, c_i <= 10^6;
max: T = n = 100, c_i up to 10^9 (about one in 20 exactly 10^9), k up to 100.
k is drawn on its own, so lost and won positions both come with odd and even k. Outside tiny, a
third of the tests are made lost on purpose (one pile set to the xor of the others, or the piles
in equal pairs); random positions are almost always won.
"""
import random
import sys

# (max T, max n, max c, max k)
SIZES = {"tiny": (3, 3, 3, 2), "small": (20, 10, 1000, 10), "large": (100, 100, 10**6, 100),
         "max": (100, 100, 10**9, 100)}


def lost_piles(rng: random.Random, piles: list[int], max_c: int) -> list[int]:
    """Turns `piles` into a position with xor 0, keeping every pile at least 1."""
    n = len(piles)
    if n >= 2 and rng.random() < 0.5:
        x = 0
        for c in piles[:-1]:
            x ^= c
        if 1 <= x <= max_c:
            piles[-1] = x
            rng.shuffle(piles)
            return piles
    # An even number of piles in equal pairs (one pile cannot be lost: it holds a chip).
    half = piles[:max(1, n // 2)]
    paired = half + half
    rng.shuffle(paired)
    return paired


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_t, max_n, max_c, max_k = SIZES[size]
    full = size == "max"
    tests = max_t if full else rng.randint(1, max_t)
    lines = [str(tests)]
    for _ in range(tests):
        n = max_n if full else rng.randint(1, max_n)
        k = rng.choice([1, 2, max_k]) if rng.random() < 0.2 else rng.randint(1, max_k)
        # max: mix in the largest count itself, so the bound is reached.
        piles = [max_c if full and rng.random() < 0.05 else rng.randint(1, max_c)
                 for _ in range(n)]
        if size != "tiny" and rng.random() < 1 / 3:
            piles = lost_piles(rng, piles, max_c)
        lines += [f"{len(piles)} {k}", " ".join(map(str, piles))]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
