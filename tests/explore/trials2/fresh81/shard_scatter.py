# 【MX-X5-T5】「GFOI Round 1」World Ender (Luogu P11133): n heaps of shards, heap i holding a_i >= 1.
# Hikari and Tairitsu move in turn, Hikari first: the player to move chooses a heap i, takes at
# least one shard out of it and throws them away, and then shares the shards left in heap i out
# among the non-empty heaps in any way (heap i itself may get some or all of them back). The
# player who cannot move (every heap empty) loses. The result: whether Hikari, moving first, wins
# (the statement is interactive: its program chooses to be Hikari or Tairitsu and must then win).
# A position: the heaps, a multiset of 1..4 heaps of 1..6 shards declared here (209 multisets;
# the statement allows n <= 2000, a_i <= 2000, sum a_i <= 4000). Read here: heap i counts among
# the non-empty heaps while its leftover is shared, and may end with none of it (then it is
# empty); an empty heap gets nothing and is dropped from the state.
positions = multiset(piles=range(1, 7), size=range(1, 5))
result = "win"


def _shares(r, slots):
    # every way to put r shards into `slots` heaps (each gets 0 or more)
    if slots == 1:
        yield (r,)
        return
    for first in range(r + 1):
        for rest in _shares(r - first, slots - 1):
            yield (first,) + rest


def moves(heaps):
    out = set()
    for i, a in enumerate(heaps):
        others = heaps[:i] + heaps[i + 1:]
        for left in range(a):                     # a - left >= 1 shards thrown away
            for share in _shares(left, len(heaps)):
                after = [h + s for h, s in zip(others, share[1:])]
                if share[0] > 0:
                    after.append(share[0])          # what heap i keeps
                out.add(tuple(sorted(after)))
    return sorted(out)
