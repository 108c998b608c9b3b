# Truth for Project Euler 961 (Removing Digits): a plain memoised win/lose search over the
# number left, written as an integer. A turn deletes one digit of the decimal writing; what is
# left is read as an integer again (so zeros at the front vanish, and nothing left reads as 0).
# At 0 the player to move has no digit to remove: the other player removed the last nonzero
# digit and won. True when the first player wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(digits):
    return len(digits) >= 1 and digits.isdigit() and digits[0] != "0"


@lru_cache(maxsize=None)
def _wins(number):
    if number == 0:
        return False
    text = str(number)
    for i in range(len(text)):
        rest = text[:i] + text[i + 1:]
        if not _wins(int(rest) if rest else 0):
            return True
    return False


def truth(digits):
    return _wins(int(digits))
