"""The miner's vocabulary: features of a position, chosen by the shape's kind
(docs/explore-miner.md).

A Feature is a name that reads well inside a rule ("max", "sum - max", "v2(n)"), a Python function
of the position, a cost (its simplicity rank: 1 = simplest) and a C++ expression over the position
as C++ sees it (`a`, a `const std::vector<long long>&`, for numbers, multisets and sequences; `n`,
a `long long`, for a single number; `s`, a `const std::string&`, for strings; None for shapes with
no agreed C++ type yet). Derived features (parity, mod k, is prime, 2-adic valuation, ...) apply a
number function to ONE base feature, one level deep only, so the vocabulary stays linear in size.

Users add features in the game file: a dict name -> function of the position (or name -> (function,
C++ expression)); they get cost 1 and are derived from like the built-in ones.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable

from .numbers import (NUMBER_FUNCTIONS, inv_triangular, is_pow2, is_prime, is_square,  # noqa: F401
                      isqrt, log2_floor, omega, prime_index_of_spf, spf, v2)
from .numbers import CPP as NUMBER_CPP
from .numbers import CPP_HEADERS as NUMBER_HEADERS

CPP_HEADERS = tuple(sorted({"<algorithm>", "<map>", "<numeric>", "<string>", "<vector>",
                            *NUMBER_HEADERS}))


@dataclass(frozen=True)
class Feature:
    name: str
    fn: Callable          # position -> int (or bool)
    cost: int
    cpp: str | None       # C++ expression of the same value, or None
    boolean: bool = False
    derivable: bool = True   # number functions may be applied to it
    comparable: bool = True  # may be compared with other features (f < g, 2f <= g)
    base: "Feature | None" = None   # for derived features: the feature they apply to
    op: Callable | None = None       # ... and the number function (value -> value)

    def values(self, positions, cache: dict) -> list:
        """The feature on every position; derived ones reuse their base's values from cache."""
        got = cache.get(self.name)
        if got is None:
            if self.base is not None and self.op is not None:
                # once per distinct value: a base takes few values on many positions
                base = self.base.values(positions, cache)
                table = {v: self.op(v) for v in set(base)}
                got = list(map(table.__getitem__, base))
            else:
                got = [int(self.at(p)) for p in positions]
            cache[self.name] = got
        return got

    def at(self, p):
        """The feature on one position; a failure (a user's feature) is one line saying where."""
        try:
            return self.fn(p)
        except Exception as err:
            raise ValueError(f"feature {self.name!r} failed on position {p!r}: "
                             f"{type(err).__name__}: {err}") from None


# ---- number functions: explore/numbers.py (exact on all of long long, in Python and C++) ----

MODULI = (2, 3, 4, 5, 6)
MODULI_ONE_NUMBER = tuple(range(2, 13))     # a game on one number n: periods up to 12


def derived(base: Feature, moduli=MODULI) -> list[Feature]:
    """The number functions of one base feature (not applied again to their own results)."""
    out = []
    for k in moduli:
        op = (lambda k: lambda v: v % k)(k)
        fn = (lambda f, op: lambda p: op(int(f(p))))(base.fn, op)
        cpp = None if base.cpp is None else f"((({base.cpp}) % {k} + {k}) % {k})"
        out.append(Feature(f"{base.name} mod {k}", fn,
                           base.cost + (1 if k == 2 else 2 if k <= 6 else 3), cpp,
                           derivable=False, comparable=False, base=base, op=op))
    for template, op, extra, key, boolean in NUMBER_FUNCTIONS:
        fn = (lambda f, op: lambda p: op(int(f(p))))(base.fn, op)
        cpp = None if base.cpp is None else f"({NUMBER_CPP[key]})({base.cpp})"
        out.append(Feature(template.format(base.name), fn, base.cost + extra, cpp,
                           boolean=boolean, derivable=False, comparable=not boolean,
                           base=base, op=(lambda op: lambda v: int(op(v)))(op)))
    return out


# ---- sequences, multisets and tuples: positions are tuples of ints ----

def _run_from_start(a, pred) -> int:
    k = 0
    while k < len(a) and pred(a[k]):
        k += 1
    return k


def _first_not_one(a) -> int:
    return _run_from_start(a, lambda v: v == 1)


def _mex(a, start: int = 0) -> int:
    """The smallest whole number >= start that is not among the values."""
    present, m = set(a), start
    while m in present:
        m += 1
    return m


