# Even Number Addicts (Codeforces 1738C): numbers; Alice and Bob take one number in turn,
# Alice first, each adding it to their own sum. Alice wins iff her sum is even at the end.
# The position is won for the player to move (Alice).
positions = multiset(piles=range(1, 5), size=range(1, 8))

OVER = ((), 2, 2)                   # after the end: nobody can move


def start(items):
    return (items, 0, 0)            # the numbers left, Alice's sum mod 2, 0: Alice to move


def moves(state):
    items, parity, turn = state
    if state == OVER:
        return
    if not items:
        alice_wins = parity == 0
        if alice_wins == (turn == 0):
            yield OVER               # the player to move has won: a last move to a dead end
        return
    for i, a in enumerate(items):
        if i == 0 or items[i - 1] != a:
            rest = items[:i] + items[i + 1:]
            yield (rest, (parity + a) % 2 if turn == 0 else parity, 1 - turn)


def canonical(state):
    return state
