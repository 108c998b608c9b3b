# The division game of CodeChef FDIVGAME: N positive integers on a board. In
# turn, Henry first, a player selects an integer, divides it by 2, 3, 4, 5 or 6 and takes the
# floor; an integer that becomes 0 is erased. The player who makes the last move wins. The
# result: whether Henry, the first player, wins.
positions = multiset(piles=range(1, 25), size=range(1, 4))
result = "win"


def moves(numbers):
    for i, x in enumerate(numbers):
        if i > 0 and numbers[i - 1] == x:
            continue                  # the same integer again: the same moves
        rest = numbers[:i] + numbers[i + 1:]
        for d in (2, 3, 4, 5, 6):
            y = x // d
            yield tuple(sorted(rest + ((y,) if y > 0 else ())))
