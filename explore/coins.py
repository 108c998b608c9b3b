"""Coin-turning games (docs/explore.md, "Coin-turning games"): a position is a row of coins, the
heads at some places 0, 1, 2, ...; a move turns over a set D of coins, the coin of D at the
largest place goes from heads to tails, and which sets a head at place x may turn does not depend
on the other coins. Both are read from the file's moves at every state searched (the places of
the heads: a set's or a multiset's elements, or the places of one letter of a row of two
letters, counted from either end). Then the coin-turning theorem (Berlekamp, Conway and Guy,
Winning Ways, ch. 14) makes the position the sum of its heads, each alone:
g(position) = XOR over the heads x of g(x), where g(x), the value of one head at x, is the mex
over the sets D a head at x may turn of the XOR of g(y) over the other places y of D (they go
from tails to heads when x is alone). The sets a lone head at x may turn come from the file's
moves of that position, for x past the places searched too, so g goes further than the search;
its pattern goes through the 1-D engine as a sum's piles do (explore/sums.py), and the code is
that of a sum: the XOR over the heads.

The theorem's conclusion is compared with the result of every state searched and of the larger
positions: a difference is printed as a fault, never hidden. Mock Turtles and Ruler are such
games (HDU 3537: turn one, two or three coins, the rightmost from heads to tails).

Coins on a board (Winning Ways, ch. 14, two-dimensional coin turning): the places are cells,
tuples of numbers, ordered as tuples are, and the position lists them (pairs (a, b), or a
sequence read as rows whose start() makes the set of its cells). The theorem is the same; g of a
cell alone is the mex over its turns, computed cell by cell from the file's moves of that cell
alone, and the game is the sum of its cells (rows), g mined over their numbers as a sum's rows
are (explore/sums.py) and checked on rows past those of the positions."""
from __future__ import annotations

import itertools
import math
import random
import time
from dataclasses import dataclass
from typing import Callable

from . import positions as shapes
from . import solve
from . import start_sums, sums

THEOREM = "the coin-turning theorem (Winning Ways, ch. 14)"
FIRST_TOP = 63          # g(0..63) at least, past the places searched
SECONDS = 3.0           # CPU seconds for the lone heads' moves past that, doubling
TOP = 4095              # ... up to g(4095) at most


@dataclass(frozen=True)
class Reader:
    """How a state shows its heads: `heads(state)` gives (the row's length or None, the places
    of its heads as a frozenset) or None when the state is not such a row; `lone(x)` is the
    position with one head, at x; `cpp` is the C++ (variable, loop, part) over the heads."""
    what: str
    heads: Callable
    lone: Callable
    cpp: tuple


def readers(shape) -> list[Reader]:
    """The ways a state of this shape may be a row of coins, tried in order."""
    kind = shape.kind
    if kind == "set":
        return [Reader("the elements of the set", lambda s: (None, frozenset(s)),
                       lambda x: frozenset({x}), ("a", "for (long long v : a)", "v"))]
    if kind == "multiset":
        def distinct(s):
            return (None, frozenset(s)) if len(set(s)) == len(s) and all(
                isinstance(v, int) and v >= 0 for v in s) else None
        return [Reader("the numbers of the position (all different)", distinct,
                       lambda x: (x,), ("a", "for (long long v : a)", "v"))]
    if kind == "string" and not shape.params.get("cyclic"):
        letters = shape.params["alphabet"]
        row = "s"
    elif kind == "sequence" and len(_inner(shape).values) == 2:
        letters = tuple(_inner(shape).values)
        row = "a"
    else:
        return []
    if len(letters) != 2:
        return []
    out = []
    for head, tail in (letters, letters[::-1]):
        for end in ("left", "right"):
            out.append(_row_reader(kind, head, tail, end, row))
    return out


def _inner(shape):
    """The shape a .where(...) filters."""
    return shape.inner if isinstance(shape, shapes.Where) else shape


