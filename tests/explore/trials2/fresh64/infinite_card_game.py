# Infinite Card Game (Codeforces 1895E): each card has an attack and a defence; a card s beats a
# card t if the attack of s is greater than the defence of t. Monocarp has n cards (ax_i, ay_i),
# Bicarp m cards (bx_j, by_j). Monocarp plays a card first; then Bicarp must answer with a card
# of his that beats it, then Monocarp with one of his that beats Bicarp's, and so on. A beaten
# card returns to its owner's hand, so each player always holds all his cards. The player who has
# no card beating the one just played loses; a game that lasts 100^500 moves is a draw. Both play
# for a win, else for a draw. The problem counts Monocarp's first moves that end in his win, in a
# draw and in Bicarp's win: that is the outcome of the game after each first move, and the game
# here is one of them, Monocarp's first move being his first card (any card is put first by
# reordering his cards); the outcome is for Monocarp, the player to move at the start: W, L or D.
# A position: the input in one sequence, (n, ax_1..ax_n, ay_1..ay_n, m, bx_1..bx_m, by_1..by_m);
# declared here: values 1..4, n and m = 1..2 with n + m <= 3 (sequences of length 6..8 over 1..4
# kept by a filter: n and m must match the lengths); the statement allows n, m <= 3 * 10^5 and
# values up to 10^6. A state: (Monocarp's cards, Bicarp's cards, both as (attack, defence) pairs
# in the input's order, then 0 before Monocarp's first card, else 1 when Bicarp is to answer and
# 2 when Monocarp is, and the defence of the card just played). Play that never ends (the
# 100^500 moves) is a draw.
positions = sequence(values=range(1, 5), length=range(6, 9)).where(
    lambda p: 2 * p[0] + 2 < len(p) and 2 * p[0] + 2 + 2 * p[2 * p[0] + 1] == len(p))
result = "outcome"


def start(p):
    n = p[0]
    mono = tuple(zip(p[1:n + 1], p[n + 1:2 * n + 1]))
    m = p[2 * n + 1]
    rest = p[2 * n + 2:]
    bi = tuple(zip(rest[:m], rest[m:]))
    return (mono, bi, 0, 0)


def moves(state):
    mono, bi, turn, defence = state
    if turn == 0:                                   # Monocarp's first card: his card 1
        return [(mono, bi, 1, mono[0][1])]
    hand = bi if turn == 1 else mono
    return [(mono, bi, 3 - turn, y) for y in sorted({y for x, y in hand if x > defence})]


def canonical(state):
    return state
