# Take 1, 2 or 3 stones; from a pile of 5000 or more, taking 4 is allowed too. Normal play.
# On n < 200 the values are those of the subtraction set {1, 2, 3} (n mod 4); from n = 5000 on
# they are not.
def moves(n):
    out = [n - t for t in (1, 2, 3) if t <= n]
    if n >= 5000:
        out.append(n - 4)
    return out
