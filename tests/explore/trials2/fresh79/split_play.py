# 演剧 (Luogu P13309): Yuki (雪) and K play on a sequence a_1 .. a_n. In each round one player
# cuts the sequence at a point into two non-empty parts and the OTHER player deletes one of the
# parts; play goes on with the part left. Round 1: Yuki cuts, K deletes; round 2: K cuts, Yuki
# deletes; round 3: Yuki cuts, K deletes; and so on. The game ends when one number is left (no
# cut is possible). Yuki wants the number left as large as possible, K as small as possible. The
# answer: the number left, both playing best. A position: a_1 .. a_n, values 1..4 and n = 1..6
# declared here (the statement allows n <= 10^5 and a_i <= 10^9). A turn here is one player's
# part between two of the other's: Yuki's first cut; then each turn deletes a part of the
# other's cut and, if more than one number is left, cuts what is left. A state: ("cut", left
# part, right part, whose turn: 0 Yuki, 1 K), or ("whole", a, 0) before Yuki's first cut, or
# ("end", the number left, whose turn). The value, Yuki's (moving first): the number left (a
# turn that leaves one number v scores v for Yuki or -v for K; a single number at the start is
# Yuki's v by final()).
positions = sequence(values=range(1, 5), length=range(1, 7))
result = "score"


def start(position):
    return ("whole", tuple(position), 0)


def final(state):
    if state[0] == "whole":               # one number from the start: it is left, Yuki to move
        return state[1][0]
    return 0


def _cuts(part, turn):
    return [("cut", part[:i], part[i:], turn) for i in range(1, len(part))]


def moves(state):
    if state[0] == "whole":
        return [(nxt, 0) for nxt in _cuts(state[1], 1)]
    if state[0] == "end":
        return []
    _, left, right, turn = state
    sign = 1 if turn == 0 else -1
    out = []
    for kept in (left, right):                        # delete the other part
        if len(kept) == 1:
            out.append((("end", kept[0], 1 - turn), sign * kept[0]))
        else:
            out.extend((nxt, 0) for nxt in _cuts(kept, 1 - turn))
    return out
