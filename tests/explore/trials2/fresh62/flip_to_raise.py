# Binary String Game (CodeChef BINSTRGAME, Cook-Off 136, December 2021): a binary string S of
# length N, and f(S) = the sum over i = 1..N-1 of |S_{i+1} - S_i| (the number of neighbouring
# characters that differ). JJ and Uttu move in turn, JJ first. A move picks L <= R and flips every
# character of S_L..S_R (0 to 1, 1 to 0), and is allowed only if it increases f(S). The player
# who cannot move loses. The result: whether JJ, the first player, wins. A position: S as a string
# over '01', lengths 1..10 declared here (the statement allows N <= 2000). A state: the string.
positions = string("01", length=range(1, 11))
result = "win"


def _f(s):
    return sum(s[i] != s[i + 1] for i in range(len(s) - 1))


def moves(s):
    before = _f(s)
    options = set()
    for l in range(len(s)):
        for r in range(l, len(s)):
            flipped = "".join("1" if c == "0" else "0" for c in s[l:r + 1])
            t = s[:l] + flipped + s[r + 1:]
            if _f(t) > before:
                options.add(t)
    return sorted(options)
