"""A game on one number read as a sequence (explore/one_number.py): when no rule over the
features of n fits, the results for n = 0, 1, ... go to the 1-D engine, and its period (after
any preperiod) is pasted. Each pasted function is compared with a plain search of the game's
rules, far past the values the explorer computed."""
from __future__ import annotations

import random
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

from explore import one_number, solve, whole
from explore_run import explore_json, run_words


DAWSON = """# Dawson's Kayles: a row of n pins; a move knocks down two adjacent pins
positions = numbers(n=range(0, 41))
def moves(position):
    (n,) = position
    for a in range(0, n - 1):
        yield [(a,), (n - 2 - a,)]
"""


@lru_cache(maxsize=None)
def rows_win(rows: tuple) -> bool:
    """Dawson's Kayles on several rows by its rules: the product game, searched plainly."""
    for i, n in enumerate(rows):
        rest = rows[:i] + rows[i + 1:]
        for a in range(0, n - 1):
            after = tuple(sorted(rest + tuple(r for r in (a, n - 2 - a) if r > 0)))
            if not rows_win(after):
                return True
    return False


def run(tmp_path: Path, text: str) -> dict:
    return explore_json(tmp_path, text)


def pasted(tmp_path: Path, name: str, ns) -> list[int]:
    code = (tmp_path / "code.cpp").read_text()
    (tmp_path / "main.cpp").write_text(
        "#include <bits/stdc++.h>\n" + code +
        f"int main() {{ long long n; while (std::cin >> n) std::cout << {name}(n) << '\\n'; }}\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    out = subprocess.run([str(tmp_path / "main")], input="".join(f"{n}\n" for n in ns),
                         capture_output=True, text=True, check=True)
    return [int(x) for x in out.stdout.split()]


@pytest.mark.slow         # 25 s of CPU: the values to n = 2,600, through the CLI
def test_dawsons_kayles_gets_its_period_after_the_preperiod(tmp_path):
    """The miner finds no rule over n's features on n <= 40 (the P-positions 0, 1, 5, 9, 15,
    21, 25, 29, 35, 39 are periodic only from n = 36, period 34); the sequence's period is
    pasted, and equals the product game's search on every row up to 30, and itself far out."""
    got = run(tmp_path, DAWSON)
    assert got["rules"] and "period 34" in got["rules"][0], got["rules"]
    assert got["check"].startswith("check: compiled with g++"), got["check"]
    ns = list(range(31))
    assert pasted(tmp_path, "firstWins", ns) == [int(rows_win((n,) if n else ())) for n in ns]


def subtraction_wins(take):
    @lru_cache(maxsize=None)
    def wins(n: int) -> bool:
        return any(not wins(n - t) for t in take if t <= n)
    return wins


def test_a_subtraction_games_pasted_period_equals_the_search_far_out(tmp_path):
    take = (2, 5, 6, 11)
    text = (f"positions = numbers(n=range(0, 30))\n"
            f"def moves(p):\n    (n,) = p\n"
            f"    yield from [(n - t,) for t in {take} if t <= n]\n")
    (tmp_path / "game.py").write_text(text)
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    ex.depth_limit = None
    lines, code, check, rule = one_number.report(game, ex, whole.solve_until, whole.check_code)
    assert code and rule.startswith("period"), lines
    assert check.startswith("check: compiled with g++"), check
    (tmp_path / "code.cpp").write_text(code)
    wins = subtraction_wins(take)
    ns = list(range(0, 20_000, 7))
    for n in range(20_001):
        wins(n)                         # bottom up: no deep recursion
    assert pasted(tmp_path, "firstWins", ns) == [int(wins(n)) for n in ns]


def test_no_pattern_no_claim(tmp_path, monkeypatch):
    monkeypatch.setattr(one_number, "SECONDS", 2.0)
    # takes that depend on n by a hash: no period, closed form, automaton or scale (the
    # Multiplication Game, which this test held before, has its scale: test_geometric.py)
    (tmp_path / "game.py").write_text(
        "positions = numbers(n=range(2, 40))\n"
        "def start(p):\n    return (0, p[0])\n"
        "def moves(s):\n    t, n = s\n"
        "    for d in (1 + bin(n * 2654435761 % 1000003).count('1') % 3, 4):\n"
        "        if d <= n:\n            yield (0, n - d)\n")
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    ex.depth_limit = None
    assert one_number.report(game, ex, whole.solve_until, whole.check_code) == ([], "", "", "")


def _report(tmp_path, text: str):
    (tmp_path / "game.py").write_text(text)
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    ex.depth_limit = None
    got = one_number.report(game, ex, whole.solve_until, whole.check_code)
    (tmp_path / "code.cpp").write_text(got[1])
    return got


