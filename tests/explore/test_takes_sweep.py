"""Takes that are parameters (explore/takes_sweep.py): a sweep of a subtraction game whose takes
are terms in its parameters gets the recurrence, with the takes built from the parameters, as its
rule across values. The pasted function is compared with a plain search of the rules at values
far past the sweep; takes that change past the sweep are rejected, and the fit of the terms is
checked on its own."""
from __future__ import annotations

import random
import subprocess
import sys

from explore import takes_sweep
from explore.takes_sweep import Term
from explore_run import ROOT, explore_json, run_code

# the trial set's SPOJ MCOINS: take 1, k or l coins from one pile
THREE_TAKES = (ROOT / "tests/explore/trials2/games/mcoins.py").read_text()


def plain_first_wins(takes: list[int], n: int) -> bool:
    """The rules searched plainly, bottom up: n is won iff some take leaves a lost number."""
    win = []
    for m in range(n + 1):
        win.append(any(t <= m and not win[m - t] for t in takes))
    return win[n]


def test_three_takes_that_are_parameters_get_the_recurrence_across_values(tmp_path):
    got = explore_json(tmp_path, THREE_TAKES, "--sweep", "k=2..3", "--sweep", "l=5..6",
                       "--budget", "2")
    rules = got["across"]["rules"]
    assert rules and "takes s in {1, k, l}" in rules[0], rules
    assert got["check"].startswith("check: compiled"), got["check"]
    rng = random.Random(11)
    cases = [(k, l, rng.randrange(0, 3000)) for k in range(2, 12) for l in (k + 1, 2 * k + 3)
             for _ in range(4)]
    main = ("int main() { long long k, l, n; while (std::cin >> k >> l >> n) "
            "std::cout << (int)firstWins(k, l, n) << '\\n'; }\n")
    pasted = run_code(tmp_path, got["code"], main, [f"{k} {l} {n}" for k, l, n in cases])
    assert pasted == [int(plain_first_wins([1, k, l], n)) for k, l, n in cases]


def test_takes_that_change_past_the_sweep_are_rejected(tmp_path):
    # the take is k up to k = 3, then k + 1: the sweep k = 2..3 sees {1, k}, its check past it
    # reads {1, 5} at k = 4
    text = THREE_TAKES.replace("for take in (1, k, l):", "for take in (1, k if k <= 3 else k + 1):")
    (tmp_path / "game.py").write_text(text)
    out = subprocess.run([sys.executable, "-m", "explore", str(tmp_path / "game.py"), "--sweep",
                          "k=2..3", "--set", "l=5", "--budget", "2"], capture_output=True,
                         text=True, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr
    assert "rejected across values: takes s in {1, k}" in out.stdout, out.stdout[-2000:]
    assert "across values: recurrence" not in out.stdout


def test_the_terms_are_fitted_to_the_takes_of_every_value():
    names = ["k", "l"]
    sets = {(k, l): sorted({1, k, l}) for k in range(2, 5) for l in range(5, 8)}
    assert takes_sweep.fit(sets, 2).text(names) == "{1, k, l}"
    # a range lo..hi of terms: take from l - 1 up to l + 1, and 2
    sets = {(k, l): sorted({2, *range(l - 1, l + 2)}) for k in (1, 2) for l in range(5, 9)}
    got = takes_sweep.fit(sets, 2)
    assert got is not None and got.span == (Term(1, -1), Term(1, 1)) and got.terms == (Term(-1, 2),)
    # twice a parameter: take k or 2k
    assert takes_sweep.fit({(k,): [k, 2 * k] for k in range(2, 6)}, 1).text(["k"]) == "{k, 2*k}"
    # takes that are no terms in the parameters: squares of k
    assert takes_sweep.fit({(k, 5): [1, k * k] for k in range(2, 6)}, 2) is None


PILES_THREE_TAKES = '''# piles; a move takes 1, k or l from one pile: a sum of MCOINS piles
k = param("k", 2)
l = param("l", 5)
positions = multiset(piles=range(1, 9), size=range(1, 4))
def moves(piles):
    for i, a in enumerate(piles):
        for t in (1, k, l):
            if t <= a:
                yield tuple(sorted(piles[:i] + ((a - t,) if a > t else ()) + piles[i + 1:]))
'''


def test_a_sum_of_piles_whose_takes_are_parameters_gets_g_by_the_recurrence(tmp_path):
    got = explore_json(tmp_path, PILES_THREE_TAKES, "--sweep", "k=2..3", "--sweep", "l=5..6",
                       "--budget", "2")
    rules = got["across"]["rules"]
    assert rules and "s in {1, k, l}" in rules[0], rules
    assert got["check"].startswith("check: compiled"), got["check"]
    from functools import lru_cache

    def product_game_wins(k: int, l: int, piles: tuple) -> bool:
        @lru_cache(maxsize=None)
        def wins(p: tuple) -> bool:         # the whole position searched, no theorem
            return any(not wins(tuple(sorted(p[:i] + (a - t,) + p[i + 1:])))
                       for i, a in enumerate(p) for t in {1, k, l} if t <= a)
        return wins(tuple(sorted(piles)))
    rng = random.Random(4)
    cases = []
    for k, l in ((2, 9), (4, 7), (5, 11), (6, 13), (7, 8)):
        cases += [(k, l, tuple(rng.randrange(0, 31) for _ in range(rng.randrange(1, 4))))
                  for _ in range(30)]
    main = ("int main() { long long k, l, m; while (std::cin >> k >> l >> m) { "
            "std::vector<long long> a(m); for (auto& x : a) std::cin >> x; "
            "std::cout << (int)firstWins(k, l, a) << '\\n'; } }\n")
    lines = [f"{k} {l} {len(p)} " + " ".join(map(str, p)) for k, l, p in cases]
    pasted = run_code(tmp_path, got["code"], main, lines)
    assert pasted == [int(product_game_wins(k, l, p)) for k, l, p in cases]
