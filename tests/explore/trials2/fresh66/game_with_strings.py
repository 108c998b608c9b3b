# Game with Strings (Codeforces 354B): an n x n table T of lowercase letters. A string is good if
# some path from the upper left cell, moving only right and down, spells it. Two players start
# from the empty string and take turns appending a letter so that the string stays good; the game
# ends after 2n - 1 turns. If the string has strictly more letters 'a' than 'b', the first player
# wins; strictly more 'b' than 'a', the second player wins; as many, a draw. The result: W, L or D
# for the first player (the answers FIRST, SECOND, DRAW).
# A position: the table written row after row in one string (n^2 letters); declared here: n = 1..3
# over the letters a, b and c (c standing for every other letter): 19,767 tables; the statement
# allows n <= 20 and any lowercase letters. A state: (the table, n, the number of letters written,
# the cells where a path spelling the string can end (all on one anti-diagonal), #a - #b so far).
# The game is decided at its end through winner(); the player to move is the first player when an
# even number of letters is written.
positions = string("abc", length=range(1, 10)).where(lambda s: round(len(s) ** 0.5) ** 2 == len(s))
result = "outcome"


def start(table):
    n = round(len(table) ** 0.5)
    return (table, n, 0, (), 0)


def _worth(letter):
    return 1 if letter == "a" else -1 if letter == "b" else 0


def moves(state):
    table, n, written, ends, diff = state
    if written == 2 * n - 1:
        return []
    if written == 0:
        return [(table, n, 1, ((0, 0),), _worth(table[0]))]
    reach = {}
    for r, c in ends:
        for rr, cc in ((r + 1, c), (r, c + 1)):
            if rr < n and cc < n:
                reach.setdefault(table[rr * n + cc], set()).add((rr, cc))
    return [(table, n, written + 1, tuple(sorted(cells)), diff + _worth(letter))
            for letter, cells in sorted(reach.items())]


def winner(state):
    table, n, written, ends, diff = state
    if diff == 0:
        return "draw"
    first_wins = diff > 0
    first_to_move = written % 2 == 0
    return "mover" if first_wins == first_to_move else "last"


def canonical(state):
    return state