def test_moves_that_fail_below_the_declared_numbers_are_read_from_the_first(tmp_path):
    """Moves that fail below n = 5: the sequence is read from 5, as one of m = n - 5 (here a
    subtraction game {1, 3} on m), and the pasted code is that of n."""
    lines, code, check, rule = _report(
        tmp_path, "positions = numbers(n=range(5, 40))\n"
        "def moves(p):\n    (n,) = p\n    assert n >= 5\n"
        "    yield from [(n - t,) for t in (1, 3) if n - t >= 5]\n")
    assert rule.endswith("m = n - 5"), lines
    assert check.startswith("check: compiled with g++"), check

    @lru_cache(maxsize=None)
    def wins(n: int) -> bool:
        return any(not wins(n - t) for t in (1, 3) if n - t >= 5)
    ns = list(range(5, 3000, 3))
    for n in range(5, 3000):
        wins(n)
    assert pasted(tmp_path, "firstWins", ns) == [int(wins(n)) for n in ns]


def counter_wins(n: int) -> bool:
    """The counter game by its rules: a power of 2 is halved, else the largest power of 2
    below n is taken away; who makes 1 wins (at 1 the mover has lost)."""
    mover_wins = False
    while n != 1:               # the moves are forced: a chain, read to its end
        n = n // 2 if n & (n - 1) == 0 else n - (1 << (n.bit_length() - 1))
        mover_wins = not mover_wins
    return mover_wins


def test_a_game_that_loops_below_its_numbers_gets_its_closed_form(tmp_path):
    """HackerRank's counter game, declared from n = 1: at n = 0 its moves loop (0 is taken for
    a power of 2, halved to 0). Read from n = 1 the 1-D engine sees popcount(n - 1) mod 2; the
    pasted code equals the chain of forced moves far past the values computed."""
    lines, code, check, rule = _report(
        tmp_path, "positions = numbers(n=range(1, 257))\n"
        "def moves(p):\n    (n,) = p\n    if n == 1:\n        return\n"
        "    if n & (n - 1) == 0:\n        yield (n // 2,)\n"
        "    else:\n        q = 1\n        while q * 2 < n:\n            q *= 2\n"
        "        yield (n - q,)\n")
    assert rule == "g(m) = popcount(m) mod 2, m = n - 1", lines
    rng = random.Random(7)
    ns = list(range(1, 3000)) + [rng.randrange(1, 1 << 62) for _ in range(300)]
    assert pasted(tmp_path, "firstWins", ns) == [int(counter_wins(n)) for n in ns]


FIB_TAKE = """# HDU 2516: the first move takes 1 to n - 1 stones, each later move 1 to twice the last
positions = numbers(n=range(2, 60))
def start(p):
    return (p[0], p[0] - 1)
def moves(s):
    left, limit = s
    for t in range(1, min(limit, left) + 1):
        yield (left - t, min(2 * t, left - t))
"""


def fib_take_wins(top: int) -> list[bool]:
    """wins[n] for the game of FIB_TAKE by its rules, n < top: a plain search of (stones left,
    the most the mover may take), filled from the fewest stones up."""
    win = [[False] * (top + 1) for _ in range(top)]
    for left in range(top):
        for limit in range(top):
            win[left][limit] = any(not win[left - t][min(2 * t, left - t)]
                                   for t in range(1, min(limit, left) + 1))
    return [win[n][max(n - 1, 0)] for n in range(top)]


def test_a_rule_for_the_losses_is_pasted_when_the_values_are_who_wins(tmp_path, monkeypatch):
    """The losses of the Fibonacci take game are the Fibonacci numbers: the 1-D engine's rule
    for the zeros comes with its C++ when the values are who wins, equal to a plain search of
    the rules, and to the Fibonacci numbers themselves at the 64-bit extremes."""
    monkeypatch.setattr(one_number, "SECONDS", 4.0)      # a few hundred values are enough
    lines, code, check, rule = _report(tmp_path, FIB_TAKE)
    assert "Fibonacci" in rule and check.startswith("check: compiled with g++"), lines
    truth = fib_take_wins(400)
    assert pasted(tmp_path, "firstWins", range(2, 400)) == [int(w) for w in truth[2:]]
    fibs = [1, 2]
    while fibs[-1] < 1 << 63:
        fibs.append(fibs[-1] + fibs[-2])
    big = [f + d for f in fibs[60:-1] for d in (-1, 0, 1)] + [(1 << 63) - 1]
    assert pasted(tmp_path, "firstWins", big) == [int(n not in fibs) for n in big]


