"""Strategies for score games (docs/explore.md, "Strategies for score games"): beside formulas,
the explorer searches a small language of strategies contestants prove, "both players take the
available item with the largest key", and keeps one that achieves the minimax value (the kit's
snippets/minimax.hpp through explore/solve.py) from every computed position.

The language: a state's items are the state itself (a tuple of numbers, or of tuples of numbers:
an item's fields) or its one element that is such a tuple (a state (items, whose turn, ...) or
("alice", items)); a move takes items
when the next state's items are these with some removed: one, or as many as every move of that
state takes (a first turn of two cards). A strategy takes, among the items the moves can take,
those with the largest keys; the keys are the value for plain numbers and, for
items of fields a, b, ...: each field, a + b, a - b, b - a and their negations (the smallest).
When every move takes an end of the row, "the available item" is an end: the better end.
Both players play the strategy; the value it gives a position is followed through the explorer's
graph of states and must equal the minimax value, whichever of tied items is taken. The
simulation to paste sorts once (or walks the two ends): O(n log n). When a turn takes several
items, how many each turn takes is read from the play, by the turn's number from the position:
a few first turns, then a cycle (1, 2, then 1 each), every turn taking what is left at the end. To paste it, what a move
scores must be read from the item taken, for each player: a field, the field when it is even (or
odd), 1 or nothing (the Even-Odd Game: the first player scores the even numbers, the second the
odd ones), fitted on every move the strategy plays.

A game of who wins decided at its end by winner(state) (the larger total wins) is searched the
same way, each move scoring nothing and the end +1 / -1 / 0 for the mover. Its points are hidden
in its states, so they are fitted on the positions' results instead: the gains of the two
players and the comparison of their difference with 0 that give every result."""
from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass
from typing import Callable

from . import solve
from .claims import may_paste, rule_claim

MAX_FIELDS = 4


@dataclass(frozen=True)
class Key:
    name: str               # as printed: "a + b"
    fn: Callable            # item fields (a tuple) -> number
    cpp: str                # the same over x[0], x[1], ...


@dataclass(frozen=True)
class Gain:
    name: str               # as printed: "a", "a if even", "1", "nothing"
    fn: Callable            # item fields (a tuple) -> the points of the move that takes it
    cpp: str                # the same over x[0], x[1], ...


def gains(fields: int) -> list[Gain]:
    """What a move may score from the item it takes, simplest first."""
    names = ["the item"] if fields == 1 else list("ab") if fields == 2 else \
        [f"f{i + 1}" for i in range(fields)]
    out = [Gain(n, (lambda i: lambda x: x[i])(i), f"x[{i}]") for i, n in enumerate(names)]
    out += [Gain("1", lambda x: 1, "1"), Gain("nothing", lambda x: 0, "0")]
    for i, n in enumerate(names):
        # x % 2 != 0, not == 1: the same answer for negative numbers in Python and C++
        out += [Gain(f"{n} if even", (lambda i: lambda x: x[i] if x[i] % 2 == 0 else 0)(i),
                     f"(x[{i}] % 2 == 0 ? x[{i}] : 0)"),
                Gain(f"{n} if odd", (lambda i: lambda x: x[i] if x[i] % 2 != 0 else 0)(i),
                     f"(x[{i}] % 2 != 0 ? x[{i}] : 0)")]
    return out


@dataclass(frozen=True)
class Decision:
    """How the first player's points minus the second's, both playing the strategy, decide a
    game of who wins (a game decided by winner() at its end)."""
    name: str               # as printed
    fn: Callable            # the difference -> the result ("W"/"L"/"D" or a bool)
    cpp: str                # the same over d


DECISIONS = {
    "outcome": (Decision("W if it is positive, L if negative, D if 0",
                         lambda d: "W" if d > 0 else "L" if d < 0 else "D",
                         "d > 0 ? 'W' : d < 0 ? 'L' : 'D'"),),
    "win": (Decision("the first player wins iff it is positive", lambda d: d > 0, "d > 0"),
            Decision("the first player wins iff it is at least 0", lambda d: d >= 0, "d >= 0")),
}


ONE_EACH = ((), (1,))                   # every turn takes one item


def count_at(counts: tuple, t: int) -> int:
    """How many items turn t (0: the first) takes, (first turns, cycle) read as counts_text."""
    first, cycle = counts
    return first[t] if t < len(first) else cycle[(t - len(first)) % len(cycle)]


