"""Nim or not Nim? generator: `gen.py SEED SIZE`.

tiny: T <= 5 cases of N <= 4 heaps, total <= 18 objects (brute.py answers at once); small: T <= 10,
N <= 20, heaps <= 100; large: T <= 100, N <= 1000, heaps up to 2^31 - 1. The max tests, each near
3 MB of input: max (one case, N = 10^6 heaps <= 1000), max-cases (100 cases of 3000 full-range
heaps), max-big (one case of 300000 heaps within 1000 of 2^31 - 1).
About half of the cases are made lost on purpose: the last heap is set to the one size whose
value cancels the others (the value map swaps 4k+3 and 4k+4, so it is its own inverse).
"""
import random
import sys

TOP = 2**31 - 1
# (max T, max N, lowest heap, highest heap); a fixed T or N when the size is a max test.
SIZES = {"tiny": (5, 4, 1, 8), "small": (10, 20, 1, 100), "large": (100, 1000, 1, TOP),
         "max": (1, 10**6, 1, 1000), "max-cases": (100, 3000, 1, TOP),
         "max-big": (1, 300000, TOP - 1000, TOP)}
TINY_TOTAL = 18


def value(s: int) -> int:
    """Lasker's Nim value of a heap (used only to build lost cases; the brute force checks them)."""
    r = s % 4
    return s + 1 if r == 3 else s - 1 if r == 0 and s else s


def lose(rng: random.Random, heaps: list[int], lo: int, hi: int) -> list[int]:
    """Sets one heap so that the xor of the values is 0, if some heap size in [lo, hi] does it."""
    for _ in range(20):
        x = 0
        for s in heaps[:-1]:
            x ^= value(s)
        last = value(x)  # value is an involution: value(last) == x
        if lo <= last <= hi:
            heaps[-1] = last
            rng.shuffle(heaps)
            return heaps
        heaps[rng.randrange(len(heaps))] = rng.randint(lo, hi)
    return heaps


def case(rng: random.Random, size: str, n: int, lo: int, hi: int) -> list[int]:
    if size == "tiny":
        heaps = [rng.randint(lo, hi) for _ in range(n)]
        while sum(heaps) > TINY_TOTAL:
            heaps[rng.randrange(n)] = 1
    else:
        heaps = [rng.randint(lo, hi) for _ in range(n)]
    if n >= 2 and rng.random() < 0.5:
        heaps = lose(rng, heaps, lo, hi)
        if size == "tiny" and sum(heaps) > TINY_TOTAL:
            heaps = [1] * (n - n % 2) or [rng.randint(lo, hi)]
    return heaps


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_t, max_n, lo, hi = SIZES[size]
    full = size.startswith("max")
    cases = max_t if full else rng.randint(1, max_t)
    lines = [str(cases)]
    for _ in range(cases):
        n = max_n if full else rng.randint(1, max_n)
        heaps = case(rng, size, n, lo, hi)
        lines += [str(len(heaps)), " ".join(map(str, heaps))]
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
