# TheStringGame (Topcoder SRM 428): a string over X, O and L without the substring LOL. In turn,
# John first, a player replaces one X with O or with L. If LOL then appears in the string, that
# player wins at once and the game ends; otherwise the game goes on until no X is left, and then
# it ends with no winner (a draw). (The problem also asks for the number of moves the game lasts,
# each player winning as fast, or losing as slowly, as he can; here only who wins, or a draw.) A
# position: the string. The result: W, L or D for John, the first player.
positions = string("XOL", length=range(1, 8)).where(lambda s: "LOL" not in s)
result = "outcome"


def moves(s):
    if "LOL" in s:
        return
    for i, c in enumerate(s):
        if c == "X":
            yield s[:i] + "O" + s[i + 1:]
            yield s[:i] + "L" + s[i + 1:]


def winner(s):
    return "last" if "LOL" in s else "draw"