def counts_text(counts: tuple) -> str:
    """"the turns take 1, 2, then 1 item each": how many items the turns take, in words."""
    first, cycle = counts
    def items(n):
        return f"{n} item{'s' * (n != 1)}"
    if not first and len(cycle) == 1:
        return f"each turn takes {items(cycle[0])}, or what is left"
    then = (f"then {items(cycle[0])} each" if len(cycle) == 1 else
            f"then {', '.join(map(str, cycle))} in a cycle")
    if not first:
        return f"the turns take {', '.join(map(str, cycle))} items in a cycle, or what is left"
    return f"the turns take {', '.join(map(str, first))}, {then}, or what is left"


@dataclass
class Strategy:
    key: Key
    scope: str              # "any": a move may take any item; "ends": the first or the last;
                            # "some": other (no simulation to paste)
    fields: int             # fields per item (1: plain numbers)
    gains: tuple | None     # (Gain of the first mover, Gain of the second), when known
    decide: Decision | None = None      # a game of who wins: how its points decide it
    counts: tuple = ONE_EACH            # (first turns, cycle): the items each turn takes

    @property
    def ends(self) -> bool:
        return self.scope == "ends"

    def text(self) -> str:
        if self.counts != ONE_EACH:
            which = ("the largest items" if self.key.name == "value" else
                     "the smallest items" if self.key.name == "-value" else
                     f"the items with the largest {self.key.name}")
            some = " available" if self.scope == "some" else ""
            return f"both players take{some} {which} ({counts_text(self.counts)})"
        if self.scope == "some":
            return f"both players take the available item with the largest {self.key.name}"
        if self.ends:
            return ("both players take the larger end" if self.key.name == "value" else
                    "both players take the smaller end" if self.key.name == "-value" else
                    f"both players take the end with the larger {self.key.name}")
        return ("both players take the largest item" if self.key.name == "value" else
                "both players take the smallest item" if self.key.name == "-value" else
                f"both players take the item with the largest {self.key.name}")


def keys(fields: int) -> list[Key]:
    """The keys of items with this many fields, simplest first."""
    if fields == 1:
        return [Key("value", lambda x: x[0], "x[0]"), Key("-value", lambda x: -x[0], "-x[0]")]
    names = "ab" if fields == 2 else [f"f{i + 1}" for i in range(fields)]
    out = [Key(n, (lambda i: lambda x: x[i])(i), f"x[{i}]") for i, n in enumerate(names)]
    out.append(Key(" + ".join(names), sum, " + ".join(f"x[{i}]" for i in range(fields))))
    if fields == 2:
        out += [Key("a - b", lambda x: x[0] - x[1], "x[0] - x[1]"),
                Key("b - a", lambda x: x[1] - x[0], "x[1] - x[0]")]
    out += [Key(f"-{k.name}" if " " not in k.name else f"-({k.name})",
                (lambda f: lambda x: -f(x))(k.fn), f"-({k.cpp})") for k in list(out)]
    return out


def items_of(state):
    """The row of items of a state (module doc), each item a tuple of fields: the state, or its
    one element that is a row; None if it has none (or two)."""
    def row(x):
        if not isinstance(x, tuple):
            return None
        if all(isinstance(v, int) for v in x):
            return tuple((v,) for v in x)
        if all(isinstance(v, tuple) and v and all(isinstance(f, int) for f in v) for v in x) \
                and len({len(v) for v in x}) == 1:
            return x
        return None
    got = row(state)
    if got is None and isinstance(state, tuple):
        # the row with tags beside it, in any place: (row, "bob"), ("alice", row), (row, True)
        rows = [r for r in map(row, state) if r is not None]
        got = rows[0] if len(rows) == 1 else None
    return got


def taken(before: tuple, after: tuple) -> tuple | None:
    """The indices of the items a move takes (the row after is the row before without them, in
    order), else None. One item: an end when it can be (of equal neighbours, the one at the
    end); several: of equal items, the first ones (their keys are equal)."""
    if len(after) >= len(before):
        return None
    if len(after) == len(before) - 1:
        for i in (0, len(before) - 1, *range(1, len(before) - 1)):
            if before[:i] + before[i + 1:] == after:
                return (i,)
        return None
    out, j = [], 0
    for i, x in enumerate(before):
        if j < len(after) and after[j] == x:
            j += 1
        else:
            out.append(i)
    return tuple(out) if j == len(after) else None


