"""Stone Division generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: n <= 48, m <= 4, S mostly divisors of n (brute.py answers at once); small: n <= 10^6;
large: n <= 10^12; max: n <= 10^18 and m = 10. Outside tiny, n is a product of small primes (many
divisors, so many reachable piles) and S mixes primes of n, products of two or three of them (odd
and even), n itself, numbers above n and numbers that do not divide n.
worst: the most piles a solution can be made to visit: n = 839310714850608000 (82944 divisors, the
most of any n <= 10^18 with at most ten distinct primes) with S its ten primes, so every divisor is reached;
or the odd n = 985080424340887875 (24576 divisors) with nine of its primes and the even 4.
Outside tiny and worst, half the inputs are lost for First. Random ones rarely are (an even s
dividing n is a winning split), so the generator draws until the answer is the one it wants,
deciding each draw with `pile_value` below; brute.py, not this, checks the reference.
"""
import random
import sys

MAX_VALUE = 10**18
PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
# (max n, max m)
SIZES = {"tiny": (48, 4), "small": (10**6, 10), "large": (10**12, 10), "max": (MAX_VALUE, 10),
         "worst": (MAX_VALUE, 10)}
TINY_RICH = [12, 16, 18, 24, 27, 30, 32, 36, 40, 45, 48]
WORST = [
    (839310714850608000, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]),
    (985080424340887875, [3, 5, 7, 11, 13, 17, 19, 23, 29, 4]),
]


def pile_value(n: int, splits: list[int]) -> int:
    """Grundy value of one pile: s piles of x / s are worth g(x / s) for odd s, 0 for even s."""
    memo: dict[int, int] = {}

    def g(x: int) -> int:
        if x not in memo:
            seen = {0 if s % 2 == 0 else g(x // s) for s in splits if x % s == 0}
            memo[x] = next(v for v in range(len(seen) + 1) if v not in seen)
        return memo[x]

    return g(n)


def smooth_number(rng: random.Random, limit: int, odd: bool) -> tuple[int, list[int]]:
    """A product of a few small primes, each at least once, grown towards `limit`; its primes."""
    pool = PRIMES[1:] if odd else PRIMES
    primes = sorted(rng.sample(pool, rng.randint(2, 9)))
    n = 1
    for p in primes:
        if n * p <= limit:
            n *= p
    primes = [p for p in primes if n % p == 0]
    # Small primes more often, as in numbers with many divisors.
    weights = [1 / p for p in primes]
    for _ in range(200):
        p = rng.choices(primes, weights)[0]
        if n * p <= limit:
            n *= p
    return n, primes


def tiny_input(rng: random.Random) -> tuple[int, list[int]]:
    # Numbers with many divisors half the time: a prime n allows one split at most.
    n = rng.choice([rng.randint(1, SIZES["tiny"][0]), rng.choice(TINY_RICH)])
    # Odd elements only, half the time: even splits win at once, odd ones make the game.
    odd_only = rng.random() < 0.5
    divisors = [d for d in range(2, n + 1) if n % d == 0 and not (odd_only and d % 2 == 0)]
    splits: set[int] = set()
    m = rng.randint(1, SIZES["tiny"][1])
    while len(splits) < m:
        if divisors and rng.random() < 0.7:
            splits.add(rng.choice(divisors))
        else:
            splits.add(rng.randrange(3, 50, 2) if odd_only else rng.randint(2, 50))
    return n, sorted(splits, key=lambda _: rng.random())


def big_input(rng: random.Random, size: str, want_lost: bool) -> tuple[int, list[int]]:
    limit, max_m = SIZES[size]
    # An odd n leaves no even split; it helps to make lost positions.
    n, primes = smooth_number(rng, limit, odd=want_lost and rng.random() < 0.5)
    m = max_m if size == "max" else rng.randint(1, max_m)

    def allowed(s: int) -> bool:
        # An even s dividing n wins at once; keep it out when a lost input is wanted.
        return 2 <= s <= MAX_VALUE and not (want_lost and s % 2 == 0 and n % s == 0)

    candidates = [
        lambda: rng.choice(primes),
        lambda: rng.choice(primes) * rng.choice(primes),
        lambda: rng.choice(primes) * rng.choice(primes) * rng.choice(primes),
        lambda: n,
        lambda: rng.randint(n + 1, MAX_VALUE) if n < MAX_VALUE else MAX_VALUE,
        lambda: rng.randint(2, MAX_VALUE),
        lambda: rng.randint(2, 100),
    ]
    weights = [6, 4, 2, 1, 1, 1, 2]
    # Most primes of n go into S, so that most divisors of n are reachable.
    splits = sorted(p for p in primes if allowed(p) and rng.random() < 0.7)
    splits = set(rng.sample(splits, min(m, len(splits))))
    while len(splits) < m:
        s = rng.choices(candidates, weights)[0]()
        if allowed(s):
            splits.add(s)
    return n, sorted(splits, key=lambda _: rng.random())


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    if size == "tiny":
        n, splits = tiny_input(rng)
    elif size == "worst":
        n, splits = rng.choice(WORST)
        splits = rng.sample(splits, len(splits))
    else:
        want_lost = rng.random() < 0.5
        for _ in range(100):
            n, splits = big_input(rng, size, want_lost)
            if (pile_value(n, splits) == 0) == want_lost:
                break
    print(f"{n} {len(splits)}\n{' '.join(map(str, splits))}")


if __name__ == "__main__":
    main()
