"""Marbles generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, lose, diagonal.

tiny: N <= 3, coordinates <= 4 (brute.py searches the whole game); small: N <= 10, coordinates
<= 20; large: N <= 1000, coordinates <= 100; max: N = 1000, coordinates up to 100. Small and large
inputs keep to coordinates <= 5 half the time. An input is one of these kinds, drawn at random:
- any (tiny only): marbles anywhere, the diagonal included;
- random: no marble on the diagonal (random positions are mostly won);
- mirrored: marbles in pairs (l, c) with (l, c) or (c, l), plus one value-0 marble when N is odd;
- balanced: the last marble is chosen so that the xor of all Grundy values is 0 (lost);
- diagonal: a balanced position of N - 1 marbles, plus one on the diagonal (won at once).
lose: max and balanced; diagonal: max and diagonal. A solution with wrong non-zero Grundy values,
or one that skips the diagonal, fails the balanced and diagonal kinds.
"""
import random
import sys

# (min N, max N, max coordinate)
SIZES = {"tiny": (1, 3, 4), "small": (1, 10, 20), "large": (1, 1000, 100),
         "max": (1000, 1000, 100), "lose": (1000, 1000, 100), "diagonal": (1000, 1000, 100)}
KINDS = ["random", "mirrored", "balanced", "diagonal"]


def grundy_table(size: int) -> dict:
    """g(l, c) off the diagonal: mex over moves that avoid row 0, column 0 and the diagonal."""
    g = {}
    for l in range(1, size + 1):
        for c in range(1, size + 1):
            if l == c:
                continue
            seen = {g[to, c] for to in range(1, l) if to != c}
            seen.update(g[l, to] for to in range(1, c) if to != l)
            seen.update(g[l - u, c - u] for u in range(1, min(l, c)))
            value = 0
            while value in seen:
                value += 1
            g[l, c] = value
    return g


def off_diagonal(rng: random.Random, side: int) -> tuple:
    while True:
        l, c = rng.randint(1, side), rng.randint(1, side)
        if l != c:
            return l, c


def balanced(rng: random.Random, n: int, side: int) -> list:
    """n off-diagonal marbles whose Grundy values xor to 0."""
    g = grundy_table(side)
    by_value = {}
    for cell, value in g.items():
        by_value.setdefault(value, []).append(cell)
    while True:
        marbles = [off_diagonal(rng, side) for _ in range(n - 1)]
        x = 0
        for cell in marbles:
            x ^= g[cell]
        if x in by_value:  # the xor may exceed every value on the board: draw again
            return marbles + [rng.choice(by_value[x])]


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    min_n, max_n, max_side = SIZES[size]
    n = rng.randint(min_n, max_n)
    if size == "lose":
        kind = "balanced"
    elif size == "diagonal":
        kind = "diagonal"
    else:
        kind = rng.choice(KINDS + ["any"] if size == "tiny" else KINDS)
    if kind == "diagonal" and n == 1:
        kind = "random"
    side = rng.choice([max_side, 5]) if size in ("small", "large") else max_side
    if kind == "any":
        marbles = [(rng.randint(1, side), rng.randint(1, side)) for _ in range(n)]
    elif kind == "random":
        marbles = [off_diagonal(rng, side) for _ in range(n)]
    elif kind == "mirrored":
        half = [off_diagonal(rng, side) for _ in range(n // 2)]
        marbles = half + [(c, l) if rng.random() < 0.5 else (l, c) for l, c in half]
        if n % 2:
            g = grundy_table(side)
            marbles.append(rng.choice([cell for cell, value in g.items() if value == 0]))
    else:
        marbles = balanced(rng, n - (kind == "diagonal"), side)
        if kind == "diagonal":
            k = rng.randint(1, side)
            marbles.append((k, k))
    rng.shuffle(marbles)
    lines = [str(n)] + [f"{l} {c}" for l, c in marbles]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
