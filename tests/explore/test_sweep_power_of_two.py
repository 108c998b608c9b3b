"""A divisor across values that is the least power of two above the parameter, 2·hibit(k)
(explore/sweep.py, _divisors): piles from which a player takes at most k and at most what the
last player took (Baekjoon 21970, written from its rules here) are won iff the xor of the
piles mod 2^(log2(k) + 1) is not 0; the pasted code is compared with a plain search of the
rules at values of k and piles far past the sweep."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import sweep
from explore import features as feats
from explore_run import explore_json, run_code

TAKE_AT_MOST_THE_LAST = '''# piles; a player takes 1..min(k, what the last player took) from one pile; who cannot
# move loses (the first player may take up to k)
k = param("k", 2)
positions = multiset(piles=range(1, 8), size=range(1, 4))
result = "win"


def start(piles):
    return (tuple(sorted(piles)), k)


def moves(state):
    piles, most = state
    for i, a in enumerate(piles):
        for x in range(1, min(a, most) + 1):
            rest = piles[:i] + ((a - x,) if a > x else ()) + piles[i + 1:]
            yield (tuple(sorted(rest)), x)
'''


@lru_cache(maxsize=None)
def wins(piles: tuple, most: int) -> bool:
    for i, a in enumerate(piles):
        for x in range(1, min(a, most) + 1):
            rest = piles[:i] + ((a - x,) if a > x else ()) + piles[i + 1:]
            if not wins(tuple(sorted(rest)), x):
                return True
    return False


def test_the_least_power_of_two_above_k_is_a_divisor_term():
    k = feats.Feature("k", lambda pp: pp[0][0], 1, "k")
    terms = {name: t for t, name in sweep._divisors([k])}
    two = terms["2^(log2(k) + 1)"]
    assert [two.fn(((v,), ())) for v in range(1, 10)] == [2, 4, 4, 8, 8, 8, 8, 16, 16]


def test_a_take_limit_of_at_most_the_last_take_across_k(tmp_path):
    got = explore_json(tmp_path, TAKE_AT_MOST_THE_LAST, "--sweep", "k=1..4")
    rules = got["across"]["rules"]
    assert rules and "2^(log2(k) + 1)" in rules[0], rules
    rng = random.Random(21970)
    cases = [(k, tuple(sorted(rng.randint(1, 24) for _ in range(rng.randint(1, 4)))))
             for k in (1, 5, 8, 11, 16, 23) for _ in range(40)]
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            "std::istringstream in(line); long long k, v; in >> k; std::vector<long long> a; "
            "while (in >> v) a.push_back(v); std::cout << (int)firstWins(k, a) << '\\n'; } }\n")
    pasted = run_code(tmp_path, got["code"], main,
                      [f"{k} " + " ".join(map(str, p)) for k, p in cases])
    assert pasted == [int(wins(p, k)) for k, p in cases]
