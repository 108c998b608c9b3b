# Substring Game in the Lesson (Codeforces 1220C): a string s and a start index k (here the one
# upper-case letter of the position marks k; compare letters in lower case). Play starts with
# l = r = k. A move picks l' <= l and r' >= r such that s[l'..r'] is lexicographically smaller
# than s[l..r], and sets l, r to them. Ann moves first; who cannot move loses.
positions = string("abcABC", length=range(1, 6)).where(lambda s: sum(c.isupper() for c in s) == 1)


def start(s):
    k = next(i for i, c in enumerate(s) if c.isupper())
    return (s.lower(), k, k)


def moves(state):
    s, l, r = state
    here = s[l:r + 1]
    for a in range(0, l + 1):
        for b in range(r, len(s)):
            if s[a:b + 1] < here:
                yield (s, a, b)


def canonical(state):
    return state
