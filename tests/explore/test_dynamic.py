"""The k-dynamic subtraction game (explore/pattern.py, dynamic_terms; explore/sweep.py,
dynamic_feature): take 1..n-1 stones first, then at most k times the opponent's last take. Its
losing sizes are a sequence built from itself (Schwenk 1970): the powers of 2 at k = 1, the
Fibonacci numbers at k = 2. The 1-D engine's rule for the zeros and the rule across values are
compared with a plain search of the game's states (n, the most the mover may take)."""
from __future__ import annotations

from functools import lru_cache

from explore import pattern
from explore_run import explore_json, run_code

GAME = '''# a pile of n stones: first take 1..n-1, then at most k times what the opponent took
k = param("k", 2)
positions = numbers(n=range(2, 61))
def start(position):
    (n,) = position
    return (n, n - 1)
def moves(state):
    left, most = state
    for t in range(1, min(most, left) + 1):
        yield (left - t, k * t)
'''


@lru_cache(maxsize=None)
def table(k: int, top: int) -> list[list[bool]]:
    """wins[left][m]: the mover wins with `left` stones, taking at most m (m <= left), by a
    plain search of the states bottom up: some take t <= m leaves a losing state."""
    wins = [[False]]
    for left in range(1, top + 1):
        row = [False]
        for m in range(1, left + 1):    # the takes 1..m: those of m - 1, and m itself
            after = left - m
            row.append(row[m - 1] or not wins[after][min(k * m, after)])
        wins.append(row)
    return wins


def first_wins(k: int, n: int) -> bool:
    return table(k, 260)[n][max(n - 1, 0)]


def test_the_sequences_are_the_known_ones_and_the_search_s_losing_sizes():
    assert pattern.dynamic_terms(1, 100) == [1, 2, 4, 8, 16, 32, 64]
    assert pattern.dynamic_terms(2, 100) == [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
    for k in (3, 4, 5, 7):
        terms = set(pattern.dynamic_terms(k, 250))
        assert [n for n in range(1, 250) if not first_wins(k, n)] == sorted(terms), k


def test_the_zeros_rule_and_its_code(tmp_path):
    for k in (3, 5):
        v = [int(first_wins(k, n)) for n in range(0, 200)]
        rule = pattern.p_rule_1d(v, binary=True)
        assert rule is not None and f"{k}-dynamic" in rule.text, k
        out = run_code(tmp_path, rule.cpp, "int main() { long long n; while (std::cin >> n) "
                       "std::cout << grundy(n) << '\\n'; }\n", [str(n) for n in range(1, 250)])
        assert out == [int(first_wins(k, n)) for n in range(1, 250)], k


def test_the_rule_across_values(tmp_path):
    got = explore_json(tmp_path, GAME, "--sweep", "k=1..4")
    rules = got["across"]["rules"]
    assert rules and "k-dynamic" in rules[0], rules
    cases = [(k, n) for k in (5, 6, 9) for n in range(2, 160)]
    out = run_code(tmp_path, got["code"], "int main() { long long k, n; while (std::cin >> k >> n) "
                   "std::cout << (int)firstWins(k, n) << '\\n'; }\n", [f"{k} {n}" for k, n in cases])
    assert out == [int(first_wins(k, n)) for k, n in cases]
