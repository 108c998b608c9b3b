# Kitty and Katty (HackerRank): n blocks labelled 1, 2, ..., n. In turn, Kitty first, a player
# removes two blocks A and B (in an order of their choice), computes A - B and inserts a new
# block labelled with that number. The game ends when one block is left, labelled X: Kitty wins
# if X mod 3 = 1, Katty wins if X mod 3 = 2, and if X mod 3 = 0 the player who made the last
# move wins. (With n = 1 nobody moves.) Only X mod 3 decides and (A - B) mod 3 depends only on
# A mod 3 and B mod 3, so a block is kept as its label mod 3: a state is how many blocks are
# 0, 1 and 2 mod 3, and whether Kitty is to move. The result: whether Kitty, the first player,
# wins.
positions = numbers(n=range(1, 16))


def start(position):
    (n,) = position
    counts = [0, 0, 0]
    for label in range(1, n + 1):
        counts[label % 3] += 1
    return (tuple(counts), True)


def moves(state):
    counts, kitty = state
    if sum(counts) <= 1:
        return
    seen = set()
    for a in range(3):
        for b in range(3):
            if counts[a] == 0 or counts[b] == 0 or (a == b and counts[a] < 2):
                continue
            after = list(counts)
            after[a] -= 1
            after[b] -= 1
            after[(a - b) % 3] += 1
            after = tuple(after)
            if after not in seen:
                seen.add(after)
                yield (after, not kitty)


def winner(state):
    counts, kitty = state             # one block left
    x = counts.index(1)
    if x == 0:
        return "last"                 # the player who made the last move wins
    kitty_wins = x == 1
    return "mover" if kitty_wins == kitty else "last"


def canonical(state):
    return state
