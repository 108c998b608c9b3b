# Truth for CodeChef DIVGAME: a table of wins filled from 1 up; from N a move goes to N - 1 or to
# N / d for a divisor 1 < d < N; 1 has no move and loses. True when the first player wins.
_wins = [False, False]


def _fill(n):
    while len(_wins) <= n:
        m = len(_wins)
        options = [m - 1] + [m // d for d in range(2, int(m ** 0.5) + 1) if m % d == 0] \
            + [d for d in range(2, int(m ** 0.5) + 1) if m % d == 0]
        _wins.append(any(not _wins[o] for o in options))


def valid(position):
    return position[0] >= 1


def truth(position):
    (n,) = position
    _fill(n)
    return _wins[n]
