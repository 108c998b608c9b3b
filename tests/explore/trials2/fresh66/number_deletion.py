# Number Deletion Game (Codeforces 1431G): a set of n pairwise distinct integers and k turns
# (1 <= k <= floor(n / 2)). In each turn, first Alice chooses an integer a of the set other than
# its maximum; then Bob chooses an integer b of the set greater than a; both are erased and b - a
# is added to the score (0 at the start). Alice maximises the final score, Bob minimises it. The
# answer: the score after the k turns with optimal play.
# Each player's step of a turn is one move here, Alice's and Bob's alternating strictly, Alice
# first. A position: the set as a multiset of distinct values, 2k..7 numbers of 1..9 declared here
# (492 sets for k = 1); k is the parameter (--set k=2); the statement allows n <= 400 and numbers
# up to 10^6. A state: (the numbers left, sorted; the turns left; Alice's a when Bob is to move,
# else 0). Bob's move earns him -(b - a), so the value of a position (Alice's side: she moves
# first) is the score.
k = param("k", 1)
assert k >= 1, "the rules ask for k >= 1"
positions = multiset(piles=range(1, 10), size=range(2, 8)).where(
    lambda p: len(set(p)) == len(p) and len(p) >= 2 * k)
result = "score"


def start(p):
    return (tuple(sorted(p)), k, 0)


def moves(state):
    s, left, a = state
    if left == 0:
        return []
    if a == 0:                                       # Alice: any number but the maximum
        return [((s[:i] + s[i + 1:], left, x), 0) for i, x in enumerate(s) if x != s[-1]]
    options = []                                     # Bob: any number greater than a
    for i, b in enumerate(s):
        if b > a:
            options.append(((s[:i] + s[i + 1:], left - 1, 0), -(b - a)))
    return options


def canonical(state):
    return state
