"""`gk explore --sweep` (explore/sweep.py): a rule across parameter values is found as one formula
in the parameters, checked past the sweep (two values past each range, random larger values,
positions two sizes larger), with the literals it met stated; it is pasted as a function of the
parameters and the position, compiled and checked; --json and --code work with --sweep. Every
truth here comes from a plain exhaustive search of the rules, written in the test."""
from __future__ import annotations

import json
import random
import subprocess
from functools import lru_cache
from pathlib import Path
from types import SimpleNamespace

import pytest

from explore import cli, miner, solve, sweep

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "docs" / "explore" / "games"
BUDGET = 5


def first_wins(n: int, takes) -> bool:
    """Normal play on one pile, by the definition: a move to a lost position exists."""
    @lru_cache(None)
    def win(m: int) -> bool:
        return any(not win(m - t) for t in takes(m) if t <= m)
    return win(n)


def run_sweep(tmp_path: Path, text: str, *ranges: str):
    path = tmp_path / "game.py"
    path.write_text(text)
    args = SimpleNamespace(sweep=list(ranges), set=None, result=None, budget=BUDGET, sample=200)
    return sweep.sweep_run(path, solve.load(path), args)


# Trap games: each rule across the sweep is false just past it.
NO_SEVEN = """# take 1..k stones, never leaving exactly 7: at k = 6 only, from n = 8 on, the rule
# breaks, and on the mined n <= 6 every n >= 1 is a win there
k = param("k", 3)
positions = numbers(n=range(0, 7))
def moves(p):
    for t in range(1, k + 1):
        if t <= p[0] and p[0] - t != 7:
            yield (p[0] - t,)
"""

CAPPED = (GAMES / "capped_take.py").read_text()    # take 1..k, never more than 6 at once
TRAPS = {
    "capped": (CAPPED, lambda k: lambda m: range(1, min(k, 6) + 1)),
    "no_seven": (NO_SEVEN, lambda k: lambda m: [t for t in range(1, k + 1) if m - t != 7]),
}


@pytest.mark.parametrize("name", sorted(TRAPS))
def test_a_rule_false_past_the_sweep_is_never_claimed(tmp_path, name):
    """Sweeping k = 1..5: the rule n mod (k + 1) != 0 fits every value, and the old check (one
    value past the top, on the mined positions only) printed it; it is false at k = 7 (capped)
    and at k = 6 on n = 8 (no_seven)."""
    text, takes = TRAPS[name]
    run = run_sweep(tmp_path, text, "k=1..5")
    out = "\n".join(run.lines)
    assert "rejected across values: first wins iff n mod (k + 1) != 0" in out, out
    for rule in run.result.rules:             # whatever is still claimed is true far beyond
        for k in range(1, 16):
            for n in range(0, 60):
                want = first_wins(n, takes(k))
                assert rule.evaluate(sweep.Pair(((k,), (n,)))) == want, (rule.text, k, n)


def test_random_values_are_past_the_two_above_each_range():
    far = sweep.random_values([("l", range(1, 4)), ("r", range(2, 6))])
    assert len(far) == sweep.RANDOM_VALUES
    assert all(l > 5 and r > 7 for l, r in far)


NOT_SIX = """# take 1..k stones; the file refuses k = 6
k = param("k", 3)
assert k != 6, "no six"
positions = numbers(n=range(0, 9))
def moves(p):
    for t in range(1, k + 1):
        if t <= p[0]:
            yield (p[0] - t,)
"""


def test_two_values_past_the_range_even_when_the_file_refuses_one(tmp_path):
    path = tmp_path / "not_six.py"
    path.write_text(NOT_SIX)
    pairs, labels, where, cut = sweep._beyond(path, SimpleNamespace(result=None),
                                              [("k", range(1, 5))], {})
    assert not cut
    assert where.startswith("k = 5; k = 7; "), where
    assert {pp[0] for pp in pairs} >= {(5,), (7,)} and (6,) not in {pp[0] for pp in pairs}
    assert max(pp[1][0] for pp in pairs if pp[0] == (5,)) == 35    # n 0..8 grown twice
    for pp, want in zip(pairs, labels):
        assert want == first_wins(pp[1][0], lambda m, k=pp[0][0]: range(1, k + 1)), pp


