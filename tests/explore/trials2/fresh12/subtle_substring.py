# Subtle Substring Subtraction (Codeforces 1673A): a string s of lowercase letters. In turn, Alice
# first: Alice removes any substring of even length (possibly empty), Bob any substring of odd
# length; the parts left are joined. When the string is empty the round ends; a player's score is
# the sum of the values of the letters he removed (a = 1, b = 2, ..., z = 26). Each plays to
# maximise his own score minus the other's. A state: (the string left, whether Alice moves). The
# value: Alice's score minus Bob's, both playing best.
positions = string("abcd", length=range(1, 7))
result = "score"


def value(letters):
    return sum(ord(c) - ord("a") + 1 for c in letters)


def start(s):
    return (s, True)


def moves(state):
    s, alice = state
    if not s:
        return                        # the round is over
    n = len(s)
    if alice:
        yield ((s, False), 0)         # the empty substring
    for i in range(n):
        for j in range(i + 1, n + 1):
            if (j - i) % 2 == (0 if alice else 1):
                yield ((s[:i] + s[j:], not alice), value(s[i:j]))


def canonical(state):
    return state
