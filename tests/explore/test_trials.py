"""The explorer checked on contest games it was not built on (tests/explore/trials, each file
written from the game's rules alone, in the format of docs/explore.md): every rule it says holds
must equal the truth on positions far larger than those it computed, and it must claim nothing
else. The truth is the editorial's rule, itself checked here against an exhaustive search written
from the rules (independent of the explorer and of the game files). Where the expected answer is a
rule, the test asks that one is found; where the rule lies outside the miner's grammar (a mod that
depends on k, a square root, a recurrence), that nothing false is claimed."""
from __future__ import annotations

import itertools
import random
import re
import subprocess
from functools import lru_cache
from math import isqrt
from pathlib import Path
from types import SimpleNamespace


from explore import features as feats
from explore import positions as P
from explore import solve, sweep, whole

TRIALS = Path(__file__).resolve().parent / "trials"
BUDGET = 10     # CPU seconds of the miner per game
SAMPLE = 300    # larger positions each rule is checked on by the explorer itself


def explore(name: str, **params):
    if name.endswith(".cpp"):           # a C++ game file (explore/cpp/position.hpp)
        game, ex = whole.load_cpp(TRIALS / name)
        return game, whole.find(game, SAMPLE, BUDGET, ex)
    game = solve.load(TRIALS / name, params or None)
    return game, whole.find(game, SAMPLE, BUDGET)


def check(name: str, truth, beyond, expect_rule: bool, **params):
    """Runs the explorer on a trial game; every rule it prints as holding must give truth(p) on
    every position of beyond (canonical forms taken as the explorer does); nothing is called
    proven; a rule is printed when expect_rule."""
    game, found = explore(name, **params)
    lines = whole.claim_lines(game, found)
    for line in lines:
        assert "proven" not in line.replace("not proven", ""), line
    if expect_rule:
        assert found.held, "\n".join(lines)
    for rule in found.held:
        for p in beyond:
            assert rule.evaluate(game.shape.canonical(p)) == truth(p), (rule.text, p)
    return found


def mex_search(moves):
    """Who wins (normal play) a game given by moves(state), memoised."""
    @lru_cache(None)
    def win(s):
        return any(not win(t) for t in moves(s))
    return win


# ---- numbers, numbers and a parameter

def one_two_k(n, k):             # editorial of CF 1194D: True when the first player wins
    if k % 3:
        return n % 3 != 0
    r = n % (k + 1)
    return not (r % 3 == 0 and r != k)


