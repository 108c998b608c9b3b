"""Features of the composed shapes (explore/positions.py, issue 32): trees and graphs with two
marked vertices a and b, tuples of shapes, sequences and multisets of pairs (a_i, b_i). Each
graph feature has its Python definition here and its exact C++ form, an expression over
`int n`, `const std::vector<std::vector<int>>& adj` (the neighbours of each vertex) and the
marks `int a, b` (tests/explore/test_shapes2.py compiles every one and compares it with the
Python on random graphs; the matching ones against a search of every edge subset).

Textbook facts they serve: in a race or pursuit of two tokens the distance between them and
the vertices nearer one than the other decide; in the token game on a graph (move the token to
an unvisited neighbour, who cannot move loses) the first player wins iff the start vertex is in
every maximum matching (Undirected Vertex Geography)."""
from __future__ import annotations

import dataclasses

# distances: breadth-first; the matchings live beside it (a one-marked graph uses them too)
from .features import CPP_GRAPH_BFS
from .features import CPP_MATCHING as _CPP_MATCHING
from .features import (Feature, cpp_variable, cpp_words, distances, in_every_maximum_matching,
                       matching_number, part_relations, renamed_cpp, vocabulary)

_CPP_BFS = CPP_GRAPH_BFS


def eccentricity(adj, v: int) -> int:
    """The largest distance from v to a vertex it reaches."""
    return max(distances(adj, v))


def ecc_without(adj, x: int, y: int) -> int:
    """The largest distance from x in the graph without vertex y: on a tree, the most moves a
    token at x can make if the token at y never moves (the race of two tokens when they are
    adjacent: the mover wins iff its own is larger)."""
    d = [-1] * len(adj)
    d[x], queue = 0, [x]
    for u in queue:
        for w in adj[u]:
            if w != y and d[w] < 0:
                d[w] = d[u] + 1
                queue.append(w)
    return max(d)


def nearer(adj, x: int, y: int) -> int:
    """How many vertices are strictly nearer x than y (unreachable from y counts as far)."""
    dx, dy = distances(adj, x), distances(adj, y)
    return sum(1 for u, v in zip(dx, dy) if u >= 0 and (v < 0 or u < v))


def forks_on_path(adj, x: int, y: int, parity: int) -> int:
    """How many inner vertices of the x-y path (on a shortest path, at 0 < i < dist(x, y) steps
    from x) have a neighbour off it, degree 3 or more, at i of this parity: where a token
    walked from x to y can be turned aside, by the player whose turn comes at odd (even) steps
    (0 when y is not reached)."""
    dx, dy = distances(adj, x), distances(adj, y)
    far = dx[y]
    return sum(1 for v in range(len(adj)) if far > 0 and dx[v] >= 0 and dy[v] >= 0 and
               dx[v] + dy[v] == far and 0 < dx[v] < far and dx[v] % 2 == parity and
               len(adj[v]) >= 3)


# ---- the features of a graph with two marks a, b (TwoMarked: a = .marked, b = .root) ----

def _adj(g):
    return g.adjacency()


def two_mark_features() -> list[Feature]:
    F = Feature
    flag = dict(boolean=True, derivable=False, comparable=False)
    bfs = _CPP_BFS
    match = _CPP_MATCHING
    return [
        F("dist(a, b)", lambda g: distances(_adj(g), g.marked)[g.root], 1,
          f"({bfs})(a)[b]"),
        F("ecc(a)", lambda g: eccentricity(_adj(g), g.marked), 2,
          f"[&] {{ auto d = ({bfs})(a); return *std::max_element(d.begin(), d.end()); }}()"),
        F("ecc(b)", lambda g: eccentricity(_adj(g), g.root), 2,
          f"[&] {{ auto d = ({bfs})(b); return *std::max_element(d.begin(), d.end()); }}()"),
        F("deg(b)", lambda g: len(_adj(g)[g.root]), 2, "(int)adj[b].size()"),
        F("ecc(a) without b", lambda g: ecc_without(_adj(g), g.marked, g.root), 2,
          _cpp_ecc_without("a", "b")),
        F("ecc(b) without a", lambda g: ecc_without(_adj(g), g.root, g.marked), 2,
          _cpp_ecc_without("b", "a")),
        F("#nearer a", lambda g: nearer(_adj(g), g.marked, g.root), 2,
          _cpp_nearer("a", "b")),
        F("#nearer b", lambda g: nearer(_adj(g), g.root, g.marked), 2,
          _cpp_nearer("b", "a")),
        F("#forks at odd steps from a to b", lambda g: forks_on_path(_adj(g), g.marked, g.root, 1),
          2, _cpp_forks(1)),
        F("#forks at even steps from a to b",
          lambda g: forks_on_path(_adj(g), g.marked, g.root, 0), 2, _cpp_forks(0)),
        F("matching number", lambda g: matching_number(_adj(g)), 2, f"({match})(-1)"),
        F("perfect matching", lambda g: 2 * matching_number(_adj(g)) == g.n, 2,
          f"(2 * ({match})(-1) == n)", **flag),
        F("a in every maximum matching", lambda g: in_every_maximum_matching(_adj(g), g.marked),
          2, f"(({match})(a) < ({match})(-1))", **flag),
        F("b in every maximum matching", lambda g: in_every_maximum_matching(_adj(g), g.root),
          2, f"(({match})(b) < ({match})(-1))", **flag),
    ]


