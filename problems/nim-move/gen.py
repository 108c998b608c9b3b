"""nim-move generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst, lose.

tiny: n <= 4, heaps <= 7 (brute.py answers at once); small: n <= 10, heaps < 2^10;
large: n = 10^5, heaps < 2^60; max: n = 2*10^5, heaps < 2^60 (about one in 2^60 is lost);
worst: max, but only the last heap has the top bit of the xor, so a solution that scans for
the heap to lower reads to the end; lose: max with xor 0, the answer is LOSE.
Every size but max and worst makes about a third of its positions lost (xor 0) on purpose.
"""
import random
import sys

MAX_N = 200_000
BITS = 60
# (max n, bits of a heap)
SIZES = {
    "tiny": (4, 3),
    "small": (10, 10),
    "large": (100_000, BITS),
    "max": (MAX_N, BITS),
    "worst": (MAX_N, BITS),
    "lose": (MAX_N, BITS),
}


def heaps_for(rng: random.Random, size: str) -> list[int]:
    max_n, bits = SIZES[size]
    full = size in ("max", "worst", "lose")
    n = max_n if full or size == "large" else rng.randint(1, max_n)
    if size == "worst":
        # Every heap but the last is below 2^(BITS-1); the last one has bit BITS-1.
        heaps = [rng.randrange(1 << (bits - 1)) for _ in range(n - 1)]
        return heaps + [rng.randrange(1 << (bits - 1), 1 << bits)]
    # Empty heaps are legal and easy to mishandle: make them common in small inputs.
    zeros = 0.15 if bits < BITS else 0.0
    heaps = [0 if rng.random() < zeros else rng.randrange(1 << bits) for _ in range(n)]
    make_lost = size == "lose" or (size != "max" and rng.random() < 1 / 3)
    if make_lost and n >= 2:
        # Replace one heap by the xor of the others (it stays below 2^bits).
        x = 0
        for h in heaps[:-1]:
            x ^= h
        heaps[-1] = x
        rng.shuffle(heaps)
    elif make_lost:
        heaps = [0]
    return heaps


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    heaps = heaps_for(rng, size)
    sys.stdout.write(f"{len(heaps)}\n{' '.join(map(str, heaps))}\n")


if __name__ == "__main__":
    main()
