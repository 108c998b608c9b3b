# Doubloon Game (HDU 4203): a pile of S doubloons and a number K. In turn, Lisa first, a player
# takes from the pile a number of doubloons that is a power of K (1, K, K^2, ...), at most the
# doubloons left. The player who takes the last doubloon wins. (The problem asks for Lisa's
# smallest winning first take, 0 if she loses; the game is the same.) A position: S. The result:
# whether Lisa, the first player, wins.
k = param("k", 3)
assert k >= 2, "the rules ask for K >= 2"
positions = numbers(s=range(1, 81))
result = "win"


def start(position):
    (s,) = position
    return s                          # the doubloons left


def moves(s):
    take = 1
    while take <= s:
        yield s - take
        take *= k


def canonical(state):
    return state
