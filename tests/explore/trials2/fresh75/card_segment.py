# Yet Another Yet Another Task (Codeforces 1359D): n cards in a row, card i with value a_i.
# First Alice chooses a non-empty consecutive segment [l; r] of cards; then Bob removes one card
# j of that segment (l <= j <= r). The score of the game is the total value of the cards left on
# the segment (0 when Alice chose a single card). Alice wants the score as large as possible, Bob
# as small as possible. The answer: the score with optimal play.
# A position: a_1 .. a_n, the input's second line; declared here: n = 1..4 with
# -3 <= a_i <= 3 (2,800 sequences); the statement allows n <= 10^5 and -30 <= a_i <= 30.
# The game as a zero-sum score game: Alice's choice of a segment earns nothing; Bob's removal of
# card j ends the game and earns Alice the score (Bob's points are minus the score), so the value
# of a position (Alice to move) is the score.
# A state: ("alice", the row) or ("bob", the chosen segment's values).
positions = sequence(values=range(-3, 4), length=range(1, 5))
result = "score"


def start(a):
    return ("alice", tuple(a))


def moves(state):
    who, cards = state
    if who == "alice":
        n = len(cards)
        return [(("bob", cards[l:r + 1]), 0) for l in range(n) for r in range(l, n)]
    if who == "bob":
        total = sum(cards)
        return [(("end", ()), -(total - cards[j])) for j in range(len(cards))]
    return []


def canonical(state):
    return state
