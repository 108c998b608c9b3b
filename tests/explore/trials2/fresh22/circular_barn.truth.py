# Truth for USACO 2022 December Silver "Circular Barn": a memoised search (../oracle.py, win_search)
# over (cows left per room, current room, who moves): the farmer to move in a room with no cows
# loses; otherwise he removes 1 or a prime number of cows, at most those left; after John's turn
# Nhoj moves in the same room, after Nhoj's both go to the next room. True when John (first) wins.
from oracle import win_search


def _is_prime(p):
    return p >= 2 and all(p % d for d in range(2, int(p ** 0.5) + 1))


_TAKES = [p for p in range(1, 200) if p == 1 or _is_prime(p)]


def _moves(state):
    cows, room, who = state
    c = cows[room]
    out = []
    for p in _TAKES:
        if p > c:
            break
        rest = cows[:room] + (c - p,) + cows[room + 1:]
        out.append((rest, room, 1) if who == 0 else (rest, (room + 1) % len(cows), 0))
    return out


_wins = win_search(_moves)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    return _wins((tuple(position), 0, 0))
