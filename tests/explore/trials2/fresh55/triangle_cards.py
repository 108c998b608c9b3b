# Triangle Card Game (AtCoder ARC 170 D): Alice and Bob each have N cards (N >= 2), Alice's with
# the integers A_1..A_N, Bob's with B_1..B_N. The blackboard is empty at first. Alice eats one of
# her cards and writes its integer on the blackboard; next Bob eats one of his cards and writes
# its integer; finally Alice eats one more of her cards and writes its integer. If a
# non-degenerate triangle can be formed with the three integers as side lengths, Alice wins;
# otherwise Bob wins. A position: the input's numbers A_1..A_N B_1..B_N as one sequence of even
# length 2N (the first half Alice's cards, the second half Bob's), N = 2 or 3 and the integers
# 1..4 declared here (the statement allows N <= 2 * 10^5 and integers up to 10^9). A state:
# (Alice's cards left, sorted; Bob's cards left, sorted; the integers written, in order). After
# the third integer is written the game is over and winner() says who won. The result: whether
# Alice, the first player, wins.
positions = sequence(values=range(1, 5), length=range(4, 7, 2))
result = "win"


def start(seq):
    n = len(seq) // 2
    return (tuple(sorted(seq[:n])), tuple(sorted(seq[n:])), ())


def moves(state):
    alice, bob, written = state
    if len(written) == 3:
        return []                                   # three integers written: the game is over
    hand = bob if len(written) == 1 else alice      # Alice writes first and third, Bob second
    options = set()
    for i, card in enumerate(hand):
        rest = hand[:i] + hand[i + 1:]
        if hand is bob:
            options.add((alice, rest, written + (card,)))
        else:
            options.add((rest, bob, written + (card,)))
    return sorted(options)


def winner(state):
    x, y, z = sorted(state[2])
    alice_won = x + y > z                           # a non-degenerate triangle
    return "last" if alice_won else "mover"         # Alice wrote last; Bob would move next


def canonical(state):
    return state
