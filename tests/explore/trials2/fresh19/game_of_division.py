# Game of Division (Codeforces 2040A): an array of numbers and a number k. The first player
# chooses an index i; then the second player chooses a different index j. The first player wins
# if |a_i - a_j| is not divisible by k, the second player wins otherwise. (The problem also asks
# for a winning index; here: whether one exists.) A position: the array, a multiset. A state:
# ("pick", the array) for the first choice, ("answer", the array, a_i) for the second, and
# ("won",), where the first player, to move after the second's choice, has one last move to
# ("over",) when he has won, and none when he has lost. The result: whether the first player
# wins.
k = param("k", 2)
assert k >= 1, "here k >= 1"
positions = multiset(piles=range(1, 9), size=range(1, 6))
result = "win"


def start(position):
    return ("pick", tuple(sorted(position)))


def moves(state):
    if state[0] == "pick":
        arr = state[1]
        for j, v in enumerate(arr):
            if j == 0 or arr[j - 1] != v:
                yield ("answer", arr[:j] + arr[j + 1:], v)
    elif state[0] == "answer":
        _, rest, ai = state
        for aj in sorted(set(rest)):
            yield ("won",) if abs(ai - aj) % k != 0 else ("lost",)
    elif state[0] == "won":
        yield ("over",)