def _row_reader(kind: str, head, tail, end: str, row: str) -> Reader:
    """Heads are the places of `head` in a row, counted from its `end`."""
    def heads(s):
        if not isinstance(s, (str, tuple)):
            return None
        n = len(s)
        places = [i if end == "left" else n - 1 - i for i, c in enumerate(s) if c == head]
        if any(c != head and c != tail for c in s):
            return None
        return n, frozenset(places)

    def lone(x: int):
        cells = [tail] * x + [head] if end == "left" else [head] + [tail] * x
        return "".join(cells) if kind == "string" else tuple(cells)
    shown = f"'{head}'" if kind == "string" else str(head)
    place = "i" if end == "left" else "len - 1 - i"
    literal = f"'{sums.cpp_escaped(head)}'" if kind == "string" else str(head)
    loop = (f"const long long len = (long long){row}.size(); for (long long i = 0; i < len; ++i) "
            f"if ({row}[i] == {literal})")
    return Reader(f"the places of the {shown}s, counted from the {end} from 0", heads, lone,
                  (row, loop, place))


def reached(ex: solve.Explorer, roots: list) -> list[int]:
    """The states searched that these positions reach (a grown size may add positions that are
    no rows of coins: a third value; their states are not the game's)."""
    todo = [ex.index[q] for q in map(ex._canon, roots) if q in ex.index]
    seen = set(todo)
    while todo:
        for opt in ex.opts[todo.pop()] or ():
            for j in opt:
                if j not in seen:
                    seen.add(j)
                    todo.append(j)
    return sorted(seen)


def turns(ex: solve.Explorer, reader: Reader, states: list[int]) -> dict | None:
    """place x -> the sets of places a head at x may turn (frozensets, x the largest), the same
    at every state listed that has a head at x; None when some move is not such a turn."""
    family: dict = {}
    for sid in states:
        state, options = ex.states[sid], ex.opts[sid]
        if options is None:
            continue
        read = reader.heads(state)
        if read is None:
            return None
        n, here = read
        by_head: dict = {x: set() for x in here}
        for opt in options:
            if len(opt) != 1:
                return None                 # a move to a sum of states
            after = reader.heads(ex.states[opt[0]])
            if after is None or after[0] != n:
                return None
            turned = here ^ after[1]
            if not turned or max(turned) not in here:
                return None                 # the largest place turned must go from heads
            by_head[max(turned)].add(turned)
        for x, sets in by_head.items():
            if family.setdefault(x, frozenset(sets)) != frozenset(sets):
                return None                 # a head's moves depend on the other coins
    return family


def lone_turns(game: solve.Game, reader: Reader, x: int) -> frozenset:
    """The sets a lone head at x may turn, from the file's moves of that position."""
    out = set()
    for after in game.moves(reader.lone(x)):
        read = reader.heads(after)
        if read is None:
            raise ValueError("not a row of coins")
        turned = frozenset({x}) ^ read[1]
        if not turned or max(turned) != x:
            raise ValueError("not a turn of the head")
        out.add(turned)
    return frozenset(out)


def values(game: solve.Game, reader: Reader, family: dict, top: int) -> list[int] | None:
    """g(0..) of one head alone by the theorem's mex, from the lone heads' moves: up to `top`,
    then doubling while SECONDS of CPU last; None when a lone head's moves are not the sets
    read at the states searched."""
    g: list[int] = []
    start = time.process_time()
    goal, last = top, 0.0
    while True:
        began = time.process_time()
        for x in range(len(g), goal + 1):
            sets = lone_turns(game, reader, x)
            if x in family and sets != family[x]:
                return None
            seen = set()
            for turned in sets:
                v = 0
                for y in turned:
                    if y != x:
                        v ^= g[y]
                seen.add(v)
            m = 0
            while m in seen:
                m += 1
            g.append(m)
        last = time.process_time() - began
        spent = time.process_time() - start
        if goal >= TOP or spent + 4 * last > SECONDS:   # a doubling may cost 4x (x^2 sets)
            return g
        goal = min(2 * goal + 1, TOP)


