"""Sums behind start() (docs/explore.md, "Sums of independent parts"): a game on piles whose
start(position) is a state made of parts, one group per pile (Zero-Move Nim: each pile a
becomes (a, zero-move still allowed)), where every move changes exactly one part. The state
structure is checked as explore/sums.py checks a sum of piles, at every state searched, on the
state's parts; start() must give, for every position checked, the parts of its piles taken one
at a time. Then the Sprague-Grundy theorem gives g(position) = XOR over the piles of
G(a) = g(start((a,))), and G, a sequence of one number, goes through the 1-D engine (or the
miner) as the value of a pile does in a plain sum."""
from __future__ import annotations

import dataclasses
import time
from collections import Counter

from judge.errors import UserError

from . import positions as shapes
from . import solve
from . import miner, sums

SECONDS = 2.0           # CPU seconds for G past the piles of the positions, doubling
TOP = 2047              # G(0..TOP) at most


def _cutter() -> sums.Cutter:
    """A state that is a tuple of parts (sorted: a multiset), cut into them."""
    def split(state):
        if not isinstance(state, tuple):
            raise ValueError("a state that is not a tuple of parts")
        return list(state)
    return sums.Cutter("the parts of the state start() makes", "part", split,
                       lambda part: (part,))


def _lowest(shape) -> int | None:
    """The smallest pile value the shape declares, or None for a shape that is not piles."""
    if isinstance(shape, shapes.Where):     # positions = multiset(...).where(...)
        shape = shape.inner
    if shapes.negative_values(shape):
        return None
    if shape.kind == "multiset":
        return shape.piles.start
    if shape.kind == "sequence":
        return shape.values.start
    return None


def explore_sum(game: solve.Game, ex: solve.Explorer, positions: list, labels: list, grow,
                check_code, verify: bool = True) -> tuple[list[str], bool, str] | None:
    """As sums.explore_sum, for a game with start(): the lines, True, the code; or None when
    its states are not sums of parts, one group per pile."""
    lo = _lowest(game.shape)
    if game.start is None or game.result not in ("win", "grundy") or lo is None:
        return None
    cutter = _cutter()
    if not (sums._one_part_moves(ex, cutter) and sums._parts_alone(game, ex, cutter)):
        return None
    try:
        if not _start_is_per_pile(game, ex, positions):
            return _rows_sum(game, ex, positions, labels, grow, check_code, verify)
        larger, larger_labels, what = grow()
        if not _start_is_per_pile(game, ex, larger):
            return None
        gex = sums._explorer(game, ex, list(positions) + list(larger))
        table = sums.PartTable(gex, cutter)
        broken = sums.structure(table, None, sums.quick_sample(len(table.of)))
        if not broken:
            numbered, broken = sums.part_game(game, table)
            broken = broken or sums.structure(table, numbered)
        if broken:
            return None
        gex.solve()
        top = max([lo] + [a for p in list(positions) + list(larger) for a in p])
        values, g, alone = _pile_values(game, gex, table, lo, top)
    except (UserError, ValueError, TypeError, AttributeError):
        return None
    piles = sums.cutters(game.shape)[0]
    found = sums.Sum(dataclasses.replace(piles, what="piles, each the parts start() makes of "
                                                     "it"),
                     len(gex.states), dict(enumerate(values)), numbers=values)
    g_of = [g.get(p) for p in table.parts]
    for i, here in enumerate(table.of):     # the theorem's conclusion at every state
        x = 0
        for k in here:
            x ^= g_of[k]
        if x != gex.labels[i]:
            found.wrong.append((gex.states[i], gex.labels[i], x))
    lines, text = sums.stated(
        game, found, values, positions, labels, larger, larger_labels, what,
        f"sum: start() makes each position the parts of its piles taken one at a time (checked "
        f"on all {len(positions) + len(larger):,} positions), every move changes one part and a "
        f"part's moves are the same whatever the other parts are (checked at all "
        f"{found.states:,} states searched), so the game is the sum of its piles, a pile a "
        f"worth g(a) = the value of start((a,))  [proven if moves() stays a sum of parts beyond "
        f"the states searched: {sums.THEOREM}]", check_code if verify else None)
    return lines, bool(text), text        # no code: g is a table (sums.no_table_answer)


