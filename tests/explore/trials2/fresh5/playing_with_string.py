# Playing with String (Codeforces 305E): a string. A move picks one of the strings on the table
# and a letter of it that is not at either end and whose two neighbours are equal letters, and
# cuts that string into three: the part before the letter, the letter alone, the part after.
# The player who cannot move loses.
positions = string("ab", length=range(1, 12))


def start(s):
    return (s,)                       # the strings on the table (those with a move), sorted


def _cuts(p):
    return [i for i in range(1, len(p) - 1) if p[i - 1] == p[i + 1]]


def moves(pieces):
    for j, p in enumerate(pieces):
        rest = pieces[:j] + pieces[j + 1:]
        for i in _cuts(p):
            parts = tuple(q for q in (p[:i], p[i + 1:]) if _cuts(q))
            yield tuple(sorted(rest + parts))


def canonical(state):
    return state
