"""Advance or Eat generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, zero, close.

tiny: N <= 3 (brute.py searches the whole board); small: N <= 5; large: N <= 8; max: N = 8.
zero: N even, every column beside its colour-swapped copy (which is its negative), so the total is
0 and Snuke wins. close: N = 8, three random columns beside their negatives, a seventh random column, and an eighth
chosen so that the total is the non-zero number nearest 0 (totals like 1/128: a solution that
rounds loses).
Piece densities vary from sparse to full boards.
"""
import random
import sys
from fractions import Fraction
from functools import lru_cache
from itertools import product

SIZES = {"tiny": (1, 3), "small": (1, 5), "large": (1, 8), "max": (8, 8), "zero": (2, 8),
         "close": (8, 8)}


def simplest(lo, hi):
    """The simplest number strictly between lo and hi (None: no bound)."""
    if (lo is None or lo < 0) and (hi is None or hi > 0):
        return Fraction(0)
    if lo is not None and lo >= 0:
        n = Fraction(lo.numerator // lo.denominator + 1)
        if hi is None or n < hi:
            return n
    elif hi is not None:
        n = Fraction(-((-hi.numerator) // hi.denominator) - 1)
        if lo is None or n > lo:
            return n
    d = 2
    while True:
        c = Fraction((lo * d).numerator // (lo * d).denominator + 1, d)
        if c < hi:
            return c
        d *= 2


@lru_cache(maxsize=None)
def value(col: str) -> Fraction:
    """A column (read from the top) by the simplicity rule: used only to pick columns."""
    left, right = [], []
    for i, c in enumerate(col):
        if c == ".":
            continue
        eaten = col[:i] + "." + col[i + 1:]
        (right if c == "W" else left).append(value(eaten))
        if i > 0 and col[i - 1] == ".":
            up = col[:i - 1] + c + "." + col[i + 1:]
            (left if c == "W" else right).append(value(up))
    return simplest(max(left) if left else None, min(right) if right else None)


def swap(col: str) -> str:
    return col.translate(str.maketrans("WB", "BW"))


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    lo, hi = SIZES[size]
    n = rng.randint(lo, hi)
    if size == "zero":
        n -= n % 2
    density = rng.choice([0.2, 0.5, 0.8, 1.0])
    white = rng.random()

    def column() -> str:
        return "".join(("W" if rng.random() < white else "B") if rng.random() < density else "."
                       for _ in range(n))

    if size == "zero":
        cols = []
        for _ in range(n // 2):
            c = column()
            cols += [c, swap(c)]
        rng.shuffle(cols)
    elif size == "close":
        cols = []
        for _ in range(3):  # three columns beside their negatives: 0 in all
            c = column()
            cols += [c, swap(c)]
        cols.append(column())
        total = sum(value(c) for c in cols)
        options = ["".join(t) for t in product("WB.", repeat=n)]
        best = min((abs(total + value(c)), c) for c in options if total + value(c) != 0)
        cols.append(best[1])
        rng.shuffle(cols)
    else:
        cols = [column() for _ in range(n)]
    rows = ["".join(cols[j][i] for j in range(n)) for i in range(n)]
    sys.stdout.write(f"{n}\n" + "\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
