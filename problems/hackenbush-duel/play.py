"""hackenbush-duel's game for `make play` (see judge/play.py): the standing edges grouped by the
vertex they hang from (the end nearer the ground)."""
from brute import grounded, parse_input

from judge.play import IllegalMove, parse_ints

PLAY_SIZE = "small"
HELP = "a move is `e`: delete edge number e (what no longer reaches the ground falls)"


def start(intro: list[str]):
    return parse_input("\n".join(intro))


def draw(position) -> str:
    edges, mask = position
    standing = [i for i in range(len(edges)) if mask >> i & 1]
    # Breadth-first from the ground: an edge hangs from its end reached first.
    depth, order, hangs = {0: 0}, [0], {}
    for v in order:
        for i in standing:
            u, w = edges[i]
            if i not in hangs and v in (u, w):
                hangs[i] = v
                other = w if v == u else u
                if other not in depth:
                    depth[other] = depth[v] + 1
                    order.append(other)
    lines = []
    for v in order:
        mine = [i for i in standing if hangs.get(i) == v]
        if mine:
            parts = [f"{i + 1}: loop" if edges[i][0] == edges[i][1]
                     else f"{i + 1}: up to {edges[i][1] if edges[i][0] == v else edges[i][0]}"
                     for i in mine]
            name = "ground 0" if v == 0 else f"vertex {v}"
            lines.append(f"  {name:>10} | " + ", ".join(parts))
    return "\n".join(lines + [f"  {len(standing)} edges standing"])


def after(position, line: str):
    edges, mask = position
    move = parse_ints(line, 1)
    if move is None:
        raise IllegalMove(f"{line!r} is not an edge number")
    e = move[0]
    if not 1 <= e <= len(edges):
        raise IllegalMove(f"there is no edge {e}: the edges are 1 to {len(edges)}")
    if not mask >> (e - 1) & 1:
        raise IllegalMove(f"edge {e} is already gone")
    return edges, grounded(edges, mask & ~(1 << (e - 1)))


def over(position) -> bool:
    return position[1] == 0
