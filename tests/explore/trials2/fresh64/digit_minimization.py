# Digit Minimization (Codeforces 1684A): an integer n without zeros in its decimal
# representation. Alice and Bob play in turns, Alice first. On her turn Alice must swap two digits
# of the integer at different positions (equal digits may be swapped: the number stays the same);
# on his turn Bob always removes the last digit. The game ends when one digit is left. The answer:
# the smallest digit Alice can get at the end, playing optimally (Bob has no choice).
# A position: n as a string of its digits, over the digits 1..4 and of length 2..6 here (the
# statement allows 10 <= n <= 10^9: 2..9 digits over 1..9). A state: (the digits, 0 when Alice
# is to move, 1 when Bob is). The game always ends after Bob's removal, with Alice to move; the
# value there is minus the digit left (Alice minimises the digit), so the value of a position,
# the mover's best (Alice's), is minus the problem's answer. Swapping two positions is one move
# whichever the digits; two swaps that give the same digits lead to the same state.
positions = string("1234", length=range(2, 7))
result = "score"


def start(n):
    return (n, 0)


def moves(state):
    digits, turn = state
    if len(digits) == 1:
        return []
    if turn == 1:                       # Bob removes the last digit
        return [((digits[:-1], 0), 0)]
    options = set()
    for i in range(len(digits)):
        for j in range(i + 1, len(digits)):
            d = list(digits)
            d[i], d[j] = d[j], d[i]
            options.add(("".join(d), 1))
    return [(s, 0) for s in sorted(options)]


def final(state):
    digits, turn = state
    return -int(digits)                 # one digit left, Alice to move: she scores minus it


def canonical(state):
    return state
