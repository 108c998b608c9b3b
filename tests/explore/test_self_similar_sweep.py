"""A sum of piles whose g is self-similar with K a term in the swept parameter
(explore/sum_sweep.py, _self_similar_g): take 1..floor(x / (k + 1)) stones from a pile (Strange
Nim with K = k + 1, written from its rules). The rule across values calls the kit's snippet
(snippets/strange_nim.hpp), pasted; its code is compared with a plain search of the whole game
at values far past the sweep. A g that is not self-similar gets no such rule."""
from __future__ import annotations

from functools import lru_cache

from explore import sum_sweep
from explore_run import explore_json, run_code

SHIFTED = '''# take 1 to floor(x / (k + 1)) stones from one pile of x; who cannot move loses
k = param("k", 1)
positions = multiset(piles=range(1, 13), size=range(1, 4))
def moves(piles):
    for i, x in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for take in range(1, x // (k + 1) + 1):
            yield tuple(sorted(rest + ((x - take,) if x > take else ())))
'''


@lru_cache(maxsize=None)
def wins(k: int, piles: tuple) -> bool:
    """The whole game searched plainly (no Sprague-Grundy)."""
    for i, x in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for take in range(1, x // (k + 1) + 1):
            if not wins(k, tuple(sorted(rest + ((x - take,) if x > take else ())))):
                return True
    return False


def test_self_similar_values_and_others():
    def table(K, count=200):
        g = []
        for x in range(count):
            seen = {g[x - t] for t in range(1, x // K + 1)}
            g.append(min(set(range(len(seen) + 1)) - seen))
        return g
    assert all(sum_sweep._self_similar(table(K), K) for K in (1, 2, 3, 7))
    assert not sum_sweep._self_similar(table(3), 2)
    assert not sum_sweep._self_similar([n % 3 for n in range(200)], 3)   # take 1..2: no


def test_the_rule_across_values_calls_the_snippet_and_equals_the_search(tmp_path):
    got = explore_json(tmp_path, SHIFTED, "--sweep", "k=1..3")
    rules = got["across"]["rules"]
    assert rules and "K = k + 1" in rules[0], rules
    assert "strangeNimGrundy" in got["code"]
    cases = [(k, piles) for k in (4, 6, 9) for piles in
             [(a,) for a in range(0, 70)] + [(a, b) for a in range(1, 40, 3) for b in range(a, 45, 4)]]
    main = ("int main() { long long k, m; while (std::cin >> k >> m) { std::vector<long long> "
            "a(m); for (auto& x : a) std::cin >> x; std::cout << (int)firstWins(k, a) << '\\n'; } }\n")
    pasted = run_code(tmp_path, got["code"], main,
                      [" ".join(map(str, (k, len(p), *p))) for k, p in cases])
    assert pasted == [int(wins(k, p)) for k, p in cases]
