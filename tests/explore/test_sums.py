"""Sums found by themselves (explore/sums.py): the explorer sees that a game's moves change one
part at a time (piles, blocks of a string, trees of a forest), takes each part's value from the
part alone (through the 1-D engine when parts are numbers) and states the XOR rule. Every rule is
compared here with a plain search of the WHOLE game written from its rules in this file, on the
positions the explorer computed and on others it never saw; games whose moves are not a sum must
get no sum rule."""
from __future__ import annotations

import itertools
import random
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

from explore import positions as shapes
from explore import solve, sums, whole
from explore_run import explore_json, run_code


def load(tmp_path: Path, text: str, name: str = "game.py", **over) -> solve.Game:
    path = tmp_path / name
    path.write_text(text)
    return solve.load(path, over or None)


def explored(game: solve.Game, sample: int = 300):
    """What `gk explore` computes before it prints a sum: (found, positions, larger)."""
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    labels = ex.results(positions)
    larger, what = whole.larger_positions(game.shape, set(positions), sample)
    found = sums.find_sum(game, positions, ex, (larger, what))
    if found is not None:
        sums.check(found, positions + larger, labels + ex.results(larger), game.result)
    return found, positions, larger


# ---------------------------------------------------------------- plain searches of the rules

def pile_search(take, misere: bool = False):
    """Who wins a multiset of piles, the mover taking take(a) (a set of amounts) from one pile a;
    the player who cannot move loses (wins, misère)."""
    @lru_cache(maxsize=None)
    def first_wins(piles: tuple) -> bool:
        nexts = [tuple(sorted(piles[:i] + (a - t,) + piles[i + 1:]))
                 for i, a in enumerate(piles) for t in take(a) if 0 < t <= a]
        if not nexts:
            return misere
        return any(not first_wins(q) for q in nexts)
    return lambda piles: first_wins(tuple(sorted(piles)))


TAKE_LIMIT = """
positions = multiset(piles=range(1, 9), size=range(1, 4))
k = param("k", 3)
result = "{result}"


def moves(piles):
    for i, a in enumerate(piles):
        for take in range(1, min(k, a) + 1):
            yield piles[:i] + (a - take,) + piles[i + 1:]
"""


@pytest.mark.parametrize("k", [2, 3])
def test_nim_with_a_take_limit_is_the_sum_of_its_piles(tmp_path, k):
    game = load(tmp_path, TAKE_LIMIT.format(result="win"), k=k)
    found, positions, larger = explored(game)
    assert found is not None and found.cutter.word == "pile"
    assert not found.wrong and found.checked == len(positions) + len(larger)
    # g of a pile: a mod (k + 1), a subtraction game the 1-D engine recognises and proves
    assert found.numbers == [a % (k + 1) for a in range(len(found.numbers))]
    assert found.g_claim is not None and found.g_claim.status.startswith(
        f"proven if moves() = the subtraction set {{{', '.join(map(str, range(1, k + 1)))}}}")
    truth = pile_search(lambda a: range(1, k + 1))
    rng = random.Random(k)
    far = [tuple(rng.randint(0, 31) for _ in range(rng.randint(1, 3))) for _ in range(400)]
    for p in positions + larger + far:
        assert sums.first_wins(found, p, misere=False) == truth(p), p


def test_the_pasted_code_of_a_sum_is_checked(tmp_path):
    game = load(tmp_path, TAKE_LIMIT.format(result="win"), k=3)
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    lines, final, code = sums.explore_sum(
        game, ex, positions, ex.results(positions),
        lambda: whole.larger_solved(ex, game.shape, positions, 200, 20), whole.check_code)
    assert final and "return n % 4;" in code
    assert lines[-1].startswith("check: compiled with g++"), lines[-1]
    rule = next(ln for ln in lines if ln.startswith("rule: "))
    assert "Sprague-Grundy theorem" in rule and "not proven" not in rule


def test_misere_nim_by_the_genus(tmp_path):
    game = load(tmp_path, """
positions = multiset(piles=range(0, 6), size=range(1, 4))
result = "misere"
def moves(piles):
    for i, a in enumerate(piles):
        for t in range(1, a + 1):
            yield piles[:i] + (a - t,) + piles[i + 1:]
""")
    found, positions, larger = explored(game)
    assert found is not None and found.misere == "tame"
    assert {p for p, f in found.fickle.items() if f} == {0, 1}     # 0^{120}, 1^{031}
    truth = pile_search(lambda a: range(1, a + 1), misere=True)
    for p in positions + larger + [(7, 9, 2), (1, 1, 1), (1, 1), (2, 1, 1)]:
        assert sums.first_wins(found, p, misere=True) == truth(p), p


def test_misere_take_limit_by_the_genus(tmp_path):
    game = load(tmp_path, TAKE_LIMIT.format(result="misere"), k=2)
    found, positions, larger = explored(game)
    assert found is not None and found.misere == "tame" and not found.wrong
    truth = pile_search(lambda a: range(1, 3), misere=True)
    for p in positions + larger:
        assert sums.first_wins(found, p, misere=True) == truth(p), p


KAYLES_ROW = """
positions = string(".X", length=range(1, {top}))
result = "{result}"
def moves(s):
    for i in range(len(s)):
        if s[i] == "X":
            yield s[:i] + "." + s[i + 1:]
            if i + 1 < len(s) and s[i + 1] == "X":
                yield s[:i] + ".." + s[i + 2:]
"""


