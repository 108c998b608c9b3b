# Paper Cutting (Project Euler 933): one rectangle of paper, w by h, both whole numbers. The
# players move in turn; a turn chooses one piece of paper and cuts it both horizontally and
# vertically at once, along whole numbers, so that it becomes four smaller rectangles of whole
# sizes (a cut x from the left, 0 < x < w, and a cut y from the top, 0 < y < h). The player with
# no valid move loses. The result: whether the first player wins from the one w x h piece (the
# problem counts the first player's winning first cuts, for w up to 123 and h up to 1234567).
# A position: the pair (w, h), each 1..10, declared here. A move: the four pieces, a move to
# their sum (the pieces are played on independently); a piece of width or height 1 has no move.
positions = numbers(w=range(1, 11), h=range(1, 11))
result = "win"


def moves(piece):
    w, h = piece
    out = []
    for x in range(1, w):
        for y in range(1, h):
            out.append([(x, y), (w - x, y), (x, h - y), (w - x, h - y)])
    return out