class Moves:
    """Per state of the explorer's graph: (indices taken, target state, gain) of each option,
    or None when a move takes no items of the row, or when two moves of the state take
    different numbers of them (the language does not choose how many to take)."""

    def __init__(self, ex):
        self.ex = ex
        self.cache: dict = {}

    def of(self, sid: int):
        got = self.cache.get(sid, ...)
        if got is ...:
            got = self._options(sid)
            self.cache[sid] = got
        return got

    def _options(self, sid: int):
        ex = self.ex
        row = items_of(ex.states[sid])
        if row is None:
            return None
        out = []
        for opt in ex.opts[sid]:
            # a game decided at its end (winner(state)) scores nothing on the way
            target, gain = opt[0], opt[1] if len(opt) > 1 else 0
            after = items_of(ex.states[target])
            i = None if after is None else taken(row, after)
            if i is None:
                return None
            out.append((i, target, gain))
        if len({len(i) for i, _, _ in out}) > 1:
            return None
        return out


def best_options(row: tuple, opts: list, key: Key) -> list:
    """The options the strategy may play: those whose items taken have the largest keys (their
    keys from the largest down, compared in order), ties all kept."""
    ranks = [sorted((key.fn(row[i]) for i in idx), reverse=True) for idx, _, _ in opts]
    top = max(ranks)
    return [o for o, r in zip(opts, ranks) if r == top]


def strategy_value(moves: Moves, key: Key, sid: int, memo: dict):
    """The mover's score minus the other's when both play the strategy from state sid, or None
    if tied items give different values or a move is not "take one item"."""
    if sid in memo:
        return memo[sid]
    memo[sid] = None            # a cycle (not in a finite score game) stays None
    opts = moves.of(sid)
    ex = moves.ex
    if opts is None:
        return None
    if not opts:
        memo[sid] = payoff(ex.labels[sid])  # the game's end: its payoff
        return memo[sid]
    row = items_of(ex.states[sid])
    values = set()
    for _, target, gain in best_options(row, opts, key):
        rest = strategy_value(moves, key, target, memo)
        if rest is None:
            return None
        values.add(gain - rest)
    memo[sid] = values.pop() if len(values) == 1 else None
    return memo[sid]


@dataclass
class Found:
    strategy: Strategy | None
    checked: int            # positions on which it achieves the minimax value
    tried: list             # keys tried, by name
    why: str = ""           # why the language does not apply, when it does not


def _takes_items(ex, positions: list) -> bool:
    """Whether every position's state is a row of items and its moves take one (a cheap look
    before larger positions are grown for the search)."""
    moves = Moves(ex)
    ids = ex.add(positions)
    return all(items_of(ex.states[i]) is not None and moves.of(i) is not None for i in ids)


def payoff(label) -> int:
    """A result as the mover's payoff: a score as it is; a game decided at its end (winner()):
    +1 won, -1 lost, 0 a draw."""
    if isinstance(label, bool):
        return 1 if label else -1
    return {"W": 1, "L": -1, "D": 0}.get(label, label)


def decided_by_points(game) -> bool:
    """A game of who wins (win or outcome) decided by winner(state) where no move is left: a
    strategy is searched, and what the winner() compares is fitted as points (module doc)."""
    return game.winner is not None and game.result in ("win", "outcome")


def applies(game) -> bool:
    return game.result == "score" and game.own is None or decided_by_points(game)


def find(game, ex, positions: list, labels: list) -> Found:
    """The first strategy of the language that achieves the minimax value on every position
    (positions already solved by ex)."""
    if not applies(game):
        return Found(None, 0, [], "strategies are searched for score games of the difference")
    ids = ex.add(positions)
    ex.solve()
    moves = Moves(ex)
    rows = [items_of(ex.states[i]) for i in ids]
    widths = {len(r[0]) for r in rows if r}
    if any(r is None for r in rows) or len(widths) > 1 or widths and max(widths) > MAX_FIELDS:
        return Found(None, 0, [], "a state is not a row of items")
    fields = widths.pop() if widths else 1
    tried = []
    for key in keys(fields):
        tried.append(key.name)
        memo: dict = {}
        if all(strategy_value(moves, key, i, memo) == payoff(want)
               for i, want in zip(ids, labels)):
            scope, counts = _scope(moves, memo), turn_counts(moves, key, ids)
            if counts is None:                  # how many a turn takes follows no pattern
                scope, counts = "some", ONE_EACH
            if decided_by_points(game):
                gains, decide = _points(ex, key, ids, labels, game.result, counts)
            else:
                gains, decide = _gains(moves, key, ids), None
            return Found(Strategy(key, scope, fields, gains, decide, counts), len(ids), tried)
        if any(moves.of(i) is None for i in memo):
            return Found(None, 0, tried, "a move takes other than items of the row, the same "
                                         "number by every move of a state")
    return Found(None, 0, tried)


