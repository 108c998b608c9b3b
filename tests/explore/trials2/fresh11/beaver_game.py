# Beaver Game (Codeforces 78C): n logs, each exactly m metres long, and a number k. In turn,
# Timur first, a beaver chooses a log and gnaws it into some number t >= 2 of equal parts, each
# an integer number of metres long and at least k metres long; each part is a log again. The
# beaver who cannot move loses. A position: (n, m). The result: whether Timur, the first
# player, wins.
k = param("k", 2)
assert k >= 1, "the rules ask for k >= 1"
positions = numbers(n=range(1, 5), m=range(1, 19))
result = "win"


def start(position):
    n, m = position
    return (m,) * n                   # the lengths of the logs, sorted


def moves(logs):
    for i, length in enumerate(logs):
        if i > 0 and logs[i - 1] == length:
            continue                  # a log of the same length again: the same moves
        for t in range(2, length + 1):
            if length % t == 0 and length // t >= k:
                rest = logs[:i] + logs[i + 1:] + (length // t,) * t
                yield tuple(sorted(rest))


def canonical(logs):
    return logs
