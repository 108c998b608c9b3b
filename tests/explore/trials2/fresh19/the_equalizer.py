# The Equalizer (Codeforces 2217A): an array of positive numbers and a number k. In turn,
# Shaunak first, a player decreases a positive element by one; Shaunak may, once in the game and
# instead of such a move, set every element of the array to k. The game ends when every element
# is 0; the player who made the last move wins. A position: the array, a multiset. A state:
# (whose turn, whether Shaunak's special move is still unused, the sorted array). The result:
# whether Shaunak, the first player, wins.
k = param("k", 1)
assert k >= 1, "here k >= 1"
positions = multiset(piles=range(1, 6), size=range(1, 5))
result = "win"


def start(position):
    return ("S", True, tuple(sorted(position)))


def moves(state):
    who, unused, arr = state
    if not any(arr):
        return
    other = "O" if who == "S" else "S"
    for j, v in enumerate(arr):
        if v > 0 and (j == 0 or arr[j - 1] != v):
            yield (other, unused, tuple(sorted(arr[:j] + (v - 1,) + arr[j + 1:])))
    if who == "S" and unused:
        yield (other, False, (k,) * len(arr))
