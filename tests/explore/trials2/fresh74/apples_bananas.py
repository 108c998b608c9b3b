# Apples and Bananas (Baekjoon 15877): Alice and Bob pile up a stack of a apples and b bananas,
# then take turns removing fruit from the pile, Alice first. In a turn a player removes either one
# apple, or one banana, or three apples and one banana, or one apple and three bananas (exactly
# those numbers: one apple and two bananas is not a move). The player who removes the last fruit
# wins; with no fruit at the start Bob wins at once (Alice has no move). Both play optimally. The
# result: whether Alice, the first player, wins. A position: (a, b), 0..40 each declared here (the
# statement allows 0 <= a, b <= 1,000).
positions = numbers(a=range(0, 41), b=range(0, 41))
result = "win"

TAKES = ((1, 0), (0, 1), (3, 1), (1, 3))       # (apples, bananas) removed in one turn


def moves(position):
    a, b = position
    return [(a - x, b - y) for x, y in TAKES if x <= a and y <= b]
