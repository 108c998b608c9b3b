# 카르텔 님 게임 (Cartel Nim, Baekjoon 30688): N stones on the table. Three players A, B and C
# move in turn in the order A, B, C, A, B, C, ... A player takes some stones on his turn: C any
# integer from 1 to K, A and B (the rules changed for them) any integer from 1 to K/2, i.e.
# 1..floor(K/2). Whoever takes the last stone wins. A and B are a team: if either wins, both
# win. The answer: whether A and B win ("A and B win") or C ("C win"), all playing their best.
# The input's K is the parameter k; restriction chosen: k >= 2 (at K = 1 no integer lies in
# 1..K/2 and A could not move; the copy of the statement read gave no bounds on N or K). A
# position: N, 1..40 here. A state: (the stones left, whose side moves: 0 the team A-B with A
# to move, 1 C). The team's turn is written as one move: A takes x, and unless x was the last
# stone B then takes y (A and B are one side with one goal, B choosing after seeing x); a
# state with no stone left is lost by the side to move (the other took the last stone). The
# result: whether the team A-B, which moves first, wins.
k = param("k", 4)
assert k >= 2, "the rules ask for K >= 2 here (at K = 1, A and B cannot take a stone)"
positions = numbers(n=range(1, 41))
result = "win"


def start(position):
    (n,) = position
    return (n, 0)


def moves(state):
    n, side = state
    options = set()
    if side == 1:                             # C takes 1..K
        for x in range(1, min(k, n) + 1):
            options.add((n - x, 0))
    else:                                     # A takes x, then B takes y (each 1..K/2)
        half = k // 2
        for x in range(1, min(half, n) + 1):
            if x == n:
                options.add((0, 1))           # A took the last stone: C, to move, has lost
                continue
            for y in range(1, min(half, n - x) + 1):
                options.add((n - x - y, 1))
    return sorted(options)


def canonical(state):
    return state
