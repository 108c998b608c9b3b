# Flip Game II (LeetCode 294): a string of '+' and '-'. A move turns two consecutive "++" into
# "--". The player who cannot move loses.
positions = string("+-", length=range(1, 11))


def moves(s):
    for i in range(len(s) - 1):
        if s[i] == "+" and s[i + 1] == "+":
            yield s[:i] + "--" + s[i + 2:]
