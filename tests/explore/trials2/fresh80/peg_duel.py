# Peg Game for Two (Kattis peggamefortwo, ICPC North America Qualifier 2018, problem J; the
# statement read on a crawled copy of Baekjoon's page): a triangular board of holes, row i
# holding i holes, each hole empty (0) or holding a peg with a positive value. Jacquez and Alia
# move in turn, Jacquez first. In a move the player picks a peg and jumps it over a neighbouring
# peg, in a straight line (along a row or along either diagonal), onto the empty hole just
# beyond; the jumped peg is removed, and the jumping peg keeps its value in its new hole. A
# player must jump when a jump is available; the game ends when the player to move has none.
# A jump scores the product of the values of the two pegs involved (the jumping one and the
# jumped one). Each player maximises their own total minus the other's. The result: Jacquez's
# total minus Alia's (the value, the first player's points minus the second's). A position: the
# holes row by row from the top (row 1, then row 2 left to right, ...), with exactly one empty
# hole. The statement's board has 5 rows (15 holes) and values 0..100; declared here: boards of
# 1..4 rows over the values 1..2 (and the one 0), 5,325 positions; [larger] holds the
# statement's 5-row boards with values up to 100.


def _rows(length):
    k = 0
    while k * (k + 1) // 2 < length:
        k += 1
    return k if k * (k + 1) // 2 == length else None


positions = sequence(values=range(0, 3), length=range(1, 11)).where(
    lambda p: _rows(len(p)) is not None and list(p).count(0) == 1)
result = "score"

STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1))   # (row, column) in the triangle


def moves(board):
    rows = _rows(len(board))

    def at(r, c):
        return r * (r + 1) // 2 + c if 0 <= r < rows and 0 <= c <= r else None

    options = []
    for r in range(rows):
        for c in range(r + 1):
            start = at(r, c)
            if board[start] == 0:
                continue
            for dr, dc in STEPS:
                over, land = at(r + dr, c + dc), at(r + 2 * dr, c + 2 * dc)
                if over is None or land is None or board[over] == 0 or board[land] != 0:
                    continue
                after = list(board)
                after[land], after[start], after[over] = board[start], 0, 0
                options.append((tuple(after), board[start] * board[over]))
    return options
