# Mixi Game (CodeChef MIXGA, Cook-Off 97): a binary sequence A_1 .. A_N (each 0 or 1) written
# as the expression * A_1 * A_2 ... * A_N. In turn, Vanja first, the player to move replaces the
# leftmost remaining * by + or -; the game lasts N turns. Then V, the expression's value, is
# computed: Vanja wins if |V| >= K, else Miksi wins. The input's K is the parameter k (the
# statement allows 0 <= K <= 3 * 10^4). A position: the sequence, N = 1..10 here (the statement
# allows N <= 3 * 10^4). A state: (the elements still without a sign, the value of the signed
# part, whose turn: 0 Vanja, 1 Miksi). Decided at its end through winner(): when every sign is
# placed no move is left, and the winner is Vanja iff |V| >= K, said as "mover" or "last" by who
# would move there. The result: whether Vanja, the first player, wins.
k = param("k", 1)
assert k >= 0, "K >= 0"
positions = sequence(values=range(0, 2), length=range(1, 11))
result = "win"


def start(seq):
    return (tuple(seq), 0, 0)


def moves(state):
    rest, value, side = state
    if not rest:
        return []
    a = rest[0]
    return sorted({(rest[1:], value + a, 1 - side), (rest[1:], value - a, 1 - side)})


def winner(state):
    rest, value, side = state
    vanja_wins = abs(value) >= k
    return "mover" if vanja_wins == (side == 0) else "last"


def canonical(state):
    return state
