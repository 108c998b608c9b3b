# Truth for SPOJ ADAGAME4 (Ada and Game of Divisors): a plain exhaustive search of the pile,
# tabulated from the empty pile up: the player to move on N stones takes k = 1 .. d(N) stones
# (d(N): the number of divisors of N, counted by a sieve), and the player facing 0 stones has
# lost. win[N] is True when some take leaves a pile that is lost for the other player. True
# when Ada, moving first, wins.
_win = [False]                      # _win[n]: the player to move on n stones wins
_divisors = [0]


def valid(position):
    return len(position) == 1 and position[0] >= 1


def _grow(top):
    global _win, _divisors
    if top < len(_win):
        return
    size = max(top + 1, 2 * len(_win))
    divisors = [0] * size
    for d in range(1, size):
        for multiple in range(d, size, d):
            divisors[multiple] += 1
    win = [False] * size
    for n in range(1, size):
        win[n] = any(not win[n - k] for k in range(1, divisors[n] + 1))
    _win, _divisors = win, divisors


def truth(position):
    (n,) = position
    _grow(n)
    return _win[n]
