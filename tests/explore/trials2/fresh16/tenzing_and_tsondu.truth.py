# Truth for Codeforces 1842A (n = m): every fight of one of the mover's monsters with one of the
# other's, over (the mover's strengths, the other's); a side without monsters has lost, both
# without: a draw. Minimax over these (../oracle.py's score_search, +1 / -1 / 0 at the end):
# 'W', 'D' or 'L' for Tsondu.
from oracle import score_search


def _moves(state):
    mine, theirs = state
    if not mine or not theirs:
        return []
    out = []
    for i, x in enumerate(mine):
        for j, y in enumerate(theirs):
            m = list(mine[:i] + mine[i + 1:]) + ([x - y] if x > y else [])
            t = list(theirs[:j] + theirs[j + 1:]) + ([y - x] if y > x else [])
            out.append(((tuple(sorted(t)), tuple(sorted(m))), 0))
    return out


def _final(state):
    mine, theirs = state
    if not mine and not theirs:
        return 0
    return -1 if not mine else 1


_best = score_search(_moves, _final)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position):
    half = len(position) // 2
    value = _best((tuple(sorted(position[:half])), tuple(sorted(position[half:]))))
    return "W" if value > 0 else "L" if value < 0 else "D"
