# 取石子游戏 (BZOJ 2514, Fujian training camp 2010): N piles of stones in a row, pile i holding
# a_i stones; a_i = 0 marks a pile the company took away before the game (at least one such pile).
# In turn, the first player first, a player takes a whole pile, allowed only when a pile next to
# it (pile i - 1 or i + 1; the first and the last pile have one neighbour) has already been taken
# (by a player, or before the game). The game ends when every pile is taken; each player wants
# the most stones in all. (The problem asks for both totals; here their difference, the first
# player's total minus the second's: the two totals follow from it and the sum.) A position:
# a_1 .. a_N, one sequence, 0 for a pile taken. A state: the same sequence, a pile taken written
# as 0. The value: the player to move's stones minus the other's, both playing their best.
positions = sequence(values=range(0, 5), length=range(2, 7)).where(lambda p: 0 in p)
result = "score"


def moves(state):
    n = len(state)
    for i, a in enumerate(state):
        if a == 0:
            continue
        if (i > 0 and state[i - 1] == 0) or (i + 1 < n and state[i + 1] == 0):
            yield (state[:i] + (0,) + state[i + 1:], a)