def turn_counts(moves: Moves, key: Key, ids: list) -> tuple | None:
    """(first turns, cycle): how many items each turn takes when both play the strategy from
    the positions, by the turn's number t from the position, every turn taking what is left at
    the end (min(count, items left)); the shortest description that gives every turn played,
    fewest first turns first; None when none of up to 3 first turns and a cycle of up to 2
    does. ONE_EACH when every move takes one item."""
    seen, todo, met = set(), [(i, 0) for i in ids], []      # met: (t, taken, items left)
    while todo:
        sid, t = todo.pop()
        if (sid, t) in seen:
            continue
        seen.add((sid, t))
        opts = moves.of(sid)
        if not opts:
            continue
        row = items_of(moves.ex.states[sid])
        for idx, target, _ in best_options(row, opts, key):
            met.append((t, len(idx), len(row)))
            todo.append((target, t + 1))
    if all(m == 1 for _, m, _ in met):
        return ONE_EACH
    most: dict = {}
    for t, m, _ in met:
        most[t] = max(most.get(t, 0), m)
    for size in range(1, 6):
        for first in range(min(size, 4)):
            cycle = size - first
            if cycle > 2:
                continue
            counts = (tuple(most.get(t, 1) for t in range(first)),
                      tuple(most.get(t, 1) for t in range(first, first + cycle)))
            if all(min(count_at(counts, t), n) == m for t, m, n in met):
                return counts
    return None


def _scope(moves: Moves, memo: dict) -> str:
    """Which items the moves of every state played through may take: "any" (an item of every
    value in the row: the simulation sorts), "ends" (the first or the last only: it walks the
    ends), else "some" (no simulation)."""
    any_item = ends = True
    for sid in memo:
        row = items_of(moves.ex.states[sid])
        opts = moves.of(sid) or ()
        taken_ = {i for idx, _, _ in opts for i in idx}
        if taken_ and {row[i] for i in taken_} != set(row):
            any_item = False
        if not taken_ <= {0, len(row) - 1} or any(len(idx) > 1 for idx, _, _ in opts):
            ends = False
    return "any" if any_item else "ends" if ends else "some"


def _gains(moves: Moves, key: Key, ids: list) -> tuple | None:
    """(the first mover's Gain, the second's) that gives the points of every move the strategy
    plays from the positions, with a payoff of 0 where the game ends; None when no gain of the
    language does (no simulation to paste then)."""
    ex = moves.ex
    width = None
    fits: list = [None, None]       # per mover: the gains still possible
    seen = set()
    todo = [(i, 0) for i in ids]
    while todo:
        sid, parity = todo.pop()
        if (sid, parity) in seen:
            continue
        seen.add((sid, parity))
        opts = moves.of(sid)
        if not opts:
            if ex.labels[sid] != 0:
                return None
            continue
        row = items_of(ex.states[sid])
        if fits[parity] is None:
            width = len(row[0])
            fits[parity] = gains(width)
        for idx, target, gain in best_options(row, opts, key):
            # a move that takes several items scores the sum of their points
            fits[parity] = [g for g in fits[parity] if sum(g.fn(row[i]) for i in idx) == gain]
            todo.append((target, 1 - parity))
        if not fits[parity]:
            return None
    first, second = (f[0] if f else gains(width or 1)[0] for f in fits)   # unplayed: any
    return first, second


def play(row, key: Key, gains: tuple, reverse_ties: bool = False,
         counts: tuple = ONE_EACH) -> int:
    """The first player's points minus the second's when both take the items with the largest
    keys in turn, as many as count_at says, of tied items the first in the row (or the last:
    reverse_ties)."""
    order = list(reversed(row)) if reverse_ties else list(row)
    order.sort(key=lambda x: -key.fn(x))          # stable, like the pasted std::stable_sort
    diff, i, t = 0, 0, 0
    while i < len(order):
        for x in order[i:i + count_at(counts, t)]:
            diff += gains[t % 2].fn(x) * (1 if t % 2 == 0 else -1)
        i, t = i + count_at(counts, t), t + 1
    return diff


