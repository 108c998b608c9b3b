# Triangle War (POJ 1085, UVa 751): ten dots in a triangle, rows of 1, 2, 3 and 4 dots numbered
# 1; 2 3; 4 5 6; 7 8 9 10, joined by 18 lines that make 9 small triangles. In turn, A first, a
# player draws one line not drawn yet; if it completes one or more triangles, the player owns
# them and moves again (the other player skips a turn). The game ends when every line is drawn.
# The problem gives the moves made so far and asks who ends with more triangles; here a position
# is the set of lines drawn, one string of 18 characters ('1' drawn, '0' not) in the order of
# LINES below, A to move, and the value is A's triangles from here on minus B's (the triangles
# owned already are added by the problem; they do not change the play). A state: (the lines
# drawn, whether the player to move must skip because the other one just completed a triangle).
LINES = [(1, 2), (1, 3), (2, 3), (2, 4), (2, 5), (3, 5), (3, 6), (4, 5), (4, 7), (4, 8),
         (5, 6), (5, 8), (5, 9), (6, 9), (6, 10), (7, 8), (8, 9), (9, 10)]
TRIANGLES = [(1, 2, 3), (2, 4, 5), (2, 3, 5), (3, 5, 6), (4, 7, 8), (4, 5, 8), (5, 8, 9),
             (5, 6, 9), (6, 9, 10)]
positions = string("01", length=range(18, 19)).where(
    lambda s: len(s) == 18 and s.count("0") <= 6)
result = "score"

_SIDES = [[LINES.index((a, b)), LINES.index((a, c)), LINES.index((b, c))]
          for a, b, c in TRIANGLES]


def _complete(drawn):
    return sum(1 for sides in _SIDES if all(drawn[i] == "1" for i in sides))


def start(drawn):
    return (drawn, False)


def moves(state):
    drawn, skip = state
    if skip:
        yield ((drawn, False), 0)             # the skipped turn: nothing drawn, no triangle
        return
    before = _complete(drawn)
    for i, ch in enumerate(drawn):
        if ch == "0":
            after = drawn[:i] + "1" + drawn[i + 1:]
            gained = _complete(after) - before
            yield ((after, gained > 0), gained)


def canonical(state):
    return state
