# Truth for CodeChef HP18: only how many elements are multiples of both lucky numbers, of a only
# and of b only matters (the others are never removed); a search over (the elements of both
# kinds, those only the player to move may remove, those only the other may remove) for Bob first
# and for Alice first: a move removes some of the first two kinds, at least one. 'L' if Bob wins
# both, 'R' if Alice wins both, 'N' if the starter wins, 'P' if the starter loses. Checked
# against a search of the game file's multisets.
from functools import lru_cache


@lru_cache(maxsize=None)
def _wins(both, mine, theirs):
    for take_both in range(both + 1):
        for take_mine in range(mine + 1):
            if take_both + take_mine and not _wins(both - take_both, theirs, mine - take_mine):
                return True
    return False


def valid(position):
    return len(position) >= 1 and all(x >= 1 for x in position)


def truth(position, a=2, b=3):
    both = sum(1 for x in position if x % a == 0 and x % b == 0)
    only_a = sum(1 for x in position if x % a == 0 and x % b != 0)
    only_b = sum(1 for x in position if x % b == 0 and x % a != 0)
    bob_first = _wins(both, only_a, only_b)
    alice_first = _wins(both, only_b, only_a)
    if bob_first and alice_first:
        return "N"
    if bob_first:
        return "L"
    if alice_first:
        return "R"
    return "P"
