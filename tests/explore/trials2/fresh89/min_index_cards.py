# Rotate and Play Game (AtCoder ARC 138 C): N cards (N even), card i showing A_i. Snuke and
# Mr. Min take N turns in turn, Snuke first: Snuke takes any card not yet taken; Mr. Min takes
# the untaken card of the smallest index. Snuke's score is the sum of the cards he took, and he
# plays to make it as large as possible. The problem first lets one shift the numbers cyclically
# by k and asks for the best k and its score; here the shift is left out (k = 0: the game on the
# sequence as given). A position: the sequence A_1..A_N, N even, values 1..5 and N = 2, 4, 6
# declared here (the statement allows N <= 2*10^5 and A_i <= 10^9). A state: (the cards left as
# (index, value) pairs, whose turn); a move scores the card's value for its taker, so the value
# (Snuke's total minus Mr. Min's, the default difference) is twice Snuke's score less the sum of
# all the A_i. Mr. Min has exactly one move wherever a card is left.


def _even(p):
    return len(p) % 2 == 0


positions = sequence(values=range(1, 6), length=range(2, 7)).where(_even)
result = "score"


def start(p):
    return (tuple(enumerate(p)), "snuke")


def moves(state):
    left, turn = state
    if not left:
        return []
    if turn == "snuke":
        return [((left[:i] + left[i + 1:], "min"), value) for i, (_, value) in enumerate(left)]
    return [((left[1:], "snuke"), left[0][1])]     # the smallest index left comes first


def canonical(state):
    return state
