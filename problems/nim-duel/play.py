"""nim-duel's game for `make play` (see judge/play.py): piles as numbers and bars."""
from brute import parse_input

from judge.play import IllegalMove, parse_ints

PLAY_SIZE = "small"
HELP = "a move is `i x`: take x stones from pile i"


def start(intro: list[str]):
    return parse_input("\n".join(intro))


def draw(position) -> str:
    piles, misere = position
    rule = ("misère: whoever takes the last stone loses" if misere
            else "normal play: whoever takes the last stone wins")
    width = len(str(len(piles)))
    rows = [f"  pile {i + 1:>{width}}: {a:>4}  {'|' * min(a, 60)}{'...' if a > 60 else ''}"
            for i, a in enumerate(piles)]
    return "\n".join([f"  ({rule})", *rows])


def after(position, line: str):
    piles, misere = position
    move = parse_ints(line, 2)
    if move is None:
        raise IllegalMove(f"{line!r} is not two numbers")
    i, x = move
    if not 1 <= i <= len(piles):
        raise IllegalMove(f"there is no pile {i}: the piles are 1 to {len(piles)}")
    a = piles[i - 1]
    if a == 0:
        raise IllegalMove(f"pile {i} is empty")
    if not 1 <= x <= a:
        raise IllegalMove(f"pile {i} has {a} stone{'s' * (a > 1)}: take 1 to {a}")
    return piles[:i - 1] + (a - x,) + piles[i:], misere


def over(position) -> bool:
    return sum(position[0]) == 0