def _rising_run(a) -> int:
    """Length of the longest strictly increasing run at the start of a."""
    k = 1 if len(a) else 0
    while k < len(a) and a[k] > a[k - 1]:
        k += 1
    return k


def _cpp_mex(start: int) -> str:
    return _cpp_sorted(f"long long m = {start}; for (long long v : b) if (v == m) ++m; return m;")


def _cpp_rising(reverse: bool) -> str:
    at = (lambda i: f"a[a.size() - 1 - ({i})]") if reverse else (lambda i: f"a[{i}]")
    return (f"[&] {{ std::size_t k = a.empty() ? 0 : 1; while (k < a.size() && {at('k')} > "
            f"{at('k - 1')}) ++k; return (long long)k; }}()")


def _odd_multiplicities(a) -> int:
    return sum(1 for c in Counter(a).values() if c % 2)


def _xor(a) -> int:
    r = 0
    for v in a:
        r ^= v
    return r


def _kth_largest(k):
    return lambda a: sorted(a, reverse=True)[k - 1] if len(a) >= k else 0


def _kth_smallest(k):
    return lambda a: sorted(a)[k - 1] if len(a) >= k else 0


_V = "a"   # the C++ name of a tuple position
_CPP_MIN = f"({_V}.empty() ? 0LL : *std::min_element({_V}.begin(), {_V}.end()))"
_CPP_MAX = f"({_V}.empty() ? 0LL : *std::max_element({_V}.begin(), {_V}.end()))"
_CPP_SUM = f"std::accumulate({_V}.begin(), {_V}.end(), 0LL)"
_CPP_LEN = f"(long long){_V}.size()"


def _cpp_run(cond: str, reverse: bool = False) -> str:
    """Length of the run from the start (or end) of a where cond(v, first) holds."""
    at = "a[a.size() - 1 - k]" if reverse else "a[k]"
    first = "a[a.size() - 1]" if reverse else "a[0]"
    cond = cond.replace("FIRST", first)
    return (f"[&] {{ std::size_t k = 0; while (k < a.size() && ({cond.replace('V', at)})) ++k; "
            f"return (long long)k; }}()")


def _cpp_sorted(expr: str) -> str:
    return (f"[&] {{ std::vector<long long> b(a); std::sort(b.begin(), b.end()); {expr} }}()")