def _rows_sum(game: solve.Game, ex: solve.Explorer, positions: list, labels: list, grow,
              check_code, verify: bool) -> tuple[list[str], bool, str] | None:
    """A sequence read as rows of w numbers (boards given as n1 m1 n2 m2 ...: sums' row
    cutters, one after another), whose start() makes each position the parts of its rows taken
    one at a time: the game is the sum of its rows, a row worth G(row) = the value of
    start(row), the xor of its parts' values (ByParts, the parts' game from the file's moves).
    G's rule is mined over the row's numbers and checked on rows past those of the positions
    (every row of a box twice as large, or a sample), as a plain sum of rows is (CodeChef
    CHEFBRO: a coin on each of C boards moved 1 or 2 cells down, right or diagonally)."""
    for rows in sums._row_cutters(game.shape):
        if rows.layout != "rows" or not _start_is_per_pile(game, ex, positions, rows.split):
            continue
        larger, larger_labels, what = grow()
        if not _start_is_per_pile(game, ex, larger, rows.split):
            return None
        parts = ByParts(game, ex)
        every = list(positions) + list(larger)
        try:
            g = {r: parts.value(r) for p in every for r in rows.split(p)}
        except Exception:   # a part's game past PART_CAP, or moves() refuse a part alone
            return None
        found = sums.Sum(rows, len(ex.states), g)
        found.g_mined = sums._mined_rule(game.shape, g, rows)
        if found.g_mined is not None:
            rows_past(game, parts, found)
        found.larger, found.larger_what = len(larger), what
        results = list(labels) + list(larger_labels)
        sums.check(found, every, results, game.result)
        lines = sums.claim_lines(game, found, len(positions))
        lines[0] = (
            f"sum: start() makes each position the parts of its {rows.what.split(' (')[0]} taken "
            f"one at a time (checked on all {len(every):,} positions), every move changes one "
            f"part and a part's moves are the same whatever the other parts are (checked at all "
            f"{found.states:,} states searched), so the game is the sum of its rows, a row worth "
            f"g(row) = the value of start(row)  [proven if moves() stays a sum of parts beyond "
            f"the states searched: {sums.THEOREM}]")
        text = sums.pasted(game, found, lines, every, results, check_code if verify else None)
        return lines, bool(text), text
    return None


def rows_past(game: solve.Game, parts, found: sums.Sum) -> None:
    """G's mined rule checked on rows past those of the positions (sums._rows_beyond's box),
    while sums.BEYOND_SECONDS last; a rule wrong on one is dropped and said, as for a plain
    sum of rows."""
    more, what = sums._rows_beyond(sorted(found.g))
    more = sums._positions_alone(game, found.cutter, more)
    parts.stop = time.process_time() + sums.BEYOND_SECONDS
    g = {}
    for r in more:
        try:
            g[r] = parts.value(r)
        except Exception:   # past PART_CAP or the time, or moves() refuse a row alone
            break
    parts.stop = None
    if not g:
        return
    rows = list(g)
    bad = miner.verify(found.g_mined, [found.cutter.flat(r) for r in rows], [g[r] for r in rows])
    found.beyond, found.beyond_what = len(rows), what
    if bad:
        found.rejected = (found.g_mined, bad[0], len(bad))
        found.g_mined = None


def _parts(game: solve.Game, ex: solve.Explorer, position) -> Counter:
    return Counter(ex._canon(game.start(position)))


def _start_is_per_pile(game: solve.Game, ex: solve.Explorer, positions,
                       groups=lambda p: [(a,) for a in p]) -> bool:
    """start(p) holds, as a multiset of parts, the parts of start(q) of each group q of p:
    each pile a alone, (a,), or each row of a sequence read as rows (groups: the row cutter)."""
    single: dict = {}
    try:
        for p in positions:
            want = Counter()
            for q in groups(p):
                if q not in single:
                    single[q] = _parts(game, ex, q)
                want += single[q]
            if _parts(game, ex, p) != want:
                return False
    except Exception:       # start() of one pile fails, or its state is not a tuple of parts
        return False
    return True


