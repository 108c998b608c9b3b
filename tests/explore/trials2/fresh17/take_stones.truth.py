# Truth for Timus 1087 (amounts 1, a, b): a plain search over the pile size from 0 up; taking the
# last stone loses, so the player facing an empty pile has won; a move takes 1, a or b stones.
# True when the first player wins.
_tables = {}


def valid(position):
    return position[0] >= 1


def truth(position, a=3, b=4):
    (n,) = position
    wins = _tables.setdefault((a, b), [True])        # 0 stones: the other player took the last
    while len(wins) <= n:
        m = len(wins)
        wins.append(any(s <= m and not wins[m - s] for s in (1, a, b)))
    return wins[n]
