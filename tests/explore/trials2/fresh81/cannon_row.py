# 「EZEC-6」象棋 (Luogu P7387): a board of 1 row and n columns, every cell holding one cannon, red
# (1) or black (0). Red moves first, then they alternate. A turn either makes one capture or
# passes: a capture takes one of the mover's cannons and one of the other player's cannons with
# exactly one cannon (of either colour) between them, removes the other player's cannon from the
# board and moves the mover's cannon to its cell. The game ends when both agree to end it or no
# cannon can move; the player with more cannons left wins (equal numbers: a tie). The result: W,
# L or D for red, moving first (the answers WIN, LOSE and TIE). A position: the row as a string
# of 1 and 0, lengths 1..10 declared here (2,046 strings; the statement allows n <= 10^7, T <=
# 10^5). Empty cells play no part (only the cannons between two cannons count), so a state keeps
# the cannons left in order: a capture deletes the mover's cannon and recolours the one two
# places away. Read here: the game ends after two passes in a row (a player who wants to end
# passes; with no capture left for either player both can only pass). A state: (the cannons,
# whose turn: 0 red, 1 black, 1 if the last turn was a pass, 2 once two passes ended the game).
positions = string("01", length=range(1, 11))
result = "outcome"


def start(row):
    return (row, 0, 0)


def moves(state):
    row, turn, passes = state
    if passes == 2:
        return []
    mine = "1" if turn == 0 else "0"
    out = set()
    for i, c in enumerate(row):
        if c != mine:
            continue
        for j in (i - 2, i + 2):
            if 0 <= j < len(row) and row[j] != mine:
                after = row[:j] + mine + row[j + 1:]
                after = after[:i] + after[i + 1:]
                out.add((after, 1 - turn, 0))
    out.add((row, 1 - turn, passes + 1))                  # a pass
    return sorted(out)


def winner(state):
    row, turn, _ = state
    red, black = row.count("1"), row.count("0")
    if red == black:
        return "draw"
    red_won = red > black
    return "mover" if red_won == (turn == 0) else "last"
