# Lucky 7 Battle (AtCoder ABC 195 E): a string S of digits and a string X of 'T' and 'A' of the
# same length N, and a string T, empty at first. In round i (i = 1..N) the player X_i (Takahashi
# for 'T', Aoki for 'A') appends S_i or 0 to T. At the end Takahashi wins iff T, read as a decimal
# number, is a multiple of 7. Here X alternates, Takahashi first (X = TATA...). A position: S. A
# state: (the digits left, T mod 7, whether Takahashi moves). The result: whether Takahashi, the
# first player, wins.
positions = string("0123456789", length=range(1, 5))
result = "win"


def start(s):
    return (s, 0, True)


def moves(state):
    s, r, takahashi = state
    if s:
        for digit in sorted({int(s[0]), 0}):
            yield (s[1:], (10 * r + digit) % 7, not takahashi)


def winner(state):
    s, r, takahashi = state           # no digit left: the game is over
    return "mover" if (r == 0) == takahashi else "last"


def canonical(state):
    return state
