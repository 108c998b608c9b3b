# Truth for CodeChef PRIGAME (Prime Game): an exhaustive search of the numbers 0..X! on the board,
# computed upwards: a number is won for the player to move iff some move D (1 <= D <= the number,
# D with at most y distinct prime factors) reaches a number lost for the player to move there;
# 0 has no move and is lost. To stay fast at X = 7 (5,040 numbers) it looks at the moves through
# the lost numbers found so far (a number A is won iff A - L is a legal D for some lost L < A),
# which is the same test: a move to a won number never makes A won.
_tables = {}


def _distinct_primes_upto(n):
    count = [0] * (n + 1)
    for p in range(2, n + 1):
        if count[p] == 0:                     # p is prime: no smaller prime divides it
            for m in range(p, n + 1, p):
                count[m] += 1
    return count


def _factorial(x):
    out = 1
    for i in range(2, x + 1):
        out *= i
    return out


def _table(y, top):
    known = _tables.get(y)
    if known is None or len(known) <= top:
        omega = _distinct_primes_upto(top)
        wins, lost = [False] * (top + 1), [0]
        for a in range(1, top + 1):
            wins[a] = any(omega[a - l] <= y for l in lost)
            if not wins[a]:
                lost.append(a)
        _tables[y] = known = wins
    return known


def valid(position):
    return len(position) == 1 and 1 <= position[0] <= 7


def truth(position, y=1):
    top = _factorial(position[0])
    return _table(y, top)[top]
