"""berzerk generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, full, loop, single.

tiny: n <= 7 (brute.py answers at once); small: n <= 30; large: n = 2000, random sets of random
sizes; max: n = 7000, random sets, one of them at least half full; full: n = 7000 and both sets
are all of 1..6999 (9.8e7 moves, every answer Win: the most moves there can be); loop: n = 7000
and both sets hold only even steps (about 3000 each), so from an odd object the monster never
reaches the black hole: half the answers are Loop; single: n = 7000, one step each (the longest
forced games). Steps are printed in a random order.
"""
import random
import sys

MAX_N = 7000
SIZES = ("tiny", "small", "large", "max", "full", "loop", "single")


def random_set(rng: random.Random, n: int, k: int) -> list[int]:
    return rng.sample(range(1, n), k)


def sets_for(rng: random.Random, size: str) -> tuple[int, list[list[int]]]:
    if size in ("tiny", "small"):
        n = rng.randint(2, 7 if size == "tiny" else 30)
        return n, [random_set(rng, n, rng.randint(1, n - 1)) for _ in range(2)]
    if size == "large":
        n = 2000
        return n, [random_set(rng, n, rng.randint(1, n - 1)) for _ in range(2)]
    n = MAX_N
    if size == "max":
        big = random_set(rng, n, rng.randint((n - 1) // 2, n - 1))
        other = random_set(rng, n, rng.randint(1, n - 1))
        return n, [big, other] if rng.random() < 0.5 else [other, big]
    if size == "full":
        return n, [random_set(rng, n, n - 1) for _ in range(2)]
    if size == "loop":
        evens = list(range(2, n, 2))
        return n, [rng.sample(evens, 3000) for _ in range(2)]
    return n, [random_set(rng, n, 1) for _ in range(2)]  # single


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    n, sets = sets_for(rng, size)
    lines = [str(n)] + [" ".join(map(str, [len(s), *s])) for s in sets]
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
