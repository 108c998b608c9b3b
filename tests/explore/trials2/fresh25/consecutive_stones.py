# Stone Game, Why are you always there? (HDU 2999): N stones lie in a line, and a set S of
# numbers is given. In turn, the first player first, a player chooses some k in S and removes k
# stones that are next to each other in the line (k consecutive stones still there; the line may
# break into two pieces). The player who removes the last stone wins (who cannot move loses).
# (The problem gives S once and asks about many N; here S = {a, b}, two parameters a < b.)
# A position: N. A state: the lengths of the pieces of the line, sorted, empty pieces dropped.
# The result: whether the first player wins.
a = param("a", 2)
b = param("b", 3)
assert 1 <= a < b, "S is a set of two positive numbers a < b"
positions = numbers(n=range(0, 61))
result = "win"


def start(position):
    (n,) = position
    return (n,) if n > 0 else ()


def moves(pieces):
    for i, length in enumerate(pieces):
        if i > 0 and pieces[i - 1] == length:
            continue
        rest = pieces[:i] + pieces[i + 1:]
        for k in (a, b):
            for left in range(0, length - k + 1):
                right = length - k - left
                yield tuple(sorted(rest + tuple(p for p in (left, right) if p > 0)))


def canonical(state):
    return state
