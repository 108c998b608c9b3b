# Truth for POJ 1085 (Triangle War): a plain memoised minimax over the lines drawn as an 18-bit
# mask; drawing a line that completes k > 0 triangles gives the mover k and another move (worth
# k + best(after)), one that completes none hands the move over (worth -best(after)); with every
# line drawn the rest is worth 0. The value: A's triangles from here minus B's, A to move.
LINES = [(1, 2), (1, 3), (2, 3), (2, 4), (2, 5), (3, 5), (3, 6), (4, 5), (4, 7), (4, 8),
         (5, 6), (5, 8), (5, 9), (6, 9), (6, 10), (7, 8), (8, 9), (9, 10)]
TRIANGLES = [(1, 2, 3), (2, 4, 5), (2, 3, 5), (3, 5, 6), (4, 7, 8), (4, 5, 8), (5, 8, 9),
             (5, 6, 9), (6, 9, 10)]
_FULL = (1 << 18) - 1
_MASKS = [(1 << LINES.index((a, b))) | (1 << LINES.index((a, c))) | (1 << LINES.index((b, c)))
          for a, b, c in TRIANGLES]
# for each line, the triangles it is a side of (as masks of their three lines)
_AROUND = [[t for t in _MASKS if t >> i & 1] for i in range(18)]
_best = {_FULL: 0}


def _solve(mask):
    # an explicit stack instead of recursion: children before parents
    stack = [mask]
    while stack:
        m = stack[-1]
        if m in _best:
            stack.pop()
            continue
        missing = [i for i in range(18) if not m >> i & 1 and (m | 1 << i) not in _best]
        if missing:
            stack.extend(m | 1 << i for i in missing)
            continue
        value = None
        for i in range(18):
            if not m >> i & 1:
                after = m | 1 << i
                gained = sum(1 for t in _AROUND[i] if after & t == t)
                v = gained + _best[after] if gained else -_best[after]
                if value is None or v > value:
                    value = v
        _best[m] = value
        stack.pop()
    return _best[mask]


def valid(drawn):
    return len(drawn) == 18 and set(drawn) <= {"0", "1"}


def truth(drawn):
    return _solve(sum(1 << i for i, ch in enumerate(drawn) if ch == "1"))
