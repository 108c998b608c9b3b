"""Misère rows generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, many, firm.

tiny: T <= 6 tests of n <= 3 rows of length <= 7 (brute.py answers at once); small: T <= 10,
n <= 4, rows <= 9; large: T = 10 tests of 20000 rows up to 10^18; max: one test of 200000 rows up
to 10^18 (10^18 itself included); many: T = 10^4 tests of 20 rows; firm: T = 10^4 tests of 20
short rows whose values are 0 or 1, often with a row of 2 or more among rows of 1 (where the
normal values alone mislead). Half the tests end with a row chosen so that the xor of the normal
values is 0 or 1, so both answers occur; the normal values come from the plain Grundy recursion of
the rules (the expected answers come from brute.py or the reference solution).
"""
import random
import sys

SIZES = {"tiny": (6, 3, 7), "small": (10, 4, 9), "large": (10, 20000, 10**18),
         "max": (1, 200000, 10**18), "many": (10**4, 20, 10**18), "firm": (10**4, 20, 60)}
PRE, PERIOD = 2, 28  # normal values of 0.373: period 28 from 2 (checked below up to 300)


def normal_values(limit: int) -> list[int]:
    g = [0] * limit
    for r in range(1, limit):
        seen = {g[r - k] for k in (1, 3) if k <= r}
        seen |= {g[a] ^ g[r - 2 - a] for a in range(0, r - 1)}
        while g[r] in seen:
            g[r] += 1
    return g


G = normal_values(300)
assert all(G[i] == G[i + PERIOD] for i in range(PRE, 300 - PERIOD))


def value(r: int) -> int:
    return G[r] if r < len(G) else G[PRE + (r - PRE) % PERIOD]


def row_with_value(rng: random.Random, v: int, max_len: int) -> int | None:
    """A row length <= max_len with normal value v, if one exists."""
    choices = [r for r in range(2, min(max_len, len(G) - 1) + 1) if G[r] == v]
    if not choices:
        return None
    r = rng.choice(choices)
    if max_len > 10**6 and r >= PRE:  # lift it far out along the period
        r += PERIOD * rng.randrange((max_len - r) // PERIOD)
    return r


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_t, max_n, max_len = SIZES[size]
    t = max_t if size in ("large", "max", "many", "firm") else rng.randint(1, max_t)
    lines = [str(t)]
    for _ in range(t):
        n = max_n if size in ("large", "max", "many", "firm") else rng.randint(1, max_n)
        if size == "firm":
            low = [r for r in range(1, max_len + 1) if G[r] <= 1]
            rows = [rng.choice(low if rng.random() < 0.5 else [1]) for _ in range(n)]
        else:
            rows = [rng.randint(1, max_len) for _ in range(n)]
            if size == "max":  # the bound itself
                rows[rng.randrange(n)] = max_len
        if n >= 2 and rng.random() < 0.5:
            x = 0
            for r in rows[:-1]:
                x ^= value(r)
            want = x ^ rng.choice((0, 1))
            last = row_with_value(rng, want, max_len)
            if last is not None:
                rows[-1] = last
        lines += [str(n), " ".join(map(str, rows))]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