def test_editorial_truths_agree_with_searches_on_numbers():
    win = mex_search(lambda s: [(s[0] - d, s[1]) for d in (1, 2, s[1]) if d <= s[0]])
    assert all(win((n, k)) == one_two_k(n, k) for n in range(150) for k in range(3, 25))
    nwin = mex_search(lambda n: ([n - 1] if n > 1 else [])
                      + [n // d for d in range(3, n + 1, 2) if n % d == 0])
    assert all(nwin(n) == number_game(n) for n in range(1, 400))

    @lru_cache(None)
    def circle(x, y, d, k):
        return any(not circle(a, b, d, k) for a, b in ((x + k, y), (x, y + k))
                   if a * a + b * b <= d * d)
    assert all(circle(0, 0, d, k) == circle_game(d, k) for d in range(1, 40)
               for k in range(1, 12))


def test_one_two_k_pairs():
    # if k mod 3 == 0 then (n % (k + 1) mod 3 != 0 or k <= n % (k + 1)) else n mod 3 != 0
    check("one_two_k_pairs.py", lambda p: one_two_k(*p),
          [(n, k) for n in range(300) for k in range(3, 40)], expect_rule=True)


def test_cpp_game_files():
    found = check("one_two_k_pairs.cpp", lambda p: one_two_k(*p),
                  [(n, k) for n in range(300) for k in range(3, 40)], expect_rule=True)
    # the file names its coordinates (const char* names = "n k"): the rules read n and k
    assert all("x1" not in r.text and "k mod 3" in r.text for r in found.held), found.held
    check("sequential_nim.cpp", sequential_nim, random_sequences(13, 2000, (1, 12), 6),
          expect_rule=True)


def test_bachet():
    win = mex_search(lambda s: [(s[0] - t, s[1]) for t in range(1, min(s) + 1)])
    assert all(win((n, m)) == (n % (m + 1) != 0) for n in range(100) for m in range(1, 12))
    check("bachet.py", lambda p: p[0] % (p[1] + 1) != 0,
          [(n, m) for n in range(400) for m in range(1, 40)], expect_rule=True)


def test_one_two_k_for_one_k_finds_its_rule():
    for k in (4, 6, 9):    # k = 6: n mod 7 in {0, 3} loses; k = 9: n mod 10 in {0, 3, 6}
        check("one_two_k.py", lambda p, k=k: one_two_k(p[0], k), [(n,) for n in range(1000)],
              expect_rule=True, k=k)


def test_one_two_k_sweep_claims_nothing_false_across_values():
    game = solve.load(TRIALS / "one_two_k.py")
    args = SimpleNamespace(sweep=["k=3..8"], set=None, result=None, budget=BUDGET, sample=100)
    lines, result, _, _ = sweep.sweep(TRIALS / "one_two_k.py", game, args)
    for line in lines:
        assert "proven" not in line.replace("not proven", ""), line
    for rule in (result.rules if result is not None and result.exact else []):
        for k in range(3, 30):
            for n in range(300):
                assert rule.evaluate(sweep.Pair(((k,), (n,)))) == one_two_k(n, k), rule.text


def circle_game(d, k):           # editorial of CF 1451D
    z = 0
    while 2 * ((z + 1) * k) ** 2 <= d * d:
        z += 1
    return (z * k) ** 2 + ((z + 1) * k) ** 2 <= d * d


def test_circle_game_claims_nothing_false():
    check("circle_game.py", lambda p: circle_game(*p),
          [(d, k) for d in range(1, 80) for k in range(1, 25)], expect_rule=False)


def number_game(n):              # editorial of CF 1370C
    if n == 1:
        return False
    if n == 2 or n % 2:
        return True
    if n & (n - 1) == 0:
        return False
    m = n // 2
    if m % 2 and m > 1 and all(m % q for q in range(3, isqrt(m) + 1, 2)):
        return False             # 2 * an odd prime
    return True


def test_number_game():
    check("number_game.py", lambda p: number_game(p[0]), [(n,) for n in range(1, 4000)],
          expect_rule=True)


# ---- sequences and multisets

def sequential_nim(a):           # editorial of CF 1382B
    t = next((i for i, v in enumerate(a) if v != 1), len(a))
    return len(a) % 2 == 1 if t == len(a) else t % 2 == 0


def array_game(a):               # editorial of CF 1600E
    def rising(b):
        k = 1
        while k < len(b) and b[k] > b[k - 1]:
            k += 1
        return k
    return rising(a) % 2 == 1 or rising(a[::-1]) % 2 == 1


def everything_nim(a):           # editorial of CF 1965A
    d = sorted(set(a))
    m = 0
    while m < len(d) and d[m] == m + 1:
        m += 1
    return m % 2 == 1 if m == len(d) else m % 2 == 0


def misere_nim(a):               # misère Nim
    x = 0
    for v in a:
        x ^= v
    return len(a) % 2 == 0 if max(a) == 1 else x != 0


def test_editorial_truths_agree_with_searches_on_sequences():
    seqs = [t for n in range(1, 6) for t in itertools.product(range(1, 4), repeat=n)]
    seq = mex_search(lambda a: [((a[0] - x,) + a[1:]) if x < a[0] else a[1:]
                                for x in range(1, a[0] + 1)] if a else [])
    assert all(seq(a) == sequential_nim(a) for a in seqs)
    arr = mex_search(lambda s: [(s[0][1:], s[0][0])] * (s[0][0] > s[1])
                     + [(s[0][:-1], s[0][-1])] * (s[0][-1] > s[1]) if s[0] else [])
    assert all(arr((a, 0)) == array_game(a) for a in seqs)

    def swaps(a):
        return [] if a[0] == 0 else [tuple([a[i]] + list(a[1:i]) + [a[0] - 1] + list(a[i + 1:]))
                                     for i in range(1, len(a))]
    swap = mex_search(swaps)
    assert all(swap(a) == (a[0] > min(a[1:])) for a in seqs if len(a) >= 2)
    multis = [t for n in range(1, 6) for t in itertools.combinations_with_replacement(range(1, 6), n)]
    ev = mex_search(lambda a: [tuple(v - k for v in a if v > k) for k in range(1, min(a) + 1)]
                    if a else [])
    assert all(ev(a) == everything_nim(a) for a in multis)

    @lru_cache(None)
    def mis(a):
        if not a:
            return True          # the player who took the last stone lost
        return any(not mis(tuple(sorted(a[:i] + ((b,) if b else ()) + a[i + 1:])))
                   for i, v in enumerate(a) for b in range(v))
    assert all(mis(a) == misere_nim(a) for a in multis)


def test_when_every_rule_fails_on_larger_positions_the_counterexamples_are_mined(tmp_path,
                                                                                monkeypatch):
    """Misère Nim on 1..4 piles of 1..4: the simplest fit fails on (1, 1, 1, 1, 1); the explorer
    mines again with that counterexample added and finds a rule that is right far beyond. (With
    #(a_i with hibit(xor)) the first rule is already right: `trailing ones != #(a_i with
    hibit(xor))`; the feature is left out here, so that the rounds are what is tested.)"""
    plain = feats.tuple_features
    monkeypatch.setattr(feats, "tuple_features", lambda positions: [
        f for f in plain(positions) if f.name != "#(a_i with hibit(xor))"])
    text = (TRIALS / "misere_nim.py").read_text()
    narrow = text.replace("range(1, 6), size=range(1, 6)", "range(1, 5), size=range(1, 5)")
    assert narrow != text
    (tmp_path / "misere_nim.py").write_text(narrow)
    game = solve.load(tmp_path / "misere_nim.py", None)
    found = whole.find(game, SAMPLE, BUDGET)
    assert found.broken and found.held and found.added
    lines = "\n".join(whole.claim_lines(game, found))
    assert re.search(r"plus \d+ counterexamples? from larger ones", lines), lines
    beyond = random_sequences(5, 2000, (1, 12), 7, sort=True) + [(1,) * n for n in range(1, 13)]
    for rule in found.held:
        for a in beyond:
            assert rule.evaluate(a) == misere_nim(a), (rule.text, a)


def random_sequences(seed, count, length, top, sort=False):
    rng = random.Random(seed)
    out = [tuple(rng.randint(1, top) for _ in range(rng.randint(*length))) for _ in range(count)]
    return [tuple(sorted(a)) for a in out] if sort else out


def test_sequential_nim():
    check("sequential_nim.py", sequential_nim, random_sequences(1, 3000, (1, 12), 6),
          expect_rule=True)


def test_array_game():
    check("array_game.py", array_game, random_sequences(2, 3000, (1, 12), 9), expect_rule=True)


def test_swap_game():
    check("swap_game.py", lambda a: a[0] > min(a[1:]), random_sequences(3, 3000, (2, 10), 9),
          expect_rule=True)


def test_everything_nim():
    check("everything_nim.py", everything_nim, random_sequences(4, 3000, (1, 10), 8, sort=True),
          expect_rule=True)


def test_misere_nim():
    check("misere_nim.py", misere_nim, random_sequences(5, 3000, (1, 10), 9, sort=True)
          + [(1,) * n for n in range(1, 15)], expect_rule=True)


def test_card_game_score():
    def value(a):
        b = sorted(a, reverse=True)
        return sum(b[0::2]) - sum(b[1::2])

    @lru_cache(None)
    def search(a):
        return max((a[i] - search(a[:i] + a[i + 1:]) for i in range(len(a))), default=0)
    small = [t for n in range(0, 6) for t in itertools.combinations_with_replacement(range(1, 6), n)]
    assert all(search(a) == value(a) for a in small)
    check("card_game.py", value, random_sequences(6, 3000, (0, 12), 30, sort=True),
          expect_rule=True)


def even_odd(a):                 # editorial of CF 1472D: greedy on the largest
    total = 0
    for i, v in enumerate(sorted(a, reverse=True)):
        if i % 2 == 0 and v % 2 == 0:
            total += v
        elif i % 2 == 1 and v % 2 == 1:
            total -= v
    return total


def test_even_odd_game_claims_nothing_false():
    @lru_cache(None)
    def search(a, who):          # Alice's total minus Bob's from here, who = 0: Alice moves
        if not a:
            return 0
        outs = [((v if v % 2 == 0 else 0) if who == 0 else -(v if v % 2 else 0))
                + search(a[:i] + a[i + 1:], 1 - who) for i, v in enumerate(a)]
        return max(outs) if who == 0 else min(outs)
    small = [t for n in range(0, 6) for t in itertools.combinations_with_replacement(range(1, 6), n)]
    assert all(search(a, 0) == even_odd(a) for a in small)
    check("even_odd_game.py", even_odd, random_sequences(7, 2000, (0, 10), 9, sort=True),
          expect_rule=False)


# ---- strings

def stack_removals(s):
    st, k = [], 0
    for c in s:
        if st and st[-1] == c:
            st.pop()
            k += 1
        else:
            st.append(c)
    return k


def test_editorial_truths_agree_with_searches_on_strings():
    words = ["".join(t) for n in range(1, 9) for t in itertools.product("01", repeat=n)]
    zo = mex_search(lambda s: [s[:i] + s[i + 2:] for i in range(len(s) - 1) if s[i] != s[i + 1]])
    assert all(zo(s) == (min(s.count("0"), s.count("1")) % 2 == 1) for s in words)
    abc = ["".join(t) for n in range(1, 7) for t in itertools.product("abc", repeat=n)]
    pd = mex_search(lambda s: [s[:i] + s[i + 2:] for i in range(len(s) - 1) if s[i] == s[i + 1]])
    assert all(pd(s) == (stack_removals(s) % 2 == 1) for s in abc)
    og = mex_search(lambda s: [s[:i] + s[i + 1:] for i in range(1, len(s) - 1)
                               if s[i - 1] != s[i + 1]])
    assert all(og(s) == ordinary(s) for s in abc
               if len(s) >= 3 and all(s[i] != s[i + 1] for i in range(len(s) - 1)))

    def coin_moves(s):           # the circle as a string read from any coin
        n, out = len(s), []
        for i in range(n):
            if s[i] == "U":
                if n <= 2:
                    out.append(s[:i] + s[i + 1:])
                else:
                    f = {"U": "D", "D": "U"}
                    r = s[i + 1:] + s[:i]
                    out.append(f[r[0]] + r[1:-1] + f[r[-1]])
        return out
    cg = mex_search(coin_moves)
    ud = ["".join(t) for n in range(1, 10) for t in itertools.product("UD", repeat=n)]
    assert all(cg(s) == (s.count("U") % 2 == 1) for s in ud)


def ordinary(s):                 # editorial of ABC048 D
    return (len(s) + (s[0] == s[-1])) % 2 == 1


def random_strings(seed, count, length, alphabet, ok=lambda s: True):
    rng, out = random.Random(seed), []
    while len(out) < count:
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(*length)))
        if ok(s):
            out.append(s)
    return out


