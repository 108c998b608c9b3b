# Truth for HDU 4559 (the painting game on a 2 x N board), the board read column by column: a
# move paints inside one stretch of fully unpainted columns or one lone unpainted cell (a column
# with one painted cell can never be part of a 2 x 2 square), so the board is the sum of these
# parts (Sprague-Grundy); each part is valued by a plain memoised search of its own string (one
# cell, or a 2-row strip): the mex over every move (one cell, or a 2 x 2 square) of the value of
# what is left, itself cut into parts. True when Alice (first) wins.
_memo = {}


def _parts(board):
    """The independent parts of a board: runs of '..' columns, and lone cells."""
    out, run = [], 0
    for c in range(len(board) // 2):
        col = board[2 * c:2 * c + 2]
        if col == "..":
            run += 1
            continue
        if run:
            out.append(".." * run)
        run = 0
        if col.count(".") == 1:
            out.append(".")
    if run:
        out.append(".." * run)
    return out


def _value(part):
    if part not in _memo:
        if part == ".":
            options = [""]
        else:
            options = [part[:i] + "#" + part[i + 1:] for i in range(len(part))]
            options += [part[:2 * c] + "####" + part[2 * c + 4:] for c in range(len(part) // 2 - 1)]
        seen = set()
        for after in options:
            total = 0
            for p in _parts(after) if after else []:
                total ^= _value(p)
            seen.add(total)
        v = 0
        while v in seen:
            v += 1
        _memo[part] = v
    return _memo[part]


def valid(board):
    return len(board) >= 2 and len(board) % 2 == 0 and set(board) <= {".", "#"}


def truth(board):
    for k in range(1, len(board) // 2 + 1):          # warm the strips from short to long
        _value(".." * k)
    total = 0
    for p in _parts(board):
        total ^= _value(p)
    return total != 0