def _cpp_ecc_without(x: str, y: str) -> str:
    return (f"[&] {{ std::vector<int> d(adj.size(), -1); std::vector<int> q{{{x}}}; d[{x}] = 0; "
            f"for (std::size_t h = 0; h < q.size(); ++h) for (int w : adj[q[h]]) "
            f"if (w != {y} && d[w] < 0) {{ d[w] = d[q[h]] + 1; q.push_back(w); }} "
            f"return *std::max_element(d.begin(), d.end()); }}()")


def _cpp_forks(parity: int) -> str:
    return (f"[&] {{ auto dx = ({_CPP_BFS})(a); auto dy = ({_CPP_BFS})(b); long long far = "
            f"dx[b], k = 0; for (std::size_t v = 0; v < dx.size(); ++v) k += far > 0 && "
            f"dx[v] >= 0 && dy[v] >= 0 && dx[v] + dy[v] == far && 0 < dx[v] && dx[v] < far && "
            f"dx[v] % 2 == {parity} && adj[v].size() >= 3; return k; }}()")


def _cpp_nearer(x: str, y: str) -> str:
    return (f"[&] {{ auto dx = ({_CPP_BFS})({x}); auto dy = ({_CPP_BFS})({y}); int k = 0; "
            f"for (std::size_t v = 0; v < dx.size(); ++v) k += dx[v] >= 0 && (dy[v] < 0 || "
            f"dx[v] < dy[v]); return k; }}()")


# ---- tuples of shapes ----

def tuple_features(shape, positions) -> list[Feature]:
    """Each component's own features, named after it ("max(piles)", or "k" for a component
    that is one number); for a component that is one number k and another of tuples of
    numbers a: a[k] (0 out of range) and len(a) - 1 - k (the places after k). Their C++ is over
    one parameter per component named after it (features.TupleVar), when the shape has one."""
    out: list[Feature] = []
    ones = {}
    tv = cpp_variable(shape, positions)
    var_of = dict(tv.parts) if tv else {}

    def cpp_of(f: Feature, name: str) -> str | None:
        """f's C++ over the component's own variable, renamed to the component's name; None
        when the form has a local variable of that name (another component's name may be a
        local of it: the local shadows the parameter it never reads)."""
        var = var_of.get(name)
        if f.cpp is None or var is None or (name != var and name in cpp_words(f.cpp)):
            return None
        return renamed_cpp(f.cpp, var, name)
    for i, (name, part) in enumerate(zip(shape.names, shape.parts)):
        values = [p[i] for p in positions]
        if part.kind == "numbers" and {len(v) for v in values} == {1}:
            ones[name] = i
            out.append(Feature(name, (lambda i: lambda p: p[i][0])(i), 1,
                               name if tv else None))
            continue
        for f in vocabulary(part, values, derive=False):
            out.append(Feature(f"{f.name}({name})", (lambda f, i: lambda p: f.fn(p[i]))(f, i),
                               f.cost, cpp_of(f, name), f.boolean, f.derivable, f.comparable))
    out += _relations_of_parts(shape)
    for k, j in ones.items():
        for name, part in zip(shape.names, shape.parts):
            i = shape.names.index(name)
            if part.kind not in ("sequence", "multiset"):
                continue
            seq = var_of.get(name) == "a"
            out.append(Feature(f"{name}[{k}]", (lambda i, j: lambda p: p[i][p[j][0]]
                               if 0 <= p[j][0] < len(p[i]) else 0)(i, j), 2,
                               f"({k} >= 0 && {k} < (long long){name}.size() ? {name}[{k}] : 0LL)"
                               if seq else None))
            out.append(Feature(f"len({name}) - 1 - {k}", (lambda i, j: lambda p: len(p[i]) - 1
                                                          - p[j][0])(i, j), 2,
                               f"((long long){name}.size() - 1 - {k})" if seq else None))
    return out


