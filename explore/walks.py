"""A token on a fixed board (docs/explore.md, "A token on a fixed board: the recurrence over its
cells"). Many contest games move one token over a board that never changes: a grid of free and
blocked cells, cells that pay or cost a point (AtCoder ABC 201 D, ARC 038 B). When the token's
steps only go forward (down, or right on the same row), the game is a game on a directed acyclic
graph of cells, and its answer is the textbook recurrence over the cells taken from the last
(win(c) iff some step from c reaches a cell that loses; value(c) = max over steps of the points
of the cell reached minus value(that cell)), O(cells · steps). No closed rule exists in general.

The game file writes such a game with a `start()` state (board, token): the board is the
position, unchanged by every move, and the token is one index into it (a string or a sequence
read as rows of w cells, w one of the game's parameters, or one row) or a (row, column) pair
(a grid). This module reads, from the explorer's graph of states (explore/solve.py), the steps
(dr, dc) of every move, the cells a step may land on (their letters or values), what a move
scores (a table by the letter landed on, or the value landed on), and the token's first cell
(the board's first or last); it keeps them only when they give exactly the moves of every state
searched, and the recurrence only when it gives every result computed. Nothing here knows a
game: steps, cells and points are read from moves()."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable

from .sums import cpp_escaped

MAX_POINTS = 8          # letters a table of points may have


@dataclass(frozen=True)
class Walk:
    slot: int                           # the state's component that is the board
    grid: bool                          # the board is rows of strings, the token (row, column)
    width: int | None                   # flat boards: columns (None: one row)
    width_name: str                     # the parameter the width is, or ""
    steps: tuple[tuple[int, int], ...]
    onto: tuple | None                  # the letters (or values) a step may land on; None: any
    points: object                      # None (a win game), "value", or {letter: points}
    start: str                          # "first" or "last": the token's cell at the start
    avoid: tuple = ()                   # numbers: the values a step may not land on (any other)


def applies(game) -> bool:
    return (game.start is not None and game.result in ("win", "score") and
            game.final is None and game.winner is None and game.left_moves is None and
            getattr(game, "own", None) is None)


def _parts(state) -> tuple[int, object, tuple] | None:
    """(the board's slot, the board, the token's ints) of a state (board, token ...), or None."""
    if not isinstance(state, tuple) or not 2 <= len(state) <= 3:
        return None
    boards = [i for i, x in enumerate(state) if isinstance(x, (str, tuple))]
    if len(boards) != 1 or not all(isinstance(x, int) and not isinstance(x, bool)
                                   for i, x in enumerate(state) if i != boards[0]):
        return None
    token = tuple(x for i, x in enumerate(state) if i != boards[0])
    return boards[0], state[boards[0]], token


def _cell(board, token: tuple, grid: bool, width: int | None):
    """(row, column) of the token, or None when it is off the board."""
    if grid:
        r, c = token
        return (r, c) if 0 <= r < len(board) and 0 <= c < len(board[r]) else None
    (i,) = token
    w = width or len(board)
    return divmod(i, w) if 0 <= i < len(board) and len(board) % w == 0 else None


def _size(board, grid: bool, width: int | None) -> tuple[int, int]:
    if grid:
        return len(board), (len(board[0]) if board else 0)
    w = width or max(len(board), 1)
    return len(board) // w, w


def _at(board, rc: tuple[int, int], grid: bool, width: int | None):
    r, c = rc
    return board[r][c] if grid else board[r * (width or len(board)) + c]


def _reached(walk: Walk, board, rc: tuple[int, int]) -> list[tuple[tuple[int, int], object]]:
    """The cells a move from rc reaches and what it lands on, by the walk's steps."""
    h, w = _size(board, walk.grid, walk.width)
    out = []
    for dr, dc in walk.steps:
        r, c = rc[0] + dr, rc[1] + dc
        if 0 <= r < h and 0 <= c < w:
            x = _at(board, (r, c), walk.grid, walk.width)
            if (walk.onto is None or x in walk.onto) and x not in walk.avoid:
                out.append(((r, c), x))
    return out


def _pay(points, x) -> int:
    return 0 if points is None else x if points == "value" else points[x]


