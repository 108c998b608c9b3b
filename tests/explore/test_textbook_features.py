"""Features of explore/features.py that textbook theorems name, against plain searches of the
games they decide: Green Hackenbush on a rooted tree (cut an edge, what no longer touches the
root falls) is worth the colon value, a token that only walks away from the root the mex down,
Staircase Nim the xor of the steps at odd distance from the ground, Moore's Nim_k is lost
exactly when every bit count is a multiple of k + 1; every labelled tree and every marked vertex
up to 7 vertices, every staircase up to 4 steps of 3 coins, every multiset of up to 4 piles of
1..5 stones. End to end, the explorer states the colon rule for Hackenbush and pastes code that
equals the search."""
from __future__ import annotations

import functools
import itertools
import operator
import random
import subprocess
from collections import Counter
from functools import lru_cache

import pytest

from explore import positions as shapes
from explore import solve, whole
from explore.features import graph_features, rooted_features, vocabulary
from tree_codes import labelled_trees

Graph = shapes.Graph


def _feature(name):
    return next(f for f in graph_features() if f.name == name)


def _mex(values) -> int:
    m, present = 0, set(values)
    while m in present:
        m += 1
    return m


def _rooted_children(n, edges, root):
    adj = Graph(n, edges).adjacency()
    kids, order, parent = {v: [] for v in range(n)}, [root], {root: -1}
    for u in order:
        for w in adj[u]:
            if w not in parent:
                parent[w] = u
                kids[u].append(w)
                order.append(w)
    return kids


def hackenbush(n, edges, root) -> int:
    """The Grundy value by the rules: the position is the set of edges still joined to the root;
    a move deletes one edge, and every edge no longer joined to the root goes."""
    def joined(left: frozenset) -> frozenset:
        adj = {v: [] for v in range(n)}
        for u, v in left:
            adj[u].append(v)
            adj[v].append(u)
        seen, stack = {root}, [root]
        while stack:
            u = stack.pop()
            for w in adj[u]:
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        return frozenset(e for e in left if e[0] in seen)

    @lru_cache(maxsize=None)
    def g(left: frozenset) -> int:
        return _mex(g(joined(left - {e})) for e in left)
    return g(frozenset(edges))


def walk_down(n, edges, root) -> int:
    """The Grundy value of a token at the root that moves to a child, by the rules."""
    kids = _rooted_children(n, edges, root)

    def g(v):
        return _mex(g(c) for c in kids[v])
    return g(root)


def _all_marked_trees(top=7):
    for n in range(1, top + 1):
        for edges in labelled_trees(n):
            for root in range(n):
                yield n, edges, root


def test_the_colon_value_is_green_hackenbush_on_every_small_rooted_tree():
    colon = _feature("colon value(marked)")
    for n, edges, root in _all_marked_trees(6):
        assert colon.fn(Graph(n, edges, root)) == hackenbush(n, edges, root), (n, edges, root)


def test_the_mex_down_is_the_walk_away_from_the_root():
    mex_down = _feature("mex down(marked)")
    for n, edges, root in _all_marked_trees(7):
        assert mex_down.fn(Graph(n, edges, root)) == walk_down(n, edges, root), (n, edges, root)


def two_games_in_a_row(n, edges, root) -> bool:
    """A token at the root moved to a child in turn, twice: who cannot move loses the first
    game and moves first in the second, whose winner wins the match (Codeforces 455B at k = 2).
    True when the first player wins the match, by a plain search of the match's states."""
    kids = _rooted_children(n, edges, root)

    @lru_cache(maxsize=None)
    def wins(v, game) -> bool:      # the player to move at v in game 1 or 2 wins the match
        if not kids[v]:
            return game == 1 and wins(root, 2)      # lost this game, first in the next
        return any(not wins(c, game) for c in kids[v])
    return wins(root, 1)


def test_the_misere_win_with_the_mex_down_decides_two_games_in_a_row():
    """`misère win(marked)` against a plain search of the misère walk away from the mark
    (who cannot move wins), and with `mex down(marked)` it decides two games in a row: the
    first player wins iff he can both win and lose the first game at will."""
    misere, mex_down = _feature("misère win(marked)"), _feature("mex down(marked)")
    for n, edges, root in _all_marked_trees(7):
        kids = _rooted_children(n, edges, root)

        def mover_wins(v):
            return not kids[v] or any(not mover_wins(c) for c in kids[v])
        g = Graph(n, edges, root)
        assert misere.fn(g) == mover_wins(root), (n, edges, root)
        assert two_games_in_a_row(n, edges, root) == (mex_down.fn(g) != 0 and misere.fn(g)), \
            (n, edges, root)


