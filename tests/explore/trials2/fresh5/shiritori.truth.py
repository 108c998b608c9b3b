# Truth for AtCoder ABC 209 E: retrograde analysis of every reachable tag (the tag the next word
# must start with), with Takahashi's forced first word as one move from a start state.
from oracle import outcome_search


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0


def truth(position):
    words = [(position[i], position[i + 1]) for i in range(0, len(position), 2)]

    def moves(tag):
        if tag == "start":
            return [words[0][1]]
        return [b for a, b in words if a == tag]
    return outcome_search(moves)("start")