def find(game, ex) -> Walk | None:
    """The walk whose steps, cells and points give exactly every move of every state of ex."""
    if not applies(game) or not ex.states:
        return None
    scored = game.result == "score"
    split = [_parts(s) for s in ex.states]
    if any(p is None for p in split) or len({p[0] for p in split}) != 1 or \
            len({len(p[2]) for p in split}) != 1:
        return None
    slot, ints = split[0][0], len(split[0][2])
    grid = ints == 2
    if grid and not all(isinstance(p[1], tuple) and p[1] and
                        all(isinstance(r, str) and len(r) == len(p[1][0]) for r in p[1])
                        for p in split):
        return None
    if ints not in (1, 2):
        return None
    widths: list[tuple[int | None, str]] = [(None, "")]
    if not grid:
        widths = [(v, k) for k, v in sorted(game.values.items())
                  if isinstance(v, int) and v >= 1] + widths
    for width, name in widths:
        walk = _read(ex, split, grid, width, name, slot, scored)
        if walk is not None:
            return walk if _probed(game, walk, [p[1] for p in split], scored) else None
    return None


PROBE_CELLS = 400       # token cells asked of moves() on the boards larger than any searched


def _larger_boards(walk: Walk, boards: list) -> list:
    """Boards twice as large as the largest searched: it, doubled (rows of a grid doubled and
    widened; a flat board's rows repeated, or its one row doubled), and one of a single cell
    content a step may land on, as large."""
    big = max(boards, key=len)
    if walk.grid:
        doubled = tuple(r + r for r in big + big)
    else:
        doubled = big + big
    fill = (walk.onto[0] if walk.onto else
            next((x for x in _contents(walk, boards) if x not in walk.avoid), None))
    out = [doubled]
    if fill is not None:
        out.append(tuple(fill * len(r) for r in doubled) if walk.grid else
                   (fill * len(doubled) if isinstance(doubled, str) else (fill,) * len(doubled)))
    return out


def _contents(walk: Walk, boards: list) -> list:
    """What the cells of the boards hold, in order of first sight."""
    seen: dict = {}
    for b in boards:
        for x in ("".join(b) if walk.grid else b):
            seen.setdefault(x, None)
    return list(seen)


