# Special Game (Baekjoon 18738): 2n cards of the values 1..2n, all different; Dmytryk and Petro
# hold n cards each, both hands known to both. n rounds are played; Dmytryk leads the first. In
# a round the leading player plays one of his cards; then the other player, seeing it, plays one
# of his, and he must play a card higher than the led one when he holds one (any such card);
# else any card. The higher card wins the round, and its player leads the next round; both cards
# leave the game. Each player plays to win as many rounds as he can. The answer: how many
# rounds Dmytryk wins. A position: a string of 2n letters, the i-th telling who holds the card
# of value i (D Dmytryk, P Petro), kept when each holds n cards; n = 1..5 declared here (the
# statement allows n <= 1000). The turns: a lead is one move; an answer that loses the round is
# one move (the other then leads); an answer that wins the round is one move together with the
# lead of the next round (the answering player leads next), so that the players alternate. A
# state: ("lead", the mover's cards, the other's cards), ("answer", the mover's cards, the
# other's cards, the led card), or ("end",). A move scores +1 for the mover when he wins a round
# in it and -1 when he loses one. The value, Dmytryk's (leading first): his rounds minus
# Petro's, so he wins (n + value) / 2 rounds.


def _fair(s):
    return len(s) % 2 == 0 and s.count("D") == s.count("P")


positions = string("DP", length=range(2, 11, 2)).where(_fair)
result = "score"


def start(s):
    mine = tuple(i + 1 for i, c in enumerate(s) if c == "D")
    theirs = tuple(i + 1 for i, c in enumerate(s) if c == "P")
    return ("lead", mine, theirs)


def _without(cards, card):
    return tuple(c for c in cards if c != card)


def moves(state):
    if state[0] == "end":
        return []
    if state[0] == "lead":
        _, mine, theirs = state
        return [(("answer", theirs, _without(mine, c), c), 0) for c in mine]
    _, mine, theirs, led = state
    higher = [c for c in mine if c > led]
    out = []
    for c in (higher or mine):
        left = _without(mine, c)
        if c > led:                                   # won: the mover leads the next round
            if not left:
                out.append((("end",), 1))
            for nxt in left:
                out.append((("answer", theirs, _without(left, nxt), nxt), 1))
        else:                                         # lost: the other leads the next round
            out.append(((("lead", theirs, left) if left else ("end",)), -1))
    return out
