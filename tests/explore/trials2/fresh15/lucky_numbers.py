# Lucky Number Game (CodeChef HP18): a sequence of integers; Bob has a lucky number a, Alice a
# lucky number b. In turn a player removes a non-empty set of the elements, each a multiple of the
# player's own lucky number. The player who cannot remove any element loses. (The problem asks for
# Bob first; the class covers both.) A position: the integers, sorted (only which are left
# matters). Bob is Left, Alice is Right: the result is the class L, R, N or P.
a = param("a", 2)
b = param("b", 3)
assert a >= 1 and b >= 1, "the lucky numbers are positive"
positions = multiset(piles=range(1, 9), size=range(1, 5))
result = "partizan"


def _removals(items, lucky):
    chosen = [i for i, x in enumerate(items) if x % lucky == 0]
    seen = set()
    for mask in range(1, 1 << len(chosen)):
        gone = {chosen[j] for j in range(len(chosen)) if mask >> j & 1}
        left = tuple(x for i, x in enumerate(items) if i not in gone)
        if left not in seen:
            seen.add(left)
            yield left


def left_moves(items):
    return list(_removals(items, a))


def right_moves(items):
    return list(_removals(items, b))
