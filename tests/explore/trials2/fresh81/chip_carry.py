# 【MX-X7-T6】[LSOT-3] 棋盘 (Luogu P11565): a number line with n pieces at the origin at first;
# a_i is the number of pieces at point i (the origin i = 0). A move finds the smallest i with
# a_i >= 2, takes 2 off a_i, and adds 1 either to a_(i+1) or to a_(i+2), as the mover chooses.
# Alice moves first, then they alternate; a player must move while such an i exists, and the game
# ends at once when none does. Alice wants the total number of moves as small as possible, Bob as
# large as possible. The answer: the number of moves made, both playing best. A position: n,
# 1..60 declared here (the statement allows n <= 10^18, T <= 500 games). A state: (a_0, a_1, ..
# up to the last point holding a piece, whose turn: 0 Alice, 1 Bob). A move by Alice scores -1
# for her and a move by Bob +1 for him, so the value, Alice's, moving first, is minus the
# number of moves (the answer is -value).
positions = numbers(n=range(1, 61))
result = "score"


def start(position):
    return ((position[0],), 0)


def moves(state):
    counts, turn = state
    spot = next((i for i, c in enumerate(counts) if c >= 2), None)
    if spot is None:
        return []
    out = []
    for step in (1, 2):
        after = list(counts) + [0] * max(0, spot + step + 1 - len(counts))
        after[spot] -= 2
        after[spot + step] += 1
        out.append(((tuple(after), 1 - turn), -1 if turn == 0 else 1))
    return out
