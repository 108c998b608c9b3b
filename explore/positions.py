"""Shapes of whole positions for `gk explore` (docs/explore.md): what a game file declares with
`positions = ...`, how its positions are enumerated, and their canonical forms, so that equal
positions are computed once.

A shape is a small object with `.kind` (one of numbers, multiset, sequence, string, set, tree,
graph, grid: the miner picks its features from it), `.positions()` (every canonical position
within the bounds, each once), `.canonical(p)`, `.grow()` (the same shape with every bound one
larger, but a bound of one value, which is part of the game: the positions the miner never saw
come from there) and `.describe()`. Shapes compose:
`shape.where(pred)` keeps the positions pred accepts.

Python values of positions (fixed with the miner): numbers, multisets (sorted ascending) and
sequences are tuples of ints; strings are str (cyclic ones in their least rotation); sets are
frozensets of 0..n-1; trees and graphs are Graph; grids are tuples of row strings.
"""
from __future__ import annotations

import itertools
import math
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

from judge.errors import UserError

KINDS = ("numbers", "multiset", "sequence", "string", "set", "tree", "graph", "grid")


class ShapeError(ValueError):
    """A shape declared with bad bounds: the message says what to write instead."""


def _bounds(name: str, r, low: int = 0) -> range:
    """A bound given as a range, an int (that value only) or a list of consecutive ints."""
    if isinstance(r, int) and not isinstance(r, bool):
        r = range(r, r + 1)
    if isinstance(r, (list, tuple)) and r and all(isinstance(v, int) for v in r):
        values = sorted(set(r))
        if values != list(range(values[0], values[-1] + 1)):
            raise ShapeError(f"{name}={list(r)}: give a range of consecutive values, e.g. "
                             f"range({values[0]}, {values[-1] + 1}) (and .where(...) to skip "
                             f"some)")
        r = range(values[0], values[-1] + 1)
    if not isinstance(r, range) or r.step < 1 or len(r) == 0:
        raise ShapeError(f"{name}: a non-empty increasing range such as range(1, 7) or "
                         f"range(2, 7, 2)")
    if r.start < low:
        raise ShapeError(f"{name}: values from {low} (got {r.start})")
    return r


def _grown(r: range, fixed: bool = True) -> range:
    """One more value at the top (one more step of a stepped range). A bound of one value is
    part of the game (three piles, a board of 8 cells: the rule may hold for that size only) and
    stays, as in _shrunk, unless `fixed` is False."""
    return r if fixed and len(r) == 1 else range(r.start, r[-1] + 2 * r.step, r.step)


def _grown_shape(shape: "Shape", build) -> "Shape":
    """build(grow), with grow = _grown: the shape with every bound one larger but those of one
    value; when that is every bound (the shape would not grow), every bound grows."""
    made = build(_grown)
    if made.describe() == shape.describe():
        made = build(lambda r: _grown(r, fixed=False))
    return made


def _within(r: range, v: int) -> bool:
    """v in the range grown any number of times: from its start on, in its steps (a range of
    one value is part of the game: that value only)."""
    return v in r if len(r) <= 1 else v >= r.start and (v - r.start) % r.step == 0


def _ints(p) -> bool:
    return isinstance(p, tuple) and all(type(v) is int for v in p)


def _shrunk(r: range) -> range:
    """One value fewer at the top (grow's inverse); a bound of one value stays."""
    return range(r.start, r[-1], r.step) if len(r) > 1 else r


FAR_TOP = 128       # far values reach 10 times the top of the range, and at least this
FAR_SAMPLE = 150    # positions of two elements or more, per size


def _far(values: range, sizes: range, rng) -> list:
    """Far values (Shape.far) for positions of `sizes` elements of `values`: of the smallest
    size, every far value alone when it is one element, else FAR_SAMPLE drawn; of the next size
    too, FAR_SAMPLE drawn. A drawn position has one far element, the others anywhere from the
    bottom to the far top. Values that may be letters or bits (two or fewer) have none, nor does
    a range of one value (part of the game)."""
    if len(values) < 3:
        return []
    step, top = values.step, values[-1]
    far = range(top + step, max(FAR_TOP, 10 * top) + 1, step)
    if not far:         # a step past the far top (range(-1000, 20, 501)): nothing that far
        return []
    every = range(values.start, far[-1] + 1, step)
    out = []
    for k in [k for k in sizes if k >= 1][:2]:
        if k == 1 and len(far) <= 2 * FAR_SAMPLE:
            out += [(v,) for v in far]
            continue
        for _ in range(FAR_SAMPLE):
            p = [rng.choice(every) for _ in range(k)]
            p[rng.randrange(k)] = rng.choice(far)
            out.append(tuple(p))
    return list(dict.fromkeys(out))


def _smaller(shape: "Shape", made: "Shape") -> "Shape | None":
    """`made`, a shape with smaller bounds, or None when no bound could shrink."""
    return None if made.describe() == shape.describe() else made


def _show(r: range) -> str:
    if len(r) == 1:
        return f"{r.start}"
    return f"{r.start}..{r[-1]}" if r.step == 1 else ", ".join(map(str, r))


@dataclass(frozen=True)
class Graph:
    """A tree or graph on vertices 0..n-1: edges (u, v) with u < v, sorted; optionally a marked
    vertex and a root."""
    n: int
    edges: tuple[tuple[int, int], ...]
    marked: int | None = None
    root: int | None = None

    def adjacency(self) -> list[list[int]]:
        adj: list[list[int]] = [[] for _ in range(self.n)]
        for u, v in self.edges:
            adj[u].append(v)
            adj[v].append(u)
        return adj

    def without(self, vertex: int) -> "Graph":
        """The graph with a vertex (and its edges) deleted, renumbered; marks on it are dropped."""
        new = [i for i in range(self.n) if i != vertex]
        at = {v: i for i, v in enumerate(new)}
        edges = tuple(sorted((at[u], at[v]) for u, v in self.edges
                             if u != vertex and v != vertex))
        mark = None if self.marked in (None, vertex) else at[self.marked]
        root = None if self.root in (None, vertex) else at[self.root]
        return Graph(self.n - 1, edges, mark, root)

    def __str__(self) -> str:
        extra = (f", marked {self.marked}" if self.marked is not None else "") + \
                (f", root {self.root}" if self.root is not None else "")
        return f"graph(n={self.n}, edges={list(self.edges)}{extra})"


