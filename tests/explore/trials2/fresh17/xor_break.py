# XOR Break -- Game Version (Codeforces 1934D2, an interactive problem), played as a game: a
# number n. In turn, the first player first, the player to move breaks the current number p into
# two numbers p1 and p2 with p1 xor p2 = p, 0 < p1 < p and 0 < p2 < p; the other player then
# picks one of p1 and p2, which becomes the current number, and breaks it in their turn. The
# player who cannot break the current number loses. A position: n. A state: the numbers the
# player to move may pick from (at the start, n alone). The result: whether the first player,
# who breaks n, wins.
positions = numbers(n=range(1, 129))
result = "win"


def start(position):
    (n,) = position
    return (n,)


def moves(choices):
    for p in sorted(set(choices)):
        for p1 in range(1, p):
            p2 = p ^ p1
            if p1 <= p2 < p:
                yield (p1, p2)


def canonical(state):
    return state