def tuple_features(positions) -> list[Feature]:
    """Features of multisets, sequences and variable-length tuples."""
    F = Feature
    fs = [
        F("length", len, 1, _CPP_LEN),
        F("sum", sum, 1, _CPP_SUM),
        F("min", lambda a: min(a) if a else 0, 1, _CPP_MIN),
        F("max", lambda a: max(a) if a else 0, 1, _CPP_MAX),
        F("sum - max", lambda a: sum(a) - (max(a) if a else 0), 2, f"({_CPP_SUM} - {_CPP_MAX})"),
        F("count(min)", lambda a: a.count(min(a)) if a else 0, 2,
          f"(long long)std::count(a.begin(), a.end(), {_CPP_MIN})"),
        F("count(max)", lambda a: a.count(max(a)) if a else 0, 2,
          f"(long long)std::count(a.begin(), a.end(), {_CPP_MAX})"),
        F("distinct", lambda a: len(set(a)), 2,
          _cpp_sorted("return (long long)(std::unique(b.begin(), b.end()) - b.begin());")),
        F("max count", lambda a: max(Counter(a).values()) if a else 0, 2,
          "[&] { std::map<long long, long long> c; long long r = 0; for (long long v : a) "
          "r = std::max(r, ++c[v]); return r; }()"),
        F("#values with odd count", _odd_multiplicities, 2,
          "[&] { std::map<long long, long long> c; for (long long v : a) ++c[v]; long long r = 0; "
          "for (const auto& kv : c) r += kv.second % 2; return r; }()"),
        F("xor", _xor, 2, "[&] { long long r = 0; for (long long v : a) r ^= v; return r; }()"),
        F("#odd", lambda a: sum(1 for v in a if v % 2), 2,
          "(long long)std::count_if(a.begin(), a.end(), [](long long v) { return v % 2 != 0; })"),
        F("#ones", lambda a: a.count(1), 2, "(long long)std::count(a.begin(), a.end(), 1LL)"),
        F("leading run", lambda a: _run_from_start(a, lambda v: v == a[0]), 3,
          _cpp_run("V == FIRST")),
        F("trailing run", lambda a: _run_from_start(a[::-1], lambda v: v == a[-1]), 3,
          _cpp_run("V == FIRST", reverse=True)),
        F("first index not 1", _first_not_one, 3, _cpp_run("V == 1")),
        F("trailing ones", lambda a: _first_not_one(a[::-1]), 3, _cpp_run("V == 1", reverse=True)),
        F("index of min", lambda a: a.index(min(a)) if a else 0, 3,
          "(long long)(std::min_element(a.begin(), a.end()) - a.begin())"),
        F("ends equal", lambda a: len(a) > 0 and a[0] == a[-1], 2,
          "(!a.empty() && a[0] == a[a.size() - 1])", boolean=True, derivable=False,
          comparable=False),
        F("palindrome", lambda a: tuple(a) == tuple(a[::-1]), 2,
          "std::equal(a.begin(), a.end(), a.rbegin())", boolean=True, derivable=False,
          comparable=False),
        F("2nd largest", _kth_largest(2), 3,
          _cpp_sorted("return b.size() >= 2 ? b[b.size() - 2] : 0LL;")),
        F("3rd largest", _kth_largest(3), 3,
          _cpp_sorted("return b.size() >= 3 ? b[b.size() - 3] : 0LL;")),
        F("2nd smallest", _kth_smallest(2), 3, _cpp_sorted("return b.size() >= 2 ? b[1] : 0LL;")),
        F("sum of odd places from the largest", lambda a: sum(sorted(a, reverse=True)[0::2]), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < b.size(); ++i) "
                      "if ((b.size() - 1 - i) % 2 == 0) r += b[i]; return r;")),
        F("sum of even places from the largest", lambda a: sum(sorted(a, reverse=True)[1::2]), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < b.size(); ++i) "
                      "if ((b.size() - 1 - i) % 2 == 1) r += b[i]; return r;")),
        F("mex", _mex, 2, _cpp_mex(0)),
        F("mex from 1", lambda a: _mex(a, 1), 2, _cpp_mex(1)),
        F("rising run", _rising_run, 3, _cpp_rising(False)),
        F("rising run from the end", lambda a: _rising_run(a[::-1]), 3, _cpp_rising(True)),
        F("sum of odd positions", lambda a: sum(a[0::2]), 3,
          "[&] { long long r = 0; for (std::size_t i = 0; i < a.size(); i += 2) r += a[i]; "
          "return r; }()"),
        F("sum of even positions", lambda a: sum(a[1::2]), 3,
          "[&] { long long r = 0; for (std::size_t i = 1; i < a.size(); i += 2) r += a[i]; "
          "return r; }()"),
    ]
    lengths = {len(p) for p in positions}
    if len(lengths) == 1 and 0 < next(iter(lengths)) <= 4:
        fs += element_features(next(iter(lengths)), [f"a{i + 1}" for i in range(4)], cost=2)
    return fs


def element_features(k: int, names, cost: int = 1) -> list[Feature]:
    """Each coordinate of a fixed-length tuple by name, and |x - y| for pairs."""
    # total on other lengths too (0 where missing): rules are re-checked on larger positions
    fs = [Feature(names[i], (lambda i: lambda a: a[i] if i < len(a) else 0)(i), cost,
                  f"(a.size() > {i} ? a[{i}] : 0LL)") for i in range(k)]
    if k == 2:
        x, y = names[0], names[1]
        fs.append(Feature(f"|{x} - {y}|", lambda a: abs(a[0] - a[1]) if len(a) >= 2 else 0,
                          cost + 1, "(a.size() >= 2 ? std::llabs(a[0] - a[1]) : 0LL)"))
    return fs


