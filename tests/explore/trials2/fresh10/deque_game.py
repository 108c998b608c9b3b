# Deque Game (AtCoder ARC 116 F), with one sequence: a sequence of numbers. In turn, Takahashi
# first, a player removes the first or the last element, while the sequence has two or more
# elements. When one element is left the game ends and its value is the score: Takahashi wants it
# as large as possible, Aoki as small as possible. (The problem plays on K sequences at once, a
# move choosing one of them; here K = 1.) The value: the score, both playing best.
positions = sequence(values=range(1, 5), length=range(1, 8))
result = "score"


def start(seq):
    return (seq, True)                # the elements left, Takahashi to move


def moves(state):
    seq, takahashi = state
    if len(seq) >= 2:
        yield ((seq[1:], not takahashi), 0)
        yield ((seq[:-1], not takahashi), 0)


def final(state):
    seq, takahashi = state            # one element left: the score, for the player to move
    return seq[0] if takahashi else -seq[0]


def canonical(state):
    return state
