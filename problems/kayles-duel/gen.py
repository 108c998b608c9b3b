"""kayles-duel generator: `gen.py SEED SIZE[-first|-second][-longest|-random|-unique]`.

SIZE: tiny (n <= 7: brute.py answers at once), small (n <= 20), large (n <= 1000), max
(n = 1000). A row is a few runs of standing pins separated by knocked-down ones: one long run,
many short runs, or about half the pins down at random.
-first / -second: the player to move at the start wins / loses (decided here by Kayles values,
computed by mex from the rules; brute.py checks the small ones by search).
-longest / -random / -unique: the jury's style when it cannot win (problems/duel.hpp draws it
from the input's hash; rows are drawn again until the hash gives the style asked for).
"""
import random
import sys

from judge.duel_style import parse_size, style_of

SIZES = {"tiny": 7, "small": 20, "large": 1000, "max": 1000}


def kayles_values(limit: int) -> list[int]:
    g = [0] * (limit + 1)
    for n in range(1, limit + 1):
        options = {g[a] ^ g[n - k - a] for k in (1, 2) for a in range(n - k + 1)}
        g[n] = next(v for v in range(len(options) + 1) if v not in options)
    return g


def value(row: str, g: list[int]) -> int:
    x = 0
    for run in row.split("."):
        x ^= g[len(run)]
    return x


def make_row(rng: random.Random, n: int) -> str:
    shape = rng.choice(("one-run", "short-runs", "half"))
    if shape == "one-run":
        start = rng.randint(0, n - 1)
        end = rng.randint(start + 1, n)
        return "." * start + "I" * (end - start) + "." * (n - end)
    if shape == "short-runs":
        cells = []
        while len(cells) < n:
            cells += ["I"] * rng.randint(1, 6) + ["."] * rng.randint(1, 2)
        row = "".join(cells[:n])
    else:
        row = "".join(rng.choice("I.") for _ in range(n))
    return row if "I" in row else "I" + row[1:]


def main() -> None:
    seed, spec = sys.argv[1], sys.argv[2]
    size, winner, style = parse_size(spec, SIZES)
    rng = random.Random(f"{seed}-{spec}")
    # Values up to the size's longest row only: the table to 1000 costs 0.12 s, 6 times the
    # rest of a tiny run (stress runs this once per case).
    g = kayles_values(SIZES[size]) if winner is not None else []
    while True:
        n = SIZES[size] if size == "max" else rng.randint(1, SIZES[size])
        row = make_row(rng, n)
        text = f"{n}\n{row}\n"
        if winner is not None and (value(row, g) != 0) != (winner == "first"):
            continue
        if style is None or style_of(text.encode()) == style:
            break
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
