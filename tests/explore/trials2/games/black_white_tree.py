# Black and White Tree (AtCoder AGC 014 D): a tree with every vertex uncoloured. Takahashi
# moves first; the players take turns colouring an uncoloured vertex, Takahashi white, Aoki
# black. When every vertex is coloured, every white vertex with a black neighbour turns black
# (all at once). Takahashi wins if a white vertex is left, else Aoki wins.
positions = trees(n=range(1, 8))


def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return (tuple(tuple(x) for x in adjacent), "." * tree.n)


def moves(state):
    adjacent, colours = state
    mine = "W" if colours.count(".") % 2 == len(colours) % 2 else "B"
    for v, c in enumerate(colours):
        if c == ".":
            yield (adjacent, colours[:v] + mine + colours[v + 1:])


def winner(state):
    adjacent, colours = state
    white_left = any(c == "W" and all(colours[u] != "B" for u in adjacent[v])
                     for v, c in enumerate(colours))
    takahashi_to_move = len(colours) % 2 == 0
    return "mover" if white_left == takahashi_to_move else "last"


def canonical(state):
    return state
