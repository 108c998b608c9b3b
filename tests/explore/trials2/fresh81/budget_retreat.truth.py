# Truth for Luogu P7589 (2021 CoE-II B 黑白棋): a plain memoised search over (the distances sorted,
# Alice's backward moves left, Bob's backward moves left, who moves), answering whether Alice
# wins. A move shortens one distance g to any of 1..g-1, or, spending one of the mover's k
# backward moves, lengthens it by 1..d. A player with no move loses. Alice needs one move to a
# state she wins; Bob needs one move to a state Alice loses. True when Alice, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(position):
    return len(position) >= 1 and min(position) >= 1


@lru_cache(maxsize=None)
def _alice_wins(gaps, ka, kb, alice, d):
    budget = ka if alice else kb
    for i, g in enumerate(gaps):
        if i and gaps[i - 1] == g:
            continue
        rest = gaps[:i] + gaps[i + 1:]
        targets = list(range(1, g))
        if budget:
            targets += list(range(g + 1, g + d + 1))
        for t in targets:
            nxt = tuple(sorted(rest + (t,)))
            back = t > g
            if alice:
                if _alice_wins(nxt, ka - back, kb, False, d):
                    return True
            else:
                if not _alice_wins(nxt, ka, kb - back, True, d):
                    return False
    return not alice            # Alice found no winning move, or Bob found no saving one


def truth(position, k=1, d=1):
    return _alice_wins(tuple(sorted(position)), k, k, True, d)
