# Truth for POJ 3317 (Stake Your Claim): a plain memoised minimax over the board string: the
# player to move (0 when the counts of 0's and 1's are equal, else 1) writes its digit in an empty
# square; on a full board the value for the player to move is its largest 4-connected region
# minus the other's; elsewhere it is the best over the moves of minus the value after the move.
from functools import lru_cache


def _largest(s, n, digit):
    seen, best = set(), 0
    for i in range(n * n):
        if s[i] == digit and i not in seen:
            seen.add(i)
            stack, size = [i], 0
            while stack:
                x = stack.pop()
                size += 1
                r, c = divmod(x, n)
                for y, ok in ((x - n, r > 0), (x + n, r < n - 1), (x - 1, c > 0), (x + 1, c < n - 1)):
                    if ok and s[y] == digit and y not in seen:
                        seen.add(y)
                        stack.append(y)
            best = max(best, size)
    return best


@lru_cache(maxsize=None)
def _value(s):
    n = int(round(len(s) ** 0.5))
    me = "0" if s.count("0") == s.count("1") else "1"
    if "." not in s:
        other = "1" if me == "0" else "0"
        return _largest(s, n, me) - _largest(s, n, other)
    return max(-_value(s[:i] + me + s[i + 1:]) for i, ch in enumerate(s) if ch == ".")


def valid(s):
    n = int(round(len(s) ** 0.5))
    return (n >= 2 and n * n == len(s) and set(s) <= {"0", "1", "."}
            and s.count("0") - s.count("1") in (0, 1) and 1 <= s.count(".") <= 8)


def truth(s):
    return _value(s)
