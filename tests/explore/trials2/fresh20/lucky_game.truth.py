# Truth for Topcoder SRM 428 TheLuckyGameDivTwo: John's choice maximises, over his blocks of jLen
# inside a..b, Brus's choice, the minimum over the blocks of bLen inside John's block of the
# lucky numbers in Brus's block (counted with prefix sums; the minimum over each John block by a
# sliding window, which is the same minimum taken in one pass). The value: the outcome.
from collections import deque


def _lucky(x):
    return set(str(x)) <= set("47")


def valid(position):
    a, b, jlen, blen = position
    return 1 <= a <= b and 1 <= blen <= jlen <= b - a + 1


def truth(position):
    a, b, jlen, blen = position
    prefix = [0]
    for v in range(a, b + 1):
        prefix.append(prefix[-1] + _lucky(v))
    # c[z]: lucky numbers in the Brus block starting at a + z
    c = [prefix[z + blen] - prefix[z] for z in range(b - a + 2 - blen)]
    width = jlen - blen + 1            # Brus blocks inside one John block
    best, window = None, deque()
    for z, value in enumerate(c):
        while window and c[window[-1]] >= value:
            window.pop()
        window.append(z)
        if window[0] <= z - width:
            window.popleft()
        if z >= width - 1:
            low = c[window[0]]
            best = low if best is None else max(best, low)
    return best