def string_search(misere: bool = False):
    """Kayles on a row: knock down one pin X or two adjacent ones."""
    @lru_cache(maxsize=None)
    def first_wins(s: str) -> bool:
        nexts = [s[:i] + "." + s[i + 1:] for i in range(len(s)) if s[i] == "X"]
        nexts += [s[:i] + ".." + s[i + 2:] for i in range(len(s) - 1) if s[i:i + 2] == "XX"]
        if not nexts:
            return misere
        return any(not first_wins(q) for q in nexts)
    return first_wins


def test_a_string_cut_into_blocks_of_pins_is_kayles(tmp_path):
    game = load(tmp_path, KAYLES_ROW.format(top=8, result="win"))
    found, positions, larger = explored(game)
    assert found is not None and found.cutter.what == "blocks between '.'"
    assert not found.wrong
    assert any("Kayles (octal 0.77)" in c.text for c in found.claims)
    truth = string_search()
    rng = random.Random(3)
    far = ["".join(rng.choice(".X") for _ in range(rng.randint(10, 16))) for _ in range(200)]
    for s in positions + larger + far:
        assert sums.first_wins(found, s, misere=False) == truth(s), s


def test_misere_kayles_has_a_wild_block_and_no_sum_rule(tmp_path):
    """Misère Kayles is not tame (a heap of 5 has genus 4^{146}, Winning Ways): no theorem
    decides its sums, so the explorer claims no sum rule and the miner goes on."""
    game = load(tmp_path, KAYLES_ROW.format(top=7, result="misere"))
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    got = sums.explore_sum(game, ex, positions, ex.results(positions),
                           lambda: whole.larger_solved(ex, game.shape, positions, 200, 20),
                           whole.check_code)
    assert got is not None
    lines, final, code = got
    assert not final and not code
    assert any("no theorem decides" in ln for ln in lines)
    assert not any(ln.startswith("rule: ") for ln in lines)


# the documented example game, so that the docs and this test cannot part
FOREST = (Path(__file__).parents[2] / "docs/explore/games/node_kayles_forest.py").read_text()


def forest_search():
    """Node Kayles on a graph given as (vertices, edges), without any canonical form."""
    @lru_cache(maxsize=None)
    def first_wins(vertices: frozenset, edges: frozenset) -> bool:
        return any(not first_wins(vertices - {v}, frozenset(e for e in edges if v not in e))
                   for v in vertices)
    return lambda g: first_wins(frozenset(range(g.n)), frozenset(g.edges))


def test_a_forest_is_the_sum_of_its_trees(tmp_path):
    game = load(tmp_path, FOREST)
    found, positions, larger = explored(game)
    assert found is not None and found.cutter.word == "tree" and not found.wrong
    truth = forest_search()
    rng = random.Random(4)
    far = []
    for _ in range(60):        # random forests on 8..10 vertices, in any labelling
        n = rng.randint(8, 10)
        edges = [(rng.randrange(v), v) for v in range(1, n) if rng.random() < 0.7]
        g = shapes.Graph(n, tuple(sorted(edges)))
        if all(p in found.g for p in sums.components(g)):
            far.append(g)
    for g in positions + larger + far:
        assert sums.first_wins(found, g, misere=False) == truth(g), g


def test_a_forests_code_splits_it_into_trees_and_xors_their_values(tmp_path):
    """The pasted code of a forest (g's rule mined over trees, C++ over (n, adj)) renumbers each
    tree and xors its g: against the search of the rules on random forests of 8..11 vertices
    in any labelling (trees the explorer never computed among them), and on 60,000 vertices."""
    game = load(tmp_path, FOREST)
    found, positions, larger = explored(game)
    made = sums.code(game, found)
    assert made is not None and made[2] == "g", made
    text, name, var = made
    truth = forest_search()
    rng = random.Random(9)
    far = []
    for _ in range(80):
        n = rng.randint(8, 11)
        edges = [(rng.randrange(v), v) for v in range(1, n) if rng.random() < 0.8]
        perm = list(range(n))
        rng.shuffle(perm)
        far.append(shapes.Graph(n, tuple(sorted(tuple(sorted((perm[u], perm[v])))
                                               for u, v in edges))))
    big = shapes.Graph(60_000, tuple((v - 1, v) for v in range(1, 60_000) if v % 7))
    line = whole.check_code(text, name, var, far + [big],
                            [truth(g) for g in far] + [False], "win")   # 60,000: even
    assert line.startswith("check: compiled with g++"), line


@pytest.mark.parametrize("rule", [
    # every move changes one pile, but which piles may move depends on the others
    "for i, a in enumerate(piles):\n        if a and a == max(piles):\n"
    "            yield piles[:i] + (a - 1,) + piles[i + 1:]",
    "for i, a in enumerate(piles):\n        for t in range(1, min(a, len(piles)) + 1):\n"
    "            yield piles[:i] + (a - t,) + piles[i + 1:]",
    # a move changes two piles
    "for i, j in itertools.combinations(range(len(piles)), 2):\n"
    "        if piles[i] and piles[j]:\n"
    "            q = list(piles); q[i] -= 1; q[j] -= 1; yield tuple(q)",
])
def test_no_sum_where_the_moves_are_not_a_sum(tmp_path, rule):
    game = load(tmp_path, "import itertools\npositions = multiset(piles=range(1, 5), "
                          "size=range(1, 4))\n\ndef moves(piles):\n    " + rule + "\n")
    found, _, _ = explored(game, 100)
    assert found is None


def test_the_cli_prints_the_sum(tmp_path, capsys, monkeypatch):
    path = Path(__file__).resolve().parents[2] / "docs" / "explore" / "games" / \
        "take_limit_nim.py"
    from explore import cli
    assert cli.main([str(path), "--sample", "200", "--code", str(tmp_path / "sum.cpp")]) == 0
    out = capsys.readouterr().out
    assert "return n % 4;" in (tmp_path / "sum.cpp").read_text()
    assert "so the game is the sum of its piles" in out
    assert "g(n) = n mod 4" in out and "check: compiled" in out
    assert "rule: first wins iff the xor of g(pile)" in out