def number_features(positions, names) -> list[Feature]:
    """Features of a tuple of k named whole numbers."""
    k = len(positions[0]) if positions else 1
    if k == 1:
        name = names[0] if names else "n"
        return [Feature(name, lambda a: a[0], 1, "n")]
    names = list(names or ("x", "y", "z", "w")[:k]) + [f"x{i}" for i in range(k)]
    fs = element_features(k, names)
    if k >= 3:
        fs += [Feature("sum", sum, 1, _CPP_SUM), Feature("min", min, 1, _CPP_MIN),
               Feature("max", max, 1, _CPP_MAX)]
    else:
        fs += [Feature("min", min, 2, _CPP_MIN), Feature("max", max, 2, _CPP_MAX)]
    if k <= 3:
        for i in range(k):
            for j in range(k):
                if i == j:
                    continue
                x, y = names[i], names[j]
                if i < j:
                    fs.append(Feature(f"{x} + {y}", (lambda i, j: lambda a: a[i] + a[j])(i, j), 2,
                                      f"(a[{i}] + a[{j}])"))
                if all(p[j] > 0 for p in positions):
                    # x // y and x % y, taken as 0 and x where y = 0 (C++ agrees for x, y >= 0)
                    fs.append(Feature(f"{x} // {y}", (lambda i, j: lambda a: a[i] // a[j]
                                                      if a[j] else 0)(i, j),
                                      3, f"(a[{j}] != 0 ? a[{i}] / a[{j}] : 0LL)",
                                      derivable=False))
                    fs.append(Feature(f"{x} % {y}", (lambda i, j: lambda a: a[i] % a[j]
                                                     if a[j] else a[i])(i, j),
                                      3, f"(a[{j}] != 0 ? a[{i}] % a[{j}] : a[{i}])",
                                      derivable=False))
                if all(p[j] >= 0 for p in positions):
                    # x mod (y + 1): take 1..y stones (Bachet), and 1, 2 or y cells (1-2-K)
                    fs.append(Feature(f"{x} % ({y} + 1)", (lambda i, j: lambda a: a[i] % (a[j] + 1)
                                                           if a[j] >= 0 else a[i])(i, j),
                                      3, f"(a[{j}] >= 0 ? a[{i}] % (a[{j}] + 1) : a[{i}])"))
    return fs


# ---- strings ----

def string_features(positions, alphabet: str | None) -> list[Feature]:
    letters = sorted(set(alphabet or "") | {c for s in positions for c in s})
    F = Feature
    runs = "[&] { long long r = 0; for (std::size_t i = 0; i < s.size(); ++i) " \
           "r += (i == 0 || s[i] != s[i - 1]) ? 1 : 0; return r; }()"
    fs = [
        F("length", len, 1, "(long long)s.size()"),
        F("runs", lambda s: sum(1 for i in range(len(s)) if i == 0 or s[i] != s[i - 1]), 2, runs),
        F("ends equal", lambda s: len(s) > 0 and s[0] == s[-1], 2,
          "(!s.empty() && s[0] == s[s.size() - 1])", boolean=True, derivable=False,
          comparable=False),
        F("palindrome", lambda s: s == s[::-1], 2, "std::equal(s.begin(), s.end(), s.rbegin())",
          boolean=True, derivable=False, comparable=False),
        F("leading run", lambda s: len(s) - len(s.lstrip(s[0])) if s else 0, 3,
          "[&] { std::size_t k = 0; while (k < s.size() && s[k] == s[0]) ++k; "
          "return (long long)k; }()"),
        F("trailing run", lambda s: len(s) - len(s.rstrip(s[-1])) if s else 0, 3,
          "[&] { std::size_t k = 0; while (k < s.size() && s[s.size() - 1 - k] == s[s.size() - 1])"
          " ++k; return (long long)k; }()"),
    ]
    if len(letters) >= 2:       # the scarcest and the commonest letter: min(#0, #1)
        counts = ", ".join(f"#{c}" for c in letters)
        cpp = ", ".join("(long long)std::count(s.begin(), s.end(), '{}')".format(
            c.replace("\\", "\\\\").replace("'", "\\'")) for c in letters)
        fs.append(F(f"min({counts})", lambda s: min(s.count(c) for c in letters), 2,
                    f"std::min({{{cpp}}})"))
        fs.append(F(f"max({counts})", lambda s: max(s.count(c) for c in letters), 2,
                    f"std::max({{{cpp}}})"))
    for c in letters:
        q = c.replace("\\", "\\\\").replace("'", "\\'")
        fs.append(F(f"#{c}", (lambda c: lambda s: s.count(c))(c), 1,
                    f"(long long)std::count(s.begin(), s.end(), '{q}')"))
        fs.append(F(f"leading {c}s", (lambda c: lambda s: len(s) - len(s.lstrip(c)))(c), 3,
                    f"[&] {{ std::size_t k = 0; while (k < s.size() && s[k] == '{q}') ++k; "
                    f"return (long long)k; }}()"))
        fs.append(F(f"trailing {c}s", (lambda c: lambda s: len(s) - len(s.rstrip(c)))(c), 3,
                    f"[&] {{ std::size_t k = 0; while (k < s.size() && s[s.size() - 1 - k] == "
                    f"'{q}') ++k; return (long long)k; }}()"))
    return fs


