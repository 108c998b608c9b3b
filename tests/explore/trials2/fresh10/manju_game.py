# Manju Game (AtCoder AGC 026 F): boxes in a row, box i holding c_i manju. In turn, Sugim first,
# a player puts a piece on a box without one and takes the manju in it. On the first turn any box
# may be chosen; afterwards the player must choose a box next to the box the opponent chose on the
# turn just before, when such a box is still free, and any free box otherwise. The game ends when
# every box holds a piece. Each player maximises the manju they get. The value: Sugim's manju.
positions = sequence(values=range(1, 4), length=range(1, 7))
result = "score"
score = "own"


def start(boxes):
    return (boxes, (False,) * len(boxes), -1)   # the boxes, which are taken, the last choice


def moves(state):
    boxes, taken, last = state
    near = [j for j in (last - 1, last + 1) if last >= 0 and 0 <= j < len(boxes) and not taken[j]]
    free = near if near else [j for j in range(len(boxes)) if not taken[j]]
    for j in free:
        yield ((boxes, taken[:j] + (True,) + taken[j + 1:], j), boxes[j])


def canonical(state):
    return state
