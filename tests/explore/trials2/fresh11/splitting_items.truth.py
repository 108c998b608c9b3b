# Truth for Codeforces 2004C: Bob chooses any vector of non-negative increases (one per item, by
# index) with sum at most k; then the items are taken in turn, Alice first, each scoring its
# cost to the taker; minimax of A - B over the taking (a state: the sorted costs left), and the
# minimum over Bob's choices.
from oracle import score_search


def _take_moves(items):
    return [(items[:i] + items[i + 1:], items[i]) for i in range(len(items))]


_play = score_search(_take_moves)


def _increases(n, budget):
    if n == 0:
        yield ()
        return
    for d in range(budget + 1):
        for rest in _increases(n - 1, budget - d):
            yield (d,) + rest


def valid(position):
    return len(position) >= 2 and all(a >= 1 for a in position)


def truth(position, k=2):
    items = tuple(sorted(position))
    seen = set()
    best = None
    for inc in _increases(len(items), k):
        after = tuple(sorted(a + d for a, d in zip(items, inc)))
        if after in seen:
            continue
        seen.add(after)
        value = _play(after)
        if best is None or value < best:
            best = value
    return best
