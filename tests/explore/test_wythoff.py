"""Wythoff's game with a parameter (explore/numbers.py's wythoff, features.wythoff_feature,
sweep.wythoff_features): take any amount from one pile, or x and y from both with
|x - y| <= k (UVa 11249: Fraenkel's a-Wythoff game with a = k + 1). The pasted code at one
value and across values is compared with a plain search of the moves on piles the explorer
never computed."""
from __future__ import annotations

from functools import lru_cache

from explore_run import ROOT, explore_json, run_words

# the trial set's UVa 11249, written from its rules, on fewer piles (0..21) to stay quick
GAME = (ROOT / "tests/explore/trials2/fresh20/two_piles_k.py").read_text().replace(
    "range(0, 26)", "range(0, 22)")

MAIN = """int main() { long long k, x, y; while (std::cin >> k >> x >> y) {
  std::vector<long long> a = {x, y}; std::cout << (CALL ? "W" : "L") << "\\n"; } }
"""


@lru_cache(None)
def wins(x: int, y: int, k: int) -> bool:
    """The plain search: the player to move wins iff some move reaches a losing position."""
    x, y = min(x, y), max(x, y)
    after = [(x - t, y) for t in range(1, x + 1)] + [(x, y - t) for t in range(1, y + 1)]
    after += [(x - s, y - t) for s in range(1, x + 1)
              for t in range(max(1, s - k), min(y, s + k) + 1)]
    return any(not wins(a, b, k) for a, b in after)


def _judged(tmp_path, doc: dict, call: str, ks, top: int) -> None:
    lines = [f"{k} {x} {y}" for k in ks for x in range(top) for y in range(top)]
    got = run_words(tmp_path, doc["code"], MAIN.replace("CALL", call), lines)
    want = ["W" if wins(x, y, k) else "L" for k in ks for x in range(top) for y in range(top)]
    bad = [ln for ln, g, w in zip(lines, got, want) if g != w]
    assert not bad, f"{len(bad)} wrong, first k x y = {bad[0]}"


def test_one_value_states_the_losing_pairs_of_its_parameter(tmp_path):
    """At k = 2 the losing pairs are (A_n, A_n + 3 n): `not wythoff pair(a, b; 3)`, its code
    equal to the plain search on every pair of piles up to 60 (the explorer computed 0..21)."""
    doc = explore_json(tmp_path, GAME, "--set", "k=2", "--budget", "5")
    assert doc["rules"] and "not wythoff pair(a, b; 3)" in doc["rules"][0], doc["rules"]
    _judged(tmp_path, doc, "firstWins(a)", [2], 61)


def test_across_values_the_parameter_of_the_pairs_is_k_plus_one(tmp_path):
    """Swept over k = 1..4: `not wythoff pair(a, b; k + 1)`, its code equal to the plain
    search at k = 1..4, past the sweep (5, 6) and far past it (11), on piles up to 45."""
    doc = explore_json(tmp_path, GAME, "--sweep", "k=1..4")
    assert "not wythoff pair(a, b; k + 1)" in doc["across"]["rules"][0], doc["across"]
    _judged(tmp_path, doc, "firstWins(k, a)", [1, 2, 3, 4, 5, 6, 11], 46)


QUEEN_FROM_ONE = '''
# A queen on a board whose squares are numbered from 1 moves left, down or diagonally towards
# (1, 1), any distance; who cannot move loses.
positions = numbers(x=range(1, 16), y=range(1, 16))
result = "win"


def moves(p):
    x, y = p
    yield from ((x - t, y) for t in range(1, x))
    yield from ((x, y - t) for t in range(1, y))
    yield from ((x - t, y - t) for t in range(1, min(x, y)))
'''


def test_a_board_counted_from_one_gets_wythoffs_pairs_of_the_shifted_numbers(tmp_path):
    """Wythoff's game on squares numbered from 1: `not (x - 1, y - 1) a Wythoff losing pair`,
    its code equal to the plain search (k = 0: no joint amounts but equal ones) on every
    square up to 80 (the explorer computed 1..15)."""
    doc = explore_json(tmp_path, QUEEN_FROM_ONE, "--budget", "5")
    assert doc["rules"] and "(x - 1, y - 1) a Wythoff losing pair" in doc["rules"][0], \
        doc["rules"]
    lines = [f"{x} {y}" for x in range(1, 81) for y in range(1, 81)]
    main = ("int main() { long long x, y; while (std::cin >> x >> y) { "
            "std::cout << (firstWins(x, y) ? 1 : 0) << '\\n'; } }\n")
    got = run_words(tmp_path, doc["code"], main, lines)
    assert got == [str(int(wins(x - 1, y - 1, 0))) for x in range(1, 81) for y in range(1, 81)]
