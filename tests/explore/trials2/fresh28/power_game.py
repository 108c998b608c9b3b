# PowerGame (Topcoder SRM 384, Div. II Level Three): two piles of sticks, size0 and size1. In
# turn, Alan first, a player removes a positive square number of sticks from EACH pile (the two
# squares may differ: 1 from one pile and 9 from the other), never more than a pile holds. The
# first player who cannot make a valid move loses. (The problem also asks for the number of turns
# under fastest win and slowest loss; here only the winner.) A position: (size0, size1). A state:
# the same two numbers. The result: whether Alan, the first player, wins.
positions = numbers(a=range(1, 31), b=range(1, 31))
result = "win"


def moves(position):
    a, b = position
    i = 1
    while i * i <= a:
        j = 1
        while j * j <= b:
            yield (a - i * i, b - j * j)
            j += 1
        i += 1
