"""GG and MM generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, fib.

tiny: <= 5 cases of N <= 3 games with piles <= 8 (brute.py answers at once); small: <= 20 cases,
N <= 6, piles <= 12; large: 100 cases, N <= 1000, piles <= 1000; max: 100 cases of N = 1000 games,
piles <= 1000 (pairs with a pile of exactly 1000 and the longest pairs allowed in the case mixed in);
fib: 100 cases of N = 1000 games that are Fibonacci pairs (long forced chains) or near misses.
The longest game decides, so a case draws its games below a random cap on their length: both
answers occur at every size. The length (suspense number) is computed here only to spread the
answers; the expected output always comes from the reference solution or brute.py.
"""
import random
import sys

SIZES = {"tiny": (5, 3, 8), "small": (20, 6, 12), "large": (100, 1000, 1000),
         "max": (100, 1000, 1000), "fib": (100, 1000, 1000)}


def steps(p: int, q: int) -> int:
    """Suspense number of one Euclid game, by recursion on the (short) Euclid chain."""
    if p == 0 or q == 0:
        return 0
    a, b = max(p, q), min(p, q)
    t = steps(b, a % b)
    if a // b == 1 and a % b:
        return t + 1
    return t + 2 if t % 2 else t + 1


def steps_table(limit: int) -> list[list[int]]:
    """steps(p, q) for all p, q <= limit, each from the entry of (q, p mod q) (the same recursion
    as steps(), one step each): the 10^6 pairs of the large sizes took 3 s by steps()."""
    table = [[0] * (limit + 1) for _ in range(limit + 1)]
    for a in range(1, limit + 1):
        row = table[a]
        for b in range(1, a + 1):
            r = a % b
            t = table[b][r]
            row[b] = t + 1 if (a // b == 1 and r) else (t + 2 if t % 2 else t + 1)
            table[b][a] = row[b]
    return table


def fibonacci_pairs(limit: int) -> list[tuple[int, int]]:
    a, b, out = 1, 2, []
    while b <= limit:
        out.append((b, a))
        a, b = b, a + b
    return out


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_cases, max_n, max_pile = SIZES[size]
    full = size in ("max", "fib", "large")
    cases = max_cases if full else rng.randint(1, max_cases)
    by_steps: dict[int, list[tuple[int, int]]] = {}
    table = steps_table(max_pile)
    for p in range(1, max_pile + 1):
        for q in range(1, max_pile + 1):
            by_steps.setdefault(table[p][q], []).append((p, q))
    fib = fibonacci_pairs(max_pile)
    by_steps_edge = [(max_pile, q) for q in range(1, max_pile + 1)]
    lines = []
    for _ in range(cases):
        n = max_n if size in ("max", "fib") else rng.randint(1, max_n)
        cap = rng.choice(sorted(by_steps))
        pool = [s for s in by_steps if s <= cap]
        games = []

        def fits(game: tuple[int, int]) -> bool:
            return steps(*game) <= cap

        longest = by_steps[max(pool)]
        edge = [g for g in by_steps_edge if fits(g)] or longest
        near = [g for g in fib if fits(g)] or longest
        for _ in range(n):
            r = rng.random()
            if size == "fib":
                p, q = rng.choice(near)
                if r < 0.5 and fits((min(max_pile, p + 1), q)):  # a near miss, not forced
                    p = min(max_pile, p + 1)
            elif size == "max" and r < 0.02:
                p, q = rng.choice(edge)  # a pile at the bound 1000
            elif size == "max" and r < 0.04:
                p, q = rng.choice(longest)
            else:
                p, q = rng.choice(by_steps[rng.choice(pool)])
            games.append((p, q) if rng.random() < 0.5 else (q, p))
        lines.append(str(n))
        lines += [f"{p} {q}" for p, q in games]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
