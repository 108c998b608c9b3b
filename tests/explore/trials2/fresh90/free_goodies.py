# Free Goodies (BZOJ 2264): Petra and Jan share n goodies; goodie i is worth p_i to Petra and j_i
# to Jan. They pick goodies one at a time, in turn, until none is left; a coin toss says who
# picks first. Petra always picks the goodie worth most to her, and among those the one worth
# least to Jan. Jan picks so as to make his own final total as large as possible, and among the
# ways to do so he prefers the one that leaves Petra the largest total. Both know all values.
# The problem prints both totals; here the value is the total of the one who picks first, each
# total in its owner's own values (Petra's moves are forced, so her total and Jan's follow).
# A position: the sequence (who picks first: 0 Petra, 1 Jan, then p_1, j_1, ..., p_n, j_n),
# values 0..3 and 1..3 goodies declared here (the statement allows n <= 1,000 and values up to
# 1,000). A state: (the goodies left as sorted (p, j) pairs, who picks: 0 Petra, 1 Jan). Each
# player maximises its own total; among equal totals for the one who picks, the pick that leaves
# the other the most (for Petra, whose pick is forced, the rule does not matter).
positions = sequence(values=range(0, 4), length=range(3, 8, 2)).where(lambda s: s[0] <= 1)
result = "score"
score = "own"
ties = "most"


def start(position):
    return (tuple(sorted(zip(position[1::2], position[2::2]))), position[0])


def moves(state):
    goods, turn = state
    if not goods:
        return []
    if turn == 0:
        pick = max(range(len(goods)), key=lambda i: (goods[i][0], -goods[i][1]))
        return [((goods[:pick] + goods[pick + 1:], 1), goods[pick][0])]
    out = []
    for i, (p, j) in enumerate(goods):
        if i and goods[i - 1] == (p, j):
            continue
        out.append(((goods[:i] + goods[i + 1:], 0), j))
    return out
