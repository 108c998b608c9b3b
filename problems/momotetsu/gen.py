"""momotetsu generator: `gen.py SEED SIZE`, SIZE in tiny, small, max, line, minus, biased.

tiny: H, W <= 5 (brute.py searches every play with the scores);
small: H, W <= 12;
max: H = W = 2000, every square + or - at random;
line: 1 x 2000 or 2000 x 1 (no choice at all: the sum decides);
minus: H = W = 2000, almost every square - (a few + squares at random);
biased: H = 2000, W = 1999, each square + with a probability drawn per row (both players steer).
"""
import random
import sys

MAX_SIDE = 2000
SIZES = ("tiny", "small", "max", "line", "minus", "biased")


def grid(rng: random.Random, size: str) -> list[str]:
    def rows(h: int, w: int, plus: float) -> list[str]:
        return ["".join("+" if rng.random() < plus else "-" for _ in range(w)) for _ in range(h)]

    if size == "tiny":
        return rows(rng.randint(1, 5), rng.randint(1, 5), rng.choice([0.3, 0.5, 0.7]))
    if size == "small":
        return rows(rng.randint(1, 12), rng.randint(1, 12), 0.5)
    if size == "max":
        return rows(MAX_SIDE, MAX_SIDE, 0.5)
    if size == "line":
        line = rows(1, MAX_SIDE, 0.5)
        return line if rng.random() < 0.5 else list(line[0])
    if size == "minus":
        return rows(MAX_SIDE, MAX_SIDE, 0.001)
    return [rows(1, MAX_SIDE - 1, rng.random())[0] for _ in range(MAX_SIDE)]  # biased


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[2] not in SIZES:
        sys.exit(f"usage: gen.py SEED SIZE, SIZE one of {', '.join(SIZES)}")
    seed, size = sys.argv[1], sys.argv[2]
    g = grid(random.Random(f"{seed}-{size}"), size)
    sys.stdout.write(f"{len(g)} {len(g[0])}\n" + "".join(row + "\n" for row in g))


if __name__ == "__main__":
    main()
