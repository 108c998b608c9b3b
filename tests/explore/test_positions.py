"""Shapes of whole positions (explore/positions.py) against plain enumerations that know only the
definitions, and the results of explore/solve.py against game-tree searches written from the
rules (no theorem: a position is won when a move reaches a lost one)."""
from __future__ import annotations

import itertools
from functools import lru_cache
from pathlib import Path

import pytest

from explore import positions as P
from explore import solve, whole
from explore.claims import may_paste
from judge.errors import UserError
from test_miner import labelled_trees   # Pruefer decoding (tests/explore/, pytest's path)

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "docs" / "explore" / "games"
HERE = Path(__file__).resolve().parent / "positions"


def brute_canon(g: P.Graph):
    """The least relabelling over ALL permutations (no refinement)."""
    best = None
    for perm in itertools.permutations(range(g.n)):
        edges = tuple(sorted(tuple(sorted((perm[u], perm[v]))) for u, v in g.edges))
        key = (edges, None if g.marked is None else perm[g.marked])
        best = key if best is None or key < best else best
    return best


def test_graphs_are_every_graph_once_up_to_isomorphism():
    for n in range(1, 6):
        pairs = list(itertools.combinations(range(n), 2))
        classes = {brute_canon(P.Graph(n, tuple(e))) for k in range(len(pairs) + 1)
                   for e in itertools.combinations(pairs, k)}
        got = list(P.graphs(n))
        assert len(got) == len(classes)
        assert {brute_canon(g) for g in got} == classes
        conn = [g for g in got if P.connected(g)]
        assert len(list(P.graphs(n, connected=True))) == len(conn)


def test_trees_match_pruefer_codes_up_to_isomorphism():
    for n in range(2, 6):
        classes = {brute_canon(P.Graph(n, edges)) for edges in labelled_trees(n)}
        got = list(P.trees(n))
        assert len(got) == len(classes) and {brute_canon(t) for t in got} == classes
        marked = {brute_canon(P.Graph(t.n, t.edges, v)) for t in got for v in range(n)}
        assert len(list(P.trees(n, marked=True))) == len(marked)
    # OEIS A000081 (rooted) and A000055 (unrooted), n = 6..10
    assert [len(list(P.trees(n, rooted=True))) for n in range(6, 11)] == [20, 48, 115, 286, 719]
    assert [len(list(P.trees(n))) for n in range(6, 11)] == [6, 11, 23, 47, 106]


def test_other_shapes_enumerate_canonical_positions_once():
    ms = list(P.multiset(piles=range(1, 5), size=range(1, 4)))
    assert len(ms) == len(set(ms)) == 4 + 10 + 20 and all(list(p) == sorted(p) for p in ms)
    cyc = list(P.string("01", length=range(1, 7), cyclic=True))
    brute = {min(s[i:] + s[:i] for i in range(len(s)))
             for k in range(1, 7) for s in map("".join, itertools.product("01", repeat=k))}
    assert sorted(cyc) == sorted(brute) and len(cyc) == len(set(cyc))
    assert len(list(P.subsets(4))) == 16
    assert len(list(P.grid(rows=range(1, 3), cols=range(1, 3)))) == 2 + 4 + 4 + 16
    assert len(list(P.numbers(x=range(0, 3), y=range(1, 3)))) == 6
    grown = P.multiset(piles=range(1, 5), size=range(1, 4)).grow()
    assert set(ms) < set(grown.positions())
    with pytest.raises(P.ShapeError):
        P.multiset(piles=[1, 3])


def test_a_bound_of_one_value_is_part_of_the_game_and_does_not_grow():
    """Three piles, a board of 3 rows, a fixed first coordinate: the grown sizes keep them
    (the rule may hold for that size only) and grow the other bounds; a shape whose every
    bound is one value grows them all, so that the check always has larger positions."""
    three = P.multiset(piles=range(0, 10), size=range(3, 4)).grow()
    assert three.describe() == "multisets of 3 piles of 0..10", three.describe()
    # a board of 8 cells over fixed letters has no other bound: its length grows
    assert P.string("01", length=range(8, 9)).grow().describe() == \
        P.string("01", length=range(8, 10)).describe()
    grid = P.grid(rows=range(3, 4), cols=range(1, 5)).grow()
    assert {len(g) for g in grid.positions()} == {3}
    seq = P.sequence(values=range(1, 4), length=range(2, 3)).grow()
    assert {len(p) for p in seq.positions()} == {2} and max(map(max, seq.positions())) == 4
    box = P.numbers(k=range(3, 4), n=range(1, 11)).grow()
    assert {p[0] for p in box.positions()} == {3} and max(p[1] for p in box.positions()) == 20
    one = P.multiset(piles=range(2, 3), size=range(2, 3)).grow()
    assert one.describe() == "multisets of 2..3 piles of 2..3", one.describe()
    filtered = P.multiset(piles=range(1, 5), size=range(2, 3)).where(lambda p: p[0] < p[1])
    assert {len(p) for p in filtered.grow().positions()} == {2}


