"""`gk explore` on whole positions, end to end, on the ten public contest games of
docs/explore/games (written from their rules alone): the explorer is told nothing but the file,
and every rule it says holds must equal the known answer (the public example games' known answers, here
written out from the contests' editorials' statements) on positions far beyond those it computed;
for the recurrence games it must claim no closed form that is false. Also the CLI's output and
its honesty words, the code-to-paste check, and --sweep."""
from __future__ import annotations

import itertools
import random
import re
from functools import lru_cache
from math import gcd
from pathlib import Path
from types import SimpleNamespace

import pytest

from explore import cli, solve, sweep, whole
from judge.errors import UserError

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "docs" / "explore" / "games"
BUDGET = 10


def found(name: str, **kw):
    if name.endswith(".cpp"):
        game, ex = whole.load_cpp(GAMES / name)
        return game, whole.find(game, 500, BUDGET, ex)
    game = solve.load(GAMES / name, kw.pop("over", None), kw.pop("result", None))
    return game, whole.find(game, 500, BUDGET)


def held(name: str):
    """The rules the explorer says hold (at least one)."""
    _, f = found(name)
    assert f.result.exact and f.held, [r.text for r in f.result.rules]
    return f.held


def test_cf1841a_game_with_board():
    for rule in held("game_with_board.py"):
        assert all(rule.evaluate((n,)) == (n >= 5) for n in range(2, 200)), rule.text


def test_cf1396b_stoned_game():
    rng = random.Random(5)
    samples = [tuple(sorted(rng.randint(1, 30) for _ in range(rng.randint(1, 9))))
               for _ in range(3000)]
    for rule in held("stoned_game.py"):
        for a in samples:
            s, m = sum(a), max(a)
            assert rule.evaluate(a) == (m > s - m or s % 2 == 1), (rule.text, a)


