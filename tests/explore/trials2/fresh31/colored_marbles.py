# Game with Colored Marbles (Codeforces 2042B): n marbles, each of some colour. In turn, Alice
# first, a player takes one of the marbles left, until none is left. Alice then scores one point
# for every colour of which she took at least one marble, and one more point for every colour of
# which she took all the marbles. Alice plays to make her score as large as possible, Bob to make
# it as small as possible. (The input gives the colour of each marble; only how many marbles each
# colour has matters.) A position: the number of marbles of each colour (order does not matter).
# A state: (for each colour, sorted: (marbles left, 1 if Alice took one of them, 1 if Bob did);
# 0 when Alice is to move, 1 for Bob). The value: Alice's score, both playing their best (each
# move scores 0; at the end the player to move is paid Alice's score if that is Alice, minus it if
# Bob, so that each player's best is the minimax of Alice's score).
positions = multiset(piles=range(1, 5), size=range(1, 6))
result = "score"


def start(counts):
    return (tuple(sorted((c, 0, 0) for c in counts)), 0)


def moves(state):
    colours, turn = state
    for i, (left, alice, bob) in enumerate(colours):
        if left == 0 or (i > 0 and colours[i - 1] == colours[i]):
            continue
        taken = (left - 1, 1, bob) if turn == 0 else (left - 1, alice, 1)
        rest = colours[:i] + (taken,) + colours[i + 1:]
        yield ((tuple(sorted(rest)), 1 - turn), 0)


def final(state):
    colours, turn = state
    score = sum(alice + (1 if alice and not bob else 0) for _, alice, bob in colours)
    return score if turn == 0 else -score


def canonical(state):
    return state
