# Brave Game (HDU 1846): n stones; a move takes 1..m of them. Who takes the last stone wins.
m = param("m", 3)
positions = numbers(n=range(0, 40))


def moves(position):
    (n,) = position
    for take in range(1, m + 1):
        if take <= n:
            yield (n - take,)
