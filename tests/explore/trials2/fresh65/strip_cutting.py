# Звуки в подвале (Sounds in the Basement, Baekjoon 28722): a strip of cells, each red or blue. Bill
# and Richie move in turn, Bill first. A move chooses any strip whose first and last cells differ in
# colour and cuts it anywhere into two strips of positive length. The player who has no move loses.
# The result: whether Bill, the first player, wins (the answer "Win"). A position: the strip as a
# string over 'RB', lengths 1..12 declared here (the statement allows |s| <= 10^5). A state: one
# strip; a cut leaves two strips that are played on side by side, so a move returns them as a list
# (a move to the sum of the two strips).
positions = string("RB", length=range(1, 13))
result = "win"


def moves(strip):
    if len(strip) < 2 or strip[0] == strip[-1]:
        return []
    return [[strip[:i], strip[i:]] for i in range(1, len(strip))]
