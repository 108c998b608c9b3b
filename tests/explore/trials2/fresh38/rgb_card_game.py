# RGB Card Game (AtCoder ARC 151 F): cards of three colours, red, green and blue. Takahashi
# holds R1, G1, B1 of them, Aoki R2, G2, B2 (each hand at least one card); both see both hands.
# Takahashi starts as the attacker, Aoki as the defender, and they repeat: (1) the attacker
# puts any one card of his hand on the field; (2) then the defender either puts one card of
# the same colour from his hand on the field, or does nothing; if he put a card, the two swap
# roles (attacker and defender). The player whose hand first becomes empty wins. A position:
# (R1, G1, B1, R2, G2, B2), each 0..3 declared here (the statement allows up to 10^18, T test
# cases). A state: (the step, the hand of the player to move, the other's hand, the colour to
# answer): "attack" when the player to move is the attacker about to put a card (after the
# defender did nothing, or at the start), "defend" when he is the defender facing that colour.
# The defender who answers and then, as the new attacker, puts a card makes both in one move
# (the same player decides twice in a row; the other player moves next). A player who empties
# his hand wins at once: the state "over" has no move, and its player to move has lost. The
# result: whether Takahashi, the first player, wins.
positions = numbers(r1=range(0, 4), g1=range(0, 4), b1=range(0, 4),
                    r2=range(0, 4), g2=range(0, 4), b2=range(0, 4)).where(
    lambda p: sum(p[:3]) >= 1 and sum(p[3:]) >= 1)
result = "win"

OVER = ("over", (), (), -1)


def start(position):
    return ("attack", tuple(position[:3]), tuple(position[3:]), -1)


def _put(hand, colour):
    return hand[:colour] + (hand[colour] - 1,) + hand[colour + 1:]


def _attack(hand, other):
    """The player holding hand puts one card as the attacker; the other defends next."""
    for colour in range(3):
        if hand[colour] > 0:
            left = _put(hand, colour)
            yield OVER if sum(left) == 0 else ("defend", other, left, colour)


def moves(state):
    step, hand, other, colour = state
    if step == "over":
        return
    if step == "attack":
        yield from _attack(hand, other)
        return
    # step == "defend": the player to move defends against `colour`; `other` is the attacker
    yield ("attack", other, hand, -1)                 # do nothing: the attacker plays again
    if hand[colour] > 0:                              # answer with the same colour, swap roles
        left = _put(hand, colour)
        if sum(left) == 0:
            yield OVER
        else:
            yield from _attack(left, other)


def canonical(state):
    return state