# ---- sets, grids, graphs (no agreed C++ type yet: cpp None) ----

def set_features() -> list[Feature]:
    F = Feature
    return [F("size", len, 1, None), F("min", lambda s: min(s) if s else -1, 1, None),
            F("max", lambda s: max(s) if s else -1, 1, None), F("sum", sum, 1, None)]


def grid_features(positions) -> list[Feature]:
    letters = sorted({c for g in positions for row in g for c in row})
    F = Feature
    fs = [F("rows", len, 1, None), F("columns", lambda g: len(g[0]) if g else 0, 1, None),
          F("cells", lambda g: sum(len(r) for r in g), 1, None)]
    for c in letters:
        fs.append(F(f"#{c}", (lambda c: lambda g: sum(r.count(c) for r in g))(c), 1, None))
        # lines holding nothing but c: the free rows and columns of a grid
        fs.append(F(f"rows of {c}s only", (lambda c: lambda g: sum(
            1 for r in g if r.count(c) == len(r)))(c), 2, None, derivable=False,
            comparable=False))
        fs.append(F(f"columns of {c}s only", (lambda c: lambda g: sum(
            1 for j in range(len(g[0]) if g else 0) if all(r[j] == c for r in g)))(c), 2, None,
            derivable=False, comparable=False))
        fs.append(F(f"min(rows, columns of {c}s only)", (lambda c: lambda g: min(
            sum(1 for r in g if r.count(c) == len(r)),
            sum(1 for j in range(len(g[0]) if g else 0) if all(r[j] == c for r in g))))(c),
            3, None, comparable=False))
    return fs


def _adjacency(g) -> list[list[int]]:
    adj: list[list[int]] = [[] for _ in range(g.n)]
    for u, v in g.edges:
        adj[u].append(v)
        adj[v].append(u)
    return adj


def _distances(adj, src) -> list[int]:
    dist = [-1] * len(adj)
    dist[src] = 0
    queue = [src]
    for u in queue:
        for w in adj[u]:
            if dist[w] < 0:
                dist[w] = dist[u] + 1
                queue.append(w)
    return dist


def _components(g) -> int:
    adj, seen, k = _adjacency(g), set(), 0
    for v in range(g.n):
        if v not in seen:
            k += 1
            seen.update(u for u, d in enumerate(_distances(adj, v)) if d >= 0)
    return k


def _diameter(g) -> int:
    adj = _adjacency(g)
    return max((d for v in range(g.n) for d in _distances(adj, v)), default=0)


def _degree(g, v) -> int:
    return sum(1 for e in g.edges if v in e)


def _leaves(g) -> int:
    return sum(1 for v in range(g.n) if _degree(g, v) == 1)


def _marked_eccentricity(g) -> int:
    if g.marked is None:
        return 0
    return max(_distances(_adjacency(g), g.marked))


def _marked_to_leaf(g) -> int:
    if g.marked is None:
        return 0
    dist = _distances(_adjacency(g), g.marked)
    return min((dist[v] for v in range(g.n) if _degree(g, v) <= 1 and dist[v] >= 0), default=0)


def graph_features() -> list[Feature]:
    F = Feature
    flag = dict(boolean=True, derivable=False, comparable=False)
    return [
        F("n", lambda g: g.n, 1, None),
        F("edges", lambda g: len(g.edges), 1, None),
        F("leaves", _leaves, 2, None),
        F("diameter", _diameter, 2, None),
        F("max degree", lambda g: max((_degree(g, v) for v in range(g.n)), default=0), 2, None),
        F("components", _components, 2, None),
        F("deg(marked)", lambda g: 0 if g.marked is None else _degree(g, g.marked), 2, None),
        F("ecc(marked)", _marked_eccentricity, 2, None),
        F("dist(marked, leaf)", _marked_to_leaf, 3, None),
        F("is tree", lambda g: g.n > 0 and len(g.edges) == g.n - 1 and _components(g) == 1, 2,
          None, **flag),
        F("is path", lambda g: g.n > 0 and len(g.edges) == g.n - 1 and _components(g) == 1
          and all(_degree(g, v) <= 2 for v in range(g.n)), 2, None, **flag),
        F("is star", lambda g: g.n > 2 and len(g.edges) == g.n - 1 and _components(g) == 1
          and max(_degree(g, v) for v in range(g.n)) == g.n - 1, 2, None, **flag),
    ]


# ---- the vocabulary of a shape ----

