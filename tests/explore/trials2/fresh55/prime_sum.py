# Prime Sum Game (AtCoder ABC 239 D): four integers A <= B and C <= D. First Takahashi chooses an
# integer between A and B (inclusive) and tells it to Aoki; next Aoki chooses an integer between
# C and D (inclusive). If the sum of the two integers is a prime, Aoki wins; otherwise Takahashi
# wins. A position: (A, B, C, D), each 1..10 declared here with A <= B and C <= D (the statement
# allows 1..100). A state: (0, A, B, C, D) before Takahashi's choice, (1, x, C, D) after it (x
# his integer), (2, x + y) after Aoki's (y his integer): then the game is over, and winner()
# says who won. The result: whether Takahashi, the first player, wins.
positions = numbers(a=range(1, 11), b=range(1, 11), c=range(1, 11), d=range(1, 11)).where(
    lambda p: p[0] <= p[1] and p[2] <= p[3])
result = "win"


def start(position):
    a, b, c, d = position
    return (0, a, b, c, d)


def moves(state):
    if state[0] == 0:
        _, a, b, c, d = state
        return [(1, x, c, d) for x in range(a, b + 1)]
    if state[0] == 1:
        _, x, c, d = state
        return [(2, x + y) for y in range(c, d + 1)]
    return []                                       # both have chosen: the game is over


def _prime(n):
    return n >= 2 and all(n % q for q in range(2, int(n ** 0.5) + 1))


def winner(state):
    _, total = state                  # Aoki chose last; Takahashi would be the one to move
    return "last" if _prime(total) else "mover"
