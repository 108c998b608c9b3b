# TheLuckyGameDivTwo (Topcoder SRM 428): a lucky number has only the digits 4 and 7 in decimal.
# The integers a..b are given, with lengths jLen and bLen (1 <= bLen <= jLen <= b - a + 1). John
# first chooses a block of jLen consecutive integers inside a..b; then Brus chooses a block of
# bLen consecutive integers inside John's. The outcome is the number of lucky numbers in Brus's
# block: John wants it as large as possible, Brus as small as possible. A position: (a, b, jLen,
# bLen). A state: whose choice it is and the block to choose in, or the outcome when both have
# chosen. The value: the outcome, both playing best.
positions = numbers(a=range(1, 21), b=range(1, 51), jlen=range(1, 13), blen=range(1, 13)).where(
    lambda p: p[0] <= p[1] and p[2] <= p[1] - p[0] + 1 and p[3] <= p[2])
result = "score"


def lucky(x):
    return set(str(x)) <= set("47")


def start(position):
    a, b, jlen, blen = position
    return ("john", a, b, jlen, blen)


def moves(state):
    if state[0] == "john":
        _, a, b, jlen, blen = state
        for x in range(a, b - jlen + 2):
            yield (("brus", x, x + jlen - 1, blen, 0), 0)
    elif state[0] == "brus":
        _, x, y, blen, _ = state
        for z in range(x, y - blen + 2):
            count = sum(1 for v in range(z, z + blen) if lucky(v))
            yield (("end", count, 0, 0, 0), 0)


def final(state):
    return state[1]                   # the end: John is the player to move; his score


def canonical(state):
    return state
