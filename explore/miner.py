"""The rule miner: the simplest rule over a feature vocabulary that holds on EVERY example
(docs/explore-miner.md).

A truth table over the examples is a Python int (bit i = example i), so AND/OR/NOT are big-int
operations and observational equivalence is a dict lookup. Literals (a feature against a constant
seen in the data, two features compared, parities and residues, flags) are enumerated bottom-up and
kept one per truth table. Boolean rules are then searched by size, smallest first, goal-directed:
an AND whose first literal A is true on every positive example leaves the subproblem "the rest
must be false on the negatives inside A" and an OR does the dual, so every subproblem is itself a
pair of truth tables (positives, negatives) and equal subproblems are solved once; literals that
restrict a subproblem identically are one candidate. Numbers (Grundy values, scores) are fitted by
formulas: a feature, f + c, a*f + c, max/min of a feature and a constant or of two features,
a*f + b*g + c, then a piecewise
"if A then e1 else e2". Nothing is claimed that was not checked on every example; when nothing fits
the answer says so, with the best near-miss and its smallest counterexamples, and possibly a
decision list marked as a fallback.
"""
from __future__ import annotations

import collections
import functools
import itertools
import operator
import re
import sys
import time
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, NamedTuple

from explore.features import Feature
from explore.features import pairable as feats_pairable
from explore.literal_index import LiteralIndex

MODES = ("win", "outcome", "grundy", "score")
MAX_CONSTANTS = 24      # constants per feature: the smallest distinct values seen
MAX_RULES = 12          # equally simple rules listed
MAX_ALTERNATES = 3      # literals per truth table kept as alternatives
NEAR_MISS_SEEDS = 20    # near-misses of two literals: the best single ones with any partner
DIVISIBILITY_COST = 3    # ... and "f mod m == 0" (m = 3..6) for features f of cost 1
_DIVISIBLE = re.compile(r" mod [3-6] == 0$")
SPLIT_LITERALS = 24     # conditions A of "if A then a*f + b*g + c else ...", the cheapest first
SPLIT_SIDE = 8          # examples on each side of A, at least, for a fit of three coefficients
MAX_CONDITIONS = 90     # conditions A of "if A then R1 else R2": up to 6 literals per feature


# ---------------------------------------------------------------- truth tables

def _popcount(m: int) -> int:
    return m.bit_count()


_TABLES: dict[frozenset, bytes] = {}


def _select(codes_reversed: bytes, chosen) -> int:
    """The mask of the examples whose code (one byte each, stored last example first) is chosen."""
    key = frozenset(chosen)
    table = _TABLES.get(key)
    if table is None:
        table = bytes(49 if i in key else 48 for i in range(256))
        if len(_TABLES) < 4096:
            _TABLES[key] = table
    return int(codes_reversed.translate(table) or b"0", 2)


_DIGIT = bytes([48, 49]) + bytes(254)


def _mask(flags) -> int:
    """Mask from an iterable of booleans (or 0/1) in example order."""
    s = bytes(map(bool, flags)).translate(_DIGIT)[::-1]   # C-speed: no Python loop per flag
    return int(s or b"0", 2)


# ---------------------------------------------------------------- results

class Counterexample(NamedTuple):
    position: Any
    expected: Any
    got: Any


@dataclass
class Rule:
    """A rule found by the miner. python: an expression over F (a dict feature name -> value)
    giving the label; cpp: the same as a C++ expression over the position (None when a feature has
    no C++ form)."""
    text: str
    python: str
    cpp: str | None
    features: tuple[str, ...]
    size: int
    mode: str
    cost: int
    kind: str = "formula"        # or "decision list" (a fallback)
    leaves: int = 0              # for a decision list: its number of leaves
    errors: int = 0              # examples it gets wrong (0 for exact rules)
    _functions: dict = field(default_factory=dict, repr=False)

    def __post_init__(self):
        self._code = compile(self.python, "<rule>", "eval")

    def evaluate(self, position):
        values = {name: fn(position) for name, fn in self._functions.items()}
        return eval(self._code, {"__builtins__": {}, "max": max, "min": min}, {"F": values})

    def __str__(self) -> str:
        return self.text


@dataclass
class MineResult:
    mode: str
    rules: list[Rule]                 # every simplest rule that holds on all examples
    exact: bool
    examples_checked: int
    searched: str                     # what was searched, in words
    near_miss: Rule | None = None
    counterexamples: list[Counterexample] = field(default_factory=list)
    fallback: Rule | None = None
    exhausted: bool = False           # True if the time budget stopped the search
    sampled: int = 0                  # mined on this many of the examples (all checked), or 0

    def summary(self) -> str:
        n = f"{self.examples_checked:,}"
        if self.exact:
            lines = [f"{r.text}   (holds on all {n} examples; not proven)" for r in self.rules]
            if len(self.rules) > 1:
                lines.insert(0, f"{len(self.rules)} equally simple rules fit:")
            if self.exhausted:
                lines.append(f"the time budget ran out before the search was done, so a simpler "
                             f"rule, or another as simple, may exist ({self.searched})")
            return "\n".join(lines)
        stopped = "; the time budget ran out first, so a rule may still exist" \
            if self.exhausted else ""
        lines = [f"no rule in the grammar fits all {n} examples ({self.searched}{stopped})"]
        if self.near_miss is not None:
            shown = ", ".join(f"{_show(c.position)} (is {c.expected}, rule says {c.got})"
                              for c in self.counterexamples[:3])
            lines.append(f"best near-miss: {self.near_miss.text}   "
                         f"(wrong on {self.near_miss.errors} of {n}; smallest: {shown})")
        if self.fallback is not None:
            lines.append(f"fallback, a decision list with {self.fallback.leaves} leaves that fits "
                         f"all {n} examples (less trustworthy): {self.fallback.text}")
        return "\n".join(lines)


def _show(p) -> str:
    return "".join(p) if isinstance(p, str) else str(p)


def size_key(p):
    """Smallest positions first: by size, then lexicographically."""
    if isinstance(p, tuple) and all(isinstance(v, int) for v in p):
        return (len(p), sum(abs(v) for v in p), p)
    if isinstance(p, str):
        return (len(p), 0, p)
    if isinstance(p, tuple) and all(isinstance(r, str) for r in p):
        return (sum(len(r) for r in p), len(p), p)
    if isinstance(p, frozenset):
        return (len(p), sum(p), tuple(sorted(p)))
    if hasattr(p, "edges") and hasattr(p, "n"):
        return (p.n, len(p.edges), (p.edges, -1 if p.marked is None else p.marked))
    return (0, 0, repr(p))


def verify(rule: Rule, positions, labels) -> list[Counterexample]:
    """The examples a rule gets wrong, smallest positions first (re-checks a rule on positions the
    miner never saw)."""
    bad = []
    for p, want in zip(positions, labels):
        try:
            got = rule.evaluate(p)
        except (ArithmeticError, IndexError, ValueError, TypeError) as err:
            got = f"error: {err}"     # a feature undefined there: the rule does not hold
        if got != want:
            bad.append(Counterexample(p, want, got))
    bad.sort(key=lambda c: size_key(c.position))
    return bad


# ---------------------------------------------------------------- literals

@dataclass(frozen=True)
class Literal:
    text: str
    python: str
    cpp: str | None
    features: tuple[str, ...]
    cost: int

    def rank(self):
        return (len(self.features), self.cost, len(self.text))


def _ref(f: Feature) -> str:
    return f"F[{f.name!r}]"


def _cpp(f: Feature) -> str | None:
    return None if f.cpp is None else f"({f.cpp})"


def _cmp(f, op, g_text, g_py, g_cpp, cost, features, scale=""):
    times = scale.replace("·", " * ")
    cpp = None if (f.cpp is None or g_cpp is None) else f"{times}{_cpp(f)} {op} {g_cpp}"
    return Literal(f"{scale}{f.name} {op} {g_text}",
                   f"{times}{_ref(f)} {op} {g_py}", cpp, features, cost)


