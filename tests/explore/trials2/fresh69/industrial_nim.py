# Industrial Nim (Codeforces 15C): n stone quarries; the i-th owns m_i dumpers, the first holding
# x_i stones, the second x_i + 1, ..., the m_i-th x_i + m_i - 1. Two oligarchs play Nim on the
# dumpers: a turn removes any nonzero number of stones from one dumper; the player who cannot take
# a stone loses. The result: whether the one who takes the first stone ("tolik") wins.
# A position: the quarries as the input writes them, x_1 m_1 x_2 m_2 ... in one sequence;
# declared here: 1..3 quarries with x_i, m_i in 1..3 (819 positions); the statement allows
# n <= 10^5 quarries and x_i, m_i <= 10^16.
# A state: the dumpers' stone counts, sorted, the empty ones dropped.
positions = sequence(values=range(1, 4), length=range(2, 7, 2))
result = "win"


def start(p):
    dumpers = []
    for i in range(0, len(p), 2):
        x, m = p[i], p[i + 1]
        dumpers += [x + j for j in range(m)]
    return tuple(sorted(dumpers))


def moves(state):
    options = set()
    for i, a in enumerate(state):
        for left in range(a):
            rest = state[:i] + state[i + 1:] + ((left,) if left else ())
            options.add(tuple(sorted(rest)))
    return sorted(options)


def canonical(state):
    return state
