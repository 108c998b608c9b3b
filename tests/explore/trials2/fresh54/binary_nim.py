# Binary Nim (CodeChef BINIM, Cook-Off 93): N stacks, each a non-empty string of 0s and 1s, its
# first character the top. Tweedle-Dee and Tweedle-Dum move alternately; a player chooses one
# non-empty stack and removes a positive number of elements from its top (1 up to all of them).
# Dee may only choose a stack with 0 on top, Dum only a stack with 1 on top. The player who
# cannot move loses. The answer: "Dee" or "Dum", who wins, for the starting player given in the
# input. A position: the stacks written one after another in one string, each separated from
# the next by '|' (every stack non-empty: no '|' at either end, no '||'), strings of length
# 1..7 declared here (the statement allows N <= 50 stacks of length <= 50). A state: the stacks
# left, written the same way (the empty string when none is left). Dee is Left and Dum Right:
# the result is the class L (Dee wins whoever starts), R (Dum wins whoever starts), N (the
# starter wins), P (the starter loses); the answer for a starter is read off it.
positions = string("01|", length=range(1, 8)).where(
    lambda s: s[0] != "|" and s[-1] != "|" and "||" not in s)
result = "partizan"


def _take(state, top):
    stacks = state.split("|") if state else []
    options = set()
    for i, b in enumerate(stacks):
        if b[0] == top:
            for j in range(1, len(b) + 1):       # remove the top j elements
                rest = stacks[:i] + ([b[j:]] if j < len(b) else []) + stacks[i + 1:]
                options.add("|".join(rest))
    return sorted(options)


def left_moves(state):
    return _take(state, "0")                     # Tweedle-Dee: a stack with 0 on top


def right_moves(state):
    return _take(state, "1")                     # Tweedle-Dum: a stack with 1 on top


def canonical(state):
    return "|".join(sorted(state.split("|"))) if state else state
