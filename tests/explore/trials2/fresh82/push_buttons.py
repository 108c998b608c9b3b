# Go Push! (yukicoder No.1945): a toy with N columns of buttons, column i holding A_i buttons in a
# line; the toy is symmetric, A_i = A_(N+1-i) for every i (the input guarantees it). At first every
# button can be pushed; a pushed button cannot be pushed again. The players move in turn, the first
# player first: the player to move chooses a column that still has a button to push and pushes, in
# that column, one button not pushed yet, or several not pushed yet that lie next to each other
# with no pushed button between them. The player who cannot move loses (the other wins). Both play
# their best. The result: whether the first player wins (the answer First; else Second). A
# position: the sequence A_1 .. A_N, a palindrome; N = 1..7 and A_i = 1..6 declared here (1,812
# sequences; the copy read lost the statement's limits, its samples have N = 6, 3, 7 and values up
# to 1,341,907). A state: the lengths of the runs of buttons not pushed yet, in all columns, as a
# sorted tuple (a run is a line of buttons not pushed between two pushed ones or the ends of its
# column; pushing inside a run leaves the parts on either side).


def _palindrome(columns):
    return tuple(columns) == tuple(reversed(columns))


positions = sequence(values=range(1, 7), length=range(1, 8)).where(_palindrome)
result = "win"


def start(columns):
    return tuple(sorted(columns))


def moves(runs):
    out = set()
    for i, run in enumerate(runs):
        rest = runs[:i] + runs[i + 1:]
        if i and runs[i - 1] == run:
            continue                                   # the same options as the run before
        for first in range(run):                       # the pushed buttons: first .. last
            for last in range(first, run):
                left, right = first, run - 1 - last
                after = rest + tuple(x for x in (left, right) if x > 0)
                out.add(tuple(sorted(after)))
    return sorted(out)
