# Truth for AtCoder AGC 026 F: (the boxes taken as a bit mask, the box the opponent chose last);
# the mover takes a free box next to that one if there is any, else any free box, and gets its
# manju. Both maximise their own manju and the total is fixed, so this is the minimax of the
# mover's manju minus the other's; Sugim's manju = (total + that difference) / 2.
from oracle import score_search


def truth(position):
    c = tuple(position)
    n = len(c)

    def moves(state):
        mask, last = state
        near = [j for j in (last - 1, last + 1)
                if last >= 0 and 0 <= j < n and not mask >> j & 1]
        free = near if near else [j for j in range(n) if not mask >> j & 1]
        return [((mask | 1 << j, j), c[j]) for j in free]
    difference = score_search(moves)((0, -1))
    return (sum(c) + difference) // 2


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)