def _points(ex, key: Key, ids: list, labels: list, result: str,
            counts: tuple = ONE_EACH) -> tuple:
    """(the gains, the Decision) of a game decided at its end by who has more points: the first
    pair of gains of the language (simplest first) and decision under which playing the
    strategy gives the minimax result of every position, whichever of tied items comes first;
    (None, None) when none does. Only the end says who won, so the points are fitted on the
    positions' results, not read off the moves."""
    rows = [items_of(ex.states[i]) for i in ids]
    widths = {len(r[0]) for r in rows if r}
    if any(r is None for r in rows) or len(widths) != 1:
        return None, None
    options = gains(widths.pop())
    for g0 in options:
        for g1 in options:
            if g0.name == g1.name == "nothing":
                continue                # no points at all: nothing to compare
            diffs = [(play(r, key, (g0, g1), False, counts), play(r, key, (g0, g1), True, counts))
                     for r in rows]
            for decide in DECISIONS[result]:
                if all(decide.fn(d) == want and decide.fn(e) == want
                       for (d, e), want in zip(diffs, labels)):
                    return (g0, g1), decide
    return None, None


LAYOUTS = ("rows", "columns")    # a1 b1 a2 b2 ...; a1 a2 ... b1 b2 ... (two arrays, as input)


def _items_written(p: tuple, w: int, layout: str) -> list:
    """The items a flat position holds when written in the layout, w fields each."""
    n = len(p) // w
    if layout == "rows":
        return [tuple(p[i:i + w]) for i in range(0, len(p), w)]
    return [tuple(p[j * n + i] for j in range(w)) for i in range(n)]


def layout_of(ex, positions: list, s: Strategy) -> str | None:
    """How every position writes the items of its state, as the simulation can read them:
    "rows" (a1 b1 a2 b2 ...) or, for items of several fields, "columns" (a1 a2 ... b1 b2 ...:
    two arrays, as contest input gives them); in the same order when the simulation walks the
    ends, in any order when it sorts. None when neither: no code is pasted then."""
    w = s.fields
    ids = ex.add(positions)
    for layout in LAYOUTS[:1 if w == 1 else 2]:
        fits = True
        for p, sid in zip(positions, ids):
            if not isinstance(p, tuple) or not all(isinstance(v, int) for v in p) or len(p) % w:
                return None
            chunks = _items_written(p, w, layout)
            items = list(items_of(ex.states[sid]) or ())
            if (chunks != items) if s.ends else (Counter(chunks) != Counter(items)):
                fits = False
                break
        if fits:
            return layout
    return None


