# Prime Gaming (Codeforces 2140E1, the easy version): n piles of stones in a row, each of 1..m
# stones (m <= 2 in this version), and some indices of 1..n marked good (index 1 always good).
# Alice and Bob take n - 1 turns in alternation, Alice first; a turn chooses a good index i with
# 1 <= i <= p (p the number of piles left) and removes the i-th pile; the piles left are then
# indexed again from 1. When one pile is left the game ends; x is its number of stones. Alice
# wants x as large as possible, Bob as small as possible. The problem asks the sum of x over all
# m^n configurations; here the game on one configuration, and its value x. A position: the
# configuration as a sequence of pile sizes over 1..2, lengths 1..9 declared here (the statement
# allows n <= 20). The good indices are given with the input: here the parameter `g`, a bitmask
# whose bit i - 1 marks index i good (g odd: index 1 is good; default 5, indices 1 and 3). A
# state: (the piles left, whether Alice is to move). The moves earn no points; final() gives x to
# Alice and -x to Bob, so the value is x.
g = param("g", 5)
assert g % 2 == 1, "index 1 is always good: g must be odd"
positions = sequence(values=range(1, 3), length=range(1, 10))
result = "score"


def start(piles):
    return (tuple(piles), True)


def moves(state):
    piles, alice = state
    if len(piles) <= 1:
        return []
    options = set()
    for i in range(len(piles)):
        if (g >> i) & 1:
            options.add((piles[:i] + piles[i + 1:], not alice))
    return [(option, 0) for option in sorted(options)]


def final(state):
    piles, alice = state              # one pile left: x, for the player to move
    return piles[0] if alice else -piles[0]


def canonical(state):
    return state
