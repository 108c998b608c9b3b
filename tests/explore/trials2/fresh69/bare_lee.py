# BareLee (Codeforces 1369F): a game "Critic" of t rounds; round i has two integers s_i <= e_i,
# known to both before the game starts. At the start of round i the number s_i is written on the
# board. The players take turns; each erases the number a on the board and writes either 2 * a or
# a + 1 instead. Whoever writes a number strictly greater than e_i loses that round, the other one
# wins it. Lee starts the first round; the loser of each round starts the next round. The winner
# of the last round is the winner of the game. The problem asks two things; here the first: can
# Lee be the winner whatever Ice Bear does (the answer's first number is 1). The second (can Lee
# be the loser whatever Ice Bear does) is not asked here.
# A position: the rounds as the input writes them, s_1 e_1 s_2 e_2 ... in one sequence; declared
# here: 1..3 rounds with 1 <= s_i <= e_i <= 6 (9,723 positions kept by the filter); the statement
# allows t <= 10^5 rounds and e_i <= 10^18.
# A state: ("play", the rounds still to come, the number on the board, e of this round) with the
# player to write to move; ("won", the rounds still to come) with the winner of the round just
# ended to move: it makes a forced pass that starts the next round with the loser to move (so
# that the players alternate strictly); after the last round the winner of the game is the
# player to move, and winner() says so.
positions = sequence(values=range(1, 7), length=range(2, 7, 2)).where(
    lambda p: all(p[i] <= p[i + 1] for i in range(0, len(p), 2)))
result = "win"


def start(p):
    rounds = tuple((p[i], p[i + 1]) for i in range(0, len(p), 2))
    s, e = rounds[0]
    return ("play", rounds[1:], s, e)


def moves(state):
    if state[0] == "won":
        rest = state[1]
        if not rest:
            return []                                # the game is over
        s, e = rest[0]
        return [("play", rest[1:], s, e)]            # the winner's forced pass: the loser starts
    _, rest, a, e = state
    options = set()
    for b in (2 * a, a + 1):
        if b > e:
            options.add(("won", rest))               # the writer lost the round
        else:
            options.add(("play", rest, b, e))
    return sorted(options)


def winner(state):
    return "mover"                                   # ("won", ()): the winner of the last round


def canonical(state):
    return state
