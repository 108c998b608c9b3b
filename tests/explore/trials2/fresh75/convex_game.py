# A Convex Game (Codeforces 1434E): Shikamaru and Asuma play on an increasing list of numbers
# v_1 < v_2 < ... < v_m, taking turns. A move picks a number from the list; if the numbers picked
# so far (by both players, in the order picked) are v_{i_1}, v_{i_2}, ..., v_{i_k}, then the
# indices must increase (i_j < i_{j+1}) and the gaps must increase strictly
# (v_{i_{j+1}} - v_{i_j} < v_{i_{j+2}} - v_{i_{j+1}}). They play n such games at once: a turn is
# a move in any one game; Shikamaru moves first; the player who cannot move loses. The answer:
# whether Shikamaru wins ("YES" / "NO").
# Since a turn is a move in one of n independent games, a position here is ONE game (one list)
# and the result is its Grundy value (the n games together are won by Shikamaru iff the values
# xor to non-zero).
# A position: one increasing list v_1 .. v_m; declared here: m = 1..6 distinct numbers among
# 1..12 (2,509 lists); the statement allows 1 <= n <= 1000 games, v_m <= 10^5 and a total length
# of 10^5.
# A state: (the list, the index of the last number picked or -1, the last gap or -1 when fewer
# than two numbers have been picked).
positions = multiset(piles=range(1, 13), size=range(1, 7)).where(
    lambda v: all(v[i] < v[i + 1] for i in range(len(v) - 1)))
result = "grundy"


def start(v):
    return (tuple(v), -1, -1)


def moves(state):
    v, last, gap = state
    out = []
    for j in range(last + 1, len(v)):
        if last == -1:
            out.append((v, j, -1))
        elif gap == -1 or v[j] - v[last] > gap:
            out.append((v, j, v[j] - v[last]))
    return out


def canonical(state):
    return state
