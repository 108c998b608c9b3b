# Gambling (Codeforces 1038C): players A and B each hold a list of n integers. In one turn a player
# either adds to his score any element of his own list (the element is then removed from it), or
# removes any element of the opponent's list (nobody scores it). Of equal elements only one is
# affected. A starts; the game stops when both lists are empty. Each player maximises his score
# minus the opponent's. The answer: A's score minus B's score with optimal play.
# A position: the two lists written in one sequence, A's n numbers then B's n numbers (the input's
# second and third lines); declared here: n = 1..3, numbers 1..4 (sequences of length 2, 4 or 6
# over 1..4: 4,368 positions); the statement allows n <= 100,000 and numbers up to 10^6.
# A state: (the list of the player to move, sorted; the other's list, sorted). A move gives the
# mover the points of the element it adds (0 when it removes one of the other's). The value of a
# position (A's side: A moves first) is the answer.
positions = sequence(values=range(1, 5), length=range(2, 7, 2))
result = "score"


def start(p):
    n = len(p) // 2
    return (tuple(sorted(p[:n])), tuple(sorted(p[n:])))


def moves(state):
    mine, theirs = state
    options = set()
    for i, x in enumerate(mine):                 # add one of my own elements to my score
        options.add(((theirs, mine[:i] + mine[i + 1:]), x))
    for j in range(len(theirs)):                 # remove one of the opponent's elements
        options.add(((theirs[:j] + theirs[j + 1:], mine), 0))
    return sorted(options)


def canonical(state):
    return state
