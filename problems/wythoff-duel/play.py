"""wythoff-duel's game for `make play` (see judge/play.py): the queen's square, its distance to
the corner, and the board when it is small."""
from brute import parse_input

from judge.play import IllegalMove, parse_ints

PLAY_SIZE = "small"
HELP = "a move is `x y`: the queen's new square, left, down or diagonally towards (0, 0)"


def start(intro: list[str]):
    return parse_input("\n".join(intro))


def draw(position) -> str:
    x, y = position
    lines = [f"  queen on ({x}, {y}): {x} columns and {y} rows from the corner (0, 0)"]
    if max(x, y) <= 15:
        for row in range(y, -1, -1):
            cells = ["Q" if (col, row) == (x, y) else "*" if (col, row) == (0, 0) else "."
                     for col in range(x + 1)]
            lines.append(f"  {row:>3} " + " ".join(cells))
        lines.append("      " + " ".join(str(col % 10) for col in range(x + 1)))
    return "\n".join(lines)


def after(position, line: str):
    x, y = position
    move = parse_ints(line, 2)
    if move is None:
        raise IllegalMove(f"{line!r} is not two numbers")
    a, b = move
    if (a, b) == (x, y):
        raise IllegalMove("the queen must move at least one square")
    if a < 0 or b < 0 or a > x or b > y:
        raise IllegalMove(f"({a}, {b}) is not between the queen ({x}, {y}) and the corner")
    if not (a == x or b == y or x - a == y - b):
        raise IllegalMove(f"({a}, {b}) is not left of, below, or diagonally below-left of the "
                          f"queen: keep x = {x}, or keep y = {y}, or lower both by the same amount")
    return a, b


def over(position) -> bool:
    return position == (0, 0)
