# 님 게임 홀짝 (Nim, odd-even version; Baekjoon Online Judge 11871): k piles of stones, each with
# at least one stone. In turn, koosaga first, a player chooses one pile and removes stones from
# it, with a rule: an even number of stones may be removed only if it is not the whole pile (from
# 8 stones: 2, 4 or 6), and an odd number only if it is the whole pile (from 7 stones: 2, 4, 6 or
# 7; from 8 stones no odd number). A pile of 0 or 2 stones allows no move; when every pile holds
# 0 or 2 stones the game is over, and the player who removed the last stone wins (the player to
# move then loses). The input never has every pile equal to 2. A position: the pile sizes (order
# does not matter), 1 to 3 piles of 1 to 8 stones declared here (the statement allows 1 to 100
# piles of up to 2,147,000,000). A state: the sorted sizes of the piles still holding stones (an
# emptied pile is taken off the table). The result: whether koosaga, the first player, wins.
positions = multiset(piles=range(1, 9), size=range(1, 4)).where(
    lambda p: any(x != 2 for x in p))
result = "win"


def moves(piles):
    for i, p in enumerate(piles):
        if i > 0 and piles[i - 1] == p:
            continue
        rest = piles[:i] + piles[i + 1:]
        for k in range(2, p, 2):                  # an even number, never the whole pile
            yield tuple(sorted(rest + (p - k,)))
        if p % 2 == 1:                            # an odd number: the whole pile
            yield rest
