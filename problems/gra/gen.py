"""Gra generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max.

tiny: m <= 12 (brute.py searches every position); small: m <= 16. Both place pawns on a random
subset of the cells, so every kind of position appears. large (n <= 10^5) and max (n = 10^6,
m up to 10^9) are built from groups (group k: the pawns with k free cells to their right), in one of
three modes: `one` (group 1 is non-empty: its pawns are the winning moves), `lose` (odd groups fixed
so that the staircase value is 0: answer 0) and `random`. block: 10^6 pawns in one block with
m = 10^9 (the longest input; group 1 when the seed is odd, so the answer is 10^6, else a far group).
"""
import random
import sys

SIZES = {"tiny": (2, 12), "small": (2, 16), "large": (10**5, 10**9), "max": (10**6, 10**9),
         "block": (10**6, 10**9)}


def subset(rng: random.Random, lo: int, hi: int) -> tuple[int, list[int]]:
    m = rng.randint(lo, hi)
    n = rng.randint(1, m - 1)
    return m, sorted(rng.sample(range(1, m), n))


def grouped(rng: random.Random, n: int, max_m: int, mode: str) -> tuple[int, list[int]]:
    budget = max_m - n - 1  # free cells available: the top group number plus the free left end
    count = rng.randint(1, n)  # about this many groups
    max_size = max(1, 2 * n // count)
    groups: dict[int, int] = {}  # group number -> pawns
    k, left = (1 if mode == "one" else rng.randint(2, 3)), n
    while left:
        size = min(left, rng.randint(1, max_size))
        groups[k] = size
        left -= size
        roll = rng.random()
        gap = 1 if roll < 0.6 else 2 if roll < 0.85 else rng.randint(3, 1000)
        k += gap
    if mode == "lose":
        x = 0
        for k, size in groups.items():
            if k % 2 == 1 and k >= 3:
                x ^= size
        if x:
            # Lower an odd group to size ^ x (a winning move of the staircase) and put the
            # removed pawns on an even group, which leaves the value 0.
            k = next(k for k, size in groups.items() if k % 2 == 1 and k >= 3 and size ^ x < size)
            moved = groups[k] - (groups[k] ^ x)
            groups[k] ^= x
            if groups[k] == 0:
                del groups[k]
            even = [k for k in groups if k % 2 == 0]
            target = rng.choice(even) if even else max(groups) + 1 + max(groups) % 2
            groups[target] = groups.get(target, 0) + moved
    top = max(groups)
    assert n + top <= max_m, "too many free cells"
    free_left = rng.randint(0, min(1000, max(0, budget - top)))
    m = n + top + free_left
    # Lay the groups out from the right end: cell m is the first free cell.
    cells, cursor, free = [], m, 1
    for k in sorted(groups):
        cursor -= k - free
        free = k
        cells.extend(range(cursor - groups[k], cursor))
        cursor -= groups[k]
    return m, sorted(cells)


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    a, b = SIZES[size]
    if size == "block":
        m = b
        end = m - 1 if int(seed) % 2 else rng.randint(a, m - 2)  # the block's last cell
        cells = list(range(end - a + 1, end + 1))
    elif size in ("tiny", "small"):
        m, cells = subset(rng, a, b)
    else:
        n = a if size == "max" else rng.randint(1, a)
        m, cells = grouped(rng, n, b, rng.choice(["one", "lose", "random"]))
    sys.stdout.write(f"{m} {len(cells)}\n{' '.join(map(str, cells))}\n")


if __name__ == "__main__":
    main()
