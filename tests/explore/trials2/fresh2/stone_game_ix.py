# Stone Game IX (LeetCode 2029): stones with values; Alice and Bob take turns, Alice first, each
# removing one stone. A player loses if, after the removal, the sum of all removed values is
# divisible by 3. If no stone is left (and nobody has lost), Bob wins, whoever is to move.
positions = multiset(piles=range(1, 7), size=range(1, 7))


def start(stones):
    return (stones, 0, True)          # the stones left, the removed sum mod 3, Alice to move


def moves(state):
    stones, total, alice = state
    for i, v in enumerate(stones):
        if (i == 0 or stones[i - 1] != v) and (total + v) % 3 != 0:
            yield (stones[:i] + stones[i + 1:], (total + v) % 3, not alice)


def winner(state):
    stones, total, alice = state
    if not stones:                    # Bob wins: he is the mover if Alice is not
        return "last" if alice else "mover"
    return "last"                     # every removal would make the sum divisible by 3


def canonical(state):
    return state
