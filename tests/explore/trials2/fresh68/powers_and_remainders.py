# Game (Baekjoon 12826): two integers A and B, both at least 1 at the start. Mirek and Kamil move
# in turn, Mirek first. With A <= B a move replaces B with B - A^K for some integer K > 0 with
# B - A^K >= 0, or replaces B with B mod A; with B <= A the same moves change A. The player who
# changes a number into 0 wins, so the player who faces a 0 has lost. The result: whether Mirek,
# the first player, wins (the answer "Mirek"). A position: (A, B), 1..40 each declared here (the
# statement allows 1 <= A, B <= 10^18). A state: the two numbers, the smaller first.
positions = numbers(a=range(1, 41), b=range(1, 41))
result = "win"


def moves(state):
    small, big = min(state), max(state)
    if small == 0:
        return []
    options = {tuple(sorted((small, big % small)))}
    power = small
    while power <= big:
        options.add(tuple(sorted((small, big - power))))
        if small == 1:
            break
        power *= small
    return sorted(options)


def canonical(state):
    return tuple(sorted(state))