class Vocabulary:
    """The features' values on the examples and every literal, one class per truth table."""

    def __init__(self, positions, features: list[Feature], deadline: float | None = None,
                 cache: dict | None = None):
        """With a deadline (process CPU time), building stops when it passes: the vocabulary
        then holds the features computed so far, and `cut` says what is missing. cache: the
        features' values on these positions by name, filled and reused (see mine)."""
        self.positions = positions
        self.count = len(positions)
        self.all = (1 << self.count) - 1
        self.cut = ""
        cache = {} if cache is None else cache
        self.features = []
        self.classes: dict[int, list[Literal]] = {}
        self._tables_of: dict = {}
        for f in features:
            if _past(deadline):
                break
            vec = f.values(positions, cache)
            self.features.append((f, vec))
            self._constant_literals(f, vec)
        comparable = []
        seen = set()
        for f, vec in self.features:
            key = tuple(vec)
            if f.comparable and not f.boolean and f.base is None and key not in seen:
                seen.add(key)
                comparable.append((f, vec))
        pairs = [(i, j) for i, j in itertools.combinations(range(len(comparable)), 2)
                 if feats_pairable(comparable[i][0], comparable[j][0])]
        # one number function of two coordinates compared, v2(n) == v2(m) (Kattis bradspelet:
        # a board whose sides hold the same power of two is lost), the simplest bases only
        # (cost 1: the coordinates), as for a*f + b*g + c below
        by_template: dict = {}
        for f, vec in self.features:
            if f.base is not None and f.base.cost == 1 and f.comparable and not f.boolean:
                by_template.setdefault(f.name.replace(f"({f.base.name})", "({})"), []).append(
                    len(comparable))
                comparable.append((f, vec))
        # (two or three coordinates: the ten digit counts of a number written out would add
        # 45 pairs per function, and slowed the miner past UVa 11489's rule)
        pairs += [pair for group in by_template.values() if len(group) <= 3
                  for pair in itertools.combinations(group, 2)]
        ranks = [_ranks(vec) for _, vec in comparable]
        compared = 0
        for i, j in pairs:
            if _past(deadline):
                break
            (f, u), (g, v) = comparable[i], comparable[j]
            self._pair_literals(f, u, g, v, _joint(ranks[i], ranks[j]))
            compared += 1
        if len(self.features) < len(features) or compared < len(pairs):
            self.cut = (f"the time budget ran out while the literals were made: "
                        f"{len(self.features)} of the {len(features)} features computed, "
                        f"{compared} of {len(pairs)} pairs of them compared")
        for m in self.classes:
            self.classes[m].sort(key=Literal.rank)
            del self.classes[m][MAX_ALTERNATES:]
        self.masks = sorted(self.classes, key=lambda m: self.classes[m][0].rank())
        # conditions of "if A then ... else ...": a few of the simplest literals of each feature
        by_feature: dict = {}
        for m in self.masks:
            lit = self.classes[m][0]
            if len(lit.features) == 1 and len(by_feature.setdefault(lit.features, [])) < 6:
                by_feature[lit.features].append((lit.cost, m))
        ranked = sorted((c, i, m) for i, group in enumerate(by_feature.values())
                        for c, m in group)
        # parity splits first ("if mex is even then ... else ..."), each feature's, however many
        # features there are; then the simplest literals of each feature up to MAX_CONDITIONS
        # and divisibility of the simplest features ("if k mod 3 == 0 then ...": 1-2-K Game)
        parity = sorted((m for m in self.masks if len(self.classes[m][0].features) == 1
                         and (self.classes[m][0].features[0].endswith(" mod 2")
                              or (self.classes[m][0].cost <= DIVISIBILITY_COST and
                                  _DIVISIBLE.search(self.classes[m][0].text)))),
                        key=lambda m: (self.classes[m][0].cost,
                                       not self.classes[m][0].text.endswith(" is even")))
        taken = set(parity)
        self.conditions = parity + [m for _, _, m in ranked if m not in taken][:MAX_CONDITIONS]
        self._index: LiteralIndex | None = None

    def index(self) -> LiteralIndex:
        """The literals true at each example (built on the first search that needs it)."""
        if self._index is None:
            self._index = LiteralIndex(self.masks, self.count)
        return self._index

    def _add(self, mask: int, lit: Literal):
        if mask == 0 or mask == self.all:
            return
        self.classes.setdefault(mask, []).append(lit)

    def _constant_literals(self, f: Feature, vec):
        fs = (f.name,)
        if f.boolean:
            m = _mask(vec)
            cpp = _cpp(f)
            self._add(m, Literal(f.name, _ref(f), cpp, fs, f.cost))
            self._add(self.all ^ m, Literal(f"not {f.name}", f"not {_ref(f)}",
                                            None if cpp is None else f"!{cpp}", fs, f.cost))
            return
        # observational equivalence over value vectors: features with the same values on every
        # example (common among hundreds of features) share their truth tables, computed once
        key = tuple(vec)
        tables = self._tables_of.get(key)
        if tables is None:
            tables = self._tables_of[key] = self._constant_tables(vec)
        is_mod = f.base is not None and " mod " in f.name
        for c, eq, le in tables:
            if is_mod and f.name.endswith(" mod 2"):
                base = f.name[:-len(" mod 2")]
                bcpp = None if f.base.cpp is None else f"({f.base.cpp})"
                even = Literal(f"{base} is even", f"{_ref(f)} == 0",
                               None if bcpp is None else f"{bcpp} % 2 == 0", fs, f.cost)
                odd = Literal(f"{base} is odd", f"{_ref(f)} == 1",
                              None if bcpp is None else f"{bcpp} % 2 != 0", fs, f.cost)
                self._add(eq, even if c == 0 else odd)
                self._add(self.all ^ eq, odd if c == 0 else even)
                continue
            self._add(eq, _cmp(f, "==", str(c), str(c), f"{c}LL", f.cost, fs))
            self._add(self.all ^ eq, _cmp(f, "!=", str(c), str(c), f"{c}LL", f.cost, fs))
            if is_mod:
                continue
            self._add(le, _cmp(f, "<=", str(c), str(c), f"{c}LL", f.cost, fs))
            self._add(self.all ^ le, _cmp(f, ">=", str(c + 1), str(c + 1), f"{c + 1}LL",
                                          f.cost, fs))

    @staticmethod
    def _constant_tables(vec) -> list:
        """(c, mask of f == c, mask of f <= c) for the MAX_CONSTANTS smallest values c."""
        distinct = sorted(set(vec))
        if len(distinct) < 2:
            return []
        constants = distinct[:MAX_CONSTANTS]
        rank = {c: i for i, c in enumerate(constants)}
        codes = bytes(map(rank.get, vec, itertools.repeat(len(constants))))[::-1]
        out, at_most = [], 0
        for i, c in enumerate(constants):
            equal = _select(codes, (i,))
            at_most |= equal        # the constants are the smallest values: f <= c is f == one
            out.append((c, equal, at_most))
        return out

    def _pair_literals(self, f: Feature, u, g: Feature, v, joint=None):
        """f against g, 2·f against g and f against 2·g; joint: the pair's code per example
        (_joint), when the pairs of values fit in a byte."""
        fs = (f.name, g.name)
        gp, gc = _ref(g), _cpp(g)
        g2 = None if gc is None else f"2 * {gc}"
        forms = ((1, 1, "", g.name, gp, gc, 0, True),             # f vs g
                 (2, 1, "2·", g.name, gp, gc, 2, True),           # 2f vs g
                 (1, 2, "", f"2·{g.name}", f"2 * {gp}", g2, 2, False))
        for a, b, scale, g_text, g_py, g_cpp, extra, equalities in forms:
            if joint is not None:
                lt, eq = _joint_sign_masks(joint, a, b)
            else:
                lt, eq = _sign_masks(_times(a, u), _times(b, v))
            gt = self.all ^ (lt | eq)
            cost = f.cost + g.cost + extra
            pairs = [(lt, "<"), (lt | eq, "<="), (gt, ">"), (gt | eq, ">=")]
            if equalities:
                pairs += [(eq, "=="), (self.all ^ eq, "!=")]
            for mask, op in pairs:
                self._add(mask, _cmp(f, op, g_text, g_py, g_cpp, cost, fs, scale))


_BELOW = range(128)


def _times(k: int, vec: list) -> list:
    return vec if k == 1 else list(map(operator.mul, vec, itertools.repeat(k)))


class _Ranks(NamedTuple):
    values: list        # a feature's distinct values, increasing
    codes: bytes        # each example's rank among them