def _pile_values(game: solve.Game, gex: solve.Explorer, table: sums.PartTable, lo: int,
                 top: int) -> tuple[list[int], dict, dict]:
    """(G(0..top') with top' >= top, the largest pile seen, doubling past it while SECONDS
    allow; the value of every part; the parts' moves). G(a) is the xor of the values of
    start((a,))'s parts; a pile of 0, when the shape has none, is no pile: G(0) = 0."""
    began, goal, done = time.process_time(), top, None
    while True:
        try:
            singles = {a: gex._canon(game.start((a,))) for a in range(lo, goal + 1)}
            for parts in singles.values():
                for q in parts:
                    table.numbered(q)
            numbered, broken = sums.part_game(game, table, deadline=began + 4 * SECONDS)
        except Exception:   # start() or moves() fail past the declared piles, or time is up
            broken = "no values past the piles seen"
        if broken:
            if done is None:            # not even the piles of the positions: no sum
                raise ValueError(broken)
            break
        done = (goal, singles, sums._by_part(table, numbered))
        if time.process_time() - began > SECONDS / 4 or goal >= TOP:
            break
        goal = min(2 * goal + 1, TOP)
    top, singles, alone = done
    g = sums.part_values(alone, game.name)
    values = [0 if a < lo else _xor(g[q] for q in singles[a]) for a in range(top + 1)]
    return values, g, alone



def _xor(values) -> int:
    x = 0
    for v in values:
        x ^= v
    return x


# ---------------------------------------------------------------- the check's results by parts

PART_CAP = 20_000       # new parts one larger position's values may need, at most


class ByParts:
    """The results of larger positions of a game with start() whose states are sums of parts
    (every move changes one part, and a part's moves are the same whatever the others are:
    checked at every state searched, as explore/sums.py checks a sum), by the Sprague-Grundy
    theorem: the xor over the parts of start(position) of g(part), g computed from the moves of
    each part alone. The check on larger positions (explore/whole.py) takes their results from
    here, when these agree with every position searched: Tower Breakers' start((n, m)) is n
    towers of height m, and 24 towers of 48 reach millions of states, while its parts, the
    heights up to 48, are 48 small games."""

    words = "the sum of the parts start() makes"

    def __init__(self, game: solve.Game, ex: solve.Explorer):
        self.game, self.ex, self.cutter = game, ex, _cutter()
        self.g: dict = {}
        self.stop: float | None = None      # time.process_time() past which part() gives up

    def value(self, position) -> int:
        return _xor(self.part(q) for q in self.cutter.split(self.ex._canon(
            self.game.start(position))))

    def part(self, part) -> int:
        """g(part): the mex of the xors of the parts each move of it alone leaves, at most
        PART_CAP new parts (else OverflowError)."""
        return sums.mex_of_sums(part, self.g, lambda q: [
            [r for s in (o if isinstance(o, list) else [o])
             for r in self.cutter.split(self.ex._canon(s))]
            for o in self.game.moves(self.cutter.lone(q))], PART_CAP, self.stop)


def by_parts(game: solve.Game, ex, positions: list, labels: list) -> ByParts | None:
    """A ByParts for the game when its states searched are sums of the parts start() makes and
    the parts' values give the result of every position searched, or a Gateway when they are
    such sums once a first move is made; else None."""
    if game.start is None or game.result not in ("win", "grundy") or \
            not isinstance(ex, solve.Explorer) or not ex.states:
        return None
    plain = _plain_by_parts(game, ex, positions, labels)
    if plain is not None:
        return plain
    try:
        return _gateway(game, ex, positions, labels)
    except Exception:       # states of another form, moves() that fail on a part alone
        return None


def _plain_by_parts(game: solve.Game, ex, positions: list, labels: list) -> ByParts | None:
    cutter = _cutter()
    try:
        table = sums.PartTable(ex, cutter)
        if sums.structure(table, None, sums.quick_sample(len(table.of))):
            return None
        numbered, broken = sums.part_game(game, table)
        if broken or sums.structure(table, numbered):
            return None
        parts = ByParts(game, ex)
        for p, want in zip(positions, labels):
            got = parts.value(p)
            if (got != 0 if game.result == "win" else got) != want:
                return None
    except Exception:       # states that are not tuples of parts, moves() that fail alone
        return None
    return parts


