# Nim or not Nim? (HDU 3032): piles of stones; a move either takes any positive number of stones
# from one pile, or splits one pile into two non-empty piles. Who cannot move loses.
positions = multiset(piles=range(1, 8), size=range(1, 4))


def moves(piles):
    for i, a in enumerate(piles):
        if i > 0 and piles[i - 1] == a:
            continue
        rest = piles[:i] + piles[i + 1:]
        for left in range(a):                       # take a - left stones
            yield tuple(sorted(rest + ((left,) if left else ())))
        for part in range(1, a // 2 + 1):           # split into part and a - part
            yield tuple(sorted(rest + (part, a - part)))
