# Truth for Codeforces 2181F (Fragmented Nim): a memoised search over the piles (sorted): the
# player to take wins when, for every non-empty pile the opponent may name, some removal from it
# leaves a position the opponent (now taking, with this player naming) loses; with no stone left
# the player to take has lost. True when Bob (who names Alice's first pile) wins, i.e. when Alice
# loses.
from functools import lru_cache


@lru_cache(maxsize=None)
def _taker_wins(piles):
    if not piles:
        return False
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        if not any(not _taker_wins(tuple(sorted(piles[:i] + ((a - k,) if a > k else ())
                                                + piles[i + 1:])))
                   for k in range(1, a + 1)):
            return False                # naming this pile beats the taker
    return True


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return not _taker_wins(tuple(sorted(position)))
