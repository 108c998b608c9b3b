# Array Game (Codeforces 1600E): an array; the players build a sequence together, each move taking
# the first or the last element of the array and appending it, which must keep the sequence
# strictly increasing. Who cannot move loses.
positions = sequence(values=range(1, 5), length=range(1, 6))


def start(a):
    return (a, 0)                     # the array left and the last element taken (none: 0)


def moves(s):
    a, last = s
    if a and a[0] > last:
        yield (a[1:], a[0])
    if len(a) > 1 and a[-1] > last:
        yield (a[:-1], a[-1])
