# Substring Removal Game (Codeforces 1398B): a binary string; a move deletes a non-empty run of
# consecutive equal characters (the rest joins up), and the mover scores the 1s deleted.
# The score is the mover's total minus the other's.
positions = string("01", length=range(0, 9))
result = "score"


def moves(s):
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            if s[j - 1] != s[i]:
                break
            yield (s[:i] + s[j:], (j - i) if s[i] == "1" else 0)