def explore_coins(game: solve.Game, ex: solve.Explorer, positions: list, labels: list, grow,
                  check_code, verify: bool = True) -> tuple[list[str], bool, str] | None:
    """As sums.explore_sum, for a coin-turning game: the lines, True, the code; or None."""
    if game.result not in ("win", "grundy") or not isinstance(ex, solve.Explorer):
        return None
    if game.start is not None or game.shape.kind in ("pairs", "sequence"):
        board = _board(game, ex, positions, labels, grow, check_code if verify else None)
        if board is not None or game.start is not None:
            return board
    row, tabled = _row(game, ex, positions, labels, grow, check_code, verify)
    if (row is None or tabled) and _inner(game.shape).kind in ("string", "sequence"):
        # a square board or one of a fixed width, row by row, read after the row: a row of
        # coins whose g is a table with no pattern may be a board whose g has a rule (a cell's
        # value is the nim product of its row's and its column's, Tartan's theorem)
        board = _board(game, ex, positions, labels, grow, check_code if verify else None,
                       written=True)
        return board if board is not None and (row is None or board[1]) else row
    return row


def _row(game, ex, positions, labels, grow, check_code, verify):
    """A row of coins (readers): ((the lines, True, the code) or None, whether g is a table
    with no pattern)."""
    for reader in readers(game.shape):
        try:
            family = turns(ex, reader, reached(ex, positions))
            if not family:
                continue
            larger, larger_labels, what = grow()
            rows = [i for i, p in enumerate(larger) if reader.heads(p) is not None]
            if len(rows) < len(larger):     # a grown third value: those are no rows of coins
                what += f" ({len(rows):,} of them rows of coins, the others left out)"
                larger, larger_labels = [larger[i] for i in rows], [larger_labels[i] for i in rows]
            states = reached(ex, list(positions) + larger)
            family = turns(ex, reader, states)      # the larger positions' states too
            if not family:
                continue
            seen = [reader.heads(p)[1] for p in list(positions) + list(larger)]
            top = max([FIRST_TOP] + [max(h) for h in seen if h] + list(family))
            g = values(game, reader, family, top)
        except Exception:   # the file's moves refuse a lone head past the positions (an assert)
            continue
        if g is None:
            continue
        return _answer(game, ex, reader, g, states, positions, labels, larger, larger_labels,
                       what, check_code if verify else None)
    return None, False


def _answer(game, ex, reader, g, states, positions, labels, larger, larger_labels, what,
            check_code):
    cutter = sums.Cutter(reader.what, "head", lambda s: sorted(reader.heads(s)[1]),
                         reader.lone, lambda x: x, lambda n: n, cpp_loop=reader.cpp)
    found = sums.Sum(cutter, len(states), dict(enumerate(g)), numbers=g, theorem=THEOREM,
                     stays="a coin-turning game")
    for i in states:                                    # the conclusion at every state
        if i >= len(ex.labels):
            continue                                    # not solved (a check the budget cut)
        label = ex.labels[i]
        x = 0
        for place in reader.heads(ex.states[i])[1]:
            x ^= g[place]
        if (x if game.result == "grundy" else x != 0) != label:
            found.wrong.append((ex.states[i], label, x))
    lines, text = sums.stated(
        game, found, g, positions, labels, larger, larger_labels, what,
        f"coins: every move turns over a set of coins whose largest place goes from heads to "
        f"tails, and the sets a head may turn are the same whatever the other coins are (the "
        f"heads: {reader.what}; checked at all {found.states:,} states searched), so the game "
        f"is the sum of its heads, each alone  [proven if moves() stays a coin-turning game "
        f"beyond the {found.states:,} states searched: {THEOREM}]", check_code)
    # a table of g with no pattern: the code refuses heads past it (sums.no_table_answer)
    return (lines, bool(text), text), found.g_claim is None and not found.g_mined


# ---------------------------------------------------------------- coins on a board

CELL_CAP = 20_000       # cells one value may need, at most


def _cells_reader(w: int = 0) -> Reader:
    """A state that is a set of cells, each a head: a tuple of distinct tuples of numbers
    (pairs(...), or the state a start() makes), or w > 0: a flat sequence read as distinct rows
    of w numbers (a start() that only cut the position into its rows, dropped by
    explore/solve.py)."""
    def heads(s):
        if not isinstance(s, tuple):
            return None
        if w:
            if len(s) % w or not all(type(v) is int for v in s):
                return None
            s = tuple(s[i:i + w] for i in range(0, len(s), w))
        elif not all(isinstance(c, tuple) and all(type(v) is int for v in c) for c in s):
            return None
        return (None, frozenset(s)) if len(set(s)) == len(s) else None
    return Reader("the cells of the state", heads, (lambda x: tuple(x)) if w else
                  (lambda x: (x,)), ())


