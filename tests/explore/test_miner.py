"""The rule miner (explore/miner.py, explore/features.py) on the ten public contest games of
docs/explore-miner.md: each game's positions are solved here by a small search of its RULES (no
known answer used), the miner sees only positions and results, and every rule it claims is
re-checked on larger positions it never saw. Where no closed form is known (recurrences), it must
say so or give a rule that really holds. Also: near-misses, equally simple rules, user features,
the C++ forms, and a property test that no claim is ever false."""
from __future__ import annotations

import random
import shutil
import subprocess
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, combinations_with_replacement, product
from math import gcd

import pytest

from explore.features import CPP_HEADERS, vocabulary
from explore.miner import mine
from tree_codes import labelled_trees


class Shape:
    """A stand-in for explore.positions' shapes: the miner reads only .kind and .params."""

    def __init__(self, kind, **params):
        self.kind, self.params = kind, params


def mined(shape, positions, labels, mode, **kw):
    return mine(positions, labels, vocabulary(shape, positions), mode, **kw)


def wrong_on(rule, positions, labels) -> list:
    """The positions where the rule's answer is not the label (the search of the game's rules),
    by evaluating the rule on each one here: the miner's own verify is not the oracle. A rule
    that cannot be evaluated somewhere is wrong there."""
    wrong = []
    for p, want in zip(positions, labels):
        try:
            right = rule.evaluate(p) == want
        except (ArithmeticError, IndexError, ValueError, TypeError):
            right = False
        if not right:
            wrong.append(p)
    return wrong


def assert_holds_beyond(result, positions, labels):
    """Every claimed rule holds on the mined examples (re-checked here) and on larger ones."""
    assert result.exact and result.rules
    for rule in result.rules:
        assert wrong_on(rule, positions, labels) == [], rule.text


def mex(values) -> int:
    m = 0
    while m in values:
        m += 1
    return m


# ---------------------------------------------------------------- cf1841a Game with Board

@lru_cache(None)
def board_mover_wins(board: tuple) -> bool:
    """Merge k >= 2 equal numbers v into k*v; the player who cannot move WINS."""
    moved = False
    for v in set(board):
        count = board.count(v)
        for k in range(2, count + 1):
            moved = True
            rest = list(board)
            for _ in range(k):
                rest.remove(v)
            if not board_mover_wins(tuple(sorted(rest + [k * v]))):
                return True
    return not moved


def test_cf1841a_game_with_board():
    small = [(n,) for n in range(2, 15)]
    big = [(n,) for n in range(2, 23)]
    win = lambda ps: [board_mover_wins((1,) * p[0]) for p in ps]
    result = mined("numbers", small, win(small), "win")
    assert_holds_beyond(result, big, win(big))
    assert result.rules[0].text == "first wins iff n >= 5"
    assert result.rules[0].cpp == "(n) >= 5LL"


# ---------------------------------------------------------------- cf1396b Stoned Game

@lru_cache(None)
def stoned(piles: tuple, banned: int) -> bool:
    return any(a > 0 and i != banned and not stoned(piles[:i] + (a - 1,) + piles[i + 1:], i)
               for i, a in enumerate(piles))


def test_cf1396b_stoned_game():
    small = [p for k, top in ((1, 8), (2, 6), (3, 4), (4, 3))
             for p in combinations_with_replacement(range(1, top + 1), k)]
    big = [p for k, top in ((2, 10), (3, 7), (5, 3))
           for p in combinations_with_replacement(range(1, top + 1), k)]
    win = lambda ps: [stoned(p, -1) for p in ps]
    result = mined("multiset", small, win(small), "win")
    assert_holds_beyond(result, big, win(big))
    assert "first wins iff max > sum - max or sum is odd" in [r.text for r in result.rules]


# ---------------------------------------------------------------- cf1147c Thanos Nim

@lru_cache(None)
def thanos(piles: tuple) -> bool:
    """Choose exactly n/2 non-empty piles and take at least one stone from each."""
    half = len(piles) // 2
    live = [i for i, a in enumerate(piles) if a > 0]
    for chosen in combinations(live, half):
        for takes in product(*(range(1, piles[i] + 1) for i in chosen)):
            rest = list(piles)
            for i, t in zip(chosen, takes):
                rest[i] -= t
            if not thanos(tuple(sorted(rest))):
                return True
    return False


