# Truth for CodeChef BINIM (Binary Nim): a plain memoised search over (the multiset of stacks,
# whose turn). Dee takes 1 up to all elements from the top of a stack whose top is 0, Dum from
# a stack whose top is 1; who cannot move loses. Searched with Dee first and with Dum first:
# 'L' if Dee wins both, 'R' if Dum wins both, 'N' if the starter wins, 'P' if the starter loses.
from oracle import win_search


def _moves(state):
    stacks, dee = state
    top = "0" if dee else "1"
    out = set()
    for i, b in enumerate(stacks):
        if b[0] == top:
            for j in range(1, len(b) + 1):
                rest = stacks[:i] + ((b[j:],) if j < len(b) else ()) + stacks[i + 1:]
                out.add((tuple(sorted(rest)), not dee))
    return list(out)


_wins = win_search(_moves)


def valid(position):
    s = position
    return (len(s) >= 1 and set(s) <= set("01|") and s[0] != "|" and s[-1] != "|"
            and "||" not in s)


def truth(position):
    stacks = tuple(sorted(position.split("|")))
    dee_first = _wins((stacks, True))
    dum_first = _wins((stacks, False))
    if dee_first and dum_first:
        return "N"
    if dee_first:
        return "L"
    if dum_first:
        return "R"
    return "P"
