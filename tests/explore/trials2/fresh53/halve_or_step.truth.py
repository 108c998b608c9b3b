# Truth for CodeChef RANDGAME (Random Game), who wins: retrograde analysis (../oracle.py's
# outcome_search) of every number reachable from N: an even number must be halved, an odd one
# raised or lowered by 1; at 0 the player to move has lost (the other made it 0); what is never
# decided would be a draw. 'W', 'L' or 'D' for Rick, moving first.
from oracle import outcome_search


def _moves(n):
    if n == 0:
        return []
    if n % 2 == 0:
        return [n // 2]
    return [n - 1, n + 1]


_outcome = outcome_search(_moves)


def valid(position):
    return len(position) == 1 and position[0] >= 1


def truth(position):
    return _outcome(position[0])