def test_zero_one_deletion():
    check("zero_one_deletion.py", lambda s: min(s.count("0"), s.count("1")) % 2 == 1,
          random_strings(8, 3000, (1, 30), "01"), expect_rule=True)


def test_pair_deletion_claims_nothing_false():
    check("pair_deletion.py", lambda s: stack_removals(s) % 2 == 1,
          random_strings(9, 3000, (1, 20), "abc"), expect_rule=False)


def test_ordinary_game():
    check("ordinary_game.py", ordinary, random_strings(
        10, 3000, (3, 25), "abc", lambda s: all(s[i] != s[i + 1] for i in range(len(s) - 1))),
        expect_rule=True)


def test_coin_games_cyclic():
    check("coin_games.py", lambda s: s.count("U") % 2 == 1,
          random_strings(11, 3000, (1, 25), "UD"), expect_rule=True)


def palindrome_values(length: range, only_palindromes: bool):
    @lru_cache(None)
    def value(s, rev):           # what the mover pays less than the other, both paying least
        outs = [-1 - value(s[:i] + "1" + s[i + 1:], False) for i, c in enumerate(s) if c == "0"]
        if s != s[::-1] and not rev and "0" in s:
            outs.append(-value(s[::-1], True))
        return max(outs, default=0)
    return {s: value(s, False) for n in length for s in map("".join, itertools.product("01", repeat=n))
            if "0" in s and (s == s[::-1] or not only_palindromes)}


