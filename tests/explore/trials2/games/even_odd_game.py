# Even-Odd Game (Codeforces 1472D): Alice moves first; each turn a player takes one number;
# Alice scores it when it is even, Bob when it is odd. The score is the mover's total minus
# the other's.
positions = multiset(piles=range(1, 7), size=range(1, 6))
result = "score"


def start(items):
    return (items, 0)           # 0: Alice to move, 1: Bob


def moves(state):
    items, turn = state
    for i, a in enumerate(items):
        if i == 0 or items[i - 1] != a:
            scores = (a % 2 == 0) if turn == 0 else (a % 2 == 1)
            yield ((items[:i] + items[i + 1:], 1 - turn), a if scores else 0)


def canonical(state):
    return state
