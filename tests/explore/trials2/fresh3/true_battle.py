# A TRUE Battle (Codeforces 2030C): a row of n booleans (a binary string, 1 = true). Alice and
# Bob in turn, Alice first, put "and" or "or" into one of the empty gaps between neighbours,
# until all n - 1 gaps are filled. The expression is then evaluated with "and" before "or";
# Alice wins if it is true, Bob if it is false.
positions = string("01", length=range(2, 8))
result = "win"


def start(s):
    return (s, ("",) * (len(s) - 1))      # the booleans, the operator in each gap ("" = empty)


def moves(state):
    s, ops = state
    for i, op in enumerate(ops):
        if op == "":
            for put in ("and", "or"):
                yield (s, ops[:i] + (put,) + ops[i + 1:])


def _value(s, ops):
    groups, current = [], [s[0] == "1"]
    for i, op in enumerate(ops):
        if op == "and":
            current.append(s[i + 1] == "1")
        else:
            groups.append(all(current))
            current = [s[i + 1] == "1"]
    groups.append(all(current))
    return any(groups)


def winner(state):
    s, ops = state                    # every gap filled: the player to move is Alice iff n - 1 is even
    alice_to_move = (len(ops) % 2 == 0)
    return "mover" if _value(s, ops) == alice_to_move else "last"


def canonical(state):
    return state
