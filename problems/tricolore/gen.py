"""tricolore generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, wide, mirror.

tiny: 1 to 3 rows whose gaps (free cells between neighbouring tokens) are small enough for
  brute.py (at most 12 with one row, 7 with two, 3 with three), coordinates anywhere within
  -10^5 .. 10^5, f in 2 .. 20 (so it often removes a step that matters); a third of them two
  rows with the same two gaps (in either order), which the second player wins;
small: up to 10 rows with gaps below 300, f in 2 .. 400;
large: 1000 rows over the whole range of coordinates, f random in 2 .. 2*10^5;
max: n = 10^5 rows over the whole range, f a prime or a product of two primes half the time (then
  it changes the game), else anything in 2 .. 2*10^5;
wide: n = 10^5 rows, most with a gap near the largest, 2*10^5 - 2, some with no free cell;
mirror: n = 10^5 rows in equal pairs (the xor is 0: the second player wins), whole range.
"""
import random
import sys

LO, HI = -10**5, 10**5
MAX_N, MAX_F = 10**5, 2 * 10**5
SIZES = ("tiny", "small", "large", "max", "wide", "mirror")


def row_with_gaps(rng: random.Random, x: int, y: int) -> tuple[int, int, int]:
    """A row with x free cells between blue and white and y between white and red."""
    b = rng.randint(LO, HI - x - y - 2)
    return b, b + x + 1, b + x + y + 2


def random_row(rng: random.Random) -> tuple[int, int, int]:
    b, w, r = sorted(rng.sample(range(LO, HI + 1), 3))
    return b, w, r


def semiprime_or_prime(rng: random.Random) -> int:
    while True:
        k = rng.randint(2, MAX_F)
        factors, m, d = 0, k, 2
        while d * d <= m and factors <= 2:
            while m % d == 0:
                m //= d
                factors += 1
            d += 1
        if factors + (m > 1) <= 2:
            return k


def build(rng: random.Random, size: str) -> tuple[int, list[tuple[int, int, int]]]:
    if size == "tiny":
        if rng.random() < 0.3:  # two rows with the same gaps: the second player wins
            x, y = rng.randint(0, 7), rng.randint(0, 7)
            return rng.randint(2, 20), [row_with_gaps(rng, x, y), row_with_gaps(rng, y, x)]
        n = rng.randint(1, 3)
        most = {1: 12, 2: 7, 3: 3}[n]
        rows = [row_with_gaps(rng, rng.randint(0, most), rng.randint(0, most)) for _ in range(n)]
        return rng.randint(2, 20), rows
    if size == "small":
        rows = [row_with_gaps(rng, rng.randint(0, 299), rng.randint(0, 299))
                for _ in range(rng.randint(1, 10))]
        return rng.randint(2, 400), rows
    if size == "large":
        return rng.randint(2, MAX_F), [random_row(rng) for _ in range(1000)]
    f = semiprime_or_prime(rng) if rng.random() < 0.5 else rng.randint(2, MAX_F)
    if size == "max":
        return f, [random_row(rng) for _ in range(MAX_N)]
    if size == "wide":
        rows = []
        for _ in range(MAX_N):
            if rng.random() < 0.1:
                rows.append(row_with_gaps(rng, 0, 0))
            else:
                x = rng.randint(2 * 10**5 - 1000, 2 * 10**5 - 2)
                y = rng.randint(0, 2 * 10**5 - 2 - x)
                rows.append(row_with_gaps(rng, x, y) if rng.random() < 0.5
                            else row_with_gaps(rng, y, x))
        return f, rows
    half = [random_row(rng) for _ in range(MAX_N // 2)]  # mirror
    rows = half + half
    rng.shuffle(rows)
    return f, rows


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[2] not in SIZES:
        sys.exit(f"usage: gen.py SEED SIZE with SIZE one of {', '.join(SIZES)}")
    seed, size = sys.argv[1], sys.argv[2]
    f, rows = build(random.Random(f"{seed}-{size}"), size)
    lines = [f"{len(rows)} {f}"] + [f"{b} {w} {r}" for b, w, r in rows]
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
