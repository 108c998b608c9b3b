# Cake Game (Baekjoon 33059): a row of N cakes (N even), sizes a_1..a_N. Bessie and Elsie move
# in turn, Bessie first. On her turn Bessie chooses two adjacent cakes and stacks them into one
# cake whose size is the sum of the two (it keeps their place in the row); on her turn Elsie
# takes the leftmost or the rightmost cake into her stash. When one cake remains, Bessie eats it
# and Elsie eats her stash. Each wants to eat as much as possible; the statement asks for both
# amounts, b and e. Here the value is Bessie's amount minus Elsie's, from Bessie's side (she
# moves first); the cake is shared in full, so b = (the sum of the sizes + the value) / 2. A
# position: the sizes, a sequence of even length 2..6 with sizes 1..4 declared here (the
# statement allows N <= 5*10^5, a_i <= 10^9, T <= 10 test cases). A state: (the cakes left in
# the row, whose turn: 0 Bessie, 1 Elsie); Bessie's move scores 0, Elsie's scores the size she
# takes for her; with one cake left (it is then Elsie's turn) the game ends and `final` gives
# that cake to Bessie, against the player to move.
positions = sequence(values=range(1, 5), length=range(2, 7, 2))
result = "score"


def start(position):
    return (tuple(position), 0)


def moves(state):
    cakes, turn = state
    if len(cakes) <= 1:
        return []
    if turn == 0:
        return [((cakes[:i] + (cakes[i] + cakes[i + 1],) + cakes[i + 2:], 1), 0)
                for i in range(len(cakes) - 1)]
    return [((cakes[1:], 0), cakes[0]), ((cakes[:-1], 0), cakes[-1])]


def final(state):
    cakes, turn = state
    left = sum(cakes)
    return left if turn == 0 else -left


def canonical(state):
    return state
