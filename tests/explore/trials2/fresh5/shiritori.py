# Shiritori (AtCoder ABC 209 E), with words reduced to their ends: a list of words, word i given
# by two numbers, the tag a_i it starts with and the tag b_i it ends with; the position lists
# a_1, b_1, a_2, b_2, ... Takahashi says word 1 first. Then, in turn from Aoki, a player says any
# word of the list (words may be said again) that starts with the tag the previous word ended
# with. The player who cannot say a word loses; if play goes on for ever, it is a draw.
# The result: W / L / D for Takahashi.
positions = sequence(values=range(0, 3), length=range(2, 9, 2))
result = "outcome"


def start(words):
    return (words, -1)                # the words, the tag to answer (-1: word 1 is still to say)


def moves(state):
    words, tag = state
    if tag == -1:
        yield (words, words[1])
        return
    seen = set()
    for i in range(0, len(words), 2):
        if words[i] == tag and words[i + 1] not in seen:
            seen.add(words[i + 1])
            yield (words, words[i + 1])


def canonical(state):
    return state
