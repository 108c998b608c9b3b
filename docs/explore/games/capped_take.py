# A trap for sweeps: take 1..k stones from one pile of n, but never more than 6 at once; who
# cannot move loses. For k <= 6 the player to move loses iff n mod (k + 1) == 0; from k = 7 on
# the cap makes it n mod 7 == 0. A sweep k = 1..5 that checks only k = 6 claims the first rule.
k = param("k", 3)
positions = numbers(n=range(0, 13))


def moves(n):
    for take in range(1, min(k, 6) + 1):
        if take <= n[0]:
            yield (n[0] - take,)
