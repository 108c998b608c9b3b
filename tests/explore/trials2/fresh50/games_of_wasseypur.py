# Games of Wasseypur (CodeChef GAMEW): a string S of N characters, each 0 or 1. Sahid Khan and
# Ramadhir Singh move in turn, Sahid first. A block is a non-empty substring of one character
# whose neighbouring characters (where they exist) differ from it: a maximal run. In a move the
# player erases a block; the rest of the string is concatenated (the runs on either side, when
# there are two, join into one when they are of the same character) and is the string the other
# player moves on. The player who cannot move (the string is empty) loses. The answer: "SAHID" if
# Sahid wins, "RAMADHIR" otherwise. A position: S, of length 1..12 declared here (the statement
# allows N up to 10^5). A state: the string left. The result: whether Sahid, the first player,
# wins.
positions = string("01", length=range(1, 13))
result = "win"


def moves(s):
    options = set()
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        options.add(s[:i] + s[j:])                   # erase the block s[i:j]
        i = j
    return sorted(options)
