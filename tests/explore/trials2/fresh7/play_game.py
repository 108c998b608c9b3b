# Play Game (HDU 4597): two piles of cards, each of N cards, every card with a score. In turn,
# Alice first, a player takes either the top or the bottom card of either pile and gets its
# score. Each wants the most for themselves. A position: the first pile top to bottom, then the
# second pile top to bottom (2N numbers). The value: Alice's total minus Bob's, both playing
# best (the problem asks for Alice's total: (sum of all cards + value) / 2).
positions = sequence(values=range(1, 4), length=range(2, 7, 2))
result = "score"


def start(cards):
    half = len(cards) // 2
    return (cards[:half], cards[half:])


def moves(state):
    first, second = state
    if first:
        yield ((first[1:], second), first[0])
        yield ((first[:-1], second), first[-1])
    if second:
        yield ((first, second[1:]), second[0])
        yield ((first, second[:-1]), second[-1])


def canonical(state):
    return state