def _ranks(vec) -> _Ranks | None:
    """The feature's values as ranks of one byte; None when it takes more than 256 values."""
    values = sorted(set(vec))
    if len(values) > 256:
        return None
    rank = {x: i for i, x in enumerate(values)}
    return _Ranks(values, bytes(map(rank.__getitem__, vec)))


def _joint(f: _Ranks | None, g: _Ranks | None):
    """One code per example for the pair of values of f and g (rank of f times g's count plus
    rank of g), when they fit in a byte: the masks of the three comparisons of a pair are then
    selected from one pass over the examples instead of three (the pairs were a third of the
    vocabulary's time at 20,000 examples). None when they do not fit."""
    if f is None or g is None or len(f.values) * len(g.values) > 256:
        return None
    width = len(g.values)
    # rank(f)·width + rank(g) is below 256 at every example, so adding the two byte strings
    # as big integers never carries from one byte into the next: one addition, no loop
    n = min(len(f.codes), len(g.codes))
    scaled = f.codes[:n].translate(_times_table(width))
    total = int.from_bytes(scaled, "big") + int.from_bytes(g.codes[:n], "big")
    codes = total.to_bytes(n, "big")
    return codes[::-1], f.values, g.values


@functools.lru_cache(maxsize=None)
def _times_table(width: int) -> bytes:
    """The byte table of i -> i·width (mod 256: only the ranks whose product fits are used)."""
    return bytes(i * width % 256 for i in range(256))


def _joint_sign_masks(joint, a: int, b: int) -> tuple[int, int]:
    """Masks of a·f < b·g and a·f == b·g from the joint codes: decided once per pair of
    values, then selected."""
    codes, f_values, g_values = joint
    width = len(g_values)
    less, equal = [], []
    for i, x in enumerate(f_values):
        for j, y in enumerate(g_values):
            if a * x < b * y:
                less.append(i * width + j)
            elif a * x == b * y:
                equal.append(i * width + j)
    return _select_once(codes, less), _select_once(codes, equal)


def _select_once(codes_reversed: bytes, chosen) -> int:
    """_select for a set of codes seen once (a pair's): its table is not kept."""
    table = bytearray(_ZEROS)
    for i in chosen:
        table[i] = 49
    return int(codes_reversed.translate(table) or b"0", 2)


_ZEROS = b"0" * 256


def _sign_masks(left, right) -> tuple[int, int]:
    """Masks of left < right and left == right, element by element, at C speed: from one
    byte per difference when they fit in a byte, else from two passes of comparisons."""
    try:
        codes = bytes(map(operator.add, map(operator.sub, left, right), itertools.repeat(128)))
    except ValueError:
        return _mask(map(operator.lt, left, right)), _mask(map(operator.eq, left, right))
    codes = codes[::-1]
    return _select(codes, _BELOW), _select(codes, (128,))


# ---------------------------------------------------------------- boolean search

class _Budget(Exception):
    pass


def _past(deadline: float | None) -> bool:
    """Whether the CPU time budget (a deadline in process CPU time) is spent."""
    return deadline is not None and time.process_time() > deadline


class BoolSearch:
    """Formulas as trees: ('lit', mask) | ('and', lit, rest) | ('or', lit, rest); every binary
    node has a literal child (this covers every rule of up to 3 literals, and chains beyond)."""

    def __init__(self, vocab: Vocabulary, deadline: float):
        self.v = vocab
        self.deadline = deadline
        self.memo: dict = {}
        self.sup: dict = {}
        self.dis: dict = {}
        self.steps = 0

    def _tick(self):
        self.steps += 1
        if self.steps % 256 == 1 and time.process_time() > self.deadline:
            raise _Budget()

    def supersets(self, P):
        got = self.sup.get(P)
        if got is None:
            got = self.sup[P] = self.v.index().supersets(P)
        return got

    def disjoint(self, N):
        got = self.dis.get(N)
        if got is None:
            got = self.dis[N] = self.v.index().disjoint(N)
        return got

    def search(self, P: int, N: int, k: int) -> list:
        """Every formula of exactly k literals that is true on P and false on N (up to the
        choice among literals that agree on P | N)."""
        key = (P, N, k)
        if key in self.memo:
            return self.memo[key]
        self._tick()
        out: list = []
        if k == 1:
            out = [("lit", m) for m in self.v.index().separating(P, N)]
        else:
            # AND: A true on all of P, the rest false on N inside A; OR: the dual
            for op, pool, split in (("and", self.supersets(P), lambda m: (P, m & N)),
                                    ("or", self.disjoint(N), lambda m: (P & ~m, N))):
                groups: dict = {}
                for m in pool:
                    sub = split(m)
                    if sub != (P, N):          # a literal that settles nothing is no help
                        groups.setdefault(sub, []).append(m)
                for (p2, n2), ms in groups.items():
                    self._tick()
                    for rest in self.search(p2, n2, k - 1):
                        # at most 8 * MAX_RULES in all: thousands of literals agreeing on a
                        # group times the formulas of the rest ran out of memory (4 GiB) on
                        # 10^4 positions (UVa 10578 declared on the cards played)
                        out += [(op, ("lit", m), rest) for m in ms[:8 * MAX_RULES + 1 - len(out)]]
                        if len(out) > 8 * MAX_RULES:
                            break
                    if len(out) > 8 * MAX_RULES:
                        break
        self.memo[key] = out
        return out

    def balanced(self, P: int, N: int) -> list:
        """(A and B) or (C and D), A and C among the conditions, and its dual (A or B) and
        (C or D) through the negations: the 4-literal shapes without a literal child."""
        out = [t for t in self._two_conjunctions(P, N)]
        out += [_negate(t, self.v.all) for t in self._two_conjunctions(N, P)]
        return out

    def _two_conjunctions(self, P: int, N: int) -> list:
        covers: dict = {}         # positives a conjunction A and B covers (false on all of N)
        for a in self.v.conditions:
            if not a & P or not a & N:      # covers nothing, or alone already false on N
                continue
            self._tick()
            for b in self.disjoint(N & a):
                c = a & b & P
                if c and c != P:
                    covers.setdefault(c, (a, b))    # one pair per cover: the first is used
        out: list = []
        for c1, (a, b) in covers.items():
            need = P & ~c1
            for c in self.v.conditions:
                if c & need != need or not c & N:
                    continue
                self._tick()
                for rest in self.search(need, N & c, 1):
                    out.append(("or", ("and", ("lit", a), ("lit", b)),
                                ("and", ("lit", c), rest)))
                if len(out) > 4 * MAX_RULES:
                    return out
        return out

    def conditional(self, P: int, N: int, k: int) -> list:
        """Every "if A then R1 else R2" of k literals in all, A one of the simplest one-feature
        literals, R1 and R2 formulas that fit the examples on each side of A."""
        out: list = []
        seen = set()
        for a in self.v.conditions:
            key = min(a, self.v.all ^ a)
            if key in seen:
                continue
            seen.add(key)
            P1, N1, P2, N2 = P & a, N & a, P & ~a, N & ~a
            if not (P1 and N1 and P2 and N2):   # one side constant: a plain AND/OR does it
                continue
            self._tick()
            for k1 in range(1, k - 1):
                then = self.search(P1, N1, k1)
                other = self.search(P2, N2, k - 1 - k1) if then else []
                out += [("if", ("lit", a), t, e) for t in then[:4] for e in other[:4]]
        return out


def _negate(tree, full: int):
    """The same formula for the complement: De Morgan, literals by their negated tables."""
    if tree[0] == "lit":
        return ("lit", full ^ tree[1])
    if tree[0] == "if":
        return ("if", tree[1], _negate(tree[2], full), _negate(tree[3], full))
    return ("or" if tree[0] == "and" else "and", _negate(tree[1], full), _negate(tree[2], full))


def _flatten(tree, op):
    if tree[0] == op:
        return _flatten(tree[1], op) + _flatten(tree[2], op)
    return [tree]


def _canonical(tree):
    if tree[0] == "lit":
        return tree
    if tree[0] == "if":
        return ("if", tuple(_canonical(t) for t in tree[1:]))
    parts = sorted((_canonical(t) for t in _flatten(tree, tree[0])), key=_unlimited_repr)
    return (tree[0], tuple(parts))


def _unlimited_repr(tree) -> str:
    """repr of a tree, whose truth tables are ints of one bit per example: from about 14,000
    examples their decimal form passes Python's 4,300-digit guard (sys.int_max_str_digits),
    which is lifted for this call only, so the order of the parts stays the one of repr."""
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        return repr(tree)
    finally:
        sys.set_int_max_str_digits(limit)


