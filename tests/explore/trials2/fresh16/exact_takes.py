# Subtraction Game (Codeforces 1844A), played on every pile size: a pile of n stones and two
# numbers a < b. In turn, the first player first, a player removes exactly a or exactly b stones
# (not more than the pile holds). The player who cannot move loses. (The problem asks for one n
# the second player wins; here the game is played from every n.) A position: n. The result:
# whether the first player wins.
a = param("a", 2)
b = param("b", 3)
assert 1 <= a < b, "the rules ask for 1 <= a < b"
positions = numbers(n=range(0, 61))
result = "win"


def start(position):
    (n,) = position
    return n


def moves(n):
    for step in (a, b):
        if step <= n:
            yield n - step


def canonical(state):
    return state
