"""Game on Tree generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: N <= 9 (brute.py searches every position); small: N <= 60; large: N <= 5·10^4;
max: N = 10^5; worst: N = 10^5 and a path (the deepest tree: recursion would overflow the stack),
with vertex 1 somewhere inside it. Tree shapes vary from path-like to star-like; vertex labels and
edge order are shuffled. Outside worst, about a third of the trees are "mirrored": vertex 1 carries
two equal copies of one random tree (N is then odd), a loss for Alice; random trees are mostly wins.
"""
import random
import sys

SIZES = {"tiny": (2, 9), "small": (2, 60), "large": (2, 50000), "max": (100000, 100000),
         "worst": (100000, 100000)}


def random_parents(rng: random.Random, n: int) -> list[int]:
    """Parents of nodes 1..n-1 of a random tree on 0..n-1 rooted at 0.

    The parent of node i is among the `window` nodes before it: 1 gives a path, i gives a random
    recursive tree (shallow, star-like), in between caterpillars and brooms.
    """
    window = rng.choice([1, 2, 3, n, n, max(1, n // 10)])
    return [rng.randint(max(0, i - window), i - 1) for i in range(1, n)]


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    lo, hi = SIZES[size]
    n = rng.randint(lo, hi)
    mirrored = size != "worst" and n >= 3 and rng.random() < 1 / 3
    if size == "worst":
        parents = [i - 1 for i in range(1, n)]
    elif mirrored:
        half = random_parents(rng, (n - 1) // 2)
        k = len(half) + 1
        # Node 0 is the root; copy j (j = 0, 1) has its nodes at 1 + j*k .. k + j*k.
        parents = [0] + [1 + p for p in half] + [0] + [1 + k + p for p in half]
        n = 2 * k + 1  # one node less when n is even
    else:
        parents = random_parents(rng, n)
    label = list(range(1, n + 1))
    rng.shuffle(label)
    if mirrored or (size != "worst" and rng.random() < 0.5):
        label[label.index(1)], label[0] = label[0], 1  # vertex 1 at the root
    edges = []
    for child, parent in enumerate(parents, start=1):
        a, b = label[child], label[parent]
        edges.append((a, b) if rng.random() < 0.5 else (b, a))
    rng.shuffle(edges)
    out = [str(n)] + [f"{a} {b}" for a, b in edges]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