def test_every_small_subtraction_sum_matches_a_search(tmp_path):
    """Random take sets S (take s in S from one pile): the XOR rule against the plain search."""
    rng = random.Random(11)
    for trial in range(3):
        S = sorted(rng.sample(range(1, 6), rng.randint(1, 3)))
        game = load(tmp_path, f"""
positions = multiset(piles=range(1, 7), size=range(1, 4))
def moves(piles):
    for i, a in enumerate(piles):
        for t in {S}:
            if t <= a:
                yield piles[:i] + (a - t,) + piles[i + 1:]
""", name=f"s{trial}.py")
        found, positions, larger = explored(game, 100)
        assert found is not None and not found.wrong, S
        truth = pile_search(lambda a: S)
        for p in positions + larger + [tuple(x) for x in itertools.product(range(20), repeat=2)]:
            assert sums.first_wins(found, p, misere=False) == truth(p), (S, p)


def test_json_carries_the_sum(capsys):
    import json
    path = Path(__file__).resolve().parents[2] / "docs" / "explore" / "games" / \
        "take_limit_nim.py"
    from explore import cli
    assert cli.main([str(path), "--sample", "200", "--json", "--budget", "2"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert any(ln.startswith("rule: first wins iff the xor of g(pile)") for ln in doc["sum"])
    assert "return n % 4;" in doc["sum_code"]


def test_a_multiset_plus_its_take_limit_is_a_sum_with_the_limit_as_context(tmp_path):
    """tuples(piles=..., k=...): the parts are (pile, (k,)); g's rule across k is mined over
    (n, k): a pile of n under "take 1..k" is worth n mod (k + 1)."""
    game = load(tmp_path, """
positions = tuples(piles=multiset(piles=range(1, 5), size=range(1, 3)), k=numbers(k=range(1, 4)))
def moves(state):
    piles, (k,) = state
    for i, a in enumerate(piles):
        for t in range(1, min(k, a) + 1):
            yield (piles[:i] + (a - t,) + piles[i + 1:], (k,))
""")
    found, positions, larger = explored(game)
    assert found is not None and found.cutter.context and not found.wrong
    assert found.g_mined is not None
    for n in range(40):
        for k in range(1, 12):
            assert found.g_mined.evaluate((n, k)) == n % (k + 1), (found.g_mined.text, n, k)
    for (piles, (k,)) in positions + larger:
        truth = pile_search(lambda a: range(1, k + 1))
        assert sums.first_wins(found, (piles, (k,)), misere=False) == truth(piles)


def test_a_wrong_part_value_is_printed_as_a_fault_not_hidden(capsys, monkeypatch):
    """If the parts' values were wrong (a fault of the explorer), the xor rule differs from the
    computed results: the run says so and exits 1, it never prints the rule."""
    real = sums.part_values

    def off_by_one(alone, name):
        return {p: v + (p == 5) for p, v in real(alone, name).items()}
    monkeypatch.setattr(sums, "part_values", off_by_one)
    path = Path(__file__).resolve().parents[2] / "docs" / "explore" / "games" / \
        "take_limit_nim.py"
    from explore import cli
    assert cli.main([str(path), "--sample", "200"]) == 1
    out = capsys.readouterr().out
    assert "rule FAILED" in out and "\nrule: " not in out


def test_a_game_that_is_no_sum_is_reported_as_before(tmp_path, capsys):
    """The sum test searches no larger position for a game whose moves change two parts: the
    count of states searched for the positions stays theirs alone."""
    import re
    from explore import cli
    path = tmp_path / "two_piles.py"
    path.write_text("positions = multiset(piles=range(1, 5), size=range(2, 4))\n\n"
                    "def moves(piles):\n    for i in range(len(piles)):\n"
                    "        for j in range(i + 1, len(piles)):\n"
                    "            if piles[i] and piles[j]:\n"
                    "                q = list(piles); q[i] -= 1; q[j] -= 1; yield tuple(q)\n")
    cli.main([str(path), "--sample", "100", "--budget", "2"])
    out = capsys.readouterr().out
    assert "sum:" not in out
    base, total = (int(v.replace(",", "")) for v in re.search(
        r"([\d,]+) states searched \(([\d,]+) with", out).groups())
    assert base < total


# ---------------------------------------------------------------- g past the parts searched

def pasted_first_wins(tmp_path: Path, code: str, positions: list) -> list[bool]:
    """The pasted firstWins(a) compiled with g++ and run on each multiset of piles."""
    source = tmp_path / "pasted.cpp"
    source.write_text("#include <bits/stdc++.h>\n" + code + """
int main() {
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line); std::vector<long long> a; long long v;
    while (in >> v) a.push_back(v);
    std::cout << firstWins(a) << "\\n";
  }
}
""")
    binary = tmp_path / "pasted"
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(binary), str(source)], check=True)
    out = subprocess.run([str(binary)], input="".join(" ".join(map(str, p)) + "\n"
                                                      for p in positions),
                         capture_output=True, text=True, check=True).stdout.split()
    return [w == "1" for w in out]


def sum_code(game: solve.Game) -> tuple[list[str], str]:
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    lines, final, code = sums.explore_sum(
        game, ex, positions, ex.results(positions),
        lambda: whole.larger_solved(ex, game.shape, positions, 200, 20), whole.check_code)
    assert final and code, lines
    return lines, code


