# Apples in Boxes (Codeforces 2107B): n boxes, box i holding a_i apples, and a number k. Tom and
# Jerry take apples in turn, Tom first. On a turn the player must choose a box with a_i > 0 and
# take one apple from it (a_i drops by 1); if no box holds an apple, the player to move loses.
# If after the taking max(a_1, .., a_n) - min(a_1, .., a_n) > k, the player who just took loses
# (a box that became empty stays a box, counted in the min). Both play well. The result:
# whether Tom, moving first, wins. A position: the multiset of the a_i, 1..5 boxes of 1..7
# apples declared here; k is the parameter (the statement allows n <= 10^5, a_i <= 10^9,
# 1 <= k <= 10^9). A state: the multiset of the a_i (zeros kept); a take that makes the spread
# exceed k loses at once, so it is never a move here, and a player left with no other take has
# lost.
k = param("k", 1)
assert k >= 1, "the statement asks for k >= 1"
positions = multiset(piles=range(1, 8), size=range(1, 6))
result = "win"


def moves(boxes):
    out = set()
    for i, a in enumerate(boxes):
        if a > 0:
            after = boxes[:i] + (a - 1,) + boxes[i + 1:]
            if max(after) - min(after) <= k:
                out.add(tuple(sorted(after)))
    return sorted(out)
