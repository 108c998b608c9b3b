"""The composed shapes of explore/positions.py (tuples of shapes, pairs, two marked vertices)
against plain enumerations, and their features (explore/graph_features.py) against brute force:
distances by Floyd-Warshall, matchings by trying every edge subset, the token game by a search
of its rules; the C++ form of every graph feature compiled and compared with the Python; a race
of two tokens on a tree explored end to end, every rule it claims checked on larger trees."""
from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from explore import graph_features as gf
from explore import positions as shapes
from explore import solve, whole
from explore.features import CPP_HEADERS, vocabulary
from explore.miner import mine, verify
from explore.features import cpp_variable as feats_cpp_variable
from judge.compiler import compile_text
from conftest import ROOT
from tree_codes import labelled_trees
from explore_run import explore_json, run_code

Graph = shapes.Graph


# ---------------------------------------------------------------- shapes

def test_tuples_are_every_combination_once():
    shape = shapes.tuples(piles=shapes.multiset(piles=range(1, 4), size=range(1, 3)),
                          k=shapes.numbers(k=range(1, 4)))
    got = list(shape.positions())
    piles = [p for n in (1, 2) for p in itertools.combinations_with_replacement(range(1, 4), n)]
    assert sorted(got) == sorted((p, (k,)) for p in piles for k in range(1, 4))
    assert len(got) == len(set(got))
    assert got[0] == ((1,), (1,))                   # the smallest of each first
    assert shape.canonical(((3, 1), (2,))) == ((1, 3), (2,))
    grown = [len(list(part.grow().positions())) for part in shape.parts]
    assert len(list(shape.grow().positions())) == grown[0] * grown[1]
    names = {f.name for f in vocabulary(shape, got)}
    assert {"k", "max(piles)", "xor(piles)", "piles[k]", "len(piles) - 1 - k"} <= names


def test_a_string_plus_a_parameter():
    shape = shapes.tuples(s=shapes.string("ab", length=range(1, 4)),
                          k=shapes.numbers(k=range(0, 3)))
    got = list(shape.positions())
    assert sorted(got) == sorted((s, (k,)) for n in (1, 2, 3)
                                 for s in map("".join, itertools.product("ab", repeat=n))
                                 for k in range(3))
    feats = {f.name: f for f in vocabulary(shape, got)}
    assert feats["#a(s)"].fn(("aab", (1,))) == 2 and feats["k"].fn(("aab", (1,))) == 1


@pytest.mark.parametrize("ordered", [True, False])
def test_pairs(ordered):
    shape = shapes.pairs(a=range(1, 3), b=range(0, 2), length=range(0, 3), ordered=ordered)
    cells = [(a, b) for a in (1, 2) for b in (0, 1)]
    plain = {q if ordered else tuple(sorted(q))
             for n in range(3) for q in itertools.product(cells, repeat=n)}
    got = list(shape.positions())
    assert len(got) == len(set(got)) and set(got) == plain
    assert shape.canonical(((2, 1), (1, 0))) == (((2, 1), (1, 0)) if ordered
                                                  else ((1, 0), (2, 1)))
    feats = {f.name: f for f in vocabulary(shape, got)}
    # order (3, 3), (4, 1), (1, 0): the first scores 3 and 1, the second 1
    assert feats["greedy by a + b"].fn(((1, 0), (3, 3), (4, 1))) == 3 + 1 - 1
    assert feats["sum max(a, b)"].fn(((1, 0), (3, 3), (4, 6))) == 1 + 3 + 6
    assert feats["min |a - b|"].fn(((1, 0), (3, 5), (4, 6))) == 1
    assert feats["min |a - b|"].fn(()) == 0


CARDS = """# AtCoder ARC 164 C: cards (A_i red up, B_i blue) written A1 B1 A2 B2 ...; each round the
# first player flips one card, then the second takes one and scores its face-up number
positions = sequence(values=range(1, 4), length=range(2, 9, 2))
result = "score"
def start(numbers):
    return (tuple(sorted((numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2))), True)
def moves(state):
    cards, flipper = state
    for i, (up, down) in enumerate(cards):
        rest = cards[:i] + cards[i + 1:]
        if flipper:
            yield ((tuple(sorted(rest + ((down, up),))), False), 0)
        else:
            yield ((rest, True), up)
"""


def _cards_value(numbers: tuple) -> int:
    """ARC 164 C by its rules, searched: the flipper's total (nothing) minus the taker's."""
    @lru_cache(maxsize=None)
    def best(cards: tuple, flipper: bool) -> int:
        if not cards:
            return 0
        out = []
        for i, (up, down) in enumerate(cards):
            rest = cards[:i] + cards[i + 1:]
            out.append(-best(tuple(sorted(rest + ((down, up),))), False) if flipper else
                       up - best(rest, True))
        return max(out)
    return best(tuple(sorted((numbers[i], numbers[i + 1])
                             for i in range(0, len(numbers), 2))), True)


def test_cards_written_in_one_line_in_two_cases_by_the_parity_of_a_count(tmp_path):
    """ARC 164 C from its rules: the pairs of a line, the parity of #(a > b) splitting two
    sums linear in two pair features; the pasted code against the plain search on longer
    rows of larger values."""
    # the default budget: the rule comes from the last stage, after 7 s of mining here, and
    # --budget 10 was once too short for it on a slower run
    got = explore_json(tmp_path, CARDS, "--budget", "20")
    assert got["rules"] and "#(a > b) over the pairs" in got["rules"][0], got["rules"]
    rng = random.Random(13)
    rows = [tuple(rng.randint(1, 9) for _ in range(2 * rng.randint(5, 6))) for _ in range(60)]
    out = run_code(tmp_path, got["code"], "int main() { int k; while (std::cin >> k) { "
                   "std::vector<long long> a(k); for (auto& x : a) std::cin >> x; "
                   "std::cout << value(a) << '\\n'; } }\n",
                   [" ".join(map(str, (len(r), *r))) for r in rows])
    assert out == [_cards_value(r) for r in rows]


