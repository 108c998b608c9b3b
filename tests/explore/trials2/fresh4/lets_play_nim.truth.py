# Truth for AtCoder ARC 105 D: every bag placed on every dish (a new one or one with coins), then
# every removal of coins from a dish, searched as one game.
from oracle import win_search


def _moves(state):
    bags, dishes = state
    out = set()
    if bags:
        for i in range(len(bags)):
            v = bags[i]
            rest = bags[:i] + bags[i + 1:]
            out.add((rest, tuple(sorted(dishes + (v,)))))
            for j in range(len(dishes)):
                out.add((rest, tuple(sorted(dishes[:j] + (dishes[j] + v,) + dishes[j + 1:]))))
        return out
    for j in range(len(dishes)):
        for left in range(dishes[j]):
            out.add(((), tuple(sorted(dishes[:j] + ((left,) if left else ()) + dishes[j + 1:]))))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1


def truth(position):
    return _wins((tuple(sorted(position)), ()))
