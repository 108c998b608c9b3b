# 邂逅明下 (HDU 2897): n coins; a move takes at least p and at most q of them, and when fewer
# than p are left the player must take them all. Whoever takes the last coin loses.
p = param("p", 2)
q = param("q", 5)
positions = numbers(n=range(1, 50))
result = "misere"


def moves(position):
    (n,) = position
    if n == 0:
        return
    if n < p:
        yield (0,)
        return
    for take in range(p, q + 1):
        if take <= n:
            yield (n - take,)
