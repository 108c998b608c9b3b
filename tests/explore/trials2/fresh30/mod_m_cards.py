# mod M Game 2 (AtCoder ARC 185 A): positive integers N < M. Alice and Bob each hold N cards,
# numbered 1, 2, ..., N. In turn, Alice first, a player puts one card of their hand on the table.
# If right after a card is put the sum of all the cards on the table is a multiple of M, the
# player who put it loses. If every card has been put without that happening, Alice wins. (A card
# that would make the sum a multiple of M is never better than having no card to put: here only
# the other cards are moves; a player who holds cards but has no such move loses, and a player
# with no card left, always Alice, has won.) A position: (N, M). A state: (N, M, Alice's hand,
# Bob's hand), each hand a bit mask of the cards still held (bit c - 1 for card c). The result:
# whether Alice, the first player, wins.
positions = numbers(n=range(1, 6), m=range(2, 13)).where(lambda p: p[0] < p[1])
result = "win"


def start(position):
    n, m = position
    full = (1 << n) - 1
    return (n, m, full, full)


def _cards(mask):
    return [c for c in range(1, 64) if mask >> (c - 1) & 1]


def moves(state):
    n, m, alice, bob = state
    on_table = n * (n + 1) - sum(_cards(alice)) - sum(_cards(bob))
    alice_to_move = bin(alice).count("1") == bin(bob).count("1")
    hand = alice if alice_to_move else bob
    for c in _cards(hand):
        if (on_table + c) % m != 0:
            if alice_to_move:
                yield (n, m, alice & ~(1 << (c - 1)), bob)
            else:
                yield (n, m, alice, bob & ~(1 << (c - 1)))


def winner(state):
    n, m, alice, bob = state
    if alice == 0 and bob == 0:
        return "mover"                # every card is on the table: Alice, to move, has won
    return "last"                     # the player to move must make the sum a multiple of M


def canonical(state):
    return state
