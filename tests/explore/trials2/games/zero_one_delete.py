# 01 Game (Codeforces 1373B): a binary string; a move deletes two adjacent different
# characters. Who cannot move loses.
positions = string("01", length=range(1, 10))


def moves(s):
    for i in range(len(s) - 1):
        if s[i] != s[i + 1]:
            yield s[:i] + s[i + 2:]
