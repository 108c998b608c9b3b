# Truth for Codeforces 984A: minimax over (the sorted numbers left, who moves); a move erases one
# number; with one number x left the game ends: -x to the first player, x to the second. The value
# from the first player's side.
from oracle import score_search


def _moves(state):
    numbers, first = state
    if len(numbers) <= 1:
        return []
    return [((numbers[:i] + numbers[i + 1:], not first), 0)
            for i in range(len(numbers)) if i == 0 or numbers[i - 1] != numbers[i]]


def _final(state):
    numbers, first = state
    return -numbers[0] if first else numbers[0]


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 1


def truth(position):
    return _best((tuple(sorted(position)), True))
