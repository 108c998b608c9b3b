# Binary Array Game (Codeforces 2183A): an array of n numbers, each 0 or 1, n >= 3. Alice and
# Bob move in turn, Alice first. A move chooses l < r (1 <= l < r <= the current length) and
# replaces the subarray a_l..a_r by the single number 1 - min(a_l, ..., a_r): 0 if every number
# of the subarray is 1, else 1. The game ends when one number is left (no move is possible);
# Alice wins if it is 0, Bob if it is 1. The result: whether Alice, the first player, wins. A
# position: the array as a string over '01', lengths 3..10 declared here (the statement allows
# n <= 100). A state: (the array as a string, whether Alice is to move).
positions = string("01", length=range(3, 11))
result = "win"


def start(s):
    return (s, True)


def moves(state):
    s, alice = state
    options = set()
    for l in range(len(s)):
        for r in range(l + 1, len(s)):
            merged = "0" if "0" not in s[l:r + 1] else "1"
            options.add((s[:l] + merged + s[r + 1:], not alice))
    return sorted(options)


def winner(state):
    s, alice = state                  # one number left
    alice_wins = s == "0"
    return "mover" if alice_wins == alice else "last"


def canonical(state):
    return state