def test_a_pile_frozen_past_the_piles_searched_is_seen_and_pasted_right(tmp_path):
    """Take 1 to 3 from a pile, but a pile of 41 cannot move. On the piles searched (up to 9,
    g(0..31) at first) this is the subtraction game {1, 2, 3}: g(n) = n mod 4 was claimed
    "proven if moves() = the subtraction set {1, 2, 3} beyond n = 31", and pasted, false from 41
    on. g is now computed further from the file's moves, where the family no longer fits."""
    game = load(tmp_path, """
positions = multiset(piles=range(1, 9), size=range(1, 3))
def moves(piles):
    for i, a in enumerate(piles):
        if a != 41:
            for t in (1, 2, 3):
                if t <= a:
                    yield piles[:i] + (a - t,) + piles[i + 1:]
""")
    lines, code = sum_code(game)
    assert not any("proven if moves() = the subtraction set" in ln for ln in lines), lines
    truth = pile_search(lambda a: () if a == 41 else (1, 2, 3))
    rng = random.Random(41)
    far = [(a,) for a in range(300)] + [(41, a) for a in range(60)] + \
        [tuple(rng.randint(0, 150) for _ in range(2)) for _ in range(40)]
    got = pasted_first_wins(tmp_path, code, far)
    assert got == [truth(p) for p in far]


def divisor_wins():
    """Who wins a multiset of numbers when a move replaces one number by a divisor of it other
    than itself (the player who cannot move loses): a plain search of the whole game."""
    @lru_cache(maxsize=None)
    def first_wins(piles: tuple) -> bool:
        for i, a in enumerate(piles):
            for d in range(1, a):
                if a % d == 0 and not first_wins(tuple(sorted(piles[:i] + (d,) + piles[i + 1:]))):
                    return True
        return False
    return lambda piles: first_wins(tuple(sorted(piles)))


def test_a_pile_value_with_no_pattern_gets_a_mined_rule_checked_further(tmp_path):
    """Replace a number by a proper divisor (ABC368 F): g(n) = Omega(n), the number of prime
    factors with multiplicity, no period. g's rule is mined on g(0..31) and kept because it
    gives every value computed further (up to thousands); the pasted code is exact far past
    them."""
    game = load(tmp_path, """
positions = multiset(piles=range(1, 13), size=range(1, 3))
def moves(piles):
    for i, x in enumerate(piles):
        for d in range(1, x):
            if x % d == 0:
                yield piles[:i] + (d,) + piles[i + 1:]
""")
    lines, code = sum_code(game)
    assert any(ln.startswith("g's rule: grundy = Omega(n) -- mined on g(0..31)") for ln in lines), \
        lines
    truth = divisor_wins()
    rng = random.Random(368)
    far = [(rng.randint(1, 10**5), rng.randint(1, 10**5)) for _ in range(30)] + \
        [(a, b) for a in (1, 2, 4, 6, 8, 9, 12, 30, 64, 97) for b in (3, 16, 27, 60)]
    assert pasted_first_wins(tmp_path, code, far) == [truth(p) for p in far]


