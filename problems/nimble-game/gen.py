"""Nimble Game generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: n <= 4 squares with c_i <= 3 (brute.py answers at once); small: n <= 10, c_i <= 100;
large: T = 1000, n <= 100, c_i <= 10^9; max: T = 10^4, n = 100, c_i up to 10^9 (about 9.2 MB).
A third of the tests are turned into losses by changing the parity of one or two counts so that
the squares with an odd count xor to 0; random tests with many squares are almost always wins.
"""
import random
import sys

# (max T, max n, max c)
SIZES = {"tiny": (5, 4, 3), "small": (20, 10, 100), "large": (1000, 100, 10**9),
         "max": (10**4, 100, 10**9)}


def flip_parity(coins: list[int], square: int, max_c: int) -> None:
    coins[square] += 1 if coins[square] < max_c else -1


def make_lost(coins: list[int], max_c: int) -> None:
    """Flips the parity of the square x (the xor of the odd squares), or of 2^k and x ^ 2^k,
    where 2^k is the top bit of x: both are below n, as x is a xor of indices below n."""
    x = 0
    for i, c in enumerate(coins):
        if c % 2 == 1:
            x ^= i
    if x == 0:
        return
    top = 1 << (x.bit_length() - 1)
    flip_parity(coins, top, max_c)
    if x != top:
        flip_parity(coins, x ^ top, max_c)


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_t, max_n, max_c = SIZES[size]
    full = size == "max"
    t = max_t if full or size == "large" else rng.randint(1, max_t)
    lines = [str(t)]
    for _ in range(t):
        n = max_n if full else rng.randint(1, max_n)
        # Empty squares and the extreme count are legal and easy to mishandle: mix them in.
        coins = [rng.choice([0, max_c]) if rng.random() < 0.2 else rng.randint(0, max_c)
                 for _ in range(n)]
        if rng.random() < 1 / 3:
            make_lost(coins, max_c)
        lines += [str(n), " ".join(map(str, coins))]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
