"""The smallest Zeckendorf term of n and of n - 1 (explore/numbers.py's zeck, a feature of a game
on one number): Fibonacci Nim with a first cap k (take 1..cap stones, the next cap twice the
take) is lost by the mover iff zeck(n) > k (Whinihan, Fibonacci Quarterly 1, 1963), and its
misère form (whoever takes the last stone loses) iff n = 1 or zeck(n - 1) > k. The explorer
finds the rule across k by itself; the pasted code is compared with a plain search of the
moves far past the sweep, and zeck's C++ with its Python on the 64-bit extremes."""
from __future__ import annotations

from functools import lru_cache

import pytest

from explore import numbers
from explore_run import explore_json, run_code

GAME = '''
k = param("k", 1)
assert k >= 1, "a first cap of at least one stone"
positions = numbers(n=range(1, 41))
result = "{result}"
def start(position):
    return (position[0], k)
def moves(state):
    left, cap = state
    return [(left - t, 2 * t) for t in range(1, min(cap, left) + 1)]
def canonical(state):
    return (state[0], min(state[1], state[0]))
'''


@lru_cache(maxsize=None)
def mover_wins(left: int, cap: int, misere: bool) -> bool:
    """The rules searched plainly: the mover wins iff some take leaves the other player lost;
    with no stone left the mover has lost (normal play) or won (misère: the taker lost)."""
    if left == 0:
        return misere
    return any(not mover_wins(left - t, min(2 * t, left - t), misere)
               for t in range(1, min(cap, left) + 1))


def test_zeck_is_the_smallest_term_of_the_greedy_fibonacci_sum():
    assert [numbers.zeck(v) for v in range(0, 14)] == [0, 1, 2, 3, 1, 5, 1, 2, 8, 1, 2, 3, 1, 13]
    assert numbers.zeck(-7) == 0
    assert numbers.check_cpp(keys=["zeck"]) == []


# two sweeps of about 10 s of CPU each: the slow tier
@pytest.mark.slow
@pytest.mark.parametrize("result, misere", [("win", False), ("misere", True)])
def test_fibonacci_nim_with_a_first_cap_across_k(tmp_path, result, misere):
    text = GAME.format(result=result)
    if misere:
        # the last stone's taker lost: the empty pile is a win for the player to move
        text = text.replace('result = "misere"', 'result = "win"') + (
            "def winner(state):\n    return 'mover'\n")
    got = explore_json(tmp_path, text, "--sweep", "k=1..5")
    rules = got["across"]["rules"]
    assert rules and "zeck(n" in rules[0] and "k" in rules[0], rules
    assert got["check"].startswith("check: compiled"), got["check"]
    cases = [(k, n) for k in (7, 9, 20, 55, 100) for n in range(1, 400)]
    main = ("int main() { long long k, n; while (std::cin >> k >> n) "
            "std::cout << (int)firstWins(k, n) << '\\n'; }\n")
    pasted = run_code(tmp_path, got["code"], main, [f"{k} {n}" for k, n in cases])
    assert pasted == [int(mover_wins(n, min(k, n), misere)) for k, n in cases]


def test_zeck_is_compared_with_parameters_only_not_with_other_features():
    """A finite set of lost sizes, {0, 1, 2, 8, 9, 16} (PartisanGame of fresh30/ at a = 12, b =
    8), was once read as `n != 16 and 2·pi(n) != zeck(n - 1) and 2·pi(n) != zeck(n)`: the prime
    count and the Zeckendorf term meet by coincidence on small n. zeck is compared with
    constants and with a sweep's parameters only."""
    from explore.features import vocabulary
    from explore.miner import mine
    from explore.positions import numbers as number_shape
    lost = {0, 1, 2, 8, 9, 16}
    positions = [(n,) for n in range(200)]
    got = mine(positions, [n not in lost for n in positions for n in n],
               vocabulary(number_shape(n=range(0, 200)), positions), "win")
    assert got.exact, got.summary()
    for rule in got.rules:
        assert not ("zeck" in rule.text and "pi(" in rule.text), rule.text