def test_a_game_on_exactly_three_piles_is_checked_on_three_piles(tmp_path):
    """Nim on three piles with one more move, the same amount from all three (Codeforces 282D
    at n = 3): the xor decides it on three piles, not on four, where the extra move is
    another game. The check stays on three piles and the xor is claimed; each result is
    compared with a plain search of the moves."""
    (tmp_path / "three.py").write_text(
        "positions = multiset(piles=range(0, 8), size=range(3, 4))\n"
        "def moves(a):\n"
        "    for i, v in enumerate(a):\n"
        "        for x in range(1, v + 1):\n"
        "            yield tuple(sorted(a[:i] + (v - x,) + a[i + 1:]))\n"
        "    for x in range(1, min(a) + 1):\n"
        "        yield tuple(v - x for v in a)\n")

    @lru_cache(maxsize=None)
    def wins(a):
        options = [tuple(sorted(a[:i] + (v - x,) + a[i + 1:]))
                   for i, v in enumerate(a) for x in range(1, v + 1)]
        options += [tuple(v - x for v in a) for x in range(1, min(a) + 1)]
        return any(not wins(o) for o in options)
    game = solve.load(tmp_path / "three.py")
    found = whole.find(game, 2000, 20)
    assert may_paste(found.evidence) and found.held, whole.claim_lines(game, found)
    assert {len(p) for p in found.larger} == {3}
    rule = found.held[0]
    assert "xor" in rule.text, rule.text
    assert all(rule.evaluate(p) == wins(p) for p in found.positions + found.larger)


def test_win_results_equal_a_game_tree_search():
    game = solve.load(GAMES / "stoned_game.py")
    pos = list(game.shape.positions())
    got = solve.Explorer(game).results(pos)

    @lru_cache(None)
    def win(piles, banned):
        return any(not win(piles[:i] + (a - 1,) + piles[i + 1:], i)
                   for i, a in enumerate(piles) if a > 0 and i != banned)
    assert got == [win(p, -1) for p in pos]
    game = solve.load(GAMES / "game_with_board.py")       # misere: stuck wins
    got = solve.Explorer(game).results(list(game.shape.positions()))
    assert got == [n >= 5 for (n,) in game.shape.positions()]


def test_grundy_values_with_sums_equal_a_mex_search():
    for l, r in ((1, 2), (2, 3), (3, 5)):
        game = solve.load(GAMES / "removing_graph.py", {"l": l, "r": r})
        pos = list(game.shape.positions())
        got = solve.Explorer(game).results(pos)

        @lru_cache(None)
        def g(shape, x):
            seen = set()
            for k in range(l, min(r, x) + 1):
                if shape == "C":
                    seen.add(g("P", x - k) if k < x else 0)
                else:
                    for a in range(x - k + 1):
                        seen.add(g("P", a) ^ g("P", x - k - a))
            return next(m for m in itertools.count() if m not in seen)
        assert got == [g("C", x) for (x,) in pos]


def test_outcomes_with_cycles_and_partizan_classes():
    game = solve.load(HERE / "loopy_walk.py")
    pos = list(game.shape.positions())
    got = solve.Explorer(game).results(pos)
    # fixpoint of the definitions: W if a move to L, L if every move to W, else D
    res = {p: "D" for p in pos}
    for _ in range(len(pos) + 1):
        for p in pos:
            opts = [res[q] for q in game.moves(p)]
            res[p] = "W" if "L" in opts else "L" if all(o == "W" for o in opts) else "D"
    assert got == [res[p] for p in pos] and "D" in got

    game = solve.load(GAMES / "hackenbush_stalk.py")
    pos = list(game.shape.positions())
    got = solve.Explorer(game).results(pos)

    @lru_cache(None)
    def wins(s, left):  # the player to move wins
        opts = game.left_moves(s) if left else game.right_moves(s)
        return any(not wins(t, not left) for t in opts)
    want = [{(True, True): "N", (False, False): "P", (True, False): "L", (False, True): "R"}[
        (wins(s, True), wins(s, False))] for s in pos]
    assert got == want and set(got) == {"L", "R", "P"}   # a stalk is a number: never N


def test_bad_game_files_give_one_line():
    with pytest.raises(UserError, match="consecutive"):
        solve.load(HERE / "bad_shape.py")
    with pytest.raises(UserError, match="positions = "):
        solve.load(HERE / "no_positions.py")
    game = solve.load(HERE / "cycle_win.py")
    with pytest.raises(UserError, match="cycle"):
        solve.Explorer(game).results(list(game.shape.positions()))
    with pytest.raises(UserError, match="declares no parameter"):
        solve.load(GAMES / "alice_brown.py", {"k": 3})


