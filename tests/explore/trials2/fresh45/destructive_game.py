# Destructive Game (Baekjoon 24656): N stone piles, pile i with a_i stones and an integer b_i.
# In turn, Alice first, a player chooses a pile i and an integer k >= 0 with b_i^k not greater
# than the pile's current number of stones, and removes b_i^k stones from it. A player who
# cannot do that loses. A position: a_1 b_1 a_2 b_2 ... (the input's N lines one after the
# other), 1..3 piles with a_i and b_i in 1..6 here (the statement allows 10^5 piles and values
# up to 10^9). A state: the piles as (stones, b) pairs, sorted (their order does not matter),
# a pile with no stone left dropped (no move is ever made on it). With b = 1 every power is 1:
# the one move takes one stone. The result: whether Alice, the first player, wins.
positions = sequence(values=range(1, 7), length=range(2, 7, 2))
result = "win"


def start(position):
    return tuple(sorted(zip(position[0::2], position[1::2])))


def moves(piles):
    options = set()
    for i, (a, b) in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        power = 1
        while power <= a:
            left = rest + (((a - power, b),) if a - power > 0 else ())
            options.add(tuple(sorted(left)))
            if b == 1:
                break
            power *= b
    return sorted(options)


def canonical(state):
    return state