def test_a_pile_that_vanishes_at_0_is_a_sum_though_moves_of_0_make_no_sense(tmp_path):
    """CF 603C (Lieges of Legendre), k = 2: take one from a pile (a pile of 1 leaves the
    multiset), or split a pile of 2x into k piles of x. No state holds a pile of 0, but the
    file's moves((0,)) split it into two piles of 0: asked about it, the part game looped and no
    sum was found. A part never met in a state is the empty one, g = 0."""
    trial = Path(__file__).parent / "trials2" / "fresh" / "lieges_of_legendre.py"
    game = load(tmp_path, trial.read_text())
    lines, code = sum_code(game)
    assert any(ln.startswith("g's pattern: period 2 from n = 3") for ln in lines), lines

    @lru_cache(maxsize=None)
    def first_wins(piles: tuple) -> bool:
        for i, a in enumerate(piles):
            rest = piles[:i] + piles[i + 1:]
            nexts = [tuple(sorted(rest + ((a - 1,) if a > 1 else ())))]
            if a % 2 == 0:
                nexts.append(tuple(sorted(rest + (a // 2, a // 2))))
            if any(not first_wins(q) for q in nexts):
                return True
        return False
    far = [(a,) for a in range(1, 40)] + [(a, b) for a in range(1, 25) for b in range(a, 25)]
    assert pasted_first_wins(tmp_path, code, far) == [first_wins(p) for p in far]


def test_tokens_that_move_towards_the_corner_are_a_sum_with_g_mined_over_their_cells(tmp_path):
    """Tokens at cells (x, y) (pairs(...)), a move takes one token down in one coordinate (a
    rook towards the corner): each token is a part, g(x, y) = x xor y is mined over the two
    numbers, and the pasted code answers cells far past those computed."""
    game = load(tmp_path, """
positions = pairs(a=range(0, 6), b=range(0, 6), length=range(1, 3), ordered=False)
def moves(coins):
    for i, (x, y) in enumerate(coins):
        rest = coins[:i] + coins[i + 1:]
        for t in range(x):
            yield tuple(sorted(rest + ((t, y),)))
        for t in range(y):
            yield tuple(sorted(rest + ((x, t),)))
""")
    lines, code = sum_code(game)
    assert any("g's rule: grundy = a xor b" in ln for ln in lines), lines

    @lru_cache(maxsize=None)
    def first_wins(coins: tuple) -> bool:
        for i, (x, y) in enumerate(coins):
            rest = coins[:i] + coins[i + 1:]
            nexts = [tuple(sorted(rest + ((t, y),))) for t in range(x)] + \
                [tuple(sorted(rest + ((x, t),))) for t in range(y)]
            if any(not first_wins(q) for q in nexts):
                return True
        return False
    rng = random.Random(7)
    far = [tuple(sorted((rng.randint(0, 12), rng.randint(0, 12)) for _ in range(2)))
           for _ in range(150)]
    source = tmp_path / "tokens.cpp"
    source.write_text("#include <bits/stdc++.h>\n" + code + """
int main() { std::string line; while (std::getline(std::cin, line)) { std::istringstream in(line);
  std::vector<long long> a, b; long long x, y; while (in >> x >> y) { a.push_back(x); b.push_back(y); }
  std::cout << firstWins(a, b) << "\\n"; } }
""")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "tokens"), str(source)],
                   check=True)
    out = subprocess.run([str(tmp_path / "tokens")], capture_output=True, text=True, check=True,
                         input="".join(" ".join(f"{x} {y}" for x, y in p) + "\n" for p in far))
    assert out.stdout.split() == [str(int(first_wins(p))) for p in far]


# ---------------------------------------------------------------- stones counted by place

FUNNY_STONES = """# A Funny Stone Game (UVa 1378): a row of piles; a move takes a stone from pile i and puts
# one on pile j and one on pile k, i < j <= k
positions = sequence(values=range(0, 2), length=range(1, 5))
def moves(piles):
    n = len(piles)
    for i in range(n):
        if piles[i]:
            for j in range(i + 1, n):
                for k in range(j, n):
                    q = list(piles); q[i] -= 1; q[j] += 1; q[k] += 1
                    yield tuple(q)
"""


@lru_cache(maxsize=None)
def funny_wins(piles: tuple) -> bool:
    """The whole game by its rules, searched plainly (no theorem)."""
    n = len(piles)
    for i in range(n):
        if piles[i]:
            for j in range(i + 1, n):
                for k in range(j, n):
                    q = list(piles)
                    q[i] -= 1
                    q[j] += 1
                    q[k] += 1
                    if not funny_wins(tuple(q)):
                        return True
    return False


@pytest.mark.parametrize("mirrored", [False, True])
def test_stones_counted_by_place_are_a_sum_of_stones(tmp_path, mirrored):
    """Each stone is a game of its own, worth what one stone is at its distance from the row's
    end (or, the game mirrored, at its place from the start): the pasted xor equals a plain
    search of the whole game on rows longer than those declared."""
    text = FUNNY_STONES
    if mirrored:        # stones move towards the start: i > j >= k
        text = text.replace("range(i + 1, n)", "range(0, i)").replace("range(j, n)",
                                                                      "range(0, j + 1)")
    (tmp_path / "game.py").write_text(text)
    game = solve.load(tmp_path / "game.py")
    lines, code = sum_code(game)
    assert any(("from the row's end" in ln) != mirrored for ln in lines if ln.startswith("sum:"))
    rng = random.Random(11)
    rows = [tuple(rng.randrange(0, 3) for _ in range(n)) for n in (5, 6) for _ in range(40)]
    rows += [(0,) * 5 + (1,), (1,) + (0,) * 5, (2, 2, 2, 2, 2, 2)]
    truth = [funny_wins(r[::-1] if mirrored else r) for r in rows]
    assert pasted_first_wins(tmp_path, code, rows) == truth


# ---------------------------------------------------------------- runs with their end letters

NO_TWO_ALIKE = """# Say Goodbye to Tic-Tac-Toe (UVa 11534): write X or O in an empty cell so that no two
# neighbouring cells hold the same letter; who cannot move loses
positions = string(".XO", length=range(1, 8)).where(lambda s: "XX" not in s and "OO" not in s)
def moves(board):
    for i, c in enumerate(board):
        if c == ".":
            for letter in "XO":
                if (i == 0 or board[i - 1] != letter) and \\
                        (i + 1 == len(board) or board[i + 1] != letter):
                    yield board[:i] + letter + board[i + 1:]
"""


@lru_cache(maxsize=None)
def no_two_alike_wins(board: str) -> bool:
    """The whole game by its rules, searched plainly (no theorem)."""
    for i, c in enumerate(board):
        if c == ".":
            for letter in "XO":
                if (i == 0 or board[i - 1] != letter) and \
                        (i + 1 == len(board) or board[i + 1] != letter) and \
                        not no_two_alike_wins(board[:i] + letter + board[i + 1:]):
                    return True
    return False


def test_runs_with_their_end_letters_are_a_sum(tmp_path):
    """Each run of empty cells is a game of its own, worth what it is between its two end
    letters (or the string's ends); g is mined over the runs' features, and the pasted code
    equals a plain search of the whole game on strings twice as long as those declared."""
    (tmp_path / "game.py").write_text(NO_TWO_ALIKE)
    game = solve.load(tmp_path / "game.py")
    lines, code = sum_code(game)
    assert any("runs of '.' with the letters at their ends" in ln for ln in lines)
    rng = random.Random(8)
    boards = []
    while len(boards) < 120:
        b = "".join(rng.choice("...XO") for _ in range(rng.randrange(8, 15)))
        if "XX" not in b and "OO" not in b:
            boards.append(b)
    boards += ["." * 14, "X" + "." * 12 + "X", "X" + "." * 12 + "O", "." * 13 + "O"]
    source = tmp_path / "runs.cpp"
    source.write_text("#include <bits/stdc++.h>\n" + code +
                      "int main() { std::string s; while (std::getline(std::cin, s)) "
                      "std::cout << firstWins(s) << '\\n'; }\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "runs"), str(source)],
                   check=True)
    out = subprocess.run([str(tmp_path / "runs")], input="".join(b + "\n" for b in boards),
                         capture_output=True, text=True, check=True).stdout.split()
    assert [w == "1" for w in out] == [no_two_alike_wins(b) for b in boards]


def uva11534_runs(lengths) -> tuple[list[str], list[int]]:
    """Runs of those lengths between every pair of ends, and g of each by UVa 11534's published
    analysis: between equal letters 1, between different letters 0, with one open end its
    length, with both open its length mod 2."""
    runs, want = [], []
    for k in lengths:
        for left in ("", "X", "O"):
            for right in ("", "X", "O"):
                runs.append(left + "." * k + right)
                want.append(k % 2 if not left and not right else k if not left or not right
                            else int(left == right))
    return runs, want


def test_runs_are_read_by_their_length_for_each_pair_of_ends(tmp_path):
    """g of a run with its end letters, by the run's length, for each pair of ends: computed to
    length 96 (each run searched alone), each pair periodic or growing by a period, and pasted
    so (or a rule mined over the runs' features, checked on those runs): the code answers a run
    of any length. The values are UVa 11534's published analysis
    (a run between equal letters is worth 1, between different letters 0, with one open end its
    length, with both open its length mod 2); the whole code against a plain search of the
    whole game on boards of 8 to 14 cells. The table of the runs computed (9 cells at most)
    stopped on a run of 10 before."""
    (tmp_path / "game.py").write_text(NO_TWO_ALIKE)
    game = solve.load(tmp_path / "game.py")
    lines, code = sum_code(game)
    # the miner may find g's rule within its CPU budget (then checked on every run of up to
    # 96 cells) or not (then the pattern by length is pasted): either must answer any length
    assert any(ln.startswith("g's pattern: by the run's length") or
               ln.startswith("g's rule: ") and "runs past them" in ln for ln in lines), lines
    runs, want = uva11534_runs(range(1, 201))
    main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
            "std::cout << grundy(s) << '\\n'; }\n")
    assert run_code(tmp_path, code, main, runs) == want
    rng = random.Random(11)
    boards = ["X" + "." * 12 + "X", "." * 13 + "O", "." * 14]
    while len(boards) < 60:
        b = "".join(rng.choice("....XO") for _ in range(rng.randrange(8, 15)))
        if "XX" not in b and "OO" not in b:
            boards.append(b)
    main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
            "std::cout << firstWins(s) << '\\n'; }\n")
    assert run_code(tmp_path, code, main, boards) == [int(no_two_alike_wins(b)) for b in boards]


