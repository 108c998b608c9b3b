# Coin Rows (Codeforces 1555C): a matrix of 2 rows and m columns, a_{i,j} coins in cell (i, j).
# Alice and Bob both start at (1, 1) and go to (2, m), each step right or down. First Alice makes
# all her moves, collecting the coins of every cell she visits (the start included); then Bob
# makes his, collecting the coins of every cell he visits that Alice did not. The score is the
# number of coins Bob collects; Alice minimises it, Bob maximises it. The answer: the score when
# both play optimally.
# A position: the matrix written in one sequence as the input gives it, row 1 then row 2 (a_{1,1}
# .. a_{1,m}, a_{2,1} .. a_{2,m}); declared here: m = 1..4, coins 1..3 (sequences of even length
# 2..8 over 1..3); the statement allows m <= 10^5 and coins up to 10^4. A path from (1, 1) to
# (2, m) is the column where it goes down, so each player's turn is one move: Alice's move is her
# column, the state (the matrix, her column); Bob's move is his column, and earns Bob the coins of
# his cells that Alice did not visit, ending the game. The value of a position (Alice's, the
# player to move: her points are none, Bob's are the score) is minus the problem's answer.
positions = sequence(values=range(1, 4), length=range(2, 9, 2))
result = "score"


def start(p):
    return (tuple(p), -1)


def _cells(m, down):
    return {(0, j) for j in range(down + 1)} | {(1, j) for j in range(down, m)}


def moves(state):
    p, alice = state
    if alice == -2:
        return []
    m = len(p) // 2
    if alice == -1:
        return [((p, j), 0) for j in range(m)]
    taken = _cells(m, alice)
    options = []
    for k in range(m):
        coins = sum(p[i * m + j] for i, j in _cells(m, k) - taken)
        options.append(((p, -2), coins))
    return options


def canonical(state):
    return state
