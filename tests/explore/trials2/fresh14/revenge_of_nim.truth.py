# Truth for HDU 4994: a plain search over (the index of the first heap not empty, what is left
# of it); a move takes 1 .. all of that heap; past the last heap nobody can move (lost for the
# player to move).
def valid(position):
    return len(position) >= 1 and all(a >= 1 for a in position)


def truth(position):
    heaps = tuple(position)
    n = len(heaps)
    wins = {}                         # (i, left) -> the player to move wins
    after = False                     # the state (i + 1, heaps[i + 1]) for the loop below
    for i in range(n - 1, -1, -1):
        row = [False] * (heaps[i] + 1)
        for left in range(1, heaps[i] + 1):
            # take all: the next heap whole (or nothing left); take some: (i, smaller)
            row[left] = (not after) or any(not row[s] for s in range(1, left))
        for left in range(1, heaps[i] + 1):
            wins[(i, left)] = row[left]
        after = row[heaps[i]]
    return wins[(0, heaps[0])]