class LoneCells:
    """g of one head alone on each cell, by the theorem's mex over the sets a lone head there may
    turn (the file's moves of the state of that one cell, the same sets as at the states
    searched where both are known), iteratively: a chain of cells may be long; and the value of
    a part of the position, the xor of g over the cells of the state it makes alone."""

    def __init__(self, game: solve.Game, ex: solve.Explorer, reader: Reader, family: dict,
                 cells_of: Callable):
        self.game, self.ex, self.reader, self.family = game, ex, reader, family
        self.cells_of = cells_of            # a part -> its cells (frozenset)
        self.g: dict = {}
        self.stop: float | None = None      # time.process_time() past which value() gives up

    def value(self, part) -> int:
        x = 0
        for c in self.cells_of(part):
            x ^= self.cell(c)
        return x

    def cell(self, c) -> int:
        return sums.mex_of_sums(c, self.g, self._turns, CELL_CAP, self.stop)

    def _turns(self, x) -> list:
        """The other cells of each set a lone head at x may turn."""
        sets = lone_turns(self.game, self.reader, x)
        if x in self.family and sets != self.family[x]:
            raise ValueError("a lone head's turns differ from those searched")
        return [[y for y in d if y != x] for d in sets]


def _board_ways(game: solve.Game, ex: solve.Explorer, positions: list,
                written: bool = False) -> list[tuple]:
    """(the parts of a position, how a state shows its cells, a part -> the cells of its state
    alone): the pairs of pairs(...), each a cell; the rows of w numbers of a sequence (every
    position's length a multiple of w), each a cell; or such rows whose start() makes a set of
    cells."""
    if game.start is None and game.shape.kind == "pairs":
        return [(c, _cells_reader(), lambda cell: frozenset({cell}))
                for c in sums.cutters(game.shape) if c.word == "token"]
    if game.start is None and _inner(game.shape).kind == "string":
        return _grid_ways(game, positions) + _flat_ways(game, positions)
    if _inner(game.shape).kind != "sequence":
        return []
    if written:             # the sequence as a board of two values written row by row
        return _flat_ways(game, positions) if game.start is None else []
    widths = [w for w in (2, 3) if all(len(p) % w == 0 for p in positions) and
              any(len(p) >= 2 * w for p in positions)]
    if game.start is None:
        return [(sums.row_cutter(w), _cells_reader(w), lambda row: frozenset({tuple(row)}))
                for w in widths]
    reader = _cells_reader()

    def cells(row):
        read = reader.heads(ex._canon(game.start(tuple(row))))
        if read is None:
            raise ValueError("start() of a row makes no set of cells")
        return read[1]
    return [(sums.row_cutter(w), reader, cells) for w in widths]


def _square(n: int) -> int:
    """The side of a square board of n cells, or 0 when n is no square."""
    side = math.isqrt(n)
    return side if side * side == n else 0


