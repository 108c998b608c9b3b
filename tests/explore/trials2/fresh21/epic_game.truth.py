# Truth for Codeforces 119A Epic Game: the game played out (every state has at most one move: the
# player to move takes gcd(his number, the heap) stones if the heap holds that many; otherwise he
# has lost). True when Simon (first) wins.
from math import gcd


def valid(position):
    return all(v >= 1 for v in position)


def truth(position):
    a, b, heap = position
    mover = 0                      # 0: Simon, 1: Antisimon
    while True:
        take = gcd(a if mover == 0 else b, heap)
        if take > heap:
            return mover == 1      # the player to move has lost
        heap -= take
        mover = 1 - mover
