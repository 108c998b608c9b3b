# Truth for Codeforces 2040A: a plain search of the two choices: the first player wins iff some
# index i is such that every other index j (if any) has |a_i - a_j| not divisible by k. True
# when the first player wins.


def valid(position):
    return len(position) >= 1


def truth(position, k=2):
    arr = list(position)
    for i, ai in enumerate(arr):
        if all(abs(ai - aj) % k != 0 for j, aj in enumerate(arr) if j != i):
            return True
    return False