def _render(ctree, lits: dict, vocab, top=True):
    """(text, python, cpp, features, cost) of a canonical tree with chosen literals."""
    if ctree[0] == "lit":
        lit = lits[ctree[1]]
        return lit.text, lit.python, lit.cpp, set(lit.features), lit.cost
    op = ctree[0]
    parts = [_render(t, lits, vocab, False) for t in ctree[1]]
    feats = set().union(*(p[3] for p in parts))
    if op == "if":
        (a, ap, ac, _, _), (b, bp, bc, _, _), (c, cp, cc, _, _) = parts
        text = f"if {a} then {b} else {c}"
        cpp = None if None in (ac, bc, cc) else f"(({ac}) ? ({bc}) : ({cc}))"
        return (text if top else f"({text})", f"(({bp}) if ({ap}) else ({cp}))", cpp, feats,
                sum(p[4] for p in parts))
    text = f" {op} ".join(p[0] for p in parts)
    py = " {} ".format(op).join(f"({p[1]})" for p in parts)
    cpps = [p[2] for p in parts]
    cpp = None if None in cpps else (" && " if op == "and" else " || ").join(f"({c})" for c in cpps)
    if not top:
        text = f"({text})"
    return text, py, cpp, feats, sum(p[4] for p in parts)


def _leaves(ctree):
    if ctree[0] == "lit":
        return [ctree[1]]
    return [m for t in ctree[1] for m in _leaves(t)]


def _expand(ctree, vocab):
    """Each way of choosing a literal per truth table: (text, python, cpp, features, cost)."""
    masks = list(dict.fromkeys(_leaves(ctree)))
    out = []
    for choice in itertools.product(*(vocab.classes[m] for m in masks)):
        out.append(_render(ctree, dict(zip(masks, choice)), vocab))
    return out


def solve_bool(vocab: Vocabulary, P: int, N: int, max_size: int, deadline: float):
    """(size, [formula renderings]) of the smallest formulas, or (None, []) and whether the budget
    ran out."""
    search = BoolSearch(vocab, deadline)
    try:
        for k in range(1, max_size + 1):
            trees = search.search(P, N, k)
            if k >= 3:
                trees = trees + search.conditional(P, N, k)
            if k == 4:
                trees = trees + search.balanced(P, N)
            if trees:
                seen, out = set(), []
                for t in trees:
                    c = _canonical(t)
                    if c in seen:
                        continue
                    seen.add(c)
                    out += _expand(c, vocab)
                uniq = {}
                for r in out:
                    uniq.setdefault(r[0], r)
                ranked = sorted(uniq.values(), key=lambda r: (len(r[3]), r[4], len(r[0])))
                return k, ranked[:MAX_RULES], False
    except _Budget:
        return None, [], True
    return None, [], False


def _near_miss_bool(vocab: Vocabulary, P: int, N: int, max_size: int = 2,
                    deadline: float | None = None):
    """The literal or pair of literals with the fewest wrong examples: ((errors, size, rendering)
    or None, whether every pair was tried before the deadline)."""
    scored = []
    for m in vocab.masks:
        wrong = _popcount((m & N) | (P & ~m))
        scored.append((wrong, vocab.classes[m][0].rank(), m))
    scored.sort()
    best = None
    if scored:
        w, _, m = scored[0]
        best = (w, 1, ("lit", m))
    # pairs: each of the best single literals with every literal as its partner
    complete = True
    for _, _, a in (scored[:NEAR_MISS_SEEDS] if max_size >= 2 else []):
        if _past(deadline):
            complete = False
            break
        for b in vocab.masks:
            for op, mm in (("and", a & b), ("or", a | b)):
                w = _popcount((mm & N) | (P & ~mm))
                if w < best[0]:
                    best = (w, 2, (op, ("lit", a), ("lit", b)))
    if best is None:
        return None, complete
    return (best[0], best[1], _expand(_canonical(best[2]), vocab)[0]), complete


# ---------------------------------------------------------------- numbers

@dataclass
class _Expr:
    text: str
    python: str
    cpp: str | None
    features: tuple
    cost: int
    size: int
    values: list

    def rank(self):
        return (self.size, len(self.features), self.cost, len(self.text))


def _const(c: int, n: int) -> _Expr:
    return _Expr(str(c), str(c), f"{c}LL", (), 0, 1, [c] * n)


def _lin_text(terms, c):
    """a*f + b*g + c as text/python/cpp pieces."""
    text, py, cpp = [], [], []
    for a, f in terms:
        coef = "" if abs(a) == 1 else f"{abs(a)}·"
        sign = "-" if a < 0 else "+"
        name = f"({f.name})" if " " in f.name and a != 1 else f.name
        text.append((sign, f"{coef}{name}"))
        py.append((sign, f"{abs(a)} * {_ref(f)}" if abs(a) != 1 else _ref(f)))
        cpp.append((sign, None if f.cpp is None else
                    (f"{abs(a)} * {_cpp(f)}" if abs(a) != 1 else _cpp(f))))
    if c:
        text.append(("-" if c < 0 else "+", str(abs(c))))
        py.append(("-" if c < 0 else "+", str(abs(c))))
        cpp.append(("-" if c < 0 else "+", f"{abs(c)}LL"))

    def join(parts):
        if any(p is None for _, p in parts):
            return None
        s = ("-" if parts[0][0] == "-" else "") + parts[0][1]
        for sign, p in parts[1:]:
            s += f" {sign} {p}"
        return s
    return join(text), f"({join(py)})", (None if join(cpp) is None else f"({join(cpp)})")


def _linear(terms, c, n_values) -> _Expr:
    terms = sorted(terms, key=lambda t: t[0] < 0)      # "max - min", not "-min + max"
    text, py, cpp = _lin_text(terms, c)
    fs = tuple(f.name for _, f in terms)
    cost = sum(f.cost for _, f in terms) + sum(1 for a, _ in terms if abs(a) != 1) + (1 if c else 0)
    size = len(terms) + (1 if c else 0) + sum(1 for a, _ in terms if abs(a) != 1)
    return _Expr(text, py, cpp, fs, cost, size, n_values)


def _solve2_on(u, v, y):
    """(a, b, c) with a*u + b*v + c = y on three independent examples, if integral."""
    n = len(y)
    i = next((i for i in range(1, n) if (u[i] - u[0], v[i] - v[0]) != (0, 0)), None)
    if i is None:
        return None
    du, dv = u[i] - u[0], v[i] - v[0]
    j = next((j for j in range(i + 1, n)
              if du * (v[j] - v[0]) - dv * (u[j] - u[0]) != 0), None)
    if j is None:
        return None
    eu, ev = u[j] - u[0], v[j] - v[0]
    dy, ey = y[i] - y[0], y[j] - y[0]
    det = du * ev - dv * eu
    a, b = Fraction(dy * ev - dv * ey, det), Fraction(du * ey - dy * eu, det)
    if a.denominator != 1 or b.denominator != 1:
        return None
    a, b = int(a), int(b)
    return a, b, y[0] - a * u[0] - b * v[0]


