# Destructive Nim (CodeChef DESTRUCT, Cook-Off 136, December 2021): N piles of stones, A_i in the
# i-th. Utkarsh and Ashish play, Utkarsh moving first. In Utkarsh's turn, Ashish chooses a pile
# with at least one stone, then Utkarsh removes any non-zero number of stones from that pile; in
# Ashish's turn, likewise, Utkarsh chooses the pile and Ashish removes from it. The player who
# makes the last move wins (who faces no stone at the start of a turn has lost). The answer names
# the winner, "Utkarsh" or "Ashish".
# Each choice is a move here, made by the player who makes it, so the players alternate strictly:
# Ashish's choice of a pile for Utkarsh comes first (before any stone is removed), then Utkarsh
# removes stones from that pile and chooses a pile for Ashish in one move, then Ashish removes and
# chooses, and so on. The player to move at the start is therefore Ashish (who chooses the first
# pile), and the result is whether Ashish wins: True means the answer "Ashish", False "Utkarsh".
# A position: the pile sizes as a multiset, 1..5 piles of 1..6 declared here (the statement allows
# N <= 10^3 and A_i <= 10^9). A state: (the non-empty piles, sorted; the size of the pile chosen
# for the player to move, or 0 when the player to move is to choose a pile for the other). A pile
# is named by its size: two piles of the same size are the same choice. When the last stones are
# removed no pile can be chosen, and the state (no pile, 0) has no move: the player to move there
# has lost.
positions = multiset(piles=range(1, 7), size=range(1, 6))
result = "win"


def start(piles):
    return (tuple(sorted(piles)), 0)


def moves(state):
    piles, chosen = state
    if chosen == 0:                   # choose a non-empty pile for the other player
        return [(piles, a) for a in sorted(set(piles))]
    options = set()
    i = piles.index(chosen)
    for left in range(chosen):        # remove chosen - left >= 1 stones from the chosen pile
        rest = tuple(sorted(piles[:i] + ((left,) if left else ()) + piles[i + 1:]))
        if not rest:
            options.add(((), 0))      # the last stones: the other player faces no stone
        for a in set(rest):           # then choose a pile for the other player
            options.add((rest, a))
    return sorted(options)


def canonical(state):
    return state