def _probed(game, walk: Walk, boards: list, scored: bool) -> bool:
    """Whether moves() on boards larger than any searched gives the walk's moves: steps that
    only seemed few ("any number of cells right", seen up to the longest row) break here."""
    for board in _larger_boards(walk, boards):
        h, w = _size(board, walk.grid, walk.width)
        cells = [(r, c) for r in range(h) for c in range(w)]
        if len(cells) > PROBE_CELLS:
            cells = cells[:PROBE_CELLS // 2] + cells[-PROBE_CELLS // 2:]
        for rc in cells:
            token = rc if walk.grid else (rc[0] * w + rc[1],)
            state = list(token)
            state.insert(walk.slot, board)
            try:
                got = []
                for move in game.moves(tuple(state)):
                    after, gain = move if scored else (move, 0)
                    parts = _parts(tuple(after))
                    if parts is None or parts[1] != board:
                        return False
                    got.append((_cell(board, parts[2], walk.grid, walk.width), gain))
            except Exception:       # moves() fails on a larger board: nothing claimed past it
                return False
            want = [(to, _pay(walk.points, x) if scored else 0)
                    for to, x in _reached(walk, board, rc)]
            if sorted(got, key=repr) != sorted(want, key=repr):
                return False
    return True


def _moves_of(ex, sid: int, scored: bool) -> list[tuple[int, int]] | None:
    """(target state, points) of each move of a state; None for a move to a sum of states."""
    out = []
    for o in ex.opts[sid]:
        if scored:
            out.append((o[0], o[1]))
        elif len(o) == 1:
            out.append((o[0], 0))
        else:
            return None
    return out


def _read(ex, split, grid: bool, width, name: str, slot: int, scored: bool) -> Walk | None:
    steps, onto, pays = set(), set(), {}
    for sid, (_, board, token) in enumerate(split):
        if ex.opts[sid] is None:
            continue
        rc = _cell(board, token, grid, width)
        moves = _moves_of(ex, sid, scored)
        if rc is None or moves is None:
            return None
        for t, gain in moves:
            _, after, moved = split[t]
            to = _cell(after, moved, grid, width)
            if after != board or to is None:
                return None
            steps.add((to[0] - rc[0], to[1] - rc[1]))
            x = _at(board, to, grid, width)
            onto.add(x)
            if pays.setdefault(x, gain) != gain:
                return None
    if not steps or (0, 0) in steps:
        return None
    # forward steps only (down, or right on a row): the cells are a DAG, taken from the last;
    # backward only: from the first
    forward = all(dr > 0 or (dr == 0 and dc > 0) for dr, dc in steps)
    backward = all(dr < 0 or (dr == 0 and dc < 0) for dr, dc in steps)
    if not (forward or backward):
        return None
    points = None
    if scored:
        if all(isinstance(x, int) and pays[x] == x for x in pays):
            points = "value"
        elif len(pays) <= MAX_POINTS:
            points = dict(sorted(pays.items()))
        else:
            return None
    # the cells a step reaches on the board: when a move lands on every one, it may land on
    # any cell (numbers on a row: values never seen are no less allowed)
    steps_t = tuple(sorted(steps))
    reach = set()
    for sid, (_, board, token) in enumerate(split):
        rc = _cell(board, token, grid, width)
        h, w = _size(board, grid, width)
        for dr, dc in steps_t:
            if rc is not None and 0 <= rc[0] + dr < h and 0 <= rc[1] + dc < w:
                reach.add(_at(board, (rc[0] + dr, rc[1] + dc), grid, width))
    numbers = all(isinstance(x, int) for x in reach)
    avoid = tuple(sorted(reach - onto)) if numbers else ()
    walk = Walk(slot, grid, width, name, steps_t,
                None if onto == reach or numbers else tuple(sorted(onto, key=repr)), points, "",
                avoid)
    # the walk must give exactly the moves of every state searched
    for sid, (_, board, token) in enumerate(split):
        if ex.opts[sid] is None:
            continue
        rc = _cell(board, token, grid, width)
        got = sorted((_cell(split[t][1], split[t][2], grid, width), g)
                     for t, g in _moves_of(ex, sid, scored))
        want = sorted((to, _pay(points, x) if scored else 0) for to, x in _reached(walk, board, rc))
        if got != want:
            return None
    return walk


def _first(walk: Walk, game, positions: list) -> str | None:
    """"first" or "last": the token's cell at start(position) for every position given."""
    for side in ("first", "last"):
        ok = True
        for p in positions:
            parts = _parts(game.start(p))
            if parts is None:
                return None
            _, board, token = parts
            h, w = _size(board, walk.grid, walk.width)
            want = (0, 0) if side == "first" else (h - 1, w - 1)
            if board != p or _cell(board, token, walk.grid, walk.width) != want:
                ok = False
                break
        if ok:
            return side
    return None


def value(walk: Walk, board, scored: bool):
    """The recurrence over the cells: who wins from the start (bool), or the value."""
    h, w = _size(board, walk.grid, walk.width)
    forward = walk.steps[0][0] > 0 or (walk.steps[0][0] == 0 and walk.steps[0][1] > 0)
    order = range(h * w - 1, -1, -1) if forward else range(h * w)
    best: dict = {}
    for i in order:
        rc = divmod(i, w)
        here = []
        for to, x in _reached(walk, board, rc):
            here.append(_pay(walk.points, x) - best[to] if scored else not best[to])
        best[rc] = (max(here) if here else 0) if scored else any(here)
    return best[(0, 0) if walk.start == "first" else (h - 1, w - 1)]


def _onto_words(walk: Walk) -> str:
    if walk.avoid:
        return "a cell not holding " + ", ".join(repr(x) for x in walk.avoid)
    if walk.onto is None:
        return "any cell"
    return "a cell holding " + ", ".join(repr(x) for x in walk.onto)


def _letter(x) -> str:
    return f"'{cpp_escaped(x)}'" if isinstance(x, str) else f"{x}LL"


def code(walk: Walk, name_of_game: str, var: str) -> tuple[str, str]:
    """(the C++ to paste, its function's name)."""
    scored = walk.points is not None
    name, ret = ("value", "long long") if scored else ("firstWins", "bool")
    steps = ", ".join(f"{{{dr}, {dc}}}" for dr, dc in walk.steps)
    onto = (" || ".join(f"x == {_letter(x)}" for x in walk.onto) if walk.onto is not None else
            " && ".join(f"x != {_letter(x)}" for x in walk.avoid) or "true")
    if walk.points == "value":
        pay = "x"
    elif scored:
        pay = "".join(f"x == {_letter(x)} ? {p}LL : " for x, p in walk.points.items()) + "0LL"
    forward = walk.steps[0][0] > 0 or (walk.steps[0][0] == 0 and walk.steps[0][1] > 0)
    board = {"grid": "const std::vector<std::string>& grid", "s": "const std::string& s",
             "a": "const std::vector<long long>& a"}[var]
    if var == "grid":
        size = ("  const int h = int(grid.size()), w = h ? int(grid[0].size()) : 0;\n")
        landed = "grid[nr][nc]"
    else:
        arr = "s" if var == "s" else "a"
        width = walk.width if walk.width else f"int({arr}.size())"
        size = (f"  const int n = int({arr}.size()), w = {width};\n"
                + (f"  assert(n % w == 0 && \"the board is rows of {walk.width} cells "
                   f"({walk.width_name} = {walk.width})\");\n" if walk.width else "")
                + "  if (n == 0) return 0;\n"
                + "  const int h = n / w;\n")
        landed = f"{arr}[nr * w + nc]"
    start = "0, 0" if walk.start == "first" else "h - 1, w - 1"
    what = "the mover's points minus the other's" if scored else "true when the player to move wins"
    where = (f"rows of {walk.width} cells ({walk.width_name} = {walk.width})" if walk.width else
             "one row" if var != "grid" else "a grid")
    head = "\n".join(textwrap.wrap(
        f"{name_of_game}: a token on a fixed board ({where}) steps by (dr, dc) in {{{steps}}} "
        f"onto {_onto_words(walk)}"
        + (f", scoring {'the value landed on' if walk.points == 'value' else 'by the cell landed on'}"
           if scored else "")
        + f"; the recurrence over the cells from the {'last' if forward else 'first'}, "
          f"the token starting on the {walk.start} cell (found by gk explore; the moves checked "
          f"at every state it searched)", 92, initial_indent="// ", subsequent_indent="//   "))
    cellv = "long long" if scored else "char"
    combine = (f"const long long x = {landed}; "
               f"if (!({onto})) continue; "
               + (f"const long long got = ({pay}) - best[nr][nc]; v = any ? std::max(v, got) : "
                  f"got; any = true;" if scored else "if (!best[nr][nc]) v = 1;"))
    loop = ("for (int r = h - 1; r >= 0; --r) for (int c = w - 1; c >= 0; --c)" if forward else
            "for (int r = 0; r < h; ++r) for (int c = 0; c < w; ++c)")
    text = (head + "\n"
            + f"{ret} {name}({board}) {{  // {what}\n"
            + size
            + ("  if (h == 0 || w == 0) return 0;\n" if var == "grid" else "")
            + f"  static const int steps[][2] = {{{steps}}};\n"
            + f"  std::vector<std::vector<{cellv}>> best(h, std::vector<{cellv}>(w, 0));\n"
            + f"  {loop} {{\n"
            + ("    long long v = 0; bool any = false;\n" if scored else "    char v = 0;\n")
            + "    for (const auto& d : steps) {\n"
            + "      const int nr = r + d[0], nc = c + d[1];\n"
            + "      if (nr < 0 || nr >= h || nc < 0 || nc >= w) continue;\n"
            + f"      {combine}\n"
            + "    }\n"
            + "    best[r][c] = v;\n"
            + "  }\n"
            + f"  return best[{start.split(', ')[0]}][{start.split(', ')[1]}];\n"
            + "}\n")
    return text, name


def report(game, ex, positions: list, labels: list, var: str | None,
           check: Callable | None) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game is a token on a fixed board whose
    recurrence gives every result given; ([], "", "") otherwise."""
    if var not in ("s", "a", "grid"):
        return [], "", ""
    walk = find(game, ex)
    if walk is None:
        return [], "", ""
    try:
        side = _first(walk, game, positions)
    except Exception:           # start() fails on a position: not this module's to report
        return [], "", ""
    if side is None:
        return [], "", ""
    walk = Walk(**{**walk.__dict__, "start": side})
    scored = game.result == "score"
    try:
        if any(value(walk, p, scored) != (lab if scored else bool(lab))
               for p, lab in zip(positions, labels)):
            return [], "", ""
    except (KeyError, IndexError, TypeError, ZeroDivisionError):
        return [], "", ""
    steps = ", ".join(f"({dr}, {dc})" for dr, dc in walk.steps)
    where = (f"rows of {walk.width} cells ({walk.width_name} = {walk.width})" if walk.width else
             "one row" if not walk.grid else "a grid")
    pays = ("" if not scored else "; a move scores the value landed on"
            if walk.points == "value" else "; a move scores " + ", ".join(
                f"{x!r}: {p}" for x, p in walk.points.items()) + " by the cell landed on")
    lines = [f"recurrence: a token on a fixed board ({where}) steps by (dr, dc) in {{{steps}}} "
             f"onto {_onto_words(walk)}{pays}, from the "
             f"board's {side} cell; the game is its own recurrence over the cells, equal to all "
             f"{len(positions):,} results computed  [proven if moves() stays such a walk beyond "
             f"the {len(ex.states):,} states searched: {'minimax' if scored else 'who wins'} "
             f"over the moves, which is the game's definition]"]
    text, name = code(walk, game.name, var)
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        checked = check(text, name, var, positions, labels, "score" if scored else "win")
        lines.append(checked)
    return lines, text, checked
