# Ticket Game (Codeforces 1215D): a ticket of an even number of digits, some of them erased
# ('?'), an even number of them. Monocarp moves first; a move replaces one '?' with any digit
# 0..9. When no '?' is left, Bicarp wins if the first half's digits sum to the second half's,
# else Monocarp wins.
positions = string("019?", length=range(2, 7, 2)).where(lambda s: s.count("?") % 2 == 0)


def start(s):
    half = len(s) // 2
    left, right = s[:half], s[half:]
    diff = sum(int(c) for c in left if c != "?") - sum(int(c) for c in right if c != "?")
    return (diff, left.count("?"), right.count("?"))   # all that the end depends on


def moves(state):
    diff, ql, qr = state
    for d in range(10):
        if ql:
            yield (diff + d, ql - 1, qr)
        if qr:
            yield (diff - d, ql, qr - 1)


def winner(state):
    # no '?' left: an even number were filled, so Monocarp would be the one to move
    return "last" if state[0] == 0 else "mover"


def canonical(state):
    return state