def _kind_and_params(shape) -> tuple[str, dict]:
    if isinstance(shape, str):
        return shape, {}
    return shape.kind, dict(getattr(shape, "params", {}) or {})


def user_features(extra) -> list[Feature]:
    """The game file's own features: name -> function, or name -> (function, C++ expression)."""
    out = []
    for name, spec in (extra or {}).items():
        fn, cpp = (spec if isinstance(spec, tuple) else (spec, None))
        if not callable(fn) or not isinstance(name, str):
            raise ValueError(f"features: {name!r} must map a name to a function of the position "
                             f"(or to (function, C++ expression))")
        out.append(Feature(name, fn, 1, cpp))
    return out


def vocabulary(shape, positions, extra=None, derive: bool = True) -> list[Feature]:
    """Every feature for positions of this shape (a Shape object or a kind string): the base ones,
    the user's, and (derive=True) the number functions of each derivable base feature."""
    kind, params = _kind_and_params(shape)
    positions = list(positions)
    if kind == "numbers":
        lengths = {len(p) for p in positions}
        base = (number_features(positions, params.get("names")) if len(lengths) <= 1
                else tuple_features(positions))
    elif kind in ("multiset", "sequence"):
        base = tuple_features(positions)
    elif kind == "string":
        base = string_features(positions, params.get("alphabet"))
    elif kind == "set":
        base = set_features()
    elif kind == "grid":
        base = grid_features(positions)
    elif kind in ("tree", "graph"):
        base = graph_features()
    else:
        raise ValueError(f"unknown shape kind {kind!r}: one of numbers, multiset, sequence, "
                         f"string, set, tree, graph, grid")
    if kind == "multiset" or (kind == "string" and params.get("cyclic")):
        base = [_on_canonical_form(f, kind) for f in base]
    base += user_features(extra)
    # a boolean user feature is a flag, not a number
    base = [_as_flag(f, positions) for f in base]
    out = list(base)
    one_number = kind == "numbers" and {len(p) for p in positions} == {1}
    if derive:
        for f in base:
            if f.derivable and not f.boolean:
                out += derived(f, MODULI_ONE_NUMBER if one_number else MODULI)
    return out


# Features whose value does not depend on the order of a multiset's piles; the others are
# computed on the sorted piles, as the miner saw them, so that the code to paste is right for
# piles given in any order (and a cyclic string's on its least rotation).
ORDER_FREE = {"length", "sum", "min", "max", "sum - max", "count(min)", "count(max)", "distinct",
              "max count", "#values with odd count", "xor", "#odd", "#ones", "mex", "mex from 1",
              "2nd largest", "3rd largest", "2nd smallest", "sum of odd places from the largest",
              "sum of even places from the largest"}
_SORTED = "[&] {{ std::vector<long long> p(a); std::sort(p.begin(), p.end()); return {}; }}()"
_LEAST_ROTATION = ("[&] {{ std::string w = s; for (std::size_t i = 1; i < s.size(); ++i) "
                   "w = std::min(w, s.substr(i) + s.substr(0, i)); return {}; }}()")


def _on_canonical_form(f: Feature, kind: str) -> Feature:
    if f.cpp is None or f.name in ORDER_FREE or (
            kind == "string" and f.name.startswith(("#", "min(#", "max(#"))):
        return f
    if kind == "multiset":
        cpp = _SORTED.format(re.sub(r"\ba\b", "p", f.cpp))
    else:   # the position's variable s, not a letter 's' in quotes
        cpp = _LEAST_ROTATION.format(re.sub(r"(?<!')\bs\b(?!')", "w", f.cpp))
    return Feature(f.name, f.fn, f.cost, cpp, f.boolean, f.derivable, f.comparable)


def _as_flag(f: Feature, positions) -> Feature:
    if f.boolean or f.base is not None:
        return f
    sample = [f.at(p) for p in positions[:50]]
    if sample and all(isinstance(v, bool) for v in sample):
        return Feature(f.name, f.fn, f.cost, f.cpp, boolean=True, derivable=False,
                       comparable=False)
    return f


def cpp_variable(shape, positions) -> str | None:
    """How a C++ rule names the position: n (a single number), a (tuples) or s (strings)."""
    kind, _ = _kind_and_params(shape)
    if kind == "numbers":
        return "n" if {len(p) for p in positions} == {1} else "a"
    return {"multiset": "a", "sequence": "a", "string": "s"}.get(kind)
