# Truth for HNOI 2007 分裂游戏 (BZOJ 1188): every bean moves on its own (a move takes one bean
# from bottle i and creates one in j and one in k, i < j <= k), so the position is the sum of its
# beans, each a game "a bean in bottle i of n", valued by the Sprague-Grundy theorem: one bean's
# value is found by a plain search (../oracle.py's grundy_search) whose moves are to the SUM of a
# bean in j and a bean in k (the xor of their values), no move from the last bottle. Checked
# against a search of the whole row on every position of the game file. True when Congcong
# (first) wins.
_memo = {}


def _bean(n, i):
    if (n, i) not in _memo:
        seen = {_bean(n, j) ^ _bean(n, k) for j in range(i + 1, n) for k in range(j, n)}
        value = 0
        while value in seen:
            value += 1
        _memo[(n, i)] = value
    return _memo[(n, i)]


def valid(position):
    return len(position) >= 2 and all(v >= 0 for v in position)


def truth(position):
    n = len(position)
    total = 0
    for i, p in enumerate(position):
        if p % 2:
            total ^= _bean(n, i)
    return total != 0