def test_runs_too_slow_to_search_to_96_cells_are_read_to_32(tmp_path, monkeypatch):
    """When the runs up to RUN_TOP cells cannot be searched within their time (TopCoder
    PathGame's moves check a path at every move; here a stand-in runs out of time on any run
    longer than 40 cells, after numbering them as the real search does), g by length is read on
    the runs up to RUN_SHORT cells instead, and the code still answers a run of any length:
    UVa 11534's published values up to 200 cells. Before, the table of the runs met was pasted,
    and its code stopped on a longer run."""
    search = sums._values_with

    def out_of_time_past_40(game, table, parts):
        if max(map(len, parts)) > 40:
            for part in parts:
                table.numbered(part)
            return None
        return search(game, table, parts)
    monkeypatch.setattr(sums, "_values_with", out_of_time_past_40)
    (tmp_path / "game.py").write_text(NO_TWO_ALIKE)
    game = solve.load(tmp_path / "game.py")
    lines, code = sum_code(game)
    assert any(ln.startswith("g's pattern: by the run's length") and "k = 1..32" in ln or
               ln.startswith("g's rule: ") and "runs past them" in ln for ln in lines), lines
    runs, want = uva11534_runs((1, 2, 3, 33, 64, 97, 200))
    main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
            "std::cout << grundy(s) << '\\n'; }\n")
    assert run_code(tmp_path, code, main, runs) == want


COLOURED_ROW = """# A row of cells, 0 empty and 1..2 a colour, no two neighbours alike (BZOJ 2410 at k = 2):
# colour an empty cell so that it stays so; who cannot move loses
positions = sequence(values=range(0, 3), length=range(1, 8)).where(
    lambda a: all(not (a[i] and a[i] == a[i + 1]) for i in range(len(a) - 1)))
def moves(row):
    for i, v in enumerate(row):
        if v == 0:
            for c in (1, 2):
                if (i == 0 or row[i - 1] != c) and (i + 1 == len(row) or row[i + 1] != c):
                    yield row[:i] + (c,) + row[i + 1:]
"""


@lru_cache(maxsize=None)
def coloured_row_wins(row: tuple) -> bool:
    """The whole game by its rules, searched plainly (no theorem)."""
    return any(not coloured_row_wins(row[:i] + (c,) + row[i + 1:])
               for i, v in enumerate(row) if v == 0 for c in (1, 2)
               if (i == 0 or row[i - 1] != c) and (i + 1 == len(row) or row[i + 1] != c))


