# Fennec VS. Snuke 2 (AtCoder ARC 192 B): a sequence A = (A_1, ..., A_N) of positive integers
# and a set S, empty at the start. Fennec and Snuke take turns, Fennec first: a player chooses an
# index i with A_i >= 1, subtracts 1 from A_i, and adds i to S if it is not there yet; when S =
# {1, ..., N} the game ends and the player who made that last move wins. (The statement notes
# that a move is always possible until then: an index not in S still has its A_i >= 1.) A
# position: the A_i (the indices are alike, so order does not matter), 1 to 5 values of 1..5
# declared here (the statement allows N up to 2 * 10^5 and A_i up to 10^9). A state: the sorted
# tuple of pairs (what is left of A_i, 1 if i is in S else 0). The game ends at a state whose
# pairs are all in S: no move is left there, and the player who moved last has won. The
# result: whether Fennec, the first player, wins.
positions = multiset(piles=range(1, 6), size=range(1, 6))
result = "win"


def start(values):
    return tuple(sorted((a, 0) for a in values))


def moves(state):
    if all(s == 1 for _, s in state):
        return                                    # S is full: the game is over
    for i, (a, s) in enumerate(state):
        if a >= 1 and (i == 0 or state[i - 1] != (a, s)):
            yield tuple(sorted(state[:i] + ((a - 1, 1),) + state[i + 1:]))


def winner(state):
    return "last"                                 # the player who filled S wins


def canonical(state):
    return state
