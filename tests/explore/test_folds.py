"""A value folded from the leaves of a rooted tree (explore/folds.py): when the result of every
tree computed is one function of its children's results, that function is mined and pasted as a
pass from the leaves. The pasted code is compared with a plain search of the game's rules on
random trees far larger than those the explorer computed; a game whose results are not such a
function (a token that may jump two levels) gets no recurrence from the children's values."""
from __future__ import annotations

import random
import sys

from explore_run import explore_json, run_code

MISERE_TOKEN = '''# a token on the root of a tree moves to a child of its vertex; the player who cannot move wins
positions = trees(n=range(1, 9), rooted=True)
result = "misere"
def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    return (tuple(tuple(x) for x in adjacent), tree.root, -1)
def moves(state):
    adjacent, at, came_from = state
    for v in adjacent[at]:
        if v != came_from:
            yield (adjacent, v, at)
def canonical(state):
    return state
'''

JUMP_TWO = '''# a token on the root of a tree moves down to a child or to a grandchild
positions = trees(n=range(1, 9), rooted=True)
result = "grundy"
def start(tree):
    adjacent = [[] for _ in range(tree.n)]
    for u, v in tree.edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    parent = [-1] * tree.n
    order = [tree.root]
    for w in order:
        for x in adjacent[w]:
            if x != parent[w] and x != tree.root:
                parent[x] = w
                order.append(x)
    return (tuple(tuple(x for x in adjacent[v] if x != parent[v]) for v in range(tree.n)),
            tree.root)
def moves(state):
    kids, at = state
    for c in kids[at]:
        yield (kids, c)
        for d in kids[c]:
            yield (kids, d)
def canonical(state):
    return state
'''

READ_ROOTED = ("int n, m; in >> n >> m; std::vector<std::vector<int>> adj(n); "
               "for (int i = 0; i < m; ++i) { int u, v; in >> u >> v; adj[u].push_back(v); "
               "adj[v].push_back(u); } int root; in >> root; ")


def random_tree(rng: random.Random, n: int) -> list[tuple[int, int]]:
    return [(rng.randrange(v), v) for v in range(1, n)]


def misere_token_wins(n: int, edges: list, root: int) -> bool:
    """The rules searched plainly: the mover wins iff the token cannot move, or some move
    leaves the other player losing."""
    adjacent = [[] for _ in range(n)]
    for u, v in edges:
        adjacent[u].append(v)
        adjacent[v].append(u)
    sys.setrecursionlimit(10_000)

    def wins(at: int, came_from: int) -> bool:
        steps = [v for v in adjacent[at] if v != came_from]
        return not steps or any(not wins(v, at) for v in steps)
    return wins(root, -1)


def test_a_token_moved_down_in_misere_play_folds_from_the_leaves(tmp_path):
    got = explore_json(tmp_path, MISERE_TOKEN, "--budget", "4")
    # the fold from the children's values, or the vocabulary's own fold of this game, the
    # marked tree's misère win (explore/features.py); either is pasted as a pass from the leaves
    assert got["rules"] and ("children's values" in got["rules"][0] or
                             got["rules"][0] == "first wins iff misère win(root)"), got["rules"]
    assert got["check"].startswith("check: compiled"), got["check"]
    rng = random.Random(7)
    trees = []
    for _ in range(200):
        n = rng.randint(1, 60)
        trees.append((n, random_tree(rng, n), rng.randrange(n)))
    lines = [f"{n} {len(e)} " + " ".join(f"{u} {v}" for u, v in e) + f" {r}"
             for n, e, r in trees]
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            f"std::istringstream in(line); {READ_ROOTED}"
            "std::cout << (int)firstWins(n, adj, root) << '\\n'; } }\n")
    pasted = run_code(tmp_path, got["code"], main, lines)
    assert pasted == [int(misere_token_wins(*t)) for t in trees]


def test_the_fold_itself_is_mined_from_the_childrens_results(tmp_path):
    """The recursion module on its own (the miner above may state the rule first through the
    vocabulary's `misère win`): the misère token's results are one function of its children's
    results, mined over their multiset, checked on the trees of 9 and 10 vertices and pasted."""
    from explore import folds, solve
    from explore import positions as shapes
    (tmp_path / "game.py").write_text(MISERE_TOKEN)
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    larger = list(shapes.trees(n=range(9, 11), rooted=True).positions())

    def past(seen):
        return larger, ex.results(larger), ["rooted trees on 9..10 vertices"]
    lines, code, _ = folds.report(game, ex, positions, ex.results(positions), past, None)
    assert lines and lines[0].startswith("recurrence: ") and "children's values" in lines[0]
    assert "foldChildren" in code
    rng = random.Random(8)
    trees = [(n, random_tree(rng, n), rng.randrange(n)) for n in
             (rng.randint(1, 60) for _ in range(100))]
    lines = [f"{n} {len(e)} " + " ".join(f"{u} {v}" for u, v in e) + f" {r}"
             for n, e, r in trees]
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            f"std::istringstream in(line); {READ_ROOTED}"
            "std::cout << (int)firstWins(n, adj, root) << '\\n'; } }\n")
    head = "#include <algorithm>\n#include <iostream>\n#include <sstream>\n#include <vector>\n"
    assert run_code(tmp_path, head + code, main, lines) == \
        [int(misere_token_wins(*t)) for t in trees]


def test_a_token_that_jumps_two_levels_is_no_fold_of_its_childrens_values(tmp_path):
    # g(v) is the mex over children AND grandchildren: the children's values alone do not
    # give it, and the table of children's values says so on small trees already
    got = explore_json(tmp_path, JUMP_TWO, "--budget", "2")
    assert not any("children's values" in r for r in got["rules"]), got["rules"]


def test_a_game_that_refuses_its_small_subtrees_gets_no_fold_and_no_error(tmp_path):
    # start() asks for two vertices: the one-vertex subtrees are no positions of the game, so
    # their results cannot stand for a child's value; the run ends normally, claiming no fold
    text = MISERE_TOKEN.replace("range(1, 9), rooted=True)", "range(2, 9), rooted=True)") \
        .replace("def start(tree):\n", "def start(tree):\n    assert tree.n >= 2, 'two vertices'\n")
    got = explore_json(tmp_path, text, "--budget", "2")
    assert not any("children's values" in r for r in got["rules"]), got["rules"]
