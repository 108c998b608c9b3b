"""game-on-graph generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, chain, loops.

tiny: n <= 4, m <= 6 (brute.py answers at once); small: n <= 6, m <= 9; large: n = 1000,
m = 2000; max: n = 10^5, m = 2*10^5 random arcs (out-degrees about 2: dead ends, cycles and
self-loops all occur); chain: n = 10^5, the path 1 -> 2 -> ... -> n (whose last vertex is a dead
end) and 10^5 random arcs from a vertex to a later one or back a short way (long attractor
chains through cycles); loops: n = 10^5, m = 2*10^5, one vertex in ten with a self-loop (where
Gennady can stall for ever) among random arcs. No arc twice; arcs in a random order.
"""
import random
import sys

MAX_N, MAX_M = 100_000, 200_000
SIZES = ("tiny", "small", "large", "max", "chain", "loops")


def random_arcs(rng: random.Random, n: int, m: int, arcs: set) -> list:
    m = min(m, n * n)
    while len(arcs) < m:
        arcs.add((rng.randint(1, n), rng.randint(1, n)))
    out = sorted(arcs)
    rng.shuffle(out)
    return out


def graph_for(rng: random.Random, size: str) -> tuple[int, list]:
    if size in ("tiny", "small"):
        n = rng.randint(1, 4 if size == "tiny" else 6)
        m = rng.randint(1, min(n * n, 6 if size == "tiny" else 9))
        return n, random_arcs(rng, n, m, set())
    if size == "large":
        return 1000, random_arcs(rng, 1000, 2000, set())
    n = MAX_N
    if size == "max":
        return n, random_arcs(rng, n, MAX_M, set())
    if size == "chain":
        arcs = {(v, v + 1) for v in range(1, n)}
        while len(arcs) < 2 * n - 1:
            a = rng.randint(1, n - 1)
            b = rng.randint(a + 1, n) if rng.random() < 0.5 else max(1, a - rng.randint(1, 5))
            arcs.add((a, b))
        return n, random_arcs(rng, n, len(arcs), arcs)
    arcs = {(v, v) for v in rng.sample(range(1, n + 1), n // 10)}  # loops
    return n, random_arcs(rng, n, MAX_M, arcs)


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    n, arcs = graph_for(rng, size)
    sys.stdout.write(f"{n} {len(arcs)}\n" + "".join(f"{a} {b}\n" for a, b in arcs))


if __name__ == "__main__":
    main()
