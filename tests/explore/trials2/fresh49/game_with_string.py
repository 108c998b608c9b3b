# Game With String (Codeforces 1221E, Educational Codeforces Round 73): a string s of '.' and
# 'X' and two integers a > b. Alice and Bob move in turn, Alice first. On her turn Alice picks a
# contiguous substring of s made only of '.' whose length is exactly a and turns each of its
# letters into 'X'; on his turn Bob does the same with a substring of length exactly b. The
# player who cannot move loses. The answer: whether Alice wins with best play. The input's a and
# b are the parameters a and b (the statement asks 1 <= b < a <= 3 * 10^5). A position: s, of
# length 1..10 here (the statement allows |s| <= 3 * 10^5, many queries). A state: (the string,
# whose turn: 0 Alice, 1 Bob). The result: whether the player to move, Alice at the start, wins.
a = param("a", 3)
b = param("b", 2)
assert 1 <= b < a, "1 <= b < a"
positions = string(".X", length=range(1, 11))
result = "win"


def start(s):
    return (s, 0)


def moves(state):
    s, side = state
    length = a if side == 0 else b
    options = set()
    for i in range(len(s) - length + 1):
        if s[i:i + length] == "." * length:
            options.add((s[:i] + "X" * length + s[i + length:], 1 - side))
    return sorted(options)


def canonical(state):
    return state
