# The Time to Take Stones (Timus 1087), with the amounts 1, a and b: a pile of n stones. In turn,
# the first player first, a player takes exactly 1, a or b stones (not more than are left; the
# problem gives any amounts k_1 .. k_m, a move always possible; here they are 1 < a < b). The
# player who takes the last stone LOSES. A position: n. The result: whether the first player
# wins (misere: the player left with no stone, who cannot move, wins).
a = param("a", 3)
b = param("b", 4)
assert 1 < a < b, "here the amounts are 1 < a < b"
positions = numbers(n=range(1, 61))
result = "misere"


def start(position):
    (n,) = position
    return n


def moves(n):
    for step in (1, a, b):
        if step <= n:
            yield n - step


def canonical(state):
    return state
