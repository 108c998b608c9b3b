# One Pile (CodeChef ONEPILE, Cook-Off 133), the game inside it: N piles, the i-th holding A_i
# stones (N >= 2, every A_i >= 1). Utkarsh and Ashish move in turn, Utkarsh first. In a move the
# player chooses a pile with a non-zero number of stones and removes exactly one stone from it.
# The game ends when exactly one pile has a non-zero number of stones, and the player who made
# the last move wins. The problem counts, over the arrays A with 1 <= A_i <= B_i, those Utkarsh
# wins (modulo 998244353); here: who wins one array A, not the count. A position: the piles,
# sorted, 2..5 piles of 1..5 stones declared here (the statement allows N up to 500 and B_i up to
# 10^9). A state: the piles, sorted (zeros kept). A state with exactly one non-zero pile has no
# move, and its player to move loses (the other made the last move); a state with none cannot be
# reached from a position. The result: whether Utkarsh, the first player, wins.
positions = multiset(piles=range(1, 6), size=range(2, 6))
result = "win"


def moves(piles):
    if sum(1 for a in piles if a > 0) <= 1:
        return []                                  # the game has ended
    options = set()
    for i, a in enumerate(piles):
        if a > 0:
            options.add(tuple(sorted(piles[:i] + (a - 1,) + piles[i + 1:])))
    return sorted(options)
