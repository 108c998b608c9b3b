"""green-hackenbush generator: `gen.py SEED SIZE`, SIZE in tiny, small, large, max, deep, cyclic,
many.

tiny: T <= 3, n <= 8, m <= 10 (brute.py searches every edge set); small: T <= 10, n <= 30,
m <= 50; large: T <= 20, the sums of n and of m each 2.5*10^4 to 5*10^4; max: both sums at
2*10^5 in one input that holds a path of more than 10^5 edges (ended as in deep, with beads of
small cycles), a graph of 3*10^4 vertices with many cycles, and about 2*10^4 tiny tests; deep:
one test, n = m = 2*10^5, a path through every vertex (vertex 0 at an end or inside) closed into
a ring or a lollipop, topped by a loop, or with one bead; cyclic: one test, n = 10^5,
m = 2*10^5, many small cycles; many: T = 10^5 tests of about 2 vertices and 2 edges each.

Random pictures grow a random tree from vertex 0 (path-like to star-like), then add loops,
parallel edges and chords (short and long cycles), and sometimes a part that never touches the
tree, so never matters. Outside deep and cyclic, about a third of the tests are "mirrored": two
equal copies of one picture on the ground, value 0 (random pictures are mostly non-zero).
"""
import random
import sys

MAX_SUM = 200_000
MAX_T = 100_000
SIZES = ("tiny", "small", "large", "max", "deep", "cyclic", "many")
EXTRAS = ("loop", "parallel", "short-chord", "long-chord")
# Weights of EXTRAS for the big cyclic graphs: many small cycles and a few long chords; more long
# chords would fuse nearly everything into the ground and leave a value below 10.
CYCLIC = [1, 1, 6, 0.01]


