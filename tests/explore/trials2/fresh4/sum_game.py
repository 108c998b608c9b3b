# Sum Game (LeetCode 1927): a string of even length made of digits and '?'. In turn, Alice
# first, a player replaces one '?' by any digit 0..9. When no '?' is left the game ends: Bob
# wins if the digits of the first half sum to the same as those of the second half, else Alice.
# The result: does Alice win? (A string with no '?' ends at once.)
positions = string("049?", length=range(2, 7, 2))
result = "win"


def start(s):
    half = len(s) // 2
    left, right = s[:half], s[half:]
    difference = sum(int(c) for c in left if c != "?") - sum(int(c) for c in right if c != "?")
    return (difference, left.count("?"), right.count("?"), True)   # True: Alice to move


def moves(state):
    difference, q1, q2, alice = state
    for digit in range(10):
        if q1:
            yield (difference + digit, q1 - 1, q2, not alice)
        if q2:
            yield (difference - digit, q1, q2 - 1, not alice)


def winner(state):
    difference, q1, q2, alice = state
    bob_wins = difference == 0
    return "mover" if bob_wins != alice else "last"


def canonical(state):
    return state
