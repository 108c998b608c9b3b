# Truth for HackerRank New Year Game: a memoised search over (how many elements left are 0, 1 and 2
# modulo 3, S_b - S_k modulo 3, who moves): taking an element changes the difference by its value,
# so only its value modulo 3 matters to the end's test (|S_b - S_k| divisible by 3: Koca wins).
# With no element left the game is decided; otherwise the mover wins if some pick wins. True when
# Balsa (first) wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _balsa_wins(counts, diff, who):
    if sum(counts) == 0:
        return diff != 0
    results = []
    for r in range(3):
        if counts[r]:
            nxt = counts[:r] + (counts[r] - 1,) + counts[r + 1:]
            d = (diff + r) % 3 if who == 0 else (diff - r) % 3
            results.append(_balsa_wins(nxt, d, 1 - who))
    return any(results) if who == 0 else all(results)


def valid(position):
    return len(position) >= 1 and all(v >= 0 for v in position)


def truth(position):
    counts = tuple(sum(1 for v in position if v % 3 == r) for r in range(3))
    return _balsa_wins(counts, 0, 0)
