"""kayles-duel's game for `make play` (see judge/play.py): the row of pins, places numbered."""
from brute import parse_input

from judge.play import IllegalMove, parse_ints

PLAY_SIZE = "small"
HELP = "a move is `p k`: knock down k = 1 or 2 standing pins from place p on"


def start(intro: list[str]) -> str:
    return parse_input("\n".join(intro))


def draw(row: str) -> str:
    """Rows of 50 places in groups of 10, each row headed by its first place."""
    lines = []
    for start_at in range(0, len(row), 50):
        groups = [row[s:s + 10] for s in range(start_at, min(len(row), start_at + 50), 10)]
        lines.append(f"  {start_at + 1:>4}  {' '.join(groups)}")
    ruler = "        " + " ".join("1234567890"[:min(10, len(row) - s)]
                                  for s in range(0, min(50, len(row)), 10))
    return "\n".join([ruler, *lines, f"  {row.count('I')} {'pin' if row.count('I') == 1 else 'pins'} standing"])


def after(row: str, line: str):
    move = parse_ints(line, 2)
    if move is None:
        raise IllegalMove(f"{line!r} is not two numbers")
    p, k = move
    if k not in (1, 2):
        raise IllegalMove(f"k = {k}: a move knocks down 1 or 2 pins")
    if p < 1 or p + k - 1 > len(row):
        raise IllegalMove(f"places {p}..{p + k - 1} are not all in 1..{len(row)}")
    down = [q for q in range(p, p + k) if row[q - 1] != "I"]
    if down:
        raise IllegalMove(f"the pin at place {down[0]} is already down")
    return row[:p - 1] + "." * k + row[p - 1 + k:]


def over(row: str) -> bool:
    return "I" not in row