# ---------------------------------------------------------------- sums behind a first move

GATE_CAP = 20_000       # states that are not sums one position's value may need, at most


class _SumView:
    """The states of an explorer that are sums (`keep`), renumbered, as sums.PartTable and
    sums.part_game read an explorer: every option of a kept state must be kept too."""

    def __init__(self, ex: solve.Explorer, keep: list[int]):
        new = {i: j for j, i in enumerate(keep)}
        self.states = [ex.states[i] for i in keep]
        self.opts = [[tuple(new[x] for x in opt) for opt in ex.opts[i]] for i in keep]
        self.index = {s: j for j, s in enumerate(self.states)}
        self._canon = ex._canon


def _context_cutter(at: int, context: tuple) -> sums.Cutter:
    """States (c0, ..., parts, ...) whose component `at` is a tuple of parts (sorted: a
    multiset) and whose other components are `context`: cut into those parts."""
    def split(state):
        if not isinstance(state, tuple) or len(state) != len(context) + 1 or \
                not isinstance(state[at], tuple) or state[:at] + state[at + 1:] != context:
            raise ValueError("not a sum state")
        return list(state[at])

    def lone(part):
        return context[:at] + ((part,),) + context[at:]
    return sums.Cutter("the parts of the states after a first move", "part", split, lone)


class Gateway(ByParts):
    """A game whose states are sums of parts once a first move is made (a circle of coins
    broken into rows: HDU 3951), while the states before are not: a state that is a sum is
    worth the xor of g over its parts (as ByParts, the structure checked at every sum state
    searched), any other the mex over its options, searched (at most GATE_CAP of them)."""

    words = ("the mex over the first moves of the sums of parts its states are after them, "
             "searched")

    def __init__(self, game: solve.Game, ex: solve.Explorer, cutter: sums.Cutter):
        super().__init__(game, ex)
        self.cutter = cutter
        self.gate: dict = {}

    def _sum(self, state):
        try:
            return self.cutter.split(state)
        except ValueError:
            return None

    def value(self, position) -> int:
        return self.state(self.ex._canon(self.game.start(position)))

    def state(self, s) -> int:
        parts = self._sum(s)
        if parts is not None:
            return _xor(self.part(q) for q in parts)
        if s in self.gate:
            return self.gate[s]
        if len(self.gate) >= GATE_CAP:
            raise OverflowError("too many states before the sums")
        seen = set()
        for o in self.game.moves(s):
            seen.add(_xor(self.state(self.ex._canon(t)) for t in (o if isinstance(o, list)
                                                                   else [o])))
        m = 0
        while m in seen:
            m += 1
        self.gate[s] = m
        return m


def _gateway(game: solve.Game, ex: solve.Explorer, positions: list, labels: list):
    """A Gateway when the states searched are, but for some before the first moves, sums of
    the parts of one component (the others fixed), and its values give every position's
    result; else None."""
    shapes_of = {(len(s), tuple(i for i, c in enumerate(s) if isinstance(c, tuple)))
                 for s in ex.states if isinstance(s, tuple)}
    if len(shapes_of) != 1 or len(ex.states) < 2:
        return None
    width, tuples = next(iter(shapes_of))
    for at in tuples:
        contexts = Counter(s[:at] + s[at + 1:] for s in ex.states)
        context, count = contexts.most_common(1)[0]
        keep = [i for i, s in enumerate(ex.states) if s[:at] + s[at + 1:] == context]
        if count == len(ex.states) or count * 2 < len(ex.states):
            continue        # all sums (by_parts's case) or mostly other states: not this form
        inside = set(keep)
        if any(x not in inside for i in keep for opt in ex.opts[i] for x in opt):
            continue        # a sum state that leaves the sums
        cutter = _context_cutter(at, context)
        view = _SumView(ex, keep)
        table = sums.PartTable(view, cutter)
        if sums.structure(table, None, sums.quick_sample(len(table.of))):
            continue
        numbered, broken = sums.part_game(game, table)
        if broken or sums.structure(table, numbered):
            continue
        gate = Gateway(game, ex, cutter)
        if all((gate.value(p) != 0 if game.result == "win" else gate.value(p)) == want
               for p, want in zip(positions, labels)):
            return gate
    return None
