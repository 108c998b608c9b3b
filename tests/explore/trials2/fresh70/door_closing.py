# The Door Closing Game (HackerEarth, problem "the-door-closing-game-5"): a row of N adjacent
# doors, each open ('_') or closed ('|'). Alice and Bob move in turn, Alice first. In a turn the
# player walks up to any closed door, selects a direction, left or right, and closes consecutive
# open doors in that direction, starting with the door next to it; he may stop whenever he wants
# and must stop at a closed door (or the end of the row), and he must close at least one door. A
# player who cannot close a door loses. The result: whether Alice, the first player, wins. A
# position: the row as a string over "_|", lengths 1..12 declared here (the statement allows
# length <= 100).
positions = string("_|", length=range(1, 13))
result = "win"


def moves(row):
    options = set()
    for i, door in enumerate(row):
        if door != "|":
            continue
        j = i + 1                      # to the right: close row[i + 1 .. j]
        while j < len(row) and row[j] == "_":
            options.add(row[:i + 1] + "|" * (j - i) + row[j + 1:])
            j += 1
        j = i - 1                      # to the left: close row[j .. i - 1]
        while j >= 0 and row[j] == "_":
            options.add(row[:j] + "|" * (i - j) + row[i:])
            j -= 1
    return sorted(options)
