# Palindrome Game (hard version) (Codeforces 1527B2): a binary string; a move either turns a
# 0 into a 1, paying 1 dollar, or reverses the string, free, when it is not a palindrome and
# the last move was not a reverse. The game ends when every character is 1; the one who paid
# less wins. The score is what the other paid minus what the mover paid.
positions = string("01", length=range(1, 8))
result = "score"


def start(s):
    return (s, False)               # False: the last move was not a reverse


def moves(state):
    s, reversed_last = state
    if not reversed_last and s != s[::-1]:
        yield ((s[::-1], True), 0)
    for i, c in enumerate(s):
        if c == "0":
            yield ((s[:i] + "1" + s[i + 1:], False), -1)


def canonical(state):
    return state
