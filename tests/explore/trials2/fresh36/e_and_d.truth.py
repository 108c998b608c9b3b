# Truth for SDOI 2009 E&D (BZOJ 1228): the groups are independent games (a move touches one group
# only), so the whole table is their sum, valued by the Sprague-Grundy theorem; one group's value
# is found by a plain search (../oracle.py's grundy_search) over the group (a, b), sorted: a move
# removes one pile and splits the other, of s >= 2 stones, into x and s - x, 1 <= x < s. Checked
# against a search of the whole table on every position of the game file. True when little E
# (first) wins.
from oracle import grundy_search


def _group_moves(group):
    out = set()
    for s in set(group):
        for x in range(1, s):
            out.add(tuple(sorted((x, s - x))))
    return out


_grundy = grundy_search(_group_moves)


def valid(position):
    return len(position) >= 2 and len(position) % 2 == 0 and all(v >= 1 for v in position)


def truth(position):
    total = 0
    for g in range(0, len(position), 2):
        total ^= _grundy(tuple(sorted(position[g:g + 2])))
    return total != 0
