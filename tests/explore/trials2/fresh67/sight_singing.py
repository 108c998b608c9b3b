# 작곡가 A의 시창 평가 (Composer A's Sight-Singing Test, Baekjoon 29154): a score s of N notes and a
# melody l of M notes. First the composer colours the score: for every x = 1..M, every occurrence
# of the melody's suffix l_x .. l_M as a contiguous part of s has all its notes coloured red. Then
# Sumin and Yewon play in turn: a move chooses a contiguous section of the score whose notes are
# all red, sings it and recolours its notes green. A player who cannot choose such a section loses.
# The result: whether the first player wins (Sumin must choose to move first, the answer "First").
# A position: the input as one line, the score, a space, the melody, the notes written as letters;
# two notes (a, b) and lines of 3..9 characters declared here (the statement allows N, M <= 10^6
# and notes 1..20). A state: the score's colours as a string, 1 for a red note, 0 otherwise.
positions = string("ab ", length=range(3, 10)).where(
    lambda line: line.count(" ") == 1 and all(line.split(" ")))
result = "win"


def start(line):
    s, l = line.split(" ")
    red = [0] * len(s)
    for x in range(len(l)):
        suffix = l[x:]
        for i in range(len(s) - len(suffix) + 1):
            if s[i:i + len(suffix)] == suffix:
                for k in range(i, i + len(suffix)):
                    red[k] = 1
    return "".join(map(str, red))


def moves(colours):
    options = set()
    n = len(colours)
    for i in range(n):
        j = i
        while j < n and colours[j] == "1":
            options.add(colours[:i] + "0" * (j - i + 1) + colours[j + 1:])
            j += 1
    return sorted(options)


def canonical(state):
    return state
