# コイン集め 2 (Coin Collecting 2, Baekjoon 27544): coins laid out in H rows and W columns, each
# showing heads (#) or tails (.). Aoi and Rin play: first Aoi chooses one row and turns over every
# coin of it; then Rin chooses one column and turns over every coin of it; then Aoi gets every coin
# showing heads and Rin every coin showing tails. Each wants as many coins as possible. The
# answer: the two counts when both play best. A position: the rows one after another as one string
# over "#.", the width W the parameter w; strings of 1..12 coins declared here (the statement allows
# H x W <= 500,000). Each player's choice is one move; the value (Aoi's, the player to move) is
# Aoi's coins minus Rin's, given by final() where the game ends (Aoi to move again), so Aoi gets
# (H x W + value) / 2. A state: (whose choice it is: "aoi", "rin" or "end"; the coins).
w = param("w", 2)
assert w >= 1, "the rules ask for w >= 1"
positions = string("#.", length=range(1, 13)).where(lambda s: len(s) % w == 0)
result = "score"


def _flip(ch):
    return "." if ch == "#" else "#"


def start(coins):
    return ("aoi", coins)


def moves(state):
    kind, coins = state
    h = len(coins) // w
    if kind == "aoi":
        options = set()
        for r in range(h):
            row = "".join(_flip(ch) for ch in coins[r * w:(r + 1) * w])
            options.add((("rin", coins[:r * w] + row + coins[(r + 1) * w:]), 0))
        return sorted(options)
    if kind == "rin":
        options = set()
        for c in range(w):
            after = "".join(_flip(ch) if i % w == c else ch for i, ch in enumerate(coins))
            options.add((("end", after), 0))
        return sorted(options)
    return []


def final(state):
    kind, coins = state
    if kind != "end":
        return 0
    return coins.count("#") - coins.count(".")


def canonical(state):
    return state
