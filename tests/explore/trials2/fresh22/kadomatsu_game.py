# Kadomatsu Game 2 (yukicoder No.361, 門松ゲーム2): at the start one bamboo of length L lies on the
# field, and a number D is given (1 <= D <= L). In turn, kado first, a player takes one bamboo of
# length M from the field and cuts it into three bamboos of positive integer lengths L1 + L2 + L3 =
# M, all three different, with max(L1, L2, L3) - min(L1, L2, L3) <= D; the three go back on the
# field. The player who cannot cut a bamboo loses. A position: (L, D). A state: D and the sorted
# lengths of the bamboos on the field. The result: whether kado, the first player, wins.
positions = numbers(L=range(1, 31), D=range(1, 31)).where(lambda p: p[1] <= p[0])
result = "win"


def start(position):
    L, D = position
    return (D, (L,))


def moves(state):
    D, sticks = state
    for i, m in enumerate(sticks):
        if i > 0 and sticks[i - 1] == m:
            continue
        rest = sticks[:i] + sticks[i + 1:]
        for a in range(1, m):
            for b in range(a + 1, m - a):
                c = m - a - b
                if c > b and c - a <= D:
                    yield (D, tuple(sorted(rest + (a, b, c))))


def canonical(state):
    return state
