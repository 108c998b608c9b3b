# Reversible Card Game (AtCoder ARC 164 C): N cards, card i with A_i on its red side and B_i on
# its blue side, all red side up at the start. Each round, Alice first flips one card (she must),
# then Bob takes one card and scores the number on its face-up side; the rounds go on until no
# card is left. Bob wants his score large, Alice wants it small. A position: A_1, B_1, A_2, B_2,
# ... (2N numbers). The value: the player to move's total minus the other's, Alice scoring
# nothing: minus Bob's score, both playing best.
positions = sequence(values=range(1, 4), length=range(2, 9, 2))
result = "score"


def start(numbers):
    cards = tuple(sorted((numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2)))
    return (cards, True)                 # (face up, face down) of each card left, Alice to move


def moves(state):
    cards, alice = state
    for i, (up, down) in enumerate(cards):
        if i > 0 and cards[i - 1] == (up, down):
            continue
        rest = cards[:i] + cards[i + 1:]
        if alice:
            yield ((tuple(sorted(rest + ((down, up),))), False), 0)
        else:
            yield ((rest, True), up)


def canonical(state):
    return state
