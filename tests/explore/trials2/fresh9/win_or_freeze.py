# Win or Freeze (Codeforces 150A / 151C): a number q is written on paper. In turn, the first
# player first, a player writes a non-trivial divisor of the last number written (a divisor
# other than 1 and the number itself). The first player who cannot make a move WINS. The result:
# whether the first player wins.
positions = numbers(q=range(1, 401))
result = "misere"


def moves(state):
    (q,) = state
    for d in range(2, q):
        if q % d == 0:
            yield (d,)
