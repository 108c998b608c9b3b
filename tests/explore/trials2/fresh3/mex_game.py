# MEX Game 1 (Codeforces 1943A): an array a of non-negative integers and an empty array c.
# Alice first, in turn: Alice takes an element of a, appends it to c and deletes it from a; Bob
# deletes an element of a. When a is empty the score is MEX(c); Alice wants it large, Bob small.
# The value: the score, both playing best.
positions = multiset(piles=range(0, 4), size=range(1, 7))
result = "score"


def start(a):
    return (a, (), True)              # what is left of a, the distinct values in c, Alice to move


def moves(state):
    a, c, alice = state
    for i, v in enumerate(a):
        if i > 0 and a[i - 1] == v:
            continue
        rest = a[:i] + a[i + 1:]
        taken = tuple(sorted(set(c) | {v})) if alice else c
        yield ((rest, taken, not alice), 0)


def final(state):
    a, c, alice = state
    mex = 0
    while mex in c:
        mex += 1
    return mex if alice else -mex     # Alice's gain is the MEX, Bob's its negation


def canonical(state):
    return state
