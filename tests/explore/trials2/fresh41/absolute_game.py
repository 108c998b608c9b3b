# Absolute Game (Baekjoon 17965): Alice has an array a of n integers, Bob an array b of n
# integers. In turn, Alice first, a player removes one element of his own array. The game ends
# when both arrays hold exactly one element: x left in Alice's, y left in Bob's. Alice wants
# |x - y| as large as possible, Bob as small as possible. A position: a_1 .. a_n then b_1 .. b_n,
# one sequence of length 2n (the input's two arrays one after the other); n = 1..4 and values
# 1..4 here (the statement allows n <= 1000 and values up to 10^9). A state: (Alice's elements
# left, sorted; Bob's, sorted; whether Alice is to move). The value: the final |x - y|, both
# playing best (Alice's score; 0 points a move, the end's |x - y| for Alice, who is to move
# there, since both arrays lose n - 1 elements).
positions = sequence(values=range(1, 5), length=range(2, 9, 2))
result = "score"


def start(position):
    n = len(position) // 2
    return (tuple(sorted(position[:n])), tuple(sorted(position[n:])), True)


def moves(state):
    a, b, alice = state
    own = a if alice else b
    if len(own) < 2:
        return
    for i, v in enumerate(own):
        if i > 0 and own[i - 1] == v:
            continue
        left = own[:i] + own[i + 1:]
        yield ((left, b, False) if alice else (a, left, True)), 0


def final(state):
    a, b, alice = state               # one element each: |x - y| for Alice, its loss for Bob
    return abs(a[0] - b[0]) if alice else -abs(a[0] - b[0])


def canonical(state):
    return state
