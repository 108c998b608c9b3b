# Truth for HackerRank Misere Nim: a state is the sorted tuple of non-empty piles; a move lowers
# one pile by at least one stone; the player who takes the last stone loses, so the player to
# move on no stone has won.
import sys

sys.setrecursionlimit(100000)
_memo = {}


def _wins(piles):
    if piles not in _memo:
        if not piles:
            _memo[piles] = True
        else:
            result = False
            for i in range(len(piles)):
                others = piles[:i] + piles[i + 1:]
                for left in range(piles[i]):
                    nxt = tuple(sorted(others + ((left,) if left else ())))
                    if not _wins(nxt):
                        result = True
                        break
                if result:
                    break
            _memo[piles] = result
    return _memo[piles]


def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    return _wins(tuple(sorted(position)))
