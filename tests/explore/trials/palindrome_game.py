# Palindrome Game (Codeforces 1527B1, easy): a binary palindrome with at least one 0. A move
# either turns a 0 into a 1 and pays 1 dollar, or reverses the string for free when it is not a
# palindrome and the last move was not a reversal. The game ends when every character is 1.
# Value: what the player to move pays less than the other (each plays to pay least; 0: a draw).
# With --set hard=1 the string need not be a palindrome (1527B2, hard).
hard = param("hard", 0)
positions = string("01", length=range(1, 8 if hard else 9)).where(
    lambda s: "0" in s and (hard or s == s[::-1]))
result = "score"


def start(s):
    return (s, False)                  # the string, whether the last move was a reversal


def moves(st):
    s, reversed_last = st
    for i, c in enumerate(s):
        if c == "0":
            yield ((s[:i] + "1" + s[i + 1:], False), -1)
    if s != s[::-1] and not reversed_last and "0" in s:
        yield ((s[::-1], True), 0)
