# Xor Division Game (yukicoder No.3258): a multiset S of integer sequences, at the start
# S = {(F_1, ..., F_N)}, no F_i equal to 0. Splitting a sequence A = (A_1, ..., A_K) of S at a
# place i (1 <= i <= K) does, in order: if i != 1, add (A_1 xor A_i, ..., A_{i-1} xor A_i) to
# S; if i != K, add (A_{i+1} xor A_i, ..., A_K xor A_i) to S; remove one copy of A from S. In
# turn, Alice first, a player chooses any sequence A of S and a place i and splits A there; a
# split is not allowed when some sequence of S would then contain a 0. The player who cannot
# move loses. A position: F, a sequence of 1 to 5 values in 1..7 declared here (the statement
# allows N up to 2 * 10^5 and 1 <= F_i < 2^30). A state: S, the sorted tuple of its sequences.
# The result: whether Alice, the first player, wins.
positions = sequence(values=range(1, 8), length=range(1, 6))
result = "win"


def start(position):
    return (tuple(position),)


def moves(state):
    for s, a in enumerate(state):
        if s > 0 and state[s - 1] == a:
            continue
        rest = state[:s] + state[s + 1:]
        for i, x in enumerate(a):
            left = tuple(v ^ x for v in a[:i])
            right = tuple(v ^ x for v in a[i + 1:])
            if 0 in left or 0 in right:
                continue                 # a sequence of S would contain a 0: not allowed
            yield tuple(sorted(rest + tuple(p for p in (left, right) if p)))


def canonical(state):
    return state
