"""nim-duel generator: `gen.py SEED SIZE[-first|-second][-longest|-random|-unique]`.

SIZE: tiny (n <= 3, piles <= 3: brute.py answers at once), small (n <= 8, piles <= 12), large
(n <= 100, piles <= 1000, sum <= 10^4), max (the sum is exactly 10^4: 10 to 100 piles).
-first / -second: the player to move at the start wins / loses (else whatever comes out).
-longest / -random / -unique: the jury's style when it cannot win (problems/duel.hpp draws it
from the input's hash; the piles are reshuffled until the hash gives the style asked for).
m (normal or misere) is random; misere inputs get many piles of one stone, its special case.
"""
import random
import sys

from judge.duel_style import STYLES, parse_size, style_of

MAX_A = 1000
MAX_SUM = 10_000
SIZES = {"tiny": (3, 3), "small": (8, 12), "large": (100, MAX_A), "max": (100, MAX_A)}


def first_wins(piles: list[int], misere: bool) -> bool:
    x = 0
    for a in piles:
        x ^= a
    if misere and max(piles) <= 1:
        return x == 0
    return x != 0


def max_piles(rng: random.Random) -> list[int]:
    """Piles summing to exactly MAX_SUM, each <= MAX_A."""
    n = rng.randint(10, 100)
    piles = [MAX_SUM // n] * n
    for i in range(MAX_SUM - sum(piles)):
        piles[i % n] += 1
    for _ in range(5 * n):  # move stones between piles, keeping the sum
        i, j = rng.randrange(n), rng.randrange(n)
        k = rng.randint(0, min(piles[i], MAX_A - piles[j]))
        piles[i] -= k
        piles[j] += k
    return piles


def make(rng: random.Random, size: str, misere: bool, winner: str | None) -> list[int]:
    max_n, max_a = SIZES[size]
    while True:
        if size == "max":
            piles = max_piles(rng)
        else:
            n = rng.randint(1, max_n)
            ones = misere and rng.random() < 0.3
            piles = [rng.randint(0, 1 if ones else max_a) for _ in range(n)]
            if size == "large" and sum(piles) > MAX_SUM:
                continue
        if sum(piles) == 0:
            continue
        if winner is None or first_wins(piles, misere) == (winner == "first"):
            return piles
        if winner == "second" and size != "max" and len(piles) >= 2:
            # A lost position is rare at random: fix the last pile to cancel the xor.
            x = 0
            for a in piles[:-1]:
                x ^= a
            fixed = piles[:-1] + [x]
            if (x <= max_a and sum(fixed) <= MAX_SUM and sum(fixed) > 0
                    and not first_wins(fixed, misere)):
                return fixed


def main() -> None:
    seed, spec = sys.argv[1], sys.argv[2]
    size, winner, style = parse_size(spec, SIZES)
    rng = random.Random(f"{seed}-{spec}")
    misere = rng.random() < 0.5
    piles = make(rng, size, misere, winner)
    while True:
        text = f"{len(piles)} {int(misere)}\n{' '.join(map(str, piles))}\n"
        if style is None or style_of(text.encode()) == style:
            break
        rng.shuffle(piles)
        if len(set(piles)) == 1:  # nothing to reshuffle: add an empty pile
            piles.append(0)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
