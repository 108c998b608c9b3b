# Very Interesting Game (Codeforces 117B): given a, b and mod, the first player writes a string s1
# of exactly nine digits (leading zeros allowed) representing a number not above a; then the
# second player, seeing s1, writes a string s2 of nine digits representing a number not above b.
# If the number obtained by concatenating s1 and s2 is divisible by mod, the second player wins;
# otherwise the first player wins. The problem asks who wins and, if the first player does, the
# lexicographically smallest winning s1; the result here: whether the first player wins (the
# answer starts with "1").
# A position: (a, b, mod); declared here: a, b in 0..20, mod in 1..20 (8,820 positions); the
# statement allows 0 <= a, b <= 10^9 and 1 <= mod <= 10^7.
# A state: ("first", a, b, mod) at the start; ("second", s1, b, mod) after the first player wrote
# s1; ("end", whether s1 s2 is divisible by mod) once both wrote. The concatenation is the number
# s1 * 10^9 + s2. At the end the first player is the player to move, and winner() says who won.
positions = numbers(a=range(0, 21), b=range(0, 21), mod=range(1, 21))
result = "win"


def start(p):
    a, b, mod = p
    return ("first", a, b, mod)


def moves(state):
    if state[0] == "end":
        return []
    if state[0] == "first":
        _, a, b, mod = state
        return [("second", s1, b, mod) for s1 in range(a + 1)]
    _, s1, b, mod = state
    return sorted({("end", (s1 * 10 ** 9 + s2) % mod == 0) for s2 in range(b + 1)})


def winner(state):
    divisible = state[1]
    return "last" if divisible else "mover"          # the mover at the end is the first player


def canonical(state):
    return state