def test_palindrome_game_easy_score():
    values = palindrome_values(range(1, 14), True)
    for s, v in values.items():  # the editorial's winner (CF 1527B1): Bob iff #0 even or #0 == 1
        z = s.count("0")
        assert (v < 0) == (z % 2 == 0 or z == 1) and v != 0, s
    check("palindrome_game.py", values.__getitem__, list(values), expect_rule=True)


def test_palindrome_game_hard_claims_nothing_false():
    values = palindrome_values(range(1, 11), False)
    check("palindrome_game.py", values.__getitem__, list(values), expect_rule=False, hard=1)


# ---- trees and grids

def path(n, marked):
    return P.Graph(n, tuple((i, i + 1) for i in range(n - 1)), marked)


def test_tree_chip_on_paths():
    beyond = [path(n, m) for n in range(2, 30) for m in range(n)]
    found = check("tree_chip.py", lambda t: t.marked % 2 == 1 or (t.n - 1 - t.marked) % 2 == 1,
                  beyond, expect_rule=True, paths=1)
    # one vertex more gives only 5 paths (marked up to symmetry): the check grows the shape by
    # at least two sizes (6 + 6 marked paths on 10 and 11 vertices), more within its budget
    assert len(found.larger) >= 11 and "2..11 vertices" in found.larger_what, found.larger_what