def test_the_cpp_of_every_pair_feature_equals_the_python():
    """Each pair feature (and its residues) pasted as C++ over the columns a and b, compiled in
    one program, equals its Python on random sequences of pairs, the empty one among them."""
    rng = random.Random(12)
    cases = [()] + [tuple((rng.randrange(9), rng.randrange(9)) for _ in range(rng.randint(1, 6)))
                    for _ in range(200)]
    features = vocabulary(shapes.pairs(ordered=True), cases)
    assert all(f.cpp for f in features), [f.name for f in features if not f.cpp]
    assert_read_features_equal_python(
        features, "std::vector<long long> a, b; long long x, y; "
        "while (in >> x >> y) { a.push_back(x); b.push_back(y); }", cases,
        lambda p: " ".join(f"{x} {y}" for x, y in p))


def assert_read_features_equal_python(features, read: str, cases, line_of) -> None:
    """Every feature's C++, compiled in one program that reads each case from a line (`read`:
    C++ over `std::istringstream in`), prints the values the Python gives on every case
    (line_of(case): the line)."""
    body = "\n".join(f"  std::cout << (long long)({f.cpp}) << ' ';" for f in features)
    heads = "".join(f"#include {h}\n" for h in (*CPP_HEADERS, "<iostream>", "<sstream>"))
    text = (heads + "int main() { std::string line; while (std::getline(std::cin, line)) { "
            f"std::istringstream in(line); {read}\n{body}\n  std::cout << '\\n'; }} }}\n")
    binary = compile_text(text, "features", ("-std=c++17", "-O2"), tag="test-shapes2")
    stdin = "".join(line_of(p) + "\n" for p in cases)
    out = subprocess.run([str(binary.path)], input=stdin, capture_output=True, text=True)
    rows = out.stdout.splitlines()
    assert len(rows) == len(cases)
    for p, row in zip(cases, rows):
        assert [int(t) for t in row.split()] == [int(f.fn(p)) for f in features], p


def _random_tuple(rng):
    piles = tuple(sorted(rng.randrange(1, 9) for _ in range(rng.randint(0, 5))))
    seq = tuple(rng.randrange(0, 5) for _ in range(rng.randint(0, 5)))
    word = "".join(rng.choice("ab") for _ in range(rng.randint(0, 6)))
    return (piles, (rng.randrange(0, 6),), word, seq)


def test_the_cpp_of_every_tuple_feature_equals_the_python():
    """A tuple's features pasted as C++ over one parameter per component, named after it (a
    multiset, a number, a string and a sequence), equal the Python on random tuples; the
    reading of a tuple is the check's own (whole._tuple_read)."""
    shape = shapes.tuples(piles=shapes.multiset(piles=range(1, 4), size=range(0, 3)),
                          k=shapes.numbers(k=range(0, 3)),
                          w=shapes.string("ab", length=range(0, 3)),
                          seq=shapes.sequence(values=range(0, 3), length=range(0, 3)))
    rng = random.Random(21)
    cases = [_random_tuple(rng) for _ in range(150)]
    var = feats_cpp_variable(shape, cases)
    assert var is not None and var.names == ("piles", "k", "w", "seq")
    every = vocabulary(shape, cases, derive=False)  # the residues: derived from these forms
    features = [f for f in every if f.cpp]
    # every component's own features have their C++, the relations and a[k] too
    assert len(features) == len(every), [f.name for f in every if not f.cpp]
    read = "".join(whole._tuple_read(name, v) for name, v in var.parts)
    assert_read_features_equal_python(
        features, read, cases, lambda p: f"{len(p[0])} {' '.join(map(str, p[0]))} {p[1][0]} "
        f"{len(p[2])} {p[2]} {len(p[3])} {' '.join(map(str, p[3]))}")


def test_the_cpp_of_every_grid_feature_equals_the_python():
    """A grid's features pasted as C++ over `const std::vector<std::string>& grid` (one string
    per row), read the way the check reads a grid, equal the Python on random grids of 1..5 x
    1..5 cells over '01.'."""
    rng = random.Random(31)
    cases = [tuple("".join(rng.choice("01.") for _ in range(w)) for _ in range(h))
             for h, w in ((rng.randint(1, 5), rng.randint(1, 5)) for _ in range(150))]
    cases += [("000", "000"), ("1",), ("..", "..")]
    features = vocabulary(shapes.grid(rows=range(1, 3), cols=range(1, 3), alphabet="01."), cases,
                          derive=False)
    assert all(f.cpp for f in features), [f.name for f in features if not f.cpp]
    assert_read_features_equal_python(
        features, "std::vector<std::string> grid; { long long h = 0, w = 0; in >> h >> w; "
        "for (long long i = 0; i < h; ++i) { std::string r; if (w > 0) in >> r; "
        "grid.push_back(r); } }", cases, lambda g: f"{len(g)} {len(g[0])} {' '.join(g)}")


SET_GAME = """# a set of 0..n-1; a move removes the largest element or the two smallest
positions = subsets(n=6)
def moves(s):
    if s:
        yield s - {max(s)}
    if len(s) >= 2:
        yield s - set(sorted(s)[:2])
"""


def test_a_rule_over_a_set_is_pasted_over_its_elements(tmp_path):
    """A set's features have C++ over its elements in any order: the rule's code is checked on
    every computed set and on its elements shuffled."""
    code = mined_and_pasted(tmp_path, SET_GAME, "size", budget=5)
    assert "const std::vector<long long>& a" in code


