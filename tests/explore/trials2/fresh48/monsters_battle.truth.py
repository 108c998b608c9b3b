# Truth for CodeChef MONSTBAT (Monsters Battle): a plain memoised minimax over (Chef's living
# monsters, Chefina's living monsters, whose turn), each monster a (value, in attack mode) pair. The
# player to move either ends the game (its value is then Chef's sum of living values minus
# Chefina's) or uses one of their living attack-mode monsters to kill one of the other's
# defense-mode monsters, the attacker turning to defense mode. Chef maximises the final difference,
# Chefina minimises it (the same as maximising her own sum minus Chef's). The position is
# Chef's monsters, 0, Chefina's monsters, a monster's value positive in attack mode and negative in
# defense mode. The value: Chef's sum minus Chefina's with best play.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _sum(side):
    return sum(value for value, _ in side)


@lru_cache(maxsize=None)
def _value(chef, chefina, chef_to_move):
    options = [_sum(chef) - _sum(chefina)]          # end the game now
    mine, theirs = (chef, chefina) if chef_to_move else (chefina, chef)
    for i, (value, attack) in enumerate(mine):
        if not attack:
            continue
        for j, (other, other_attack) in enumerate(theirs):
            if other_attack:
                continue
            new_mine = tuple(sorted(mine[:i] + ((value, False),) + mine[i + 1:]))
            new_theirs = theirs[:j] + theirs[j + 1:]
            if chef_to_move:
                options.append(_value(new_mine, new_theirs, False))
            else:
                options.append(_value(new_theirs, new_mine, True))
    return max(options) if chef_to_move else min(options)


def valid(position):
    p = tuple(position)
    if p.count(0) != 1 or p[0] == 0 or p[-1] == 0:
        return False
    i = p.index(0)
    return any(v < 0 for v in p[i + 1:])


def truth(position):
    p = tuple(position)
    i = p.index(0)
    chef = tuple(sorted((abs(v), v > 0) for v in p[:i]))
    chefina = tuple(sorted((abs(v), v > 0) for v in p[i + 1:]))
    return _value(chef, chefina, True)