TAKE_K = """k = param("k", 3)
positions = numbers(n=range(0, 13))
def moves(p):
    for t in range(1, k + 1):
        if t <= p[0]:
            yield (p[0] - t,)
"""


def test_the_claim_says_whether_each_literal_was_met_both_ways(tmp_path):
    run = run_sweep(tmp_path, TAKE_K, "k=1..4")
    rule = run.result.rules[0]
    assert rule.text == "first wins iff n mod (k + 1) != 0"
    assert "its literal both true and false there" in run.lines[-1]
    # on pairs where the literal is always true, the evidence says the branch was not met
    wins = [pp for pp in run.beyond if pp[1][0] % (pp[0][0] + 1) != 0]
    assert sweep.unexercised(rule, wins, "win") == [rule.python]
    assert "NOT every branch met: n mod (k + 1) != 0" in sweep.branch_evidence(rule, wins, "win")


def test_literals_are_each_comparison_and_each_case_split():
    r = miner.Rule("t", "((F['a'] == 1) if (F['k mod 3'] == 0) else ((F['b'] < 2) or "
                        "(not F['flag'])))", None, ("a", "b", "flag", "k mod 3"), 3, "win", 3)
    assert sweep.literals(r, "win") == ["F['k mod 3'] == 0", "F['a'] == 1", "F['b'] < 2",
                                        "F['flag']"]
    number = miner.Rule("t", "(F['x div l']) if (F['x'] >= F['l + r']) else (0)", None,
                        ("x", "x div l", "l + r"), 3, "grundy", 3)
    assert sweep.literals(number, "grundy") == ["F['x'] >= F['l + r']"]


def test_take_l_to_r_sweep_finds_n_mod_l_plus_r_and_pastes_it(tmp_path, capsys):
    """The textbook subtraction game with a range parameter: the player to move loses iff
    n mod (l + r) < l. The rule across values is a function of l, r and n, compiled and checked
    on every pair computed; --code writes it and --json carries it."""
    code = tmp_path / "rule.cpp"
    argv = [str(GAMES / "take_l_to_r.py"), "--sweep", "l=1..3", "--sweep", "r=1..4",
            "--budget", str(BUDGET), "--code", str(code), "--json"]
    assert cli.main(argv) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["across"]["rules"][0] == "first wins iff l <= n mod (l + r)"
    assert doc["check"].startswith("check: compiled with g++"), doc["check"]
    assert "bool firstWins(long long l, long long r, long long n)" in doc["code"]
    assert code.read_text() == doc["code"]
    assert {v["values"]["l"] for v in doc["values"]} == {1, 2, 3}
    assert doc["across"]["beyond"] > 0 and doc["period"] == "l + r"
    rule_text = doc["across"]["rules"]
    game = solve.load(GAMES / "take_l_to_r.py")
    args = SimpleNamespace(sweep=["l=1..3", "r=1..4"], set=None, result=None, budget=BUDGET,
                           sample=200)
    run = sweep.sweep_run(GAMES / "take_l_to_r.py", game, args)
    assert [r.text for r in run.result.rules] == rule_text
    for rule in run.result.rules:             # far past the sweep, against the definition
        for l in range(1, 9):
            for r in range(l, 12):
                for n in range(0, 80):
                    want = first_wins(n, lambda m: range(l, r + 1))
                    assert rule.evaluate(sweep.Pair(((l, r), (n,)))) == want, (rule.text, l, r, n)


def test_pasted_code_across_values_is_checked_and_a_wrong_one_fails(tmp_path):
    """The check compares the pasted function of (k, n) with every pair: a rule whose C++ is
    wrong is reported as FAILED, never as checked."""
    run = run_sweep(tmp_path, TAKE_K, "k=1..3")
    game = solve.load(tmp_path / "game.py")
    code, check = sweep.code_across(game, run)
    assert check.startswith("check: compiled with g++"), check
    rule = run.result.rules[0]
    rule.cpp = rule.cpp.replace("!=", "==")
    _, check = sweep.code_across(game, run)
    assert check.startswith("check: FAILED"), check


