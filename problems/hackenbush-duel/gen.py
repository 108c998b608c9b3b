"""hackenbush-duel generator: `gen.py SEED SIZE[-first|-second][-longest|-random|-unique]`.

SIZE: tiny (m <= 5, n <= 4: brute.py answers at once), small (m <= 14), large (m <= 300),
max (m = 300). A picture grows a random tree from the ground (vertex 0), then adds loops,
parallel edges and chords (cycles, some through the ground); every edge reaches the ground.
-second hangs two equal copies of one picture on the ground (value g xor g = 0: the player to
move loses, the other copies every move); -first adds to such a pair a stalk of 1 to 3 edges
standing on the ground (value = its length, not 0). Without either, one random picture.
-longest / -random / -unique: the jury's style when it cannot win (problems/duel.hpp draws it
from the input's hash; edges are reordered until the hash gives the style asked for).
"""
import random
import sys

from judge.duel_style import parse_size, style_of

SIZES = {"tiny": (4, 5), "small": (10, 14), "large": (200, 300), "max": (200, 300)}


def picture(rng: random.Random, n: int, m: int) -> list[tuple[int, int]]:
    """m edges on vertices 0..n-1 (n <= m + 1), all joined to the ground 0."""
    tree = min(n - 1, m)
    window = rng.choice([1, 2, n])
    edges = [(rng.randint(max(0, v - window), v - 1), v) for v in range(1, tree + 1)]
    while len(edges) < m:
        kind = rng.random()
        if kind < 0.25 or tree == 0:
            v = rng.randint(0, tree)
            edges.append((v, v))
        elif kind < 0.5:
            edges.append(rng.choice(edges))
        else:
            v = rng.randint(1, tree)
            edges.append((rng.randint(max(0, v - 4), v - 1), v))
    return edges


def shift(edges, by: int):
    """The same picture on fresh vertices (the ground stays 0)."""
    return [(u and u + by, v and v + by) for u, v in edges]


def make(rng: random.Random, size: str, winner: str | None) -> tuple[int, list]:
    max_n, max_m = SIZES[size]
    m = max_m if size == "max" else rng.randint(1, max_m)
    if winner is None:
        n = rng.randint(1, min(max_n, m + 1))
        return n, picture(rng, n, m)
    stalk = rng.randint(1, 3) if winner == "first" else 0
    half = (m - stalk) // 2
    if half == 0:
        half = 1
    n_half = rng.randint(1, min(max_n // 2, half + 1))
    one = picture(rng, n_half, half)
    edges = one + shift(one, n_half - 1)
    n = 2 * n_half - 1
    previous = 0
    for _ in range(stalk):
        edges.append((previous, n))
        previous = n
        n += 1
    return n, edges


def main() -> None:
    seed, spec = sys.argv[1], sys.argv[2]
    size, winner, style = parse_size(spec, SIZES)
    rng = random.Random(f"{seed}-{spec}")
    n, edges = make(rng, size, winner)
    while True:
        text = f"{n} {len(edges)}\n" + "".join(f"{u} {v}\n" for u, v in edges)
        if style is None or style_of(text.encode()) == style:
            break
        rng.shuffle(edges)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