def test_a_sequences_runs_with_their_end_values_are_a_sum(tmp_path):
    """The same cut for a sequence over a few values: each run of 0s is a game of its own,
    worth what it is between its two end values (or the sequence's ends). The pasted code's
    g of a run against UVa 11534's published values (the same game with letters: between
    equal ends 1, different ends 0, one open end the length, both open the length mod 2) up
    to 200 cells, and its firstWins against a plain search of the whole game on sequences of
    8 to 14 cells."""
    (tmp_path / "game.py").write_text(COLOURED_ROW)
    game = solve.load(tmp_path / "game.py")
    lines, code = sum_code(game)
    assert any("runs of 0 with the numbers at their ends" in ln for ln in lines), lines
    runs, want = [], []
    for k in range(1, 201):
        for left in ((), (1,), (2,)):
            for right in ((), (1,), (2,)):
                runs.append(" ".join(map(str, left + (0,) * k + right)))
                want.append(k % 2 if not left and not right else k if not left or not right
                            else int(left == right))
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            "std::istringstream in(line); std::vector<long long> a; long long v; "
            "while (in >> v) a.push_back(v); std::cout << grundy(a) << '\\n'; } }\n")
    code = "#include <sstream>\n" + code
    assert run_code(tmp_path, code, main, runs) == want
    rng = random.Random(12)
    rows = [(1,) + (0,) * 12 + (1,), (0,) * 13 + (2,), (0,) * 14]
    while len(rows) < 60:
        row = tuple(rng.choice((0, 0, 0, 0, 1, 2)) for _ in range(rng.randrange(8, 15)))
        if all(not (row[i] and row[i] == row[i + 1]) for i in range(len(row) - 1)):
            rows.append(row)
    main = main.replace("grundy(a)", "firstWins(a)")
    assert run_code(tmp_path, code, main, [" ".join(map(str, r)) for r in rows]) == \
        [int(coloured_row_wins(r)) for r in rows]
    # the same values pasted by their periods, as when no rule over the runs is found
    from types import SimpleNamespace
    ends = [(left, right) for left in ((), (1,), (2,)) for right in ((), (1,), (2,))]
    periods = {(left, right): (([1, 0], 0, 2, 0) if not left and not right else
                               ([1], 0, 1, 1) if not left or not right else
                               ([int(left == right)], 0, 1, 0)) for left, right in ends}
    pasted = sums._runs_cpp(SimpleNamespace(cutter=sums._run_cutter(0), run_periods=periods))
    head = "#include <map>\n#include <vector>\n#include <iostream>\n#include <sstream>\n"
    assert run_code(tmp_path, head + pasted, main.replace("firstWins(a)", "grundy(a)"),
                    runs) == want
    # and a string's runs the same way (UVa 11534's letters for the colours)
    letters = {(): "", (1,): "X", (2,): "O"}
    periods = {(letters[left], letters[right]): v for (left, right), v in periods.items()}
    pasted = sums._runs_cpp(SimpleNamespace(cutter=sums._run_cutter("."), run_periods=periods))
    strings = [run.replace(" ", "").replace("0", ".").replace("1", "X").replace("2", "O")
               for run in runs]
    main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
            "std::cout << grundy(s) << '\\n'; }\n")
    assert run_code(tmp_path, head + "#include <string>\n" + pasted, main, strings) == want


# ---------------------------------------------------------------- one number read as its digits

DIGITS_ONE_TWO = """
positions = numbers(n=range(0, 1000))
result = "win"


def moves(state):
    n, place = state[0], 1
    while place <= n:
        d = n // place % 10
        for t in (1, 2):                # lower one decimal digit by 1 or 2, no borrow
            if t <= d:
                yield (n - t * place,)
        place *= 10
"""


@lru_cache(maxsize=None)
def digits_one_two_wins(n: int) -> bool:
    """A plain search of DIGITS_ONE_TWO's rules."""
    place, nexts = 1, []
    while place <= n:
        d = n // place % 10
        nexts += [n - t * place for t in (1, 2) if t <= d]
        place *= 10
    return any(not digits_one_two_wins(m) for m in nexts)


def test_a_number_whose_moves_change_one_digit_is_the_sum_of_its_digits(tmp_path):
    """Each decimal digit is a subtraction game {1, 2}: g(i, d) = d mod 3 is mined over the
    digits met, and the pasted code loops over the digits of n; it equals a plain search of the
    whole number on n up to 99,999 (the explorer saw n < 2,000)."""
    game = load(tmp_path, DIGITS_ONE_TWO)
    found, positions, larger = explored(game)
    assert found is not None and found.cutter.word == "digit" and not found.wrong
    assert found.g_mined is not None and found.g_mined.text == "grundy = d mod 3", found.g_mined
    text, name, var = sums.code(game, found)
    assert (name, var) == ("firstWins", "n")
    ns = list(range(0, 100_000, 7))
    for n in range(0, 100_000, 1000):
        digits_one_two_wins(n)          # the search from the bottom up: no deep recursion
    want = [digits_one_two_wins(n) for n in ns]
    line = whole.check_code(text, name, var, [(n,) for n in ns], want, "win")
    assert line.startswith("check: compiled with g++"), line


def test_a_number_whose_moves_borrow_is_no_sum_of_digits(tmp_path):
    """Subtract 1 or 2: 10 - 1 = 9 changes two digits, so the number is no sum of its digits
    (nor of its bits), and the 1-D engine reads it instead."""
    game = load(tmp_path, "positions = numbers(n=range(0, 200))\nresult = 'win'\n"
                          "def moves(p):\n    for t in (1, 2):\n        if t <= p[0]:\n"
                          "            yield (p[0] - t,)\n")
    found, _, _ = explored(game)
    assert found is None




