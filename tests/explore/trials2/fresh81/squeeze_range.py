# 【MX-X17-T4】Yet another Game problem (Luogu P13755): a sequence a_1 .. a_n (n >= 2) and a range
# [l, r], at first [1, n]. Alice and Bob, who both see everything, move in turn, Alice first:
# Alice chooses i with l < i <= r and the range becomes [i, r]; Bob chooses i with l <= i < r and
# the range becomes [l, i]. The game ends when l = r; the score is a_l. Alice wants the score as
# large as possible, Bob as small as possible. The answer: the score, both playing best (the
# statement's second part, Alice's best first moves, is not asked here). A position: a_1 .. a_n,
# values 1..4 and n = 2..6 declared here (5,456 sequences; the statement allows n <= 10^6,
# a_i <= 10^9). A state: (the sequence, l, r, whose turn: 0 Alice, 1 Bob), 0-based. A turn that
# ends the game scores a_l for Alice, or -a_l when Bob makes it, so the value, Alice's, moving
# first, is the score.
positions = sequence(values=range(1, 5), length=range(2, 7))
result = "score"


def start(position):
    return (tuple(position), 0, len(position) - 1, 0)


def moves(state):
    a, l, r, turn = state
    if l == r:
        return []
    out = []
    if turn == 0:
        for i in range(l + 1, r + 1):
            out.append(((a, i, r, 1), a[i] if i == r else 0))
    else:
        for i in range(l, r):
            out.append(((a, l, i, 0), -a[l] if i == l else 0))
    return out