def mined_and_pasted(tmp_path, text: str, needed: str, budget: float = 10) -> str:
    """The game file `text` explored on its own positions: its first rule names `needed`, and its
    code compiles and equals every computed position, also given in another order."""
    (tmp_path / "game.py").write_text(text)
    game = solve.load(tmp_path / "game.py")
    found = whole.find(game, 300, budget, check_larger=False)
    assert found.held and needed in found.held[0].text, [r.text for r in found.held]
    code, check = whole.code_for(game, found)
    assert check.startswith("check: compiled with g++") and "another order" in check, check
    return code


def test_a_huge_tuple_shape_is_listed_lazily():
    """A sequence of length <= 8 over 0..6 beside a number 0..63 holds 3.7 * 10^8 tuples: the
    first ones come without listing the rest (listing and sorting them all took 24 GB)."""
    big = shapes.tuples(a=shapes.sequence(values=range(0, 7), length=range(1, 9)),
                        i=shapes.numbers(i=range(0, 64)))
    first = list(itertools.islice(big.positions(), 5000))
    assert len(set(first)) == 5000 and first[0] == ((0,), (0,))


TAKE_LIMIT = """# piles and a take limit k: a move takes 1..k stones from one pile
positions = tuples(piles=multiset(piles=range(1, 6), size=range(1, 4)), k=numbers(k=range(1, 4)))
def moves(p):
    piles, (k,) = p
    for i, a in enumerate(piles):
        for t in range(1, min(a, k) + 1):
            yield (tuple(sorted(piles[:i] + piles[i + 1:] + ((a - t,) if a > t else ()))), (k,))
"""