def test_graph6_and_nauty_geng_agree_with_the_python_enumeration():
    assert P.parse_graph6("Bw") == P.Graph(3, ((0, 1), (0, 2), (1, 2)))      # K3
    assert P.parse_graph6("C~").edges == tuple(itertools.combinations(range(4), 2))  # K4
    assert P.parse_graph6("A_") == P.Graph(2, ((0, 1),))
    if P._geng_tool(install=False) is None:
        pytest.skip("nauty's geng is not installed (Debian package nauty): the Python "
                    "enumeration above is what runs")
    for n in range(1, 7):
        for conn in (False, True):
            via_geng = {P.graph_canonical(g) for g in P._geng(n, conn)}
            python = {g for g in P.Graphs._all(n) if not conn or P.connected(g)}
            assert via_geng == python


BURN = """# take an end of the row (its value is the mover's), or burn both ends (no one's); the game
# ends on an empty row; with score = "own", each player maximises its own total
positions = sequence(values=range(0, 3), length=range(0, 6))
result = "score"
score = "own"
ties = "{ties}"


def moves(a):
    if a:
        yield (a[1:], a[0])
        yield (a[:-1], a[-1])
    if len(a) >= 2:
        yield (a[1:-1], 0)


def final(a):
    return (1, 0)       # the player who faces the empty row gets 1
"""


@pytest.mark.parametrize("ties", ["least", "most"])
def test_own_score_games_equal_a_search_of_the_rules(ties, tmp_path):
    """Each player maximises its own total (not the difference: burning changes the sum);
    the tie rule of the file is the search's."""
    (tmp_path / "burn.py").write_text(BURN.replace("{ties}", ties))
    game = solve.load(tmp_path / "burn.py")
    pos = list(game.shape.positions())
    got = solve.Explorer(game).results(pos)

    @lru_cache(None)
    def totals(a):          # (mover's, other's) from a on, every play searched
        if not a:
            return (1, 0)
        options = [(a[1:], a[0]), (a[:-1], a[-1])] + ([(a[1:-1], 0)] if len(a) >= 2 else [])
        best = None
        for b, gain in options:
            other, mine = totals(b)
            x = (gain + mine, other)
            if best is None or x[0] > best[0] or x[0] == best[0] and (
                    x[1] < best[1] if ties == "least" else x[1] > best[1]):
                best = x
        return best
    assert got == [totals(p)[0] for p in pos]


def _relabelled(g: P.Graph, perm: list[int]) -> P.Graph:
    return P.Graph(g.n, tuple(sorted(tuple(sorted((perm[u], perm[v]))) for u, v in g.edges)),
                   None if g.marked is None else perm[g.marked],
                   None if g.root is None else perm[g.root])


def test_graph_canonical_forms_are_equal_exactly_for_isomorphic_graphs():
    """The individualisation-refinement search (twins pruned) against every permutation: random
    graphs with marks and roots, and symmetric ones (cycles, cube, K4,4, their complements)."""
    import random
    rng = random.Random(26)
    graphs = []
    for _ in range(150):
        n = rng.randint(1, 7)
        pairs = list(itertools.combinations(range(n), 2))
        edges = tuple(sorted(e for e in pairs if rng.random() < rng.choice((0.2, 0.5, 0.8))))
        graphs.append(P.Graph(n, edges, rng.choice([None, rng.randrange(n)]),
                              rng.choice([None, None, rng.randrange(n)])))
    cube = [(u, u ^ b) for u in range(8) for b in (1, 2, 4) if u < u ^ b]
    def cycles(*sizes):         # disjoint cycles: regular, refinement splits nothing
        out, at = [], 0
        for k in sizes:
            out += [(at + i, at + (i + 1) % k) for i in range(k)]
            at += k
        return out
    for edges in (cycles(7), cycles(3, 4), cycles(3, 5), cycles(3, 3), cycles(6), cube,
                  [(u, v) for u in range(4) for v in range(4, 8)]):
        n = max(max(e) for e in edges) + 1
        g = P.Graph(n, tuple(sorted(tuple(sorted(e)) for e in edges)))
        comp = tuple(e for e in itertools.combinations(range(n), 2) if e not in g.edges)
        graphs += [g, P.Graph(n, comp), P.Graph(n, g.edges, 0)]
    for g in graphs:
        c = P.graph_canonical_search(g)
        perm = list(range(g.n))
        rng.shuffle(perm)
        assert P.graph_canonical_search(_relabelled(g, perm)) == c, g
        assert (c.root is None) == (g.root is None)
        if g.n <= 7:            # every permutation: 8! for the cube is too slow for a unit test
            assert brute_canon(c) == brute_canon(g)
    small = [g for g in graphs if g.n <= 6 and g.root is None]
    for g, h in itertools.combinations(small[:60] + small[-9:], 2):
        if g.n == h.n:
            assert (brute_canon(g) == brute_canon(h)) == \
                (P.graph_canonical_search(g) == P.graph_canonical_search(h)), (g, h)


def test_nauty_gentreeg_gives_the_trees_of_the_python_enumeration():
    if P.gentreeg(3) is None:
        pytest.skip("nauty's gentreeg is not installed (Debian package nauty): the Python "
                    "enumeration is what runs")
    for n in range(1, 12):
        assert P.gentreeg(n) == P.Trees(range(n, n + 1), False, False)._grown(n), n
    assert len(P.gentreeg(14)) == 3159          # OEIS A000055