def simulation(s: Strategy, game_name: str, layout: str = "rows") -> str:
    """The strategy played by both, in C++: the first player's total minus the second's. The
    items are read from `a` in the layout (layout_of)."""
    w = s.fields
    if layout == "columns":
        items = (f"the items' fields as {w} arrays one after another: (a[0], a[n]), (a[1], "
                 f"a[n + 1]), ... with n = a.size() / {w}")
        read = (f"  for (std::size_t n = a.size() / {w}, i = 0; i < n; ++i) {{\n"
                f"    row.emplace_back();\n"
                f"    for (std::size_t j = 0; j < {w}; ++j) row.back().push_back(a[j * n + i]);\n"
                f"  }}\n")
    else:
        items = ("the items' fields one after another: (a[0], a[1]), (a[2], a[3]), ..."
                 if w == 2 else "the items" if w == 1 else
                 f"{w} fields per item, one after another")
        read = (f"  for (std::size_t i = 0; i + {w} <= a.size(); i += {w})\n"
                f"    row.emplace_back(a.begin() + i, a.begin() + i + {w});\n")
    head = (f"// {s.text()} (found by gk explore on {game_name}; checked, not proven)\n"
            f"// a: {items}; the first player's total minus the second's, O(n log n)\n"
            f"// a move scores, for the first player: {s.gains[0].name}; for the second: "
            f"{s.gains[1].name}\n"
            f"long long strategyValue(const std::vector<long long>& a) {{\n"
            f"  std::vector<std::vector<long long>> row;\n" + read +
            f"  auto key = [](const std::vector<long long>& x) {{ return {s.key.cpp}; }};\n"
            f"  long long diff = 0;\n")
    g0, g1 = s.gains
    points = (f"  auto firstScores = [](const std::vector<long long>& x) {{ return {g0.cpp}; }};\n"
              f"  auto secondScores = [](const std::vector<long long>& x) {{ return {g1.cpp}; }};\n")
    if s.ends:
        body = ("  std::size_t i = 0, j = row.size();\n"
                "  for (std::size_t t = 0; i < j; ++t) {\n"
                "    const auto& x = key(row[i]) >= key(row[j - 1]) ? row[i++] : row[--j];\n"
                "    diff += t % 2 == 0 ? firstScores(x) : -secondScores(x);\n"
                "  }\n")
    elif s.counts == ONE_EACH:
        body = ("  std::stable_sort(row.begin(), row.end(), [&](const auto& x, const auto& y) "
                "{ return key(x) > key(y); });\n"
                "  for (std::size_t t = 0; t < row.size(); ++t)\n"
                "    diff += t % 2 == 0 ? firstScores(row[t]) : -secondScores(row[t]);\n")
    else:
        first, cycle = s.counts
        listed = lambda c: ", ".join(map(str, c))
        count = (f"  // turn t takes count(t) items ({counts_text(s.counts)})\n"
                 f"  auto count = [](std::size_t t) -> std::size_t {{\n"
                 f"    const std::size_t cycle[] = {{{listed(cycle)}}};\n")
        if first:
            count += (f"    const std::size_t first[] = {{{listed(first)}}};\n"
                      f"    return t < {len(first)} ? first[t] : cycle[(t - {len(first)}) % "
                      f"{len(cycle)}];\n")
        else:
            count += f"    return cycle[t % {len(cycle)}];\n"
        body = (count + "  };\n"
                "  std::stable_sort(row.begin(), row.end(), [&](const auto& x, const auto& y) "
                "{ return key(x) > key(y); });\n"
                "  for (std::size_t t = 0, i = 0; i < row.size(); ++t)\n"
                "    for (std::size_t k = count(t); k > 0 && i < row.size(); --k, ++i)\n"
                "      diff += t % 2 == 0 ? firstScores(row[i]) : -secondScores(row[i]);\n")
    return head + points + body + "  return diff;\n}\n"


def searched_positions(ex, found, grow: Callable) -> tuple:
    """(positions, labels, larger ones, what they are, the evidence of their check) a strategy
    is searched on: the run's positions and larger ones (explore/whole.py's Found; when no rule
    fitted, none were solved: grow(seen) gives them solved, whole.larger_solved, one size as
    far as the budget allows, a position whose search is too large left out and said so)."""
    larger, larger_what = found.larger, found.larger_what
    if larger:
        larger_labels = found.larger_labels
    else:
        larger, larger_labels, larger_what = grow(set(found.positions))
    evidence = found.evidence if found.larger else None
    larger, larger_labels, left = within_reach(ex, larger, larger_labels)
    if left:
        larger_what += (f"; {left:,} of them left out, their states past {SEARCH_CAP:,} or "
                        f"{SEARCH_SECONDS:g} s of CPU")
    return (found.positions + larger, found.labels + larger_labels, larger, larger_what,
            evidence)


# The larger positions' own graph of states, which a strategy is followed through: the check
# may have decided them without it (the search that stops at the first winning move), and
# Baekjoon 30477's twelve numbers, each round a red number then a blue one and one erased, then
# reached 1.5 million states past any budget
SEARCH_SECONDS = 10.0   # CPU seconds for it, at most
SEARCH_CAP = 100_000    # new states one position may add


def within_reach(ex, positions: list, labels: list) -> tuple[list, list, int]:
    """(the positions whose graph of states ex holds or adds within SEARCH_SECONDS of CPU, at
    most SEARCH_CAP new states each; their labels; how many were left out)."""
    deadline = time.process_time() + SEARCH_SECONDS
    kept, kept_labels = [], []
    for p, label in zip(positions, labels):
        try:
            ex.add([p], deadline, SEARCH_CAP)
        except solve.OverStateCap:
            continue
        except (solve.OutOfBudget, solve.TooManyStates):
            break
        kept.append(p)
        kept_labels.append(label)
    return kept, kept_labels, len(positions) - len(kept)


