# Nene and the Card Game (Codeforces 1956B): a deck of 2n cards, each integer 1 .. n on exactly
# two of them; you hold n cards, Nene the other n (every card is known to both). Over 2n turns,
# you first, a player puts one card of their hand on the table; they score a point if a card with
# the same integer is already on the table. You play to maximise your points; Nene plays to
# maximise hers and, among equal totals, to leave you the fewest. A position: your hand (a
# multiset of n numbers from 1 .. n, none more than twice). A state: per integer, (the mover's
# cards of it, the other's cards of it); the rest are on the table. The value: your points.
positions = multiset(piles=range(1, 7), size=range(1, 7)).where(
    lambda h: max(h) <= len(h) and all(h.count(v) <= 2 for v in h))
result = "score"
score = "own"
ties = "least"


def start(hand):
    n = len(hand)
    return tuple(sorted((hand.count(v), 2 - hand.count(v)) for v in range(1, n + 1)))


def moves(state):
    seen = set()
    for i, (mine, theirs) in enumerate(state):
        if mine == 0 or (mine, theirs) in seen:
            continue
        seen.add((mine, theirs))
        point = 1 if mine + theirs == 1 else 0             # its twin is on the table
        after = list(state)
        after[i] = (mine - 1, theirs)
        yield (tuple(sorted((t, m) for m, t in after)), point)   # the other player moves next


def canonical(state):
    return state
