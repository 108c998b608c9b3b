# A trap of the trial set (no contest): Codeforces 1104B (delete two adjacent equal letters)
# with one more move: delete a run of exactly nine equal letters at once. Who cannot move
# loses. Up to 8 letters it is 1104B; the ninth letter changes the answer.
positions = string("ab", length=range(1, 8))


def moves(s):
    for i in range(len(s) - 1):
        if s[i] == s[i + 1]:
            yield s[:i] + s[i + 2:]
    for i in range(len(s) - 8):
        if len(set(s[i:i + 9])) == 1:
            yield s[:i] + s[i + 9:]
