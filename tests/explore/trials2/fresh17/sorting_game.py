# Sorting Game (Codeforces 2190A): a binary string. In turn, Alice first, a player picks a
# subsequence of it (any positions, in order) that is non-increasing and holds at least one 1
# and one 0 (so some 1s, then some 0s), and rewrites it sorted: the same positions, now the 0s
# first, then the 1s. The game ends when no such subsequence exists; the player who made the last
# move wins (the player who cannot move loses). (The problem also asks for Alice's first move.)
# A position: the string over 01. The result: whether Alice, the first player, wins.
positions = string("01", length=range(1, 9))
result = "win"


def moves(s):
    n = len(s)
    seen = set()
    for q in range(n):                   # the first 0 of the subsequence
        if s[q] != "0":
            continue
        ones = [i for i in range(q) if s[i] == "1"]
        zeros = [i for i in range(q + 1, n) if s[i] == "0"]
        for pmask in range(1, 1 << len(ones)):
            chosen_ones = [ones[b] for b in range(len(ones)) if pmask >> b & 1]
            for zmask in range(1 << len(zeros)):
                chosen = chosen_ones + [q] + [zeros[b] for b in range(len(zeros)) if zmask >> b & 1]
                k = len(chosen) - len(chosen_ones)          # the number of 0s chosen
                t = list(s)
                for idx, pos in enumerate(chosen):
                    t[pos] = "0" if idx < k else "1"
                t = "".join(t)
                if t not in seen:
                    seen.add(t)
                    yield t
