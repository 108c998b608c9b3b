# Stake Your Claim (POJ 3317, ECNA 2007): an n x n board with some 0's and some 1's on it, as many
# 0's as 1's or one 0 more. Starting with player 0, the players in turn write their own digit in
# an empty square (so player 0 is to move when the counts are equal, player 1 otherwise). When the
# board is full, each player scores the size of the largest region of squares holding that
# player's digit, connected through N/S/E/W neighbours; the player with the higher score is
# awarded the difference. (The problem also asks for the best move; here only the value.) A
# position: the board read row by row, one string of n * n characters over '0', '1', '.' (an
# empty square), with 1 to 10 empty squares as the problem promises. A state: the same string.
# The value: the player to move's final score minus the other's, both playing their best.


def _ok(s):
    n = int(round(len(s) ** 0.5))
    if n * n != len(s) or n < 2:
        return False
    return s.count("0") - s.count("1") in (0, 1) and 1 <= s.count(".") <= 10


positions = string("01.", length=range(4, 10)).where(_ok)
result = "score"


def _largest(s, digit):
    n = int(round(len(s) ** 0.5))
    seen, best = set(), 0
    for i, ch in enumerate(s):
        if ch == digit and i not in seen:
            seen.add(i)
            stack, size = [i], 0
            while stack:
                x = stack.pop()
                size += 1
                r, c = divmod(x, n)
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    y = rr * n + cc
                    if 0 <= rr < n and 0 <= cc < n and s[y] == digit and y not in seen:
                        seen.add(y)
                        stack.append(y)
            best = max(best, size)
    return best


def _mover(s):
    return "0" if s.count("0") == s.count("1") else "1"


def moves(s):
    me = _mover(s)
    for i, ch in enumerate(s):
        if ch == ".":
            yield (s[:i] + me + s[i + 1:], 0)


def final(s):
    me = _mover(s)
    other = "1" if me == "0" else "0"
    return _largest(s, me) - _largest(s, other)
