# Remove Colored Pieces if Both Neighbors are the Same Color (LeetCode 2038): a line of pieces
# 'A' and 'B'. Alice (first) removes an 'A' whose two neighbours are both 'A'; Bob removes a 'B'
# whose two neighbours are both 'B'; never an edge piece. Who cannot move loses.
positions = string("AB", length=range(1, 11))


def start(s):
    return (s, "A")                   # Alice moves first


def moves(state):
    s, who = state
    for i in range(1, len(s) - 1):
        if s[i - 1] == s[i] == s[i + 1] == who:
            yield (s[:i] + s[i + 1:], "B" if who == "A" else "A")


def canonical(state):
    return state
