# New Year Game (HackerRank): an array of N integers. In turn, Balsa first, a player picks one
# element, adds it to his own score and deletes it from the array; after N moves the game ends.
# With Balsa's score S_b and Koca's S_k, Koca wins if |S_b - S_k| is divisible by 3, otherwise
# Balsa wins. A position: the array, a multiset. A state: the elements left (sorted), S_b - S_k
# modulo 3 (only its divisibility by 3 is asked at the end), and who is to move (0: Balsa). The
# result: whether Balsa, who moves first, wins.
positions = multiset(piles=range(1, 10), size=range(1, 7))
result = "win"


def start(position):
    return (tuple(sorted(position)), 0, 0)


def moves(state):
    left, diff, who = state
    for i, v in enumerate(left):
        if i > 0 and left[i - 1] == v:
            continue
        rest = left[:i] + left[i + 1:]
        yield (rest, (diff + v) % 3 if who == 0 else (diff - v) % 3, 1 - who)


def winner(state):
    _, diff, who = state               # no element left: the game is over
    koca_wins = diff == 0
    return "mover" if koca_wins == (who == 1) else "last"


def canonical(state):
    return state
