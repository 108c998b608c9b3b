"""Sums found by themselves (docs/explore.md, "Sums of independent parts"): a whole position cut
into parts (the piles of a multiset or sequence, the blocks of a string between separators, the
trees of a forest, the decimal digits of one number) where every move changes exactly one part, and a part's moves are the same
whatever the other parts are. Both are checked on every state searched; then the game IS the
disjunctive sum of its parts on those states, and the Sprague-Grundy theorem gives
g(position) = XOR of g(part). Each part's value comes from the same search of the file's moves
on the part alone (snippets/grundy_engine.hpp through explore/solve.py); a part that is a
number goes through the 1-D engine (explore/pattern.py: its family, period, closed form and
their proofs). Misère play goes through Conway's genus (snippets/misere_genus.hpp via the
driver's --mode genus): a sum of tame parts is decided by the genus rule; with a part that is
not tame no theorem applies, and the claim says so."""
from __future__ import annotations

import dataclasses
import itertools
import math
import random
import re
import textwrap
import time
import types
from dataclasses import dataclass, field
from typing import Callable

from judge.errors import UserError

from . import board as board_mod
from . import features as feats
from . import miner
from . import pattern as pat
from . import positions as shapes
from . import solve
from . import automatic, breaks, divisions, number_moves, one_move, splits, takes
from .claims import Basis
from .code import code_for_1d
from .values import _graph_driver, _parse, _run, family_name, load_known, run_family

PART_VALUES = 32      # a part that is a number: g(0..31) at least, for the 1-D engine's forms
THEOREM = "Sprague-Grundy theorem"
MAX_PARTS = 200_000   # parts of the game of the parts alone, at most (else: no sum tried)


@dataclass(frozen=True)
class Cutter:
    """How a position is cut into parts: `split` gives its parts (hashable, canonical), `lone`
    the position of one part alone; `number`/`of_number` map a part to a whole number and back
    when parts are numbers (piles, runs of one letter): then g goes through the 1-D engine."""
    what: str                       # "piles", "blocks of '1' between '.'", "trees"
    word: str                       # one part: "pile", "block", "tree"
    split: Callable
    lone: Callable
    number: Callable | None = None
    of_number: Callable | None = None
    sep: str = ""                   # strings: the letter between blocks
    # a component of tuples(...): parts are (part, the other components); `flat` gives such a
    # part of a number as the numbers (n, the other components' numbers) for the miner, named
    # `names` (None: the context is not numbers)
    context: bool = False
    flat: Callable | None = None
    names: tuple = ()
    component: str = ""             # the component cut, by its name in tuples(...)
    # the C++ (variable, loop, part) that visits the parts, when not those of piles or blocks
    # (explore/coins.py: the places of the heads of a row of coins)
    cpp_loop: tuple | None = None
    # a square board written row by row in a string (explore/coins.py): the letter of a head
    letter: str = ""
    # rows of a sequence: "rows" (a1 b1 a2 b2 ...) or "columns" (a1 a2 ... b1 b2 ...: w arrays)
    layout: str = "rows"
    # a board w cells wide written row by row (explore/coins.py): its width, and which parts
    # a position can hold (a cell inside the width); 0 and None for other cutters
    width: int = 0
    fits: Callable | None = None


def cutters(shape: shapes.Shape) -> list[Cutter]:
    """The ways of cutting a position of this shape into parts, tried in order."""
    kind = shape.kind
    if shapes.negative_values(shape):
        return []               # a pile holds a whole number >= 0
    if kind in ("multiset", "sequence") or (kind == "numbers" and len(
            getattr(shape, "names", ("",))) > 1):
        piles = Cutter("piles", "pile", lambda p: list(p), lambda x: (x,),
                       lambda x: x, lambda n: n)
        return [piles] + (_stone_cutters() + _row_cutters(shape) + _sequence_run_cutters(shape)
                          if kind == "sequence" else [])
    if kind == "string" and not shape.params.get("cyclic"):
        out = []
        for sep in shape.params["alphabet"]:
            rest = [c for c in shape.params["alphabet"] if c != sep]
            one = rest[0] if len(rest) == 1 else None
            out.append(Cutter(
                f"blocks between '{sep}'", "block",
                (lambda sep: lambda s: [b for b in s.split(sep) if b])(sep),
                lambda b: b,
                (lambda one: (lambda b: len(b)) if one else None)(one),
                (lambda one: (lambda n: one * n) if one else None)(one), sep))
        return out + [_run_cutter(sep) for sep in shape.params["alphabet"]]
    if kind == "numbers":         # one number (several are piles, above): its digits
        return [_digit_cutter(base) for base in DIGIT_BASES]
    if kind in ("graph", "tree"):
        return [Cutter("trees (connected components)", "tree", components, lambda t: t)]
    if kind == "tuple":
        return [c for i in range(len(shape.parts)) for c in _in_context(shape, i)]
    if kind == "pairs":
        # tokens on a board, each at a cell (a, b): g(a, b) is mined over the two numbers
        return [Cutter("tokens (the pairs)", "token", lambda p: [tuple(c) for c in p],
                       lambda c: (c,), flat=lambda c: c, names=("a", "b"))]
    return []


def _run_cutter(sep) -> Cutter:
    """The maximal runs of one letter, each with the letters just outside it (none at the
    string's ends): a game that fills empty cells with letters whose rule looks at the
    neighbours (UVa 11534: no two equal letters side by side) is a sum of its runs of empty
    cells, each worth what the run is between its two end letters. `sep` a number: the same
    for a sequence, each run a tuple."""
    def split(s) -> list:
        out, i, n = [], 0, len(s)
        while i < n:
            if s[i] != sep:
                i += 1
                continue
            j = i
            while j < n and s[j] == sep:
                j += 1
            out.append(s[max(i - 1, 0):min(j + 1, n)])
            i = j
        return out
    if not isinstance(sep, str):
        loop = (f"for (std::size_t i = 0, j = 0; i < a.size(); i = j) if (a[i] != {sep}LL) "
                f"j = i + 1; else if ((j = (std::size_t)(std::find_if(a.begin() + i, a.end(), "
                f"[](long long v) {{ return v != {sep}LL; }}) - a.begin())) > i)")
        part = ("std::vector<long long>(a.begin() + (i ? i - 1 : 0), "
                "a.begin() + std::min(j + 1, a.size()))")
        return Cutter(f"runs of {sep} with the numbers at their ends", "run", split,
                      lambda b: tuple(b), sep=sep, cpp_loop=("a", loop, part))
    c = cpp_escaped(sep)
    loop = (f"for (std::size_t i = 0, j = 0; i < s.size(); i = j) if (s[i] != '{c}') j = i + 1; "
            f"else if ((j = std::min(s.find_first_not_of('{c}', i), s.size())) > i)")
    part = "s.substr(i ? i - 1 : 0, j - i + (i ? 1 : 0) + (j < s.size() ? 1 : 0))"
    return Cutter(f"runs of '{sep}' with the letters at their ends", "run", split,
                  lambda b: b, sep=sep, cpp_loop=("s", loop, part))


RUN_VALUES = 4      # a sequence over at most this many values is cut into runs of each


def _sequence_values(shape: shapes.Shape) -> range | None:
    inner = shape
    while isinstance(inner, shapes.Where):
        inner = inner.inner
    values = getattr(inner, "values", None)
    return values if isinstance(values, range) else None


def _sequence_run_cutters(shape: shapes.Shape) -> list[Cutter]:
    """The runs of one value of a sequence over a few values (0 for an empty cell, 1..k for
    colours), each with the values just outside it, as _run_cutter does for a string's letters:
    a row of cells coloured one at a time so that no two neighbours are alike (BZOJ 2410) is a
    sum of its runs of empty cells, each worth what the run is between its two end colours."""
    values = _sequence_values(shape)
    if values is None or not 2 <= len(values) <= RUN_VALUES:
        return []
    return [_run_cutter(v) for v in values]


ROW_NAMES = ("a", "b", "c")