def test_a_sum_beside_a_take_limit_is_pasted_with_its_parameters(tmp_path):
    """Nim with a take limit k as tuples(piles, k): the sum's code is grundy(n, k) by the mined
    rule and the xor over `piles`, a function of (piles, k), checked on every position and on
    the piles in another order."""
    (tmp_path / "limit.py").write_text(TAKE_LIMIT)
    out = subprocess.run([sys.executable, "-m", "explore", str(tmp_path / "limit.py")],
                         capture_output=True, text=True, cwd=ROOT, timeout=600,
                         env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert out.returncode == 0, out.stderr
    assert "long long grundy(long long n, long long k)" in out.stdout, out.stdout
    assert "firstWins(const std::vector<long long>& piles, long long k)" in out.stdout
    check = next(ln for ln in out.stdout.splitlines() if ln.startswith("check:"))
    assert check.startswith("check: compiled with g++") and "another order" in check, check


NORTHCOTT = """# Northcott's game: rows with a token at a and one at b; a move slides one token of a row
# towards the other, never onto or past it. Who cannot move loses.
positions = pairs(a=range(0, 4), b=range(0, 4), length=range(1, 4), ordered=False)
def moves(p):
    for i, (a, b) in enumerate(p):
        lo, hi = min(a, b), max(a, b)
        for x in range(lo + 1, hi):
            for row in ((x, hi), (lo, x)):
                q = list(p); q[i] = row if a < b else row[::-1]
                yield tuple(sorted(q))
"""


def test_northcotts_game_is_pasted_over_the_two_columns(tmp_path):
    """A rule over pairs is pasted as C++ of (a, b), checked on every computed position and on
    the pairs in another order."""
    code = mined_and_pasted(tmp_path, NORTHCOTT, "|a - b|")
    assert "const std::vector<long long>& a, const std::vector<long long>& b" in code


def test_greedy_by_a_plus_b_is_the_minimax_of_the_card_game():
    """Players alternately take a card; the first scores its a, the second its b; each plays
    for its total minus the other's. Searched by minimax from the rules."""
    @lru_cache(maxsize=None)
    def best(cards: tuple, first: bool) -> int:   # the first player's total minus the second's
        if not cards:
            return 0
        outs = [(c[0] if first else -c[1]) + best(cards[:i] + cards[i + 1:], not first)
                for i, c in enumerate(cards)]
        return max(outs) if first else min(outs)
    rng = random.Random(8)
    for _ in range(300):
        cards = tuple(sorted((rng.randint(0, 9), rng.randint(0, 9))
                             for _ in range(rng.randint(0, 6))))
        assert gf._greedy_by_sum(cards) == best(cards, True), cards


def _brute_class(n, edges, a, b, ordered=True):
    """The isomorphism class of (tree, a, b) by trying every permutation."""
    forms = []
    for perm in itertools.permutations(range(n)):
        e = tuple(sorted(tuple(sorted((perm[u], perm[v]))) for u, v in edges))
        forms.append((e, perm[a], perm[b]))
        if not ordered:
            forms.append((e, perm[b], perm[a]))
    return min(forms)


@pytest.mark.parametrize("ordered", [True, False])
def test_two_marked_trees_up_to_isomorphism(ordered):
    shape = shapes.two_marks(shapes.trees(n=range(2, 6)), ordered=ordered)
    got = list(shape.positions())
    plain = {_brute_class(n, e, a, b, ordered) for n in range(2, 6) for e in labelled_trees(n)
             for a in range(n) for b in range(n) if a != b}
    assert len(got) == len(set(got)) == len(plain)
    assert {_brute_class(g.n, g.edges, g.a, g.b, ordered) for g in got} == plain
    rng = random.Random(2)
    for g in got:                           # any relabelling has the same canonical form
        perm = list(range(g.n))
        rng.shuffle(perm)
        h = Graph(g.n, tuple(sorted(tuple(sorted((perm[u], perm[v]))) for u, v in g.edges)),
                  perm[g.a], perm[g.b])
        assert shape.canonical(h) == g


def test_two_marks_rejects_a_marked_shape():
    with pytest.raises(shapes.ShapeError, match="two_marks"):
        shapes.two_marks(shapes.trees(n=range(2, 5), marked=True))


# ---------------------------------------------------------------- features by brute force

def _floyd(n, edges):
    inf = float("inf")
    d = [[0 if i == j else inf for j in range(n)] for i in range(n)]
    for u, v in edges:
        d[u][v] = d[v][u] = 1
    for k in range(n):
        for i in range(n):
            for j in range(n):
                d[i][j] = min(d[i][j], d[i][k] + d[k][j])
    return d


def _matchings(edges):
    """Every matching, by trying every edge subset."""
    for k in range(len(edges) + 1):
        for sub in itertools.combinations(edges, k):
            ends = [v for e in sub for v in e]
            if len(ends) == len(set(ends)):
                yield sub


def _random_graph(rng, n, p):
    return Graph(n, tuple((u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < p))


def _graphs(seed=1, count=80):
    rng = random.Random(seed)
    return [_random_graph(rng, rng.randint(2, 7), rng.choice((0.3, 0.5, 0.8)))
            for _ in range(count)]


def test_graph_features_against_brute_force():
    rng = random.Random(3)
    for g in _graphs():
        a, b = rng.sample(range(g.n), 2)
        adj, d = g.adjacency(), _floyd(g.n, g.edges)
        want_d = [int(x) if x != float("inf") else -1 for x in d[a]]
        assert gf.distances(adj, a) == want_d
        assert gf.eccentricity(adj, a) == max(x for x in want_d)
        assert gf.nearer(adj, a, b) == sum(1 for v in range(g.n) if d[a][v] < d[b][v])
        every = list(_matchings(g.edges))
        nu = max(len(m) for m in every)
        assert gf.matching_number(adj) == nu
        maximum = [m for m in every if len(m) == nu]
        for v in range(g.n):
            assert gf.in_every_maximum_matching(adj, v) == all(
                any(v in e for e in m) for m in maximum), (g, v)


def _sides_by_every_colouring(g) -> tuple[int, int, int]:
    """(smaller side, larger side, pairs of opposite sides not joined) of a graph that is
    connected (Floyd-Warshall) and has a proper 2-colouring (tried among every subset of the
    vertices); (0, 0, 0) else."""
    d = _floyd(g.n, g.edges)
    if any(x == float("inf") for row in d for x in row):
        return (0, 0, 0)
    for mask in range(1 << g.n):
        side = [mask >> v & 1 for v in range(g.n)]
        if all(side[u] != side[v] for u, v in g.edges):
            joined = {frozenset(e) for e in g.edges}
            free = sum(1 for u in range(g.n) for v in range(u + 1, g.n)
                       if side[u] != side[v] and frozenset((u, v)) not in joined)
            ones = sum(side)
            return (min(ones, g.n - ones), max(ones, g.n - ones), free)
    return (0, 0, 0)


def test_colour_sides_against_every_colouring():
    """The sides of a connected bipartite graph and the edges it can still take staying so,
    against every 2-colouring tried (random graphs, cycles among them, and random trees)."""
    rng = random.Random(11)
    cases = _graphs(seed=12, count=150) + [
        Graph(n, tuple(sorted((rng.randrange(v), v) for v in range(1, n))))
        for n in [rng.randint(1, 9) for _ in range(100)]]
    assert any(_sides_by_every_colouring(g)[0] for g in cases)
    assert any(not _sides_by_every_colouring(g)[0] and g.n > 1 for g in cases)
    for g in cases:
        value = {f.name: f.fn(g) for f in vocabulary("graph", [g], derive=False)}
        assert (value["smaller side"], value["larger side"],
                value["edges addable keeping bipartite"]) == _sides_by_every_colouring(g), g


@lru_cache(maxsize=None)
def _bipartite_adding_wins(n: int, edges: frozenset) -> bool:
    """Add an edge that is not there and leaves no odd cycle (checked by a 2-colouring tried
    among every subset); who cannot add one loses."""
    def no_odd_cycle(es):
        return any(all((m >> u & 1) != (m >> v & 1) for u, v in es) for m in range(1 << n))
    return any(not _bipartite_adding_wins(n, edges | {(u, v)})
               for u in range(n) for v in range(u + 1, n)
               if (u, v) not in edges and no_odd_cycle(edges | {(u, v)}))


def test_a_game_adding_edges_keeping_a_tree_bipartite_lasts_the_free_pairs():
    """AtCoder ABC 398 E's game from its rules, mined on every labelled tree up to 6 vertices:
    every pair of opposite sides can be joined and no other, so the parity of p * q - (n - 1)
    decides; the rule checked on random trees of 7 and 8 vertices searched the same way."""
    trees = [Graph(n, e) for n in range(2, 7) for e in labelled_trees(n)]
    labels = [_bipartite_adding_wins(g.n, frozenset(g.edges)) for g in trees]
    features = vocabulary("tree", trees)
    result = mine(trees, labels, features, "win", max_size=3, budget_seconds=10)
    assert result.exact, result.summary()
    rng = random.Random(13)
    larger = [Graph(n, tuple(sorted((rng.randrange(v), v) for v in range(1, n))))
              for n in (7, 8) for _ in range(15)]
    for rule in result.rules:
        assert verify(rule, larger, [_bipartite_adding_wins(g.n, frozenset(g.edges))
                                     for g in larger]) == [], rule.text
    assert "edges addable keeping bipartite" in result.rules[0].text, result.rules[0].text


def test_forks_on_the_path_by_their_definition():
    """The inner vertices of a shortest a-b path (Floyd-Warshall: d(a, v) + d(v, b) = d(a, b))
    of degree 3 or more, counted at odd and even steps from a."""
    rng = random.Random(4)
    for g in _graphs(seed=6, count=120):
        a, b = rng.sample(range(g.n), 2)
        adj, d = g.adjacency(), _floyd(g.n, g.edges)
        far = d[a][b]
        for parity in (0, 1):
            want = sum(1 for v in range(g.n) if far != float("inf") and
                       d[a][v] + d[v][b] == far and 0 < d[a][v] < far and
                       d[a][v] % 2 == parity and len(adj[v]) >= 3)
            assert gf.forks_on_path(adj, a, b, parity) == want, (g, a, b, parity)


def test_a_token_walked_to_b_is_turned_aside_at_the_forks_of_odd_steps():
    """A token at a on a tree moved in turn to an unvisited neighbour, the first player winning
    iff it ever visits b: the second player, to move at the odd steps of the a-b path, turns it
    into a side branch whenever one is there. Against a plain search of the moves on every
    labelled tree of up to 6 vertices with two marks, and 300 random ones of 7 to 10."""
    forks = next(f for f in gf.two_mark_features() if f.name == "#forks at odd steps from a to b")
    rng = random.Random(12)
    cases = [(n, edges, a, b) for n in range(2, 7) for edges in labelled_trees(n)
             for a in range(n) for b in range(n) if a != b]
    for _ in range(300):
        n = rng.randint(7, 10)
        cases.append((n, tuple(sorted((rng.randrange(v), v) for v in range(1, n))),
                      *rng.sample(range(n), 2)))
    for n, edges, a, b in cases:
        adj = Graph(n, edges).adjacency()

        @lru_cache(maxsize=None)
        def first_wins(v, visited, first_to_move):
            options = [w for w in adj[v] if not visited >> w & 1]
            if not options:
                return False        # b not visited yet: the game ends without it
            results = [True if w == b else
                       first_wins(w, visited | (1 << w), not first_to_move)
                       for w in options]
            return any(results) if first_to_move else all(results)
        want = first_wins(a, 1 << a, True)
        g = shapes.TwoMarked(n, edges, a, b)
        assert want == (forks.fn(g) == 0), (n, edges, a, b)


def test_the_token_game_is_won_iff_the_start_is_in_every_maximum_matching():
    """Undirected Vertex Geography, searched from its rules: move the token to an unvisited
    neighbour; who cannot move loses."""
    for g in _graphs(seed=5, count=80):
        adj = g.adjacency()

        @lru_cache(maxsize=None)
        def wins(v, visited):
            return any(not wins(w, visited | (1 << w)) for w in adj[v] if not visited >> w & 1)
        for v in range(g.n):
            assert wins(v, 1 << v) == gf.in_every_maximum_matching(adj, v), (g, v)


def assert_cpp_equals_python(features, marks: str, cases, marks_of) -> None:
    """Every feature's C++ over (n, adj) and the marks (`marks`: "a, b" or "marked"), compiled
    in one program, equals its Python on every graph of cases; marks_of(g) gives their values."""
    body = "\n".join(f"  std::cout << (long long)({f.cpp}) << ' ';" for f in features)
    heads = "".join(f"#include {h}\n" for h in (*CPP_HEADERS, "<iostream>"))
    read = " >> ".join(m.strip() for m in marks.split(","))
    text = (heads + f"int main() {{ int n, m, {marks}; while (std::cin >> n >> m >> {read}) {{ "
            "std::vector<std::vector<int>> adj(n); for (int i = 0; i < m; ++i) { int u, v; "
            "std::cin >> u >> v; adj[u].push_back(v); adj[v].push_back(u); }\n"
            f"{body}\n  std::cout << '\\n'; }} }}\n")
    binary = compile_text(text, "graph features", ("-std=c++17", "-O2"), tag="test-shapes2")
    stdin = "".join(f"{g.n} {len(g.edges)} {' '.join(map(str, marks_of(g)))} " +
                    " ".join(f"{u} {v}" for u, v in g.edges) + "\n" for g in cases)
    out = subprocess.run([str(binary.path)], input=stdin, capture_output=True, text=True)
    rows = out.stdout.splitlines()
    assert len(rows) == len(cases)
    for g, row in zip(cases, rows):
        assert [int(t) for t in row.split()] == [int(f.fn(g)) for f in features], g


def test_the_cpp_forms_equal_the_python():
    rng = random.Random(9)
    cases = []
    for g in _graphs(seed=7, count=150):
        a, b = rng.sample(range(g.n), 2)
        cases.append(shapes.TwoMarked(g.n, g.edges, a, b))
    assert_cpp_equals_python(gf.two_mark_features(), "a, b", cases, lambda g: (g.a, g.b))


def test_the_cpp_of_one_graph_equals_the_python():
    """The features of a tree or graph with one mark (explore/features.py's graph_features),
    pasted as C++ over (n, adj, marked): equal to the Python on random graphs (with cycles: the
    matchings by subsets) and random trees of up to 18 vertices (forests, the matchings by the
    greedy), marked or not (-1), and on the same graphs without one vertex."""
    from explore.features import graph_features
    features = graph_features()
    assert all(f.cpp for f in features)
    rng = random.Random(10)
    cases = [g for g in _graphs(seed=8, count=150)]
    for _ in range(150):
        n = rng.randint(1, 18)
        cases.append(Graph(n, tuple(sorted((rng.randrange(v), v) for v in range(1, n)))))
    cases += [g.without(rng.randrange(g.n)) for g in cases[:60] if g.n > 1]
    cases = [Graph(g.n, g.edges, rng.choice([None, rng.randrange(g.n)])) for g in cases]
    # a rooted tree's root is the vertex read when none is marked (pasted as `int root`)
    cases += [Graph(g.n, g.edges, None, rng.randrange(g.n)) for g in cases[:80]]
    assert_cpp_equals_python(features, "marked", cases, lambda g: (
        g.marked if g.marked is not None else -1 if g.root is None else g.root,))


# ---------------------------------------------------------------- a race of two tokens

RACE = """
# A race of two tokens on a tree: the mover's token at a, the other's at b. The mover moves its
# token to a neighbour no token has visited (the start vertices are visited); its old vertex
# is gone. Who cannot move loses.
positions = two_marks(trees(n=range(2, 7)))


def moves(g):
    keep = [u for u in range(g.n) if u != g.a]
    at = {u: i for i, u in enumerate(keep)}
    edges = tuple(sorted((at[x], at[y]) for x, y in g.edges if g.a not in (x, y)))
    for v in g.adjacency()[g.a]:
        if v != g.b:
            yield TwoMarked(g.n - 1, edges, at[g.b], at[v])
"""


def race_search(n, edges, a, b):
    """The race searched from its rules on the labelled tree, with the visited set."""
    adj = Graph(n, tuple(edges)).adjacency()

    @lru_cache(maxsize=None)
    def wins(me, other, visited):
        return any(not wins(other, w, visited | (1 << w)) for w in adj[me]
                   if not visited >> w & 1)
    return wins(a, b, (1 << a) | (1 << b))


def test_a_race_of_two_tokens_claims_nothing_false(tmp_path):
    (tmp_path / "race.py").write_text(RACE)
    game = solve.load(tmp_path / "race.py")
    found = whole.find(game, 300, 5)
    for g, won in zip(found.positions, found.labels):
        assert won == race_search(g.n, g.edges, g.a, g.b), g
    rng = random.Random(12)
    far = []
    for _ in range(150):
        n = rng.randint(7, 10)
        edges = [(rng.randrange(v), v) for v in range(1, n)]
        a, b = rng.sample(range(n), 2)
        far.append(shapes.TwoMarked(n, tuple(sorted(edges)), a, b))
    for rule in found.held:
        for g in far:
            assert rule.evaluate(g) == race_search(g.n, g.edges, g.a, g.b), (rule.text, g)


def tree_tag_search(n, edges, a, b, da, db):
    """Tree Tag searched from its rules on the labelled tree: the states (Alice, Bob, who moves)
    Alice wins from, by a fixpoint (a state not in it: Bob escapes for ever)."""
    d = _floyd(n, edges)
    won: set = set()
    while True:
        new = set(won)
        for x in range(n):
            for y in range(n):
                if x == y:
                    continue
                if any(d[x][v] <= da and (v == y or (v, y, "bob") in won) for v in range(n)):
                    new.add((x, y, "alice"))
                if all((x, v, "alice") in won for v in range(n) if d[y][v] <= db and v != x):
                    new.add((x, y, "bob"))
        if new == won:
            return (a, b, "alice") in won
        won = new


def test_tree_tag_finds_the_editorial_rule_and_nothing_false(tmp_path):
    """Codeforces 1404B with da = 1, db = 3: Alice wins iff dist(a, b) <= 1 or the diameter is
    at most 2 (the editorial's rule at these values); every rule claimed is checked against a
    search of the rules on random larger trees."""
    path = Path(__file__).resolve().parents[2] / "docs" / "explore" / "games" / "tree_tag.py"
    game = solve.load(path)
    game.shape = shapes.two_marks(shapes.trees(n=range(2, 7)))
    found = whole.find(game, 300, 10)
    assert found.held, [r.text for r in found.result.rules]
    rng = random.Random(14)
    far = []
    for _ in range(40):
        n = rng.randint(7, 11)
        edges = tuple(sorted((rng.randrange(v), v) for v in range(1, n)))
        a, b = rng.sample(range(n), 2)
        far.append(shapes.TwoMarked(n, edges, a, b))
    for g in far:
        want = "W" if tree_tag_search(g.n, g.edges, g.a, g.b, 1, 3) else "D"
        for rule in found.held:
            assert rule.evaluate(g) == want, (rule.text, g)


def race_by_the_path(n, edges, a, b):
    """The textbook analysis of the race on a tree: along the path a = p0, ..., pm = b, d[i] is
    the longest walk from p_i into its branches off the path. The token to move at p_l (the
    other at p_r) wins by leaving the path iff d[l] beats the other's best answer, the most
    moves it has walking towards p_l and leaving at some p_j, max (r - j) + d[j]; else it steps
    along the path (if p_(l+1) is free) and the other faces the same question."""
    adj = Graph(n, tuple(edges)).adjacency()
    parent, queue = {a: None}, [a]
    for u in queue:
        for w in adj[u]:
            if w not in parent:
                parent[w], _ = u, queue.append(w)
    p = [b]
    while p[-1] != a:
        p.append(parent[p[-1]])
    p, on = p[::-1], set(p)

    def walk(u):
        best, stack = 0, [(u, -1, 0)]
        while stack:
            x, came, depth = stack.pop()
            best = max(best, depth)
            stack += [(w, x, depth + 1) for w in adj[x] if w != came and w not in on]
        return best
    d, m = [walk(u) for u in p], len(p) - 1

    @lru_cache(maxsize=None)
    def wins(l, r, left_moves):
        if left_moves:
            other = max(r - j + d[j] for j in range(l + 1, r + 1))
            return d[l] > other or (l + 1 < r and not wins(l + 1, r, False))
        other = max(j - l + d[j] for j in range(l, r))
        return d[r] > other or (r - 1 > l and not wins(l, r - 1, True))
    return wins(0, m, True)


def test_the_race_is_a_minimax_along_the_path_not_a_formula():
    """Why the miner finds no rule for the race (docs/explore.md): its rule is the path analysis
    above, a question asked at every vertex of the path between the tokens, each with that
    vertex's branch depth: no bounded formula of whole-tree features. Checked against the search
    of the rules on random trees of 2 to 11 vertices."""
    rng = random.Random(21)
    for _ in range(400):
        n = rng.randint(2, 11)
        edges = [(rng.randrange(v), v) for v in range(1, n)]
        a, b = rng.sample(range(n), 2)
        assert race_by_the_path(n, edges, a, b) == race_search(n, edges, a, b), (n, edges, a, b)


@pytest.mark.slow      # 13.5 s of CPU (measured at load 12)
def test_a_race_of_adjacent_tokens_is_a_comparison_of_two_runs(tmp_path):
    """With the tokens adjacent the race is pure: each has its own side, and the mover wins iff
    its longest walk is longer, ecc(a) without b > ecc(b) without a. The miner finds that rule
    (or an equivalent form) on the adjacent positions, a filtered shape that keeps the two
    marks' features (truth: the search of the rules), and it holds on larger trees."""
    (tmp_path / "race.py").write_text(RACE.replace(
        "positions = two_marks(trees(n=range(2, 7)))",
        "positions = two_marks(trees(n=range(2, 8))).where(lambda g: (g.a, g.b) in g.edges "
        "or (g.b, g.a) in g.edges)"))
    game = solve.load(tmp_path / "race.py")
    found = whole.find(game, 300, 5)
    for g, won in zip(found.positions, found.labels):
        assert won == race_search(g.n, g.edges, g.a, g.b), g
    # the forms found are equivalent on adjacent tokens: ecc(a) = max(A, 1 + B) and
    # ecc(b) = max(B, 1 + A) with A, B the two runs, so ecc(a) < ecc(b) iff A > B
    assert found.held and all("ecc" in r.text for r in found.held), \
        [r.text for r in found.held]
    rng = random.Random(13)
    for _ in range(150):
        n = rng.randint(8, 11)
        edges = [(rng.randrange(v), v) for v in range(1, n)]
        a, b = rng.choice(edges)
        g = shapes.TwoMarked(n, tuple(sorted(edges)), a, b)
        for rule in found.held:
            assert rule.evaluate(g) == race_search(n, edges, a, b), (rule.text, g)


TOKEN_ON_A_TREE = """# a token on the marked vertex moves to a neighbour not visited before; who cannot move loses
positions = trees(n=range(1, 8), marked=True)
def start(tree):
    return (tree.edges, tree.marked, -1)
def moves(state):
    edges, at, came_from = state
    for u, v in edges:
        for x, y in ((u, v), (v, u)):
            if x == at and y != came_from:      # on a tree the only visited neighbour
                yield (edges, y, at)
"""


def test_the_token_game_on_a_tree_with_one_mark_is_a_matching_rule(tmp_path):
    """CF 1970C2 by its rules: the miner states "marked in every maximum matching" (the
    one-marked vocabulary), and every rule it claims holds on larger random trees searched here
    from the rules."""
    (tmp_path / "token.py").write_text(TOKEN_ON_A_TREE)
    game = solve.load(tmp_path / "token.py")
    found = whole.find(game, 300, 5, check_larger=False)
    assert found.held and "marked in every maximum matching" in found.held[0].text, \
        [r.text for r in found.held]
    rng = random.Random(13)
    for _ in range(150):
        n = rng.randint(8, 12)
        edges = tuple(sorted((rng.randrange(v), v) for v in range(1, n)))
        adj = [[] for _ in range(n)]
        for u, v in edges:
            adj[u].append(v)
            adj[v].append(u)

        def wins(v, parent):
            return any(not wins(w, v) for w in adj[v] if w != parent)
        g = Graph(n, edges, marked=rng.randrange(n))
        for rule in found.held:
            assert rule.evaluate(g) == wins(g.marked, -1), (rule.text, g)
    # the pasted code, at contest size: a path of 100,000 vertices from an end (99,999 moves:
    # the first player makes the last) and from next to it, and a star from its centre
    code, check = whole.code_for(game, found)
    assert check.startswith("check: compiled with g++"), check
    big = 100_000
    path = tuple((v, v + 1) for v in range(big - 1))
    star = tuple((0, v) for v in range(1, big))
    line = whole.check_code(code, "firstWins", "gm", [Graph(big, path, 0), Graph(big, path, 1),
                                                      Graph(big, star, 0)],
                            [True, True, True], "win")
    assert line.startswith("check: compiled with g++"), line


def test_a_sequence_of_even_length_is_read_as_consecutive_pairs(tmp_path):
    """Rows of two tokens written in one line (a1, b1, a2, b2, ...): a move slides one token of
    a row towards the other, never onto or past it. The gap of a row is a Nim heap; the xor of
    |a - b| - 1 over the consecutive pairs is found, and the pasted code equals a plain search
    of the whole game on rows longer and positions larger than those declared."""
    from functools import lru_cache
    got = explore_json(tmp_path, (
        "positions = sequence(values=range(1, 6), length=range(2, 5, 2)).where(\n"
        "    lambda s: all(s[i] != s[i + 1] for i in range(0, len(s), 2)))\n"
        "def moves(s):\n"
        "    for i in range(len(s)):\n"
        "        other = s[i ^ 1]\n"
        "        step = 1 if other > s[i] else -1\n"
        "        for c in range(s[i] + step, other, step):\n"
        "            yield s[:i] + (c,) + s[i + 1:]\n"), "--budget", "8")
    # the xor over the consecutive pairs, or the same game read as a sum of its rows of two
    # (explore/sums.py's row cutter, once the filtered shape answered for its sequence)
    assert any("over the pairs (a1, a2)" in r or "xor of g(row) over the rows" in r
               for r in got["rules"]), got["rules"]

    @lru_cache(maxsize=None)
    def wins(s: tuple) -> bool:         # the rules, searched plainly
        for i in range(len(s)):
            other, step = s[i ^ 1], (1 if s[i ^ 1] > s[i] else -1)
            if any(not wins(s[:i] + (c,) + s[i + 1:]) for c in range(s[i] + step, other, step)):
                return True
        return False
    rng = random.Random(4)
    rows = []
    while len(rows) < 150:
        k = rng.choice((2, 4, 6))
        s = tuple(rng.randrange(1, 20 if k < 6 else 8) for _ in range(k))
        if all(s[i] != s[i + 1] for i in range(0, len(s), 2)):
            rows.append(s)
    (tmp_path / "main.cpp").write_text(
        "#include <bits/stdc++.h>\n" + (tmp_path / "code.cpp").read_text() +
        "int main() { std::string line; while (std::getline(std::cin, line)) { "
        "std::istringstream in(line); std::vector<long long> a; long long v; "
        "while (in >> v) a.push_back(v); std::cout << firstWins(a) << '\\n'; } }\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    out = subprocess.run([str(tmp_path / "main")],
                         input="".join(" ".join(map(str, s)) + "\n" for s in rows),
                         capture_output=True, text=True, check=True)
    assert [int(x) for x in out.stdout.split()] == [int(wins(s)) for s in rows]


# ---------------------------------------------------------------- a sequence read as two halves

HALVES = {      # each feature by its plain definition: a = the first half, b = the second
    "sum of the first half": lambda a, b: sum(a),
    "sum of the second half": lambda a, b: sum(b),
    "sum of the first half - of the second": lambda a, b: sum(a) - sum(b),
    "max of the first half": lambda a, b: max(a),
    "max of the second half": lambda a, b: max(b),
    "min of the first half": lambda a, b: min(a),
    "min of the second half": lambda a, b: min(b),
    "max(0, max of the second half - min of the first)": lambda a, b: max(
        [0] + [y - x for x in a for y in b]),
    "max(0, max of the first half - min of the second)": lambda a, b: max(
        [0] + [x - y for x in a for y in b]),
    "second half = first half": lambda a, b: all(x == y for x, y in zip(a, b)),
    "second half = reverse(first half)": lambda a, b: all(
        b[i] == a[len(a) - 1 - i] for i in range(len(a))),
    "second half = first half or its reverse": lambda a, b: list(b) in (list(a), list(a)[::-1]),
}


def test_the_halves_of_a_sequence_against_plain_definitions_and_their_cpp():
    """A sequence of even length read as two hands (a1 .. am, b1 .. bm): each feature equals
    its plain definition (the best swap's gain by trying every pair) and its C++ the Python;
    none is offered when some position has an odd length."""
    rng = random.Random(21)
    cases = [tuple(rng.randrange(-5, 30) for _ in range(2 * rng.randint(1, 5)))
             for _ in range(300)]
    # halves equal, or one the other's reverse (palindromic halves are both)
    cases += [tuple(h + h) for h in (c[:len(c) // 2] for c in cases[:40])]
    cases += [tuple(h + h[::-1]) for h in (c[:len(c) // 2] for c in cases[40:80])]
    features = gf.halves_features(cases)
    assert sorted(f.name for f in features) == sorted(HALVES)
    for f in features:
        for p in cases:
            m = len(p) // 2
            assert f.fn(p) == HALVES[f.name](p[:m], p[m:]), (f.name, p)
    assert_read_features_equal_python(
        features, "std::vector<long long> a; long long v; while (in >> v) a.push_back(v);",
        cases, lambda p: " ".join(map(str, p)))
    assert gf.halves_features(cases + [(1, 2, 3)]) == []


def test_two_hands_in_one_line_fight_until_one_is_empty(tmp_path):
    """Codeforces 1842A's fight, written from its rules: each turn the mover's monster x and one
    of the other's, y, become x - y and y - x (<= 0 dies); with no monster the mover loses, with
    none on either side it is a draw. The outcome is found through the halves' sums, and the
    pasted code equals a plain search on hands larger than those declared."""
    got = explore_json(tmp_path, (
        'positions = sequence(values=range(1, 5), length=range(2, 7, 2))\n'
        'result = "outcome"\n'
        'def start(p):\n'
        '    m = len(p) // 2\n'
        '    return (tuple(sorted(p[:m])), tuple(sorted(p[m:])))\n'
        'def moves(state):\n'
        '    mine, theirs = state\n'
        '    if not mine or not theirs:\n'
        '        return\n'
        '    for x in set(mine):\n'
        '        for y in set(theirs):\n'
        '            m, t = list(mine), list(theirs)\n'
        '            m.remove(x)\n'
        '            t.remove(y)\n'
        '            m += [x - y] if x > y else []\n'
        '            t += [y - x] if y > x else []\n'
        '            yield (tuple(sorted(t)), tuple(sorted(m)))\n'
        'def winner(state):\n'
        '    mine, theirs = state\n'
        '    return "draw" if not mine and not theirs else "last" if not mine else "mover"\n'),
        "--budget", "20")
    assert any("half" in r for r in got["rules"]), got["rules"]

    @lru_cache(maxsize=None)
    def value(mine: tuple, theirs: tuple) -> int:      # +1 the mover wins, 0 draw, -1 loses
        if not mine or not theirs:
            return 0 if not mine and not theirs else (-1 if not mine else 1)
        best = -1
        for i, x in enumerate(mine):
            for j, y in enumerate(theirs):
                m = mine[:i] + mine[i + 1:] + ((x - y,) if x > y else ())
                t = theirs[:j] + theirs[j + 1:] + ((y - x,) if y > x else ())
                best = max(best, -value(tuple(sorted(t)), tuple(sorted(m))))
        return best
    rng = random.Random(5)
    rows = [tuple(rng.randrange(1, 9) for _ in range(2 * rng.randint(1, 4))) for _ in range(120)]
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            "std::istringstream in(line); std::vector<long long> a; long long v; "
            "while (in >> v) a.push_back(v); std::cout << outcome(a) << '\\n'; } }\n")
    from explore_run import run_words
    got_words = run_words(tmp_path, got["code"], main, [" ".join(map(str, r)) for r in rows])
    want = ["WDL"[1 - value(tuple(sorted(r[:len(r) // 2])), tuple(sorted(r[len(r) // 2:])))]
            for r in rows]
    assert got_words == want
