"""loopy-sums generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, worst.

tiny: n <= 6, m <= 10, up to 3 tokens (brute.py answers at once); small: n <= 200, q <= 100;
large: half the limits; max: n = m = 2 * 10^5, up to 10^5 queries, 2 * 10^5 tokens; worst: the largest
possible values (every vertex of a 630-vertex tournament moves to every lower one: values
0..629, 630 stages of Smith's labelling), 2 * 10^5 arcs, the last query holding the tokens
left (about 2 * 10^4).

Outside tiny the graph is built in blocks whose values the generator knows (Smith's values of a
block follow from its arcs, which lead inside the block or to earlier blocks): a Nim-heap
tournament (values 0..H-1), single vertices, vertices with a loop (always infinite), small
cyclic gadgets (2-4 vertices with random arcs inside), solved by a small labelling below. A last
part of random arcs among the last vertices (cycles of every shape) is not solved here. Queries
are planned to be Second (finite, nim-sum 0), First (finite with nim-sum != 0, or one infinite
token whose K holds the others' nim-sum), Draw (two infinite tokens, or K missing the nim-sum)
or drawn at random, in about equal shares.
"""
import random
import sys

MAX_N = MAX_M = MAX_TOKENS = 200_000
MAX_Q = 200_000
INF = None
# (n, m, q, tokens); n, m and tokens are upper bounds outside max and worst
SIZES = {
    "tiny": (6, 10, 6, 3),
    "small": (200, 600, 100, 600),
    "large": (100_000, 100_000, 50_000, 100_000),
    "max": (MAX_N, MAX_M, 100_000, MAX_TOKENS),
    "worst": (MAX_N, MAX_M, 50_001, MAX_TOKENS),
}


def solve_block(block, arcs, val, kset):
    """Smith's labelling of one block, whose arcs lead inside it or to solved vertices."""
    inside = set(block)
    lab = {}
    stage = 0

    def labelled(x, m):
        return (lab.get(x) if x in inside else val[x]) == m

    def has(x, m):  # x has a follower labelled m (an outside finite x above m has one)
        if x in inside:
            return any(labelled(y, m) for y in arcs[x])
        if val[x] is INF:
            return m in kset[x]
        return val[x] > m

    def pending(w, m):  # open at stage m (inside, or outside above m) or infinite
        if w in inside:
            return lab.get(w, "inf") == "inf"
        return val[w] is INF or val[w] > m

    while len(lab) < len(block):
        changed = True
        while changed:
            changed = False
            for u in block:
                if u in lab or has(u, stage):
                    continue
                # every follower still open (inside, or outside with a larger value) or
                # infinite must have a follower labelled m
                if all(has(w, stage) for w in arcs[u] if pending(w, stage)):
                    lab[u] = stage
                    changed = True
        for u in block:
            if u not in lab and not has(u, stage):
                lab[u] = "inf"
        stage += 1
    for u in block:
        if lab[u] == "inf":
            val[u] = INF
            kset[u] = frozenset(v for v in (lab.get(w) if w in inside else val[w]
                                            for w in arcs[u]) if v is not INF and v != "inf")
        else:
            val[u] = lab[u]


def tiny(rng):
    n = rng.randint(1, 6)
    arcs = []
    for _ in range(rng.randint(0, 10)):  # mostly downwards, so that not all is drawn
        u, v = rng.randint(1, n), rng.randint(1, n)
        kind = rng.random()
        if kind < 0.7 and u != v:
            u, v = max(u, v), min(u, v)
        elif kind < 0.9 and u == v:
            continue
        arcs.append((u, v))
    queries = [[rng.randint(1, n) for _ in range(rng.randint(1, 3))]
               for _ in range(rng.randint(1, 6))]
    return n, arcs, queries


