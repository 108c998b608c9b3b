# Subtract 1, 2 or 3 from n; from a perfect square n >= 36 one may also jump to 0. Normal play.
# Below 36 the first player wins iff n mod 4 != 0; from 36 on the jumps reshuffle everything,
# and a rule patched with the first counterexamples (n == 36) is false a little further.
positions = numbers(n=range(0, 30))


def moves(p):
    n = p[0]
    for t in (1, 2, 3):
        if t <= n:
            yield (n - t,)
    r = int(n ** 0.5)
    while r * r > n:
        r -= 1
    while (r + 1) * (r + 1) <= n:
        r += 1
    if n >= 36 and r * r == n:
        yield (0,)
