# StoneGame (Topcoder SRM 345, Division I Level Two): treasure chests, each hidden under a pile
# of stones, the i-th worth treasure[i] and under stones[i] stones. You and your friend move in
# turn, you first: a move takes exactly one stone from the top of one chest that still has
# stones on it, and whoever takes the last stone from a chest takes that chest and its treasure.
# The game ends when every stone is taken. Each wants as much treasure as possible; the friend
# plays best. The answer: the most treasure you can get. A position: the input as one sequence
# treasure[0] .. treasure[m-1], stones[0] .. stones[m-1]; declared here: m = 1..3 chests and
# every number in 1..5 (the statement allows m <= 50 and numbers up to 10^6). The treasure is
# shared out in full, so the value here is your treasure minus your friend's, and the answer is
# (the sum of the treasures + the value) / 2. A state: the multiset of (treasure, stones still
# on it) over the chests not yet taken; a move that takes a chest's last stone scores its
# treasure for the player who makes it.


def _valid(p):
    return len(p) >= 2 and len(p) % 2 == 0 and min(p) >= 1


positions = sequence(values=range(1, 6), length=range(2, 7, 2)).where(_valid)
result = "score"


def start(p):
    m = len(p) // 2
    return tuple(sorted(zip(p[:m], p[m:])))


def moves(chests):
    out = []
    for k, (treasure, stones) in enumerate(chests):
        if k and chests[k - 1] == (treasure, stones):
            continue                                     # the same chest again: the same move
        rest = chests[:k] + chests[k + 1:]
        if stones == 1:
            out.append((rest, treasure))                 # the last stone: the chest is taken
        else:
            out.append((tuple(sorted(rest + ((treasure, stones - 1),))), 0))
    return out


def canonical(chests):
    return tuple(sorted(chests))
