# String Game (Baekjoon 11307): an initial string and a target string of lowercase letters, the
# initial at least as long as the target. Alice and Bob move in turn, Bob first, starting from the
# initial string: a move removes the first or the last letter of the current string. When the
# current string is as long as the target, the game stops: Alice wins if it equals the target,
# otherwise Bob wins. The result: whether Bob, the first player, wins (the answer "Bob"); the game
# is decided at its end through winner(). A position: the input line, the initial string, a space,
# the target string; both over the letters a and b here, the initial of 1..6 letters and the
# target non-empty and no longer (lengths 3..9 of the line declared; the statement allows any
# lowercase letters and a total input below 500,000 characters). A state: (the current string, the
# target, whether Bob is to move).
positions = string("ab ", length=range(3, 10)).where(
    lambda s: s.count(" ") == 1 and 0 < len(s.split(" ")[1]) <= len(s.split(" ")[0]))
result = "win"


def start(line):
    initial, target = line.split(" ")
    return (initial, target, True)


def moves(state):
    current, target, bob = state
    if len(current) == len(target):
        return []
    return sorted({(current[1:], target, not bob), (current[:-1], target, not bob)})


def winner(state):
    current, target, bob = state
    bob_won = current != target
    return "mover" if bob_won == bob else "last"


def canonical(state):
    return state
