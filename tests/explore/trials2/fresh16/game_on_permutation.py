# Game on Permutation (Codeforces 1860C): a permutation p_1 .. p_n and a chip. Alice places the
# chip on some index i; then, Bob first, the players move it in turn from its index i to an index
# j < i with p_j < p_i. The player who cannot move the chip WINS. Here the chip is on the last
# element of the position (the index Alice chose; what lies after it never matters), and Bob is
# to move. A position: the prefix p_1 .. p_i, distinct values. A state: the prefix up to the
# chip. The result: whether Bob, the player to move, wins (Alice's index is lucky when he loses).
positions = sequence(values=range(1, 8), length=range(1, 8)).where(lambda p: len(set(p)) == len(p))
result = "misere"


def moves(prefix):
    top = prefix[-1]
    for j in range(len(prefix) - 1):
        if prefix[j] < top:
            yield prefix[:j + 1]          # the chip moves to index j
