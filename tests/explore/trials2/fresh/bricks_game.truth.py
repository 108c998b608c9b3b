# Truth for HackerRank Bricks Game: take 1, 2 or 3 from the top (the front of the tuple).
from oracle import score_search

_best = score_search(lambda bricks: [(bricks[t:], sum(bricks[:t]))
                                     for t in (1, 2, 3) if t <= len(bricks)])


def truth(position):
    return _best(tuple(position))
