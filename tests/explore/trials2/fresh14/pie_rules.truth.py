# Truth for Codeforces 859C: a memoised search over (the next slice, who holds the token) of
# (the holder's total, the other's total) from there on, each maximising their own: the holder
# eats the slice (the other then holds the token) or gives it away and keeps the token.
def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    a = tuple(position)
    holder, other = 0, 0              # the totals from slice i on, for the holder and the other
    for i in range(len(a) - 1, -1, -1):
        eat = (a[i] + other, holder)  # the other holds the token from i + 1: swap the roles
        give = (holder, other + a[i])
        best = max(eat, give, key=lambda pair: (pair[0], -pair[1]))
        holder, other = best
    return holder
