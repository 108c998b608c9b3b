# Truth for Codeforces 1555C (Coin Rows): a plain exhaustive search. Row 1 is the first half of
# the sequence, row 2 the second; a path from (1, 1) to (2, m) goes down in one column. For each
# column Alice may go down in, Bob's best is the most coins on a path of his over the cells Alice
# did not visit; Alice takes the column that makes it least. The value is minus that score (the
# value to Alice, the player to move, whose points are none).


def valid(p):
    return len(p) >= 2 and len(p) % 2 == 0 and min(p) >= 1


def truth(p):
    m = len(p) // 2

    def cells(down):
        return {(0, j) for j in range(down + 1)} | {(1, j) for j in range(down, m)}
    score = min(max(sum(p[i * m + j] for i, j in cells(k) - cells(a)) for k in range(m))
                for a in range(m))
    return -score
