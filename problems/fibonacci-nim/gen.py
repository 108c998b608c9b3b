"""Fibonacci Nim generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: up to 12 cases with n <= 60 (brute.py answers at once); small: 100 cases, n <= 10^4;
large: 10^4 cases, n < 2^31; max: 10^5 cases: every Fibonacci number below 2^31 with both
neighbours, then random n (a fifth of them near Fibonacci numbers); worst: 10^5 cases of n close
to 2^31 (the longest Zeckendorf scans).
"""
import random
import sys

TOP = 2**31 - 1
SIZES = {"tiny": (12, 60), "small": (100, 10**4), "large": (10**4, TOP), "max": (10**5, TOP),
         "worst": (10**5, TOP)}


def fibonacci(top: int) -> list[int]:
    fib = [1, 2]
    while fib[-1] + fib[-2] <= top:
        fib.append(fib[-1] + fib[-2])
    return fib


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[2] not in SIZES:
        sys.exit(f"usage: gen.py SEED SIZE, SIZE one of {', '.join(SIZES)}")
    seed, size = sys.argv[1], sys.argv[2]
    rng = random.Random(f"{seed}-{size}")
    count, top = SIZES[size]
    if size in ("tiny", "small"):
        count = rng.randint(1, count)
    fib = [f for f in fibonacci(top) if f >= 2]
    cases: list[int] = []
    if size == "max":
        for f in fib:
            cases += [n for n in (f - 1, f, f + 1) if 2 <= n <= top]
    while len(cases) < count:
        if size == "worst":
            cases.append(rng.randint(top - 10**6, top))
        elif rng.random() < 0.2:  # a Fibonacci number or a close neighbour
            f = rng.choice([f for f in fib if f <= top])
            cases.append(min(top, max(2, f + rng.randint(-2, 2))))
        else:
            cases.append(rng.randint(2, top))
    rng.shuffle(cases)
    print("\n".join(map(str, cases[:count] + [0])))


if __name__ == "__main__":
    main()
