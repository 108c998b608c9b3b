# The Game of 31 (UVa 10578): a deck of 24 cards, four each of 1, 2, 3, 4, 5 and 6. In turn, A
# first, a player takes one card left in the deck and adds its value to a running total (which
# starts at 0); a player who cannot take a card without making the total exceed 31 loses. A
# position: the cards played so far, in order (each value at most four times, total at most 31);
# the result: whether the player to move from there wins.
positions = string("123456", length=range(1, 6)).where(
    lambda s: all(s.count(d) <= 4 for d in "123456") and sum(map(int, s)) <= 31)


def start(played):
    left = tuple(4 - played.count(str(v)) for v in range(1, 7))
    return (left, sum(int(c) for c in played))


def moves(state):
    left, total = state
    for v in range(1, 7):
        if left[v - 1] > 0 and total + v <= 31:
            nxt = list(left)
            nxt[v - 1] -= 1
            yield (tuple(nxt), total + v)


def canonical(state):
    return state
