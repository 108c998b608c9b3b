"""tricolore by the rules alone: Alice moves a blue token k cells right, or a blue and the white
token of its row together; Bob moves a red token k cells left, or a white and the red token of its
row together; k is a prime or a product of two primes, k != f; the tokens of a row must stay in
the order blue < white < red. The player to move with no legal move loses.

A position is the rows and the player to move; it is won for that player iff some move leads to a
position lost for the other. No reduction to heaps, no Grundy values: the moves are made on the
tokens. Memoised on the rows' token positions relative to the white token (a translation of a
row changes no rule). For tiny inputs only.
"""
import sys
from functools import lru_cache


def steps(limit: int, f: int) -> list[int]:
    """The k in [2, limit] that are a prime or a product of two primes, without f."""
    out = []
    for k in range(2, limit + 1):
        factors, m, d = 0, k, 2
        while d * d <= m:
            while m % d == 0:
                m //= d
                factors += 1
            d += 1
        factors += m > 1
        if factors <= 2 and k != f:
            out.append(k)
    return out


def solve(f: int, rows: list[tuple[int, int, int]]) -> tuple[str, str]:
    widest = max(r - b for b, _, r in rows)
    ks = steps(widest, f)
    start = tuple((b - w, r - w) for b, w, r in rows)  # white at 0

    @lru_cache(maxsize=None)
    def wins(position: tuple[tuple[int, int], ...], alice: bool) -> bool:
        for i, (b, r) in enumerate(position):
            for k in ks:
                if k > max(-b, r) - 1:  # fits into neither gap (ks ascend)
                    break
                if alice:  # blue right (b + k < 0), or blue and white right (r - k > 0)
                    after = [(b + k, r)] if b + k < 0 else []
                    after += [(b, r - k)] if r - k > 0 else []
                else:  # red left (r - k > 0), or white and red left (b + k < 0)
                    after = [(b, r - k)] if r - k > 0 else []
                    after += [(b + k, r)] if b + k < 0 else []
                for row in after:
                    if not wins(position[:i] + (row,) + position[i + 1:], not alice):
                        return True
        return False

    alice_first = "Alice" if wins(start, True) else "Bob"
    bob_first = "Bob" if wins(start, False) else "Alice"
    return alice_first, bob_first


def main() -> None:
    data = list(map(int, sys.stdin.read().split()))
    n, f = data[0], data[1]
    rows = [(data[2 + 3 * i], data[3 + 3 * i], data[4 + 3 * i]) for i in range(n)]
    sys.setrecursionlimit(100000)
    print("\n".join(solve(f, rows)))


if __name__ == "__main__":
    main()
