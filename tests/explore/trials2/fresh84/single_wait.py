# 四暗刻单骑 (Luogu P9839): mahjong tiles are numbers 1..k. Alice and Bob each hold one tile, and
# a pile of tiles lies face down, its order known to both. They draw in turn, Alice first: the
# player to move takes the top tile of the pile, and then holds two tiles. If these two are the
# same, that player wins at once; else the player discards one of the two (face up), keeping the
# other. If the discarded tile equals the tile the other player holds, the other player wins at
# once. If the pile runs out with no winner, the game is a draw. Each plays to win and, failing
# that, to keep the other from winning. The problem answers m queries (x, y, l, r): Alice holds
# x, Bob holds y, the pile is a_l..a_r with a_l on top; here one query: W, L or D from Alice's
# side, who draws first. A position: the sequence x, y, then the pile from the top; values 1..3
# and piles of 1..5 tiles declared here (the statement allows n, m, k <= 2*10^5). A state:
# (the tile of the player to move, the other's tile, the pile left), or ("ron",) after a discard
# that the other player won on; `winner` decides the states with no move: ("ron",) and a draw
# of a pair are won by the player to move there, an empty pile is a draw.
positions = sequence(values=range(1, 4), length=range(3, 8))
result = "outcome"


def start(position):
    return (position[0], position[1], tuple(position[2:]))


def _pair_drawn(state):
    mine, theirs, pile = state
    return bool(pile) and pile[0] == mine


def moves(state):
    if state == ("ron",):
        return []
    mine, theirs, pile = state
    if not pile or _pair_drawn(state):
        return []
    drawn = pile[0]
    out = []
    for kept, thrown in ((mine, drawn), (drawn, mine)):
        if thrown == theirs:
            out.append(("ron",))
        else:
            out.append((theirs, kept, pile[1:]))
    return out


def winner(state):
    if state == ("ron",):
        return "mover"        # the other player discarded this player's tile
    mine, theirs, pile = state
    if not pile:
        return "draw"
    return "mover"            # the tile drawn makes a pair


def canonical(state):
    return state
