# Stone (HDU 4764, ICPC 2013 Asia Changchun Regional): two numbers N and k. Tang and Jiang write
# integers in turn, Tang first. The first number X written must satisfy 1 <= X <= k; after that
# each player writes a number X with 1 <= X - Y <= k, Y being the number the opponent wrote just
# before. The player who writes a number that is at least N loses. The result: whether Tang, the
# first player, wins.
k = param("k", 3)
assert k >= 1, "the rules ask for k >= 1"
positions = numbers(n=range(1, 61))


def start(position):
    (n,) = position
    return (n, 0)                     # N, the last number written (0: none yet)


def moves(state):
    n, y = state
    if y >= n:                        # the last player wrote a number >= N: they lost
        return
    for step in range(1, k + 1):
        yield (n, y + step)


def winner(state):
    return "mover"                    # reached only after a number >= N: its writer lost


def canonical(state):
    return state
