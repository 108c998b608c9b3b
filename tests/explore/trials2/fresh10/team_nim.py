# Nim (POJ 2068, ICPC Japan domestic), with one player a side: S stones on the table. In turn,
# you first, a player removes at least one and at most their own maximum of stones: you at most
# a, your opponent at most b. The player who removes the last stone LOSES. (The problem seats n
# players a side, each with their own maximum; here n = 1.) The result: whether you, the first
# player, win; a state without a move (no stone left) is won by the player to move.
a = param("a", 4)
b = param("b", 4)
assert a >= 1 and b >= 1, "the rules ask for a, b >= 1"
positions = numbers(s=range(1, 41))
result = "misere"


def start(position):
    (s,) = position
    return (s, True)                  # the stones left, you to move


def moves(state):
    s, mine = state
    most = a if mine else b
    for take in range(1, min(most, s) + 1):
        yield (s - take, not mine)


def canonical(state):
    return state
