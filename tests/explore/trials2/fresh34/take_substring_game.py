# TakeSubstringGame (Topcoder SRM 360, Div. II Level Three): a positive integer n is written on a
# board. In turn, a player selects a positive integer m that is a proper substring of the number
# on the board (its decimal digits taken contiguously, not the whole number; a substring with
# leading zeros is read as its value, and 0 is not positive) and the number becomes n - m. A
# player who cannot move loses. (The problem asks for the smallest winning first m, or -1; here
# only whether the first player wins.) A position: n. A state: the number on the board. The
# result: whether the first player wins.
positions = numbers(n=range(1, 400))
result = "win"


def moves(state):
    (n,) = state
    s = str(n)
    taken = set()
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            if j - i == len(s):
                continue
            m = int(s[i:j])
            if m > 0 and m not in taken:
                taken.add(m)
                yield (n - m,)
