"""loopy-duel generator: `gen.py SEED SIZE[-first|-second|-draw][-longest|-random|-unique]`.

SIZE: tiny (n <= 5, m <= 8, k <= 3: brute.py answers at once), small (n <= 10, m <= 25),
large (n <= 30, m <= 100), max (n = 50, m = 200, k = 3: 125000 states): mostly short steps
down the numbering, the rest up or across (cycles), loops, repeated edges and a few sinks, the
vertices renamed at random. long (n = 50, m = 200, k = 3): a path down to the only sink with
short steps down and a few edges back up; its starts are the longest games of their kind.
-first / -second / -draw: the claim that is right at the start (First: the player to move wins;
Second: it loses; Draw); without it, at random. Outside tiny, half of the starts are those of
that kind with the largest length L (the longest games), the others at least half as long.
The outcome comes from a retrograde analysis of the product (a queue: this is the generator,
not the brute force).
-longest / -random / -unique: the jury's style when it cannot win (problems/duel.hpp draws it
from the input's hash; tokens and graphs are drawn again until the hash gives the style asked for).
"""
import random
import sys
from collections import deque

from judge.duel_style import parse_size, style_of

SIZES = {"tiny": (5, 8), "small": (10, 25), "large": (30, 100), "max": (50, 200),
         "long": (50, 200)}
CLAIM = {"first": "First", "second": "Second", "draw": "Draw"}


def long_graph(rng: random.Random, n: int, m: int) -> list[tuple[int, int]]:
    """The path n -> n-1 -> ... -> 1 (1 is the only sink), short steps down it, and a few edges
    back up that close cycles: long games, won and lost ones as well as draws."""
    edges = [(v, v - 1) for v in range(2, n + 1)]
    while len(edges) < m:
        u = rng.randint(2, n)
        if rng.random() < 0.02:
            edges.append((u, min(n, u + rng.randint(1, 3))))
        else:
            edges.append((u, max(1, u - rng.randint(1, 2))))
    rng.shuffle(edges)
    return edges


def graph(rng: random.Random, size: str) -> tuple[int, list[tuple[int, int]]]:
    top_n, top_m = SIZES[size]
    if size == "long":
        return top_n, long_graph(rng, top_n, top_m)
    if size == "max":
        n, m = top_n, top_m
    else:
        n = rng.randint(1, top_n)
        m = rng.randint(0, min(top_m, n * n + 2))
    # Mostly edges down the numbering (long games), some up or across (cycles), some loops
    # and repeated edges; a few sinks; then the vertices are renamed at random.
    down = rng.choice([0.5, 0.8, 0.95])
    sinks = set(rng.sample(range(1, n + 1), rng.randint(0, max(1, n // 8))))
    sources = [v for v in range(2, n + 1) if v not in sinks] or [1]
    edges = []
    for _ in range(m):
        u = rng.choice(sources)
        kind = rng.random()
        if kind < 0.03:
            v = u  # a loop
        elif kind < 0.06 and edges:
            u, v = rng.choice(edges)  # a repeated edge
        elif kind < down and u > 1:
            v = rng.randint(max(1, u - 3), u - 1)
        else:
            v = rng.randint(1, n)
        edges.append((u, v))
    name = list(range(1, n + 1))
    rng.shuffle(name)
    return n, [(name[u - 1], name[v - 1]) for u, v in edges]


def solve(n: int, edges: list[tuple[int, int]], k: int) -> tuple[list[str], list[int]]:
    """Claim and length of every state (tokens as base-n digits, 0-based) by a queue."""
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u - 1].append(v - 1)
    power = [n ** i for i in range(k + 1)]
    states = power[k]
    pred: list[list[int]] = [[] for _ in range(states)]
    left = [0] * states
    for s in range(states):
        for t in range(k):
            u = s // power[t] % n
            for v in adj[u]:
                pred[s + (v - u) * power[t]].append(s)
                left[s] += 1
    claim = ["Draw"] * states
    length = [-1] * states
    queue = deque(s for s in range(states) if left[s] == 0)
    for s in queue:
        claim[s], length[s] = "Second", 0
    while queue:
        s = queue.popleft()
        for p in pred[s]:
            if length[p] >= 0:
                continue
            if claim[s] == "Second":
                claim[p], length[p] = "First", length[s] + 1
            else:
                left[p] -= 1
                if left[p]:
                    continue
                claim[p], length[p] = "Second", length[s] + 1
            queue.append(p)
    return claim, length


def main() -> None:
    seed, spec = sys.argv[1], sys.argv[2]
    size, winner, style = parse_size(spec, SIZES, ("first", "second", "draw"))
    rng = random.Random(f"{seed}-{spec}")
    while True:
        n, edges = graph(rng, size)
        k = 3 if size in ("max", "long") else rng.randint(1, 3)
        claim, length = solve(n, edges, k)
        want = CLAIM[winner] if winner else rng.choice(list(CLAIM.values()))
        kind = [s for s in range(len(claim)) if claim[s] == want]
        if not kind:
            continue
        if want != "Draw" and size != "tiny":
            # The longest games of the kind (long: always; else half the time), or at least
            # half as long.
            top = max(length[s] for s in kind)
            least = top if size == "long" or rng.random() < 0.5 else top // 2
            kind = [s for s in kind if length[s] >= least]
        for _ in range(20):
            s = rng.choice(kind)
            tokens = [s // n ** t % n + 1 for t in range(k)]
            text = (f"{n} {len(edges)} {k}\n" + "".join(f"{u} {v}\n" for u, v in edges)
                    + " ".join(map(str, tokens)) + "\n")
            if style is None or style_of(text.encode()) == style:
                sys.stdout.write(text)
                return


if __name__ == "__main__":
    main()
