# Truth for AtCoder ARC 122 D (XOR Game): a plain minimax over (the integers left, sorted; the
# x Alice erased this round or None; the greatest x xor y written so far): Alice maximises,
# Bob minimises the greatest number on the notebook at the end. The score of the game.
from functools import lru_cache


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and min(position) >= 0


@lru_cache(maxsize=None)
def _value(board, x, best):
    if not board:
        return best
    values = []
    for i, v in enumerate(board):
        if i > 0 and board[i - 1] == v:
            continue
        rest = board[:i] + board[i + 1:]
        values.append(_value(rest, v, best) if x is None else _value(rest, None, max(best, x ^ v)))
    return max(values) if x is None else min(values)


def truth(position):
    return _value(tuple(sorted(position)), None, 0)
