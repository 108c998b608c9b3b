# Blackboard Game (Baekjoon 30477): 3N integers on a blackboard. For N rounds: first Carlinhos
# selects an unchosen element and marks it with a red circle; then Equalizer picks two unchosen
# elements, marks one of them with a blue square and erases the other. After the N rounds there are
# N red and N blue elements; Carlinhos wins if the sum of the red elements differs from the sum of
# the blue ones, otherwise Equalizer wins. The result: whether Carlinhos, the first player, wins
# (the answer "Y"). Each player's step of a round is a move here, so the two alternate strictly,
# Carlinhos first; the game is decided at its end through winner(). A position: the 3N numbers as
# a multiset, N = 1..3 (3, 6 or 9 numbers) over 1..4 declared here (the statement allows N <= 1000
# and -10^5 <= B_i <= 10^5). A state: (the unchosen numbers, sorted; the red sum minus the blue
# sum so far; 0 when Carlinhos is to move, 1 when Equalizer is).
positions = multiset(piles=range(1, 5), size=range(3, 10, 3))
result = "win"


def start(numbers):
    return (tuple(sorted(numbers)), 0, 0)


def moves(state):
    rest, diff, turn = state
    options = set()
    if turn == 0:                                   # Carlinhos marks one red
        for i, v in enumerate(rest):
            options.add((rest[:i] + rest[i + 1:], diff + v, 1))
    else:                                           # Equalizer: one blue, one erased
        for i, blue in enumerate(rest):
            others = rest[:i] + rest[i + 1:]
            for j in range(len(others)):
                options.add((others[:j] + others[j + 1:], diff - blue, 0))
    return sorted(options)


def winner(state):
    rest, diff, turn = state                        # no number left: Carlinhos is to move
    return "mover" if diff != 0 else "last"


def canonical(state):
    return state
