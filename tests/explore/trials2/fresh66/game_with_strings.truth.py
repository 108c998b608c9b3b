# Truth for Codeforces 354B (Game with Strings): a plain memoised minimax of #a - #b over the anti-
# diagonals of the table: a state is (the diagonal d, the set of cells on it, as a bitmask of rows,
# where a path spelling the string written so far ends); the player adding the next letter picks a
# letter among the cells right of and below those, the new set being the cells with that letter.
# The first player (who writes the 1st, 3rd, ... letters) maximises #a - #b, the second minimises
# it; since the result only reads its sign, which is monotone, the minimax of the difference has
# the sign of the minimax result. 'W' when the first player wins, 'L' when the second does, 'D'
# for a draw.
from functools import lru_cache


def valid(table):
    n = round(len(table) ** 0.5)
    return n >= 1 and n * n == len(table)


def truth(table):
    n = round(len(table) ** 0.5)
    worth = {"a": 1, "b": -1}

    @lru_cache(maxsize=None)
    def best(d, rows):
        if d == 2 * n - 2:
            return 0
        by_letter = {}
        for r in range(n):
            if rows >> r & 1:
                c = d - r
                for rr, cc in ((r + 1, c), (r, c + 1)):
                    if rr < n and cc < n:
                        letter = table[rr * n + cc]
                        by_letter[letter] = by_letter.get(letter, 0) | (1 << rr)
        values = [worth.get(letter, 0) + best(d + 1, mask) for letter, mask in by_letter.items()]
        first = d % 2 == 1              # the letter written next is the (d + 2)-th
        return max(values) if first else min(values)

    total = worth.get(table[0], 0) + best(0, 1)
    return "W" if total > 0 else "L" if total < 0 else "D"
