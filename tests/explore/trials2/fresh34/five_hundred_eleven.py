# FiveHundredEleven (Topcoder SRM 511, Div. I Level Two): N cards, each with a number between 0
# and 511, and a memory that starts at 0. In turn, Fox Ciel first, then Toastman, a player
# chooses one card left and removes it from the game; if the card holds x and the memory y, the
# memory becomes x | y (bitwise OR). A player who cannot move (no card left) loses, and a player
# after whose move the memory becomes 511 loses. A position: the numbers on the cards (order does
# not matter), 1 to 2 cards declared here (the statement allows 1 to 50; the values are the
# statement's whole range 0..511). A state: (the cards left, sorted; the memory). The result:
# whether Fox Ciel, the first player, wins.
positions = multiset(piles=range(0, 512), size=range(1, 3))
result = "win"


def start(cards):
    return (tuple(sorted(cards)), 0)


def moves(state):
    cards, memory = state
    if memory == 511:                 # the last move made the memory 511: the game is over
        return
    for i, x in enumerate(cards):
        if i > 0 and cards[i - 1] == x:
            continue
        yield (cards[:i] + cards[i + 1:], memory | x)


def winner(state):
    cards, memory = state
    # memory 511: the player who just moved made it so and loses; otherwise no card is left
    # and the player to move loses
    return "mover" if memory == 511 else "last"


def canonical(state):
    return state