def chip_wins(t):
    adj = t.adjacency()

    def win(v, parent):
        return any(not win(c, v) for c in adj[v] if c != parent)
    return win(t.marked, -1)


def test_tree_chip_claims_nothing_false():
    rng, beyond = random.Random(12), []
    for _ in range(1500):
        n = rng.randint(2, 14)
        edges = tuple(sorted((rng.randrange(v), v) for v in range(1, n)))
        beyond.append(P.Graph(n, edges, rng.randrange(n)))
    check("tree_chip.py", chip_wins, beyond, expect_rule=False)


def test_chomp_rectangles():
    @lru_cache(None)
    def win(rows):               # rows: lengths of the rows, non-increasing; rows[0] >= 1
        outs = []
        for r, w in enumerate(rows):
            for c in range(w):
                if (r, c) != (0, 0):
                    outs.append(tuple(x for x in (rows[:r] + tuple(min(x, c) for x in rows[r:]))
                                      if x))
        return any(not win(o) for o in outs)
    assert all(win((w,) * h) == (w * h >= 2) for h in range(1, 5) for w in range(1, 6))
    beyond = [("1" * w,) * h for h in range(1, 12) for w in range(1, 12)]
    check("chomp.py", lambda g: len(g) * len(g[0]) >= 2, beyond, expect_rule=True)


def test_domineering_partizan_claims_nothing_false():
    @lru_cache(None)
    def wins(g, left):           # the player to move (Left places vertical dominoes) wins
        h, w = len(g), len(g[0])
        cells = [(r, c, r + 1, c) for r in range(h - 1) for c in range(w)] if left else \
            [(r, c, r, c + 1) for r in range(h) for c in range(w - 1)]
        for r, c, r2, c2 in cells:
            if g[r][c] == "." and g[r2][c2] == ".":
                rows = [list(x) for x in g]
                rows[r][c] = rows[r2][c2] = "#"
                if not wins(tuple("".join(x) for x in rows), not left):
                    return True
        return False

    def outcome(g):
        a, b = wins(g, True), wins(g, False)
        return {(True, True): "N", (False, False): "P", (True, False): "L",
                (False, True): "R"}[(a, b)]
    beyond = [tuple("".join(t[i * w:(i + 1) * w]) for i in range(h))
              for h in range(1, 4) for w in range(1, 5) for t in itertools.product(".#", repeat=h * w)]
    check("domineering.py", outcome, beyond, expect_rule=False)


# ---- the code to paste reads a multiset in any order and a circle from any place

def test_cpp_of_features_reads_piles_in_any_order_and_circles_from_any_place(tmp_path):
    """The miner sees a multiset sorted and a cyclic string at its least rotation; the C++ of
    each feature (from which the code to paste is built) must give the same value on the piles in
    another order and on the circle read from another place (Misère Nim's `trailing ones` did
    not: firstWins({2, 1}) said lose)."""
    cases = []
    piles = [(1, 1, 2), (1, 2, 3, 3), (2, 2, 5), (1, 1, 1, 4, 6), (3,), (1, 4)]
    shape = P.multiset(piles=range(1, 7), size=range(1, 6))
    for f in feats.vocabulary(shape, piles, derive=False):
        for p in piles:
            for q in (p[::-1], p[1:] + p[:1]):
                cases.append(("const std::vector<long long>& a",
                              "std::vector<long long>{" + ", ".join(map(str, q)) + "}",
                              f.cpp, int(f.fn(p))))
    circles = ["0011", "00101", "000111", "01", "0", "001011"]
    shape = P.string("01", length=range(1, 7), cyclic=True)
    circles = [shape.canonical(c) for c in circles]
    for f in feats.vocabulary(shape, circles, derive=False):
        for p in circles:
            for i in range(len(p)):
                cases.append(("const std::string& s", f'std::string("{p[i:] + p[:i]}")', f.cpp,
                              int(f.fn(p))))
    assert all(c[2] is not None for c in cases)
    lines = [f"#include {h}" for h in feats.CPP_HEADERS] + ["#include <cstdio>"]
    exprs = list(dict.fromkeys((param, expr) for param, _, expr, _ in cases))
    index = {e: i for i, e in enumerate(exprs)}
    for i, (param, expr) in enumerate(exprs):
        lines.append(f"static long long f{i}({param}) {{ return (long long)({expr}); }}")
    lines.append("int main() { int bad = 0;")
    for k, (param, value, expr, want) in enumerate(cases):
        lines.append(f"  if (f{index[param, expr]}({value}) != {want}LL) "
                     f"{{ std::printf(\"%d\\n\", {k}); ++bad; }}")
    lines.append("  return bad ? 1 : 0; }")
    src, exe = tmp_path / "forms.cpp", tmp_path / "forms"
    src.write_text("\n".join(lines) + "\n")
    subprocess.run(["g++", "-std=c++17", "-O0", "-w", str(src), "-o", str(exe)], check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True)
    failed = [cases[int(i)] for i in run.stdout.split()]
    assert run.returncode == 0 and not failed, failed[:5]


