# Card Game (Codeforces 1739C): cards numbered 1..n (n even), n/2 of them Alex's and n/2 Boris's.
# The game is played in turns; Alex leads the first turn, Boris the second, Alex the third, and
# so on. In a turn the leader plays one of their cards, and the other player must answer with one
# of their own cards of a greater number; a player who cannot answer loses. Both cards are then
# discarded. If every card has been played, the game is a draw. (The problem counts the splits of
# the cards by their result; here one split is played.) A position: the owners of the cards
# 1, 2, ..., n, one letter each ('A' Alex, 'B' Boris), as many A's as B's. A state: (the cards of
# the player to move, the cards of the other, the card just led by the other or 0 when the player
# to move leads); after answering, the same player leads the next turn, so one move here is an
# answer together with the next lead (or the answer alone when it empties both hands). The result:
# W if Alex wins, L if Boris wins, D for a draw.
positions = string("AB", length=range(2, 11, 2)).where(lambda s: s.count("A") == s.count("B"))
result = "outcome"


def start(owners):
    alex = tuple(i + 1 for i, c in enumerate(owners) if c == "A")
    boris = tuple(i + 1 for i, c in enumerate(owners) if c == "B")
    return (alex, boris, 0)


def moves(state):
    mine, other, led = state
    if led == 0:                                   # Alex's first lead
        for z in mine:
            yield (other, tuple(c for c in mine if c != z), z)
        return
    for y in mine:
        if y <= led:
            continue
        rest = tuple(c for c in mine if c != y)
        if not rest:                               # both hands are empty: the game ends
            yield (other, rest, 0)
            continue
        for z in rest:
            yield (other, tuple(c for c in rest if c != z), z)


def winner(state):
    mine, other, led = state
    return "draw" if led == 0 else "last"          # no card left, or no answer to the lead


def canonical(state):
    return state