def report(game, ex, found, check: Callable | None, grow: Callable
           ) -> tuple[list[str], str, str]:
    """(the report's lines, the code to paste, the check line) for a score game's strategy,
    searched on the positions and larger positions of a run (explore/whole.py's Found; when no
    rule fitted, none were solved: grow(seen) gives them solved, whole.larger_solved) and its
    simulation compared with every one by `check` (whole.check_code; None: not checked)."""
    if not applies(game):
        return [], "", ""
    if decided_by_points(game) and not _takes_items(ex, found.positions):
        return [], "", ""           # most games decided at their end: not worth growing sizes
    positions, labels, larger, larger_what, evidence = searched_positions(ex, found, grow)
    got = find(game, ex, positions, labels)
    if got.strategy is None and decided_by_points(game):
        return [], "", ""           # most games decided at their end are no takes of items
    if got.strategy is None:
        if got.why:
            return [f"strategy: none searched ({got.why})"], "", ""
        if not got.tried:
            return [], "", ""
        return [f"strategy: none of the language achieves the minimax value on every position "
                f"(take the available item with the largest key, keys "
                f"{', '.join(got.tried)})"], "", ""
    s = got.strategy
    larger = (f" and on {len(larger):,} larger ones ({larger_what})" if larger else "")
    lines = [f"strategy: {s.text()} -- " + rule_claim(
        f"{len(found.positions):,} positions", larger, evidence,
        verb="achieves the minimax " + ("result" if s.decide or decided_by_points(game)
                                         else "value") + " on")]
    if s.decide is not None:
        lines.append(f"points: a move scores {s.gains[0].name} for the first player, "
                     f"{s.gains[1].name} for the second; of the first's total minus the "
                     f"second's, both playing the strategy: {s.decide.name} -- fitted on the "
                     f"same positions, whichever of tied items comes first")
    if not may_paste(evidence):
        return lines, "", ""
    if s.gains is None or s.scope == "some":
        lines.append("strategy code: none (" + (
            "no points of the language (a field, the field if even or odd, 1, nothing) decide "
            "who wins" if s.gains is None and decided_by_points(game) else
            "a move's points are not a gain of the language (a field, the field if even or odd, "
            "1, nothing)" if s.gains is None else "a move may take only some of the items") + ")")
        return lines, "", ""
    layout = layout_of(ex, positions, s)
    if layout is None:
        lines.append(f"strategy code: none (a position is not its items written one after "
                     f"another, {s.fields} number{'s' * (s.fields > 1)} each, nor as "
                     f"{s.fields} arrays of one field each, as the simulation reads them)")
        return lines, "", ""
    code = simulation(s, game.name, layout)
    function = "strategyValue"
    if s.decide is not None:
        function = "firstOutcome" if game.result == "outcome" else "firstWins"
        code += (f"// who wins: {s.decide.name}\n"
                 f"{'char' if game.result == 'outcome' else 'bool'} {function}("
                 f"const std::vector<long long>& a) {{\n"
                 f"  long long d = strategyValue(a);\n  return {s.decide.cpp};\n}}\n")
    lines.append("strategy code to paste:")
    lines += ["    " + ln for ln in code.splitlines()]
    if check is None:
        return lines, code, ""
    # the positions as written: layout_of found each to hold its state's items so
    checked = check(code, function, "a", positions, labels, game.result)
    return lines + [checked], code, checked


# ---------------------------------------------------------------- mirror / pairing strategies
# Tweedledum and Tweedledee: in a game of normal play, a position that is symmetric under a
# pairing (a row equal to its reverse, piles in equal twins, two equal numbers) is lost by the
# player to move when every move from a symmetric position has an answer that makes it
# symmetric again: the second player answers each move with its paired move and is never the
# one left without a move. This is checked on the explorer's graph, not assumed: every
# symmetric state computed must be a loss by minimax, and every move from it must have such an
# answer among the moves the file gives.

@dataclass(frozen=True)
class Pairing:
    name: str               # the symmetry, as the claim names it
    answer: str             # the paired move, as the claim states it
    kinds: tuple            # shape kinds whose positions it reads
    symmetric: Callable     # state -> bool
    cpp: str                # the same over the position's C++ variable (a or s)


def _twins(state) -> bool:
    counts: dict = {}
    for v in state:
        counts[v] = counts.get(v, 0) + 1
    return all(c % 2 == 0 for c in counts.values())