def test_g_is_read_on_the_numbers_computed_without_a_gap(tmp_path):
    """A pile's moves may raise it past the numbers asked (boards that fill up: 80 moves on to
    87 when 0..81 were asked): g is read on 0..81, the numbers computed without a gap, where
    reading up to the largest key raised KeyError before."""
    (tmp_path / "g.py").write_text(FILLING)
    game = solve.load(tmp_path / "g.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    ex.results(positions)
    found = sums.find_sum(game, positions, ex)
    assert found is not None and found.cutter.word == "pile"

    def options(x):
        return {tuple(y for y in (x | 1 << b,) if y & 7 != 7) for b in range(3) if not x >> b & 1}
    g: dict = {}
    for x in sorted(range(0, 96), key=lambda x: -(x & 7)):     # fuller boards first
        g[x] = min(set(range(4)) - {g[y[0]] if y else 0 for y in options(x)})
    asked = list(range(0, 82)) + [87]                          # 82..86 never computed
    alone = {x: options(x) for x in asked}
    found.g = {x: g[x] for x in asked}
    sums._part_rule(found, alone)
    assert found.numbers == [g[x] for x in range(82)]


FILLING = """# boards of three cells, each a pile: a move fills an empty cell (the low three bits of the
# number), and a full board leaves the table; the high bits never change
positions = multiset(piles=range(0, 41), size=range(1, 3))
def moves(a):
    for i, x in enumerate(a):
        rest = a[:i] + a[i + 1:]
        for b in range(3):
            if not x >> b & 1:
                y = x | 1 << b
                yield tuple(sorted(rest + ((y,) if y & 7 != 7 else ())))
"""


def test_a_part_whose_moves_go_up_past_the_numbers_asked(tmp_path):
    """A pile's moves raise it (24 moves to 25, 26, 28 and on to 31), so the values asked for
    0..25 reach numbers past 25 with a gap before them: g is read on the numbers computed
    without a gap (this raised KeyError before), and the sum's code equals a plain search of
    the whole game on boards up to 200."""
    got = explore_json(tmp_path, FILLING)
    assert got["sum"], got
    @lru_cache(maxsize=None)
    def wins(a: tuple) -> bool:
        for i, x in enumerate(a):
            rest = a[:i] + a[i + 1:]
            for b in range(3):
                if not x >> b & 1:
                    y = x | 1 << b
                    if not wins(tuple(sorted(rest + ((y,) if y & 7 != 7 else ())))):
                        return True
        return False
    rng = random.Random(13)
    rows = [tuple(sorted(rng.randint(0, 200) for _ in range(rng.randint(1, 3)))) for _ in range(150)]
    out = run_code(tmp_path, got["sum_code"], "int main() { int k; while (std::cin >> k) { "
                   "std::vector<long long> a(k); for (auto& x : a) std::cin >> x; "
                   "std::cout << firstWins(a) << '\\n'; } }\n",
                   [" ".join(map(str, (len(r), *r))) for r in rows])
    assert out == [int(wins(r)) for r in rows]


E_AND_D = """
# Rows (a, b): a move takes one pile of a row off and splits the other into two piles of at
# least one stone each, put back as the row. The sequence holds the rows one after another.
positions = sequence(values=range(1, 6), length=range(2, 5, 2))
result = "win"


def moves(state):
    for g in range(0, len(state), 2):
        for split in (state[g], state[g + 1]):
            for x in range(1, split):
                yield state[:g] + (x, split - x) + state[g + 2:]
"""


@lru_cache(maxsize=None)
def e_and_d_row(a: int, b: int) -> int:
    """g of one row by its rules: the mex over the rows a move leaves."""
    seen = {e_and_d_row(x, s - x) for s in (a, b) for x in range(1, s)}
    return min(set(range(len(seen) + 1)) - seen)


def test_g_of_rows_mined_on_the_rows_computed_is_checked_on_rows_past_them(tmp_path):
    """A sum of rows whose g is mined over the rows computed (1..6 here): every position solved
    holds those rows only, so the rule is checked on rows past them, each searched alone. The
    rule kept, if any, equals g by the rules on every row up to 30 x 30; one that fitted the
    rows computed and fails past them is said rejected (SDOI 2009 E&D: a rule fitting 1..6 was
    false at (2, 8), and was pasted)."""
    found, positions, larger = explored(load(tmp_path, E_AND_D))
    assert found is not None and found.cutter.word == "row"
    assert found.beyond >= 100, found.beyond_what
    if found.g_mined is not None:
        for a in range(1, 31):
            for b in range(1, 31):
                assert found.g_mined.evaluate((a, b)) == e_and_d_row(a, b), (a, b)
    else:
        rule, first, wrong = found.rejected
        assert e_and_d_row(*first.position) == first.expected != rule.evaluate(first.position)


# A sum of blocks whose g has no rule: the left stone of two adjacent stones of different
# colours takes the right one. Its table covers the blocks computed only, and code that stops
# on a longer block is no rule of the game.
LEFT_TAKES_RIGHT = """positions = string("BW.", length=range(1, 8))
def moves(row):
    for i in range(len(row) - 1):
        a, b = row[i], row[i + 1]
        if a != "." and b != "." and a != b:
            yield row[:i] + "." + a + row[i + 2:]
"""


@lru_cache(maxsize=None)
def left_takes_right_wins(row: str) -> bool:
    return any(not left_takes_right_wins(row[:i] + "." + row[i] + row[i + 2:])
               for i in range(len(row) - 1)
               if row[i] != "." and row[i + 1] != "." and row[i] != row[i + 1])


def test_a_sum_whose_g_is_a_table_pastes_no_code_and_is_mined_on(tmp_path):
    got = explore_json(tmp_path, LEFT_TAKES_RIGHT)
    assert any(line.startswith("sum: ") for line in got["sum"]), got["sum"]
    assert any(line.startswith("the table of g to paste") for line in got["sum"]), got["sum"]
    assert got["sum_code"] == ""            # no code that stops on a block past the table
    rng = random.Random(30555)
    longer = ["".join(rng.choice("BW.") for _ in range(rng.randrange(8, 15))) for _ in range(200)]
    if got["code"]:                         # a rule mined over the whole position instead
        want = [int(left_takes_right_wins(s)) for s in longer]
        main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
                "std::cout << firstWins(s) << '\\n'; }\n")
        assert run_code(tmp_path, got["code"], main, longer) == want