def _row_cutters(shape: shapes.Shape) -> list[Cutter]:
    """A sequence whose every length is a multiple of w (2 or 3) read as rows of w numbers, one
    after another: a matrix written as one sequence (UVa 11859, a move changes the numbers of
    one row), or pairs (a_i, b_i) written a1 b1 a2 b2 ... Each row is a part, its g mined over
    its w numbers."""
    lengths = getattr(shape, "length", None)
    if not isinstance(lengths, range):
        return []
    out = []
    for w in (2, 3):
        if len(lengths) and all(n % w == 0 for n in lengths) and max(lengths) >= 2 * w:
            out.append(row_cutter(w))
    for w in (2, 3):        # the same rows given as w arrays, one after another (contest input)
        if len(lengths) and all(n % w == 0 for n in lengths) and max(lengths) >= 2 * w:
            out.append(Cutter(
                f"rows of {w} given as {w} arrays "
                f"({' '.join(f'{x}1 {x}2 ...' for x in ROW_NAMES[:w])}; row i is "
                f"({', '.join(f'{x}i' for x in ROW_NAMES[:w])}))", "row",
                (lambda w: lambda p: [tuple(p[j * (len(p) // w) + i] for j in range(w))
                                      for i in range(len(p) // w)])(w),
                lambda part: tuple(part), flat=lambda part: part, names=ROW_NAMES[:w],
                layout="columns"))
    for w in (2, 3):        # a first number every row shares (a width), then the rows
        if len(lengths) and all(n % w == 1 for n in lengths) and max(lengths) >= 1 + 2 * w:
            out.append(head_row_cutter(w))
    return out


def head_row_cutter(w: int) -> Cutter:
    """A sequence n, a1 b1, a2 b2, ...: a first number that every row shares (the board's width
    in a contest's input), then rows of w numbers. Each part is a row with the first number,
    (n, a_i, b_i), mined over those numbers; the C++ visits each as the vector {n, a_i, b_i}."""
    names = ("n",) + ROW_NAMES[:w]
    row = ", ".join(f"a[i + {j}]" if j else "a[i]" for j in range(w))
    return Cutter(f"rows of {w} after a first number n that every row shares (n, "
                  f"{', '.join(f'{x}1' for x in ROW_NAMES[:w])}, "
                  f"{', '.join(f'{x}2' for x in ROW_NAMES[:w])}, ...; a part is (n, "
                  f"{', '.join(f'{x}i' for x in ROW_NAMES[:w])}))", "row",
                  lambda p: [(p[0],) + tuple(p[i:i + w]) for i in range(1, len(p), w)],
                  lambda part: tuple(part), flat=lambda part: part, names=names,
                  layout="head",
                  cpp_loop=("a", f"for (std::size_t i = 1; i + {w} <= a.size(); i += {w})",
                            f"std::vector<long long>{{a[0], {row}}}"))


def row_cutter(w: int) -> Cutter:
    """A sequence read as rows of w numbers, a1 b1 a2 b2 ..., each row a part."""
    return Cutter(f"rows of {w} ({', '.join(f'{x}1' for x in ROW_NAMES[:w])}), "
                  f"({', '.join(f'{x}2' for x in ROW_NAMES[:w])}), ... (the sequence read as "
                  f"rows of {w} numbers)", "row",
                  lambda p: [tuple(p[i:i + w]) for i in range(0, len(p), w)],
                  lambda part: tuple(part), flat=lambda part: part, names=ROW_NAMES[:w])


def _stone_cutters() -> list[Cutter]:
    """A row whose values count stones on its places (UVa 1378, A Funny Stone Game: a move
    takes a stone from place i and puts one on each of two places after it): each stone is a
    part, worth what a stone alone is at its distance from the end of the row (or from its
    start), the row then being that many places long. In C++ a place with an even count adds
    nothing to the xor."""
    def from_end(p) -> list:
        return [len(p) - 1 - i for i, c in enumerate(p) for _ in range(c)]

    def from_start(p) -> list:
        return [i for i, c in enumerate(p) for _ in range(c)]
    every = "for (long long i = 0; i < (long long)a.size(); ++i) for (long long t = 0; t < a[i]; ++t)"
    odd = "for (long long i = 0; i < (long long)a.size(); ++i) if (a[i] % 2 != 0)"
    return [
        Cutter("stones, each at its distance from the row's end (the values count the stones "
               "of each place)", "stone", from_end, lambda d: (1,) + (0,) * d,
               lambda d: d, lambda n: n, cpp_loop=("a", every, "(long long)a.size() - 1 - i", odd)),
        Cutter("stones, each at its place from the row's start (the values count the stones "
               "of each place)", "stone", from_start, lambda d: (0,) * d + (1,),
               lambda d: d, lambda n: n, cpp_loop=("a", every, "i", odd))]


# base 2 is left to the features of n (popcount, the bits' places): a sum of bits reads worse
DIGIT_BASES = (10,)


def _digit_cutter(base: int) -> Cutter:
    """One number read as its digits in a base (SPOJ IGAME: a move lowers one decimal digit,
    no borrow): each nonzero digit is a part (its place i, counted from the units' 0, and the
    digit d), alone the number d·base^i. g(i, d) is mined over the two numbers."""
    def split(p) -> list:
        n, i, out = p[0], 0, []
        while n > 0:
            if n % base:
                out.append((i, n % base))
            n, i = n // base, i + 1
        return out
    return Cutter(f"the digits of n in base {base} (place i from the units' 0, digit d)",
                  "digit", split,
                  lambda part: (part[1] * base ** part[0],), flat=lambda part: part,
                  names=("i", "d"), sep=str(base))


def _in_context(shape: shapes.Shape, i: int) -> list[Cutter]:
    """The cutters of component i of a tuples(...) shape, the other components being the
    context every part carries (a multiset of piles plus a take limit k: parts (pile, (k,)))."""
    name = shape.names[i]
    others = [n for j, n in enumerate(shape.names) if j != i]
    single = all(shape.parts[j].kind == "numbers" and len(shape.parts[j].names) == 1
                 for j in range(len(shape.parts)) if j != i)
    out = []
    for inner in cutters(shape.parts[i]):
        flat = ((lambda inner: lambda part: (inner.number(part[0]),) + tuple(
            c[0] for c in part[1]))(inner) if single and inner.number is not None else None)
        out.append(Cutter(
            f"{inner.what} of the component {name}, with {', '.join(others)} as their context",
            inner.word,
            (lambda inner: lambda p: [(q, p[:i] + p[i + 1:]) for q in inner.split(p[i])])(inner),
            (lambda inner: lambda part: part[1][:i] + (inner.lone(part[0]),) + part[1][i:])(inner),
            sep=inner.sep, context=True, flat=flat, names=("n", *others), component=name))
    return out


def components(g) -> list:
    """The connected components of a Graph, each in its canonical form (no marks, no root)."""
    if not isinstance(g, shapes.Graph) or g.marked is not None or g.root is not None:
        raise ValueError("a marked or rooted graph is not a forest of independent trees")
    adj, seen, out = g.adjacency(), set(), []
    for v in range(g.n):
        if v in seen:
            continue
        comp, stack = [v], [v]
        seen.add(v)
        while stack:
            for w in adj[stack.pop()]:
                if w not in seen:
                    seen.add(w)
                    comp.append(w)
                    stack.append(w)
        at = {u: i for i, u in enumerate(sorted(comp))}
        edges = tuple(sorted((at[a], at[b]) for a, b in g.edges if a in at))
        part = shapes.Graph(len(comp), edges)
        # a tree's canonical form by its AHU code, linear; other components by the general
        # search (explore/positions.py), many times slower on trees of 17 vertices. Whether a
        # component is a tree is invariant, so each part still has one form
        out.append(shapes.tree_canonical(part) if len(edges) == len(comp) - 1
                   else shapes.graph_canonical(part))
    return out


@dataclass
class Sum:
    """A sum found: the cutter, each part's value, how sure each piece is, the checks."""
    cutter: Cutter
    states: int                         # states searched, every one checked
    g: dict                             # part -> Grundy value (the part alone)
    numbers: list[int] = field(default_factory=list)   # g(0..M) when parts are numbers
    claims: list = field(default_factory=list)          # the 1-D engine's claims about g
    g_code: str = ""                    # long long grundy(...) of a part, or ""
    g_claim: pat.Claim | None = None    # the claim the code comes from
    g_mined: object = None              # the miner's rule for g (parts that are not numbers,
                                        # or numbers whose values show no pattern)
    g_mined_on: int = 0                 # numbers: the rule was mined on g(0..g_mined_on)
    # parts that are rows of numbers: g of rows past those mined, computed for its rule's check
    beyond: int = 0                     # how many (0: none could be computed)
    beyond_what: str = ""               # what they are, in words
    rejected: tuple | None = None       # (the rule dropped, its first wrong row, how many)
    # runs with their end letters: g by the run's length for each pair of ends, computed up to
    # run_top; (ends -> (values g(1..run_top), preperiod, period)) when every pair has a period
    run_top: int = 0
    run_periods: dict | None = None
    misere: str = ""                    # "", "tame" (the genus rule applies), "wild"
    fickle: dict = field(default_factory=dict)          # part -> fickle (misère, tame parts)
    genus: dict = field(default_factory=dict)           # part -> g[0] of its genus
    wild: object = None                 # a part that is not tame
    checked: int = 0                    # positions whose result the XOR rule was compared with
    larger: int = 0
    larger_what: str = ""
    wrong: list = field(default_factory=list)          # (position, expected, rule's) if any
    theorem: str = THEOREM              # what makes the game the sum of its parts
    stays: str = ""                     # what moves() must stay beyond the states searched


# ---------------------------------------------------------------- the structure check

class PartTable:
    """Each state's parts as a sorted tuple of part numbers, every state cut once. A state is
    met again as an option of many others: cutting it (and canonicalising its trees) there each
    time, and comparing Counters, was most of a run's time at 10^5 positions (docs/explore.md,
    "Contest sizes, measured")."""

    def __init__(self, ex: solve.Explorer, cutter: Cutter):
        self.ex, self.cutter = ex, cutter
        self.number: dict = {}          # part -> its number
        self.parts: list = []           # number -> part
        # state -> its parts' numbers, sorted; cut when first asked (the quick test asks few)
        self.of: list = [None] * len(ex.states)

    def cut(self, i: int) -> tuple:
        got = self.of[i]
        if got is None:
            got = self.of[i] = tuple(sorted(map(self.numbered,
                                                self.cutter.split(self.ex.states[i]))))
        return got

    def numbered(self, part) -> int:
        k = self.number.get(part)
        if k is None:
            k = self.number[part] = len(self.parts)
            self.parts.append(part)
        return k

    def after(self, opt: tuple) -> tuple:
        """The parts' numbers of an option (one state, or a sum of states), sorted."""
        if len(opt) == 1:
            return self.cut(opt[0])
        return tuple(sorted(k for j in opt for k in self.cut(j)))


def _change(here: tuple, after: tuple):
    """(the one part number `here` loses, the sorted part numbers `after` gains) for two sorted
    tuples of part numbers, or None when `here` loses no part or more than one: a merge, as
    the multisets' difference."""
    gone, new = -1, []
    i = j = 0
    n, m = len(here), len(after)
    while i < n and j < m:
        a, b = here[i], after[j]
        if a == b:
            i += 1
            j += 1
        elif a < b:
            if gone >= 0:
                return None
            gone = a
            i += 1
        else:
            new.append(b)
            j += 1
    if i < n:
        if gone >= 0 or i < n - 1:
            return None
        gone = here[i]
    if gone < 0:
        return None
    return gone, tuple(new) + after[j:]


class _PastDeadline(Exception):
    pass


def part_game(game: solve.Game, table: PartTable, top: int = 0,
              deadline: float | None = None) -> tuple[dict, str]:
    """The game of one part alone: every part of a state searched (and, parts that are numbers,
    every number up to the largest, at least PART_VALUES of them, or up to `top`), each with its
    moves alone
    (the file's moves of the position of that part alone, one level: the parts a move puts back
    are parts themselves, so their own moves come from the same table). Returns (part number ->
    set of replacements, each a sorted tuple of part numbers, "") or ({}, what is not a part's
    move); new parts get their numbers in `table`. Past `deadline` (time.process_time()),
    _PastDeadline."""
    ex, cutter = table.ex, table.cutter
    for i in range(len(table.of)):     # every part of every state searched
        table.cut(i)
    if cutter.word == "token":          # tokens on a board: every cell of it
        for cell in token_board(game):
            table.numbered(cell)
    todo = list(range(len(table.parts)))
    empty = None
    if cutter.number is not None:
        top = max([cutter.number(p) for p in table.parts] + [PART_VALUES - 1, top])
        in_states = {k for here in table.of for k in here}
        zero = table.number.get(cutter.of_number(0))
        todo += [table.numbered(cutter.of_number(n)) for n in range(top + 1)]
        if zero is None or zero not in in_states:
            # no state searched holds a part of 0: it is the empty part (a pile taken to 0
            # leaves the multiset), g = 0, and the file's moves are not asked about a state it
            # never makes (CF 603C splits a pile of 0 into k piles of 0: a loop, and no sum)
            empty = table.numbered(cutter.of_number(0))
    alone: dict = {}
    while todo:
        k = todo.pop()
        if k in alone:
            continue
        if k == empty:
            alone[k] = set()
            continue
        if len(alone) >= MAX_PARTS:
            raise UserError(f"more than {MAX_PARTS} parts")
        if deadline is not None and len(alone) % 256 == 0 and time.process_time() > deadline:
            raise _PastDeadline
        part = table.parts[k]
        lone = cutter.lone(part)
        i = ex.index.get(ex._canon(lone))
        try:
            if i is not None:           # searched: its options' parts are in the table
                afters = [table.after(opt) for opt in ex.opts[i]]
            else:
                afters = [tuple(sorted(table.numbered(q) for s in (
                    o if isinstance(o, list) else [o]) for q in cutter.split(ex._canon(s))))
                    for o in game.moves(lone)]
        except Exception as error:  # the file's moves need more than one part: no sum
            return {}, f"moves({_show(lone)}) raised {type(error).__name__}"
        alone[k] = set()
        for after in afters:
            change = _change((k,), after)
            if change is None:
                return {}, (f"a move of the {cutter.word} {_show(part)} alone to "
                            f"{' + '.join(_show(table.parts[q]) for q in after)} is not a "
                            f"change of it")
            alone[k].add(change[1])
            todo.extend(q for q in change[1] if q not in alone)
    return alone, ""


TOKEN_CELLS = 20_000    # cells of a token's board computed at most


def mex_of_sums(root, g: dict, options_of: Callable, cap: int, stop: float | None) -> int:
    """g(root) by the Sprague-Grundy mex, each option a list of parts whose values are xored
    (g, part -> value, is filled as parts are valued), computed iteratively: a part's game may
    be deep. options_of(q) gives q's options; at most `cap` parts are expanded (else
    OverflowError), none past time.process_time() `stop` (TimeoutError); a part met again
    while it waits for its options' values is a loop (ValueError)."""
    if root in g:
        return g[root]
    todo, options = [root], {}
    while todo:
        q = todo[-1]
        if q in g:
            todo.pop()
            continue
        if q not in options:
            if len(options) >= cap:
                raise OverflowError("a part's game is too large")
            if stop is not None and len(options) % 16 == 0 and time.process_time() > stop:
                raise TimeoutError("the time for the parts ran out")
            options[q] = options_of(q)
        waiting = [r for opt in options[q] for r in opt if r not in g]
        if any(r in options for r in waiting):   # expanded, not valued: on the path
            raise ValueError("a part whose moves come back to it")
        if waiting:
            todo.extend(waiting)
            continue
        seen = set()
        for opt in options[q]:
            x = 0
            for r in opt:
                x ^= g[r]
            seen.add(x)
        m = 0
        while m in seen:
            m += 1
        g[q] = m
        todo.pop()
    return g[root]


def token_board(game: solve.Game) -> list:
    """Every cell of the board one token alone moves on (explore/board.py: the file's moves of
    a position of that token only, probed past the declared cells), or [] when there is no
    board or it has more than TOKEN_CELLS cells."""
    shape = game.shape.inner if isinstance(game.shape, shapes.Where) else game.shape
    if not isinstance(shape, shapes.Pairs) or game.moves is None:
        return []

    def one_token_moves(cell):
        for o in game.moves(((cell[0], cell[1]),)):
            if isinstance(o, list) or len(o) != 1:
                raise ValueError("not a move of one token")
            yield tuple(o[0])
    alone = types.SimpleNamespace(
        shape=shapes.Numbers(("a", "b"), (shape.first, shape.second)), start=None,
        moves=one_token_moves, left_moves=None, right_moves=None)
    found = board_mod.find_board(alone)
    if found is None or math.prod(len(r) for r in found.ranges) > TOKEN_CELLS:
        return []
    return list(itertools.product(*found.ranges))


def structure(table: PartTable, alone: dict | None, states=None) -> str:
    """"" when, at every state of `states` (all searched by default), each move takes exactly
    one part away (and puts back any number of parts) and the replacements of each part are
    those of the part alone (not compared when `alone` is None: the quick first test); else
    what breaks it."""
    ex, cutter = table.ex, table.cutter
    for i in (range(len(table.of)) if states is None else states):
        here = table.cut(i)
        moves: dict = {k: set() for k in here}
        for opt in set(ex.opts[i]):     # a move met twice (equal piles) is checked once
            change = _change(here, table.after(opt))
            if change is None:
                return (f"a move from {_show(ex.states[i])} to "
                        f"{' + '.join(_show(ex.states[j]) for j in opt)} does not change "
                        f"exactly one {cutter.word}")
            moves[change[0]].add(change[1])
        if alone is not None:
            for k, got in moves.items():
                if got != alone.get(k):
                    return (f"the moves of the {cutter.word} {_show(table.parts[k])} in "
                            f"{_show(ex.states[i])} differ from its moves alone")
    return ""


QUICK_STATES = 3_000    # states the quick test looks at: the first ones, then evenly spread


def quick_sample(count: int) -> range:
    """The states the quick test looks at: all when they are few, else every k-th. The test
    only decides whether the exact check (at every state) is worth running; most games that are
    not sums fail at their first states with two piles."""
    return range(0, count, max(1, count // QUICK_STATES))


def _parts_alone(game: solve.Game, ex: solve.Explorer, cutter: Cutter) -> bool:
    """Whether each part of the states searched so far has moves alone, each a change of it
    (Nim of two numbers x, y has none: moves((x,)) fails): else no sum, and the larger
    positions are not searched for one (20 s of a 10^5-position run)."""
    try:
        return not part_game(game, PartTable(ex, cutter))[1]
    except (UserError, ValueError, TypeError, AttributeError):
        return False


def _one_part_moves(ex: solve.Explorer, cutter: Cutter) -> bool:
    """The quick test on the states searched so far: every move changes one part."""
    try:
        table = PartTable(ex, cutter)
        return not structure(table, None, quick_sample(len(ex.states))) and \
            _parts_enough(table)
    except (ValueError, TypeError, AttributeError):
        return False


def _parts_enough(table: PartTable) -> bool:
    """A number's digits are a sum only when some state has two of them: a number of one digit
    is the game itself, which the 1-D engine reads better (its periods and their proofs)."""
    return table.cutter.word != "digit" or any(
        len(table.cut(i)) >= 2 for i in range(len(table.of)))


def part_values(alone: dict, name: str) -> dict:
    """Each part's Grundy value, by snippets/grundy_engine.hpp (explore/cpp/solve.cpp) on the
    graph of the parts' moves, a move to several parts being a move to their sum."""
    order = sorted(alone, key=_order)
    at = {p: i for i, p in enumerate(order)}
    lines = [f"grundy {len(order)}"]
    for p in order:
        opts = sorted(alone[p], key=lambda r: [_order(q) for q in r])
        lines.append(" ".join([str(len(opts))] + [" ".join([str(len(r))] + [
            str(at[q]) for q in r]) for r in opts]))
    return dict(zip(order, solve.solve_graph("\n".join(lines) + "\n", name)))


def _order(p):
    return (0, p, "") if isinstance(p, int) else (1, len(str(p)), str(p))


def _show(p) -> str:
    if isinstance(p, tuple) and len(p) == 2 and isinstance(p[1], tuple) and p[1] and \
            all(isinstance(c, tuple) for c in p[1]):      # a part with its context
        return f"{_show(p[0])} with {', '.join(map(_show, p[1]))}"
    if isinstance(p, tuple) and len(p) == 1:
        return f"({p[0]})"
    return repr(p) if isinstance(p, str) else str(p)


def _explorer(game: solve.Game, ex: solve.Explorer | None, positions: list) -> solve.Explorer:
    """A Grundy explorer of the game with every state of `ex` (the same moves, not run again)
    and every state the positions reach; solved only when the game is a sum."""
    gex = solve.Explorer(dataclasses.replace(game, result="grundy"))
    if ex is not None and ex.game.result not in ("partizan", "score"):
        gex.index, gex.states, gex.opts = dict(ex.index), list(ex.states), list(ex.opts)
        gex.right, gex.depth = list(ex.right), list(ex.depth)
        gex.depth_limit = ex.depth_limit
    # the positions solved already are in the copied index: not canonicalised again
    gex.add([p for p in positions if p not in gex.index])
    return gex


# ---------------------------------------------------------------- finding the sum

def find_sum(game: solve.Game, positions: list, ex: solve.Explorer | None = None,
             larger: tuple[list, str] = ((), "")) -> Sum | None:
    """The sum the positions are, or None (then the miner looks for a rule as before)."""
    if game.start is not None or game.result not in ("win", "grundy", "misere"):
        return None
    gex = None
    for cutter in cutters(game.shape):
        try:
            gex = gex or _explorer(game, ex, list(positions) + list(larger[0]))
            table = PartTable(gex, cutter)
            # quick, on a sample: most games fail here; then exact, at every state
            broken = structure(table, None, quick_sample(len(table.of)))
            if not broken and not _parts_enough(table):
                broken = "one part only"
            if not broken:
                numbered, broken = part_game(game, table)
                broken = broken or structure(table, numbered)
            if broken:
                continue
            gex.solve()
        except (UserError, ValueError, TypeError, AttributeError):
            continue                # a cycle, states that are not positions of the shape
        alone = _by_part(table, numbered)
        g = part_values(alone, game.name)
        found = Sum(cutter, len(gex.states), g)
        # the theorem's conclusion, compared with every state anyway (a check of the search:
        # a difference is printed as a fault of the explorer, never hidden)
        g_of = [g.get(p) for p in table.parts]
        for i, here in enumerate(table.of):     # every state cut by the exact check
            x = 0
            for k in here:
                x ^= g_of[k]
            if x != gex.labels[i]:
                found.wrong.append((gex.states[i], gex.labels[i], x))
        if cutter.number is not None:
            _part_rule(found, alone)
            if game.result != "misere":
                # g(0..31) is too few to trust a pattern, or the family the moves seem to be
                # (a pile of 40 may be frozen): more values, checked the same way, and a
                # mined rule if no pattern; misère play reads each part's genus, computed for
                # the parts above only
                _further_numbers(game, table, found, alone)
        else:
            found.g_mined = _mined_rule(game.shape, g, cutter)
            if found.g_mined is not None and cutter.word == "row":
                _check_beyond(game, table, found)
            if cutter.word == "run":
                _runs_by_length(game, table, found)
        if game.result == "misere":
            _genus(found, alone)
        return found
    return None


def _number_options(cut: Cutter, alone: dict, top: int) -> list[list[tuple]]:
    """options[n]: the parts (numbers; none is (0,)) each move of the part n alone leaves."""
    return [sorted(tuple(cut.number(q) for q in r) or (0,) for r in alone[cut.of_number(n)])
            for n in range(top + 1)]


def _part_rule(found: Sum, alone: dict) -> None:
    """g of a part that is a number through the 1-D engine: the family its moves are (checked
    at every number computed), its period, closed form and their proofs, and the code."""
    cut = found.cutter
    # the numbers 0..top, all of them computed: a move may reach a number past the ones asked
    # (a board that fills up: 1800 | 255 = 2047 when 0..1901 were asked), and the gap before
    # it was never computed
    top = 0
    while cut.of_number(top + 1) in found.g:
        top += 1
    v = [found.g[cut.of_number(n)] for n in range(top + 1)]
    found.numbers = v
    options = _number_options(cut, alone, top)
    basis, proof = Basis(len(v)), None
    cls = pat.recognise(options)
    if cls:
        fam = run_family(cls[0], cls[1], [len(v)], None)
        if fam.flat == v:
            proof = fam.proof
            basis = Basis(len(v), family_name(*cls), " ".join([cls[0], *cls[1]]))

    def values_of(spec: str, count: int) -> list[int]:
        if spec == basis.spec and count <= len(v):
            return v[:count]
        name, *rest = spec.split()
        return run_family(name, rest, [max(count, 1)], None).flat
    found.claims = pat.analyse_1d(v, "grundy", proof, basis, load_known(), values_of)

    def extend(count: int):
        return values_of(basis.spec, count) if proof is not None and basis.spec and \
            count <= 2_000_000 else None
    found.g_code, found.g_claim = code_for_1d(v, found.claims, extend)


MINE_SECONDS = 5.0    # CPU seconds the miner may spend on g of parts that are not numbers
FURTHER_SECONDS = 1.0  # CPU seconds for g of a number past the parts searched
FURTHER_TOP = 6144     # ... up to g(6143) at most: not a power of 2 (see _further_numbers)


def _by_part(table: PartTable, numbered: dict) -> dict:
    """part_game's answer with parts in place of their numbers."""
    parts = table.parts
    return {parts[k]: {tuple(sorted((parts[q] for q in r), key=_order)) for r in reps}
            for k, reps in numbered.items()}


def _further_numbers(game: solve.Game, table: PartTable, found: Sum, alone: dict) -> None:
    """g of a part that is a number past the parts searched (g(0..31) at first): more values,
    from the file's moves of one part alone (one level each, as part_game does), doubling while
    FURTHER_SECONDS of CPU last. The 1-D engine runs again on them: the family its moves are
    is recognised on every number computed (a pile of 40 that cannot move is no subtraction
    game), a period may start late, or one seen in 32 values break. If it sees no pattern, the
    miner looks for g's rule over the features of n on the values first computed, and the rule
    is kept only if it gives every value computed, the further ones included (they are its
    check on larger numbers). The last value is not at a power of 2: values built from g(n / 2)
    (CF 603C: a pile of 2x becomes k piles of x) repeat with period 2^j until the next power of
    2, and break there; a table ending at 4095 showed a period 512 that is false at 4096."""
    mined_top = len(found.numbers) - 1
    start = time.process_time()
    top, last = mined_top, 0.0
    while top < FURTHER_TOP - 1:
        spent = time.process_time() - start
        if spent + 4 * last > FURTHER_SECONDS:      # the next doubling costs about 4x (n moves)
            break
        began = time.process_time()
        try:
            more, broken = part_game(game, table, min(2 * top + 1, FURTHER_TOP - 1),
                                     deadline=start + 2 * FURTHER_SECONDS)
        except (_PastDeadline, UserError, ValueError, TypeError, AttributeError):
            break
        if broken:
            break
        alone = _by_part(table, more)
        top, last = min(2 * top + 1, FURTHER_TOP - 1), time.process_time() - began
    if top > mined_top:
        found.g = part_values(alone, game.name)
        _part_rule(found, alone)
    if found.g_claim is None:
        found.g_mined = _mined_number_rule(found.numbers, mined_top)
        found.g_mined_on = mined_top
    if found.g_claim is None and found.g_mined is None:
        # no pattern, no rule: a part taking from a named set has its recurrence
        # (explore/takes.py), checked on every number computed
        options = _number_options(found.cutter, alone, len(found.numbers) - 1)
        amounts = takes.from_options(options)
        got = takes.recurrence(amounts, found.numbers, "grundy") if amounts else None
        # or a heap that breaks: an octal code or Grundy's game (explore/breaks.py)
        got = got or breaks.recurrence([[tuple(sorted(h for h in o if h)) for o in opts]
                                        for opts in options], found.numbers, "grundy")
        # or a heap split into near-equal parts (explore/splits.py)
        got = got or splits.recurrence([{tuple(sorted(h for h in o if h)) for o in opts}
                                        for opts in options], found.numbers, "grundy")
        # or a number divided by a fixed set (explore/divisions.py)
        got = got or divisions.recurrence(options, found.numbers, "grundy")
        # or a number whose moves are read off itself: digits, divisors (explore/number_moves.py)
        got = got or number_moves.recurrence(options, found.numbers, "grundy")
        # or g read by n's digits (explore/automatic.py)
        got = got or automatic.recurrence(found.numbers, "grundy")
        if got is not None:
            found.claims, found.g_claim = [got[0]], got[0]
            found.g_code = got[1]


def _mined_number_rule(v: list[int], mined_top: int):
    """The simplest rule for g(n) over the features of n, mined on g(0..mined_top) and kept
    only when it gives every value of v (None when none does, or it has no C++ form)."""
    kind = shapes.Numbers(("n",), (range(1),))
    train = [(n,) for n in range(mined_top + 1)]
    result = miner.mine(train, v[:mined_top + 1], feats.vocabulary(kind, train), "grundy",
                        budget_seconds=MINE_SECONDS, fallback=False)
    if not result.exact:
        return None
    for rule in result.rules:
        if rule.cpp and all(rule.evaluate((n,)) == g for n, g in enumerate(v)):
            return rule
    return None


BEYOND_PARTS = 900      # rows past those mined whose g checks g's mined rule, at most
BEYOND_SECONDS = 3.0    # CPU seconds for their g


def _rows_beyond(rows: list) -> tuple[list, str]:
    """Rows of numbers past the parts computed, for g's mined rule to be checked on (the parts
    it was mined on are all the parts of every state searched, so the positions solved hold no
    other row): every row of the same width over lo..top, top = max(2 * hi + 1, hi + 8), hi the
    largest number in a row computed; a seeded sample of BEYOND_PARTS when there are more.
    ([], "") when the parts (`rows`) are not rows of whole numbers."""
    if not rows or not all(isinstance(r, tuple) and r and len(r) == len(rows[0]) and
                           all(isinstance(x, int) and not isinstance(x, bool) for x in r)
                           for r in rows):
        return [], ""
    lo, hi = min(min(r) for r in rows), max(max(r) for r in rows)
    top, width = max(2 * hi + 1, hi + 8), len(rows[0])
    known = set(rows)
    if (top - lo + 1) ** width <= 4 * BEYOND_PARTS:
        box = [r for r in itertools.product(range(lo, top + 1), repeat=width) if r not in known]
    else:
        rng = random.Random(5)
        box = list(dict.fromkeys(r for r in (tuple(rng.randint(lo, top) for _ in range(width))
                                             for _ in range(8 * BEYOND_PARTS)) if r not in known))
    if len(box) > BEYOND_PARTS:
        box = random.Random(6).sample(box, BEYOND_PARTS)
    return box, f"rows of {width} numbers in {lo}..{top}"


def _positions_alone(game: solve.Game, cutter: Cutter, parts: list) -> list:
    """The parts whose position alone the file's .where(...) filter keeps (a row of two equal
    tokens may be no position: the file's moves then mean nothing there)."""
    if cutter.fits is not None:
        parts = [part for part in parts if cutter.fits(part)]
    keeps = getattr(game.shape, "keeps", None)
    if keeps is None:
        return parts
    out = []
    for part in parts:
        try:
            if keeps(cutter.lone(part)):
                out.append(part)
        except UserError:
            pass
    return out


def _values_with(game: solve.Game, table: PartTable, parts: list) -> dict | None:
    """g of every part of the table with `parts` added, each searched alone (part_game) within
    BEYOND_SECONDS; None when the file's moves refuse them or time runs out."""
    for r in parts:
        table.numbered(r)
    try:
        numbered, broken = part_game(game, table,
                                     deadline=time.process_time() + BEYOND_SECONDS)
    except (_PastDeadline, UserError, ValueError, TypeError, AttributeError, RecursionError):
        return None
    return None if broken else part_values(_by_part(table, numbered), game.name)


def _check_beyond(game: solve.Game, table: PartTable, found: Sum) -> None:
    """g's rule for parts that are rows of numbers, mined on every part computed, checked on
    rows past them (_rows_beyond), their g from the file's moves of each row alone (part_game)
    while BEYOND_SECONDS last: a rule wrong on one of them is dropped and said (E&D, SDOI 2009:
    a rule fitting the 36 rows of 1..6 was false at (4, 24), and the check on larger positions
    had grown the rows to 6 only). When no row past them can be computed (the file's moves
    refuse them, or time), the rule stands on the parts computed, as the claim says."""
    more, what = _rows_beyond(table.parts)
    more = _positions_alone(game, found.cutter, more)
    if not more:
        return
    g = _values_with(game, table, more)
    if g is None:
        return
    rows = [r for r in more if r in g]
    flat = [found.cutter.flat(r) if found.cutter.flat else r for r in rows]
    bad = miner.verify(found.g_mined, flat, [g[r] for r in rows])
    found.beyond, found.beyond_what = len(rows), what
    if bad:
        found.rejected = (found.g_mined, bad[0], len(bad))
        found.g_mined = None


RUN_TOP = 96            # runs with their end letters: g computed up to this length at least
RUN_SHORT = 32          # or up to this one, when the longer runs pass the time


def _forget_parts(table: PartTable, numbered: int) -> None:
    """The parts numbered from `numbered` on forgotten: a search cut by its time leaves them
    without a value, and a later search of the table would meet them again."""
    for part in table.parts[numbered:]:
        del table.number[part]
    del table.parts[numbered:]


def _run_ends(run, sep) -> tuple:
    """(the letter before, the letter after ('' at the string's end), the run's length); of a
    sequence's run, the same as tuples (() at its end)."""
    left = run[:1] if run and run[0] != sep else run[:0]
    right = run[-1:] if len(run) > len(left) and run[-1] != sep else run[:0]
    return left, right, len(run) - len(left) - len(right)


def _run_of(sep, left, k: int, right):
    """The run of k seps between the ends left and right (strings or tuples)."""
    return left + (sep * k if isinstance(sep, str) else (sep,) * k) + right


def _runs_by_length(game: solve.Game, table: PartTable, found: Sum) -> None:
    """g of a run with its end letters, for every pair of ends seen, by the run's length: up to
    max(RUN_TOP, 4 x the longest run computed), each run searched alone (part_game) within
    BEYOND_SECONDS, or, when that runs out, up to max(RUN_SHORT, 3 x the longest); then the
    1-D engine's period (pattern.find_period: three periods and half
    the values at least) for each pair. The code to paste reads a run of any length when every
    pair has one, else the longer table; a mined rule for g wrong on a longer run is dropped
    and said. UVa 11534 (no two equal letters side by side) pasted the table of the 69 runs of
    up to 9 cells computed, and stopped on a run of 10."""
    sep = found.cutter.sep
    ends = {_run_ends(r, sep)[:2] for r in table.parts}
    longest = max(_run_ends(r, sep)[2] for r in table.parts)
    known = set(table.parts)
    # up to RUN_TOP cells; when the file's moves are too slow for that within BEYOND_SECONDS
    # (TopCoder PathGame: a path kept on two rows, checked at every move), up to RUN_SHORT
    for top in (max(RUN_TOP, 4 * longest), max(RUN_SHORT, 3 * longest)):
        more = [_run_of(sep, left, k, right) for left, right in sorted(ends)
                for k in range(1, top + 1)]
        kept = set(_positions_alone(game, found.cutter, more))
        if len(kept) < len(more):
            return      # runs the file's filter refuses alone: g by length is not read
        numbered = len(table.parts)
        g = _values_with(game, table, more)
        if g is not None and all(r in g for r in more):
            break
        _forget_parts(table, numbered)
    else:
        return
    if found.g_mined is not None:
        new = [r for r in more if r not in known]
        bad = miner.verify(found.g_mined, new, [g[r] for r in new])
        found.beyond, found.beyond_what = len(new), f"runs of 1..{top} {_shown(sep)}"
        if bad:
            found.rejected = (found.g_mined, bad[0], len(bad))
            found.g_mined = None
    found.g = {r: v for r, v in g.items() if r in known or r in set(more)}
    found.run_top = top
    periods = {}
    for left, right in sorted(ends):
        values = [g[_run_of(sep, left, k, right)] for k in range(1, top + 1)]
        # periodic, or arithmetic-periodic (a run open at one end: g = its length)
        got = pat.find_period(values) or pat.find_period(values, arithmetic=True)
        if got is None:
            return
        periods[(left, right)] = (values, *got)
    found.run_periods = periods


def _period_words(ends: tuple, q: int, p: int, step: int, values: list) -> str:
    """One pair of ends' g by length in words: "'X'..'O': 0 from k = 1, period 1"."""
    left, right = ends
    grow = f", +{step} each period" if step else ""
    pre = f"{', '.join(map(str, values[:q]))} then " if q else ""
    if isinstance(left, tuple):         # a sequence's run: its end values, "end" at its end
        left, right = (str(x[0]) if x else "end" for x in (left, right))
    return (f"{left or chr(39) * 2}..{right or chr(39) * 2}: {pre}"
            f"{', '.join(map(str, values[q:q + p]))} repeated{grow}")


def _shown(sep) -> str:
    return f"'{sep}'" if isinstance(sep, str) else str(sep)


def _runs_cpp(found: Sum) -> str:
    """long long grundy(b) of a run with its end letters (a std::string), or of a sequence's
    run with its end values (a std::vector, -1 at the sequence's end: its values are >= 0),
    from each pair of ends' preperiod and period of g by the run's length."""
    sep = found.cutter.sep
    if isinstance(sep, str):
        c = cpp_escaped(sep)
        head = ("long long grundy(const std::string& b) {  // a run with the letters at its ends",
                "std::string", "")
        key = lambda left, right: f'"{cpp_escaped(left)}|{cpp_escaped(right)}"'  # noqa: E731
        ends = (f"  std::string left = b.size() && b[0] != '{c}' ? b.substr(0, 1) : \"\";\n"
                f"  std::string right = b.size() > left.size() && b.back() != '{c}' ? "
                "b.substr(b.size() - 1) : \"\";\n"
                "  long long k = (long long)(b.size() - left.size() - right.size());\n"
                "  const Ends& e = t.at(left + \"|\" + right);\n")
    else:
        head = ("long long grundy(const std::vector<long long>& b) {  // a run with its end values",
                "std::pair<long long, long long>", " (-1: the sequence's end)")
        key = lambda left, right: (                                             # noqa: E731
            f"{{{left[0] if left else -1}, {right[0] if right else -1}}}")
        ends = (f"  long long left = b.size() && b[0] != {sep}LL ? b[0] : -1;\n"
                f"  long long right = b.size() > (left >= 0 ? 1u : 0u) && b.back() != {sep}LL ? "
                "b.back() : -1;\n"
                "  long long k = (long long)b.size() - (left >= 0) - (right >= 0);\n"
                "  const Ends& e = t.at({left, right});\n")
    cases = [f'    {{{key(left, right)}, {{{{{pat._array(values[:q])}}}, '
             f'{{{pat._array(values[q:q + p])}}}, {step}}}}}'
             for (left, right), (values, q, p, step) in sorted(found.run_periods.items())]
    return (head[0] + "\n"
            f"  // g by the run's length k >= 1 for each pair of ends{head[2]}: a preperiod, then\n"
            "  // a period whose values grow by `step` each time round\n"
            "  struct Ends { std::vector<long long> pre, cyc; long long step; };\n"
            f"  static const std::map<{head[1]}, Ends> t = {{\n" + ",\n".join(cases) +
            "\n  };\n" + ends +
            "  if (k <= (long long)e.pre.size()) return e.pre[k - 1];\n"
            "  long long i = k - 1 - (long long)e.pre.size(), p = (long long)e.cyc.size();\n"
            "  return e.cyc[i % p] + e.step * (i / p);\n}\n")


def _mined_rule(shape: shapes.Shape, g: dict, cutter: Cutter):
    """The simplest rule for g over the features of the parts (trees, blocks; a pile and its
    context as numbers (n, k, ...)), by the miner; None when none fits every part computed or
    the parts have no features."""
    parts = sorted(g, key=_order)
    values = [g[p] for p in parts]
    if cutter.flat is not None:
        parts = [cutter.flat(p) for p in parts]
        kind = shapes.Numbers(cutter.names, tuple(range(1) for _ in cutter.names))
    elif cutter.context:
        return None
    else:
        kind = "tree" if shape.kind in ("tree", "graph") else shape
    vocab = feats.vocabulary(kind, parts) + feats.grundy_features(kind, parts, "grundy")
    result = miner.mine(parts, values, vocab, "grundy", budget_seconds=MINE_SECONDS,
                        fallback=False)
    return result.rules[0] if result.exact and result.rules else None


def _genus(found: Sum, alone: dict) -> None:
    """Each part's genus through snippets/misere_genus.hpp (the driver's --mode genus, on the
    graph of the parts' moves): tame parts are summed by Conway's rule."""
    order = sorted(alone, key=_order)
    at = {p: i for i, p in enumerate(order)}
    lines = []
    for p in order:
        opts = sorted(alone[p], key=lambda r: [_order(q) for q in r])
        lines.append(" ".join([str(len(opts))] + [" ".join([str(len(r))] + [str(at[q]) for q in r])
                                                  for r in opts]))
    argv = [str(_graph_driver().path), "--box", str(len(order)), "--mode", "genus"]
    _, _, g0, rest = _parse(_run(argv, "\n".join(lines) + "\n"))
    fickle_at, tame_at = rest.index("fickle"), rest.index("tame")
    fickle = [int(t) for ln in rest[fickle_at + 1:tame_at] for t in ln.split()]
    tame = [int(t) for ln in rest[tame_at + 1:] for t in ln.split()]
    found.genus = {p: g0[i] for p, i in at.items()}
    found.fickle = {p: fickle[i] == 1 for p, i in at.items()}
    wild = [p for p in order if tame[at[p]] != 1]
    found.misere = "wild" if wild else "tame"
    found.wild = wild[0] if wild else None


def value_of(found: Sum, position) -> int | None:
    """The XOR of the parts' values; None where a part's value was not computed (the search of
    parts was cut)."""
    parts = found.cutter.split(position)
    if any(p not in found.g for p in parts):
        return None
    x = 0
    for p in parts:
        x ^= found.g[p]
    return x


def first_wins(found: Sum, position, misere: bool) -> bool | None:
    """The rule: normal play, the XOR of the parts' values is not 0; misère with every part
    tame, Conway's genus rule (all parts fickle: the XOR is not 1, else not 0); None where no
    theorem applies (a part that is not tame) or a part's value was not computed."""
    x = value_of(found, position)
    if x is None:
        return None
    parts = found.cutter.split(position)
    if not misere:
        return x != 0
    if found.misere != "tame":
        return None
    return x != 1 if all(found.fickle[p] for p in parts) else x != 0


def check(found: Sum, positions: list, labels: list, result: str) -> None:
    """The rule compared with the whole game's computed results (the theorem's conclusion,
    checked anyway); differences are kept, and printed as a fault, never hidden."""
    for p, want in zip(positions, labels):
        if result == "grundy":
            got = value_of(found, p)
            if got is None:
                continue    # a part whose value was not computed: not checked here
        else:
            got = first_wins(found, p, result == "misere")
            if got is None:
                continue
        found.checked += 1
        if got != want:
            found.wrong.append((p, want, got))


# ---------------------------------------------------------------- what is printed

def _count(n: int, word: str) -> str:
    return f"{n:,} {word}{'s' * (n != 1)}"


def claim_lines(game: solve.Game, found: Sum, n_positions: int) -> list[str]:
    cut, word = found.cutter, found.cutter.word
    misere = game.result == "misere"
    out = [f"sum: every move changes one {word} and a {word}'s moves are the same whatever the "
           f"other {word}s are (the parts: {cut.what}; checked at all {found.states:,} states "
           f"searched), so the game is the sum of its {word}s  [proven if moves() stays a sum "
           f"of {word}s beyond the {found.states:,} states searched: {THEOREM}]"]
    if found.numbers:
        shown = " ".join(map(str, found.numbers[:32]))
        more = " ..." if len(found.numbers) > 32 else ""
        out.append(f"g(n), the value of {n_of(cut)} alone: {shown}{more} "
                   f"(g(0..{len(found.numbers) - 1}))")
        for c in found.claims:
            label = {"known": "known", "no-proof": "period", "recurrence": "recurrence"}.get(
                c.kind, "pattern")
            out.append(f"g's {label}: {c.text}" + (f"  [{c.status}]" if c.status else ""))
        top = len(found.numbers) - 1
        if found.g_claim is None and found.g_mined:
            out.append(f"g's pattern: none found up to n = {top}")
            out.append(f"g's rule: {found.g_mined.text} -- mined on g(0..{found.g_mined_on}), "
                       f"holds on all of g(0..{top}); not proven (mined)")
        elif found.g_claim is None:
            out.append(f"g's pattern: none found up to n = {top} (the code below has the table "
                       f"of g(0..{top}) only)")
    else:
        table = sorted(found.g.items(), key=lambda kv: _order(kv[0]))
        shown = ", ".join(f"{_show(p)}: {v}" for p, v in table[:8])
        more = f", ... ({len(table):,} in all)" if len(table) > 8 else ""
        out.append(f"g, the value of a {word} alone: {shown}{more}")
        beyond = (f" and on {found.beyond:,} {word}s past them ({found.beyond_what}, each "
                  f"searched alone)" if found.beyond else "")
        if found.rejected:
            rule, first, wrong = found.rejected
            out.append(f"g's rule rejected: {rule.text} -- fits all {len(table):,} {word}s "
                       f"computed, wrong on {wrong:,} of {found.beyond:,} {word}s past them "
                       f"({found.beyond_what}, each searched alone), the first "
                       f"{_show(first.position)} (g is {first.expected})")
        if found.run_periods and not found.g_mined:
            out.append(f"g's pattern: by the run's length k, for each pair of end letters "
                       f"('' at the string's end): " + "; ".join(
                           _period_words(ends, q, p, step, values)
                           for ends, (values, q, p, step) in sorted(found.run_periods.items()))
                       + f"  [every run of k = 1..{found.run_top} searched alone; not proven "
                         f"past it]")
        else:
            out.append(f"g's rule: {found.g_mined.text} -- holds on all {len(table):,} {word}s "
                       f"computed{beyond}; not proven (mined)" if found.g_mined else
                       f"g's rule: none found over the {word}s' features (the table above "
                       f"only" + (f", every run of up to {found.run_top} cells" if
                                  found.run_top else "") + ")")
    checked = (f"equal to the results of all {_count(n_positions, 'position')}"
               + (f" and of {found.larger:,} larger ones ({found.larger_what})"
                  if found.larger else f" and of no larger one ({found.larger_what})"
                  if found.larger_what else ""))
    if misere and found.misere == "wild":
        out.append(f"misère: the {word} {_show(found.wild)} is not tame (its genus, "
                   f"snippets/misere_genus.hpp, is not 0^{{120}}, 1^{{031}} or x^{{x,x^2}} at "
                   f"every position below it): no theorem decides a misère sum with such a "
                   f"part, so no sum rule is claimed for misère play")
        return out
    status = (f"proven on the {found.states:,} states searched: {found.theorem}; beyond them "
              f"if moves() stays {found.stays or f'a sum of {word}s'} and g's rule holds")
    if misere:
        fickle = sorted((p for p, f in found.fickle.items() if f), key=_order)
        beyond = (f"; fickle(n) past n = {len(found.numbers) - 1} in the code below repeats "
                  f"the period of the values computed, not proven" if found.numbers else "")
        out.append(f"misère: every {word} is tame (its genus, snippets/misere_genus.hpp; fickle: "
                   f"{', '.join(_show(p) for p in fickle[:12]) or 'none'}"
                   f"{' ...' if len(fickle) > 12 else ''}{beyond})")
        rule = (f"first wins iff x != 1 when every {word} is fickle (genus 0^{{120}} or "
                f"1^{{031}}), else x != 0; x = xor of g({word}) over the {word}s")
        status = (f"proven on the {found.states:,} states searched: {THEOREM} and Conway's "
                  f"genus theorem for sums of tame games (every {word} computed is tame); beyond "
                  f"them if moves() stays a sum of {word}s and g's rule holds")
    elif game.result == "grundy":
        rule = f"value = xor of g({word}) over the {word}s"
    else:
        rule = f"first wins iff the xor of g({word}) over the {word}s != 0"
    if found.wrong:
        p, want, got = found.wrong[0]
        out.append(f"rule FAILED: {rule} -- differs on {len(found.wrong):,} of the "
                   f"{found.checked:,} positions compared, first {_show(p)} (is {want}, the rule "
                   f"says {got}): a bug of the explorer, please report it")
    else:
        out.append(f"rule: {rule} -- {checked}  [{status}]")
    return out


def n_of(cut: Cutter) -> str:
    """One part that is the number n, in words."""
    if cut.word == "stone":
        return ("one stone n places from the row's end" if "end" in cut.what else
                "one stone at place n")
    return {"pile": "a pile of n", "head": "one head at place n"}.get(cut.word,
                                                                     f"a {cut.word} of length n")


def code(game: solve.Game, found: Sum) -> tuple[str, str, str] | None:
    """(the code to paste, its function's name, the variable it reads) or None when the parts
    have no C++ form here (a sum of trees whose g has no mined rule, a misère sum no theorem
    decides)."""
    cut = found.cutter
    misere = game.result == "misere"
    if misere and found.misere != "tame":
        return None
    if cut.context:
        return _context_code(game, found)
    if cut.word == "run" and not isinstance(cut.sep, str) and not found.run_periods and not (
            found.g_mined is not None and found.g_mined.cpp):
        return None         # a sequence's runs known by their table only: no C++ map of tuples
    own = {"tree": _forest_code, "token": _token_code, "row": _row_code, "digit": _digit_code,
           "cell": _cell_code}
    if cut.word in own and (not cut.cpp_loop or cut.layout == "head"):
        return own[cut.word](game, found)
    looped = part_loop(cut, xor=not misere)
    if looped is None:
        return None
    var, loop, part, after = looped
    g_code, status = g_cpp(found)
    why = "Sprague-Grundy; the sum" if found.theorem == THEOREM else \
        f"{found.theorem}; its conditions"
    head = textwrap.wrap(f"the xor of the {cut.word}s' values ({why} checked at every state "
                         f"searched by gk explore on {game.name}); g: {status}",
                         92, initial_indent="// ", subsequent_indent="//   ")
    body = g_code
    if misere:
        fick = [int(found.fickle.get(cut.of_number(n), False)) for n in
                range(len(found.numbers))] if found.numbers else None
        body += _fickle_cpp(fick, found)
        name, ret = "firstWins", "bool"
        text = (f"{ret} {name}({_param(var)}) {{  // misère: Conway's rule for sums of tame "
                f"games\n  long long x = 0; bool allFickle = true;\n  {loop} {{ x ^= grundy({part}); "
                f"allFickle = allFickle && fickle({part});{after} }}\n"
                f"  return allFickle ? x != 1 : x != 0;\n}}\n")
    else:
        name, ret = ("value", "long long") if game.result == "grundy" else ("firstWins", "bool")
        text = (f"{ret} {name}({_param(var)}) {{\n  long long x = 0;\n  {loop} {{ x ^= "
                f"grundy({part});{after} }}\n  return {'x' if name == 'value' else 'x != 0'};\n}}\n")
    return "\n".join(head) + "\n" + body + text, name, var


def part_loop(cut: Cutter, xor: bool = False) -> tuple[str, str, str, str] | None:
    """(the variable the code reads, a C++ loop whose body sees each part, the part's name in
    it, what the body does last) for piles, blocks of a string and a cutter's own loop; None
    for other parts. xor: the values are xored, so a cutter may visit copies in pairs once."""
    if cut.cpp_loop:
        var, loop, part = cut.cpp_loop[:3]
        if len(cut.cpp_loop) > 3 and xor:         # copies in pairs cancel in a xor
            loop = cut.cpp_loop[3]
        return var, loop, part, ""
    if cut.word == "pile":
        return "a", "for (long long v : a)", "v", ""
    if cut.word == "block":
        sep = cpp_escaped(cut.sep)
        if cut.number is not None:
            return ("s", f"long long run = 0; for (char c : s + '{sep}') if (c != '{sep}') ++run; "
                    f"else", "run", " run = 0;")
        return ("s", f"std::string b; for (char c : s + '{sep}') if (c != '{sep}') b += c; "
                f"else if (!b.empty())", "b", " b.clear();")
    return None


def g_cpp(found: Sum) -> tuple[str, str]:
    """(long long grundy(...) of one part, how sure it is): the 1-D engine's code, else the
    mined rule's, else the table of the values computed (asserting its range)."""
    mined = found.numbers and found.g_claim is None and found.g_mined is not None
    status = found.g_claim.status if found.g_claim is not None else (
        f"{found.g_mined.text}, holds on g(0..{len(found.numbers) - 1}); not proven (mined)"
        if mined else f"a table of the {_count(len(found.g), found.cutter.word)} computed")
    if mined:
        return (f"long long grundy(long long n) {{  // n >= 0\n"
                f"  return {found.g_mined.cpp};\n}}\n"), status
    if found.numbers:       # no rule for g: the table of the values computed
        return found.g_code or _table_cpp(found.numbers), status
    if found.run_periods and found.g_mined is None:
        top = found.run_top
        return _runs_cpp(found), (f"g by the run's length, for each pair of ends, periodic on "
                                  f"the lengths 1..{top} computed; not proven past them")
    rule = found.g_mined
    if rule is not None and rule.cpp and isinstance(next(iter(found.g), None), str):
        # a part that is a string: its mined rule over the string's features
        return (f"long long grundy(const std::string& s) {{  // one {found.cutter.word}\n"
                f"  return {rule.cpp};\n}}\n"), (f"{rule.text}, holds on all {len(found.g):,} "
                                                 f"{found.cutter.word}s computed; not proven "
                                                 f"(mined)")
    if rule is not None and rule.cpp and isinstance(next(iter(found.g), None), tuple) and \
            found.cutter.word == "run":
        # a sequence's run: the rule over the sequence's features (their C++ reads `a`)
        return (f"long long grundy(const std::vector<long long>& a) {{  // one run\n"
                f"  return {rule.cpp};\n}}\n"), (f"{rule.text}, holds on all {len(found.g):,} "
                                                 f"runs computed; not proven (mined)")
    return _map_cpp(found.g), status


def no_table_answer(found: Sum, lines: list, text: str) -> str:
    """The code to paste, or "" when it gives g by the map of the blocks computed: code that
    stops on any block not met is no rule (Baekjoon 30555 Thwack!, the 569 blocks of up to 8
    stones computed, a row of 14 given). The map stays in `lines`, said to be one; the caller
    mines the whole position after the sum."""
    if not text or not g_is_table(found, text):
        return text
    at = lines.index("code to paste:")
    lines[at] = (f"the table of g to paste (the {found.cutter.word}s computed only; g has no "
                 f"rule past them, so the whole position is mined too):")
    return ""


def g_is_table(found: Sum, text: str) -> bool:
    """Whether the code to paste gives g as the map of the blocks computed (g_cpp's last
    resort), with no rule past them. A part that is a number keeps its table as an answer: it
    reaches well past the positions (g(0..127) at least) and asserts its range."""
    return not found.numbers and all(isinstance(p, str) for p in found.g) and \
        _map_cpp(found.g) in text


def number_rule(found: Sum, v: list[int]) -> None:
    """g(0..) of a part that is a number, computed by a search rather than a family: its
    pattern by the 1-D engine, sought on the first half of the values and kept only if it
    holds on all; else the miner's rule over the features of n; else none (a table)."""
    half = v[:len(v) // 2]

    def values_of(spec: str, count: int) -> list[int]:      # a known family's values
        name, *rest = spec.split()
        return run_family(name, rest, [max(count, 1)], None).flat
    found.claims = pat.analyse_1d(half, "grundy", None, Basis(len(half)), load_known(),
                                  values_of, further=v)
    found.g_code, found.g_claim = code_for_1d(
        v, found.claims, lambda count: v[:count] if count <= len(v) else None)
    if found.g_claim is None:
        found.g_mined = _mined_number_rule(v, len(half) - 1)
        found.g_mined_on = len(half) - 1


def stated(game: solve.Game, found: Sum, values: list[int], positions: list, labels: list,
           larger: list, larger_labels: list, what: str, first: str, check_code
           ) -> tuple[list[str], str]:
    """(the lines, the code) of a sum found another way than by cutting positions (behind
    start(), explore/start_sums.py; coin-turning, explore/coins.py), whose parts are numbers
    worth `values`: g's rule, the rule compared with every position solved, `first` as the
    claim's first line, the code and its check."""
    number_rule(found, values)
    found.larger, found.larger_what = len(larger), what
    every, results = list(positions) + list(larger), list(labels) + list(larger_labels)
    check(found, every, results, game.result)
    lines = claim_lines(game, found, len(positions))
    lines[0] = first
    return lines, no_table_answer(found, lines, pasted(game, found, lines, every, results,
                                                       check_code))


def _mined_head(game: solve.Game, found: Sum, word: str) -> tuple[list[str], str, str]:
    """The comment over a sum's code whose g is a mined rule, and the function's name and type."""
    why = "Sprague-Grundy; the sum" if found.theorem == THEOREM else \
        f"{found.theorem}; its conditions"
    head = textwrap.wrap(f"the xor of the {word}s' values ({why} checked at "
                         f"every state searched by gk explore on {game.name}); g: "
                         f"{found.g_mined.text}, holds on all {len(found.g):,} {word}s computed; "
                         f"not proven (mined)", 92, initial_indent="// ",
                         subsequent_indent="//   ")
    name, ret = ("value", "long long") if game.result == "grundy" else ("firstWins", "bool")
    return head, name, ret


def _context_code(game: solve.Game, found: Sum) -> tuple[str, str, object] | None:
    """A sum of the piles of one component of tuples(...) whose other components are numbers
    (a take limit k): g(n, k, ...) by its mined rule, and the xor over the piles; normal play,
    a multiset or sequence component, parameters named after the components."""
    cut, rule = found.cutter, found.g_mined
    var = feats.cpp_variable(game.shape, [])
    if game.result == "misere" or rule is None or not rule.cpp or cut.flat is None or \
            cut.word != "pile" or not isinstance(var, feats.TupleVar):
        return None
    others = cut.names[1:]
    if len(set(cut.names)) < len(cut.names) or {"x", "v"} & set(var.names):
        return None
    body = feats.named_coordinates(rule.cpp, cut.names)
    if re.search(r"\ba\b", body):      # a feature of the whole (n, k, ...) remains
        return None
    head, name, ret = _mined_head(game, found, "pile")
    args = "".join(f", {o}" for o in others)
    text = (f"long long grundy({', '.join(f'long long {n}' for n in cut.names)}) {{  // one pile\n"
            f"  return {body};\n}}\n"
            f"{ret} {name}({feats.tuple_params(var)}) {{\n  long long x = 0;\n"
            f"  for (long long v : {cut.component}) x ^= grundy(v{args});\n"
            f"  return {'x' if name == 'value' else 'x != 0'};\n}}\n")
    return "\n".join(head) + "\n" + text, name, var


def _token_code(game: solve.Game, found: Sum) -> tuple[str, str, str] | None:
    """Tokens at cells (a_i, b_i): g(a, b) by its mined rule, and the xor over the tokens;
    normal play only."""
    rule = found.g_mined
    if game.result == "misere":
        return None
    if rule is None or not rule.cpp:
        return _token_table_code(game, found)
    # the rule's C++ reads the cell as a vector a (a, b named a[0], a[1]): x and y here, and
    # the vector itself for a feature of both (their min, their xor)
    body = feats.named_coordinates(rule.cpp, ("x", "y"))
    whole = "const std::vector<long long> a{x, y}; " if re.search(r"\ba\b", body) else ""
    head, name, ret = _mined_head(game, found, "token")
    return "\n".join(head) + "\n" + _tokens_xor(f"{whole}return {body};", name, ret), name, "ab"


def _row_code(game: solve.Game, found: Sum) -> tuple[str, str, str] | None:
    """Rows of w numbers read off a sequence: g of a row by its mined rule, and the xor over
    the rows; normal play only."""
    rule = found.g_mined
    if game.result == "misere" or rule is None or not rule.cpp:
        return None
    w = len(found.cutter.names)
    names = ("x", "y", "z", "t")[:w]    # a, b, c in the rule's words; C++ names apart from `a`
    body = feats.named_coordinates(rule.cpp, names)
    whole = (f"const std::vector<long long> a{{{', '.join(names)}}}; "
             if re.search(r"\ba\b", body) else "")
    params = ", ".join(f"long long {x}" for x in names)
    head, name, ret = _mined_head(game, found, "row")
    if found.cutter.layout == "head":      # n, then rows of w - 1
        w -= 1
        call = ", ".join(["a[0]"] + [f"a[i + {j}]" if j else "a[i]" for j in range(w)])
        given = f"a first number, then rows of {w}"
        loop = f"  for (std::size_t i = 1; i + {w} <= a.size(); i += {w}) x ^= grundy({call});\n"
    elif found.cutter.layout == "columns":
        call = ", ".join(f"a[{j} * n + i]" if j else "a[i]" for j in range(w))
        given = f"{w} arrays one after another, row i = ({', '.join(ROW_NAMES[:w])})[i]"
        loop = f"  for (std::size_t n = a.size() / {w}, i = 0; i < n; ++i) x ^= grundy({call});\n"
    else:
        call = ", ".join(f"a[i + {j}]" if j else "a[i]" for j in range(w))
        given = f"rows of {w}, one after another"
        loop = f"  for (std::size_t i = 0; i + {w} <= a.size(); i += {w}) x ^= grundy({call});\n"
    text = (f"long long grundy({params}) {{  // one row\n  {whole}return {body};\n}}\n"
            f"{ret} {name}(const std::vector<long long>& a) {{  // {given}\n"
            + (f"  assert(a.size() % {w} == 1 && \"a first number, then rows of {w}\");\n"
               if found.cutter.layout == "head" else
               f"  assert(a.size() % {w} == 0 && \"the sequence is rows of {w} numbers\");\n") +
            f"  long long x = 0;\n" + loop +
            f"  return {'x' if name == 'value' else 'x != 0'};\n}}\n")
    return "\n".join(head) + "\n" + text, name, "a"


def _pair_grundy(game: solve.Game, found: Sum, names: tuple, word: str, comment: str
                 ) -> tuple[list[str], str, str, str]:
    """(the comment over the code, the entry point's name and type, long long grundy(...)) of a
    part that is two numbers named `names`, by its mined rule."""
    body = feats.named_coordinates(found.g_mined.cpp, names)
    whole = (f"const std::vector<long long> a{{{', '.join(names)}}}; "
             if re.search(r"\ba\b", body) else "")
    head, name, ret = _mined_head(game, found, word)
    return head, name, ret, (f"long long grundy({', '.join(f'long long {n}' for n in names)}) "
                             f"{{  // {comment}\n  {whole}return {body};\n}}\n")


def _cell_code(game: solve.Game, found: Sum) -> tuple[str, str, str] | None:
    """The cells of one letter on a square board written row by row in a string: g of a cell
    (row, column, from 1) by its mined rule, and the xor over the cells; normal play only."""
    rule, letter = found.g_mined, found.cutter.letter
    if game.result == "misere" or rule is None or not rule.cpp or letter in ("", None):
        return None
    head, name, ret, grundy = _pair_grundy(game, found, ("x", "y"), "cell",
                                           "one cell: row x, column y")
    w = found.cutter.width
    if w:                       # a board w cells wide, row by row: a string or a sequence
        var, param, literal = (("s", "const std::string& s", f"'{cpp_escaped(letter)}'")
                               if isinstance(letter, str) else
                               ("a", "const std::vector<long long>& a", f"{letter}LL"))
        text = (grundy +
                f"{ret} {name}({param}) {{  // the board, {w} cells a row, row by row\n"
                f"  const long long n = (long long){var}.size();\n"
                f"  assert(n % {w} == 0 && \"whole rows of {w} cells\");\n"
                f"  long long x = 0;\n"
                f"  for (long long i = 0; i < n; ++i)\n"
                f"    if ({var}[i] == {literal}) x ^= grundy(i / {w} + 1, i % {w} + 1);\n"
                f"  return {'x' if name == 'value' else 'x != 0'};\n}}\n")
        return "\n".join(head) + "\n" + text, name, var
    text = (grundy +
            f"{ret} {name}(const std::string& s) {{  // the board, row by row\n"
            f"  long long n = 0;\n  while ((n + 1) * (n + 1) <= (long long)s.size()) ++n;\n"
            f"  assert(n * n == (long long)s.size() && \"the board is square\");\n"
            f"  long long x = 0;\n"
            f"  for (long long i = 0; i < n * n; ++i)\n"
            f"    if (s[i] == '{cpp_escaped(letter)}') x ^= grundy(i / n + 1, i % n + 1);\n"
            f"  return {'x' if name == 'value' else 'x != 0'};\n}}\n")
    return "\n".join(head) + "\n" + text, name, "s"


def _digit_code(game: solve.Game, found: Sum) -> tuple[str, str, str] | None:
    """The digits of one number: g(i, d) by its mined rule, and the xor over the nonzero
    digits; normal play only."""
    rule = found.g_mined
    if game.result == "misere" or rule is None or not rule.cpp:
        return None
    base = int(found.cutter.sep)
    head, name, ret, grundy = _pair_grundy(game, found, ("i", "d"), "digit",
                                           f"the digit d at place i (units: 0), base {base}")
    text = (grundy +
            f"{ret} {name}(long long n) {{  // n >= 0\n  long long x = 0;\n"
            f"  for (long long m = n, i = 0; m > 0; m /= {base}, ++i)\n"
            f"    if (m % {base} != 0) x ^= grundy(i, m % {base});\n"
            f"  return {'x' if name == 'value' else 'x != 0'};\n}}\n")
    return "\n".join(head) + "\n" + text, name, "n"


def _tokens_xor(g_body: str, name: str, ret: str) -> str:
    """g of one token at (x, y) from its body, and the xor over the tokens (a_i, b_i)."""
    return (f"long long grundy(long long x, long long y) {{  // one token, at (a, b) = (x, y)\n"
            f"  {g_body}\n}}\n"
            f"{ret} {name}(const std::vector<long long>& a, const std::vector<long long>& b) "
            f"{{\n  long long x = 0;\n"
            f"  for (std::size_t i = 0; i < a.size(); ++i) x ^= grundy(a[i], b[i]);\n"
            f"  return {'x' if name == 'value' else 'x != 0'};\n}}\n")


def _token_table_code(game: solve.Game, found: Sum) -> tuple[str, str, str] | None:
    """Tokens with no rule for g: the table of every cell computed (the whole board when the
    token moves on one, explore/sums.py token_board), and what is past it is refused."""
    cells = sorted(found.g)
    if not cells or set(cells) != set(token_board(game)):
        return None                     # no board: a table of the cells reached is no rule
    lo_a, hi_a = min(c[0] for c in cells), max(c[0] for c in cells)
    lo_b, hi_b = min(c[1] for c in cells), max(c[1] for c in cells)
    if len(cells) != (hi_a - lo_a + 1) * (hi_b - lo_b + 1):
        return None                     # not a whole box: a table would have holes
    width = hi_b - lo_b + 1
    values = [found.g[(a, b)] for a in range(lo_a, hi_a + 1) for b in range(lo_b, hi_b + 1)]
    head = textwrap.wrap(f"the xor of the tokens' values (Sprague-Grundy; the sum checked at "
                         f"every state searched by gk explore on {game.name}); g: a table of "
                         f"every cell a {lo_a}..{hi_a}, b {lo_b}..{hi_b}, computed", 92,
                         initial_indent="// ", subsequent_indent="//   ")
    name, ret = ("value", "long long") if game.result == "grundy" else ("firstWins", "bool")
    rows = ",\n      ".join(", ".join(map(str, values[i:i + width]))
                              for i in range(0, len(values), width))
    table = (f"static const long long t[] = {{\n      {rows}\n  }};\n"
             f"  assert({lo_a} <= x && x <= {hi_a} && {lo_b} <= y && y <= {hi_b} && "
             f"\"a cell past the cells computed\");\n"
             f"  return t[(x - {lo_a}) * {width} + (y - {lo_b})];")
    return "\n".join(head) + "\n" + _tokens_xor(table, name, ret), name, "ab"


def _forest_code(game: solve.Game, found: Sum) -> tuple[str, str, str] | None:
    """A forest's code: each tree (connected component) renumbered 0..k-1 and its g by the rule
    mined over trees (a table of trees cannot be pasted); normal play only, unmarked."""
    rule = found.g_mined
    if game.result == "misere" or rule is None or not rule.cpp or \
            getattr(game.shape, "params", {}).get("marked"):
        return None
    head, name, ret = _mined_head(game, found, "tree")
    text = (f"long long grundy(int n, const std::vector<std::vector<int>>& adj, "
            f"int marked = -1) {{  // one tree\n  return {rule.cpp};\n}}\n"
            f"{ret} {name}(int n, const std::vector<std::vector<int>>& adj) {{\n"
            f"  std::vector<int> at(n, -1);  // each vertex's number in its tree\n"
            f"  long long x = 0;\n"
            f"  for (int s = 0; s < n; ++s) {{\n"
            f"    if (at[s] >= 0) continue;\n"
            f"    std::vector<int> tree{{s}};\n"
            f"    at[s] = 0;\n"
            f"    for (std::size_t h = 0; h < tree.size(); ++h)\n"
            f"      for (int w : adj[tree[h]]) if (at[w] < 0) {{ at[w] = int(tree.size()); "
            f"tree.push_back(w); }}\n"
            f"    std::vector<std::vector<int>> sub(tree.size());\n"
            f"    for (std::size_t i = 0; i < tree.size(); ++i) for (int w : adj[tree[i]]) "
            f"sub[i].push_back(at[w]);\n"
            f"    x ^= grundy(int(tree.size()), sub);\n"
            f"  }}\n"
            f"  return {'x' if name == 'value' else 'x != 0'};\n}}\n")
    return "\n".join(head) + "\n" + text, name, "g"


def cpp_escaped(ch: str) -> str:
    """A letter or string inside C++ quotes."""
    return ch.replace("\\", "\\\\").replace("'", "\\'")


def _param(var: str) -> str:
    return "const std::vector<long long>& a" if var == "a" else "const std::string& s"


def _table_cpp(v: list[int]) -> str:
    return (f"long long grundy(long long n) {{  // n <= {len(v) - 1} only\n"
            f"  static const long long t[] = {{{pat._array(v)}}};\n"
            f"  assert(0 <= n && n <= {len(v) - 1} && \"a pile past the values computed\");\n"
            f"  return t[n];\n}}\n")


def _map_cpp(g: dict) -> str:
    items = ", ".join(f'{{"{cpp_escaped(p)}", {v}}}'
                      for p, v in sorted(g.items(), key=lambda kv: _order(kv[0])))
    return ("long long grundy(const std::string& b) {  // the blocks computed only\n"
            f"  static const std::map<std::string, long long> t = {{{items}}};\n"
            "  return t.at(b);\n}\n")


def _fickle_cpp(fick: list[int] | None, found: Sum) -> str:
    """fickle(part): genus 0^{120} or 1^{031}; a period of the values computed when there is
    one, else their table."""
    if fick is None:
        items = ", ".join(f'{{"{cpp_escaped(p)}", {int(f)}}}' for p, f in sorted(
            found.fickle.items(), key=lambda kv: _order(kv[0])))
        return ("bool fickle(const std::string& b) {  // the blocks computed only\n"
                f"  static const std::map<std::string, int> t = {{{items}}};\n"
                "  return t.at(b) != 0;\n}\n")
    per = pat.find_period(fick)
    if per is None:
        return _table_cpp(fick).replace("long long grundy", "bool fickle").replace(
            "return t[n];", "return t[n] != 0;")
    q, p, _ = per
    return pat.period_cpp(fick, q, p, 0, name="fickle")


def explore_sum(game: solve.Game, ex: solve.Explorer, positions: list, labels: list, grow,
                check_code, verify: bool = True) -> tuple[list[str], bool, str] | None:
    """The lines that say the game is a sum (its rule, g's rule, the code to paste and its
    check), whether they are the whole answer (False: a misère sum no theorem decides, the
    miner goes on), and the code; None when the game is not a sum of parts."""
    if game.start is not None or not any(_one_part_moves(ex, c) and _parts_alone(game, ex, c)
                                         for c in cutters(game.shape)):
        return None             # before the larger positions are searched: no cost, no trace
    larger, larger_labels, what = grow()
    try:
        found = find_sum(game, positions, ex, (larger, what))
    except UserError:
        return None
    if found is None:
        return None
    found.larger, found.larger_what = len(larger), what
    check(found, list(positions) + list(larger), list(labels) + list(larger_labels), game.result)
    # (a rule that differs from the computed results already is a fault, printed as one)
    withdrawn = "" if found.wrong else refuted_past(game, ex, found,
                                                    set(positions) | set(larger), positions)
    if withdrawn:
        return [withdrawn], False, ""
    lines = claim_lines(game, found, len(positions))
    if game.result == "misere" and found.misere != "tame":
        return lines, False, ""
    text = pasted(game, found, lines, list(positions) + list(larger),
                  list(labels) + list(larger_labels), check_code if verify else None)
    answer = no_table_answer(found, lines, text)
    table, text = answer != text, answer
    # parts whose g has no rule (rows whose mined rule failed past them): the sum is said, and
    # the whole position is mined after it, as for a misère sum no theorem decides
    unknown = table or (found.cutter.number is None and not found.cutter.context and
                        found.g_mined is None and not found.run_periods and not text)
    if unknown:
        lines[:] = [ln for ln in lines if not ln.startswith("code to paste: none")]
    return lines, not unknown, text


class _SumRule:
    """The sum's rule as a rule of the whole position, for one_move.probe."""
    text = "the sum's rule"

    def __init__(self, found: Sum, result: str):
        self.found, self.result = found, result

    def evaluate(self, position):
        if self.result != "grundy":
            return first_wins(self.found, position, self.result == "misere")
        return value_of(self.found, position)


def refuted_past(game: solve.Game, ex, found: Sum, seen: set, declared: list) -> str:
    """The sum was seen on the states searched only: its rule is read one move deep on the
    sizes past the one checked (one_move.probe). Where it disagrees with what it says of a
    position's options, moves() is no sum of parts there; the words say so, else ""."""
    grown = game.shape.grow()
    outcome = one_move.probe(game, ex, [_SumRule(found, game.result)],
                             grown if grown is not None else game.shape, seen, declared)
    if outcome is None or not outcome.failed:
        return ""
    word = found.cutter.word
    return (f"sum: none -- every move changed one {word} on the {found.states:,} states "
            f"searched, but past them the sum's rule is wrong one move deep "
            f"({outcome.checked:,} positions of the {one_move.PROBE_SIZES} sizes past the "
            f"check read): {outcome.failed[_SumRule.text]}")


def pasted(game: solve.Game, found: Sum, lines: list, positions: list, labels: list,
           check_code) -> str:
    """The sum's code to paste, its lines and (check_code given) its check against every
    position solved added to `lines`; "" when the parts have no C++ form here."""
    made = code(game, found)
    if made is None:
        why = ("tuples(...) have no agreed C++ type" if found.cutter.context else
               f"g of a {found.cutter.word} has no rule: the table above only"
               if found.cutter.number is None and found.g_mined is None else
               f"a sum of {found.cutter.word}s has no C++ form here")
        lines.append(f"code to paste: none ({why})")
        return ""
    text, name, var = made
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    if check_code is not None:
        mode = "grundy" if game.result == "grundy" else "win"
        lines.append(check_code(text, name, var, positions, labels, mode, game.shape))
    return text
