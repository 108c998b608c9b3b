# Binary Nim 2 (CodeChef BINIM2, Cook-Off 99): N stacks, each a non-empty string of 0s and 1s,
# its first character the top. Tweedle-Dee and Tweedle-Dum move alternately; a player chooses
# one non-empty stack and removes a positive number of elements from its top (1 up to all of
# them). Dee may only choose a stack with 0 on top, Dum only a stack with 1 on top. The player
# who cannot make a move (for the first time) WINS. The starting player is given with the
# input: here the parameter `first` (0: Dee starts, 1: Dum starts). The answer: "Dee" or "Dum".
# A position: the stacks written one after another in one string, each separated from the next
# by '|' (every stack non-empty: no '|' at either end, no '||'), strings of length 1..7
# declared here (the statement allows N <= 50 stacks of length <= 50). A state: (the stacks
# left, written the same way, the empty string when none is left; whose turn: 0 Dee, 1 Dum).
# The game is decided at its end: where the player to move has no move, that player has won
# (winner "mover"). The result: whether the starting player wins.
first = param("first", 0)
assert first in (0, 1), "first: 0 (Tweedle-Dee starts) or 1 (Tweedle-Dum starts)"
positions = string("01|", length=range(1, 8)).where(
    lambda s: s[0] != "|" and s[-1] != "|" and "||" not in s)
result = "win"


def start(s):
    return (s, first)


def moves(state):
    s, side = state
    top = "0" if side == 0 else "1"
    stacks = s.split("|") if s else []
    options = set()
    for i, b in enumerate(stacks):
        if b[0] == top:
            for j in range(1, len(b) + 1):       # remove the top j elements
                rest = stacks[:i] + ([b[j:]] if j < len(b) else []) + stacks[i + 1:]
                options.add(("|".join(sorted(rest)), 1 - side))
    return sorted(options)


def winner(state):
    return "mover"                               # who cannot move wins


def canonical(state):
    s, side = state
    return ("|".join(sorted(s.split("|"))) if s else s, side)
