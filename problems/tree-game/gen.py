"""Tree Game generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: N <= 6, A_i <= 3 (brute.py searches every position); small: N <= 60, A_i <= 10 (many ties);
large: N <= 1000; max: N = 3000, A_i up to 10^9; worst: N = 3000 and a path whose stone counts fall
strictly along it (the longest chain of smaller neighbours: a recursive DFS goes 3000 deep, and a
DFS from every start walks O(N^2) steps). Tree shapes vary from path-like to star-like; vertex labels
and edge order are shuffled. Stone counts are drawn from a small or a large range, sometimes with
zeros, so ties and empty vertices occur.
"""
import random
import sys

# (min N, max N, max A)
SIZES = {"tiny": (2, 6, 3), "small": (2, 60, 10), "large": (2, 1000, 10**9),
         "max": (3000, 3000, 10**9), "worst": (3000, 3000, 10**9)}


def random_parents(rng: random.Random, n: int) -> list[int]:
    """Parents of nodes 1..n-1 of a random tree on 0..n-1: the parent of node i is among the
    `window` nodes before it (1: a path, i: a shallow random tree, in between caterpillars)."""
    window = rng.choice([1, 2, 3, n, n, max(1, n // 10)])
    return [rng.randint(max(0, i - window), i - 1) for i in range(1, n)]


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    lo, hi, max_a = SIZES[size]
    n = rng.randint(lo, hi)
    if size == "worst":
        parents = [i - 1 for i in range(1, n)]
        top = max_a - rng.randint(0, 1000)
        stones = [top - i for i in range(n)]  # along the path, from node 0
    else:
        parents = random_parents(rng, n)
        span = rng.choice([max_a, max(1, min(max_a, 3)), max(1, min(max_a, n))])
        stones = [rng.randint(0, span) for _ in range(n)]
    label = list(range(n))
    rng.shuffle(label)
    a = [0] * n
    for node, value in enumerate(stones):
        a[label[node]] = value
    edges = []
    for child, parent in enumerate(parents, start=1):
        u, v = label[child] + 1, label[parent] + 1
        edges.append((u, v) if rng.random() < 0.5 else (v, u))
    rng.shuffle(edges)
    out = [str(n), " ".join(map(str, a))] + [f"{u} {v}" for u, v in edges]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
