# Truth for HDU 3544 (Alice's Game): a plain memoised search of who wins, Alice splitting bars
# X x Y along X and Bob along Y, the player who cannot split losing. The state is kept as (the
# bars with both sides at least 2, sorted; Alice's spare moves; Bob's spare moves; whose turn):
# a bar X x 1 only ever gives Alice moves, exactly X - 1 of them whatever she does (each split adds
# one piece, and it ends as X pieces 1 x 1), and Bob never has one there; a bar 1 x Y likewise
# gives Bob exactly Y - 1 moves and Alice none; 1 x 1 gives none. So such bars are counted, not
# kept, and a spare move lowers the count by one (the check against the game file's own moves on
# every declared position compares the two). True when Alice (first) wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def _add(bars, spare, pieces):
    """The bars and the spare moves once the pieces are added."""
    alice, bob = spare
    keep = list(bars)
    for x, y in pieces:
        if x >= 2 and y >= 2:
            keep.append((x, y))
        elif y == 1:
            alice += x - 1
        else:
            bob += y - 1
    return tuple(sorted(keep)), alice, bob


@lru_cache(maxsize=None)
def _wins(bars, alice, bob, turn):
    """True when the player to move (turn 0 Alice, 1 Bob) wins."""
    if (alice if turn == 0 else bob) > 0:
        spare = (alice - 1, bob) if turn == 0 else (alice, bob - 1)
        if not _wins(bars, spare[0], spare[1], 1 - turn):
            return True
    for i, (x, y) in enumerate(bars):
        if i > 0 and bars[i - 1] == (x, y):
            continue
        rest = bars[:i] + bars[i + 1:]
        side = x if turn == 0 else y
        for a in range(1, side // 2 + 1):
            pieces = ((a, y), (x - a, y)) if turn == 0 else ((x, a), (x, y - a))
            nxt = _add(rest, (alice, bob), pieces)
            if not _wins(nxt[0], nxt[1], nxt[2], 1 - turn):
                return True
    return False


def valid(numbers):
    return len(numbers) >= 2 and len(numbers) % 2 == 0 and all(v >= 1 for v in numbers)


def truth(numbers):
    bars, alice, bob = _add((), (0, 0), zip(numbers[0::2], numbers[1::2]))
    return _wins(bars, alice, bob, 0)
