# Do Not Play Nim (Codeforces Gym 103987 F): n piles of stones; Alice and Bob take turns removing
# stones, Alice first. On Alice's turn she removes any number of stones (at least one) from a
# single pile. On Bob's turn he removes stones from a single pile, and the number he removes must
# not be less than the number of stones Alice has removed in total (over all her turns so far).
# The player who cannot make a move loses. The answer: "Alice" or "Bob" (the statement's third
# answer, "Awson is God!" when the result is not deterministic, cannot occur: every move removes
# a stone).
# A position: the piles a_1 .. a_n; declared here: n = 1..4 piles of 1..8 stones (494
# multisets); the statement allows n <= 2 * 10^5 and a_i <= 10^9.
# A state: (the piles, sorted; the stones Alice has removed in total; whose turn it is: 0 for
# Alice, 1 for Bob). Empty piles are dropped.
positions = multiset(piles=range(1, 9), size=range(1, 5))
result = "win"


def start(piles):
    return (tuple(sorted(piles)), 0, 0)


def moves(state):
    piles, taken, turn = state
    out = set()
    for i, a in enumerate(piles):
        least = 1 if turn == 0 else max(1, taken)
        for r in range(least, a + 1):
            rest = piles[:i] + ((a - r,) if a > r else ()) + piles[i + 1:]
            rest = tuple(sorted(rest))
            if turn == 0:
                out.add((rest, taken + r, 1))
            else:
                out.add((rest, taken, 0))
    return sorted(out)


def canonical(state):
    return state
