# Digital Deletions (HDU 1404, ZOJ 1104): a string of digits. In turn, the first player first, a
# player either changes one digit to a smaller digit, or erases a 0 together with every digit to
# its right. The player who removes the last digit wins (so the player who faces the empty string
# has lost). Here the digits are 0..3 (a move only lowers digits, so they stay in 0..3).
positions = string("0123", length=range(1, 6))


def moves(s):
    for i, c in enumerate(s):
        for smaller in range(int(c)):
            yield s[:i] + str(smaller) + s[i + 1:]
        if c == "0":
            yield s[:i]
