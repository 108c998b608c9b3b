# Anna and the Valentine's Day Gift (Codeforces 1931E): a list of n positive integers and a number
# m. Anna moves first, then Sasha, in turn. On her turn Anna must choose an element and reverse the
# sequence of its digits (leading zeros are dropped: 1580 becomes 851). On his turn Sasha must
# take two elements out, concatenate them in either order and put the result back (2007 and 19
# give 200719 or 192007). The game ends when Sasha cannot move, i.e. after Anna's move exactly one
# number is left; Sasha wins if it is at least 10^m, otherwise Anna wins. The result: whether
# Anna, the first player, wins (the answer "Anna"); the game is decided at its end through
# winner(). A position: the list as a multiset, 1..4 numbers of 1..12 declared here (1,819
# positions); m is the parameter (--set m=2); the statement allows n <= 2 * 10^5, a_i <= 10^9 and
# m <= 2 * 10^6. A state: (the numbers, sorted; 0 when Anna is to move, 1 when Sasha is).
m = param("m", 1)
assert m >= 0, "the rules ask for m >= 0"
positions = multiset(piles=range(1, 13), size=range(1, 5))
result = "win"


def start(a):
    return (tuple(sorted(a)), 0)


def moves(state):
    a, turn = state
    options = set()
    if turn == 0:                                   # Anna reverses one element's digits
        for i, x in enumerate(a):
            options.add((tuple(sorted(a[:i] + a[i + 1:] + (int(str(x)[::-1]),))), 1))
    elif len(a) >= 2:                               # Sasha concatenates two elements
        for i in range(len(a)):
            for j in range(len(a)):
                if i != j:
                    rest = tuple(a[t] for t in range(len(a)) if t not in (i, j))
                    joined = int(str(a[i]) + str(a[j]))
                    options.add((tuple(sorted(rest + (joined,))), 0))
    return sorted(options)


def winner(state):
    a, turn = state                                 # Sasha to move with one number left
    sasha_wins = a[0] >= 10 ** m
    return "last" if sasha_wins == (turn == 0) else "mover"


def canonical(state):
    return state
