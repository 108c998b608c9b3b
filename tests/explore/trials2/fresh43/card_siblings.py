# カードと兄妹 (Cards and Siblings, AtCoder ARC 038 A): N cards (1 <= N <= 1000) lie face up on
# the table, card i with the integer A_i (1 <= A_i <= 1000). In turn, the first player first, a
# player takes exactly one card from the table, until no card is left. A player's score is the
# sum of the integers on the cards he took; each player tries to make his own score as large as
# possible. The answer is the first player's score. A position: the integers of the cards
# (order does not matter), 1 to 6 cards of 1 to 7 declared here. A state: the integers left,
# sorted. The value: the mover's own total with both playing their best (score = "own"), i.e.
# the first player's score at the start.
positions = multiset(piles=range(1, 8), size=range(1, 7))
result = "score"
score = "own"


def moves(state):
    for i, a in enumerate(state):
        if i > 0 and state[i - 1] == a:
            continue
        yield (state[:i] + state[i + 1:], a)
