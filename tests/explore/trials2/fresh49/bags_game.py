# Bags Game (AtCoder ABC 303 G): N bags in a row, the i-th from the left holding x_i yen.
# Takahashi and Aoki, both with plenty of money, move in turn, Takahashi first. A move is one
# of three operations, n being the number of bags left:
#   - take the leftmost or the rightmost bag;
#   - pay A yen to Snuke, then, min(B, n) times, take the leftmost or the rightmost bag;
#   - pay C yen to Snuke, then, min(D, n) times, take the leftmost or the rightmost bag.
# When no bag is left, a player's gain is the yen in the bags he took minus the yen he paid
# (X for Takahashi, Y for Aoki); Takahashi maximises X - Y, Aoki minimises it. The answer: X - Y.
# The input's A, B, C, D are the parameters a, b, c, d (the statement asks 1 <= A, C and
# 1 <= B, D <= N). A position: x_1 .. x_N, 1..6 bags of 1..4 yen here, kept by a filter to
# N >= max(B, D) as the statement asks (it allows N <= 3000 and x_i <= 10^9). A state: the bags
# left, in order (always a contiguous part of the row). The value: the mover's gain minus the
# other's from there, both playing best; each move gives the mover the yen it takes minus what
# it pays.
a = param("a", 2)
b = param("b", 2)
c = param("c", 4)
d = param("d", 3)
assert a >= 1 and c >= 1 and b >= 1 and d >= 1, "A, C >= 1 and B, D >= 1"
positions = sequence(values=range(1, 5), length=range(1, 7)).where(
    lambda p: len(p) >= max(b, d))
result = "score"


def moves(row):
    n = len(row)
    if n == 0:
        return []
    total = sum(row)
    options = {(row[1:], row[0]), (row[:-1], row[-1])}      # one bag from either end
    for cost, count in ((a, b), (c, d)):
        k = min(count, n)
        for left in range(k + 1):                          # left bags from the left end,
            rest = row[left:n - (k - left)]                # the others from the right
            options.add((rest, total - sum(rest) - cost))
    return sorted(options)
