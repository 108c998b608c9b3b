# A Game of Thrones (CodeChef GTHRONES): numbers written in a notebook, possibly with copies.
# Bran and Tyrion alternate, Bran first. In the first turn Bran chooses one of the numbers and
# declares it the current number. After that, in every move, with current number u, the player
# erases u from the notebook (one copy only) and declares as the current number some v still
# written in the notebook such that v / u or u / v is a prime (v = u·p or u = v·p, p prime).
# The player who cannot move loses. The answer names the winner (and, when Bran wins, the
# smallest number he can choose first: not asked here). The result: whether Bran, the first
# player, wins. A position: the notebook as a multiset (each number as many times as it is
# written: the input gives each distinct u_i with its count c_i); 1..5 numbers of 1..12
# declared here (the copy of the statement read lost its bounds on N, u_i and c_i: numbers of
# at least 1 are assumed). A state: (the notebook left, sorted; the current number, 0 before
# Bran's first choice).
positions = multiset(piles=range(1, 13), size=range(1, 6))
result = "win"


def _prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


def _linked(u, v):
    big, small = max(u, v), min(u, v)
    return big % small == 0 and _prime(big // small)


def start(notebook):
    return (tuple(sorted(notebook)), 0)


def moves(state):
    notebook, current = state
    if current == 0:
        return sorted({(notebook, u) for u in notebook})
    left = list(notebook)
    left.remove(current)
    left = tuple(left)
    return sorted({(left, v) for v in left if _linked(current, v)})


def canonical(state):
    return state
