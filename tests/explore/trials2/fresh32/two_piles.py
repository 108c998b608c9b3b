# Two Piles (AtCoder CPSCO 2019 Session 2 D): a pile of A coins and a pile of B coins. In turn,
# Alice first, a player chooses a pile with at least one coin, of X coins, and then removes X
# coins in all from the two piles, split between them in any way. The game is over when both piles
# are empty; the player who made the last move wins (a player facing two empty piles has lost). A
# position: (A, B). A state: the same two numbers. The result: whether Alice, the first player,
# wins.
positions = numbers(a=range(1, 25), b=range(1, 25))
result = "win"


def moves(state):
    a, b = state
    seen = set()
    for x in {a, b}:
        if x == 0:
            continue
        for from_a in range(max(0, x - b), min(a, x) + 1):
            nxt = (a - from_a, b - (x - from_a))
            if nxt not in seen:
                seen.add(nxt)
                yield nxt
