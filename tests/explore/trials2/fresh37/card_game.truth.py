# Truth for Codeforces 2104C (Card Game): a retrograde analysis (../oracle.py's outcome_search)
# of the states (owners as a bit mask of Alice's cards, the card Alice has put down or 0): Alice
# puts one of her cards, Bob answers with one of his, the higher card takes both (card 1 beats
# card n); at the beginning of a turn the player without a card loses (a state where Bob has none
# is given one move to a dead end, so that Alice, to move there, wins). 'W' (Alice wins), 'L' or
# 'D' (play that never ends).
from oracle import outcome_search

_END = ("end",)


def _moves(state):
    if state == _END:
        return []
    n, mask, played = state
    full = (1 << n) - 1
    if played == 0:
        if mask == 0:
            return []                     # Alice has no card: she loses
        if mask == full:
            return [_END]                 # Bob has no card: Alice wins
        return [(n, mask, i) for i in range(1, n + 1) if mask >> (i - 1) & 1]
    out = []
    for j in range(1, n + 1):
        if not mask >> (j - 1) & 1:
            i = played
            alice = (i == 1 and j == n) or (i > j and not (i == n and j == 1))
            both = (1 << (i - 1)) | (1 << (j - 1))
            out.append((n, mask | both if alice else mask & ~both, 0))
    return out


_outcome = outcome_search(_moves)


def valid(position):
    return len(position) >= 2 and set(position) <= {"A", "B"} and "A" in position and "B" in position


def truth(position):
    mask = sum(1 << i for i, c in enumerate(position) if c == "A")
    return _outcome((len(position), mask, 0))
