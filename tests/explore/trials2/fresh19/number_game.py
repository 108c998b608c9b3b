# Number Game (Codeforces 1749C), at a fixed number of stages k: an array of positive numbers.
# The game has k stages, i = 1..k. In stage i Alice must remove from the array an element that
# is at most k - i + 1 (if there is none, she loses); then, if the array is not empty, Bob must
# add k - i + 1 to one element of his choice. Alice wins if she completes all k stages. (The
# problem asks for the largest k with which Alice wins; here: who wins at a given k.) A
# position: the array, a multiset. A state: (whose turn, the sorted array, the stage), and
# ("done",) once Alice has completed stage k, where Bob, to move, has no move and has lost.
# The result: whether Alice, who moves first, wins.
k = param("k", 2)
assert k >= 1, "here k >= 1"
positions = multiset(piles=range(1, 7), size=range(1, 6))
result = "win"


def start(position):
    return ("A", tuple(sorted(position)), 1)


def moves(state):
    if state[0] == "done":
        return
    who, arr, i = state
    bound = k - i + 1
    if who == "A":
        for j, v in enumerate(arr):
            if v <= bound and (j == 0 or arr[j - 1] != v):
                rest = arr[:j] + arr[j + 1:]
                yield ("done",) if i == k else ("B", rest, i)
    else:
        if not arr:
            yield ("A", arr, i + 1)
        for j, v in enumerate(arr):
            if j == 0 or arr[j - 1] != v:
                yield ("A", tuple(sorted(arr[:j] + (v + bound,) + arr[j + 1:])), i + 1)
