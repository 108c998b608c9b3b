# 돌 게임 (Baekjoon Online Judge 32659, "Stone Game"): a 1 x N board. An even number of its cells
# hold stones, black and white in equal numbers, placed alternately (read from left to right the
# colours alternate). The first player plays Black, the second White, and they alternate turns.
# On his turn a player chooses one stone of his own colour and moves it left or right by as many
# cells as he likes: it must move, and it may neither jump over another stone nor land on a cell
# that holds a stone. A player who cannot move on his turn loses. If the game is not decided
# after 10^100 turns it is a draw. The answer is Win, Lose or Draw for the first player (Black).
# A position: the input's string S over 'B' (black stone), 'W' (white stone) and '.' (empty),
# with at least one stone of each colour and the colours alternating (so the counts are equal),
# as the statement says; length 2 to 8 declared here (the statement allows up to 5,000). A state:
# (the string, the colour to move: 'B' or 'W'). Play that never ends stands for the 10^100 turns
# (a draw). The result: W if Black, the first player, wins, L if he loses, D for a draw.


def _alternating(s):
    stones = [c for c in s if c != "."]
    return ("B" in stones and "W" in stones
            and all(stones[i] != stones[i + 1] for i in range(len(stones) - 1)))


positions = string("BW.", length=range(2, 9)).where(_alternating)
result = "outcome"


def start(board):
    return (board, "B")


def moves(state):
    board, turn = state
    other = "W" if turn == "B" else "B"
    for i, c in enumerate(board):
        if c != turn:
            continue
        for step in (-1, 1):
            j = i + step
            while 0 <= j < len(board) and board[j] == ".":
                new = list(board)
                new[i], new[j] = ".", turn
                yield ("".join(new), other)
                j += step


def canonical(state):
    return state
