# Circular Barn (USACO 2022 December Silver, problem 2): rooms 1..N in a circle, room i holding a_i
# cows. Farmer John and Farmer Nhoj are always in the same room, starting in room 1; in each room
# each takes exactly one turn, John first, then both move on to the next room (after room N, room
# 1). On his turn a farmer facing a room with no cows loses; otherwise he removes P cows from the
# room, where P is 1 or a prime, at most the cows in the room. A position: a_1 .. a_N, a sequence.
# A state: the cows left in each room, the current room, and who is to move (0: John, 1: Nhoj).
# The result: whether Farmer John, who moves first, wins.
positions = sequence(values=range(1, 9), length=range(1, 5))
result = "win"


def _is_prime(p):
    return p >= 2 and all(p % d for d in range(2, int(p ** 0.5) + 1))


def start(position):
    return (tuple(position), 0, 0)


def moves(state):
    cows, room, who = state
    c = cows[room]
    for p in range(1, c + 1):
        if p == 1 or _is_prime(p):
            rest = cows[:room] + (c - p,) + cows[room + 1:]
            if who == 0:
                yield (rest, room, 1)
            else:
                yield (rest, (room + 1) % len(cows), 0)


def canonical(state):
    return state
