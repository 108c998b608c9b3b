"""generalized-subtraction's game for `make play` (see judge/play.py): the row of cards 1..N."""
from brute import parse_input

from judge.play import IllegalMove, parse_ints

PLAY_SIZE = "small"
HELP = "a move is `x y`: take the y cards x, x+1, ..., x+y-1 (all still there, L <= y <= R)"


def start(intro: list[str]) -> tuple[int, int, str]:
    return parse_input("\n".join(intro))


def draw(position: tuple[int, int, str]) -> str:
    """Rows of 50 cards in groups of 10 (# present, . taken), each row headed by its first card."""
    lo, hi, row = position
    lines = []
    for start_at in range(0, len(row), 50):
        cells = row[start_at:start_at + 50].replace("1", "#").replace("0", ".")
        groups = [cells[s:s + 10] for s in range(0, len(cells), 10)]
        lines.append(f"  {start_at + 1:>4}  {' '.join(groups)}")
    left = row.count("1")
    return "\n".join([*lines, f"  {left} {'card' if left == 1 else 'cards'} left; "
                      f"a move takes {lo}..{hi} consecutive cards"])


def after(position: tuple[int, int, str], line: str) -> tuple[int, int, str]:
    lo, hi, row = position
    move = parse_ints(line, 2)
    if move is None:
        raise IllegalMove(f"{line!r} is not two numbers")
    x, y = move
    if not lo <= y <= hi:
        raise IllegalMove(f"y = {y}: a move takes {lo}..{hi} cards")
    if x < 1 or x + y - 1 > len(row):
        raise IllegalMove(f"cards {x}..{x + y - 1} are not all in 1..{len(row)}")
    taken = [c for c in range(x, x + y) if row[c - 1] != "1"]
    if taken:
        raise IllegalMove(f"card {taken[0]} is already taken")
    return lo, hi, row[:x - 1] + "0" * y + row[x - 1 + y:]


def over(position: tuple[int, int, str]) -> bool:
    lo, _, row = position
    return "1" * lo not in row