def test_sweep_without_a_rule_pastes_nothing_and_json_says_so(tmp_path, capsys):
    path = tmp_path / "capped.py"
    path.write_text(CAPPED)
    assert cli.main([str(path), "--sweep", "k=1..5", "--budget", str(BUDGET), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["across"]["rules"] == [] and doc["code"] == ""
    assert "first wins iff n mod (k + 1) != 0" in doc["across"]["rejected"]


def test_a_literal_never_met_beyond_the_sweep_is_sought_on_larger_positions(tmp_path):
    """A rule whose literal n >= 100 is never true on the check's positions (n <= 51 for the
    mined n <= 12): larger positions are solved until it is, and the rule's break there
    (n = 100 at k = 4: a loss, the rule says a win) is found."""
    path = tmp_path / "game.py"
    path.write_text(TAKE_K)
    sweeps = [("k", range(1, 4))]
    args = SimpleNamespace(result=None)
    beyond, labels, _, _ = sweep._beyond(path, args, sweeps, {})
    functions = {"n mod (k + 1)": lambda pp: pp[1][0] % (pp[0][0] + 1),
                 "n": lambda pp: pp[1][0]}
    rule = miner.Rule("first wins iff n mod (k + 1) != 0 or n >= 100",
                      "(F['n mod (k + 1)'] != 0) or (F['n'] >= 100)", None,
                      tuple(functions), 2, "win", 3, _functions=functions)
    assert miner.verify(rule, beyond, labels) == []       # the check alone misses the break
    assert sweep.unexercised(rule, beyond, "win") == ["F['n'] >= 100"]
    more, more_labels, grown = sweep.exercise(path, args, sweeps, {}, rule, "win", beyond)
    assert sweep.unexercised(rule, beyond + more, "win") == []
    assert all(want == first_wins(pp[1][0], lambda m, k=pp[0][0]: range(1, k + 1))
               for pp, want in zip(more, more_labels))
    bad = miner.verify(rule, more, more_labels)
    assert bad and all(c.expected is False for c in bad), bad[:3]


TAKE_K_OR_K1 = """# take k or k + 1 stones: the period is 2k + 1, beyond the miner's n mod (k + c)
k = param("k", 3)
positions = numbers(n=range(0, 40))
def moves(p):
    for t in (k, k + 1):
        if t <= p[0]:
            yield (p[0] - t,)
"""


def test_periods_per_value_are_lifted_to_a_linear_period_in_the_parameter(tmp_path):
    """Per value the period of the results along n is 3, 5, 7, ...: fitted as 2·k + 1, which
    becomes a divisor of the vocabulary; without it no rule fits across values."""
    run = run_sweep(tmp_path, TAKE_K_OR_K1, "k=1..5")
    assert any(ln.startswith("periods per value (of n): k = 1: 3, k = 2: 5, k = 3: 7, "
                             "k = 4: 9, k = 5: 11: period = 2·k + 1") for ln in run.lines)
    assert run.result.rules and all("(2·k + 1)" in r.text for r in run.result.rules)
    for rule in run.result.rules:
        for k in range(1, 15):
            for n in range(0, 90):
                want = first_wins(n, lambda m: (k, k + 1))
                assert rule.evaluate(sweep.Pair(((k,), (n,)))) == want, (rule.text, k, n)


def test_a_period_fit_needs_every_value_and_a_period_that_changes():
    per = {(k,): {n: n % (k + 1) != 0 for n in range(40)} for k in range(1, 5)}
    assert sweep.fit_period(per, ["k"])[0] == (1, 1)
    same = {(k,): {n: n % 3 != 0 for n in range(40)} for k in range(1, 5)}
    assert sweep.fit_period(same, ["k"]) is None            # the miner's n mod 3 has it
    squares = {(k,): {n: n % (k * k + 1) != 0 for n in range(60)} for k in range(1, 5)}
    assert sweep.fit_period(squares, ["k"]) is None         # 2, 5, 10, 17: not linear
    two = {(l, r): {n: n % (l + r) >= l for n in range(60)} for l in (1, 2) for r in (2, 3)}
    assert sweep.fit_period(two, ["l", "r"])[0] == (1, 1, 0)


def test_a_code_file_that_cannot_be_written_is_one_line(tmp_path, capsys):
    path = tmp_path / "game.py"
    path.write_text(TAKE_K)
    argv = [str(path), "--sweep", "k=1..3", "--budget", str(BUDGET), "--code",
            str(tmp_path / "no" / "such" / "folder" / "rule.cpp")]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "cannot write it" in err and "Traceback" not in err, err


TAKE_FROM_ALL = """# a move removes 1..k stones in all, from the largest piles first
k = param("k", 2)
positions = multiset(piles=range(1, 5), size=range(1, 4))
def moves(a):
    for t in range(1, min(k, sum(a)) + 1):
        b, left = list(a), t
        while left:
            take = min(left, b[-1])
            b[-1] -= take
            left -= take
            b.sort()
        yield tuple(sorted(b))
"""


def test_pasted_code_across_values_takes_the_piles_in_any_order(tmp_path):
    """A multiset's pasted function of (k, piles) is also checked on each position with its
    piles in another order, as for a single value."""
    run = run_sweep(tmp_path, TAKE_FROM_ALL, "k=1..3")
    game = solve.load(tmp_path / "game.py")
    assert [r.text for r in run.result.rules][0] == "first wins iff sum mod (k + 1) != 0"
    code, check = sweep.code_across(game, run)
    assert "bool firstWins(long long k, const std::vector<long long>& a)" in code
    assert check.startswith("check: compiled with g++") and "in another order" in check, check


# A fresh game whose rule across values is a product of the position and the parameter: the
# coins of n rows of k each, a move takes 1 to 3 of them (the player to move loses iff the
# n·k coins are a multiple of 4; no rule in n and k apart is as short).
RECTANGLE = """# n rows of k coins; a move takes 1, 2 or 3 coins
k = param("k", 2)
positions = numbers(n=range(0, 10))
def start(p):
    return (p[0] * k,)
def moves(c):
    for t in range(1, 4):
        if t <= c[0]:
            yield (c[0] - t,)
"""


def test_products_are_terms_with_their_own_cpp(tmp_path):
    """n·k, k·m and their residues, against their plain definitions; their C++ compiled and
    compared on every pair."""
    from explore import features as feats
    from judge.compiler import compile_text
    own = [sweep._lift(f) for f in feats.vocabulary("numbers", [(n,) for n in range(6)],
                                                     derive=False)]
    params = [feats.Feature("k", lambda pp: pp[0][0], 1, "k"),
              feats.Feature("m", lambda pp: pp[0][1], 1, "m")]
    got = {f.name: f for f in sweep.product_features(own, params)}
    plain = {"n·k": lambda k, m, n: n * k, "k·m": lambda k, m, n: k * m,
             "n·k mod 3": lambda k, m, n: n * k % 3, "n·m mod 4": lambda k, m, n: n * m % 4,
             "k·m mod 3": lambda k, m, n: k * m % 3}
    grid = [(k, m, n) for k in range(1, 7) for m in range(1, 7) for n in range(0, 12)]
    for name, fn in plain.items():
        assert name in got, sorted(got)
        assert [got[name].fn(sweep.Pair(((k, m), (n,)))) for k, m, n in grid] == \
            [fn(k, m, n) for k, m, n in grid], name
    loops = "".join("  for (long long k = 1; k < 7; k++) for (long long m = 1; m < 7; m++) "
                    f"for (long long n = 0; n < 12; n++) std::printf(\"%lld\\n\", "
                    f"{got[name].cpp});\n" for name in plain)
    binary = compile_text("#include <cstdio>\nint main() {\n" + loops + "}\n", "products",
                          ("-std=c++17",), tag="test-products")
    out = subprocess.run([str(binary.path)], capture_output=True, text=True).stdout.split()
    assert list(map(int, out)) == [fn(k, m, n) for fn in plain.values() for k, m, n in grid]


def test_a_rule_across_values_that_needs_a_product_is_found(tmp_path):
    """The rectangle of coins, k = 1..6: per value n mod 4 != 0, n odd, or never; across values
    one product, true far past the sweep (truth: the plain search of take 1..3 on n·k coins),
    pasted and checked."""
    run = run_sweep(tmp_path, RECTANGLE, "k=1..6")
    assert run.result is not None and run.result.exact, "\n".join(run.lines)
    assert any("n·k" in r.text for r in run.result.rules), [r.text for r in run.result.rules]
    wins = [False]                            # take 1..3 from c coins, by the definition
    for c in range(1, 20 * 40):
        wins.append(any(not wins[c - t] for t in range(1, 4) if t <= c))
    for rule in run.result.rules:
        for k in range(1, 20):
            for n in range(0, 40):
                want = wins[n * k]
                assert rule.evaluate(sweep.Pair(((k,), (n,)))) == want, (rule.text, k, n)
    code, check = sweep.code_across(solve.load(tmp_path / "game.py"), run)
    assert check.startswith("check: compiled with g++"), check
    assert "(n) * (k)" in code


def test_conditions_on_every_element_read_the_parameters(tmp_path):
    """"every a_i mod (x + y) < x" across values (explore/sweep.py's element_features): its
    values against a plain definition, the miner states it from labels made by that definition
    over (x, y, piles) pairs, it holds at values past them, and its C++ equals the Python."""
    from itertools import product
    from explore.features import CPP_HEADERS, Feature
    params = [Feature("x", lambda pp: pp[0][0], 1, "x"), Feature("y", lambda pp: pp[0][1], 1, "y")]
    fs = {f.name: f for f in sweep.element_features(params)}
    every = lambda x, y, a: all(v % (x + y) < x for v in a)
    pairs = [sweep.Pair(((x, y), a)) for x in (1, 2, 3) for y in (2, 3, 4) if x < y
             for n in range(1, 4) for a in product(range(0, 9), repeat=n) if list(a) == sorted(a)]
    labels = [every(x, y, a) for (x, y), a in pairs]
    assert [fs["all a_i mod (x + y) < x"].fn(pp) for pp in pairs] == labels
    result = miner.mine(pairs, labels, list(fs.values()) + params, "win", max_size=1)
    assert result.exact and "all a_i mod (x + y) < x" in result.rules[0].text, result.summary()
    beyond = [sweep.Pair(((x, y), a)) for x, y, a in ((5, 9, (3, 17, 30)), (4, 7, (0, 11, 14)),
                                                     (6, 8, (5, 19)), (3, 10, (2, 15, 28)))]
    assert [result.rules[0].evaluate(pp) for pp in beyond] == \
        [every(x, y, a) for (x, y), a in beyond]
    names = list(fs)
    lines = [f"#include {h}" for h in (*CPP_HEADERS, "<iostream>")]
    lines += [f"long long f{i}(long long x, long long y, const std::vector<long long>& a) "
              f"{{ return (long long)({fs[n].cpp}); }}" for i, n in enumerate(names)]
    calls = ", ".join(f"f{i}" for i in range(len(names)))
    lines.append("int main() { long long x, y, n; while (std::cin >> x >> y >> n) { "
                 "std::vector<long long> a(n); for (auto& v : a) std::cin >> v; "
                 f"for (auto f : {{{calls}}}) std::cout << f(x, y, a) << ' '; "
                 "std::cout << '\\n'; } }")
    cases = pairs[::5] + beyond
    src, exe = tmp_path / "forms.cpp", tmp_path / "forms"
    src.write_text("\n".join(lines) + "\n")
    subprocess.run(["g++", "-std=c++17", "-O0", "-w", str(src), "-o", str(exe)], check=True)
    stdin = "".join(f"{x} {y} {len(a)} {' '.join(map(str, a))}\n" for (x, y), a in cases)
    got = subprocess.run([str(exe)], input=stdin, capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert got == [" ".join(str(int(fs[n].fn(pp))) for n in names) + " " for pp in cases]


def test_twice_a_triangular_number_modulo_the_parameter():
    """N(N + 1) mod M across values: labels from the definition over (m, n) pairs, the miner on
    the sweep's vocabulary states it with x·(x + 1) mod m, and it holds far past the pairs."""
    from explore import positions as shapes
    shape = shapes.numbers(n=range(0, 41))
    positions = [(n,) for n in range(41)]
    pairs = [sweep.Pair(((m,), (n,))) for m in range(2, 8) for n in range(41)]
    labels = [(n * (n + 1)) % m == 0 for (m,), (n,) in pairs]
    vocab = sweep.across_vocabulary(shape, positions, ["m"], None)
    result = miner.mine(pairs, labels, vocab, "win", max_size=2)
    assert result.exact and "·(" in result.rules[0].text, result.summary()
    for m in (9, 13, 20):
        for n in range(0, 300, 7):
            assert result.rules[0].evaluate(sweep.Pair(((m,), (n,)))) == ((n * (n + 1)) % m == 0)


def test_a_sum_of_piles_at_every_value_gets_g_across_values(tmp_path, capsys):
    """Nim with a take limit k swept over k = 1..4: at each value a sum of piles (explore/sums.py),
    so the rule across values is g's, g(n) = n mod (k + 1), and the pasted firstWins(k, piles)
    equals a search of the rules at k = 7 (never computed by the sweep) on random piles. It was
    no rule across values over whole positions."""
    game = Path(__file__).resolve().parents[2] / "docs/explore/games/take_limit_nim.py"
    assert cli.main([str(game), "--sweep", "k=1..4", "--json", "--budget", "5"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["across"]["exact"], doc
    assert doc["across"]["rules"][0].endswith("g = n mod (k + 1)"), doc["across"]
    assert doc["check"].startswith("check: compiled with g++"), doc["check"]

    @lru_cache(None)
    def wins(piles: tuple, k: int) -> bool:
        return any(not wins(tuple(sorted(piles[:i] + (a - t,) + piles[i + 1:])), k)
                   for i, a in enumerate(piles) for t in range(1, min(k, a) + 1))
    rng = random.Random(2)
    hands = [tuple(sorted(rng.randint(0, 12) for _ in range(rng.randint(1, 3))))
             for _ in range(60)]
    from explore.whole import check_code
    pairs = [sweep.Pair(((7,), h)) for h in hands]      # (values, piles), as the check reads them
    line = check_code(doc["code"], "firstWins", "a", pairs, [wins(h, 7) for h in hands], "win",
                      params=["k"])
    assert line.startswith("check: compiled with g++"), line


SLIDING_COINS = """# coins on places 0, 1, ...; the numbers count the coins of each place. A move slides one
# coin from place i to a place j with i - k <= j < i and j >= 0 (any number of coins share a place)
k = param("k", 2)
positions = sequence(values=range(0, 3), length=range(1, 6))
def moves(row):
    for i, c in enumerate(row):
        if c:
            for j in range(max(0, i - k), i):
                nxt = list(row)
                nxt[i] -= 1
                nxt[j] += 1
                yield tuple(nxt)
"""


def test_a_sum_of_stones_at_every_value_gets_g_across_values(tmp_path, capsys):
    """Coins slid down a row by at most k places: at each k a sum of stones at their places
    (explore/sums.py), so the rule across values is g's, g(i) = i mod (k + 1), and the pasted
    firstWins(k, row) reads the row as counts (a place with an even count adds nothing); it
    equals a plain search of the whole row at k = 6 (never computed by the sweep)."""
    path = tmp_path / "sliding_coins.py"
    path.write_text(SLIDING_COINS)
    assert cli.main([str(path), "--sweep", "k=1..3", "--json", "--budget", "5"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["across"]["rules"][0].startswith(
        "first wins iff the xor of g(stone) over the stones != 0, g = "), doc["across"]
    assert doc["check"].startswith("check: compiled with g++"), doc["check"]

    @lru_cache(None)
    def wins(row: tuple, k: int) -> bool:
        return any(not wins(row[:j] + (row[j] + 1,) + row[j + 1:i] + (row[i] - 1,) + row[i + 1:],
                            k)
                   for i in range(len(row)) if row[i] for j in range(max(0, i - k), i))
    rng = random.Random(8)
    rows = [tuple(rng.randint(0, 2) for _ in range(rng.randint(1, 9))) for _ in range(80)]
    from explore.whole import check_code
    pairs = [sweep.Pair(((6,), r)) for r in rows]
    want = [wins(r, 6) for r in rows]
    assert True in want and False in want
    line = check_code(doc["code"], "firstWins", "a", pairs, want, "win", params=["k"])
    assert line.startswith("check: compiled with g++"), line


LATE_SIX = """# take 1..k stones from one pile, and also 6 stones once k >= 4 (a trap past the sweep)
positions = multiset(piles=range(1, 9), size=range(1, 3))
k = param("k", 2)
def moves(piles):
    for i, a in enumerate(piles):
        for take in sorted(set(range(1, min(k, a) + 1)) | ({6} if k >= 4 and a >= 6 else set())):
            yield piles[:i] + (a - take,) + piles[i + 1:]
"""


def test_g_across_values_that_fails_past_the_sweep_is_never_claimed(tmp_path, capsys):
    """At k = 1..3 g(n) = n mod (k + 1); at k = 4, 5 the 6 changes g: the rule for g across
    values is rejected, nothing is claimed as a sum across values, and the sweep of whole
    positions runs instead (its own check past the sweep)."""
    from explore import sum_sweep
    path = tmp_path / "late_six.py"
    path.write_text(LATE_SIX)
    first = solve.load(path)
    args = SimpleNamespace(sweep=["k=1..3"], set=None, result=None, budget=5, json=False,
                           code=None)
    assert sum_sweep.explore_sum_sweep(path, first, args) is None
    assert "xor of g(pile)" not in capsys.readouterr().out


def test_a_check_past_the_sweep_that_the_budget_cuts_claims_nothing(tmp_path, monkeypatch):
    """The values past the sweep are solved within the check's CPU (a coin circle of 96 once
    ran its sweep to 120 s there, with no deadline): when the budget stops the check at a value
    past the sweep, the rule across values is a candidate, never claimed."""
    monkeypatch.setattr(sweep, "BEYOND_SECONDS", 0.0)
    run = run_sweep(tmp_path, (GAMES / "take_l_to_r.py").read_text(), "l=1..2", "r=1..3")
    assert run.result.rules == [], run.lines
    text = "\n".join(run.lines)
    assert "NOT CLAIMED" in text and "stopped it at" in text, text
    assert not any(ln.startswith("across values: first wins") for ln in run.lines), text


TAKE_UP_TO_K = """# take 1..k stones from a pile of n{extra}
k = param("k", 1)
positions = numbers(n=range(0, 25))
def moves(p):
    takes = set(range(1, min(k, p[0]) + 1)){late}
    for t in takes:
        yield (p[0] - t,)
"""


def _random_value_cut_halfway(monkeypatch):
    """The random value past the sweep is k = 40, and the budget runs out halfway through its
    positions (a fake deadline, not a timed test): the first call solves the first half only,
    the call for the rest solves nothing."""
    from explore.whole import Solved
    real_solve, real_load = sweep.solve_until, sweep.load_any
    at = {"k": None, "calls": 0}

    def load_any(path, params, *rest):
        at["k"], at["calls"] = params.get("k"), 0
        return real_load(path, params, *rest)

    def solve_until(ex, positions, deadline, *rest, **how):
        if at["k"] != 40:
            return real_solve(ex, positions, deadline, *rest, **how)
        at["calls"] += 1
        if at["calls"] > 1:
            return Solved([], [])
        return real_solve(ex, positions[:len(positions) // 2], deadline, *rest, **how)
    monkeypatch.setattr(sweep, "random_values", lambda sweeps, seed=1: [(40,)])
    monkeypatch.setattr(sweep, "load_any", load_any)
    monkeypatch.setattr(sweep, "solve_until", solve_until)


def test_a_random_value_the_budget_cuts_is_checked_on_what_it_solved(tmp_path, monkeypatch):
    """The values right past the range are checked whole; a random larger value is an extra,
    tried while the check is cheap: when the budget runs out there, the positions it solved are
    checked like the rest and the claim says how many (CF 2217A across k was held back by
    this alone: its rule was right, k = 7 and 8 were checked whole, k = 18 half)."""
    _random_value_cut_halfway(monkeypatch)
    run = run_sweep(tmp_path, TAKE_UP_TO_K.format(extra="", late=""), "k=1..4")
    text = "\n".join(run.lines)
    assert "NOT CLAIMED" not in text, text
    claim = next(ln for ln in run.lines if ln.startswith("across values: first wins"))
    assert "k = 40 (random) (" in claim and "positions: the CPU budget ran out)" in claim, claim
    assert "k = 5; k = 6" in claim, claim


def test_a_random_value_the_budget_cuts_still_rejects_a_false_rule(tmp_path, monkeypatch):
    """A trap at the random value: from k = 30 on a take of k + 1 is allowed too, so n = k + 1
    is a win and `n mod (k + 1) != 0` fails at k = 40. Half of its positions (n up to about
    48, in order) are enough to reject the rule; nothing is claimed."""
    _random_value_cut_halfway(monkeypatch)
    late = "\n    if k >= 30 and p[0] >= k + 1:\n        takes.add(k + 1)"
    run = run_sweep(tmp_path, TAKE_UP_TO_K.format(extra=", and k + 1 too from k = 30 on",
                                                  late=late), "k=1..4")
    text = "\n".join(run.lines)
    assert not any(ln.startswith("across values: first wins") for ln in run.lines), text
    assert "rejected across values" in text, text
