# E&D (SDOI 2009; BZOJ 1228, Luogu P2148): 2n piles of stones numbered 1..2n, piles 2k-1 and 2k
# (1 <= k <= n) forming one group. A move: take any pile off the table, then split the other pile
# of its group, putting some of its stones in the removed pile's place as a new pile; afterwards
# every pile must hold at least one stone (so the split pile held at least 2). In turn, little E
# first; the player to move when every pile holds one stone has lost. A position: S_1 .. S_2n as
# one sequence of even length, the groups (S_1, S_2), (S_3, S_4), ... (the input's order). A
# state: the same sequence. The result: whether little E, the first player, wins ("YES").
positions = sequence(values=range(1, 6), length=range(2, 7, 2))
result = "win"


def moves(state):
    piles = list(state)
    for g in range(0, len(piles), 2):
        for removed, split in ((g, g + 1), (g + 1, g)):
            s = piles[split]
            for x in range(1, s):                 # x stones go to the removed pile's place
                nxt = piles[:]
                nxt[removed] = x
                nxt[split] = s - x
                yield tuple(nxt)
