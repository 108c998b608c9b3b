# Game with string (Codeforces 1104B): a string; a move deletes two adjacent equal letters.
# Who cannot move loses.
positions = string("abc", length=range(1, 8))


def moves(s):
    for i in range(len(s) - 1):
        if s[i] == s[i + 1]:
            yield s[:i] + s[i + 2:]
