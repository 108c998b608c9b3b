# Say Goodbye to Tic-Tac-Toe (UVa 11534): a 1 x N board, each cell empty (.), X or O, with no two
# neighbouring cells holding the same letter. In turn, a player writes X or O (either, the
# player's choice) in an empty cell, so that no two neighbouring cells hold the same letter. The
# player who cannot move loses. (The problem's board is a game in progress that Alice began: it
# asks whether Alice wins, and she is the player to move when an even number of letters is
# written.) The result: whether the player to move wins.
positions = string(".XO", length=range(1, 9)).where(lambda s: "XX" not in s and "OO" not in s)


def moves(board):
    for i, c in enumerate(board):
        if c != ".":
            continue
        for letter in "XO":
            if i > 0 and board[i - 1] == letter:
                continue
            if i + 1 < len(board) and board[i + 1] == letter:
                continue
            yield board[:i] + letter + board[i + 1:]
