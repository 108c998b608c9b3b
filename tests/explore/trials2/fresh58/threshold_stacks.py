# Winning Ways (CodeChef MDSWIN, November Challenge 2019): K stacks of stones, the i-th with a
# threshold H_i; initially each stack holds one stone. Irshad and Mehedi alternate turns, Irshad
# first. In a turn the player must choose one or two stacks and make a move in each chosen
# stack: a move in a stack holding x stones at the start of the turn adds one or more stones so
# that the new count y (y > x) divides the stack's threshold H_i (a stack holding H_i stones has
# no move). When no move can be made in any stack, the player to move loses. The problem counts
# the choices of thresholds (from a set S, one per stack) for which Irshad wins; here the game
# for one choice of thresholds: who wins. A position: the thresholds, a multiset, 1..4
# thresholds of 1..10 declared here (the statement allows K <= 10^9 and thresholds up to 10^9).
# A state: the stacks as (threshold, stones), sorted. Two chosen stacks are two different
# stacks (they may be equal). The result: whether Irshad, the first player, wins.
positions = multiset(piles=range(1, 11), size=range(1, 5))
result = "win"


def start(thresholds):
    return tuple(sorted((h, 1) for h in thresholds))


def _grow(h, x):
    return [y for y in range(x + 1, h + 1) if h % y == 0]     # the new counts y > x, y | h


def moves(stacks):
    options = set()
    n = len(stacks)
    for i in range(n):
        h, x = stacks[i]
        for y in _grow(h, x):
            one = stacks[:i] + ((h, y),) + stacks[i + 1:]
            options.add(tuple(sorted(one)))                     # a move in one stack
            for j in range(i + 1, n):
                h2, x2 = one[j]
                for y2 in _grow(h2, x2):
                    two = one[:j] + ((h2, y2),) + one[j + 1:]
                    options.add(tuple(sorted(two)))             # and one in a second stack
    return sorted(options)


def canonical(stacks):
    return tuple(sorted(stacks))
