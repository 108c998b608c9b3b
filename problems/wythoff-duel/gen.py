"""wythoff-duel generator: `gen.py SEED SIZE[-first|-second][-longest|-random|-unique]`.

SIZE: tiny (x, y <= 7: brute.py answers at once), small (<= 100), large (<= 10^9), max (<= 10^18,
at least 10^17 on one side). -second puts the queen on a P-position (floor(k phi),
floor(k phi) + k), in either order, where the player to move loses; -first puts it anywhere
else (also on row 0, column 0 or the diagonal, where one move wins); without either, at random.
floor(k phi) is computed exactly as (k + isqrt(5 k^2)) // 2.
-longest / -random / -unique: the jury's style when it cannot win (problems/duel.hpp draws it
from the input's hash; squares are drawn again until the hash gives the style asked for).
"""
import math
import random
import sys

from judge.duel_style import parse_size, style_of

MAX = 10**18
SIZES = {"tiny": 7, "small": 100, "large": 10**9, "max": MAX}


def p_position(k: int) -> tuple[int, int]:
    low = (k + math.isqrt(5 * k * k)) // 2
    return low, low + k


def is_p(x: int, y: int) -> bool:
    x, y = min(x, y), max(x, y)
    return p_position(y - x)[0] == x


def square(rng: random.Random, size: str, winner: str | None) -> tuple[int, int]:
    top = SIZES[size]
    low = 10**17 if size == "max" else 0
    while True:
        if winner == "second" or (winner is None and rng.random() < 0.4):
            # upper coordinate floor(k phi) + k <= top: k <= top / phi^2 (about 0.38 top)
            k = rng.randint(max(1, int(low * 0.38)), max(1, int(top * 0.38)))
            x, y = p_position(k)
            if rng.random() < 0.5:
                x, y = y, x
        else:
            x, y = rng.randint(0, top), rng.randint(low, top)
            kind = rng.random()
            if kind < 0.1:
                x = 0
            elif kind < 0.2:
                x = y
            if rng.random() < 0.5:
                x, y = y, x
        if (x, y) == (0, 0) or max(x, y) > top or max(x, y) < low:
            continue
        if winner is None or is_p(x, y) == (winner == "second"):
            return x, y


def main() -> None:
    seed, spec = sys.argv[1], sys.argv[2]
    size, winner, style = parse_size(spec, SIZES)
    rng = random.Random(f"{seed}-{spec}")
    while True:
        x, y = square(rng, size, winner)
        text = f"{x} {y}\n"
        if style is None or style_of(text.encode()) == style:
            break
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
