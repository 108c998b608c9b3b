# Truth for CATS (imcs.dvfu.ru) "Очень простая игра" (contest "Математические игры (Петров
# Н.Н)", problem A): a plain memoised search over the signs written so far (one of '+', '-' or
# empty per place between neighbouring numbers). The player to move writes '+' or '-' into any
# empty place; when no place is empty the expression a_1 ± a_2 ± ... ± a_n is evaluated and
# the first player wins iff it is odd. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(numbers):
    return len(numbers) >= 2 and min(numbers) >= 1


def truth(numbers):
    numbers = tuple(numbers)
    gaps = len(numbers) - 1

    @lru_cache(maxsize=None)
    def first_wins(signs):
        empty = [i for i, s in enumerate(signs) if s == 0]
        if not empty:
            total = numbers[0]
            for s, x in zip(signs, numbers[1:]):
                total += s * x
            return total % 2 == 1
        first_moves = (gaps - len(empty)) % 2 == 0
        outcomes = (first_wins(signs[:i] + (s,) + signs[i + 1:])
                    for i in empty for s in (1, -1))
        return any(outcomes) if first_moves else all(outcomes)

    return first_wins((0,) * gaps)
