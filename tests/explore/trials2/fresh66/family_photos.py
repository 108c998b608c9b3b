# Family Photos (Codeforces 725F): n stacks of exactly two photos each. Alice and Bonnie take
# turns, Alice first; in a turn a player takes the top photo of one of the stacks, or passes. A
# photo (a, b) is worth a to Alice and b to Bonnie. The game ends when all photos are taken or both
# players pass consecutively. Each player maximises her happiness minus her sister's. The answer:
# Alice's happiness minus Bonnie's with optimal play.
# A position: the stacks as the input writes them, one after another, each as a1 b1 a2 b2 (the
# top photo, then the bottom one); declared here: n = 1 or 2 stacks, values 0..2 (sequences of
# length 4 or 8 over 0..2: 6,642 positions); the statement allows n <= 100,000 and values up to
# 10^9. A state: (the stacks left, each as its photos top first, sorted; 0 when Alice is to move,
# 1 when Bonnie is; 1 when the last move was a pass, else 0); "end" once both passed in a row. A
# move taking a photo earns the mover its worth to her. The value of a position (Alice's side:
# she moves first) is the answer.
positions = sequence(values=range(0, 3), length=range(4, 9, 4))
result = "score"


def start(p):
    stacks = tuple(sorted(((p[i], p[i + 1]), (p[i + 2], p[i + 3])) for i in range(0, len(p), 4)))
    return (stacks, 0, 0)


def moves(state):
    if state == "end":
        return []
    stacks, turn, passed = state
    if not any(stacks):
        return []
    options = {("end" if passed else (stacks, 1 - turn, 1), 0)}      # pass
    for i, stack in enumerate(stacks):
        if stack:
            top = stack[0]
            rest = tuple(sorted(stacks[:i] + (stack[1:],) + stacks[i + 1:]))
            options.add(((rest, 1 - turn, 0), top[turn]))
    return sorted(options, key=repr)


def canonical(state):
    return state
