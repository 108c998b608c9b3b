# Tree-Tac-Toe (Codeforces 1110G), every vertex uncoloured at the start: a tree. In turn, White
# first, a player colours one uncoloured vertex in their own colour (White or Black). The first
# player to own three vertices forming a path (u - v - w, consecutive edges) wins; if every vertex
# is coloured and neither has done so, it is a draw. The result: W / L / D for White.
positions = trees(n=range(1, 9))
result = "outcome"


def start(tree):
    adjacent = [0] * tree.n
    for u, v in tree.edges:
        adjacent[u] |= 1 << v
        adjacent[v] |= 1 << u
    return (tuple(adjacent), 0, 0)    # neighbour masks, White's vertices, Black's vertices


def _three(adjacent, mine):
    return any(mine >> v & 1 and bin(adjacent[v] & mine).count("1") >= 2
               for v in range(len(adjacent)))


def moves(state):
    adjacent, white, black = state
    n = len(adjacent)
    if _three(adjacent, white) or _three(adjacent, black):
        return
    white_to_move = bin(white).count("1") == bin(black).count("1")
    for v in range(n):
        if not (white | black) >> v & 1:
            if white_to_move:
                yield (adjacent, white | 1 << v, black)
            else:
                yield (adjacent, white, black | 1 << v)


def winner(state):
    adjacent, white, black = state
    if _three(adjacent, white) or _three(adjacent, black):
        return "last"                 # the player who just moved made the path
    return "draw"


def canonical(state):
    return state
