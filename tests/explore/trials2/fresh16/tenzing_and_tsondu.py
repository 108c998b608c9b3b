# Tenzing and Tsondu (Codeforces 1842A), with as many monsters on each side: Tsondu has monsters
# of strengths a_1 .. a_n, Tenzing monsters b_1 .. b_n (the problem lets n and m differ; here
# n = m). In turn, Tsondu first, a player picks one of his monsters x and one of the opponent's,
# y; they fight: x becomes x - y and y becomes y - x at once, and a monster of strength <= 0
# dies. A player with no monster left loses; when both have none left, the game is a draw. A
# position: (a_1, ..., a_n, b_1, ..., b_n). A state: (the mover's monsters, the other's). The
# result: W (Tsondu wins), L (Tenzing wins) or D (a draw).
positions = sequence(values=range(1, 5), length=range(2, 7, 2))
result = "outcome"


def start(strengths):
    half = len(strengths) // 2
    return (tuple(sorted(strengths[:half])), tuple(sorted(strengths[half:])))


def moves(state):
    mine, theirs = state
    if not mine or not theirs:
        return
    for x in sorted(set(mine)):
        for y in sorted(set(theirs)):
            new_mine, new_theirs = list(mine), list(theirs)
            new_mine.remove(x)
            new_theirs.remove(y)
            if x - y > 0:
                new_mine.append(x - y)
            if y - x > 0:
                new_theirs.append(y - x)
            yield (tuple(sorted(new_theirs)), tuple(sorted(new_mine)))


def winner(state):
    mine, theirs = state
    if not mine and not theirs:
        return "draw"
    return "last" if not mine else "mover"


def canonical(state):
    return state
