# Log Chopping (Codeforces 1672A): n logs of integer lengths a_1 .. a_n. In turn, errorgorn
# first, a player chooses a log of length x >= 2 and cuts it into two logs of positive integer
# lengths y and x - y. The player who cannot move loses. A position: the multiset of lengths.
# The result: whether errorgorn, the first player, wins.
positions = multiset(piles=range(1, 9), size=range(1, 6))
result = "win"


def moves(logs):
    for i, x in enumerate(logs):
        if i > 0 and logs[i - 1] == x:
            continue
        rest = logs[:i] + logs[i + 1:]
        for y in range(1, x // 2 + 1):
            yield tuple(sorted(rest + (y, x - y)))