class NumberSearch:
    def __init__(self, vocab: Vocabulary, y: list[int], deadline: float, piecewise: bool):
        self.v, self.y, self.deadline, self.piecewise = vocab, y, deadline, piecewise
        self.n = len(y)
        self._simple = None
        self._pairs = None          # _independent_pairs, made on the first need
        self.simple_cut = False     # the budget ran out while simple_exprs were made
        feats = []
        seen = set()
        for f, vec in vocab.features:
            if f.boolean:
                continue
            key = tuple(vec)
            if key in seen:
                continue
            seen.add(key)
            feats.append((f, vec))
        self.feats = feats

    def stages(self):
        y, n = self.y, self.n
        # 1: a constant, a feature
        s1 = []
        if len(set(y)) == 1:
            s1.append(_const(y[0], n))
        for f, vec in self.feats:
            if vec == y:
                s1.append(_linear([(1, f)], 0, vec))
        yield "a constant or a feature", s1
        # 2: a*f + c with small a
        s2 = []
        for f, vec in self.feats:
            self._tick_deadline()
            for a in (1, -1, 2, -2, 3, -3):
                c = y[0] - a * vec[0]
                if c == 0 and a == 1:
                    continue
                if all(yy - a * x == c for x, yy in zip(vec, y)):
                    s2.append(_linear([(a, f)], c, y))
        yield "a*f + c", s2
        if time.process_time() > self.deadline:
            raise _Budget()
        # 3: max/min of a feature and a constant or of two features, a*f + b*g + c
        s3 = []
        below = [(f, v) for f, v in self.feats if all(map(operator.le, v, y))]   # C speed
        above = [(f, v) for f, v in self.feats if all(map(operator.ge, v, y))]
        for group, name in ((below, "max"), (above, "min")):
            # a feature capped by a constant, min(f, c) (Sharti: 2^v2(r | c) up to the largest
            # square's side) or floored, max(f, c): c is the extreme result, and the feature
            # passes it somewhere (else the feature alone is the rule)
            c = max(y) if name == "min" else min(y)
            pick = min if name == "min" else max
            for f, v in group:
                if v != y and all(pick(x, c) == t for x, t in zip(v, y)):
                    fc = _cpp(f)
                    s3.append(_Expr(f"{name}({f.name}, {c})", f"{name}({_ref(f)}, {c})",
                                    None if fc is None else f"std::{name}<long long>({fc}, {c}LL)",
                                    (f.name,), f.cost + 1, 3, y))
            hits = [(f, _mask(map(operator.eq, v, y))) for f, v in group]
            for (f, mf), (g, mg) in itertools.combinations(hits, 2):
                if mf | mg == self.v.all:
                    fc, gc = _cpp(f), _cpp(g)
                    cpp = None if fc is None or gc is None else f"std::{name}({fc}, {gc})"
                    s3.append(_Expr(f"{name}({f.name}, {g.name})",
                                    f"{name}({_ref(f)}, {_ref(g)})", cpp, (f.name, g.name),
                                    f.cost + g.cost + 1, 3, y))
        # pairs of features for a*f + b*g + c: the features that are not functions of another;
        # and one number function of two coordinates, g = Omega(a) + Omega(b) (a row whose move
        # lowers both numbers' prime factors, UVa 11859), the simplest bases only (cost 1: the
        # coordinates), so the pairs stay few
        groups = [[(f, v) for f, v in self.feats if f.base is None and f.comparable]]
        by_template: dict = {}
        for f, v in self.feats:
            if f.base is not None and f.comparable and f.base.cost == 1:
                by_template.setdefault(f.name.replace(f"({f.base.name})", "({})"), []).append((f, v))
        for group in groups + list(by_template.values()):
            for (f, u), (g, v) in itertools.combinations(group, 2):
                self._tick_deadline()
                if not feats_pairable(f, g):
                    continue
                sol = _solve2_on(u, v, self.y)
                if sol is None:
                    continue
                a, b, c = sol
                if a and b and abs(a) <= 3 and abs(b) <= 3 and \
                        all(a * p + b * q + c == t for p, q, t in zip(u, v, y)):
                    s3.append(_linear([(a, f), (b, g)], c, y))
        yield "max/min of a feature and a constant or of two features, a*f + b*g + c", s3
        if self.piecewise:
            # the constant off one condition only where no simple pair fits: the rules found
            # before it came stay the same
            yield "if <literal> then e1 else e2", self._piecewise() or self._off_a_condition()
            yield ("if A then e1 else e2 with A of two literals, and if A1 then e1 else if A2 "
                   "then e2 else e3"), self._compound() + self._chains()
            yield "if A then e1 else e2 with e1, e2 each a*f + b*g + c", self._split_linear()

    def simple_exprs(self):
        """Constants, features and f + c, each with the mask of examples where it is right."""
        if self._simple is None:
            self._simple = self._simple_exprs()
        return self._simple

    def _simple_exprs(self):
        y, n = self.y, self.n
        exprs = []
        negative = min(y, default=0) < 0
        for c in sorted(set(y), key=lambda c: -y.count(c))[:12]:
            exprs.append(_const(c, n))
        for f, vec in self.feats:
            if _past(self.deadline):    # the near miss and the fallback from fewer features
                self.simple_cut = True
                break
            diffs = collections.Counter(map(operator.sub, y, vec))      # at C speed
            for c in sorted(diffs, key=lambda c: -diffs[c])[:2]:
                if abs(c) <= 3:
                    exprs.append(_linear([(1, f)], c, [a + c for a in vec]))
            if negative:        # values of both signs (a partizan game's numbers): -f + c too
                totals = collections.Counter(map(operator.add, y, vec))
                for c in sorted(totals, key=lambda c: -totals[c])[:2]:
                    if abs(c) <= 3:
                        exprs.append(_linear([(-1, f)], c, [c - a for a in vec]))
        out = []
        for e in exprs:
            m = _mask(a == b for a, b in zip(e.values, y))
            if m:
                out.append((e, m))
        return out

    def _covering_pairs(self):
        """Every ordered pair of simple expressions that are right, between them, on every
        example: the two values of "if A then e1 else e2"."""
        exprs = sorted(self.simple_exprs(), key=lambda em: -_popcount(em[1]))
        counts = [_popcount(m) for _, m in exprs]
        full = self.v.all
        for i, (e1, m1) in enumerate(exprs):
            if time.process_time() > self.deadline:
                raise _Budget()
            for j, (e2, m2) in enumerate(exprs):
                if counts[i] + counts[j] < self.n:
                    break
                if i != j and m1 | m2 == full:
                    yield e1, m1, e2, m2

    def _piecewise(self):
        found, seen = [], set()
        for e1, m1, e2, m2 in self._covering_pairs():
            self._pieces(e1, m1, e2, m2, found, seen)
        return found

    def _pieces(self, e1, m1, e2, m2, found, seen):
        """Every literal A with "if A then e1 else e2" right: A holds where e2 is wrong, and only
        where e1 is right."""
        full = self.v.all
        need = full & ~m2
        for m in self.v.masks:
            if m & need != need or m & ~m1 & full:
                continue
            key = frozenset(((m, e1.text), (full ^ m, e2.text)))
            if key in seen:
                continue
            seen.add(key)
            lit = self.v.classes[m][0]
            cpp = None if None in (lit.cpp, e1.cpp, e2.cpp) else \
                f"(({lit.cpp}) ? {e1.cpp} : {e2.cpp})"
            feats = tuple(dict.fromkeys(lit.features + e1.features + e2.features))
            found.append(_Expr(f"if {lit.text} then {e1.text} else {e2.text}",
                               f"({e1.python} if {lit.python} else {e2.python})", cpp, feats,
                               lit.cost + e1.cost + e2.cost, 1 + e1.size + e2.size, self.y))


    def _compound(self):
        """"if A then e1 else e2" where A takes two literals (A and B, A or B): A must hold
        wherever e2 is wrong and must not where e1 is wrong, a boolean problem of its own."""
        full, found, bools = self.v.all, [], BoolSearch(self.v, self.deadline)
        for e1, m1, e2, m2 in self._covering_pairs():
            for tree in bools.search(full & ~m2, full & ~m1, 2)[:MAX_ALTERNATES]:
                cond = _expand(_canonical(tree), self.v)[0]
                found.append(self._if(cond, e1, e2, 2))
        return found

    def _chains(self):
        """"if A1 then e1 else if A2 then e2 else e3", A1 and A2 literals: A1 holds wherever
        neither e2 nor e3 is right and only where e1 is; A2 then splits the rest the same way."""
        full, found, bools = self.v.all, [], BoolSearch(self.v, self.deadline)
        exprs = self.simple_exprs()
        # the last two values: constants, plain features and the values right most often
        ranked = sorted(exprs, key=lambda em: -_popcount(em[1]))
        inner = list({id(e): (e, m) for e, m in ranked[:MAX_LEAF_CHOICES] + [
            (e, m) for e, m in exprs if e.size == 1]}.values())
        for (e2, m2), (e3, m3) in itertools.permutations(inner, 2):
            self._tick_deadline()
            if m2 | m3 == full:       # one condition does it
                continue
            for e1, m1 in exprs:
                if m1 | m2 | m3 != full:
                    continue
                for first in bools.search(full & ~m2 & ~m3, full & ~m1, 1)[:MAX_ALTERNATES]:
                    rest = full & ~first[1]
                    for second in bools.search(rest & ~m3, rest & ~m2, 1)[:1]:
                        last = self._if(_expand(second, self.v)[0], e2, e3, 1)
                        found.append(self._if(_expand(first, self.v)[0], e1, last, 1))
        return found

    def _split_linear(self):
        """"if A then e1 else e2" where each side is fitted on its own examples alone by a*f + c
        or a*f + b*g + c (a score game that ends one way on an even length and another on an odd
        one: the total, and the total less twice the cheaper end). A is one of the first
        SPLIT_LITERALS conditions (the parity splits first, as for "if A then e1 else e2"), and
        each side has SPLIT_SIDE examples at least, so that three coefficients are never fitted
        to a handful of examples."""
        full, found = self.v.all, []
        tried = 0
        for m in self.v.conditions:
            if tried >= SPLIT_LITERALS:
                break
            if _popcount(m) < SPLIT_SIDE or _popcount(full ^ m) < SPLIT_SIDE:
                continue
            tried += 1
            e1 = self._fit_on(m)
            e2 = self._fit_on(full ^ m) if e1 is not None else None
            if e2 is not None:
                lit = self.v.classes[m][0]
                found.append(self._if((lit.text, lit.python, lit.cpp, lit.features, lit.cost),
                                      e1, e2, 1))
        return found

    def _off_a_condition(self):
        """"if A then e else c", c the most frequent value: e is fitted on the examples whose
        value is not c, and A is any literal that holds on all of them and only where e is
        right. A value that is 0 off some condition (a row worth its gap when its pieces face
        each other, else nothing) is one literal and a fit, tried with "if A then e1 else e2"
        of simple expressions, before the chains of conditions that fit anything."""
        counts = collections.Counter(self.y)
        c = max(counts, key=lambda v: (counts[v], -abs(v)))
        at_c = _mask(t == c for t in self.y)
        rest = self.v.all ^ at_c
        if _popcount(rest) < SPLIT_SIDE:
            return []
        e = self._fit_on(rest, values=True)
        if e is None:
            return []
        found: list = []
        self._pieces(e, _mask(a == b for a, b in zip(e.values, self.y)), _const(c, self.n),
                     at_c, found, set())
        return found

    def _fit_on(self, mask: int, values: bool = False) -> _Expr | None:
        """The simplest of a constant, a*f + c and a*f + b*g + c (|a|, |b| <= 3) right on every
        example of `mask` (its values elsewhere are not asked; with `values`, the expression's
        values on every example are its own, else they are said to be the labels)."""
        at = [i for i in range(self.n) if mask >> i & 1]
        y = [self.y[i] for i in at]
        if len(set(y)) == 1:
            return _const(y[0], self.n)
        pick = operator.itemgetter(*at)     # C speed; SPLIT_SIDE >= 2 examples, so a tuple
        first, second = at[0], at[1]
        for a in (1, -1, 2, -2, 3, -3):
            for f, vec in self.feats:
                c = y[0] - a * vec[first]
                # the second example first: most features fail there, before a pass over all
                if y[1] - a * vec[second] == c and \
                        all(t - a * x == c for x, t in zip(pick(vec), y)):
                    return _linear([(a, f)], c, [a * x + c for x in vec] if values else self.y)
        best = None
        picked: dict = {}
        for (f, whole_u), (g, whole_v) in self._independent_pairs():
            self._tick_deadline()
            u = picked.get(id(f)) or picked.setdefault(id(f), pick(whole_u))
            v = picked.get(id(g)) or picked.setdefault(id(g), pick(whole_v))
            sol = _solve2_on(u, v, y)
            if sol is None:
                continue
            a, b, c = sol
            if a and b and abs(a) <= 3 and abs(b) <= 3 and \
                    all(a * p + b * q + c == t for p, q, t in zip(u, v, y)):
                e = _linear([(a, f), (b, g)], c,
                            [a * p + b * q + c for p, q in zip(whole_u, whole_v)] if values
                            else self.y)
                if best is None or e.rank() < best.rank():
                    best = e
        return best

    def _independent_pairs(self) -> list:
        """The pairs of base features a*f + b*g + c is fitted with in _fit_on, without those
        where g is an affine function of f on every example: there it is so on every part of
        them too, and _solve2_on would find no solution on any part, after a pass over it."""
        if self._pairs is None:
            bases = [(f, v) for f, v in self.feats if f.base is None and f.comparable]
            self._pairs = []
            for (f, u), (g, v) in itertools.combinations(bases, 2):
                self._tick_deadline()
                if not feats_pairable(f, g):
                    continue
                if _solve2_on(u, v, u) is not None:     # any y: only the independence is asked
                    self._pairs.append(((f, u), (g, v)))
        return self._pairs

    def _tick_deadline(self):
        if time.process_time() > self.deadline:
            raise _Budget()

    def _if(self, cond, e1, e2, literals) -> _Expr:
        """The expression "if cond then e1 else e2"; cond is a rendering (text, python, cpp,
        features, cost) of `literals` literals."""
        text, py, cpp, feats, cost = cond
        ccpp = None if None in (cpp, e1.cpp, e2.cpp) else f"(({cpp}) ? {e1.cpp} : {e2.cpp})"
        if " and " in text or " or " in text:
            text = f"({text})"
        return _Expr(f"if {text} then {e1.text} else {e2.text}",
                     f"({e1.python} if ({py}) else {e2.python})", ccpp,
                     tuple(dict.fromkeys((*feats, *e1.features, *e2.features))),
                     cost + e1.cost + e2.cost, literals + e1.size + e2.size, self.y)


