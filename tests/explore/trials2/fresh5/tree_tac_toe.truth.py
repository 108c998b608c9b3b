# Truth for Codeforces 1110G (all vertices uncoloured): every colouring move in turn, minimax
# with +1 / -1 / 0 where the game ends (a path of three in one colour: the player who just moved
# won; all coloured: draw), read as W / L / D for White.
from oracle import score_search


def truth(tree):
    n = tree.n
    adjacent = [0] * n
    for u, v in tree.edges:
        adjacent[u] |= 1 << v
        adjacent[v] |= 1 << u
    full = (1 << n) - 1

    def three(mine):
        m = mine
        while m:
            v = (m & -m).bit_length() - 1
            m &= m - 1
            a = adjacent[v] & mine
            if a & (a - 1):
                return True
        return False

    def moves(state):
        white, black, white_to_move = state
        if three(white) or three(black):
            return []
        free = full & ~(white | black)
        out = []
        while free:
            bit = free & -free
            free &= free - 1
            if white_to_move:
                out.append(((white | bit, black, False), 0))
            else:
                out.append(((white, black | bit, True), 0))
        return out

    def final(state):
        white, black, _ = state
        return -1 if three(white) or three(black) else 0

    value = score_search(moves, final)((0, 0, True))
    return "W" if value > 0 else "L" if value < 0 else "D"
