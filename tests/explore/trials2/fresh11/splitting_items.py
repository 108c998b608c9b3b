# Splitting Items (Codeforces 2004C): n items with costs a_i. Tomorrow Alice and Bob take the
# items in turn, Alice first, one item a turn, until none is left; with A the total cost of
# Alice's items and B of Bob's, the score is A - B: Alice maximises it, Bob minimises it. Today
# Bob may first increase the costs of some items by whole amounts, the total increase at most k
# (he cannot decrease a cost). The value: the score A - B with both playing best.
# Written as one game: Alice opens with a pass (she has no say today), then Bob raises the cost
# of one item by some amount within what is left of k, Alice passes again, and so on until Bob
# says he is done; then the taking starts with Alice, each item taken scoring its cost.
k = param("k", 2)
assert k >= 0, "the rules ask for k >= 0"
positions = multiset(piles=range(1, 7), size=range(2, 5))
result = "score"


def start(items):
    return ("alice passes", items, k)


def moves(state):
    stage, items, budget = state
    if stage == "alice passes":
        yield (("bob raises", items, budget), 0)
    elif stage == "bob raises":
        yield (("take", items, 0), 0)             # done: tomorrow's game, Alice first
        for i, a in enumerate(items):
            if i > 0 and items[i - 1] == a:
                continue
            for d in range(1, budget + 1):
                raised = tuple(sorted(items[:i] + (a + d,) + items[i + 1:]))
                yield (("alice passes", raised, budget - d), 0)
    else:
        for i, a in enumerate(items):
            if i > 0 and items[i - 1] == a:
                continue
            yield (("take", items[:i] + items[i + 1:], 0), a)


def canonical(state):
    return state