@pytest.mark.parametrize("key, rule", [
    ("fib", None), ("pow2", lambda n: n > 0 and n & (n - 1) == 0),
    ("mersenne", lambda n: n & (n + 1) == 0),
    ("lower", lambda n: n == 0 or any(int(k * (1 + 5 ** 0.5) / 2) == n for k in range(n + 1))),
    ("upper", lambda n: n == 0 or any(int(k * (3 + 5 ** 0.5) / 2) == n for k in range(n + 1)))])
def test_each_rule_for_the_zeros_has_its_cpp(tmp_path, key, rule):
    """Each zeros' rule's C++ against its definition (Beatty sequences by floor(k phi) in
    floating point, exact at these sizes) on n < 600, the values below its start as given."""
    from explore.pattern import _zeros_cpp
    fibs = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377}
    rule = rule or (lambda n: n in fibs)
    below = [1, 0]
    (tmp_path / "code.cpp").write_text(_zeros_cpp(key, 2, below))
    ns = list(range(600))
    assert pasted(tmp_path, "grundy", ns) == below + [0 if rule(n) else 1 for n in ns[2:]]


HALVE_OR_STEP = """# CodeChef RANDGAME's moves: an even n must be halved, an odd n moved to n - 1 or n + 1; who
# makes n zero wins (so a player at 0 has lost); 1 -> 2 -> 1 may go round
positions = numbers(n=range(1, 120))
result = "outcome"
def moves(state):
    (n,) = state
    if n == 0:
        return []
    return [(n // 2,)] if n % 2 == 0 else [(n - 1,), (n + 1,)]
"""


def halve_or_step_outcomes(top: int) -> list[str]:
    """W / L / D of n = 0..top by a plain fixpoint over the states 0..top + 1 (an odd n's n + 1
    is at most top + 1, and every other move goes down)."""
    def options(n):
        return [] if n == 0 else [n // 2] if n % 2 == 0 else [n - 1, n + 1]
    label = {}
    changed = True
    while changed:
        changed = False
        for n in range(top + 2):
            if n in label:
                continue
            got = [label.get(m) for m in options(n)]
            if "L" in got:
                label[n] = "W"
            elif all(g == "W" for g in got):
                label[n] = "L"
            else:
                continue
            changed = True
    return [label.get(n, "D") for n in range(top + 1)]


def test_halving_an_even_number_decides_by_the_parity_of_its_halvings(tmp_path):
    """A forced halving alternates the mover: W iff v2(n) is even, a parity of a number
    function of n (v2, popcount and log2 have theirs). The pasted code against a plain
    fixpoint search of the rules up to n = 5000."""
    got = explore_json(tmp_path, HALVE_OR_STEP, "--budget", "10")
    assert got["rules"] and "v2(n)" in got["rules"][0], got["rules"]
    assert got["check"].startswith("check: compiled"), got["check"]
    main = "int main() { long long n; while (std::cin >> n) std::cout << outcome(n) << '\\n'; }\n"
    ns = list(range(1, 5001))
    truth = halve_or_step_outcomes(5000)
    assert run_words(tmp_path, got["code"], main, [str(n) for n in ns]) == [truth[n] for n in ns]


def test_a_pattern_read_on_the_first_numbers_is_held_to_those_the_check_solved_past_them():
    """Baekjoon 20484's shape of results (digits appended until the number reaches n): lost at
    n = 10..19 only, as far as the sequence read goes, and again at n = 910..1909. A period read
    on the first numbers is pasted only if it also gives the results the check on larger
    positions solved past them; here it is rejected, and said."""
    from explore import positions as P
    from explore.whole import check_code
    game = solve.Game("digits", P.numbers(n=range(1, 301)), "win", lambda p: [])
    v = [1] * 10 + [0] * 10 + [1] * 580            # n = 0..599: wins but for 10..19
    claims, code, claim = one_number._pattern(v, "outcome")
    found = (v, claims, code, claim, 0)
    past = ([(n,) for n in range(600, 1200, 7)], [not 910 <= n <= 1909 for n in range(600, 1200, 7)])
    lines, body, check, rule = one_number._reported(game, found, range(1, 301), "outcome",
                                                    check_code, past=past)
    assert body == "" and check == "" and rule == "", lines
    assert any(ln.startswith("rejected: ") and "solved past them" in ln for ln in lines), lines
    assert not any(ln.startswith("pattern: ") for ln in lines), lines
    lines, body, check, rule = one_number._reported(game, found, range(1, 301), "outcome",
                                                    check_code, past=([(700,)], [True]))
    assert body and check.startswith("check: compiled"), lines