def test_cf1147c_thanos_nim():
    small = [p for k, top in ((2, 7), (4, 3), (6, 2))
             for p in combinations_with_replacement(range(1, top + 1), k)]
    big = [p for k, top in ((2, 12), (4, 5))
           for p in combinations_with_replacement(range(1, top + 1), k)]
    win = lambda ps: [thanos(p) for p in ps]
    result = mined("multiset", small, win(small), "win")
    assert_holds_beyond(result, big, win(big))
    # second wins iff count(min) > n/2
    assert result.rules[0].text == "first wins iff length >= 2·count(min)"


# ---------------------------------------------------------------- cf1537d Deleting Divisors

def divisors_game(limit: int) -> list[bool]:
    win = [False] * (limit + 1)
    for n in range(1, limit + 1):
        win[n] = any(not win[n - d] for d in range(2, n) if n % d == 0)
    return win


def test_cf1537d_deleting_divisors():
    win = divisors_game(1100)
    small = [(n,) for n in range(1, 201)]
    big = [(n,) for n in range(1, 1101)]
    result = mined("numbers", small, [win[n] for (n,) in small], "win")
    assert_holds_beyond(result, big, [win[n] for (n,) in big])
    assert result.rules[0].size == 3
    # the parts of an OR may be listed in any order
    texts = {r.text for r in result.rules}
    assert {"first wins iff n is even and (is_square(n) or not is_pow2(n))",
            "first wins iff n is even and (not is_pow2(n) or is_square(n))"} & texts, texts


# ---------------------------------------------------------------- cf2004e Not a Nim Problem

def coprime_take_grundy(limit: int) -> list[int]:
    g = [0] * (limit + 1)
    for x in range(1, limit + 1):
        g[x] = mex({g[x - y] for y in range(1, x + 1) if gcd(x, y) == 1})
    return g


def test_cf2004e_single_pile_grundy():
    g = coprime_take_grundy(260)
    small = [(x,) for x in range(0, 101)]
    big = [(x,) for x in range(0, 261)]
    result = mined("numbers", small, [g[x] for (x,) in small], "grundy")
    assert_holds_beyond(result, big, [g[x] for (x,) in big])
    assert result.rules[0].text == "grundy = if spf(n) <= 2 then n mod 2 else pi(spf(n))"


# ---------------------------------------------------------------- abc059d Alice&Brown

