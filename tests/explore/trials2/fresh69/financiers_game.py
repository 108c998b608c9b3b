# Financiers Game (Codeforces 729F): n papers in a row, each with an income a_i (positive, zero or
# negative). Igor takes papers from the left side, Zhenya from the right side, in turns, Igor
# first. Igor's first move takes 1 or 2 papers; after that, a player takes k or k + 1 papers from
# his side if the opponent took exactly k papers on the previous turn. Players can't skip moves.
# The game ends when no paper is left or when the player to move can't make a move. Igor
# maximises the sum of the incomes he took minus the sum Zhenya took, Zhenya minimises it. The
# answer: that difference with optimal play.
# A position: the row a_1 .. a_n; declared here: n = 1..6 with incomes -2..2 (19,530 sequences);
# the statement allows n <= 4000 and |a_i| <= 10^5.
# A state: (the papers left, in order; k, the number the opponent took last, 1 before Igor's first
# move; 0 when Igor is to move, 1 when Zhenya is). A move earns the mover the sum of the papers it
# takes, so the value of a position (Igor's side: he moves first) is the answer.
positions = sequence(values=range(-2, 3), length=range(1, 7))
result = "score"


def start(a):
    return (tuple(a), 1, 0)


def moves(state):
    papers, k, side = state
    options = []
    for take in (k, k + 1):
        if take > len(papers):
            continue
        if side == 0:                                # Igor: from the left
            taken, left = papers[:take], papers[take:]
        else:                                        # Zhenya: from the right
            taken, left = papers[len(papers) - take:], papers[:len(papers) - take]
        options.append(((left, take, 1 - side), sum(taken)))
    return options


def canonical(state):
    return state
