# Truth for Topcoder SRM 619 SplitStoneGame. A plain search over every multiset of piles is too
# slow at the harness's sizes (the sum of the stones never changes), so the search runs over
# (ones, more): the number of piles of one stone and of more than one. This is the rules read
# exactly, not a theory: the pile split must be one of the `more`, any pile of >= 2 can be split
# in two non-empty groups, and the two piles receiving a group always end with >= 2 stones; so a
# move from (ones, more) goes to (ones - 2, more + 1) (two piles of one receive), (ones - 1,
# more) (a pile of one and another pile of more) or (ones, more - 1) (two other piles of more),
# each when there are enough such piles. The first check of README.md compares this with a search
# of the game file's own moves on every declared position. True when the first player wins.
from functools import lru_cache


@lru_cache(maxsize=None)
def _wins(ones, more):
    if more == 0:
        return False
    others_more = more - 1                      # the piles of more besides the one split
    options = []                                # the split pile is gone, the receivers are more
    if ones >= 2:
        options.append((ones - 2, more + 1))
    if ones >= 1 and others_more >= 1:
        options.append((ones - 1, more))
    if others_more >= 2:
        options.append((ones, more - 1))
    return any(not _wins(*o) for o in options)


def valid(position):
    return len(position) >= 1 and all(v >= 1 for v in position)


def truth(position):
    ones = sum(1 for v in position if v == 1)
    return _wins(ones, len(position) - ones)
