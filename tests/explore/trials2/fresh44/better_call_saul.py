# Better call Saul! (CodeChef GMSTN, tagged infy20): N piles of stones, A_1, ..., A_N stones in them
# (2 <= N <= 10^5, 1 <= A_i <= 100). Jesse and Walter move alternately, Walter first; in one move
# a player removes one pile entirely. After a total of X moves (1 <= X <= N - 1), if the sum of
# the piles left is odd Walter wins, else Jesse wins. The answer: the winner with best play. The
# input's X is the parameter x; a position: the pile sizes (order does not matter), 2 to 7 piles
# of 1 to 6 stones declared here (the statement allows 10^5 piles of up to 100), kept by a filter
# to those with more than x piles, as the statement's X <= N - 1 asks. A state: (the piles left,
# sorted; the number of moves still to make). Decided at its end through winner(): after the X
# moves Walter has won iff the sum left is odd. The result: whether Walter, the first player,
# wins.
x = param("x", 2)
assert x >= 1, "the rules ask for X >= 1"
positions = multiset(piles=range(1, 7), size=range(2, 8)).where(lambda piles: len(piles) > x)
result = "win"


def start(piles):
    return (tuple(piles), x)


def moves(state):
    piles, left = state
    if left == 0:
        return                             # the X moves are made: the game is over
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        yield (piles[:i] + piles[i + 1:], left - 1)


def winner(state):
    piles, left = state                    # left == 0: the X moves are made
    walter_wins = sum(piles) % 2 == 1
    walter_to_move = x % 2 == 0            # Walter made moves 1, 3, 5, ...
    return "mover" if walter_wins == walter_to_move else "last"


def canonical(state):
    return state
