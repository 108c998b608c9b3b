# Truth for Kattis multiplicationgame: a plain minimax (../oracle.py's score_search) over M, for
# each N: a move multiplies M by a prime divisor of N; M = N ends the game, lost for the player to
# move (-1); M > N ends it in a tie (0). M is kept as its exponents over the primes of N, with one
# extra flag once M no longer divides N: M only grows, so it can then never equal N and the game
# is a tie whatever is played (the search of the game file's moves on every declared position
# checks this shortcut). 'W', 'L' or 'D' for the first player.
from oracle import score_search


def _factor(n):
    out, p = [], 2
    while p * p <= n:
        if n % p == 0:
            e = 0
            while n % p == 0:
                n //= p
                e += 1
            out.append(e)
        p += 1
    if n > 1:
        out.append(1)
    return tuple(out)


def _moves(state):
    target, exps, broken = state
    if broken or exps == target:
        return []
    out = []
    for i in range(len(target)):
        e = list(exps)
        e[i] += 1
        e = tuple(e)
        out.append(((target, e, e[i] > target[i]), 0))
    return out


def _final(state):
    target, exps, broken = state
    return -1 if (not broken and exps == target) else 0


_best = score_search(_moves, _final)


def valid(position):
    return position[0] >= 2


def truth(position):
    (n,) = position
    target = _factor(n)
    value = _best((target, (0,) * len(target), False))
    return "W" if value > 0 else "L" if value < 0 else "D"