def _relations_of_parts(shape) -> list[Feature]:
    """features.part_relations between every two parts of the same kind that are sequences,
    strings (not cyclic) or multisets (equality only: they are sorted already)."""
    out: list[Feature] = []
    kinds = [(part.kind, getattr(part, "params", {}).get("cyclic", False))
             for part in shape.parts]
    for i, j in ((i, j) for i in range(len(kinds)) for j in range(i + 1, len(kinds))):
        kind, cyclic = kinds[i]
        if kinds[j] != kinds[i] or kind not in ("sequence", "string", "multiset") or cyclic:
            continue
        out += part_relations(shape.names[i], shape.names[j],
                              (lambda i: lambda p: p[i])(i), (lambda j: lambda p: p[j])(j),
                              ordered=kind != "multiset")
    return out


# ---- sequences and multisets of pairs (a_i, b_i) ----

def _greedy_by_sum(p) -> int:
    """Both players take, in turn, the pair with the largest a + b; the first scores its a, the
    second its b: the first's total minus the second's (the textbook card game)."""
    order = sorted(p, key=lambda c: -(c[0] + c[1]))
    return sum(c[0] for c in order[0::2]) - sum(c[1] for c in order[1::2])


def pair_features(positions, ordered: bool = True) -> list[Feature]:
    """The pairs' sums, maxima, xors and counts, and the relations of the column of b's with
    the column of a's (b = a, b = reverse(a), ..., as sequences when the pairs are; as
    multisets only when they are not: then the order of the columns means nothing)."""
    F = Feature
    columns = part_relations("a", "b", lambda p: [c[0] for c in p], lambda p: [c[1] for c in p])
    if not ordered:
        columns = columns[-1:]
    return columns + [
        F("length", len, 1, "(long long)a.size()"),
        F("sum a", lambda p: sum(c[0] for c in p), 1, _fold_pairs("r += x;")),
        F("sum b", lambda p: sum(c[1] for c in p), 1, _fold_pairs("r += y;")),
        F("sum a - sum b", lambda p: sum(c[0] - c[1] for c in p), 2, _fold_pairs("r += x - y;")),
        F("max a", lambda p: max((c[0] for c in p), default=0), 2,
          _fold_pairs("r = std::max(r, x);")),
        F("max b", lambda p: max((c[1] for c in p), default=0), 2,
          _fold_pairs("r = std::max(r, y);")),
        F("max(a + b)", lambda p: max((c[0] + c[1] for c in p), default=0), 2,
          _fold_pairs("r = std::max(r, x + y);")),
        F("xor a", lambda p: _xor(c[0] for c in p), 2, _fold_pairs("r ^= x;")),
        F("xor b", lambda p: _xor(c[1] for c in p), 2, _fold_pairs("r ^= y;")),
        F("#(a > b)", lambda p: sum(1 for c in p if c[0] > c[1]), 2, _fold_pairs("r += x > y;")),
        F("#(a = b)", lambda p: sum(1 for c in p if c[0] == c[1]), 2,
          _fold_pairs("r += x == y;")),
        F("sum |a - b|", lambda p: sum(abs(c[0] - c[1]) for c in p), 2,
          _fold_pairs("r += std::llabs(x - y);")),
        # two tokens in a row that move towards each other (Northcott's game): the gap between
        # them is a Nim heap, so the xor of the gaps decides
        F("xor |a - b|", lambda p: _xor(abs(c[0] - c[1]) for c in p), 2,
          _fold_pairs("r ^= std::llabs(x - y);")),
        F("xor (|a - b| - 1)", lambda p: _xor(max(abs(c[0] - c[1]) - 1, 0) for c in p), 3,
          _fold_pairs("r ^= std::max(std::llabs(x - y) - 1, 0LL);")),
        F("sum min(a, b)", lambda p: sum(min(c) for c in p), 2,
          _fold_pairs("r += std::min(x, y);")),
        # each card shows its larger side, and one of them its smaller (AtCoder ARC 164 C,
        # a card flipped before each take: the cheapest flip is the least |a - b|)
        F("sum max(a, b)", lambda p: sum(max(c) for c in p), 2,
          _fold_pairs("r += std::max(x, y);")),
        F("min |a - b|", lambda p: min((abs(c[0] - c[1]) for c in p), default=0), 2,
          "[&] { long long r = 0; for (std::size_t i = 0; i < a.size(); ++i) { long long d = "
          "std::llabs(a[i] - b[i]); if (i == 0 || d < r) r = d; } return r; }()"),
        F("greedy by a + b", _greedy_by_sum, 3, _CPP_GREEDY_BY_SUM),
    ]


