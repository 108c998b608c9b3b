# Truth for Codeforces 1895E (Infinite Card Game), the game after Monocarp's first card (his
# card 1): retrograde analysis (../oracle.py's outcome_search) of the states (whose answer, the
# defence of the card to beat); the player to answer plays any of his cards whose attack exceeds
# that defence, and who has none loses; play that never ends is a draw. The result: 'W', 'L' or
# 'D' for Monocarp, who is to move at the start (his first card is his only first move here).
from oracle import outcome_search


def valid(p):
    if len(p) < 6 or min(p) < 1:
        return False
    n = p[0]
    if 2 * n + 2 >= len(p):
        return False
    return 2 * n + 2 + 2 * p[2 * n + 1] == len(p)


def truth(p):
    n = p[0]
    mono = list(zip(p[1:n + 1], p[n + 1:2 * n + 1]))
    m = p[2 * n + 1]
    rest = p[2 * n + 2:]
    bi = list(zip(rest[:m], rest[m:]))

    def moves(state):
        who, defence = state
        if who == "start":
            return [("bicarp", mono[0][1])]
        hand = bi if who == "bicarp" else mono
        other = "monocarp" if who == "bicarp" else "bicarp"
        return [(other, y) for x, y in hand if x > defence]
    return outcome_search(moves)(("start", 0))
