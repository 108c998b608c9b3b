# Space Arrays (CodeChef SPACEARR, March Challenge 2021): a sequence a_1 .. a_N with 1 <= a_i <= N.
# The players alternate turns, the first player first. In a turn the player must choose an index
# i and increase a_i by 1. Afterwards, if there is no permutation p_1 .. p_N of 1 .. N with
# a_i <= p_i for every i, the player who just moved loses (the game is over). Otherwise the game
# goes on. The answer: "First" or "Second", who wins with best play. A position: the sequence as a
# multiset (the order of its elements plays no part: a permutation exists for one order iff for
# any other), N = 1..6 elements of 1..N declared here, kept by a filter to a_i <= N (the statement
# allows N up to 2 * 10^5). A sequence with no such permutation at the start is a position too
# (the statement's fourth sample): its first mover still has to move, and loses. A state: (the
# elements, sorted; 1 once the last move left no permutation, 0 before). Decided at its end through
# winner(): a state marked 1 has no move, and its player to move wins (the player who made the
# last move lost). The result: whether the first player wins.
positions = multiset(piles=range(1, 7), size=range(1, 7)).where(lambda a: max(a) <= len(a))
result = "win"


def start(a):
    return (tuple(sorted(a)), 0)


def _has_permutation(a):
    # a sorted: some permutation p with a_i <= p_i exists iff the k-th smallest is at most k
    return all(v <= k + 1 for k, v in enumerate(a))


def moves(state):
    a, over = state
    if over:
        return
    for i, v in enumerate(a):
        if i > 0 and a[i - 1] == v:
            continue                          # the same value: the same move
        b = tuple(sorted(a[:i] + (v + 1,) + a[i + 1:]))
        yield (b, 0 if _has_permutation(b) else 1)


def winner(state):
    return "mover"                            # the last move left no permutation: its maker lost


def canonical(state):
    return state