def test_cf1147c_thanos_nim():
    rng = random.Random(6)
    samples = [tuple(sorted(rng.randint(1, 9) for _ in range(2 * rng.randint(1, 5))))
               for _ in range(3000)]
    for rule in held("thanos_nim.py"):
        for a in samples:
            assert rule.evaluate(a) == (a.count(min(a)) <= len(a) // 2), (rule.text, a)


def test_cf1537d_deleting_divisors():
    def known(n):
        if n % 2:
            return False
        if n & (n - 1):
            return True
        return (n.bit_length() - 1) % 2 == 0
    for rule in held("deleting_divisors.cpp"):      # a C++ game file
        assert all(rule.evaluate((n,)) == known(n) for n in range(1, 5000)), rule.text


def test_cf2004e_not_a_nim_pile_value():
    N = 3000
    primes = [p for p in range(2, N + 1) if all(p % q for q in range(2, int(p ** .5) + 1))]

    def known(x):
        if x <= 1:
            return x
        if x % 2 == 0:
            return 0
        return primes.index(next(p for p in primes if x % p == 0)) + 1
    for rule in held("not_a_nim.py"):
        assert all(rule.evaluate((x,)) == known(x) for x in range(N)), rule.text


def test_abc059d_alice_and_brown():
    for rule in held("alice_brown.py"):
        assert all(rule.evaluate((x, y)) == (abs(x - y) > 1)
                   for x in range(120) for y in range(120)), rule.text


def test_cf1363c_game_on_leaves_tree_with_a_marked_vertex():
    from explore import positions as P
    for rule in held("game_on_leaves.py"):
        for t in P.trees(n=range(1, 11), marked=True):
            deg = sum(t.marked in e for e in t.edges)
            assert rule.evaluate(t) == (t.n % 2 == 0 or deg <= 1), (rule.text, t)


def test_arc151c_claims_no_false_rule():
    """Whole rows: the gap rule is a xor over gaps, outside the grammar. Grundy values and
    win/lose: either no rule (said so, with a near miss) or a rule true on longer rows."""
    @lru_cache(None)
    def grundy(s):
        seen = set()
        for i, c in enumerate(s):
            if c == ".":
                for d in "01":
                    if (i == 0 or s[i - 1] != d) and (i + 1 == len(s) or s[i + 1] != d):
                        seen.add(grundy(s[:i] + d + s[i + 1:]))
        return next(m for m in itertools.count() if m not in seen)
    rows = ["".join(t) for t in itertools.product(".01", repeat=9)
            if "00" not in "".join(t) and "11" not in "".join(t)]
    for result in ("grundy", "win"):
        _, f = found("zero_one_game.py", result=result)
        for rule in f.held:
            want = [grundy(s) if result == "grundy" else grundy(s) != 0 for s in rows]
            assert [rule.evaluate(s) for s in rows] == want, rule.text
        if not f.held:
            assert f.result.near_miss is not None and f.result.counterexamples


def test_cf1823e_sweep_finds_the_rule_in_l_and_r():
    game = solve.load(GAMES / "removing_graph.py")
    args = SimpleNamespace(sweep=["l=1..3", "r=2..5"], set=None, result=None, budget=BUDGET,
                           sample=200)
    lines, result, pairs, labels = sweep.sweep(GAMES / "removing_graph.py", game, args)
    assert result is not None and result.exact, lines[-2:]
    assert any("skipped" in ln for ln in lines)         # l >= r: the file refuses them
    assert "pairs beyond the sweep (l = 4, r = 5; l = 3, r = 6; l = 3, r = 7" in lines[-1]
    for rule in result.rules:                           # beyond the sweep: l, r up to 7, x to 40
        for l in range(1, 8):
            for r in range(l + 1, 9):
                for x in range(3, 41):
                    want = x // l if l <= x <= l + r - 1 else 0
                    assert rule.evaluate(sweep.Pair(((l, r), (x,)))) == want, (rule.text, l, r, x)


ONE_TWO_K = """// 1-2-K Game (CF 1194D): a chip on cell n moves 1, 2 or k cells left, never past 0
Shape positions() { return numbers(0, 39); }
const char* result = "win";
long long k = param("k", 3);

void moves(const State& s, Next& next) {
  for (long long d : {1LL, 2LL, k})
    if (d <= s[0]) next.to({s[0] - d});
}
"""


def test_cf1194d_sweep_finds_a_rule_in_n_mod_k_plus_1(tmp_path):
    """No rule per value holds across values without n mod (k + 1): the sweep's vocabulary has
    position features combined with the parameter (explore/sweep.py parameter_features)."""
    path = tmp_path / "one_two_k.cpp"         # in C++: its parameter reaches it at run time
    path.write_text(ONE_TWO_K)
    args = SimpleNamespace(sweep=["k=3..9"], set=None, result=None, budget=BUDGET, sample=200)
    lines, result, _, _ = sweep.sweep(path, whole.load_cpp(path)[0], args)
    assert result is not None and result.exact, lines[-2:]
    assert any("(k + 1)" in r.text for r in result.rules)
    for k in range(3, 31):                                 # far beyond: k to 30, n to 300
        win = []
        for n in range(301):
            win.append(any(d <= n and not win[n - d] for d in (1, 2, k)))
        for rule in result.rules:
            assert [rule.evaluate(sweep.Pair(((k,), (n,)))) for n in range(301)] == win, \
                (rule.text, k)


def _interval_dp(a):
    @lru_cache(None)
    def f(i, j):
        return 0 if i > j else max(a[i] - f(i + 1, j), a[j] - f(i, j - 1))
    return f(0, len(a) - 1)


def test_edpc_l_deque_claims_no_false_closed_form():
    _, f = found("deque.py")
    seqs = [a for n in range(6, 9) for a in itertools.product(range(1, 6), repeat=n)][::7]
    for rule in f.held:
        assert all(rule.evaluate(a) == _interval_dp(a) for a in seqs), rule.text
    if not f.held:
        assert "no rule fits" in "\n".join(whole.claim_lines(solve.load(GAMES / "deque.py"), f))


def test_abc201d_momotetsu_claims_no_false_closed_form():
    game, f = found("momotetsu.py")

    def margin(g):
        H, W = len(g), len(g[0])
        d = {}
        for i in range(H - 1, -1, -1):
            for j in range(W - 1, -1, -1):
                opts = [(1 if g[a][b] == "+" else -1) - d[a, b]
                        for a, b in ((i + 1, j), (i, j + 1)) if a < H and b < W]
                d[i, j] = max(opts) if opts else 0
        return d[0, 0]
    grids = [tuple("".join(t[i * 4:(i + 1) * 4]) for i in range(3))
             for t in itertools.product("+-", repeat=12)][::5]
    for rule in f.held:
        assert all(rule.evaluate(g) == margin(g) for g in grids), rule.text
    assert f.labels == [margin(g) for g in f.positions]   # minimax.hpp vs the DP


def test_cli_prints_an_honest_claim_and_checked_code(capsys):
    # the default budget: its check (854 larger positions) took 10 to 12 s of CPU with two
    # test workers on two cores, at the edge of 10
    code = cli.main(["stoned_game", "--budget", "20"])
    out = capsys.readouterr().out
    assert code == 0
    rule = next(ln for ln in out.splitlines() if ln.startswith("rule: "))
    assert "holds on all 69 positions" in rule and "larger ones" in rule
    assert rule.endswith("; not proven") and "proven:" not in out
    assert "check: compiled with g++ -std=c++17 and equal to all" in out
    assert "bool firstWins(const std::vector<long long>& a)" in out


@pytest.mark.slow   # 251 s of wall time at load average 13: mining rounds, each checked further
def test_a_rule_refuted_by_larger_positions_is_not_claimed(tmp_path, capsys):
    """Subtraction of 1..3 plus a move 10 -> 0: on n < 10 the rule is n mod 4 != 0; the larger
    positions refute it, and the claim says so."""
    game = tmp_path / "late.py"
    game.write_text("positions = numbers(n=range(0, 10))\n"
                    "def moves(n):\n"
                    "    n = n[0]\n"
                    "    out = [(n - t,) for t in (1, 2, 3) if t <= n]\n"
                    "    return out + [(0,)] if n == 12 else out\n")
    assert cli.main([str(game), "--budget", "3"]) == 0
    out = capsys.readouterr().out
    assert "rejected: first wins iff n mod 4" in out
    for line in out.splitlines():
        if line.startswith("rule: "):   # a rule still claimed must be true beyond too
            assert "n 0..39" in line   # 0..19 gives 10 more only: grown by two sizes


def test_cpp_game_results_equal_a_python_search(tmp_path):
    """A C++ game on multisets (position.hpp, canonical = sorted) against the same rules in
    Python: take one stone from a pile, or split a pile of 3+ into two non-empty piles."""
    (tmp_path / "g.cpp").write_text(
        'Shape positions() { return multiset(1, 5, 1, 3); }\nconst char* result = "grundy";\n'
        "void moves(const State& a, Next& next) {\n"
        "  for (std::size_t i = 0; i < a.size(); i++) {\n"
        "    State b = a; b[i]--; if (b[i] == 0) b.erase(b.begin() + long(i)); next.to(b);\n"
        "    for (long long x = 1; 2 * x < a[i]; x++) {\n"
        "      State c = a; c[i] = x; c.push_back(a[i] - x); next.to(c); } } }\n")
    game, ex = whole.load_cpp(tmp_path / "g.cpp")
    pos = whole.enumerate_positions(game.shape)

    @lru_cache(None)
    def g(a):
        seen = set()
        for i, v in enumerate(a):
            seen.add(g(tuple(sorted(a[:i] + ((v - 1,) if v > 1 else ()) + a[i + 1:]))))
            for x in range(1, (v + 1) // 2):
                seen.add(g(tuple(sorted(a[:i] + (x, v - x) + a[i + 1:]))))
        return next(m for m in itertools.count() if m not in seen)
    assert ex.results(pos) == [g(p) for p in pos] and len(pos) == 5 + 15 + 35


CPP_EVERY_RESULT = """Shape positions() { return numbers(0, 24); }
const char* result = "win";
long long k = param("k", 3), loop = param("loop", 0);
long long final(const State& s) { return s[0] == 0 ? 2 : -1; }

void moves(const State& s, Next& next) {
  long long n = s[0];
  if (loop && n % 4 == 1) return next.to({n});         // a cycle: a draw
  for (long long d : {1LL, 2LL, k})
    if (d <= n) next.to({n - d}, d * (n % 3) - 1);   // the points count in score games only
}
"""
PY_EVERY_RESULT = """k = param("k", 3)
loop = param("loop", 0)
positions = numbers(n=range(0, 25))


def final(s):
    return 2 if s[0] == 0 else -1


def moves(s):
    n = s[0]
    if loop and n % 4 == 1:
        return [(n,)]
    out = [((n - d,), d * (n % 3) - 1) for d in (1, 2, k) if d <= n]
    return out if result == "score" else [t for t, _ in out]
"""


@pytest.mark.parametrize("result,over", [("misere", {"k": 4}), ("outcome", {"loop": 1}),
                                         ("score", {"k": 5})])
def test_cpp_games_give_every_result_through_the_same_solver(result, over, tmp_path):
    """A C++ game file with parameters (--set) and results beyond win and grundy (its graph
    solved by explore/cpp/solve.cpp) equals the same rules in Python."""
    (tmp_path / "every.cpp").write_text(CPP_EVERY_RESULT)
    (tmp_path / "every.py").write_text(PY_EVERY_RESULT.replace(
        'result == "score"', f'{result == "score"}'))
    game, ex = whole.load_cpp(tmp_path / "every.cpp", over, result)
    assert game.result == result and game.values == over
    py = solve.load(tmp_path / "every.py", over, result)
    pos = whole.enumerate_positions(game.shape)
    got = ex.results(pos)
    assert got == solve.Explorer(py).results(pos)
    if result == "outcome":
        assert "D" in got
    with pytest.raises(UserError, match="declares no parameter q"):
        whole.load_cpp(tmp_path / "every.cpp", {"q": 1})


COINS_CPP = """// Coin Games (CF 1972B): coins in a circle, U or D; a move removes a U coin and flips its
// two neighbours (with two coins left the other is not flipped). Who cannot move loses.
Shape positions() { return strings("UD", 1, 8, true); }   // cyclic: equal up to rotation
const char* result = "win";

void moves(const State& s, Next& next) {                 // letter indices: U = 0, D = 1
  std::size_t n = s.size();
  for (std::size_t i = 0; i < n; i++) {
    if (s[i] != 0) continue;
    State rest(s.begin() + long(i) + 1, s.end());
    rest.insert(rest.end(), s.begin(), s.begin() + long(i));
    if (n > 2) rest.front() ^= 1, rest.back() ^= 1;
    next.to(rest);
  }
}
"""
COINS_PY = """positions = string("UD", length=range(1, 9), cyclic=True)
FLIP = {"U": "D", "D": "U"}


def moves(s):
    for i, c in enumerate(s):
        if c == "U":
            rest = s[i + 1:] + s[:i]
            yield rest if len(s) <= 2 else FLIP[rest[0]] + rest[1:-1] + FLIP[rest[-1]]
"""


def test_cpp_strings_cyclic_equal_the_python_file(tmp_path):
    """A C++ game on cyclic strings (letter indices, least rotation as the canonical form):
    the same positions and results as the Python file, win and outcome."""
    (tmp_path / "coins.cpp").write_text(COINS_CPP)
    (tmp_path / "coins.py").write_text(COINS_PY)
    for result in ("win", "outcome"):
        game, ex = whole.load_cpp(tmp_path / "coins.cpp", None, result)
        py = solve.load(tmp_path / "coins.py", None, result)
        pos = whole.enumerate_positions(game.shape)
        assert pos == whole.enumerate_positions(py.shape) and game.shape.kind == "string"
        assert ex.results(pos) == solve.Explorer(py).results(pos)
        assert ex.results(["UDU", "DUU"]) == solve.Explorer(py).results(["UDU", "DUU"])


def test_cpp_packed_numbers_leave_the_box_and_agree_with_python(tmp_path):
    """Alice&Brown in C++: moves lead outside the declared box (y + i), which the packed states
    must keep apart (the hash map side of the engine); results equal the Python file's."""
    (tmp_path / "ab.cpp").write_text(
        'Shape positions() { return numbers(0, 9, 0, 9); }\nconst char* result = "win";\n'
        "void moves(const State& s, Next& next) {\n"
        "  for (long long i = 1; 2 * i <= s[0]; i++) next.to({s[0] - 2 * i, s[1] + i});\n"
        "  for (long long i = 1; 2 * i <= s[1]; i++) next.to({s[0] + i, s[1] - 2 * i}); }\n")
    game, ex = whole.load_cpp(tmp_path / "ab.cpp")
    pos = whole.enumerate_positions(game.shape.grow())        # 0..19: beyond the table too
    py = solve.load(GAMES / "alice_brown.py")
    assert ex.results(pos) == solve.Explorer(py).results(pos)


def test_cpp_start_state_carries_the_banned_pile(tmp_path):
    """Stoned Game in C++ with start(): the state is the piles and the banned pile's index last;
    results equal the Python example's and the known rule."""
    (tmp_path / "stoned.cpp").write_text(
        'Shape positions() { return multiset(1, 4, 1, 4); }\nconst char* result = "win";\n'
        "State start(const State& piles) { State s = piles; s.push_back(-1); return s; }\n"
        "void moves(const State& s, Next& next) {\n"
        "  long long banned = s.back();\n"
        "  for (std::size_t i = 0; i + 1 < s.size(); i++)\n"
        "    if (s[i] > 0 && (long long)i != banned) {\n"
        "      State t = s; t[i]--; t.back() = (long long)i; next.to(t); } }\n")
    game, ex = whole.load_cpp(tmp_path / "stoned.cpp")
    pos = whole.enumerate_positions(game.shape)
    got = ex.results(pos)
    assert got == [max(a) > sum(a) - max(a) or sum(a) % 2 == 1 for a in pos]
    py = solve.load(GAMES / "stoned_game.py")
    assert got == solve.Explorer(py).results(pos)


def test_a_feature_of_the_game_file_reaches_the_miner(tmp_path, capsys):
    """Clear any one set bit of n: the mover wins iff popcount(n) is odd, said with the file's
    own feature. (With bits 0..6 only, the rule is false from n = 128 on, and the check on
    larger positions rightly rejects it.)"""
    (tmp_path / "bits.py").write_text(
        "positions = numbers(n=range(0, 64))\n"
        "features = {'popcount': lambda p: bin(p[0]).count('1')}\n"
        "def moves(p):\n"
        "    return [(p[0] - (1 << i),) for i in range(p[0].bit_length()) if p[0] >> i & 1]\n")
    assert cli.main([str(tmp_path / "bits.py"), "--budget", "5", "--no-check"]) == 0
    out = capsys.readouterr().out
    assert "rule: first wins iff popcount is odd -- holds on all 64 positions" in out


def test_bad_input_is_one_line(tmp_path, capsys):
    assert cli.main(["stoned_game", "--n", "5"]) == 2
    assert "declares positions" in capsys.readouterr().err
    assert cli.main(["stoned_game", "--sweep", "k=1..3"]) == 2
    assert "declares no parameter k" in capsys.readouterr().err
    assert cli.main(["kayles", "--result", "win"]) == 2
    assert "--result, --sweep and --set" in capsys.readouterr().err


NEW_USER = {   # a new user's mistakes: file text, command-line extras, what the one line says
    "syntax.py": ("positions = multiset(piles=range(1, 4)\ndef moves(s):\n    return []\n",
                  [], "syntax.py does not run: SyntaxError"),
    "sum_of_ints.py": ("positions = multiset(piles=range(1, 4), size=range(1, 3))\n"
                       "def moves(s):\n    return [[1, 2]]\n",
                       [], "a list is a move to a sum of states; give a tuple for one state"),
    "number_back.py": ("positions = multiset(piles=range(1, 4), size=range(1, 3))\n"
                       "def moves(s):\n    return 5\n",
                       [], "returned 5: return (or yield) the next states"),
    "empty_range.py": ("positions = multiset(piles=range(5, 1), size=range(1, 3))\n"
                       "def moves(s):\n    return []\n",
                       [], "piles: a non-empty increasing range"),
    "typo.py": ("position = multiset(piles=range(1, 4), size=range(1, 3))\n"
                "def moves(s):\n    return []\n",
                [], "the shape is assigned to position: name it positions = ..."),
    "no_positions.py": ("def moves(s):\n    return [s[:-1]]\n",
                        [], "declares no positions = ..."),
    "pairs.py": ("positions = multiset(piles=range(1, 4), size=range(1, 3))\n"
                 "def moves(s):\n    return [tuple(sorted(s[1:] + (s[0] - 1,)))] if s[0] else []\n",
                 ["--result", "score"], "a score game's move is (next state, points"),
    "sweep.py": ("k = param('k', 2)\npositions = numbers(n=range(0, 9))\n"
                 "def moves(p):\n    return [(p[0] - 1,)] if p[0] else []\n",
                 ["--sweep", "k=5..1"], "--sweep k=5..1: NAME=A..B with A <= B"),
    "empty_bounds.cpp": ("Shape positions() { return multiset(4, 1, 1, 3); }\n"
                         "const char* result = \"win\";\n"
                         "void moves(const State&, Next&) {}\n",
                         [], "positions() gives multiset with bounds 4..1, 1..3: piles: each "
                         "pair lo, hi with lo <= hi"),
    "result.py": ("positions = numbers(n=range(0, 9))\n"
                  "def moves(p):\n    return [(p[0] - 1,)] if p[0] else []\n",
                  ["--result", "draw"], "invalid choice: 'draw'"),
}


@pytest.mark.parametrize("name", sorted(NEW_USER))
def test_a_new_users_mistakes_are_one_line(name, tmp_path, monkeypatch, capsys):
    """From a folder outside the kit: each mistake is one line on stderr, exit status 2."""
    text, extra, said = NEW_USER[name]
    monkeypatch.chdir(tmp_path)
    (tmp_path / name).write_text(text)
    try:
        rc = cli.main([name, "--budget", "2", *extra])
    except SystemExit as stop:              # argparse's own errors (an unknown --result)
        rc = stop.code
    err = capsys.readouterr().err
    assert rc == 2 and said in err and err.count("\n") == 1 and "Traceback" not in err, err


def test_readme_excerpt_is_what_the_explorer_prints(capsys):
    """README.md's "Explore a game": its file is the example's code, and every line it shows of
    the output is a line the explorer prints."""
    readme = (ROOT / "README.md").read_text()
    part = readme[readme.index("## Explore a game"):readme.index("## Where to read on")]
    block = [ln[4:] for ln in part.splitlines() if ln.startswith("    ")]
    at = block.index("$ gk explore stoned_game.py")
    shown_file = [ln for ln in block[1:at] if ln.strip()]
    example = (GAMES / "stoned_game.py").read_text()
    for ln in shown_file:
        assert ln.split("#")[0].rstrip() in example, ln
    assert cli.main(["stoned_game", "--budget", str(BUDGET)]) == 0
    printed = capsys.readouterr().out.splitlines()
    for ln in block[at + 1:]:        # "X ..." is a line that starts with X (how far the
        if ln.endswith(" ..."):         # larger check reached depends on the CPU budget)
            assert any(p.startswith(ln[:-3]) for p in printed), ln
        else:
            assert ln == "..." or ln in printed, ln


def test_the_code_check_sees_order_bugs():
    """Code right on canonical forms only (sorted piles, least rotations) but wrong on another
    order a contestant may pass fails the check; order-blind code passes it."""
    from explore import positions as P
    piles = P.multiset(piles=range(1, 4), size=range(1, 4))
    multis = list(piles.positions())
    buggy = "bool firstWins(const std::vector<long long>& a) { return a[0] <= a.back(); }\n"
    fine = "bool firstWins(const std::vector<long long>& a) { return !a.empty(); }\n"
    assert whole.check_code(buggy, "firstWins", "a", multis, [True] * len(multis), "win",
                            piles).startswith("check: FAILED")
    assert "another order" in whole.check_code(fine, "firstWins", "a", multis,
                                               [True] * len(multis), "win", piles)
    ring = P.string(alphabet="ab", length=range(2, 6), cyclic=True)
    words = list(ring.positions())
    rotated = "bool firstWins(const std::string& s) { return s[0] <= s.back(); }\n"
    assert whole.check_code(rotated, "firstWins", "s", words, [True] * len(words), "win",
                            ring).startswith("check: FAILED")


def test_a_list_given_as_one_move_is_named_in_the_error(tmp_path, capsys):
    """A list from moves is a move to a sum of states; given for one state (a tuple) by mistake,
    the error says so instead of failing later inside moves."""
    game = tmp_path / "drop.py"
    game.write_text("positions = sequence(values=range(1, 3), length=range(1, 3))\n"
                    "def moves(a):\n"
                    "    if a:\n"
                    "        yield list(a[1:])\n")
    assert cli.main([str(game), "--budget", "3"]) != 0
    err = capsys.readouterr().err
    # the first position met depends on the search's order: any of them, named with its move
    assert re.search(r"moves\(\(\d, \d\)\) gave \[\d\], a list: a list is a move to a sum "
                     r"of states; give a tuple", err), err
    assert "Traceback" not in err