PAIRINGS = (
    Pairing("the row equal to its reverse", "the move at the mirror place (place i and place "
            "n - 1 - i are paired)", ("sequence", "string", "numbers"),
            lambda s: s == s[::-1], "std::equal({v}.begin(), {v}.end(), {v}.rbegin())"),
    Pairing("every pile with an equal twin", "the same move on the twin pile",
            ("multiset",), _twins,
            "[&] {{ std::map<long long, int> c; for (long long x : {v}) c[x]++; for (auto& e : c) "
            "if (e.second % 2) return false; return true; }}()"),
)


@dataclass
class MirrorFound:
    pairing: Pairing
    states: int             # symmetric states computed (positions and the states they reach)
    positions: int          # of them, positions of the shape
    moves: int              # moves from them answered


def _symmetric_states(ex, pairing: Pairing) -> list[int]:
    out = []
    for i, s in enumerate(ex.states):
        if isinstance(s, (tuple, str)) and (isinstance(s, str) or all(
                isinstance(v, int) for v in s)) and len(s) > 0:
            try:
                if pairing.symmetric(s):
                    out.append(i)
            except TypeError:
                continue
    return out


def find_mirror(game, ex, positions: list) -> MirrorFound | None:
    """The first pairing of PAIRINGS under which the second player wins by mirroring, verified
    on every symmetric state the explorer computed (module comment); None when none is."""
    kind = game.shape.kind
    if game.result != "win" or game.start is not None or game.canonical is not None or \
            getattr(game.shape, "params", {}).get("cyclic") or \
            kind == "numbers" and {len(p) for p in positions} == {1}:
        return None
    ids = set(ex.add(positions))
    ex.solve()
    for pairing in PAIRINGS:
        if kind not in pairing.kinds:
            continue
        sym = _symmetric_states(ex, pairing)
        inside, answered = set(sym), 0
        ok = any(ex.opts[i] for i in sym)           # a claim about some play, not only ends
        for i in sym:
            if not ok:
                break
            if ex.labels[i]:                        # minimax: the mover wins here
                ok = False
                break
            for opt in ex.opts[i]:
                if len(opt) != 1 or not any(len(r) == 1 and r[0] in inside
                                            for r in ex.opts[opt[0]]):
                    ok = False
                    break
                answered += 1
        if ok:
            return MirrorFound(pairing, len(sym), len(inside & ids), answered)
    return None


def mirror_code(found: MirrorFound, game_name: str, var: str) -> str:
    arg = "const std::string& s" if var == "s" else "const std::vector<long long>& a"
    p = found.pairing
    return (f"// the second player wins by mirroring from a position with {p.name}: answer each "
            f"move\n// with {p.answer} (found by gk explore on {game_name}; checked on every "
            f"symmetric\n// state computed, not proven). true: the player to move loses.\n"
            f"bool secondWinsByMirroring({arg}) {{\n"
            f"  return {p.cpp.format(v=var)};\n}}\n")


def mirror_report(game, ex, positions: list, labels: list, var: str | None,
                  check: Callable | None) -> tuple[list[str], str, str]:
    """(the report's lines, the code to paste, the check line) of a mirror strategy, when one
    is verified. The code is checked against minimax where the claim speaks: it must say true
    on every symmetric position (each a loss for the mover) and false wherever the mover wins."""
    found = find_mirror(game, ex, positions)
    if found is None:
        return [], "", ""
    p = found.pairing
    lines = [f"strategy: the second player wins by mirroring from every position with {p.name} "
             f"(answer each move with {p.answer}) -- every move from each of the "
             f"{found.states:,} symmetric states computed ({found.positions:,} of them "
             f"positions; {found.moves:,} moves) has that answer, and minimax says each is lost "
             f"by the player to move; not proven"]
    if var not in ("a", "s"):
        return lines + ["strategy code: none (no C++ form of this shape's positions)"], "", ""
    code = mirror_code(found, game.name, var)
    lines.append("strategy code to paste:")
    lines += ["    " + ln for ln in code.splitlines()]
    if check is None:
        return lines, code, ""
    speaks = [(q, not won) for q, won in zip(positions, labels) if won or p.symmetric(q)]
    rows = [q if var == "s" else tuple(q) for q, _ in speaks]
    checked = check(code, "secondWinsByMirroring", var, rows, [lost for _, lost in speaks],
                    "win")
    return lines + [checked], code, checked