# ---------------------------------------------------------------- the miner

def _functions(features: list[Feature], names) -> dict:
    by_name = {f.name: f.fn for f in features}
    return {n: by_name[n] for n in names}


def _label_text(mode: str) -> str:
    return {"grundy": "grundy", "score": "score"}.get(mode, "value")


MINE_SAMPLE = 20_000    # positions mined at most at once; more: a sample, rules checked on all
SAMPLE_SMALLEST = 5_000  # ... the sample's smallest positions (where the structure shows first)
SAMPLE_ADD = 50          # counterexamples from all positions added to the sample per round


def mine(positions, labels, features: list[Feature], mode: str, *, max_size: int = 4,
         budget_seconds: float = 30.0, fallback: bool = True,
         values: dict | None = None) -> MineResult:
    """The simplest rules over `features` that give `labels` on every position (see the module
    doc). mode: "win" (bool labels), "outcome" (class strings), "grundy" or "score" (ints).
    Over MINE_SAMPLE positions, mine_sampled. values: a dict the caller keeps between searches
    on the same positions whose features of one name are one function (a second search over
    part of the first's vocabulary): the features' values computed by one are reused by the
    next, keyed by the examples mined."""
    if mode not in MODES:
        raise ValueError(f"mode {mode!r}: one of {', '.join(MODES)}")
    positions, labels = list(positions), list(labels)
    if len(positions) != len(labels) or not positions:
        raise ValueError("mine: give one label per position, and at least one position")
    if len(positions) > MINE_SAMPLE:
        return mine_sampled(positions, labels, features, mode, max_size, budget_seconds,
                            fallback, values)
    return _mine_all(positions, labels, features, mode, max_size, budget_seconds, fallback,
                     None if values is None else values.setdefault("all", {}))


