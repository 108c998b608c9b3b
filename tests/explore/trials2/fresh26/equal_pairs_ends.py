# CodeChef P5209 (Alice and Bob trim a binary string): a binary string S. Alice wants the number
# of places i with S_i S_{i+1} = 01 to equal the number with 10, both of them non-zero; Bob wants
# to stop her. In turn, Alice first, a player deletes the first or the last character of S. The
# game ends as soon as Alice's condition holds (she wins; also when it holds at the start, before
# any move) or when S is empty (Bob wins). A position: S. A state: (the string left, whether Alice
# is to move). The result: whether Alice, the first player, wins.
positions = string("01", length=range(1, 13))
result = "win"


def _alice_has_won(s):
    ups = sum(1 for i in range(len(s) - 1) if s[i:i + 2] == "01")
    downs = sum(1 for i in range(len(s) - 1) if s[i:i + 2] == "10")
    return ups == downs and ups > 0


def start(s):
    return (s, True)


def moves(state):
    s, alice = state
    if s == "" or _alice_has_won(s):
        return
    yield (s[1:], not alice)
    yield (s[:-1], not alice)


def winner(state):
    s, alice = state
    alice_won = _alice_has_won(s)
    return "mover" if alice_won == alice else "last"


def canonical(state):
    return state
