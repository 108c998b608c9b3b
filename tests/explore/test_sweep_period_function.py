"""A period across values that is a number function of the parameter (explore/sweep.py,
fit_period_function): take x stones with gcd(x, k) = 1 (CodeChef REMOVESTONES, written from its
rules) has period spf(k) at every k, which no linear form a·k + c fits; with spf(k) a divisor
term the rule across values is mined, and its pasted code is compared with a plain search of
the rules at values far past the sweep."""
from __future__ import annotations

from functools import lru_cache
from math import gcd

from explore import sweep
from explore_run import explore_json, run_code

COPRIME = '''# take x stones, 1 <= x <= n, with gcd(x, k) = 1; who cannot move loses
from math import gcd
k = param("k", 2)
positions = numbers(n=range(0, 61))
def moves(position):
    (n,) = position
    for x in range(1, n + 1):
        if gcd(x, k) == 1:
            yield (n - x,)
'''


@lru_cache(maxsize=None)
def wins(k: int, n: int) -> bool:
    return any(not wins(k, n - x) for x in range(1, n + 1) if gcd(x, k) == 1)


def test_a_period_that_is_a_number_function_of_the_parameter():
    per = {(k,): {n: wins(k, n) for n in range(60)} for k in range(1, 9)}
    assert sweep.fit_period(per, ["k"]) is None                     # 1, 2, 3, 2, 5, 2, 7, 2
    term, found = sweep.fit_period_function(per, ["k"])
    assert term.name == "spf(k)" and [p for _, p in found] == [1, 2, 3, 2, 5, 2, 7, 2]
    assert all(term.fn(((k,), (0,))) == p for (k,), p in found)
    lpds = {(k,): {n: n % p != 0 for n in range(60)} for k, p in ((4, 2), (6, 3), (9, 3), (15, 5))}
    term, _ = sweep.fit_period_function(lpds, ["k"])                # k / spf(k)
    assert term.name == "lpd(k)"
    same = {(k,): {n: n % 2 != 0 for n in range(40)} for k in (2, 4, 6)}
    assert sweep.fit_period_function(same, ["k"]) is None          # one period: no lift
    two = {(k, j): {n: n % 2 != 0 for n in range(40)} for k in (2, 3) for j in (1, 2)}
    assert sweep.fit_period_function(two, ["k", "j"]) is None      # one parameter only


def test_the_rule_across_values_through_spf_equals_the_search_far_out(tmp_path):
    got = explore_json(tmp_path, COPRIME, "--sweep", "k=1..6")
    rules = got["across"]["rules"]
    assert rules and "spf(k)" in rules[0], rules
    cases = [(k, n) for k in (1, 7, 9, 10, 25, 35, 49, 97) for n in range(0, 120)]
    main = ("int main() { long long k, n; while (std::cin >> k >> n) "
            "std::cout << (int)firstWins(k, n) << '\\n'; }\n")
    pasted = run_code(tmp_path, got["code"], main, [f"{k} {n}" for k, n in cases])
    assert pasted == [int(wins(k, n)) for k, n in cases]
