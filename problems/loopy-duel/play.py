"""loopy-duel's game for `make play` (see judge/play.py): the whole graph, the tokens with the
edges out of their vertices, and how many moves the game may still last; a kept draw ends as a
draw, not a win."""
import brute
from brute import parse_input

from judge.play import IllegalMove, parse_ints

PLAY_SIZE = "small"
HELP = "a move is `t v`: slide token t along an edge to vertex v"
SIDES = ("First", "Second", "Draw")
SIDE_PROMPT = "Do you say First, Second or Draw? "


def start(intro: list[str]):
    """(graph, tokens, moves made, the move that stops the game or None before the claim)."""
    graph, tokens = parse_input("\n".join(intro))
    return graph, tokens, 0, None


def claim(position, side: str):
    """After the claim: the stop is L (First, Second) or C (Draw); a wrong claim ends the game
    at once (the jury rejects it)."""
    graph, tokens, moves, _ = position
    game = (graph, tokens)
    if side != brute.claim(game):
        return (graph, tokens, moves, 0), side != "Second"
    stop = brute.cap(game) if side == "Draw" else brute.length(game)
    return (graph, tokens, moves, stop), side != "Second"


GRAPH_ROW = 5  # vertices per line of the graph


def draw_graph(graph, tokens) -> list[str]:
    """Every vertex with the vertices its edges lead to, a few to a line; `*` marks a token."""
    entries = []
    for u in range(1, len(graph)):
        mark = "*" if u in tokens else ""
        entries.append(f"{u}{mark} -> {' '.join(map(str, sorted(set(graph[u])))) or 'none'}")
    width = max(map(len, entries), default=0)
    rows = [entries[i:i + GRAPH_ROW] for i in range(0, len(entries), GRAPH_ROW)]
    return ["  graph (* = a token is there):"] + \
           ["    " + "   ".join(e.ljust(width) for e in row).rstrip() for row in rows]


def draw(position) -> str:
    graph, tokens, moves, stop = position
    lines = draw_graph(graph, tokens)
    for t, u in enumerate(tokens, 1):
        out = ", ".join(map(str, sorted(set(graph[u])))) or "none: stuck"
        lines.append(f"  token {t} on vertex {u}; edges to {out}")
    if stop is not None:
        lines.append(f"  {moves} of at most {stop} moves made")
    return "\n".join(lines)


def verdict(position, side: str, accepted: bool) -> str:
    """A claimed draw that the game kept is a draw, not a win."""
    if not accepted:
        return "The jury won."
    return "It is a draw, as you said." if side == "Draw" else "You won!"


def after(position, line: str):
    graph, tokens, moves, stop = position
    move = parse_ints(line, 2)
    if move is None:
        raise IllegalMove(f"{line!r} is not two numbers")
    t, v = move
    if not 1 <= t <= len(tokens):
        raise IllegalMove(f"token {t} does not exist (1..{len(tokens)})")
    u = tokens[t - 1]
    if v not in graph[u]:
        raise IllegalMove(f"no edge from vertex {u} (token {t}) to {v}")
    return graph, tokens[:t - 1] + (v,) + tokens[t:], moves + 1, stop


def over(position) -> bool:
    graph, tokens, moves, stop = position
    stuck = not any(graph[u] for u in tokens)
    return stuck or (stop is not None and moves >= stop)
