# GPL (CodeChef Starters; Alice and Bob on a circular binary string): a binary string S written
# around a circle. In turn, Alice first: if no substring of the circle (read around it, of
# length 2 up to the whole circle from any starting place) is a palindrome of length more than
# 1, the game ends; otherwise the player picks such a palindromic substring and deletes one of
# its characters, the rest closing up into a smaller circle. The player who makes the last move
# wins. A position: S, a cyclic string. A state: the same. The result: whether Alice, the first
# player, wins.
positions = string("01", length=range(1, 11), cyclic=True)
result = "win"


def _deletable(s):
    n, out = len(s), set()
    for j in range(n):
        for length in range(2, n + 1):
            places = [(j + t) % n for t in range(length)]
            piece = "".join(s[p] for p in places)
            if piece == piece[::-1]:
                out.update(places)
    return out


def moves(s):
    for i in sorted(_deletable(s)):
        yield s[:i] + s[i + 1:]