def mine_sampled(positions, labels, features, mode, max_size, budget_seconds,
                 fallback, values: dict | None = None) -> MineResult:
    """Mining on a sample, every rule then checked on ALL positions. The vocabulary's truth
    tables cost every feature on every position, and each literal a pass over them: at 10^5
    positions of trees that alone was minutes. The sample is the SAMPLE_SMALLEST smallest
    positions and a seeded random rest; a rule that fails on a position outside it is not
    printed: the failures are added to the sample and the search runs again (CEGIS) while the
    budget lasts. A rule that fits every position fits the sample, so the simplest rules that
    hold on all are found the same way, only sooner; "no rule" on a sample is "no rule" on all.
    The result says how many positions were mined (`sampled`)."""
    import random
    deadline = time.process_time() + budget_seconds
    order = sorted(range(len(positions)), key=lambda i: size_key(positions[i]))
    chosen = order[:SAMPLE_SMALLEST]
    chosen += random.Random(1).sample(order[SAMPLE_SMALLEST:], MINE_SAMPLE - SAMPLE_SMALLEST)
    in_sample = set(chosen)
    columns: dict = {}      # feature name -> its value on every position, shared by the rules
    # the first sample is the same for every search on these positions: its feature values
    # are kept in `values`; a later round's sample (with counterexamples) is not kept, so
    # that the rounds do not hold a copy of the vocabulary each
    first = None if values is None else values.setdefault(("sample", len(positions)), {})
    while True:
        sub = [positions[i] for i in chosen]
        result = _mine_all(sub, [labels[i] for i in chosen], features, mode, max_size,
                           max(deadline - time.process_time(), 0.0), fallback,
                           first if len(chosen) == MINE_SAMPLE else None)
        result.sampled = len(chosen)
        result.examples_checked = len(positions)
        if not result.exact:
            break
        failed: dict = {}
        held = []
        outside = [i for i in range(len(positions)) if i not in in_sample]
        checked = 0
        for rule in result.rules:
            if _past(deadline):     # a rule not checked on every position is not claimed
                break
            bad = _failures(rule, positions, labels, outside, columns)
            (failed.update(dict.fromkeys(bad)) if bad else held.append(rule))
            checked += 1
        if checked < len(result.rules):
            result.exhausted = True
            result.searched += (f"; {len(result.rules) - checked} of the "
                                f"{len(result.rules)} rules that fit the sample not checked "
                                f"on all positions: the time budget ran out")
        if held:
            result.rules = held
            return result
        if _past(deadline):
            result = MineResult(mode, [], False, len(positions), result.searched,
                                exhausted=True)
            result.sampled = len(chosen)
            return result
        added = sorted(failed, key=lambda i: size_key(positions[i]))[:SAMPLE_ADD]
        chosen += added
        in_sample.update(added)
    # no rule fits the sample, so none fits all; the near miss and the fallback are counted
    # (and kept) on all positions
    if result.near_miss is not None:
        bad = verify(result.near_miss, positions, labels)
        result.near_miss.errors = len(bad)
        result.counterexamples = bad
    if result.fallback is not None and verify(result.fallback, positions, labels):
        result.fallback = None
    return result


def _failures(rule: Rule, positions, labels, at: list[int], columns: dict) -> list[int]:
    """The indices of `at` where the rule does not give the label (or its feature fails),
    each feature computed once per position for all the rules (`columns`)."""
    for name, fn in rule._functions.items():
        if name not in columns:
            def value(p, fn=fn):
                try:
                    return fn(p)
                except Exception:   # a user's feature too: the position joins the sample,
                    return _UNDEFINED   # where its error is named (Feature.values)
            columns[name] = list(map(value, positions))
    return _wrong_at(rule, columns, labels, at)


def _wrong_at(rule: Rule, columns: dict, labels, at) -> list[int]:
    """The indices of `at` where the rule's expression, over the features' values in `columns`,
    does not give the label (or cannot be evaluated). It is evaluated once per distinct pair
    (its features' values, label): far fewer than the positions when its features take few
    values, as contest features do."""
    names = list(rule._functions)
    keys = list(zip(*(columns[name] for name in names))) if names else [()] * len(labels)
    env = {"__builtins__": {}, "max": max, "min": min}
    wrong: dict = {}
    for key, want in set(zip(map(keys.__getitem__, at), map(labels.__getitem__, at))):
        try:
            wrong[key, want] = _UNDEFINED in key or \
                eval(rule._code, env, {"F": dict(zip(names, key))}) != want
        except (ArithmeticError, IndexError, ValueError, TypeError):
            wrong[key, want] = True
    return [i for i in at if wrong[keys[i], labels[i]]]


_UNDEFINED = object()   # a feature that fails on a position: no rule over it holds there


def _mine_all(positions, labels, features: list[Feature], mode: str, max_size: int,
              budget_seconds: float, fallback: bool, cache: dict | None = None) -> MineResult:
    deadline = time.process_time() + budget_seconds
    vocab = Vocabulary(positions, features, deadline, cache)
    if mode == "win":
        labels = [bool(x) for x in labels]
        result = _mine_win(vocab, features, positions, labels, max_size, deadline, fallback)
    elif mode == "outcome":
        result = _mine_outcome(vocab, features, positions, labels, max_size, deadline, fallback)
    else:
        labels = [int(x) for x in labels]
        result = _mine_number(vocab, features, positions, labels, mode, deadline, fallback)
    if vocab.cut:           # searched on part of the vocabulary: no "none" claimed on the whole
        result.exhausted = True
        result.searched += f"; {vocab.cut}"
    return _confirmed(result, vocab, labels)


def _confirmed(result: MineResult, vocab: Vocabulary, labels) -> MineResult:
    """Every claimed rule (and the fallback) evaluated again, through its own Python expression,
    on every example: a rule that fails anywhere is dropped, never claimed."""
    columns = {f.name: vec for f, vec in vocab.features}

    def holds(rule: Rule) -> bool:
        return not _wrong_at(rule, columns, labels, range(len(labels)))
    result.rules = [r for r in result.rules if holds(r)]
    if result.exact and not result.rules:
        result.exact = False
    if result.fallback is not None and not holds(result.fallback):
        result.fallback = None
    return result


def _rule(r, mode, size, features, head=None, errors=0, kind="formula", leaves=0) -> Rule:
    text, py, cpp, feats, cost = r
    return Rule(head(text) if head else text, py, cpp, tuple(sorted(feats)), size, mode, cost,
                kind=kind, leaves=leaves, errors=errors, _functions=_functions(features, feats))


def _mine_win(vocab, features, positions, labels, max_size, deadline, fallback):
    n = len(labels)
    P = _mask(labels)
    N = vocab.all & ~P
    searched = f"boolean rules of up to {max_size} literals over {len(features)} features"
    if P == 0 or N == 0:
        always = labels[0]
        r = Rule(f"first {'always wins' if always else 'never wins'}", repr(always),
                 "true" if always else "false", (), 0, "win", 0)
        return MineResult("win", [r], True, n, searched)
    head = lambda t: f"first wins iff {t}"
    size, found, exhausted = solve_bool(vocab, P, N, max_size, deadline)
    if size is not None:
        rules = [_rule(r, "win", size, features, head) for r in found]
        return MineResult("win", _simplest(rules), True, n, searched)
    result = MineResult("win", [], False, n, searched, exhausted=exhausted)
    near, complete = _near_miss_bool(vocab, P, N, max_size, deadline)
    if not complete:
        result.searched += NEAR_MISS_CUT
    if near is not None and near[0] == 0:
        # the budget stopped the search by size before it, but the near-miss search met a rule
        # that fits every position: it is a rule (checked further like any), not a near miss
        return MineResult("win", [_rule(near[2], "win", near[1], features, head)], True, n,
                          result.searched, exhausted=exhausted)
    commonest = _popcount(P) >= _popcount(N)
    if near is not None and near[0] < min(_popcount(P), _popcount(N)):
        errors, nsize, r = near
        result.near_miss = _rule(r, "win", nsize, features, head, errors=errors)
    else:
        result.near_miss = Rule(f"first {'always wins' if commonest else 'never wins'}",
                                repr(commonest), "true" if commonest else "false", (), 0, "win",
                                0, errors=min(_popcount(P), _popcount(N)))
    result.counterexamples = verify(result.near_miss, positions, labels)[:5]
    if fallback:
        result.fallback = _within(result, lambda: _decision_list(
            vocab, features, labels, "win", deadline=deadline))
    return result


