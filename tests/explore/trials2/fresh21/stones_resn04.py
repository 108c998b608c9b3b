# STONE GAME (SPOJ RESN04): piles numbered 1..N, pile i holding S_i stones. In turn, Alice first,
# a player chooses a pile i holding at least i stones and removes exactly i stones from it. The
# player who cannot move loses (who plays last wins). A position: S_1 .. S_N, a sequence (the
# order matters: pile i takes i at a time). The result: whether Alice, the first player, wins.
positions = sequence(values=range(1, 7), length=range(1, 5))
result = "win"


def moves(piles):
    for i, s in enumerate(piles):
        if s >= i + 1:
            yield piles[:i] + (s - (i + 1),) + piles[i + 1:]
