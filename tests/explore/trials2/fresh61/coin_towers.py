# 동전 탑 게임 (Coin Tower Game, Baekjoon 29617): two towers of A and B coins. The players move in
# turn; a move chooses a non-empty tower and takes one or more coins from it. When no coin is
# left the game ends and the player who took more coins wins; if both took as many, the second
# player wins. An integer K changes the last move: the player who takes the last coin(s) gains K
# more coins if K >= 0; if K < 0 that player loses |K| coins, and loses the game outright if
# holding fewer than |K| coins (the coins taken in that last move counted). The problem asks
# whether the winner should choose to move first or second; the result here is whether the
# player who moves first wins ("First"). A position: (A, B, K) as the input gives them, A, B =
# 1..8 and K = -5..5 declared here (the copy of the statement read gives no bounds; A, B >= 1
# assumed, so that a last move exists). A state: (the two towers, sorted; the coins of the
# player to move; the coins of the other; whether the player to move is the first player; K).
positions = numbers(a=range(1, 9), b=range(1, 9), k=range(-5, 6))
result = "win"


def start(position):
    a, b, k = position
    return (min(a, b), max(a, b), 0, 0, True, k)


def moves(state):
    a, b, mine, theirs, first, k = state
    options = set()
    for taken_from, kept in ((a, b), (b, a)):
        for x in range(1, taken_from + 1):
            low, high = sorted((taken_from - x, kept))
            options.add((low, high, theirs, mine + x, not first, k))
    return sorted(options)


def winner(state):
    _, _, mine, last, first, k = state       # no coin left: the other player took the last one
    if k >= 0:
        last += k
    elif last < -k:
        return "mover"                       # the last taker holds fewer than |K| coins: loses
    else:
        last += k
    if last > mine:
        return "last"
    if mine > last:
        return "mover"
    return "last" if first else "mover"      # as many coins: the second player wins


def canonical(state):
    return state