def test_matrix_game_grid():
    def free(g):
        rows = sum(1 for r in g if "1" not in r)
        cols = sum(1 for j in range(len(g[0])) if all(r[j] == "0" for r in g))
        return rows, cols

    def moves(g):
        return [tuple(x if i != r else x[:c] + "1" + x[c + 1:] for i, x in enumerate(g))
                for r, row in enumerate(g) for c in range(len(row))
                if "1" not in row and all(o[c] == "0" for o in g)]
    win = mex_search(moves)
    grids = [tuple("".join(t[i * w:(i + 1) * w]) for i in range(h))
             for h in range(1, 4) for w in range(1, 4) for t in itertools.product("01", repeat=h * w)]
    assert all(win(g) == (min(free(g)) % 2 == 1) for g in grids)   # the editorial of CF 1365A
    rng = random.Random(14)
    beyond = [tuple("".join(rng.choice("0001") for _ in range(w)) for _ in range(h))
              for h, w in ((rng.randint(1, 12), rng.randint(1, 12)) for _ in range(2000))]
    beyond += [("0" * w,) * h for h in range(1, 12) for w in range(1, 12)]   # every line free
    check("matrix_game.py", lambda g: min(free(g)) % 2 == 1, beyond, expect_rule=True)


def test_vanya_vova():
    @lru_cache(None)
    def first_wins(n, t):       # t moves made; Vanya moves when t is even
        if t == 10:
            return False
        outs = [n - 1, n + 1]
        if t % 2 == 0:
            return any(m % 3 == 0 or first_wins(m, t + 1) for m in outs)
        return all(first_wins(m, t + 1) for m in outs)
    assert all(first_wins(n, 0) == (n % 3 != 0) for n in range(1, 300))  # CF 1899A's editorial
    check("vanya_vova.py", lambda p: p[0] % 3 != 0, [(n,) for n in range(1, 3000)],
          expect_rule=True)


def test_a_rule_false_only_on_a_rare_larger_position_is_rejected(monkeypatch):
    """The Matrix Game with the contestant's own features, free rows and free columns, and a grid
    vocabulary without min(rows, columns of 0s only) (as before this branch added it): the
    simplest fit on 3 x 3 grids, `free rows != 0 and ((free rows <= free cols and free rows != 2)
    or free cols == 1)`, is false on the empty 4 x 4 grid (4 free lines each way: min 4 is even)."""
    plain = feats.grid_features
    monkeypatch.setattr(feats, "grid_features", lambda positions: [
        f for f in plain(positions) if " only" not in f.name])

    def truth(g):
        rows = sum(1 for r in g if "1" not in r)
        cols = sum(1 for j in range(len(g[0])) if all(r[j] == "0" for r in g))
        return min(rows, cols) % 2 == 1
    beyond = [("0" * w,) * h for h in range(1, 9) for w in range(1, 9)]
    found = check("matrix_game_own_features.py", truth, beyond, expect_rule=False)
    # The false fit was found and rejected, each rejection right by the rules (not by the
    # explorer's own labels), the empty 4 x 4 grid among the positions it failed on.
    assert found.broken, "no rule was rejected: the rare position was never looked at"
    for rule, bad in found.broken:
        assert bad, rule.text
        for c in bad[:5]:
            assert c.expected == truth(c.position) != rule.evaluate(c.position), (rule.text, c)
    assert any(c.position == ("0000",) * 4 for _, bad in found.broken for c in bad)