class Shape:
    kind = ""
    # positions() gives canonical forms, each once (trees by their AHU codes, graphs by
    # geng and graph_canonical): listing them need not canonicalise them again
    lists_canonical = False
    # positions of a grown size listed at most before sampling (explore/whole.py): fewer where
    # each costs a canonical form in Python (a graph on 9 vertices: milliseconds)
    grown_cap = 200_000

    def positions(self) -> Iterator:
        raise NotImplementedError

    def canonical(self, p):
        return p

    def grow(self) -> "Shape":
        raise NotImplementedError

    def shrink(self) -> "Shape | None":
        """grow's inverse: every bound one size smaller (positions of it are positions of this
        shape), or None (a single size, or a shape with no sizes to hold out: the check on
        larger positions then grows it, explore/whole.py)."""
        return None

    def describe(self) -> str:
        raise NotImplementedError

    def admits(self, p) -> bool | None:
        """Whether p is a position of this shape grown any number of times (its bounds' tops
        left open; a bound of one value is part of the game, its steps kept); None where the
        shape cannot tell (trees, graphs, grids, composed shapes)."""
        return None

    def estimate(self) -> int | None:
        """About how many positions positions() gives (exactly for the shapes of tuples,
        strings and sets, an upper bound for cyclic strings and filtered shapes, within a factor
        of 3 for trees and graphs; None: not known), computed without enumerating them, so that
        a shape too large to solve is refused at once rather than hanging."""
        return None

    def structured(self) -> Iterator:
        """Positions of the shape in the families where mined rules break (all-equal, sorted and
        reversed, straights and arithmetic progressions, palindromes and periodic strings,
        empty and full, paths and stars, values at the top of their range), within the bounds:
        general for the class, for any game. A check on larger positions always takes these,
        whatever its random sample holds."""
        return iter(())

    def far(self, rng) -> list:
        """Positions of the fewest elements with values far past the top of their range, to
        check a rule where growing one value at a time never reaches (a number's digits: 12
        grows to 13, 14, ... but its reverse changes length at 100). Empty but for multisets
        and sequences of quantities (three values or more); see _far."""
        return []

    def where(self, pred: Callable) -> "Shape":
        return Where(self, pred)

    def __iter__(self):
        return self.positions()


class Where(Shape):
    def __init__(self, inner: Shape, pred: Callable):
        self.lists_canonical = inner.lists_canonical
        self.grown_cap = inner.grown_cap
        self.inner, self.pred = inner, pred
        self.kind = inner.kind
        self.params = getattr(inner, "params", {})
        if hasattr(inner, "features"):     # a composed shape's own features, filtered or not
            self.features = inner.features

    def __getattr__(self, name: str):
        """What the inner shape says of itself (a filtered numbers(...)'s names): the filter
        keeps some positions, not another kind of shape."""
        if name in ("inner", "pred") or name.startswith("__"):
            raise AttributeError(name)
        return getattr(self.inner, name)

    def keeps(self, p) -> bool:
        """The file's filter on p; what it raises is the file's error, said in one line."""
        try:
            return bool(self.pred(p))
        except Exception as error:
            raise UserError(f"the .where(...) filter of positions raised "
                            f"{type(error).__name__}: {error} on {p!r}: it must return True or "
                            f"False for every position") from None

    def positions(self):
        return (p for p in self.inner.positions() if self.keeps(p))

    def admits(self, p):
        inner = self.inner.admits(p)
        return inner and self.keeps(p)

    def canonical(self, p):
        return self.inner.canonical(p)

    def grow(self):
        return Where(self.inner.grow(), self.pred)

    def shrink(self):
        inner = self.inner.shrink()
        return None if inner is None else Where(inner, self.pred)

    def describe(self):
        return self.inner.describe() + " (filtered)"

    def estimate(self):
        return self.inner.estimate()

    def structured(self):
        return (p for p in self.inner.structured() if self.keeps(p))

    def far(self, rng):
        return [p for p in self.inner.far(rng) if self.keeps(p)]


