"""sleepy-game generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, deep, draw, lose.

tiny: n <= 5 (brute.py answers at once); small: n <= 10; large: n = 1000, m <= 2000; max:
n = 10^5, m = 2*10^5 random edges (dead ends common: usually Win); deep: n = 10^5, the path
1 -> ... -> n - 1, an edge from n - 1 back to 3 (an odd cycle) and n - 1 -> n, start 2 (the
dead end n comes after an even number of moves: the walk must go round the cycle once), plus
random edges among the vertices past the middle that keep the parity and the shortest winning
walk about 1.2n long; draw and lose: n = 10^5, m about 2*10^5, a
two-coloured graph (every edge changes colour) whose dead ends all have the start's colour, so no
walk ends there after an odd number of moves: with cycles (draw) or along increasing numbers only
(lose, no cycle). Each vertex's targets in a random order, distinct and never itself.
"""
import random
import sys

MAX_N, MAX_M = 100_000, 200_000
SIZES = ("tiny", "small", "large", "max", "deep", "draw", "lose")


def random_graph(rng: random.Random, n: int, m: int) -> list[set]:
    adj = [set() for _ in range(n + 1)]
    m = min(m, n * (n - 1))
    count = 0
    while count < m:
        a, b = rng.randint(1, n), rng.randint(1, n)
        if a != b and b not in adj[a]:
            adj[a].add(b)
            count += 1
    return adj


def two_coloured(rng: random.Random, n: int, m: int, cycles: bool) -> tuple[list[set], int]:
    """Colour of v: v % 2 (n is even). Every edge joins the two colours and every vertex that
    is not a chosen dead end has an edge, so the dead ends all have the start's colour (even):
    a walk from the start reaches one only after an even number of moves. Without cycles every
    edge goes to a larger number, and n itself is a dead end."""
    adj = [set() for _ in range(n + 1)]
    ends = set(rng.sample(range(2, n, 2), n // 20)) | {n}
    edges = []
    for a in range(1, n + 1):  # one edge for every vertex that is not an end
        if a not in ends:
            lo = 1 if cycles else a + 1
            while True:
                b = rng.randint(lo, n)
                if (a + b) % 2 == 1:
                    break
            edges.append((a, b))
    while len(edges) < m:
        a = rng.randint(1, n - 1)
        b = rng.randint(1 if cycles else a + 1, n)
        if a not in ends and (a + b) % 2 == 1:
            edges.append((a, b))
    for a, b in edges:
        adj[a].add(b)
    return adj, 2

def graph_for(rng: random.Random, size: str) -> tuple[list[set], int]:
    if size in ("tiny", "small"):
        n = rng.randint(2, 5 if size == "tiny" else 10)
        adj = random_graph(rng, n, rng.randint(0, min(n * (n - 1), 2 * n)))
        return adj, rng.randint(1, n)
    if size == "large":
        return random_graph(rng, 1000, rng.randint(1000, 2000)), rng.randint(1, 1000)
    n = MAX_N
    if size == "max":
        return random_graph(rng, n, MAX_M), rng.randint(1, n)
    if size == "deep":
        adj = [set() for _ in range(n + 1)]
        for v in range(1, n - 1):
            adj[v].add(v + 1)
        adj[n - 1] |= {3, n}
        # Shortcuts that keep the parity of the path (one move from v to v + 3, v + 5 or
        # v + 7 among the vertices past the middle): the shortest win is still long.
        for _ in range(MAX_M - n):
            a = rng.randint(n // 2, n - 4)
            b = a + 2 * rng.randint(1, 3) + 1
            if b <= n - 1:
                adj[a].add(b)
        return adj, 2
    return two_coloured(rng, n, MAX_M, size == "draw")


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    adj, s = graph_for(rng, size)
    n = len(adj) - 1
    lines = [f"{n} {sum(len(a) for a in adj)}"]
    for v in range(1, n + 1):
        targets = sorted(adj[v])
        rng.shuffle(targets)
        lines.append(" ".join(map(str, [len(targets), *targets])))
    lines.append(str(s))
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
