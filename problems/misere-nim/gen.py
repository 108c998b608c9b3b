"""Misère Nim generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, ones.

tiny: n <= 4 piles of size <= 5 (brute.py answers at once); small: n <= 10, s <= 100;
large: T = 100, n <= 100, s <= 10^6; max: T = 100, n = 100, s up to 10^9 (about one
random pile in 20 exactly 10^9);
ones: the endgame, T = 100 tests of n <= 100 piles of size 1, half of them with one big pile added.
Every size mixes random piles (mostly won), piles with xor 0 and a pile >= 2 (lost), all piles of
size 1 (won iff n is even: where plain Nim goes wrong) and 1-piles with one big pile (always won).
"""
import random
import sys

# (max T, max n, max s)
SIZES = {"tiny": (5, 4, 5), "small": (20, 10, 100), "large": (100, 100, 10**6),
         "max": (100, 100, 10**9), "ones": (100, 100, 10**9)}


def xor_zero_piles(rng: random.Random, n: int, max_s: int) -> list[int]:
    """n piles with xor 0: for odd n >= 3 with a pile >= 2; for even n in equal pairs (all 1s now
    and then when max_s is small); n = 1 gives the lost single pile [1]."""
    if n == 1:
        return [1]
    below = 1 << (max_s.bit_length() - 1)  # a xor b < below <= max_s for a, b < below
    piles = []
    if n % 2 == 1:
        a, b = rng.sample(range(1, below), 2)
        piles = [a, b, a ^ b]
    half = [rng.randint(1, max_s) for _ in range((n - len(piles)) // 2)]
    piles += half + half
    rng.shuffle(piles)
    return piles


def ones_piles(rng: random.Random, n: int, max_s: int, one_big: bool) -> list[int]:
    piles = [1] * n
    if one_big:
        piles[rng.randrange(n)] = rng.randint(2, max_s)
    return piles


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_t, max_n, max_s = SIZES[size]
    full = size in ("max", "ones")
    t = max_t if full or size == "large" else rng.randint(1, max_t)
    lines = [str(t)]
    for _ in range(t):
        n = max_n if size == "max" else rng.randint(1, max_n)
        kind = rng.random()
        if size == "ones":
            piles = ones_piles(rng, n, max_s, kind < 0.5)
        elif kind < 0.4:
            # max: mix in the largest pile itself, so the bound is reached.
            piles = [max_s if size == "max" and rng.random() < 0.05 else rng.randint(1, max_s)
                     for _ in range(n)]
        elif kind < 0.7:
            piles = xor_zero_piles(rng, n, max_s)
        else:
            piles = ones_piles(rng, n, max_s, kind < 0.85)
        lines += [str(n), " ".join(map(str, piles))]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
