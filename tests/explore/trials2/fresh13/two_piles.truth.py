# Truth for AtCoder TDPC B: minimax over (items taken from the left pile, items taken from the
# right pile) of (the mover's total from here, the other's total from here), each player
# maximising his own; a move takes the top item of a non-empty pile.
from functools import lru_cache


def valid(position):
    return len(position) >= 1


def truth(position):
    half = len(position) // 2
    left, right = tuple(position[:half]), tuple(position[half:])

    @lru_cache(maxsize=None)
    def play(i, j):                   # (mover's total, other's total)
        options = []
        if i < len(left):
            theirs, mine = play(i + 1, j)
            options.append((mine + left[i], theirs))
        if j < len(right):
            theirs, mine = play(i, j + 1)
            options.append((mine + right[j], theirs))
        if not options:
            return (0, 0)
        return max(options, key=lambda o: (o[0], -o[1]))
    return play(0, 0)[0]