def structured(rng, n, m, q, tokens, heap):
    """The graph in blocks (0-based vertices), values known, and planned queries."""
    arcs = [[] for _ in range(n)]
    val = [0] * n
    kset = [frozenset()] * n
    for j in range(heap):  # the tournament: value j
        arcs[j] = list(range(j))
        val[j] = j
    budget = m - heap * (heap - 1) // 2
    random_part = max(0, min(n // 10, budget // 4))
    solved_end = n - random_part
    random_budget = budget // 4 if random_part else 0
    budget -= random_budget
    mean = min(3.5, budget / max(1, solved_end - heap))  # arcs per vertex
    v = heap
    while v < solved_end:
        kind = rng.random()
        size = 1 if kind < 0.8 else min(solved_end - v, rng.randint(2, 4))
        block = list(range(v, v + size))
        for u in block:
            degree = min(budget, sum(rng.random() < mean / 4 for _ in range(4)))
            arcs[u] = [rng.randrange(min(v, heap) if rng.random() < 0.3 else v)
                       for _ in range(degree)]
            budget -= degree
            # a loop (always infinite), or arcs inside the block
            inner = 0 if size == 1 and kind >= 0.08 else min(budget, rng.randint(1, 2))
            arcs[u] += [rng.choice(block) for _ in range(inner)]
            budget -= inner
        solve_block(block, arcs, val, kset)
        v += size
    for u in range(solved_end, n):  # random arcs: cycles of every shape, values unknown here
        val[u] = "?"
    for _ in range(random_budget + budget):
        arcs[rng.randrange(solved_end, n)].append(rng.randrange(n))
    finite = [u for u in range(solved_end) if val[u] not in (INF, "?")]
    infinite = [u for u in range(solved_end) if val[u] is INF]
    with_k = [u for u in infinite if kset[u]]
    by_value = {}
    for u in finite:
        by_value.setdefault(val[u], []).append(u)

    def finite_tokens(count):
        picked = [rng.choice(finite) for _ in range(count)]
        x = 0
        for u in picked:
            x ^= val[u]
        return picked, x

    queries = []
    left = tokens
    while len(queries) < q and left > 0:
        k = min(left, rng.choice((1, 2, 2, 3, 3, 4, 5, 8)))
        if len(queries) == q - 1:
            k = left  # the rest in the last query
        plan = rng.random()
        if plan < 0.25 and k >= 2:  # Second: finite, nim-sum 0
            picked, x = finite_tokens(k - 1)
            picked.append(rng.choice(by_value[x]) if x in by_value else rng.choice(finite))
        elif plan < 0.5 and with_k and k >= 2:  # First by the infinite token
            inf = rng.choice(with_k)
            picked, x = finite_tokens(k - 2)
            target = x ^ rng.choice(sorted(kset[inf]))
            picked += [inf, rng.choice(by_value[target]) if target in by_value else
                       rng.choice(finite)]
        elif plan < 0.75 and infinite:  # Draw, mostly
            picked, _ = finite_tokens(k - 1)
            picked.append(rng.choice(infinite))
            if k >= 2 and rng.random() < 0.5:
                picked[0] = rng.choice(infinite)
        else:  # anything, the random part included
            picked = [rng.randrange(n) for _ in range(k)]
        rng.shuffle(picked)
        queries.append([u + 1 for u in picked])
        left -= k
    edges = [(u + 1, w + 1) for u in range(n) for w in arcs[u]]
    rng.shuffle(edges)
    return n, edges, queries


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    max_n, max_m, max_q, max_tokens = SIZES[size]
    if size == "tiny":
        n, edges, queries = tiny(rng)
    elif size == "worst":
        n, edges, queries = structured(rng, max_n, max_m, max_q, max_tokens, 630)
    elif size == "max":
        n, edges, queries = structured(rng, max_n, max_m, max_q, max_tokens, 16)
    else:
        n = rng.randint(max_n // 2, max_n)
        n, edges, queries = structured(rng, n, rng.randint(n // 2, max_m), rng.randint(1, max_q),
                                       rng.randint(1, max_tokens), 16)
    out = [f"{n} {len(edges)}\n"]
    out += [f"{u} {w}\n" for u, w in edges]
    out.append(f"{len(queries)}\n")
    out += [f"{len(t)} {' '.join(map(str, t))}\n" for t in queries]
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
