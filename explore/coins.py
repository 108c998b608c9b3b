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
games (HDU 3537: turn one, two or three coins, the rightmost from heads to tails)."""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from judge.errors import UserError

from . import positions as shapes
from . import solve
from . import sums

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
    if game.start is not None or game.result not in ("win", "grundy") or \
            not isinstance(ex, solve.Explorer):
        return None
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
        except (UserError, ValueError, TypeError, AttributeError, KeyError, IndexError):
            continue
        if g is None:
            continue
        return _answer(game, ex, reader, g, states, positions, labels, larger, larger_labels,
                       what, check_code if verify else None)
    return None


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
    return lines, bool(text), text        # no code: g is a table (sums.no_table_answer)
