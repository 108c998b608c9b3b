# ICU4C (Codeforces Gym 103107 I): "ICU for Car!", a racing game. There are n racetracks; racetrack
# i has m_i cars at distinct positions 0 < x_1 < x_2 < ... < x_m <= e_i and a finishing line at
# e_i. Two players take turns; in one move the player chooses one car and pushes it one grid
# forward (to the right); with it are pushed the cars of the same racetrack in front of it that are
# connected with it (no gap between two cars, or both connected with a third: the block of cars on
# consecutive grids that starts at the chosen car). If the right-most car of the move has already
# touched the finishing line, the move is not valid. The player who cannot move loses; Alice
# moves first. The answer: "Alice" or "Bob".
# Since a turn is a move on one of n independent racetracks, a position here is ONE racetrack and
# the result is its Grundy value (the n racetracks together are won by Alice iff the values xor
# to non-zero).
# A position: one racetrack as a string of its grids 1..e: '1' where a car stands, '0' where none
# (the input's m, e and x_1 .. x_m written out; the cars are alike); declared here: e = 1..10
# with at least one car (2,036 strings); the statement allows e <= 10^9, m_i <= 1000, n <= 1000
# and 1.5 * 10^6 cars in all.
positions = string("01", length=range(1, 11)).where(lambda s: "1" in s)
result = "grundy"


def moves(track):
    out = []
    e = len(track)
    for c in range(e):
        if track[c] != "1":
            continue
        r = c
        while r + 1 < e and track[r + 1] == "1":
            r += 1
        if r == e - 1:
            continue                      # the block's right-most car is on the finishing line
        out.append(track[:c] + "0" + track[c + 1:r + 1] + "1" + track[r + 2:])
    return out