def test_depths_subtrees_and_leaves_by_their_definitions():
    odd, even = _feature("#odd depth(marked)"), _feature("#even depth(marked)")
    subtrees, leaf = _feature("#even subtrees(marked)"), _feature("nearest leaf below(marked)")
    for n, edges, root in _all_marked_trees(6):
        g = Graph(n, edges, root)
        kids = _rooted_children(n, edges, root)
        depth = [-1] * n
        depth[root], queue = 0, [root]
        for u in queue:
            for c in kids[u]:
                depth[c] = depth[u] + 1
                queue.append(c)

        def size(v):
            return 1 + sum(size(c) for c in kids[v])
        assert odd.fn(g) == sum(d % 2 for d in depth)
        assert even.fn(g) == n - odd.fn(g)
        for k in (2, 3):
            assert _feature(f"#(depth div {k} odd)(marked)").fn(g) == \
                sum(1 for d in depth if (d // k) % 2 == 1)
        assert subtrees.fn(g) == sum(1 for v in range(n) if size(v) % 2 == 0)
        assert leaf.fn(g) == min(depth[v] for v in range(n) if not kids[v])
        assert _feature("sum of depths(marked)").fn(g) == sum(depth)
        assert _feature("sum of leaf depths(marked)").fn(g) == \
            sum(depth[v] for v in range(n) if not kids[v] and v != root)


def test_the_edges_on_j_paths_down_by_every_choice_of_j_leaves():
    """The long-path decomposition's j longest chains against a plain search: the most edges
    covered by the paths from the mark to j of the vertices below it (the union of their root
    paths), over every choice of j vertices, on every marked tree up to 6 vertices."""
    for n, edges, root in _all_marked_trees(6):
        kids = _rooted_children(n, edges, root)
        parent = {c: v for v in kids for c in kids[v]}

        def up(v):                              # the edges from v to the mark, as their lower ends
            out = set()
            while v != root:
                out.add(v)
                v = parent[v]
            return out
        g = Graph(n, edges, root)
        for j in (2, 3):
            best = max((len(set().union(*(up(v) for v in chosen)))
                        for chosen in itertools.combinations(range(n), min(j, n))), default=0)
            assert _feature(f"edges on {j} paths down(marked)").fn(g) == best, (n, edges, root, j)


def vertices_taken_in_turn(n, edges, root, worth) -> int:
    """The players take the vertices in turn, the first player first; worth(mine, theirs) is
    what the first player ends with. The first player's best, by a plain minimax over the
    vertices each has taken."""
    @lru_cache(maxsize=None)
    def best(first: frozenset, second: frozenset) -> int:
        left = [v for v in range(n) if v not in first and v not in second]
        if not left:
            return worth(first, second)
        if len(first) == len(second):
            return max(best(first | {v}, second) for v in left)
        return min(best(first, second | {v}) for v in left)
    return best(frozenset(), frozenset())


def test_vertices_taken_in_turn_by_their_keys():
    """Two games on every rooted tree up to 7 vertices, against a plain minimax of the picks:
    each vertex scores its depth to its taker (the first's total less the second's is the
    greedy difference of depth), and each ancestor-descendant pair whose two vertices the two
    players hold pays 1 to the ancestor's holder (the first's coins are the greedy share of
    descendants - ancestors)."""
    for g in shapes.trees(n=range(1, 8), rooted=True).positions():
        n, edges, root = g.n, g.edges, g.root
        kids = _rooted_children(n, edges, root)
        parent = {c: v for v in kids for c in kids[v]}
        depth, pairs = {}, []
        for v in range(n):
            d, a = 0, v
            while a != root:
                a = parent[a]
                d += 1
                pairs.append((a, v))            # a is an ancestor of v
            depth[v] = d
        scored = vertices_taken_in_turn(n, edges, root, lambda mine, theirs: sum(
            depth[v] for v in mine) - sum(depth[v] for v in theirs))
        assert _feature("greedy difference of depth(marked)").fn(g) == scored
        paid = vertices_taken_in_turn(n, edges, root, lambda mine, theirs: sum(
            (a in mine and v in theirs) - (a in theirs and v in mine) for a, v in pairs))
        assert _feature("greedy share of descendants - ancestors(marked)").fn(g) == paid, \
            (n, edges, root)


def tokens_climb(n, edges, root) -> bool:
    """A token on every leaf; a move lifts one token one edge towards the root, where it goes
    (tokens may share a vertex); the player who cannot move loses. True when the player to
    move wins, by a plain search of the counts of tokens on each vertex."""
    kids = _rooted_children(n, edges, root)
    parent = {c: v for v in kids for c in kids[v]}

    @lru_cache(maxsize=None)
    def wins(tokens: tuple) -> bool:
        for v in range(n):
            if tokens[v] and v != root:
                after = list(tokens)
                after[v] -= 1
                if parent[v] != root:
                    after[parent[v]] += 1
                if not wins(tuple(after)):
                    return True
        return False
    return wins(tuple(int(not kids[v] and v != root) for v in range(n)))


def test_tokens_climbing_from_the_leaves_are_won_by_the_parity_of_the_leaf_depths():
    """Every play lasts the same number of moves, the sum of the leaves' depths: against a
    plain search of the moves on every marked tree up to 7 vertices."""
    total = _feature("sum of leaf depths(marked)")
    for n, edges, root in _all_marked_trees(7):
        assert tokens_climb(n, edges, root) == (total.fn(Graph(n, edges, root)) % 2 == 1), \
            (n, edges, root)


def presents_game(n, edges, root, k) -> bool:
    """Codeforces 1498F's moves by the rules, one present on every vertex: a player takes some
    presents from a vertex of depth k or more and puts them on its k-th ancestor; the player
    who cannot move loses. True when the player to move wins."""
    kids = _rooted_children(n, edges, root)
    parent = {c: v for v in kids for c in kids[v]}
    up = []
    for v in range(n):
        a = v
        for _ in range(k):
            a = parent.get(a, -1) if a != -1 else -1
        up.append(a)

    @lru_cache(maxsize=None)
    def wins(presents: tuple) -> bool:
        for i, a in enumerate(up):
            for m in range(1, presents[i] + 1) if a != -1 else ():
                after = list(presents)
                after[i] -= m
                after[a] += m
                if not wins(tuple(after)):
                    return True
        return False
    return wins((1,) * n)


@pytest.mark.parametrize("k", [2, 3])
def test_presents_moved_k_levels_up_are_won_by_the_parity_of_the_odd_blocks_of_levels(k):
    """Staircase Nim on a tree, a coin going k levels up at once (Codeforces 1498F): with one
    present on every vertex, the player to move wins iff an odd number of vertices lie at a
    depth whose block of k levels is odd; against a plain search of the moves."""
    count = _feature(f"#(depth div {k} odd)(marked)")
    for n, edges, root in _all_marked_trees(6):
        assert presents_game(n, edges, root, k) == (count.fn(Graph(n, edges, root)) % 2 == 1), \
            (n, edges, root)


def test_a_mark_on_a_cycle_or_no_mark():
    triangle = ((0, 1), (0, 2), (1, 2))
    for f in (f for f in rooted_features() if not f.boolean):    # every count from the mark
        assert f.fn(Graph(3, triangle, 0)) == -1, f.name
        assert f.fn(Graph(3, triangle, None)) == 0, f.name
        # a cycle elsewhere in the graph does not matter: the fold reads the mark's component
        assert f.fn(Graph(5, triangle + ((3, 4),), 3)) == f.fn(Graph(2, ((0, 1),), 0)), f.name


def staircase(steps: tuple) -> int:
    """Staircase Nim by its rules: coins on steps 1..k (steps[0] is step 1); a move takes at
    least one coin from a step to the step below; from step 1 they leave."""
    @lru_cache(maxsize=None)
    def g(s):
        options = set()
        for i, a in enumerate(s):
            for take in range(1, a + 1):
                t = list(s)
                t[i] -= take
                if i > 0:
                    t[i - 1] += take
                options.add(g(tuple(t)))
        return _mex(options)
    return g(steps)


def test_staircase_nim_is_the_xor_of_the_odd_steps():
    positions = [p for k in range(1, 5) for p in itertools.product(range(4), repeat=k)]
    fs = {f.name: f for f in vocabulary("sequence", positions, derive=False)}
    for p in positions:
        assert fs["xor of odd positions"].fn(p) == staircase(p), p
        assert fs["xor of odd positions from the end"].fn(p[::-1]) == staircase(p), p
        assert fs["xor of even positions"].fn((0,) + p) == staircase(p), p
        assert fs["xor of even positions from the end"].fn(p[::-1] + (0,)) == staircase(p), p


@lru_cache(maxsize=None)
def jumping_pieces(row: str) -> int:
    """HDU 5724 (one row) by its rules: a piece moves right to the next cell if empty, else
    jumps over the pieces next to it to the first empty cell after them. Its Grundy value, by
    the mex of its options'."""
    after = set()
    for i, c in enumerate(row):
        j = row.find("0", i + 1)
        if c == "1" and j != -1:
            after.add(jumping_pieces(row[:i] + "0" + row[i + 1:j] + "1" + row[j + 1:]))
    g = 0
    while g in after:
        g += 1
    return g


def test_pieces_jumping_right_are_a_staircase_of_the_fields_between_empty_cells(tmp_path):
    """Every row of up to 12 cells: the Grundy value is the xor of every other field between the
    empty cells, numbered from the right end (the field after the last empty cell is the 0th);
    the same read from the start on the reversed row, and the C++ equals the Python."""
    rows = ["".join(p) for k in range(1, 13) for p in itertools.product("01", repeat=k)]
    fs = {f.name: f for f in vocabulary("string", rows, derive=False)}
    end = fs["xor of every other field between 0s from the end (1st, 3rd, ...)"]
    start = fs["xor of every other field between 0s from the start (1st, 3rd, ...)"]
    for row in rows:
        assert end.fn(row) == jumping_pieces(row), row
        assert start.fn(row[::-1]) == jumping_pieces(row), row
    fields = [f for name, f in fs.items() if name.startswith("xor of every other field")]
    assert len(fields) == 8
    src = "#include <bits/stdc++.h>\nint main() {\n" + "".join(
        f'  {{ std::string s = "{row}"; std::cout << ({f.cpp}) << "\\n"; }}\n'
        for f in fields for row in rows[::97]) + "}\n"
    (tmp_path / "f.cpp").write_text(src)
    subprocess.run(["g++", "-std=c++17", "-o", str(tmp_path / "f"), str(tmp_path / "f.cpp")],
                   check=True)
    out = subprocess.run([str(tmp_path / "f")], capture_output=True, text=True, check=True)
    assert [int(x) for x in out.stdout.split()] == [f.fn(row) for f in fields
                                                    for row in rows[::97]]


@lru_cache(maxsize=None)
def pawns_moving_left(row: str, most: int) -> int:
    """Pawns (P) on a row, each moving 1 to `most` cells left over empty cells only (CodeChef
    ADAPWNS at most = 2), by its rules: the Grundy value, the mex of its options'."""
    after = set()
    for i, c in enumerate(row):
        for d in range(1, most + 1):
            if c == "P" and i - d >= 0 and row[i - d:i] == "." * d:
                after.add(pawns_moving_left(row[:i - d] + "P" + row[i - d + 1:i] + "." +
                                            row[i + 1:], most))
    g = 0
    while g in after:
        g += 1
    return g


@pytest.mark.parametrize("most", [2, 3])
def test_pawns_moving_a_few_cells_are_a_staircase_of_fields_mod_m(tmp_path, most):
    """Every row of up to 11 cells: pawns moving 1 to `most` cells left are Staircase Nim whose
    steps are "take 1 to most", so the field mod (most + 1) is fitted to the win flags of rows up
    to 9 cells and gives the Grundy value of every row up to 11 (the plain mex above); its C++
    equals its Python."""
    from explore.features import field_residue_xors
    small = ["".join(p) for k in range(1, 10) for p in itertools.product(".P", repeat=k)]
    fitted = field_residue_xors("string", small,
                                [pawns_moving_left(r, most) != 0 for r in small], "win")
    name = (f"xor of (field mod {most + 1}) over every other field between Ps from the end "
            f"(1st, 3rd, ...)")
    assert [f.name for f in fitted][:1] == [name], [f.name for f in fitted]
    feature = fitted[0]
    rows = ["".join(p) for k in range(1, 12) for p in itertools.product(".P", repeat=k)]
    for row in rows:
        assert feature.fn(row) == pawns_moving_left(row, most), row
    src = "#include <bits/stdc++.h>\nint main() {\n" + "".join(
        f'  {{ std::string s = "{row}"; std::cout << ({feature.cpp}) << "\\n"; }}\n'
        for row in rows[::37]) + "}\n"
    (tmp_path / "f.cpp").write_text(src)
    subprocess.run(["g++", "-std=c++17", "-o", str(tmp_path / "f"), str(tmp_path / "f.cpp")],
                   check=True)
    out = subprocess.run([str(tmp_path / "f")], capture_output=True, text=True, check=True)
    assert [int(x) for x in out.stdout.split()] == [feature.fn(row) for row in rows[::37]]
    # a label no field fits gets none: the features are fitted, never offered blindly
    assert field_residue_xors("string", small, [len(r) % 2 == 0 for r in small], "win") == []


HACKENBUSH = """# Green Hackenbush on a rooted tree: cut an edge; what no longer touches the root falls
positions = trees(n=range(1, 8), marked=True)
def start(tree):
    adj = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adj[u].append(v); adj[v].append(u)
    def down(v, p):
        return tuple(sorted(down(c, v) for c in adj[v] if c != p))
    return down(tree.marked, -1)
def moves(t):
    for i, c in enumerate(t):
        rest = t[:i] + t[i + 1:]
        yield rest
        for sub in moves(c):
            yield tuple(sorted(rest + (sub,)))
"""


def test_the_explorer_states_the_colon_rule_and_its_code_answers_larger_trees(tmp_path):
    (tmp_path / "hackenbush.py").write_text(HACKENBUSH)
    game = solve.load(tmp_path / "hackenbush.py")
    found = whole.find(game, 300, 10, check_larger=False)
    assert found.held and "colon value(marked)" in found.held[0].text, \
        [r.text for r in found.held]
    rng = random.Random(4)
    for _ in range(60):
        n = rng.randint(8, 10)
        edges = tuple(sorted((rng.randrange(v), v) for v in range(1, n)))
        g = Graph(n, edges, rng.randrange(n))
        for rule in found.held:
            assert rule.evaluate(g) == (hackenbush(n, edges, g.marked) != 0), (rule.text, g)
    code, check = whole.code_for(game, found)
    assert check.startswith("check: compiled with g++"), check


def moore(piles: tuple, k: int) -> bool:
    """Moore's Nim_k by its rules: a move takes stones from at least 1 and at most k piles."""
    @lru_cache(maxsize=None)
    def wins(p):
        n = len(p)
        for chosen in itertools.chain.from_iterable(
                itertools.combinations(range(n), r) for r in range(1, k + 1)):
            for takes in itertools.product(*(range(1, p[i] + 1) for i in chosen)):
                q = list(p)
                for i, t in zip(chosen, takes):
                    q[i] -= t
                if not wins(tuple(sorted(q))):
                    return True
        return False
    return wins(tuple(sorted(piles)))


def test_moores_nim_is_lost_when_every_bit_count_is_a_multiple_of_k_plus_1():
    positions = [p for size in range(1, 5)
                 for p in itertools.combinations_with_replacement(range(1, 6), size)]
    fs = {f.name: f for f in vocabulary("multiset", positions, derive=False)}
    for k in (2, 3):
        flag = fs[f"bit counts mod {k + 1} all 0"]
        for p in positions:
            assert flag.fn(p) == (not moore(p, k)), (k, p)


def test_a_rooted_tree_reads_its_root_and_pastes_it(tmp_path):
    """The same game over trees(rooted=True): the folds read the root, the rule says
    `colon value(root)`, and its code takes `int root`, checked with the vertices relabelled."""
    text = HACKENBUSH.replace("marked=True", "rooted=True").replace("tree.marked", "tree.root")
    (tmp_path / "rooted.py").write_text(text)
    game = solve.load(tmp_path / "rooted.py")
    found = whole.find(game, 300, 10, check_larger=False)
    assert found.held and "colon value(root)" in found.held[0].text, [r.text for r in found.held]
    code, check = whole.code_for(game, found)
    assert "int n, const std::vector<std::vector<int>>& adj, int root)" in code
    assert check.startswith("check: compiled with g++") and "another order" in check, check


def test_the_features_agree_with_the_kits_snippets(tmp_path):
    """The same theorems are the kit's proven snippets (snippets/staircase_nim.hpp,
    snippets/hackenbush_tree.hpp, snippets/moore_nim.hpp): each feature equals its snippet,
    compiled here, on random staircases, rooted trees and heaps larger than those above."""
    import subprocess
    from judge.compiler import compile_text
    from conftest import ROOT
    rng = random.Random(17)
    stairs = [tuple(rng.randrange(0, 9) for _ in range(rng.randint(0, 9))) for _ in range(100)]
    trees = []
    for _ in range(100):
        n = rng.randint(1, 30)
        trees.append(Graph(n, tuple(sorted((rng.randrange(v), v) for v in range(1, n))),
                           rng.randrange(n)))
    heaps = [tuple(rng.randrange(0, 64) for _ in range(rng.randint(0, 7))) for _ in range(100)]
    text = "".join(f'#include "{ROOT / "snippets" / h}"\n' for h in
                   ("staircase_nim.hpp", "hackenbush_tree.hpp", "moore_nim.hpp")) + (
        "#include <iostream>\nint main() { int kind, n; while (std::cin >> kind >> n) {\n"
        "  std::vector<long long> v(n); for (auto& x : v) std::cin >> x;\n"
        "  if (kind == 0) { v.insert(v.begin(), 0); std::cout << staircaseValue(v); }\n"
        "  else if (kind == 1) { std::vector<int> p(v.begin(), v.end()); "
        "std::cout << hackenbushTreeValue(p); }\n"
        "  else std::cout << mooreFirstWins(v, kind - 1);\n"
        "  std::cout << '\\n'; } }\n")
    binary = compile_text(text, "the snippets", ("-std=c++17", "-O2"), tag="test-textbook")

    def parents(g):         # the tree hung from its mark: the snippet's parent array
        adj, par, order = g.adjacency(), {g.marked: -1}, [g.marked]
        for u in order:
            for w in adj[u]:
                if w not in par:
                    par[w] = u
                    order.append(w)
        return [par[v] for v in range(g.n)]
    lines = ([f"0 {len(s)} {' '.join(map(str, s))}" for s in stairs] +
             [f"1 {g.n} {' '.join(map(str, parents(g)))}" for g in trees] +
             [f"{k + 1} {len(h)} {' '.join(map(str, h))}" for k in (2, 3) for h in heaps])
    out = subprocess.run([str(binary.path)], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, timeout=60).stdout.split()
    fs = {f.name: f for f in vocabulary("sequence", stairs + heaps, derive=False)}
    want = ([fs["xor of odd positions"].fn(s) for s in stairs] +
            [_feature("colon value(marked)").fn(g) for g in trees] +
            [int(not fs[f"bit counts mod {k + 1} all 0"].fn(h)) for k in (2, 3) for h in heaps])
    assert [int(x) for x in out] == want


def stated_and_pasted(tmp_path, name: str, source: str, phrase: str):
    """The game file `source` explored: a rule naming `phrase` is among those it states, and
    the code it pastes compiles; that rule."""
    (tmp_path / name).write_text(source)
    game = solve.load(tmp_path / name)
    found = whole.find(game, 300, 10, check_larger=False)
    assert any(phrase in r.text for r in found.held), [r.text for r in found.held]
    code, check = whole.code_for(game, found)
    assert check.startswith("check: compiled with g++"), check
    return next(r for r in found.held if phrase in r.text)


def tokens_sliding_down(cells: tuple) -> bool:
    """Who wins tokens on cells 1, 2, ... of a line by the rules: a move slides one token down
    one or more cells, never onto or past another token nor below cell 1 (POJ 1704)."""
    @lru_cache(maxsize=None)
    def wins(p):
        for i, c in enumerate(p):
            for to in range(p[i - 1] + 1 if i else 1, c):
                if not wins(p[:i] + (to,) + p[i + 1:]):
                    return True
        return False
    return wins(tuple(sorted(cells)))


def test_tokens_sliding_down_a_line_are_decided_by_every_other_gap_from_the_top(tmp_path):
    positions = [p for k in range(1, 5) for p in itertools.combinations(range(1, 10), k)]
    fs = {f.name: f for f in vocabulary("multiset", positions, derive=False)}
    gaps = fs["xor of every other gap from the top"]
    for p in positions:
        assert (gaps.fn(p) != 0) == tokens_sliding_down(p), p
        assert gaps.fn(p[::-1]) == gaps.fn(p), p        # a sequence in any order: sorted first
    # end to end: the explorer states it, and its pasted code answers larger lines
    rule = stated_and_pasted(
        tmp_path, "slide.py",
        "positions = multiset(piles=range(1, 10), size=range(1, 5))"
        ".where(lambda p: len(set(p)) == len(p))\n"
        "def moves(p):\n"
        "    for i, c in enumerate(p):\n"
        "        for to in range(p[i - 1] + 1 if i else 1, c):\n"
        "            yield p[:i] + (to,) + p[i + 1:]\n", "every other gap from the top")
    rng = random.Random(1704)
    far = [tuple(sorted(rng.sample(range(1, 16), rng.randint(1, 6)))) for _ in range(200)]
    assert [rule.evaluate(p) for p in far] == [tokens_sliding_down(p) for p in far]


def piles_falling_in_order(piles: tuple) -> bool:
    """Who wins by the rules: sorted piles; a move lowers one pile to any smaller size, not
    below the pile under it (0 for the least); who cannot move loses."""
    @lru_cache(maxsize=None)
    def wins(p):
        for i, c in enumerate(p):
            for to in range(p[i - 1] if i else 0, c):
                if not wins(p[:i] + (to,) + p[i + 1:]):
                    return True
        return False
    return wins(tuple(sorted(piles)))


def test_piles_that_fall_to_their_neighbour_are_decided_by_every_other_rise(tmp_path):
    positions = [p for k in range(1, 5) for p in itertools.combinations_with_replacement(
        range(1, 8), k)]
    fs = {f.name: f for f in vocabulary("multiset", positions, derive=False)}
    rises = fs["xor of every other rise from the top"]
    for p in positions:
        assert (rises.fn(p) != 0) == piles_falling_in_order(p), p
        assert rises.fn(p[::-1]) == rises.fn(p), p      # a sequence in any order: sorted first
    # end to end: the explorer states it, and its pasted code answers larger positions
    rule = stated_and_pasted(
        tmp_path, "fall.py",
        "positions = multiset(piles=range(1, 7), size=range(1, 5))\n"
        "def moves(p):\n"
        "    for i, c in enumerate(p):\n"
        "        for to in range(p[i - 1] if i else 0, c):\n"
        "            yield p[:i] + (to,) + p[i + 1:]\n", "every other rise from the top")
    rng = random.Random(309)
    far = [tuple(sorted(rng.choices(range(0, 13), k=rng.randint(1, 6)))) for _ in range(200)]
    assert [rule.evaluate(p) for p in far] == [piles_falling_in_order(p) for p in far]


def checkers_moving_right(board: str) -> bool:
    """Who wins by the rules: a checker steps one cell right onto an empty cell, or jumps
    three cells right over two checkers onto an empty cell; one reaching the last cell leaves
    the board; who cannot move loses (Topcoder SRM 534 EllysCheckers)."""
    @lru_cache(maxsize=None)
    def wins(b):
        n = len(b)
        for i in range(n - 1):
            if b[i] != "o":
                continue
            for step, over in ((1, ""), (3, "oo")):
                if i + step < n and b[i + 1:i + step] == over and b[i + step] == ".":
                    after = list(b)
                    after[i] = "."
                    if i + step < n - 1:
                        after[i + step] = "o"
                    if not wins("".join(after)):
                        return True
        return False
    return wins(board[:-1] + "." if board else board)


def test_the_places_of_a_letter_against_their_definitions_and_a_search(tmp_path):
    boards = ["".join(b) for k in range(1, 10) for b in itertools.product(".o", repeat=k)]
    fs = {f.name: f for f in vocabulary("string", boards, derive=False)}
    for s in boards:
        at = [i for i, c in enumerate(s) if c == "o"]
        back = [len(s) - 1 - i for i in at]
        xor = lambda v: functools.reduce(operator.xor, v, 0)     # noqa: E731
        assert fs["sum of places of os"].fn(s) == sum(at)
        assert fs["sum of places of os from the end"].fn(s) == sum(back)
        assert fs["xor of places of os"].fn(s) == xor(at)
        assert fs["xor of places of .s from the end"].fn(s) == \
            xor(len(s) - 1 - i for i, c in enumerate(s) if c == ".")
    # end to end: every move takes a checker an odd number of cells, so the parity of the
    # distances to the end decides; the pasted code against the search on longer boards
    rule = stated_and_pasted(
        tmp_path, "checkers.py",
        "positions = string('.o', length=range(1, 10))\n"
        "def start(b):\n"
        "    return b[:-1] + '.'\n"
        "def moves(b):\n"
        "    n = len(b)\n"
        "    for i in range(n - 1):\n"
        "        if b[i] != 'o':\n"
        "            continue\n"
        "        for step, over in ((1, ''), (3, 'oo')):\n"
        "            if i + step < n and b[i + 1:i + step] == over and b[i + step] == '.':\n"
        "                a = list(b)\n"
        "                a[i] = '.'\n"
        "                if i + step < n - 1:\n"
        "                    a[i + step] = 'o'\n"
        "                yield ''.join(a)\n", "places of os from the end")
    rng = random.Random(534)
    far = ["".join(rng.choice(".o") for _ in range(rng.randint(10, 15))) for _ in range(100)]
    assert [rule.evaluate(s) for s in far] == [checkers_moving_right(s) for s in far]


def nimble(coins: tuple) -> bool:
    """Nimble by its rules: c_i coins on square i; a move takes one coin from a square i > 0 to
    any lower square; who cannot move loses."""
    @lru_cache(maxsize=None)
    def wins(c):
        for i in range(1, len(c)):
            if c[i]:
                for j in range(i):
                    d = list(c)
                    d[i] -= 1
                    d[j] += 1
                    if not wins(tuple(d)):
                        return True
        return False
    return wins(tuple(coins))


def test_nimble_is_the_xor_of_the_squares_holding_an_odd_number_of_coins():
    positions = [p for k in range(1, 5) for p in itertools.product(range(3), repeat=k)]
    fs = {f.name: f for f in vocabulary("sequence", positions, derive=False)}
    for p in positions:
        assert (fs["xor of the indices of odd elements"].fn(p) != 0) == nimble(p), p


def test_the_largest_branch_at_the_marked_vertex_by_its_definition():
    """The largest component left when the marked vertex is removed, against a union-find over
    the other edges, on every labelled tree up to 7 vertices and every mark; 0 with no mark."""
    fs = {f.name: f for f in graph_features()}
    branch = fs["largest branch at marked"]
    for n in range(1, 8):
        for edges in labelled_trees(n):
            for m in range(n):
                parent = list(range(n))

                def find(v):
                    while parent[v] != v:
                        v = parent[v]
                    return v
                for u, v in edges:
                    if m not in (u, v):
                        parent[find(u)] = find(v)
                sizes = Counter(find(v) for v in range(n) if v != m)
                assert branch.fn(Graph(n, tuple(edges), m)) == max(sizes.values(), default=0)
    assert branch.fn(Graph(3, ((0, 1), (1, 2)))) == 0


def card_boxes(boxes: tuple) -> bool:
    """HDU 3389 by its rules: cards move from box a to a box b < a with a + b odd and a multiple
    of 3 (boxes from 1), any positive number of them; who cannot move loses."""
    @lru_cache(maxsize=None)
    def wins(p):
        for a in range(2, len(p) + 1):
            for b in range(1, a):
                if (a + b) % 2 == 1 and (a + b) % 3 == 0:
                    for k in range(1, p[a - 1] + 1):
                        q = list(p)
                        q[a - 1] -= k
                        q[b - 1] += k
                        if not wins(tuple(q)):
                            return True
        return False
    return wins(boxes)


def test_the_residue_classes_that_fit_the_labels_are_features(tmp_path):
    """Labelled by HDU 3389's search, rows of up to 5 boxes are fitted by the xor over the boxes
    i with i mod 6 in {0, 2, 5}; its C++ equals its Python on random longer rows; labels that no
    class fits give no feature."""
    from explore.features import residue_xors
    rows = list(shapes.sequence(values=range(0, 3), length=range(1, 6)).positions())
    fitted = residue_xors("sequence", rows, [card_boxes(p) for p in rows], "win")
    names = [f.name for f in fitted]
    feature = next((f for f in fitted if "mod 6 in {0, 2, 5} (from the start" in f.name), None)
    assert feature is not None, names
    rng = random.Random(6)
    far = [tuple(rng.randrange(0, 1 << 40) for _ in range(rng.randint(0, 14))) for _ in range(200)]
    program = ("#include <bits/stdc++.h>\nint main() { int n; while (std::cin >> n) { "
               "std::vector<long long> a(n); for (auto& v : a) std::cin >> v; "
               f"std::cout << ({feature.cpp}) << '\\n'; }} }}\n")
    (tmp_path / "f.cpp").write_text(program)
    subprocess.run(["g++", "-std=c++17", "-o", str(tmp_path / "f"), str(tmp_path / "f.cpp")],
                   check=True)
    out = subprocess.run([str(tmp_path / "f")], capture_output=True, text=True, check=True,
                         input="".join(f"{len(p)} {' '.join(map(str, p))}\n" for p in far))
    assert [int(x) for x in out.stdout.split()] == [feature.fn(p) for p in far]
    assert residue_xors("sequence", rows, [rng.random() < 0.5 for _ in rows], "win") == []


@pytest.mark.slow           # 25 s: mining, the held-out sizes and the larger check
def test_a_staircase_over_residue_classes_is_fitted_and_checked(tmp_path):
    """End to end: the explorer's rule for HDU 3389 equals the search on longer rows it never
    saw, and its pasted code equals every computed position."""
    (tmp_path / "boxes.py").write_text(
        "positions = sequence(values=range(0, 3), length=range(1, 6))\n"
        "def moves(p):\n"
        "    for a in range(2, len(p) + 1):\n"
        "        for b in range(1, a):\n"
        "            if (a + b) % 2 == 1 and (a + b) % 3 == 0:\n"
        "                for k in range(1, p[a - 1] + 1):\n"
        "                    q = list(p)\n"
        "                    q[a - 1] -= k\n"
        "                    q[b - 1] += k\n"
        "                    yield tuple(q)\n")
    game = solve.load(tmp_path / "boxes.py")
    found = whole.find(game, 300, 10)
    rule = next(r for r in found.held if r.cpp)
    assert "mod 6 in {0, 2, 5}" in rule.text, [r.text for r in found.held]
    rng = random.Random(3389)
    far = [tuple(rng.choice((0, 0, 1, 2)) for _ in range(rng.randint(6, 8))) for _ in range(60)]
    far = [p for p in far if sum(p) <= 6]
    assert [rule.evaluate(p) for p in far] == [card_boxes(p) for p in far]
    code, check = whole.code_for(game, found)
    assert check.startswith("check: compiled with g++"), check