def test_abc059d_alice_and_brown():
    top = 20
    win: dict = {}
    for total in range(2 * top + 1):
        for x in range(total + 1):
            y = total - x
            win[x, y] = any(not win[x - 2 * i, y + i] for i in range(1, x // 2 + 1)) or \
                any(not win[x + i, y - 2 * i] for i in range(1, y // 2 + 1))
    small = [(x, y) for x in range(13) for y in range(13)]
    big = [(x, y) for x in range(top + 1) for y in range(top + 1)]
    result = mined(Shape("numbers", names=("X", "Y")), small, [win[p] for p in small], "win")
    assert_holds_beyond(result, big, [win[p] for p in big])
    assert result.rules[0].text == "first wins iff |X - Y| >= 2"


# ---------------------------------------------------------------- arc151c 01 Game

def legal(row: str) -> bool:
    return all(not (a != "." and a == b) for a, b in zip(row, row[1:]))


@lru_cache(None)
def zero_one_game(row: str) -> bool:
    for i, c in enumerate(row):
        if c == ".":
            for d in "01":
                nxt = row[:i] + d + row[i + 1:]
                if legal(nxt) and not zero_one_game(nxt):
                    return True
    return False


def test_arc151c_no_false_closed_form():
    rows = lambda n: ["".join(t) for t in product(".01", repeat=n) if legal("".join(t))]
    small = [r for n in range(1, 7) for r in rows(n)]
    big = small + rows(7) + rows(8)
    win = lambda rs: [zero_one_game(r) for r in rs]
    result = mined(Shape("string", alphabet=".01"), small, win(small), "win")
    if result.exact:
        assert_holds_beyond(result, big, win(big))
    else:
        assert result.near_miss is not None and result.near_miss.errors > 0
        assert result.counterexamples
        bad = wrong_on(result.near_miss, small, win(small))
        assert len(bad) == result.near_miss.errors
        assert {c.position for c in result.counterexamples} <= set(bad)
    if result.fallback is not None:
        assert result.fallback.kind == "decision list"
        assert wrong_on(result.fallback, small, win(small)) == []


# ---------------------------------------------------------------- cf1823e Removing Graph

def cycle_grundy(l: int, r: int, length: int) -> int:
    """A cycle loses an arc of l..r vertices (a path remains); a path loses a block (two remain)."""
    @lru_cache(None)
    def path(x):
        return mex({path(i) ^ path(x - k - i)
                    for k in range(l, min(r, x) + 1) for i in range(x - k + 1)})
    return mex({0 if k == length else path(length - k) for k in range(l, min(r, length) + 1)})


def test_cf1823e_cycle_grundy():
    shape = Shape("numbers", names=("l", "r", "x"))
    small = [(l, r, x) for l in range(1, 5) for r in range(l + 1, 7) for x in range(3, 12)]
    big = [(l, r, x) for l in range(1, 6) for r in range(l + 1, 9) for x in range(3, 17)]
    value = lambda ps: [cycle_grundy(*p) for p in ps]
    result = mined(shape, small, value(small), "grundy")
    assert_holds_beyond(result, big, value(big))
    assert result.rules[0].text == "grundy = if x >= l + r then 0 else x // l"


# ---------------------------------------------------------------- edpc-l Deque (score)

def deque_score(a: tuple) -> int:
    @lru_cache(None)
    def best(i, j):
        return 0 if i > j else max(a[i] - best(i + 1, j), a[j] - best(i, j - 1))
    return best(0, len(a) - 1)


def test_edpc_l_no_false_closed_form():
    small = [a for n, top in ((1, 5), (2, 4), (3, 3), (4, 3)) for a in
             product(range(1, top + 1), repeat=n)]
    big = small + [a for n, top in ((5, 3), (6, 2)) for a in product(range(1, top + 1), repeat=n)]
    score = lambda ps: [deque_score(a) for a in ps]
    result = mined("sequence", small, score(small), "score")
    if result.exact:
        assert_holds_beyond(result, big, score(big))
    else:
        assert result.near_miss.errors == len(wrong_on(result.near_miss, small, score(small))) > 0
    if result.fallback is not None:
        assert wrong_on(result.fallback, small, score(small)) == []


# ---------------------------------------------------------------- abc201d Momotetsu (outcome)

def momotetsu(grid: tuple) -> str:
    """Score game: the mover gains +1/-1 for the cell entered; W/D/L for the first player."""
    h, w = len(grid), len(grid[0])

    @lru_cache(None)
    def margin(i, j):
        if (i, j) == (h - 1, w - 1):
            return 0
        return max((1 if grid[a][b] == "+" else -1) - margin(a, b)
                   for a, b in ((i + 1, j), (i, j + 1)) if a < h and b < w)
    m = margin(0, 0)
    return "W" if m > 0 else "L" if m < 0 else "D"


def grids(h, w):
    return [tuple("".join(c[i * w:(i + 1) * w]) for i in range(h)) for c in
            product("+-", repeat=h * w)]


def test_abc201d_no_false_closed_form():
    small = [g for h in range(1, 4) for w in range(1, 4) if h * w <= 6 for g in grids(h, w)]
    big = small + grids(3, 3) + grids(2, 4)
    outcome = lambda gs: [momotetsu(g) for g in gs]
    result = mined("grid", small, outcome(small), "outcome")
    if result.exact:
        assert_holds_beyond(result, big, outcome(big))
    else:
        assert result.near_miss.errors == len(wrong_on(result.near_miss, small, outcome(small))) > 0
        assert result.counterexamples[0].position == \
            min((c.position for c in result.counterexamples),
                key=lambda g: (sum(map(len, g)), len(g), g))


# ---------------------------------------------------------------- behaviours

def test_near_miss_with_its_smallest_counterexample():
    positions = [(n,) for n in range(1, 41)]
    labels = [n >= 5 and n not in (17, 29) for n in range(1, 41)]
    result = mined("numbers", positions, labels, "win", max_size=1, fallback=False)
    assert not result.exact and result.rules == []
    assert result.near_miss.text == "first wins iff n >= 5"
    assert result.near_miss.errors == 2
    assert [c.position for c in result.counterexamples] == [(17,), (29,)]
    assert result.counterexamples[0].expected is False
    assert "no rule in the grammar fits all 40 examples" in result.summary()


def test_equally_simple_rules_are_all_shown():
    positions = [(x, y) for x in range(7) for y in range(7) if (x - y) % 2 == 0]
    labels = [x % 2 == 1 for x, _ in positions]
    texts = [r.text for r in mined("numbers", positions, labels, "win").rules]
    assert "first wins iff x is odd" in texts and "first wins iff y is odd" in texts


def test_user_feature_is_used():
    positions = [(n,) for n in range(64)]
    labels = [bin(n).count("1") % 3 == 0 for n in range(64)]
    popcount = {"popcount": lambda p: bin(p[0]).count("1")}
    features = vocabulary("numbers", positions, popcount)
    result = mine(positions, labels, features, "win")
    assert result.exact and result.rules[0].text == "first wins iff popcount mod 3 == 0"
    assert result.rules[0].features == ("popcount mod 3",)
    assert result.rules[0].evaluate((7,)) is True and result.rules[0].evaluate((5,)) is False
    with pytest.raises(ValueError, match="must map a name to a function"):
        vocabulary("numbers", positions, {"popcount": 3})


def test_outcome_rule_per_class():
    positions = [(x, y) for x in range(9) for y in range(9)]
    labels = ["D" if x == y else "W" if x > y else "L" for x, y in positions]
    result = mined("numbers", positions, labels, "outcome")
    assert result.exact
    rule = result.rules[0]
    assert rule.size == 2 and all(rule.evaluate(p) == lab for p, lab in zip(positions, labels))


def test_linear_score_formula():
    positions = [a for n in range(1, 5) for a in product(range(1, 4), repeat=n)]
    labels = [2 * max(a) - sum(a) + 1 for a in positions]
    result = mined("sequence", positions, labels, "score")
    assert result.exact
    assert wrong_on(result.rules[0], positions, labels) == []
    assert result.rules[0].size <= 3


@pytest.mark.parametrize("cap", ["min", "max"])
def test_a_feature_capped_by_a_constant(cap):
    # g = min(f, c) (a value that stops growing, as Sharti's 2^v2(r | c) stops at the largest
    # square's side) and its mirror max(f, c): one feature and one constant, not two features
    positions = [p for k in (1, 2, 3) for p in combinations_with_replacement(range(7), k)]
    labels = [min(sum(p), 5) if cap == "min" else max(max(p), 3) for p in positions]
    result = mined("multiset", positions, labels, "score")
    assert result.exact
    rule = result.rules[0]
    assert rule.text == ("score = min(sum, 5)" if cap == "min" else "score = max(max, 3)")
    assert rule.features == (("sum",) if cap == "min" else ("max",))
    assert wrong_on(rule, positions, labels) == []
    assert rule.cpp.startswith(f"std::{cap}<long long>(")


def test_a_value_that_is_a_constant_off_one_condition():
    # g = if a > b then a - b - 1 else 0 on (n, a, b): a row of a strip n cells wide whose two
    # pieces, facing each other, leave a Nim heap of the cells between them, and nothing when
    # they face away. Fitted on the values that are not 0, with the literal that holds on all
    # of them; the chains of two conditions found a rule of a // b and a % (b + 1) instead
    from explore import positions as shapes
    positions = [(n, a, b) for n in range(2, 7) for a in range(1, n + 1)
                 for b in range(1, n + 1) if a != b]
    labels = [a - b - 1 if a > b else 0 for n, a, b in positions]
    shape = shapes.Numbers(("n", "a", "b"), (range(1),) * 3)
    result = mined(shape, positions, labels, "grundy", budget_seconds=20)
    assert result.exact
    rule = result.rules[0]
    assert rule.text.endswith("then a - b - 1 else 0"), rule.text
    assert wrong_on(rule, positions, labels) == []
    wider = [(n, a, b) for n in range(7, 30) for a in range(1, n + 1) for b in range(1, n + 1)
             if a != b]
    assert wrong_on(rule, wider, [a - b - 1 if a > b else 0 for n, a, b in wider]) == []


@pytest.mark.parametrize("seed", range(12))
def test_no_false_claim_on_random_labels(seed):
    rng = random.Random(seed)
    kind = ["numbers", "multiset", "sequence"][seed % 3]
    if kind == "numbers":
        positions = [(x, y) for x in range(8) for y in range(8)]
    else:
        positions = [p for k in (1, 2, 3) for p in
                     (combinations_with_replacement if kind == "multiset" else
                      lambda r, k: product(r, repeat=k))(range(1, 5), k)]
    mode = ["win", "outcome", "grundy"][seed % 3 if seed < 6 else (seed + 1) % 3]
    noise = rng.random() < 0.5
    labels = []
    for p in positions:
        if mode == "win":
            labels.append(rng.random() < 0.5 if noise else
                          (sum(p) % 3 == 0) != (rng.random() < 0.05))
        elif mode == "outcome":
            labels.append(rng.choice("WLD"))
        else:
            labels.append(rng.randrange(3) if noise else max(p) + (rng.random() < 0.05))
    features = vocabulary(kind, positions)
    result = mine(positions, labels, features, mode, max_size=3, budget_seconds=5)
    for rule in result.rules:
        assert result.exact
        assert all(rule.evaluate(p) == lab for p, lab in zip(positions, labels)), rule.text
    if not result.exact:
        assert result.rules == [] and result.near_miss is not None
        wrong = sum(result.near_miss.evaluate(p) != lab for p, lab in zip(positions, labels))
        assert wrong == result.near_miss.errors > 0
    if result.fallback is not None:
        assert all(result.fallback.evaluate(p) == lab for p, lab in zip(positions, labels))


# ---------------------------------------------------------------- the C++ forms

@pytest.mark.skipif(shutil.which("g++") is None, reason="needs g++")
def test_cpp_forms_agree_with_python(tmp_path):
    """Each feature's and each rule's C++ expression gives the Python value on sample positions."""
    cases = []      # (C++ parameter, C++ value literal, expression, expected)
    ns = [(n,) for n in (0, 1, 2, 7, 12, 36, 97, 128)]
    for f in vocabulary("numbers", ns):
        cases += [("long long n", f"{p[0]}LL", f.cpp, int(f.fn(p))) for p in ns]
    seqs = [(3, 1, 1, 4), (2, 2), (1,), (5, 1, 2, 1, 5), (1, 1, 3)]
    for f in vocabulary("sequence", seqs, derive=False):
        cases += [("const std::vector<long long>& a",
                   "std::vector<long long>{" + ", ".join(map(str, p)) + "}", f.cpp, int(f.fn(p)))
                  for p in seqs]
    # a multiset's features are mined on its sorted piles; their C++ takes the piles in any order
    for f in [f for f in vocabulary("multiset", [tuple(sorted(p)) for p in seqs])
              if f.name.startswith("sum ")]:
        cases += [("const std::vector<long long>& a",
                   "std::vector<long long>{" + ", ".join(map(str, p)) + "}", f.cpp,
                   int(f.fn(tuple(sorted(p))))) for p in seqs]
    strs = ["", "0.1", "..0..", "1", "0..1.0"]
    for f in vocabulary(Shape("string", alphabet=".01"), strs):
        cases += [("const std::string& s", f'std::string("{p}")', f.cpp, int(f.fn(p)))
                  for p in strs]
    # two mined rules, pasted as C++
    small = [(x, y) for x in range(6) for y in range(6)]
    rule = mined("numbers", small, [abs(x - y) > 1 for x, y in small], "win").rules[0]
    cases += [("const std::vector<long long>& a", f"std::vector<long long>{{{x}, {y}}}", rule.cpp,
               int(rule.evaluate((x, y)))) for x, y in small]
    g = coprime_take_grundy(40)
    rule = mined("numbers", [(x,) for x in range(41)], g, "grundy").rules[0]
    cases += [("long long n", f"{x}LL", rule.cpp, g[x]) for x in range(41)]
    # an if-then-else rule and an outcome rule (a char per outcome)
    pairs = [(x, y) for x in range(8) for y in range(8)]
    vec = lambda x, y: f"std::vector<long long>{{{x}, {y}}}"
    for labels, mode in (([y >= 3 if x % 2 == 0 else y <= 1 for x, y in pairs], "win"),
                         (["D" if x == y else "W" if x > y + 1 else "L" for x, y in pairs],
                          "outcome")):
        rule = mined("numbers", pairs, labels, mode).rules[0]
        cases += [("const std::vector<long long>& a", vec(x, y), rule.cpp,
                   ord(want) if mode == "outcome" else int(want))
                  for (x, y), want in zip(pairs, labels)]
    assert all(c[2] is not None for c in cases)
    exprs = list(dict.fromkeys((param, expr) for param, _, expr, _ in cases))
    index = {e: i for i, e in enumerate(exprs)}
    lines = [f"#include {h}" for h in CPP_HEADERS] + ["#include <cstdio>", "#include <cstdlib>"]
    for i, (param, expr) in enumerate(exprs):
        lines.append(f"static long long f{i}({param}) {{ return (long long)({expr}); }}")
    lines.append("int main() { long long bad = 0;")
    for k, (param, value, expr, want) in enumerate(cases):
        i = index[param, expr]
        lines.append(f"  if (f{i}({value}) != {want}LL) {{ std::printf(\"%d\\n\", {k}); ++bad; }}")
    lines.append("  return bad ? 1 : 0; }")
    src = tmp_path / "forms.cpp"
    src.write_text("\n".join(lines) + "\n")
    exe = tmp_path / "forms"
    subprocess.run(["g++", "-std=c++17", "-O0", "-w", str(src), "-o", str(exe)], check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True)
    failed = [cases[int(i)] for i in run.stdout.split()]
    assert run.returncode == 0 and not failed, failed[:5]


# ---------------------------------------------------------------- other shapes

@dataclass(frozen=True)
class Graph:
    """The fields of explore.positions.Graph, which the features read."""
    n: int
    edges: tuple
    marked: int | None = None
    root: int | None = None


def test_graph_features_and_a_tree_rule():
    trees = {Graph(n, e, marked=0) for n in range(2, 7) for e in labelled_trees(n)}
    trees = sorted(trees, key=lambda g: (g.n, g.edges))
    star = Graph(5, ((0, 1), (0, 2), (0, 3), (0, 4)), marked=1)
    value = {f.name: f.fn(star) for f in vocabulary("tree", [star], derive=False)}
    assert value == {"n": 5, "edges": 4, "leaves": 4, "diameter": 2, "max degree": 4,
                     "components": 1, "deg(marked)": 1, "ecc(marked)": 2,
                     "largest branch at marked": 4,    # the centre and the other three leaves
                     "dist(marked, leaf)": 0, "is tree": True, "is path": False, "is star": True,
                     "matching number": 1, "perfect matching": False,
                     "smaller side": 1, "larger side": 4,     # the centre, the leaves
                     "edges addable keeping bipartite": 0,    # each leaf joined to the centre
                     "marked in every maximum matching": False,   # the leaf 1: not in 0-2
                     # hanging from the leaf 1: 0 below it, then the three leaves
                     "colon value(marked)": 2, "mex down(marked)": 0,
                     "misère win(marked)": True,     # the centre is lost: its leaves are won
                     "nearest leaf below(marked)": 2, "#odd depth(marked)": 1,
                     "#even depth(marked)": 4, "#(depth div 2 odd)(marked)": 3,
                     "#(depth div 3 odd)(marked)": 0, "#even subtrees(marked)": 1,
                     "sum of depths(marked)": 7, "sum of leaf depths(marked)": 6,
                     # chains 1-0-2, then 3 and 4: one edge each
                     "edges on 2 paths down(marked)": 3, "edges on 3 paths down(marked)": 4,
                     # depths 2, 2, 2, 1, 0; subtree sizes 5, 4, 1, 1, 1; descendants less
                     # ancestors 4, 2, -2, -2, -2: taken in turn from the largest
                     "greedy share of depth(marked)": 4, "greedy difference of depth(marked)": 1,
                     "greedy share of subtree size(marked)": 7,
                     "greedy difference of subtree size(marked)": 2,
                     "greedy share of descendants - ancestors(marked)": 0,
                     "greedy difference of descendants - ancestors(marked)": 0}
    # a toy rule: the mover wins iff the marked vertex is a leaf or the tree is a path
    labels = [sum(0 in e for e in g.edges) == 1 or max(
        sum(v in e for e in g.edges) for v in range(g.n)) <= 2 for g in trees]
    result = mined("tree", trees, labels, "win")
    assert result.exact and result.rules[0].size == 2 and result.rules[0].cpp    # (n, adj, marked)
    assert wrong_on(result.rules[0], trees, labels) == []


def test_set_and_grid_features():
    sets = [frozenset(c) for k in range(5) for c in combinations(range(5), k)]
    result = mined("set", sets, [sum(s) % 2 == 1 for s in sets], "win")
    assert result.rules[0].text == "first wins iff sum is odd"
    cells = [g for h in (1, 2) for w in (1, 2, 3) for g in
             (tuple("".join(c[i * w:(i + 1) * w]) for i in range(h))
              for c in product("01", repeat=h * w))]
    result = mined("grid", cells, [sum(r.count("1") for r in g) * 2 > len(g) * len(g[0])
                                   for g in cells], "win")
    assert result.rules[0].text == "first wins iff #0 < #1"


def test_conditional_rule():
    positions = [(x, y) for x in range(8) for y in range(8)]
    labels = [y >= 3 if x % 2 == 0 else y <= 1 for x, y in positions]
    result = mined("numbers", positions, labels, "win")
    assert result.rules[0].text == "first wins iff if x is even then y >= 3 else y <= 1"
    assert result.rules[0].size == 3


@lru_cache(None)
def misere_nim(piles: tuple) -> bool:
    """Take any number from one pile; whoever takes the last stone LOSES."""
    if not any(piles):
        return True
    return any(not misere_nim(tuple(sorted(piles[:i] + (a - t,) + piles[i + 1:])))
               for i, a in enumerate(piles) for t in range(1, a + 1))


def test_misere_nim_rule_holds_beyond():
    small = [p for k in range(1, 8) for p in combinations_with_replacement(range(1, 5), k)]
    big = [p for k in range(1, 10) for p in combinations_with_replacement(range(1, 4), k)]
    win = lambda ps: [misere_nim(p) for p in ps]
    result = mined("multiset", small, win(small), "win")
    assert_holds_beyond(result, big, win(big))


def test_a_failing_user_feature_is_one_line():
    positions = [(n,) for n in range(5)]
    with pytest.raises(ValueError, match=r"feature 'inverse' failed on position \(0,\): "
                                         r"ZeroDivisionError"):
        mine(positions, [True] * 5,
             vocabulary("numbers", positions, {"inverse": lambda p: 12 // p[0]}), "win")


def test_linear_forms_read_right():
    positions = [(x, y) for x in range(8) for y in range(8)]
    texts = [mined("numbers", positions, [f(x, y) for x, y in positions], "score").rules[0].text
             for f in (lambda x, y: -x - y, lambda x, y: 2 * x - 3 * y + 1,
                       lambda x, y: max(x, y) - min(x, y))]
    assert texts == ["score = -(x + y)", "score = 2·x - 3·y + 1", "score = |x - y|"]


def unordered(text: str):
    """A rule "(A op B) op2 (C op D)" as nested sets of its literals."""
    head, body = text.split(" iff ")
    outer = " or " if ") or (" in body else " and "
    inner = " and " if outer == " or " else " or "
    return head, frozenset(frozenset(part.strip("()").split(inner)) for part in body.split(outer))


def test_balanced_four_literal_rules():
    positions = [(x, y, z) for x in range(6) for y in range(6) for z in range(6)]
    for rule, want in ((lambda x, y, z: (x % 2 == 0 and y >= 3) or (z == 1 and x >= y),
                        "first wins iff (y >= 3 and x is even) or (x >= y and z == 1)"),
                       (lambda x, y, z: (x % 2 == 0 or y >= 3) and (z == 1 or x >= y),
                        "first wins iff (y >= 3 or x is even) and (x >= y or z == 1)")):
        labels = [rule(*p) for p in positions]
        result = mined("numbers", positions, labels, "win")
        # the parts of an AND or an OR may be listed in any order
        assert unordered(result.rules[0].text) == unordered(want) and result.rules[0].size == 4
        assert all(wrong_on(r, positions, labels) == [] for r in result.rules)


def test_four_outcomes_partizan():
    positions = [(x, y) for x in range(10) for y in range(10)]
    labels = ["P" if x == y else "N" if abs(x - y) == 1 else "L" if x > y else "R"
              for x, y in positions]
    result = mined("numbers", positions, labels, "outcome")
    assert result.exact and result.rules[0].size == 3
    assert result.rules[0].text.startswith("N if |x - y| == 1; else ")
    assert all(wrong_on(r, positions, labels) == [] for r in result.rules)


def test_a_spent_budget_is_said():
    positions = [(x, y) for x in range(12) for y in range(12)]
    labels = [random.Random(x * 12 + y).random() < 0.3 for x, y in positions]
    result = mined("numbers", positions, labels, "win", budget_seconds=0)
    assert not result.exact and result.exhausted
    assert "the time budget ran out first, so a rule may still exist" in result.summary()


def test_a_rule_of_two_literals_on_more_than_14000_examples():
    """Truth tables of 16,900 examples are ints of 16,900 bits: ordering the parts of a rule by
    their printed form raised "Exceeds the limit (4300 digits)" (issue 31); they are compared
    as ints now."""
    pairs = [(x, y) for x in range(130) for y in range(130)]
    labels = [x % 2 == 0 and y >= 3 for x, y in pairs]
    result = mined("numbers", pairs, labels, "win", max_size=2)
    assert result.exact and result.rules[0].size == 2, result.summary()
    assert wrong_on(result.rules[0], pairs, labels) == []


def test_a_second_search_on_the_same_positions_reuses_the_first_ones_values(monkeypatch):
    """miner.mine(values=...) keeps the features' values between searches on the same
    positions: a second search over part of the vocabulary computes none of them again, on all
    positions and on a sample of them alike, and finds what a search without it finds."""
    import explore.miner as miner_module
    from explore.features import Feature
    calls = []

    def counted(name, fn):
        return Feature(name, lambda p: calls.append(name) or fn(p), 1, None)
    positions = [(a, b) for a in range(40) for b in range(40)]
    labels = [(a ^ b) != 0 for a, b in positions]
    feats = [counted("a", lambda p: p[0]), counted("b", lambda p: p[1]),
             counted("a xor b", lambda p: p[0] ^ p[1]), counted("a + b", lambda p: sum(p))]
    for sample in (None, 500):                  # all positions mined, then a sample of them
        if sample:
            monkeypatch.setattr(miner_module, "MINE_SAMPLE", sample)
            monkeypatch.setattr(miner_module, "SAMPLE_SMALLEST", 100)
        alone = mine(positions, labels, feats[2:], "win", budget_seconds=30)
        values: dict = {}
        mine(positions, labels, feats, "win", budget_seconds=30, values=values)
        calls.clear()
        again = mine(positions, labels, feats[2:], "win", budget_seconds=30, values=values)
        assert not [c for c in calls if c != "a xor b"], calls     # the rule's own check only
        assert again.exact and [r.text for r in again.rules] == [r.text for r in alone.rules]
