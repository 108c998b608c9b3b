# Truth for AtCoder ABC 278 F (Shiritori): a plain memoised win/lose search over (the words not
# yet chosen, each as its (first letter, last letter) pair, sorted; the last letter of the word
# chosen just before, -1 before the first turn): choose an unchosen word whose first letter is
# that last letter (any word on the first turn); who cannot choose loses. The position is the
# sequence first1 last1 first2 last2 ... True when Taro, moving first, wins.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def valid(a):
    return len(a) >= 2 and len(a) % 2 == 0 and min(a) >= 0


@lru_cache(maxsize=None)
def _wins(words, last):
    for i, (first, end) in enumerate(words):
        if i > 0 and words[i - 1] == words[i]:
            continue                          # the same word pair: the same move
        if last == -1 or first == last:
            if not _wins(words[:i] + words[i + 1:], end):
                return True
    return False


def truth(a):
    return _wins(tuple(sorted(zip(a[0::2], a[1::2]))), -1)
