# Take k or k + 1 stones from one pile of n (a subtraction game with a parameter); who cannot
# move loses. Each value of k has its own period; across values it is 2k + 1.
k = param("k", 2)
positions = numbers(n=range(0, 40))


def moves(n):
    for take in (k, k + 1):
        if take <= n[0]:
            yield (n[0] - take,)
