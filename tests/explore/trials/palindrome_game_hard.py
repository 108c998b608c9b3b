# Palindrome Game, hard (Codeforces 1527B2): a binary string with at least one 0, not necessarily a
# palindrome. A move either turns a 0 into a 1 and pays 1 dollar, or reverses the string for free
# when it is not a palindrome and the last move was not a reversal. The game ends when every
# character is 1. Value: what the player to move pays less than the other (0: a draw).
positions = string("01", length=range(1, 8)).where(lambda s: "0" in s)
result = "score"


def start(s):
    return (s, False)


def moves(st):
    s, reversed_last = st
    for i, c in enumerate(s):
        if c == "0":
            yield ((s[:i] + "1" + s[i + 1:], False), -1)
    if s != s[::-1] and not reversed_last and "0" in s:
        yield ((s[::-1], True), 0)
