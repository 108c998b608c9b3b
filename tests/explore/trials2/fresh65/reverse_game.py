# Reverse Game (Baekjoon 21906): a binary string s. Alice and Bob move in turn, Alice first. A move
# chooses a substring t of s equal to one of 10, 110, 100, 1010 and reverses it in place (in 010101
# the substring 1010 may be chosen, giving 001011). The player who cannot choose such a substring
# loses; no turn may be skipped. The result: whether Alice, the first player, wins. A position: s as
# a string over '01', lengths 1..12 declared here (the statement allows |s| <= 10^6). A state: the
# string.
positions = string("01", length=range(1, 13))
result = "win"

PATTERNS = ("10", "110", "100", "1010")


def moves(s):
    options = set()
    for i in range(len(s)):
        for t in PATTERNS:
            if s.startswith(t, i):
                options.add(s[:i] + t[::-1] + s[i + len(t):])
    return sorted(options)