def _mine_outcome(vocab, features, positions, labels, max_size, deadline, fallback):
    n = len(labels)
    classes = sorted(set(labels))
    searched = f"one boolean rule per outcome, each of up to {max_size} literals"
    if len(classes) == 1:
        c = classes[0]
        r = Rule(f"always {c}", repr(c), f"'{c}'", (), 0, "outcome", 0)
        return MineResult("outcome", [r], True, n, searched)
    masks = {c: _mask(x == c for x in labels) for c in classes}
    best = None         # ((total size, cost), steps)
    near = None         # (errors, rule)
    exhausted = near_cut = False
    for order in itertools.permutations(classes):
        if _past(deadline):        # orders not tried: no "none" claimed for them
            exhausted = True
            break
        *steps, default = order
        care, parts, total, exact = vocab.all, [], 0, True
        for c in steps:
            P = masks[c] & care
            N = care & ~masks[c]
            size, found, ex = solve_bool(vocab, P, N, max_size, deadline) if exact \
                else (None, [], False)
            exhausted |= ex
            if size is not None:
                parts.append((c, found[:3]))
                total += size
                care = N
                continue
            exact = False
            miss, complete = _near_miss_bool(vocab, P, N, max_size, deadline)
            near_cut |= not complete
            if miss is None:
                break
            parts.append((c, [miss[2]]))
            total += miss[1]
            care &= ~_mask_of(miss[2], vocab)
        if len(parts) < len(steps):
            continue
        if exact:
            cost = sum(found[0][4] for _, found in parts)
            if best is None or (total, cost) < best[0]:
                best = ((total, cost), parts, default, total)
        elif best is None:
            r = _outcome_rule([f[0] for _, f in parts], steps, default, total, features)
            r.errors = len(verify(r, positions, labels))
            if near is None or r.errors < near.errors:
                near = r
    if best is not None:
        _, parts, default, total = best
        rules = []
        for choice in itertools.product(*(found for _, found in parts)):
            rules.append(_outcome_rule(choice, [c for c, _ in parts], default, total, features))
        # an order the budget cut might have given a smaller rule: said in the summary
        return MineResult("outcome", _simplest(rules), True, n, searched, exhausted=exhausted)
    result = MineResult("outcome", [], False, n, searched + NEAR_MISS_CUT * near_cut,
                        exhausted=exhausted)
    commonest = max(classes, key=lambda c: _popcount(masks[c]))
    if near is None or near.errors >= n - _popcount(masks[commonest]):
        near = Rule(f"always {commonest}", repr(commonest), f"'{commonest}'", (), 0, "outcome",
                    0, errors=n - _popcount(masks[commonest]))
    result.near_miss = near
    result.counterexamples = verify(near, positions, labels)[:5]
    if fallback:
        result.fallback = _within(result, lambda: _decision_list(
            vocab, features, labels, "outcome", deadline=deadline))
    return result


def _simplest(rules: list[Rule]) -> list[Rule]:
    """The equally simple rules: fewest literals, then fewest features; ranked by cost."""
    rules = sorted(rules, key=lambda r: (r.size, len(r.features), r.cost, len(r.text)))
    best = (rules[0].size, len(rules[0].features))
    uniq: dict = {}
    for r in rules:
        if (r.size, len(r.features)) == best:
            uniq.setdefault(r.text, r)
    return list(uniq.values())[:MAX_RULES]


def _mask_of(rendering, vocab) -> int:
    """Truth table of a rendered rule, recomputed from its python expression."""
    code = compile(rendering[1], "<rule>", "eval")
    names = list(rendering[3])
    vecs = {f.name: vec for f, vec in vocab.features if f.name in names}
    flags = []
    for i in range(vocab.count):
        values = {nm: vecs[nm][i] for nm in names}
        flags.append(bool(eval(code, {"__builtins__": {}}, {"F": values})))
    return _mask(flags)


def _outcome_rule(choice, steps, default, size, features) -> Rule:
    # read in order: a later outcome's condition applies only where the earlier ones failed
    text = "; else ".join(f"{c} if {r[0]}" for c, r in zip(steps, choice)) + f"; else {default}"
    py = "".join(f"{c!r} if ({r[1]}) else " for c, r in zip(steps, choice)) + repr(default)
    cpps = [r[2] for r in choice]
    cpp = None if None in cpps else \
        "(" + "".join(f"({x}) ? '{c}' : " for c, x in zip(steps, cpps)) + f"'{default}')"
    feats = set().union(*(r[3] for r in choice))
    return Rule(text, py, cpp, tuple(sorted(feats)), size, "outcome", sum(r[4] for r in choice),
                _functions=_functions(features, feats))


def _mine_number(vocab, features, positions, labels, mode, deadline, fallback):
    n = len(labels)
    search = NumberSearch(vocab, labels, deadline, piecewise=True)
    head = lambda t: f"{_label_text(mode)} = {t}"
    done, exhausted = [], False
    try:
        for what, exprs in search.stages():
            done.append(what)
            if exprs:
                exprs.sort(key=_Expr.rank)
                uniq = {}
                for e in exprs:
                    uniq.setdefault(e.text, e)
                rules = [Rule(head(e.text), e.python, e.cpp, tuple(sorted(e.features)), e.size,
                              mode, e.cost, _functions=_functions(features, e.features))
                         for e in uniq.values()]
                return MineResult(mode, _simplest(rules), True, n, "; ".join(done))
    except _Budget:
        exhausted = True
    result = MineResult(mode, [], False, n, "formulas: " + "; ".join(done), exhausted=exhausted)
    exprs = search.simple_exprs()
    if search.simple_cut:
        result.searched += "; the near miss from some features only: the time budget ran out"
    if exprs:
        e, m = max(exprs, key=lambda em: (_popcount(em[1]), [-x for x in em[0].rank()]))
        r = Rule(head(e.text), e.python, e.cpp, tuple(sorted(e.features)), e.size, mode, e.cost,
                 errors=n - _popcount(m), _functions=_functions(features, e.features))
        result.near_miss = r
        result.counterexamples = verify(r, positions, labels)[:5]
    if fallback:
        result.fallback = _within(result, lambda: _decision_list(
            vocab, features, labels, mode, search, deadline))
    return result


# ---------------------------------------------------------------- fallback

MAX_LIST = 6
NEAR_MISS_CUT = "; the near miss's pairs of literals not all tried: the time budget ran out"
FALLBACK_CUT = "; no fallback searched: the time budget ran out"


def _within(result: MineResult, find_fallback):
    """The fallback, or None; one the budget stopped is said, not taken for none that fits."""
    try:
        return find_fallback()
    except _Budget:
        result.searched += FALLBACK_CUT
        return None
MAX_LEAF_CHOICES = 12   # values tried per step: those right on the most remaining examples


def _decision_list(vocab, features, labels, mode, search: NumberSearch | None = None,
                   deadline: float | None = None):
    """Greedy decision list "if A1 then v1; else if A2 then v2; ...; else v": each step takes the
    literal and value that settle the most remaining examples. Only returned if it fits all;
    _Budget once the deadline has passed."""
    n = len(labels)
    if search is not None:
        leaves = search.simple_exprs()
    else:
        leaves = []
        for c in sorted(set(labels), key=repr):
            m = _mask(x == c for x in labels)
            text = {True: "first wins", False: "first loses"}.get(c, str(c)) \
                if mode == "win" else str(c)
            cpp = ("true" if c else "false") if mode == "win" else f"'{c}'"
            leaves.append((_Expr(text, repr(c), cpp, (), 0, 1, []), m))
    rem = vocab.all
    steps = []
    while True:
        for e, m in leaves:
            if rem & ~m == 0:
                return _list_rule(steps, e, mode, features, n)
        if len(steps) >= MAX_LIST:
            return None
        if _past(deadline):
            raise _Budget()
        best = None
        ranked = sorted(leaves, key=lambda em: -_popcount(em[1] & rem))[:MAX_LEAF_CHOICES]
        for e, m in ranked:
            wrong = rem & ~m
            for lm in vocab.masks:
                if lm & wrong == 0:
                    gain = _popcount(lm & rem)
                    if gain and (best is None or gain > best[0]):
                        best = (gain, lm, e)
        if best is None:
            return None
        _, lm, e = best
        steps.append((vocab.classes[lm][0], e))
        rem &= ~lm


def _list_rule(steps, default, mode, features, n) -> Rule:
    text = "; ".join(f"if {lit.text}: {e.text}" for lit, e in steps) + f"; else {default.text}"
    py = "".join(f"({e.python}) if ({lit.python}) else " for lit, e in steps) + \
        f"({default.python})"
    cpps = [lit.cpp for lit, _ in steps] + [e.cpp for _, e in steps] + [default.cpp]
    cpp = None if None in cpps else "(" + "".join(
        f"({lit.cpp}) ? {e.cpp} : " for lit, e in steps) + f"{default.cpp})"
    feats = set(default.features)
    for lit, e in steps:
        feats |= set(lit.features) | set(e.features)
    cost = sum(lit.cost + e.cost for lit, e in steps) + default.cost
    return Rule(text, py, cpp, tuple(sorted(feats)), len(steps) + 1, mode, cost,
                kind="decision list", leaves=len(steps) + 1, _functions=_functions(features, feats))
