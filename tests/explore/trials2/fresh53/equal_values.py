# Winning Ways 2 (CodeChef MDSWIN2, March Challenge 2020), the game inside it: a sequence S of
# integers. The players move in turn; in a move the player chooses one or more elements of S
# whose values are all identical and erases them. The player who cannot choose anything (S is
# empty) loses. The problem asks, for Q contiguous subsequences of a large sequence A, the
# number of winning first moves (modulo 998244353); here: who wins one sequence, not the count
# of winning moves. A position: S, 1..7 numbers of 1..3 declared here (the statement allows
# N <= 10^5 and A_i <= 10^9). A state: the sequence left, in order. The result: whether the first
# player wins.
positions = sequence(values=range(1, 4), length=range(1, 8))
result = "win"


def moves(s):
    options = set()
    for v in sorted(set(s)):
        where = [i for i, x in enumerate(s) if x == v]
        for mask in range(1, 1 << len(where)):
            erased = {where[b] for b in range(len(where)) if mask >> b & 1}
            options.add(tuple(x for i, x in enumerate(s) if i not in erased))
    return sorted(options)
