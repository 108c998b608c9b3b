"""crosses generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: T <= 6, n <= 16 (brute.py answers at once); small: T <= 100, n <= 1000;
large: T = 10^4, n up to 10^18; max: T = 10^5, with every n in 1..300 (below, inside and just
past the preperiod 52) and 10^18 - 299..10^18 among random lengths of every magnitude;
worst: T = 10^5 lengths of 18 digits that are all lost, the longest input and output.
Outside tiny, lengths are of four kinds: random ones of every magnitude (lost about one time in
seven), lost ones (n >= 52 with n mod 34 in LOST_RESIDUES, see the editorial), traps (n >= 52
with n = 0 or 14 mod 34: won, though 14 and 34 are lost) and lengths up to 120.
"""
import random
import sys

MAX_T = 100_000
MAX_N = 10**18
PERIOD, PREPERIOD = 34, 52
LOST_RESIDUES = (4, 8, 20, 24, 28)
TRAP_RESIDUES = (0, 14)
# (max T, max n)
SIZES = {
    "tiny": (6, 16),
    "small": (100, 1000),
    "large": (10_000, MAX_N),
    "max": (MAX_T, MAX_N),
    "worst": (MAX_T, MAX_N),
}


def with_residue(rng: random.Random, residues: tuple, lo: int, hi: int) -> int:
    """A random n in [lo, hi] with n mod PERIOD in residues (hi - lo >= PERIOD)."""
    while True:
        n = rng.randint(lo, hi)
        n += rng.choice(residues) - n % PERIOD
        if lo <= n <= hi:
            return n


def random_length(rng: random.Random, max_n: int) -> int:
    kind = rng.random()
    if kind < 0.25:
        return with_residue(rng, LOST_RESIDUES, PREPERIOD, max_n)
    if kind < 0.35:
        return with_residue(rng, TRAP_RESIDUES, PREPERIOD, max_n)
    if kind < 0.45:
        return rng.randint(1, min(max_n, 120))
    # Every magnitude, not only 18-digit numbers.
    return rng.randint(1, min(max_n, 10 ** rng.randint(1, 18)))


def lengths_for(rng: random.Random, size: str) -> list[int]:
    max_t, max_n = SIZES[size]
    if size == "tiny":
        return [rng.randint(1, max_n) for _ in range(rng.randint(1, max_t))]
    if size == "worst":
        return [with_residue(rng, LOST_RESIDUES, 10**17, max_n) for _ in range(max_t)]
    if size == "max":
        fixed = list(range(1, 301)) + list(range(max_n - 299, max_n + 1))
        lengths = fixed + [random_length(rng, max_n) for _ in range(max_t - len(fixed))]
        rng.shuffle(lengths)
        return lengths
    t = max_t if size == "large" else rng.randint(1, max_t)
    return [random_length(rng, max_n) for _ in range(t)]


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    lengths = lengths_for(rng, size)
    sys.stdout.write(f"{len(lengths)}\n" + "".join(f"{n}\n" for n in lengths))


if __name__ == "__main__":
    main()
