# Truth for Codeforces 293A: a memoised minimax over (how many indices of each kind are left:
# neither, only Andrey's, only Yaroslav's, both ones; whose turn) of Yaroslav's ones minus
# Andrey's from there on; Yaroslav maximises it, Andrey minimises it; its sign at the start
# gives W, L or D.
from functools import lru_cache


@lru_cache(maxsize=None)
def _best(counts, yaroslav):
    if sum(counts) == 0:
        return 0
    options = []
    for kind in range(4):
        if counts[kind]:
            rest = counts[:kind] + (counts[kind] - 1,) + counts[kind + 1:]
            gain = (kind >> 1) if yaroslav else -(kind & 1)
            options.append(gain + _best(rest, not yaroslav))
    return max(options) if yaroslav else min(options)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(c in "0123" for c in position)


def truth(position):
    counts = tuple(position.count(c) for c in "0123")
    value = _best(counts, True)
    return "W" if value > 0 else "L" if value < 0 else "D"
