# Even Number Addicts (Codeforces 1738C): a sequence of integers. In turn, Alice first, a player
# removes any one remaining number and keeps it. When no number is left, Alice wins if the sum
# of the numbers she kept is even, else Bob wins. The order of the numbers does not matter, so a
# position is their multiset; the result: whether Alice, the first player, wins.
positions = multiset(piles=range(1, 7), size=range(1, 8))
result = "win"


def start(numbers):
    return (numbers, 0, True)          # numbers left, Alice's sum mod 2, Alice to move


def moves(state):
    left, parity, alice = state
    for i, x in enumerate(left):
        if i > 0 and left[i - 1] == x:
            continue
        rest = left[:i] + left[i + 1:]
        yield (rest, (parity + x) % 2 if alice else parity, not alice)


def winner(state):                     # no number left: Alice won iff her sum is even
    left, parity, alice = state
    alice_won = parity == 0
    return "mover" if alice_won == alice else "last"


def canonical(state):
    return state