def _grid_reader(head: str, tail: str) -> Reader:
    """A square board written row by row in a string of two letters: the cells (row, column,
    from 1) of `head` are the heads; a lone head at (r, c) is on a board of side max(r, c)."""
    def heads(s):
        if not isinstance(s, str) or not s or not _square(len(s)) or set(s) - {head, tail}:
            return None
        n = _square(len(s))
        return n, frozenset((i // n + 1, i % n + 1) for i, ch in enumerate(s) if ch == head)

    def lone(cell):
        r, c = cell
        n = max(r, c)
        return tail * ((r - 1) * n + c - 1) + head + tail * (n * n - (r - 1) * n - c)
    return Reader(f"the cells of the '{head}'s of the square board", heads, lone, ())


def _grid_ways(game: solve.Game, positions: list) -> list[tuple]:
    """Square boards written row by row in a string of two letters (every position's length a
    square): the cells of either letter as heads."""
    letters = tuple(game.shape.params.get("alphabet", ()))
    if len(letters) != 2 or not all(_square(len(p)) for p in positions):
        return []
    out = []
    for head, tail in (letters, letters[::-1]):
        reader = _grid_reader(head, tail)
        cut = sums.Cutter(
            f"the cells of the '{head}'s on the square board written row by row (row, column "
            f"from 1)", "cell", (lambda rd: lambda s: sorted(rd.heads(s)[1]))(reader),
            reader.lone, flat=lambda cell: cell, names=("r", "c"), letter=head)
        out.append((cut, reader, lambda cell: frozenset({cell})))
    return out


def _flat_reader(head, tail, w: int, kind: str) -> Reader:
    """A board w cells wide written row by row in a string or a sequence of two values: the
    cells (row, column, from 1) of `head` are the heads; a lone head at (r, c) is on a board of
    r rows."""
    def heads(s):
        if not isinstance(s, (str, tuple)) or not s or len(s) % w or set(s) - {head, tail}:
            return None
        return len(s), frozenset((i // w + 1, i % w + 1) for i, v in enumerate(s) if v == head)

    def lone(cell):
        r, c = cell
        if r < 1 or not 1 <= c <= w:
            raise ValueError(f"no cell ({r}, {c}) on a board {w} wide")
        cells = [tail] * ((r - 1) * w + c - 1) + [head] + [tail] * (w - c)
        return "".join(cells) if kind == "string" else tuple(cells)
    return Reader(f"the cells of the {head!r}s of the board {w} wide", heads, lone, ())


def _flat_ways(game: solve.Game, positions: list) -> list[tuple]:
    """A board w >= 2 cells wide written row by row in a string or a sequence of two values: w
    the gcd of the positions' lengths, some position two rows or more; a square board is read
    as such first (_grid_ways). The cells of either value as heads."""
    inner = _inner(game.shape)
    if inner.kind == "string" and not inner.params.get("cyclic"):
        letters, kind = tuple(inner.params.get("alphabet", ())), "string"
    elif inner.kind == "sequence":
        letters, kind = tuple(inner.values), "sequence"
    else:
        return []
    w = math.gcd(*[len(p) for p in positions]) if positions else 0
    if len(letters) != 2 or w < 2 or not any(len(p) >= 2 * w for p in positions):
        return []
    out = []
    for head, tail in (letters, letters[::-1]):
        reader = _flat_reader(head, tail, w, kind)
        cut = sums.Cutter(
            f"the cells of the {head!r}s on the board {w} cells wide written row by row (row, "
            f"column, from 1)", "cell", (lambda rd: lambda s: sorted(rd.heads(s)[1]))(reader),
            reader.lone, flat=lambda cell: cell, names=("r", "c"), letter=head, width=w,
            fits=(lambda w: lambda cell: cell[0] >= 1 and 1 <= cell[1] <= w)(w))
        out.append((cut, reader, lambda cell: frozenset({cell})))
    return out


def _state_ids(game: solve.Game, ex: solve.Explorer, positions: list) -> list[int]:
    roots = positions if game.start is None else [game.start(p) for p in positions]
    return reached(ex, roots)


def _board(game, ex, positions, labels, grow, check_code, written: bool = False):
    """Coins on a board: the lines, True, the code; or None when the states are no sets of
    cells turned as coins, or the position is not the sum of its parts' cells. written: the
    board written row by row in a sequence of two values (_flat_ways), after the row."""
    for cut, reader, cells_of in _board_ways(game, ex, positions, written):
        try:
            if not turns(ex, reader, _state_ids(game, ex, positions)) or \
                    not _cells_add_up(game, ex, reader, cut, cells_of, positions):
                continue
            larger, larger_labels, what = grow()
            if cut.width and game.start is None:
                # a grown size that adds a third value to a board of two is no board of coins
                keep = [i for i, p in enumerate(larger) if reader.heads(ex._canon(p)) is not None]
                if len(keep) < len(larger):
                    what += f" ({len(keep):,} of them boards of two values, the others left out)"
                    larger = [larger[i] for i in keep]
                    larger_labels = [larger_labels[i] for i in keep]
            if not _cells_add_up(game, ex, reader, cut, cells_of, larger):
                return None
            every = list(positions) + list(larger)
            states = _state_ids(game, ex, every)
            family = turns(ex, reader, states)
            if not family:
                return None
            heads = LoneCells(game, ex, reader, family, cells_of)
            g = {part: heads.value(part) for p in every for part in cut.split(p)}
            g.update(_box(game, cut, heads, g))
            return _board_answer(game, ex, reader, cut, heads, g, states, every,
                                 list(labels) + list(larger_labels), len(positions), what,
                                 check_code)
        except Exception:   # a lone cell the file's moves refuse (an assert), too many cells
            return None
    return None


MINE_TOP = 15           # g is mined on every row over lo..lo + MINE_TOP at least, ...
MINE_ROWS = 400         # ... or a seeded sample of that many rows
MINE_SECONDS = 2.0      # CPU seconds for their values


def _box(game: solve.Game, cut: sums.Cutter, heads: LoneCells, g: dict) -> dict:
    """g of the rows of a box past the positions' rows, for its rule to be mined on more than
    the few rows a small position holds (a board of 3 x 3 cells has 9 rows of two numbers):
    every row over lo..max(hi, lo + MINE_TOP), or a seeded sample of MINE_ROWS, while
    MINE_SECONDS last."""
    rows = list(g)
    if not all(isinstance(r, tuple) and r and all(type(v) is int for v in r) for r in rows):
        return {}
    lo, hi = min(min(r) for r in rows), max(max(r) for r in rows)
    box = [r for r in itertools.product(range(lo, max(hi, lo + MINE_TOP) + 1),
                                        repeat=len(rows[0])) if r not in g]
    if len(box) > MINE_ROWS:
        box = sorted(random.Random(7).sample(box, MINE_ROWS))
    out = {}
    heads.stop = time.process_time() + MINE_SECONDS
    try:
        for r in sums._positions_alone(game, cut, box):
            out[r] = heads.value(r)
    except Exception:   # past the cells the file's moves accept (an assert), or the time
        pass
    finally:
        heads.stop = None
    return out


def _cells_add_up(game, ex, reader, cut, cells_of, positions) -> bool:
    """Every position's state is the disjoint union of its parts' cells (no cell twice)."""
    for p in positions:
        state = ex._canon(game.start(p)) if game.start is not None else ex._canon(p)
        read = reader.heads(state)
        if read is None:
            return False
        seen: set = set()
        for part in cut.split(p):
            cells = cells_of(part)
            if seen & cells:
                return False
            seen |= cells
        if seen != read[1]:
            return False
    return True


def _board_answer(game, ex, reader, cut, heads, g, states, every, results, n_positions, what,
                  check_code):
    found = sums.Sum(cut, len(states), g, theorem=THEOREM, stays="a coin-turning game")
    for i in states:                                    # the conclusion at every state
        if i >= len(ex.labels):
            continue
        x = 0
        for c in reader.heads(ex.states[i])[1]:
            x ^= heads.cell(c)
        if (x if game.result == "grundy" else x != 0) != ex.labels[i]:
            found.wrong.append((ex.states[i], ex.labels[i], x))
    found.g_mined = sums._mined_rule(game.shape, g, cut)
    if found.g_mined is not None:
        start_sums.rows_past(game, heads, found)
    found.larger, found.larger_what = len(every) - n_positions, what
    sums.check(found, every, results, game.result)
    lines = sums.claim_lines(game, found, n_positions)
    made = "start() makes" if game.start is not None else "the position is"
    lines[0] = (
        f"coins on a board: {made} a set of cells, every move turns over a set of cells whose "
        f"largest (as tuples are ordered) goes from heads to tails, and the cells a head may turn "
        f"are the same whatever the other coins are (checked at all {found.states:,} states "
        f"searched), so the game is the sum of its cells, each alone (the parts: {cut.what}), "
        f"{'a ' + cut.word + ' worth the xor of g over the cells start() makes of it' if game.start is not None else 'each ' + cut.word + ' a cell'}"
        f"  [proven if moves() stays a coin-turning game beyond the {found.states:,} states "
        f"searched: {THEOREM}]")
    text = sums.pasted(game, found, lines, every, results, check_code)
    return lines, bool(text), text
