# Stones (AtCoder Educational DP Contest K), with a set A of three numbers a < b < c: a pile of K
# stones. In turn, Taro first, a player removes exactly x stones for some x in A (not more than
# the pile holds). The player who cannot move loses. (The problem allows up to 100 numbers in A;
# here three, given as parameters.) A position: K. The result: whether Taro, the first player,
# wins.
a = param("a", 2)
b = param("b", 3)
c = param("c", 7)
assert 1 <= a < b < c, "A is a set of increasing positive numbers"
positions = numbers(k=range(0, 81))
result = "win"


def start(position):
    (k,) = position
    return k


def moves(k):
    for x in (a, b, c):
        if x <= k:
            yield k - x


def canonical(state):
    return state