def picture(rng: random.Random, n: int, m: int, weights: list[float] | None = None) -> list:
    """m edges on 0..n-1, ground 0; labels still in growth order (a parent below its child)."""
    if n == 1:
        return [(0, 0)] * m
    floating = rng.randint(1, max(1, (n - 1) // 3)) if rng.random() < 0.3 else 0
    joined = n - floating  # vertices below `joined` may reach the ground, the rest never do
    m_floating = rng.randint(0, m // 4) if floating else 0
    m_joined = m - m_floating
    tree = min(joined - 1, m_joined)
    window = rng.choice([1, 2, 3, joined, max(1, joined // 10)])
    edges = [(rng.randint(max(0, v - window), v - 1), v) for v in range(1, tree + 1)]
    weights = weights or [rng.random() for _ in EXTRAS]
    for _ in range(m_joined - tree):
        kind = rng.choices(EXTRAS, weights)[0]
        if tree == 0 or kind == "loop":
            v = rng.randint(0, tree)
            edges.append((v, v))
        elif kind == "parallel":
            edges.append(rng.choice(edges))
        elif kind == "short-chord":
            v = rng.randint(1, tree)
            edges.append((rng.randint(max(0, v - 4), v - 1), v))
        else:
            edges.append((rng.randint(0, tree), rng.randint(0, tree)))
    edges += [(rng.randint(joined, n - 1), rng.randint(joined, n - 1)) for _ in range(m_floating)]
    return edges


def mirrored(rng: random.Random, n: int, m: int) -> tuple[int, list]:
    """Two copies of one picture sharing only the ground: at most n vertices and m edges."""
    k = (n + 1) // 2
    half = picture(rng, k, m // 2)
    shift = [0] + list(range(k, 2 * k - 1))
    return 2 * k - 1, half + [(shift[u], shift[v]) for u, v in half]


def long_path(rng: random.Random, n: int, m: int) -> list:
    """A path through all n vertices and m - (n - 1) >= 1 more edges, vertex 0 on the path."""
    order = list(range(1, n))
    ground_at = 0 if rng.random() < 0.5 else rng.randint(1, n - 2)
    order.insert(ground_at, 0)
    edges = [(order[i], order[i + 1]) for i in range(n - 1)]
    top = rng.choice([order[0], order[-1]])
    first = rng.choice(["loop", "ring", "lollipop", "beads"])
    for i in range(m - (n - 1)):
        if i == 0 and first == "loop":
            edges.append((top, top))
        elif i == 0 and first == "ring":
            edges.append((order[-1], order[0]))
        elif i == 0 and first == "lollipop":
            edges.append((order[-1], order[rng.randint(0, n - 2)]))
        else:
            # A bead: a loop or a short cycle somewhere along the path.
            a = rng.randint(0, n - 1)
            edges.append((order[a], order[min(n - 1, a + rng.randint(0, 4))]))
    return edges


def relabelled(rng: random.Random, n: int, edges: list) -> list:
    """Shuffles the names of vertices 1..n-1 (0 stays the ground), the edge order and directions."""
    name = [0] + rng.sample(range(1, n), n - 1)
    out = [(name[u], name[v]) if rng.random() < 0.5 else (name[v], name[u]) for u, v in edges]
    rng.shuffle(out)
    return out


def random_test(rng: random.Random, n: int, m: int) -> tuple[int, list]:
    if n >= 3 and m >= 2 and rng.random() < 1 / 3:
        n, edges = mirrored(rng, n, m)
    else:
        edges = picture(rng, n, m)
    return n, relabelled(rng, n, edges)


def split(rng: random.Random, total: int, count: int, least: int) -> list[int]:
    """A random composition of total into count parts, each at least `least`."""
    cuts = sorted(rng.randint(0, total - count * least) for _ in range(count - 1))
    return [least + b - a for a, b in zip([0] + cuts, cuts + [total - count * least])]


def tests_for(rng: random.Random, size: str) -> list[tuple[int, list]]:
    if size in ("tiny", "small"):
        max_t, max_n, max_m = (3, 8, 10) if size == "tiny" else (10, 30, 50)
        return [random_test(rng, rng.randint(1, max_n), rng.randint(0, max_m))
                for _ in range(rng.randint(1, max_t))]
    if size == "large":
        t = rng.randint(1, 20)
        ns = split(rng, rng.randint(25_000, 50_000), t, 1)
        ms = split(rng, rng.randint(25_000, 50_000), t, 0)
        return [random_test(rng, n, m) for n, m in zip(ns, ms)]
    if size == "deep":
        return [(MAX_SUM, relabelled(rng, MAX_SUM, long_path(rng, MAX_SUM, MAX_SUM)))]
    if size == "cyclic":
        n, m = MAX_SUM // 2, MAX_SUM
        return [(n, relabelled(rng, n, picture(rng, n, m, CYCLIC)))]
    if size == "many":
        return small_tests(rng, MAX_SUM, MAX_SUM, MAX_T)
    # max: one long path, one graph with many cycles, and tiny tests for the rest of both sums
    # (the big two take more edges than vertices, so the tiny ones get fewer edges than vertices).
    n_path = rng.randint(100_001, 105_000)
    m_path = n_path - 1 + rng.randint(1, 50)
    n_cyclic = 30_000
    m_cyclic = 3 * n_cyclic // 2
    n_rest, m_rest = MAX_SUM - n_path - n_cyclic, MAX_SUM - m_path - m_cyclic
    tests = [(n_path, relabelled(rng, n_path, long_path(rng, n_path, m_path))),
             (n_cyclic, relabelled(rng, n_cyclic, picture(rng, n_cyclic, m_cyclic, CYCLIC)))]
    tests += small_tests(rng, n_rest, m_rest, 2 * n_rest // 7)
    rng.shuffle(tests)
    return tests


def small_tests(rng: random.Random, total_n: int, total_m: int, count: int) -> list:
    """count random tests whose sizes add up to exactly total_n vertices and total_m edges."""
    ns, ms = split(rng, total_n, count, 1), split(rng, total_m, count, 0)
    tests = [random_test(rng, n, m) for n, m in zip(ns[:-1], ms[:-1])]
    # A mirrored test may use a vertex or an edge less than its share: the last one takes the rest.
    n = total_n - sum(n for n, _ in tests)
    m = total_m - sum(len(edges) for _, edges in tests)
    return tests + [(n, relabelled(rng, n, picture(rng, n, m)))]


def main() -> None:
    seed, size = sys.argv[1], sys.argv[2]
    if size not in SIZES:
        sys.exit(f"unknown size {size!r}; one of {', '.join(SIZES)}")
    rng = random.Random(f"{seed}-{size}")
    tests = tests_for(rng, size)
    out = [str(len(tests))]
    for n, edges in tests:
        out.append(f"{n} {len(edges)}")
        out += [f"{u} {v}" for u, v in edges]
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
