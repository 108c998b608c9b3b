# Weird Game (Codeforces 293A): two binary words s (Yaroslav's) and t (Andrey's), each of 2n
# characters. In turn, Yaroslav first, a player chooses an index k from 1 to 2n not chosen before
# and writes out his own word's character there (Yaroslav s_k, Andrey t_k). When every index is
# chosen, each arranges his characters into the largest number he can; the larger number wins,
# equal numbers are a draw. Index k is written as one digit 2 s_k + t_k ('0': both 0, '1': only
# t_k = 1, '2': only s_k = 1, '3': both 1). A position: those 2n digits. A state: (the digits of
# the indices left, sorted (any index may be chosen), Yaroslav's ones minus Andrey's, whether
# Yaroslav moves). The result: W (Yaroslav wins), L (Andrey wins) or D (a draw).
positions = string("0123", length=range(2, 7, 2))
result = "outcome"


def start(word):
    return ("".join(sorted(word)), 0, True)


def moves(state):
    left, diff, yaroslav = state
    for c in sorted(set(left)):
        rest = left.replace(c, "", 1)
        v = int(c)
        gain = (v >> 1) if yaroslav else -(v & 1)
        yield (rest, diff + gain, not yaroslav)


def winner(state):
    left, diff, yaroslav = state      # every index chosen: Yaroslav moves next (2n moves made)
    if diff == 0:
        return "draw"
    return "mover" if diff > 0 else "last"


def canonical(state):
    return state
