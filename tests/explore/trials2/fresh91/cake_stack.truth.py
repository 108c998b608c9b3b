# Truth for Baekjoon 33059 (Cake Game), for one row of cakes: a plain memoised minimax over the
# row, Bessie's amount as the value. On Bessie's turn (an even number of cakes) she stacks two
# adjacent cakes and takes the best of the results; on Elsie's turn (an odd number, at least 3)
# Elsie takes an end cake and Bessie gets the worst of the results; one cake left is Bessie's.
# The value returned: Bessie's amount minus Elsie's, that is 2 * Bessie's - the sum of the
# sizes. (The row's length tells whose turn it is, so the turn is not kept.)
from functools import lru_cache


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and min(position) >= 1


@lru_cache(maxsize=None)
def _bessie_gets(row):
    if len(row) == 1:
        return row[0]
    if len(row) % 2 == 0:
        return max(_bessie_gets(row[:i] + (row[i] + row[i + 1],) + row[i + 2:])
                   for i in range(len(row) - 1))
    return min(_bessie_gets(row[1:]), _bessie_gets(row[:-1]))


def truth(position):
    row = tuple(position)
    return 2 * _bessie_gets(row) - sum(row)
