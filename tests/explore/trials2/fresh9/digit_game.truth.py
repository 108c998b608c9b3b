# Truth for Codeforces 1419A: the digits still unmarked on odd and on even positions, and whose
# turn it is; Raze marks one on an odd position, Breach one on an even position, until one digit
# is left; +1 / -1 for the player to move as that digit makes them the winner.
from oracle import score_search


def _moves(state):
    odd, even, raze = state
    if len(odd) + len(even) == 1:
        return []
    out = []
    mine = odd if raze else even
    for i in range(len(mine)):
        rest = mine[:i] + mine[i + 1:]
        out.append((((rest, even, False) if raze else (odd, rest, True)), 0))
    return out


def _final(state):
    odd, even, raze = state
    (last,) = odd + even
    raze_wins = int(last) % 2 == 1
    return 1 if raze_wins == raze else -1


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 1 and position.isdigit()


def truth(position):
    return _best((tuple(sorted(position[0::2])), tuple(sorted(position[1::2])), True)) > 0
