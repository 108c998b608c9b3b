"""Blue-Red Hackenbush generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, stalks,
worst, zero.

tiny: N <= 10 (brute.py searches every position); small: N <= 60; large: N <= 20000; max:
N = 200000. stalks: N = 200000 in stalks (Hackenbush strings) of random lengths. worst: N = 200000
in one stalk, a long first run then 40 mixed edges (the deepest drawing; recursion overflows).
zero: a random forest beside its colour-swapped copy (the negative): value 0, Second wins.
Shapes vary from paths to stars. Colours are random with a random bias; an edge whose branch
would need more than 2^40 in its denominator takes the colour of its branch's sign instead
(then it adds no bits), so every input meets the constraint and many sit near its limit.
"""
import random
import sys

SIZES = {"tiny": (1, 10), "small": (1, 60), "large": (1, 20000), "max": (200000, 200000),
         "stalks": (200000, 200000), "worst": (200000, 200000), "zero": (2, 200000)}
SHIFT = 40


def edge_over(blue: bool, x: int):
    """As in validator.py: an edge over x / 2^40, or None past 40 bits."""
    if not blue:
        r = edge_over(True, -x)
        return None if r is None else -r
    one = 1 << SHIFT
    j = 1 if x > 0 else (one - x) // one + 1
    y = x + j * one
    if j - 1 > SHIFT or y % (1 << (j - 1)):
        return None
    return y >> (j - 1)


def colour(parents: list[int], rng: random.Random, bias: float) -> list[str]:
    """Random colours, leaves first, fixed where the branch would pass 2^-40."""
    n = len(parents)
    above = [0] * (n + 1)
    cols = [""] * (n + 1)
    for i in range(n, 0, -1):
        blue = rng.random() < bias
        if edge_over(blue, above[i]) is None:
            blue = above[i] > 0
        cols[i] = "B" if blue else "R"
        above[parents[i - 1]] += edge_over(blue, above[i])
    return cols[1:]


def random_parents(rng: random.Random, n: int) -> list[int]:
    window = rng.choice([1, 2, 3, n, n, max(1, n // 10)])
    return [rng.randint(max(0, i - window), i - 1) for i in range(1, n + 1)]


def stalk_parents(rng: random.Random, n: int) -> list[int]:
    parents, i = [], 1
    while i <= n:
        length = min(n - i + 1, rng.choice([1, 2, 5, 20, 60, 1000]))
        parents += [0] + [i + k for k in range(length - 1)]
        i += length
    return parents


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    lo, hi = SIZES[size]
    n = rng.randint(lo, hi)
    bias = rng.choice([0.5, 0.5, 0.3, 0.7, 0.9])
    if size == "worst":
        parents = [i - 1 for i in range(1, n + 1)]
        first = "B" if rng.random() < 0.5 else "R"
        cols = [first] * (n - 40) + [rng.choice("BR") for _ in range(40)]
    elif size == "zero":
        half = n // 2
        p = random_parents(rng, half)
        c = colour(p, rng, bias)
        parents = p + [q + half if q else 0 for q in p]
        cols = c + ["R" if x == "B" else "B" for x in c]
        n = 2 * half
    elif size == "stalks":
        parents = stalk_parents(rng, n)
        cols = colour(parents, rng, bias)
    else:
        parents = random_parents(rng, n)
        cols = colour(parents, rng, bias)
    out = [str(n)] + [f"{p} {c}" for p, c in zip(parents, cols)]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
