# Alice and Bob with a binary string (CodeChef STRADJ): a string of 0s and 1s. In turn, Alice
# first, a player chooses two adjacent characters that differ and erases one of them; the parts
# left are joined. The player who cannot move loses. The result: whether Alice, the first player,
# wins.
positions = string("01", length=range(1, 13))


def moves(s):
    for i in range(len(s) - 1):
        if s[i] != s[i + 1]:
            yield s[:i] + s[i + 1:]
            yield s[:i + 1] + s[i + 2:]
