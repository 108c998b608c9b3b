# Truth for Codeforces 1369F (BareLee), the first answer: a plain memoised search over (the round,
# the number on the board, whether Lee is to write). A writer of 2a or a + 1 above e_i loses the
# round and starts the next one; the winner of the last round wins the game. True when Lee, who
# starts the first round, can be the winner whatever Ice Bear does.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(p):
    return (len(p) >= 2 and len(p) % 2 == 0 and min(p) >= 1
            and all(p[i] <= p[i + 1] for i in range(0, len(p), 2)))


def truth(p):
    s = p[0::2]
    e = p[1::2]
    t = len(s)

    @lru_cache(maxsize=None)
    def lee_wins(i, a, lee_writes):
        results = []
        for b in (2 * a, a + 1):
            if b > e[i]:
                writer_is_lee = lee_writes
                if i == t - 1:
                    results.append(not writer_is_lee)
                else:
                    results.append(lee_wins(i + 1, s[i + 1], writer_is_lee))
            else:
                results.append(lee_wins(i, b, not lee_writes))
        return any(results) if lee_writes else all(results)

    return lee_wins(0, s[0], True)
