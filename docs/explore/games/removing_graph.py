# Removing Graph (Codeforces 1823E): a graph whose components are cycles; a move deletes a
# connected set of k vertices, l <= k <= r. The value of one cycle of x vertices is what to find;
# what a cycle leaves is a path, and a path splits into at most two paths (a sum).
l = param("l", 2)
r = param("r", 3)
assert l < r, "the rules ask for l < r"
positions = numbers(x=range(3, 16))
result = "grundy"


def start(x):
    return ("C", x[0])


def moves(state):
    shape, x = state
    for k in range(l, min(r, x) + 1):
        if shape == "C":
            yield [("P", x - k)] if k < x else []
        else:
            for left in range(0, x - k + 1):
                yield [("P", a) for a in (left, x - k - left) if a > 0]
