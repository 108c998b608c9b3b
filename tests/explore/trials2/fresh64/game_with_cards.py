# Game with Cards (Codeforces 1681A): Alice has n cards a_1..a_n, Bob m cards b_1..b_m. On the
# first turn the first player plays any of his/her cards; on every later turn the player to move
# must play one of his/her cards with a number greater than the card the other played on the
# turn before. Who cannot play loses. The problem asks two questions, who wins when Alice plays
# first and who wins when Bob does: the second is the first with the hands exchanged, so the
# game here is one question, whether the player who plays first wins, the first hand being the
# first player's.
# A position: the two hands written in one sequence as the input gives them, (n, a_1..a_n, m,
# b_1..b_m), the first hand the first player's; declared here: numbers 1..4, n, m = 1..3
# (sequences of length 4..8 over 1..4 kept by a filter: n and m must match the lengths); the
# statement allows n, m <= 50 and numbers up to 50. A state: (the hand of the player to move, the
# other's hand, both sorted, the number on the card just played, 0 before the first card). The
# number only rises, so no card could be played twice by the same player: whether a played card
# returns to the hand (the statement does not say) changes nothing, and it stays in the hand.
positions = sequence(values=range(1, 5), length=range(4, 9)).where(
    lambda p: p[0] + 2 < len(p) and p[p[0] + 1] == len(p) - p[0] - 2)
result = "win"


def start(p):
    n = p[0]
    return (tuple(sorted(p[1:n + 1])), tuple(sorted(p[n + 2:])), 0)


def moves(state):
    mine, theirs, last = state
    return [(theirs, mine, c) for c in sorted(set(mine)) if c > last]


def canonical(state):
    return state
