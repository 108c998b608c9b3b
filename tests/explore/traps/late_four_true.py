# Take 1, 2 or 3 stones, or 5 from a pile of 5000 or more (5 = 1 mod 4: the values stay n mod 4,
# the moves are not those of a subtraction set). Normal play.
def moves(n):
    out = [n - t for t in (1, 2, 3) if t <= n]
    if n >= 5000:
        out.append(n - 5)
    return out