class Numbers(Shape):
    """Tuples of whole numbers, one per named coordinate: numbers(x=range(0, 16), y=...)."""
    kind = "numbers"

    def __init__(self, names: tuple[str, ...], ranges: tuple[range, ...]):
        self.names, self.ranges = names, ranges
        self.params = {"names": names}

    def positions(self):
        return iter(itertools.product(*self.ranges))

    def grow(self):
        # a box twice as wide; a coordinate of one value stays (_grown)
        return _grown_shape(self, lambda grow: Numbers(self.names, tuple(
            r if grow(r) is r else range(r.start, r[-1] + 1 + len(r) * r.step, r.step)
            for r in self.ranges)))

    def shrink(self):                   # grow doubles a coordinate's width: half of it
        return _smaller(self, Numbers(self.names, tuple(
            range(r.start, r.start + max(1, len(r) // 2) * r.step, r.step)
            for r in self.ranges)))

    def describe(self):
        return ", ".join(f"{n} {_show(r)}" for n, r in zip(self.names, self.ranges))

    def admits(self, p):
        return (_ints(p) and len(p) == len(self.ranges)
                and all(_within(r, v) for r, v in zip(self.ranges, p)))

    def estimate(self):
        return math.prod(len(r) for r in self.ranges)

    def structured(self):
        # each coordinate at its bottom, top and one below the top, every combination; all equal
        ends = [sorted({r[0], r[-1], r[max(0, len(r) - 2)], r[len(r) // 2]}) for r in self.ranges]
        yield from itertools.product(*ends)
        common = range(max(r[0] for r in self.ranges), min(r[-1] for r in self.ranges) + 1)
        yield from ((v,) * len(self.ranges) for v in (*common[:3], *common[-3:]))


class Multiset(Shape):
    """Sorted tuples: `size` piles, each in `piles`."""
    kind = "multiset"

    def __init__(self, piles: range, size: range):
        self.piles, self.size = piles, size
        self.params = {}

    def positions(self):
        for k in self.size:
            yield from itertools.combinations_with_replacement(self.piles, k)

    def canonical(self, p):
        return tuple(sorted(p))

    def grow(self):
        return _grown_shape(self, lambda grow: Multiset(grow(self.piles), grow(self.size)))

    def shrink(self):
        return _smaller(self, Multiset(_shrunk(self.piles), _shrunk(self.size)))

    def describe(self):
        return f"multisets of {_show(self.size)} piles of {_show(self.piles)}"

    def admits(self, p):
        return (_ints(p) and _within(self.size, len(p)) and all(_within(self.piles, v) for v in p)
                and list(p) == sorted(p))

    def estimate(self):
        return sum(math.comb(len(self.piles) + k - 1, k) for k in self.size)

    def structured(self):
        yield from (tuple(sorted(p)) for p in _runs(self.piles, self.size))

    def far(self, rng):
        return [tuple(sorted(p)) for p in _far(self.piles, self.size, rng)]


class Sequence(Shape):
    kind = "sequence"

    def __init__(self, values: range, length: range):
        self.values, self.length = values, length
        self.params = {}

    def positions(self):
        for k in self.length:
            yield from itertools.product(self.values, repeat=k)

    def grow(self):
        return _grown_shape(self, lambda grow: Sequence(grow(self.values), grow(self.length)))

    def shrink(self):
        return _smaller(self, Sequence(_shrunk(self.values), _shrunk(self.length)))

    def describe(self):
        return f"sequences of length {_show(self.length)} over {_show(self.values)}"

    def admits(self, p):
        return _ints(p) and _within(self.length, len(p)) and all(_within(self.values, v) for v in p)

    def estimate(self):
        return sum(len(self.values) ** k for k in self.length)

    def structured(self):
        for p in _runs(self.values, self.length):
            yield p
            yield p[::-1]
            half = p[:(len(p) + 1) // 2]                # a palindrome of the same length
            yield half + half[:len(p) // 2][::-1]

    def far(self, rng):
        return _far(self.values, self.length, rng)


def least_rotation(s: str) -> str:
    return min(s[i:] + s[:i] for i in range(len(s))) if s else s


class String(Shape):
    kind = "string"

    def __init__(self, alphabet: str, length: range, cyclic: bool, spare: str = ""):
        self.alphabet, self.length, self.cyclic = alphabet, length, cyclic
        # letters the alphabet grows by, one per grown size, when the game treats its letters
        # alike (explore/letters.py); none by default
        self.spare = spare
        self.params = {"alphabet": alphabet, "cyclic": cyclic}

    def positions(self):
        for k in self.length:
            for t in itertools.product(self.alphabet, repeat=k):
                s = "".join(t)
                if not self.cyclic or s == least_rotation(s):
                    yield s

    def canonical(self, p):
        return least_rotation(p) if self.cyclic else p

    def grow(self):
        return _grown_shape(self, lambda grow: String(self.alphabet + self.spare[:1],
                                                      grow(self.length), self.cyclic,
                                                      self.spare[1:]))

    def shrink(self):
        return _smaller(self, String(self.alphabet, _shrunk(self.length), self.cyclic,
                                     self.spare))

    def describe(self):
        return (f"{'cyclic ' if self.cyclic else ''}strings of length {_show(self.length)} "
                f"over '{self.alphabet}'")

    def admits(self, p):
        return (isinstance(p, str) and _within(self.length, len(p))
                and set(p) <= set(self.alphabet) and p == self.canonical(p))

    def estimate(self):
        # a cyclic string is one of at most k rotations: about A^k / k classes of length k
        if not self.cyclic:
            return sum(len(self.alphabet) ** k for k in self.length)
        return sum(len(self.alphabet) ** k // max(k, 1) + 1 for k in self.length)

    def structured(self):
        letters = range(len(self.alphabet))
        for t in _runs(letters, self.length):
            for word in (t, t[::-1]):
                s = "".join(self.alphabet[i] for i in word)
                yield self.canonical(s)
                half = s[:(len(s) + 1) // 2]
                yield self.canonical(half + half[:len(s) // 2][::-1])
        for k in self.length:                           # periodic: a block repeated, blocks
            for a, b in itertools.permutations(self.alphabet, 2):   # of one and two letters
                for block in (a + b, a + a + b, a + b + b):
                    yield self.canonical((block * k)[:k])
                yield self.canonical(a * (k // 2) + b * (k - k // 2))


class Subsets(Shape):
    kind = "set"

    def __init__(self, n: int):
        self.n = n
        self.params = {"n": n}

    def positions(self):
        for k in range(self.n + 1):
            for c in itertools.combinations(range(self.n), k):
                yield frozenset(c)

    def canonical(self, p):
        return frozenset(p)

    def grow(self):
        return Subsets(self.n + 1)

    def describe(self):
        return f"subsets of 0..{self.n - 1}"

    def estimate(self):
        return 2 ** self.n

    def structured(self):
        every = range(self.n)
        yield frozenset()
        yield frozenset(every)
        for step in (2, 3):
            for start in range(step):
                yield frozenset(every[start::step])
        for k in range(self.n + 1):                     # intervals from 0 and to the top
            yield frozenset(every[:k])
            yield frozenset(every[k:])


class Grid(Shape):
    kind = "grid"

    def __init__(self, rows: range, cols: range, alphabet: str, cells: range | None):
        self.rows, self.cols, self.alphabet, self.cells = rows, cols, alphabet, cells
        self.params = {"alphabet": alphabet}

    def positions(self):
        for h in self.rows:
            for w in self.cols:
                if self.cells is not None and h * w not in self.cells and h * w > self.cells.start:
                    continue
                for t in itertools.product(self.alphabet, repeat=h * w):
                    yield tuple("".join(t[i * w:(i + 1) * w]) for i in range(h))

    def grow(self):
        return _grown_shape(self, lambda grow: Grid(
            grow(self.rows), grow(self.cols), self.alphabet,
            None if self.cells is None else grow(self.cells)))

    def shrink(self):
        return _smaller(self, Grid(_shrunk(self.rows), _shrunk(self.cols), self.alphabet,
                                   None if self.cells is None else _shrunk(self.cells)))

    def describe(self):
        more = f", at most {self.cells.stop - 1} cells" if self.cells is not None else ""
        return f"{_show(self.rows)} x {_show(self.cols)} grids over '{self.alphabet}'{more}"

    def estimate(self):
        return sum(len(self.alphabet) ** (h * w) for h in self.rows for w in self.cols)

    def structured(self):
        for h in self.rows:
            for w in self.cols:
                if self.cells is not None and h * w not in self.cells and h * w > self.cells.start:
                    continue
                for a in self.alphabet:                 # all one letter, and one cell apart
                    yield (a * w,) * h
                    for b in self.alphabet:
                        if b != a:
                            yield (b + a * (w - 1),) + (a * w,) * (h - 1)
                            yield (a * w,) * (h - 1) + (a * (w - 1) + b,)
                for a, b in itertools.permutations(self.alphabet, 2):   # stripes, checkers
                    yield tuple((a if r % 2 else b) * w for r in range(h))
                    yield tuple("".join(a if (r + c) % 2 else b for c in range(w))
                                for r in range(h))


# ------------------------------------------------------------------ trees and graphs

def _tree_code(adj: list[list[int]], root: int, parent: int, mark: int | None) -> str:
    kids = sorted(_tree_code(adj, c, root, mark) for c in adj[root] if c != parent)
    return ("M" if root == mark else "") + "(" + "".join(kids) + ")"


def _centers(adj: list[list[int]]) -> list[int]:
    n = len(adj)
    if n <= 2:
        return list(range(n))
    deg = [len(a) for a in adj]
    leaves = [v for v in range(n) if deg[v] <= 1]
    left = n
    while left > 2:
        nxt = []
        left -= len(leaves)
        for v in leaves:
            for w in adj[v]:
                deg[w] -= 1
                if deg[w] == 1:
                    nxt.append(w)
        leaves = nxt
    return leaves


def tree_code(g: Graph) -> str:
    """Canonical code of a tree (AHU): rooted at its root if it has one, else at its center(s)."""
    adj = g.adjacency()
    if g.n == 0:
        return ""          # no vertex at all: "()" would read back as one vertex
    if g.root is not None:
        return "R" + _tree_code(adj, g.root, -1, g.marked)
    return min(_tree_code(adj, c, -1, g.marked) for c in _centers(adj))


def _relabel(g: Graph, perm: list[int]) -> Graph:
    edges = tuple(sorted(tuple(sorted((perm[u], perm[v]))) for u, v in g.edges))
    return Graph(g.n, edges, None if g.marked is None else perm[g.marked],
                 None if g.root is None else perm[g.root])


def _refine(g: Graph) -> list[int]:
    """Colour refinement (1-WL) from degrees and marks: an isomorphism invariant per vertex."""
    adj = g.adjacency()
    col = [(len(adj[v]), v == g.marked, v == g.root) for v in range(g.n)]
    ids = {c: i for i, c in enumerate(sorted(set(col)))}
    colour = [ids[c] for c in col]
    while True:
        sig = [(colour[v], tuple(sorted(colour[w] for w in adj[v]))) for v in range(g.n)]
        ids2 = {c: i for i, c in enumerate(sorted(set(sig)))}
        new = [ids2[s] for s in sig]
        if len(ids2) == len(set(colour)):
            return new
        colour = new


_CANON: dict = {}          # graph -> its canonical form (and the form -> itself)
_CANON_CAP = 2_000_000


def graph_canonical(g: Graph) -> Graph:
    """graph_canonical_search, remembered: a position is canonicalised when enumerated, again
    when deduplicated and when solved, and states recur across moves."""
    got = _CANON.get(g)
    if got is None:
        got = graph_canonical_search(g)
        if len(_CANON) > _CANON_CAP:
            _CANON.clear()
        _CANON[g] = got
        _CANON[got] = got
    return got


def _rank(keys: list) -> list[int]:
    ids = {k: i for i, k in enumerate(sorted(set(keys)))}
    return [ids[k] for k in keys]


def _equitable(adj: list[list[int]], colour: list[int]) -> list[int]:
    """Colour refinement from a colouring: split by the sorted colours of the neighbours until
    nothing splits. The new colours are ranks of invariant signatures, so the result is an
    isomorphism invariant of (graph, colouring)."""
    count = len(set(colour))
    while True:
        new = _rank([(colour[v], tuple(sorted(colour[w] for w in adj[v])))
                     for v in range(len(adj))])
        k = len(set(new))
        if k == count:
            return new
        colour, count = new, k


def graph_canonical_search(g: Graph) -> Graph:
    """The relabelling of g with the least adjacency bitmask among the leaves of an
    individualisation-refinement search: refine the colouring (degrees, mark, root), take the
    first cell with more than one vertex, give each of its vertices in turn a colour of its own,
    refine, and so on until every vertex has its own colour, which is then its label. The
    cell, the refinement and the order of colours are isomorphism invariants, so isomorphic
    graphs reach the same set of leaves: exact. Of twin vertices in a cell (the same
    neighbours but each other: swapping them is an automorphism) only one is tried."""
    n = g.n
    if n == 0:
        return g
    adj = g.adjacency()
    nbr = [frozenset(a) for a in adj]
    bit = [[1 << (min(a, b) * n + max(a, b)) for b in range(n)] for a in range(n)]
    best: list = [None, None]

    def leaf(colour):
        mask = 0
        for u, v in g.edges:
            mask |= bit[colour[u]][colour[v]]
        if best[0] is None or mask < best[0]:
            best[0], best[1] = mask, list(colour)

    def search(colour):
        sizes: dict[int, int] = {}
        for c in colour:
            sizes[c] = sizes.get(c, 0) + 1
        cell = min((c for c, k in sizes.items() if k > 1), default=None)
        if cell is None:
            return leaf(colour)
        tried: list[int] = []
        for v in (w for w in range(n) if colour[w] == cell):
            if any(nbr[v] - {u} == nbr[u] - {v} for u in tried):
                continue                # a twin of one tried: an automorphism away
            tried.append(v)
            search(_equitable(adj, _rank([(colour[w], w != v) for w in range(n)])))

    start = _rank([(len(adj[v]), v == g.marked, v == g.root) for v in range(n)])
    search(_equitable(adj, start))
    return _relabel(g, best[1])


def _tree_from_code(code: str) -> Graph:
    edges, stack, marked, root, n = [], [], None, None, 0
    i = 0
    rooted = code.startswith("R")
    if rooted:
        i = 1
    mark_next = False
    while i < len(code):
        ch = code[i]
        if ch == "M":
            mark_next = True
        elif ch == "(":
            v = n
            n += 1
            if stack:
                edges.append((stack[-1], v))
            elif rooted:
                root = v
            if mark_next:
                marked, mark_next = v, False
            stack.append(v)
        else:
            stack.pop()
        i += 1
    return Graph(n, tuple(sorted(edges)), marked, root)


GENTREEG_FROM = 12     # unrooted trees from this size by nauty's gentreeg when installed


def gentreeg(n: int) -> list[Graph] | None:
    """Every unrooted tree on n vertices by nauty's gentreeg (parent arrays, -p), in the order of
    their AHU codes like the Python enumeration; None without it."""
    tool = shutil.which("nauty-gentreeg") or shutil.which("gentreeg")
    if tool is None:
        return None
    out = subprocess.run([tool, "-q", "-p", str(n)], capture_output=True, text=True)
    if out.returncode != 0:
        return None
    codes = set()
    for line in out.stdout.splitlines():
        parent = [int(t) for t in line.split()]
        if len(parent) != n:
            return None
        edges = tuple(sorted((min(i, p - 1), max(i, p - 1))
                             for i, p in enumerate(parent) if p > 0))
        codes.add(tree_code(Graph(n, edges)))
    return [_form_of_code(c) for c in sorted(codes)]


_TREE_FORMS: dict = {}      # every canonical tree made so far -> itself
_TREE_FORMS_CAP = 2_000_000


def tree_canonical(g: Graph) -> Graph:
    """The canonical form of a tree (marked, rooted or not): the tree its AHU code reads back as.
    A tree already canonical is recognised by one lookup: states are canonicalised again when
    listed, solved, cut into parts and compared (seconds on 10^5 trees of 17 vertices). Only the
    canonical forms are kept, which the explorer keeps anyway, not every labelling met."""
    known = _TREE_FORMS.get(g)
    if known is not None:
        return known
    return _form_of_code(tree_code(g))


def _form_of_code(code: str) -> Graph:
    """The canonical tree of an AHU code made by tree_code, remembered as canonical: the trees
    listed are solved next, and each would be canonicalised again (81,137 trees: 8 s)."""
    form = _tree_from_code(code)
    if len(_TREE_FORMS) > _TREE_FORMS_CAP:
        _TREE_FORMS.clear()
    return _TREE_FORMS.setdefault(form, form)


_PLAIN_TREES: dict = {}     # (n, rooted) -> the unmarked trees on n vertices, canonical


class Trees(Shape):
    """Every tree with n vertices up to isomorphism (rooted: with a root; marked: with one
    marked vertex), grown leaf by leaf and deduplicated by the AHU code."""
    kind = "tree"
    lists_canonical = True

    def __init__(self, n: range, rooted: bool, marked: bool):
        self.n, self.rooted, self.marked = n, rooted, marked
        self.params = {"rooted": rooted, "marked": marked}

    def _plain(self, n: int) -> list[Graph]:
        """Unmarked trees on n vertices (rooted ones carry root 0 before canonicalisation),
        listed once per run: the check on larger positions lists every smaller size again
        (81,137 trees on 1..17 vertices: seconds)."""
        if n == 0:
            return []
        key = (n, self.rooted)
        if key not in _PLAIN_TREES:
            listed = gentreeg(n) if not self.rooted and n >= GENTREEG_FROM else None
            _PLAIN_TREES[key] = listed if listed is not None else self._grown(n)
        return _PLAIN_TREES[key]

    def _grown(self, n: int) -> list[Graph]:
        """The pure-Python enumeration: every tree on one vertex fewer with a leaf added."""
        level = {tree_code(Graph(1, (), None, 0 if self.rooted else None)):
                 Graph(1, (), None, 0 if self.rooted else None)}
        for size in range(2, n + 1):
            nxt = {}
            for t in level.values():
                for v in range(t.n):
                    g = Graph(size, tuple(sorted(t.edges + ((v, size - 1),))), None, t.root)
                    nxt.setdefault(tree_code(g), g)
            level = nxt
        return [_form_of_code(c) for c in sorted(level)]

    def positions(self):
        for n in self.n:
            for t in self._plain(n):
                if not self.marked:
                    yield t
                    continue
                seen = {}
                for v in range(t.n):
                    g = Graph(t.n, t.edges, v, t.root)
                    seen.setdefault(tree_code(g), g)
                for c in sorted(seen):
                    yield _form_of_code(c)

    def canonical(self, p: Graph) -> Graph:
        return tree_canonical(p)

    def structured(self):
        for n in self.n:
            for t in _tree_families(n):
                root = 0 if self.rooted else None
                marks = range(t.n) if self.marked else [None]
                for m in marks:
                    yield self.canonical(Graph(t.n, t.edges, m, root))

    def grow(self):
        return _grown_shape(self, lambda grow: Trees(grow(self.n), self.rooted, self.marked))

    def shrink(self):
        return _smaller(self, Trees(_shrunk(self.n), self.rooted, self.marked))

    def describe(self):
        what = ("rooted " if self.rooted else "") + "trees"
        return f"{what} on {_show(self.n)} vertices" + (", one vertex marked" if self.marked
                                                        else "")

    def estimate(self):
        # Otter's asymptotics (OEIS A000055, A000081), within a few per cent from 10 vertices
        def count(n: int) -> int:
            if self.rooted:
                t = 0.4399240125 * 2.9557652857 ** n / n ** 1.5
            else:
                t = 0.5349496061 * 2.9557652857 ** n / n ** 2.5
            return (max(1, round(t)) * (n if self.marked else 1))
        return sum(count(n) for n in self.n)


def _runs(values: range, lengths: range) -> Iterator[tuple]:
    """Tuples of each length made of all-equal values (the bottom, the top, 1, 2), straights
    and arithmetic progressions (steps 1 and 2, up and from the top down), the top value with
    the bottom ones, and every value once at the top of its range."""
    lo, hi = values[0], values[-1]
    for k in lengths:
        for v in sorted({lo, hi, min(max(1, lo), hi), min(max(2, lo), hi)}):
            yield (v,) * k
        for step in (values.step, 2 * values.step):
            for first in (lo, hi - step * (k - 1)):
                run = tuple(first + step * i for i in range(k))
                if k and run[0] >= lo and run[-1] <= hi:
                    yield run
        if k:
            yield (hi,) + (lo,) * (k - 1)
            yield (lo,) * (k - 1) + (hi,)
            yield (hi,) * (k - 1) + (lo,)


def _tree_families(n: int) -> Iterator[Graph]:
    """The path, the star, the caterpillar (a spine with a leaf on each vertex) and the spider of
    legs of two on n vertices."""
    if n <= 0:
        return
    yield Graph(n, tuple((i, i + 1) for i in range(n - 1)))
    yield Graph(n, tuple((0, i) for i in range(1, n)))
    spine = (n + 1) // 2
    yield Graph(n, tuple(sorted([(i, i + 1) for i in range(spine - 1)] +
                                [(i % spine, i) for i in range(spine, n)])))
    legs = [(0, 1)] if n > 1 else []
    for v in range(2, n):
        legs.append((0, v) if v % 2 else (v - 1, v))
    yield Graph(n, tuple(sorted(legs)))


def parse_graph6(line: str) -> Graph:
    """A graph in nauty's graph6 format (n < 63): N(n), then the upper triangle by columns,
    6 bits a character."""
    data = [ord(c) - 63 for c in line.strip()]
    n, bits = data[0], []
    for d in data[1:]:
        bits.extend((d >> (5 - i)) & 1 for i in range(6))
    edges, k = [], 0
    for v in range(1, n):
        for u in range(v):
            if bits[k]:
                edges.append((u, v))
            k += 1
    return Graph(n, tuple(sorted(edges)))


SETUP = Path(__file__).resolve().parents[1] / "tools" / "setup.sh"
PYTHON_GRAPHS_UP_TO = 7     # beyond, the pure-Python enumeration is too slow: nauty's geng


def _geng_tool(install: bool) -> str | None:
    tool = shutil.which("nauty-geng") or shutil.which("geng")
    if tool is None and install and SETUP.is_file():
        # the kit's way to get a Debian package when first needed (as the judge's languages)
        subprocess.run(["bash", str(SETUP), "lang", "nauty", "nauty-geng"],
                       capture_output=True, text=True)
        tool = shutil.which("nauty-geng") or shutil.which("geng")
    return tool


def _geng(n: int, connected: bool, install: bool = False) -> list[Graph] | None:
    """nauty's geng (Debian package nauty): every graph on n vertices, or None without it."""
    tool = _geng_tool(install)
    if tool is None or n < 1:
        return None
    out = subprocess.run([tool, "-q", *(["-c"] if connected else []), str(n)],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return None
    return [parse_graph6(line) for line in out.stdout.split()]


class Graphs(Shape):
    """Every simple graph on n vertices up to isomorphism (nauty's geng when installed, else
    grown vertex by vertex and deduplicated by graph_canonical: keep n <= 7)."""
    kind = "graph"
    lists_canonical = True
    grown_cap = 50_000

    def __init__(self, n: range, connected: bool, marked: bool):
        self.n, self.connected, self.marked = n, connected, marked
        self.params = {"connected": connected, "marked": marked}

    @staticmethod
    def _all(n: int) -> list[Graph]:
        level = {Graph(0, ())}
        for size in range(1, n + 1):
            nxt = set()
            for g in level:
                for k in range(size):
                    for nb in itertools.combinations(range(size - 1), k):
                        h = Graph(size, tuple(sorted(g.edges + tuple((u, size - 1) for u in nb))))
                        nxt.add(graph_canonical(h))
            level = nxt
        return sorted(level, key=lambda g: (len(g.edges), g.edges))

    def positions(self):
        for n in self.n:
            graphs = _geng(n, self.connected, install=n > PYTHON_GRAPHS_UP_TO)
            if graphs is None and n > PYTHON_GRAPHS_UP_TO:
                raise ShapeError(f"graphs on {n} vertices need nauty's geng (Debian package "
                                 f"nauty): run sudo apt-get install nauty, or keep n <= "
                                 f"{PYTHON_GRAPHS_UP_TO}")
            if graphs is None:
                graphs = [g for g in self._all(n) if not self.connected or connected(g)]
            graphs = map(graph_canonical, graphs)     # lazily: a cap stops the canonical forms
            if not self.marked:
                yield from graphs
                continue
            for g in graphs:
                seen = set()
                for v in range(g.n):
                    h = graph_canonical(Graph(g.n, g.edges, v))
                    if h not in seen:
                        seen.add(h)
                        yield h

    def canonical(self, p):
        return graph_canonical(p)

    def structured(self):
        for n in self.n:
            edges = list(itertools.combinations(range(n), 2))
            families = list(_tree_families(n)) + [
                Graph(n, tuple(edges)),                                     # complete
                Graph(n, tuple(sorted({(i, i + 1) for i in range(n - 1)} |
                                      ({(0, n - 1)} if n >= 3 else set()))))]   # a cycle
            if not self.connected:
                families.append(Graph(n, ()))                               # no edge
            for g in families:
                for m in (range(g.n) if self.marked else [None]):
                    yield graph_canonical(Graph(g.n, g.edges, m))

    def grow(self):
        return _grown_shape(self, lambda grow: Graphs(grow(self.n), self.connected,
                                                      self.marked))

    def shrink(self):
        return _smaller(self, Graphs(_shrunk(self.n), self.connected, self.marked))

    def describe(self):
        return (f"{'connected ' if self.connected else ''}graphs on {_show(self.n)} vertices"
                + (", one vertex marked" if self.marked else ""))

    def estimate(self):
        # graphs up to isomorphism on n vertices: OEIS A000088 (connected: A001349) to 10
        # vertices, beyond 2^(n(n-1)/2) / n! (Pólya: the ratio tends to 1)
        known = GRAPHS_CONNECTED if self.connected else GRAPHS_ALL

        def count(n: int) -> int:
            many = known[n] if n < len(known) else 2 ** (n * (n - 1) // 2) // math.factorial(n)
            return many * (n if self.marked else 1)
        return sum(count(n) for n in self.n)


GRAPHS_ALL = (1, 1, 2, 4, 11, 34, 156, 1044, 12346, 274668, 12005168)
GRAPHS_CONNECTED = (1, 1, 1, 2, 6, 21, 112, 853, 11117, 261080, 11716571)


def connected(g: Graph) -> bool:
    if g.n == 0:
        return True
    adj, seen, stack = g.adjacency(), {0}, [0]
    while stack:
        for w in adj[stack.pop()]:
            if w not in seen:
                seen.add(w)
                stack.append(w)
    return len(seen) == g.n


class Given(Shape):
    """Positions the file lists itself (a list, or a function of a size that lists them)."""

    def __init__(self, source, kind: str, size: int | None = None):
        if kind not in KINDS:
            raise ShapeError(f"given(..., kind={kind!r}): one of {', '.join(KINDS)}")
        self.source, self.kind, self.size = source, kind, size
        self.params = {}

    def positions(self):
        items = self.source(self.size) if callable(self.source) else self.source
        return iter(list(items))

    def grow(self):
        if not callable(self.source):
            return None
        return Given(self.source, self.kind, (self.size or 0) + 1)

    def describe(self):
        return (f"the file's positions of size {self.size}" if callable(self.source)
                else "the file's positions")


# ------------------------------------------------------------ the names a game file uses

def numbers(*ranges, **named) -> Numbers:
    """numbers(x=range(0, 16), y=range(0, 16)) or numbers(range(1, 300)) (named n)."""
    items = [(f"x{i + 1}" if len(ranges) > 1 else "n", r) for i, r in enumerate(ranges)]
    items += list(named.items())
    if not items:
        raise ShapeError("numbers(...): give at least one range, e.g. numbers(n=range(1, 100))")
    # a coordinate may be negative (K in an input that allows it); a rule's C++ then keeps its
    # residues' guards, and no sum or board is looked for (negative_values)
    return Numbers(tuple(n for n, _ in items),
                   tuple(_bounds(n, r, low=-(1 << 62)) for n, r in items))


def multiset(piles=range(1, 7), size=range(1, 5)) -> Multiset:
    # piles may be negative too: a signed pile, s on one side and -s on the other (Partisan
    # Nim, Project Euler 939), is no pile of a sum (negative_values)
    return Multiset(_bounds("piles", piles, low=-(1 << 62)), _bounds("size", size))


def sequence(values=range(1, 4), length=range(1, 6)) -> Sequence:
    # values may be negative (a row of scores: Stone Game III)
    return Sequence(_bounds("values", values, low=-(1 << 62)), _bounds("length", length))


def negative_values(shape: Shape) -> bool:
    """Whether a position of this shape may hold a number below 0 (the C++ of a rule then keeps
    its residues' guards, and a sum of piles is not looked for)."""
    if isinstance(shape, Where):            # sequence(...).where(...): the sequence's values
        return negative_values(shape.inner)
    if shape.kind == "sequence":
        return shape.values.start < 0
    if shape.kind == "multiset":
        return shape.piles.start < 0
    if shape.kind == "numbers":
        return any(r.start < 0 for r in shape.ranges)
    return any(negative_values(part) for part in getattr(shape, "parts", ()))


def string(alphabet: str = "01", length=range(1, 8), cyclic: bool = False) -> String:
    if not isinstance(alphabet, str) or not alphabet or len(set(alphabet)) != len(alphabet):
        raise ShapeError("string(alphabet=...): distinct letters, e.g. string('01', ...)")
    return String(alphabet, _bounds("length", length), bool(cyclic))


def subsets(n: int = 5) -> Subsets:
    if not isinstance(n, int) or n < 0:
        raise ShapeError("subsets(n): n >= 0 (sets of 0..n-1)")
    return Subsets(n)


def trees(n=range(1, 8), rooted: bool = False, marked: bool = False) -> Trees:
    return Trees(_bounds("n", n, 1), bool(rooted), bool(marked))


def graphs(n=range(1, 5), connected: bool = False, marked: bool = False) -> Graphs:
    return Graphs(_bounds("n", n, 1), bool(connected), bool(marked))


def grid(rows=range(1, 4), cols=range(1, 4), alphabet: str = "01", cells=None) -> Grid:
    return Grid(_bounds("rows", rows, 1), _bounds("cols", cols, 1), alphabet,
                None if cells is None else _bounds("cells", cells, 1))


def given(items, kind: str = "numbers") -> Given:
    return Given(items, kind)


SHAPES = {"numbers": numbers, "multiset": multiset, "sequence": sequence, "string": string,
          "subsets": subsets, "trees": trees, "graphs": graphs, "grid": grid, "given": given,
          "Graph": Graph}


_EXPECTED = {
    "numbers": "a tuple of whole numbers, e.g. (3, 5)",
    "multiset": "a tuple of whole numbers, e.g. (1, 2, 2)",
    "sequence": "a tuple of whole numbers, e.g. (1, 2, 2)",
    "string": "a str, e.g. '0110'",
    "set": "a frozenset of whole numbers, e.g. frozenset({0, 2})",
    "tree": "a Graph(n, edges, marked, root)",
    "graph": "a Graph(n, edges, marked, root)",
    "grid": "a tuple of row strings, e.g. ('01', '10')",
}


def position_problem(kind: str, p) -> str | None:
    """What a position of the kind should be when p is surely a mistake, else None: a bare
    whole number where positions are tuples (a move to a sum of numbers, or a score game's
    (state, points) read as a 2-tuple). Other states (a sentinel such as "taken") are the
    file's own business."""
    if kind in ("numbers", "multiset", "sequence") and isinstance(p, int):
        return _EXPECTED[kind]
    return None


def drawer(shape: Shape):
    """A function of a random.Random that draws one position of the shape, every bound
    evenly; None for a shape without one (trees, graphs, tuples)."""
    kind = getattr(shape, "kind", "")
    if kind == "sequence":
        return lambda rng: tuple(rng.choice(shape.values)
                                 for _ in range(rng.choice(shape.length)))
    if kind == "string" and not shape.cyclic:
        return lambda rng: "".join(rng.choice(shape.alphabet)
                                   for _ in range(rng.choice(shape.length)))
    if kind == "multiset":
        return lambda rng: tuple(sorted(rng.choice(shape.piles)
                                        for _ in range(rng.choice(shape.size))))
    if kind == "numbers":
        return lambda rng: tuple(rng.choice(r) for r in shape.ranges)
    return None


def dedup(shape: Shape, items: Iterable) -> list:
    """Canonical forms of items, each once, in first-seen order."""
    seen, out = set(), []
    for p in items:
        c = shape.canonical(p)
        if c not in seen:
            seen.add(c)
            out.append(c)
    return out


# ------------------------------------------------------------ composed shapes (issue 32)
# Tuples of shapes (a position plus an index, a multiset plus a number, a string plus a
# parameter), sequences or multisets of pairs (a_i, b_i), and trees or graphs with two marked
# vertices (pursuit and race games). Each brings its own features for the miner
# (explore/graph_features.py), read by features.vocabulary through `shape.features(...)`.

class _Lazy:
    """A shape's canonical positions, each once, listed as far as they are read."""

    def __init__(self, shape: Shape):
        self.shape, self.items, self.seen = shape, [], set()
        self.source, self.ended = iter(shape.positions()), False

    def get(self, i: int):
        while len(self.items) <= i and not self.ended:
            p = next(self.source, _END)
            if p is _END:
                self.ended = True
            else:
                c = self.shape.canonical(p)
                if c not in self.seen:
                    self.seen.add(c)
                    self.items.append(c)
        return self.items[i] if i < len(self.items) else None

    def top(self) -> int | None:
        """The last index, once the positions are known to end."""
        return len(self.items) - 1 if self.ended else None


_END = object()


def _cells(total: int, tops: list):
    """Every tuple of indices >= 0 with this sum, lexicographically, index j at most tops[j]
    (None: no bound)."""
    if len(tops) == 1:
        if tops[0] is None or total <= tops[0]:
            yield (total,)
        return
    high = total if tops[0] is None else min(total, tops[0])
    for first in range(high + 1):
        for rest in _cells(total - first, tops[1:]):
            yield (first, *rest)


class Tuples(Shape):
    """Tuples (p1, p2, ...) with p_i a position of the i-th named shape; canonical component by
    component; enumerated by the sum of the components' indices in their own orders, so that
    the small positions of every component come first (a product by size)."""
    kind = "tuple"

    def __init__(self, names: tuple[str, ...], parts: tuple[Shape, ...]):
        self.names, self.parts = names, parts
        self.params = {"names": names}

    def positions(self):
        """In the order of (the sum of the components' indices, the indices), lazily: a grown
        size of a sequence beside a number holds 10^8 tuples, and its checks read the first
        few hundred thousand (listing and sorting them all took 24 GB)."""
        parts = [_Lazy(s) for s in self.parts]
        if any(part.get(0) is None for part in parts):
            return
        total = 0
        while True:
            tops = [part.top() for part in parts]           # None: not known to end yet
            if all(t is not None for t in tops) and total > sum(tops):
                return
            for cell in _cells(total, tops):
                items = [part.get(i) for part, i in zip(parts, cell)]
                if all(item is not None for item in items):
                    yield tuple(items)
            total += 1

    def canonical(self, p):
        return tuple(s.canonical(q) for s, q in zip(self.parts, p))

    def grow(self):
        return Tuples(self.names, tuple(s.grow() for s in self.parts))

    def describe(self):
        return "tuples of " + ", ".join(f"{n} ({s.describe()})"
                                        for n, s in zip(self.names, self.parts))

    def features(self, positions):
        from . import graph_features
        return graph_features.tuple_features(self, positions)


class Pairs(Shape):
    """Sequences (ordered) or multisets of pairs (a_i, b_i): tuples of 2-tuples of whole
    numbers, a multiset's sorted."""
    kind = "pairs"

    def __init__(self, first: range, second: range, length: range, ordered: bool):
        self.first, self.second, self.length, self.ordered = first, second, length, ordered
        self.params = {"ordered": ordered}

    def positions(self):
        cells = list(itertools.product(self.first, self.second))
        for k in self.length:
            if self.ordered:
                yield from itertools.product(cells, repeat=k)
            else:
                yield from itertools.combinations_with_replacement(cells, k)

    def canonical(self, p):
        p = tuple(map(tuple, p))        # map, not a generator: the explorer's cost per new state
        return p if self.ordered else tuple(sorted(p))

    def grow(self):
        return _grown_shape(self, lambda grow: Pairs(grow(self.first), grow(self.second),
                                                     grow(self.length), self.ordered))

    def shrink(self):
        return _smaller(self, Pairs(_shrunk(self.first), _shrunk(self.second),
                                    _shrunk(self.length), self.ordered))

    def describe(self):
        what = "sequences" if self.ordered else "multisets"
        return (f"{what} of {_show(self.length)} pairs (a, b), a in {_show(self.first)}, "
                f"b in {_show(self.second)}")

    def features(self, positions):
        from . import graph_features
        return graph_features.pair_features(positions, self.ordered)


@dataclass(frozen=True)
class TwoMarked(Graph):
    """A tree or graph with two marked vertices, `a` and `b` (a pursuit or a race: the two
    tokens). Stored as a Graph whose `marked` is a and `root` is b, so that the canonical forms
    of marked and rooted graphs (AHU codes, graph_canonical) tell the two marks apart."""

    @property
    def a(self) -> int:
        return self.marked

    @property
    def b(self) -> int:
        return self.root

    @staticmethod
    def of(g: Graph) -> "TwoMarked":
        return TwoMarked(g.n, g.edges, g.marked, g.root)

    def __str__(self) -> str:
        return f"graph(n={self.n}, edges={list(self.edges)}, a={self.a}, b={self.b})"


class TwoMarks(Shape):
    """Every tree (or graph) of the base shape with two marked vertices a and b (distinct
    unless `same`), up to isomorphism; `ordered=False` when the marks are alike (a and b may
    swap: the canonical form is the least of both)."""

    def __init__(self, base: Shape, ordered: bool, same: bool):
        self.base, self.ordered, self.same = base, ordered, same
        self.kind = base.kind
        self.params = {**base.params, "marks": 2}

    @staticmethod
    def _canon_one(g: Graph) -> TwoMarked:
        # graph_canonical, not the AHU code, also for trees: a move may leave a forest
        return TwoMarked.of(graph_canonical(Graph(g.n, g.edges, g.marked, g.root)))

    def canonical(self, p):
        if not isinstance(p, Graph) or p.marked is None or p.root is None:
            return p
        first = self._canon_one(p)
        if self.ordered:
            return first
        other = self._canon_one(Graph(p.n, p.edges, p.root, p.marked))
        return min(first, other, key=lambda g: (g.edges, g.marked, g.root))

    def positions(self):
        seen = set()
        for g in self.base.positions():
            for a in range(g.n):
                for b in range(g.n):
                    if a == b and not self.same or not self.ordered and b < a:
                        continue
                    h = self.canonical(Graph(g.n, g.edges, a, b))
                    if h not in seen:
                        seen.add(h)
                        yield h

    def grow(self):
        return TwoMarks(self.base.grow(), self.ordered, self.same)

    def describe(self):
        what = "two marks a, b" + ("" if self.ordered else " (alike)") + (
            ", possibly the same vertex" if self.same else "")
        return f"{self.base.describe()}, {what}"

    def features(self, positions):
        import dataclasses
        import re

        from . import graph_features
        from .features import graph_features as plain
        # the plain features' mark is a: their C++ reads it as `a`, as the function's parameter
        return [dataclasses.replace(f, cpp=re.sub(r"\bmarked\b", "a", f.cpp)) if f.cpp else f
                for f in plain()] + graph_features.two_mark_features()


def tuples(**parts) -> Tuples:
    """tuples(a=sequence(...), i=numbers(i=range(0, 5))): a position made of named shapes."""
    if not parts or not all(isinstance(s, Shape) for s in parts.values()):
        raise ShapeError("tuples(name=shape, ...): give at least one named shape, e.g. "
                         "tuples(piles=multiset(...), k=numbers(k=range(1, 4)))")
    return Tuples(tuple(parts), tuple(parts.values()))


def pairs(a=range(1, 4), b=range(1, 4), length=range(1, 4), ordered: bool = True) -> Pairs:
    return Pairs(_bounds("a", a), _bounds("b", b), _bounds("length", length), bool(ordered))


def two_marks(shape: Shape, ordered: bool = True, same: bool = False) -> TwoMarks:
    """two_marks(trees(n=range(2, 7))): every tree with two marked vertices a, b."""
    if not isinstance(shape, (Trees, Graphs)) or shape.marked or \
            getattr(shape, "rooted", False):
        raise ShapeError("two_marks(shape): an unmarked, unrooted trees(...) or graphs(...), "
                         "e.g. two_marks(trees(n=range(2, 7)))")
    return TwoMarks(shape, bool(ordered), bool(same))


SHAPES.update({"tuples": tuples, "pairs": pairs, "two_marks": two_marks,
               "TwoMarked": TwoMarked})
