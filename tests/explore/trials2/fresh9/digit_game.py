# Digit Game (Codeforces 1419A): a number of n digits, its positions numbered 1..n from the left.
# In turn, Raze first, a player marks one unmarked digit: Raze only digits on odd positions,
# Breach only digits on even positions. The match ends when exactly one digit is left unmarked:
# Raze wins if it is odd, Breach if it is even. (Before the end each player always has a digit
# to mark.) The result: whether Raze, the first player, wins.
positions = string("0123456789", length=range(1, 5))


def start(digits):
    odd = tuple(sorted(digits[0::2]))   # positions 1, 3, 5, ...
    even = tuple(sorted(digits[1::2]))  # positions 2, 4, 6, ...
    return (odd, even, True)            # Raze to move


def moves(state):
    odd, even, raze = state
    if len(odd) + len(even) == 1:
        return
    mine = odd if raze else even
    for i, d in enumerate(mine):
        if i > 0 and mine[i - 1] == d:
            continue
        rest = mine[:i] + mine[i + 1:]
        yield (rest, even, False) if raze else (odd, rest, True)


def winner(state):
    odd, even, raze = state
    last = (odd + even)[0]
    raze_wins = int(last) % 2 == 1
    return "mover" if raze_wins == raze else "last"


def canonical(state):
    return state