def consecutive_pair_features(positions) -> list[Feature]:
    """A sequence of even length read as the pairs (a1, a2), (a3, a4), ...: a contest's pairs
    written in one line (Northcott's game: each row's two columns, one after the other). The
    pair features' numbers over those pairs (not the columns' relations); empty unless every
    position has an even length of at least 2."""
    positions = list(positions)
    if not positions or any(len(p) < 2 or len(p) % 2 for p in positions):
        return []
    def paired(fn):
        return lambda p: fn([(p[i], p[i + 1]) for i in range(0, len(p), 2)])
    out = []
    for f in pair_features(positions):
        if f.boolean or f.name == "length" or f.cpp is None:
            continue
        cpp = ("[&] { std::vector<long long> x_, y_; for (std::size_t i = 0; i + 1 < a.size(); "
               "i += 2) { x_.push_back(a[i]); y_.push_back(a[i + 1]); } return [&](const "
               "std::vector<long long>& a, const std::vector<long long>& b) { return "
               f"(long long)({f.cpp}); }}(x_, y_); }}()")
        out.append(dataclasses.replace(f, name=f"{f.name} over the pairs (a1, a2), (a3, a4), ...",
                                       fn=paired(f.fn), cpp=cpp, base=None, op=None))
    return out


def halves_features(positions) -> list[Feature]:
    """A sequence of even length read as its two halves, a = (a1 .. am) and b = (b1 .. bm):
    two players' hands of equal size written in one line (Codeforces 1842A: a fight lowers
    both sums alike, so sum a - sum b decides). Each half's sum, largest and smallest, the
    difference of the sums, and the gain of swapping one's smallest for the other's largest
    when it gains (max(0, max b - min a), max(0, max a - min b): Codeforces 1874A, a swap or
    a pass); empty unless every position has an even
    length of at least 2."""
    positions = list(positions)
    if not positions or any(len(p) < 2 or len(p) % 2 for p in positions):
        return []

    def half(first: bool, fn):
        return lambda p: fn(p[:len(p) // 2] if first else p[len(p) // 2:])

    def cpp(first: bool, step: str, start: str = "0") -> str:
        lo, hi = ("0", "a.size() / 2") if first else ("a.size() / 2", "a.size()")
        return (f"[&] {{ long long r = {start}; for (std::size_t i = {lo}; i < {hi}; ++i) "
                f"{{ long long x = a[i]; {step} }} return r; }}()")
    F = Feature
    flag = dict(boolean=True, derivable=False, comparable=False)
    sum_a, sum_b = cpp(True, "r += x;"), cpp(False, "r += x;")
    most = "r = i == {} ? x : std::max(r, x);"
    least = "r = i == {} ? x : std::min(r, x);"
    max_a, max_b = cpp(True, most.format("0")), cpp(False, most.format("a.size() / 2"))
    min_a, min_b = cpp(True, least.format("0")), cpp(False, least.format("a.size() / 2"))
    return [
        F("sum of the first half", half(True, sum), 2, sum_a),
        F("sum of the second half", half(False, sum), 2, sum_b),
        F("sum of the first half - of the second", lambda p: sum(p[:len(p) // 2]) - sum(
            p[len(p) // 2:]), 2, f"({sum_a} - {sum_b})"),
        F("max of the first half", half(True, max), 2, max_a),
        F("max of the second half", half(False, max), 2, max_b),
        F("min of the first half", half(True, min), 2, min_a),
        F("min of the second half", half(False, min), 2, min_b),
        F("max(0, max of the second half - min of the first)",
          lambda p: max(0, max(p[len(p) // 2:]) - min(p[:len(p) // 2])), 3,
          f"std::max(0LL, {max_b} - {min_a})"),
        F("max(0, max of the first half - min of the second)",
          lambda p: max(0, max(p[:len(p) // 2]) - min(p[len(p) // 2:])), 3,
          f"std::max(0LL, {max_a} - {min_b})"),
        # the halves compared whole: Bob wins the removals game on two permutations written
        # in one line exactly when the second is the first or its reverse (Codeforces 2002B)
        F("second half = first half", lambda p: p[len(p) // 2:] == p[:len(p) // 2], 2,
          f"std::equal(a.begin(), a.begin() + a.size() / 2, {_SECOND})", **flag),
        F("second half = reverse(first half)",
          lambda p: p[len(p) // 2:] == p[:len(p) // 2][::-1], 2,
          f"std::equal({_SECOND}, a.end(), {_FIRST_BACKWARDS})", **flag),
        F("second half = first half or its reverse",
          lambda p: p[len(p) // 2:] in (p[:len(p) // 2], p[:len(p) // 2][::-1]), 2,
          f"(std::equal(a.begin(), a.begin() + a.size() / 2, {_SECOND}) || "
          f"std::equal({_SECOND}, a.end(), {_FIRST_BACKWARDS}))", **flag),
    ]


def length_prefixed(p, count: int | None = None) -> list | None:
    """p read as lists each given with its length first, (n1, x.., n2, y.., ...): the lists,
    or None when p is not so (a length negative or past the end)."""
    out, i = [], 0
    while i < len(p):
        n = p[i]
        if n < 0 or i + 1 + n > len(p):
            return None
        out.append(p[i + 1:i + 1 + n])
        i += 1 + n
    return out if count is None or len(out) == count else None


def length_prefixed_features(positions) -> list[Feature]:
    """A sequence that is lists each given with its length first, as a contest's input gives
    two hands (n, a_1..a_n, m, b_1..b_m: Codeforces 1681A, the first player wins iff his
    largest card is at least the other's): each list's length, sum, largest and smallest (0
    when empty), and for two lists the differences of their sums and of their largest. Empty
    unless every position is the same number (2 to 4) of such lists, and some list has two
    elements or more (else any sequence of ones would do)."""
    positions = list(positions)
    parsed = [length_prefixed(p) for p in positions]
    if not positions or any(q is None for q in parsed):
        return []
    counts = {len(q) for q in parsed}
    if len(counts) != 1 or not 2 <= min(counts) <= 4 or \
            not any(len(part) >= 2 for q in parsed for part in q):
        return []
    count = counts.pop()

    def at(j: int, fn):
        return lambda p: fn(length_prefixed(p)[j])

    def cpp(j: int, step: str) -> str:
        # skip the lists before the j-th by their lengths, then fold the j-th
        return (f"[&] {{ std::size_t i = 0; for (int j = 0; j < {j}; ++j) i += a[i] + 1; "
                f"long long n = a[i], r = 0; for (long long t = 0; t < n; ++t) {{ "
                f"long long x = a[i + 1 + t]; {step} }} return r; }}()")
    F = Feature
    out, sums, tops = [], [], []
    for j in range(count):
        name = f"list {j + 1}"
        s, top = cpp(j, "r += x;"), cpp(j, "r = t == 0 ? x : std::max(r, x);")
        sums.append(s)
        tops.append(top)
        out += [F(f"length of {name}", at(j, len), 1, cpp(j, "r = n;")),
                F(f"sum of {name}", at(j, sum), 2, s),
                F(f"max of {name}", at(j, lambda q: max(q, default=0)), 2, top),
                F(f"min of {name}", at(j, lambda q: min(q, default=0)), 2,
                  cpp(j, "r = t == 0 ? x : std::min(r, x);"))]
    if count == 2:
        out += [F("sum of list 1 - of list 2", lambda p: sum(length_prefixed(p)[0]) -
                  sum(length_prefixed(p)[1]), 3, f"({sums[0]} - {sums[1]})"),
                F("max of list 1 - of list 2", lambda p: max(length_prefixed(p)[0], default=0) -
                  max(length_prefixed(p)[1], default=0), 3, f"({tops[0]} - {tops[1]})")]
    return out


_SECOND = "a.begin() + a.size() / 2"                                    # where b starts
_FIRST_BACKWARDS = "std::make_reverse_iterator(a.begin() + a.size() / 2)"  # a from its end


# The C++ of a pair feature is an expression over the two columns `const std::vector<long
# long>& a, b` (a[i], b[i]: the i-th pair), order-free unless it compares the columns whole.
def _fold_pairs(step: str) -> str:
    """A sum, max or xor over the pairs: step updates r from x = a[i], y = b[i]."""
    return ("[&] { long long r = 0; for (std::size_t i = 0; i < a.size(); ++i) { "
            f"long long x = a[i], y = b[i]; {step} }} return r; }}()")


_CPP_GREEDY_BY_SUM = (
    "[&] { std::vector<std::size_t> o(a.size()); for (std::size_t i = 0; i < o.size(); ++i) "
    "o[i] = i; std::sort(o.begin(), o.end(), [&](std::size_t i, std::size_t j) { "
    "return a[i] + b[i] > a[j] + b[j]; }); long long r = 0; for (std::size_t k = 0; "
    "k < o.size(); ++k) r += k % 2 == 0 ? a[o[k]] : -b[o[k]]; return r; }()")


def _xor(values) -> int:
    r = 0
    for v in values:
        r ^= v
    return r
