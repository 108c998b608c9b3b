"""Automatic sequences (explore/automatic.py): values a finite automaton reading n's digits gives.
The automaton is read from the kernel of the values computed; its code is compared with plain
searches of a game's rules far past them (up to 10^18 by a memoised search, which reaches few
numbers when moves halve), and sequences that are no automaton's (the squares, the primes, a
random one, the Multiplication Game's runs growing 18-fold) get none."""
from __future__ import annotations

import math
import random
import sys
from functools import lru_cache

from explore import automatic
from explore_run import explore_json, run_code

sys.setrecursionlimit(10000)

ALBOFACE = '''
positions = numbers(n=range(1, 301))


def moves(state):
    (n,) = state
    if n % 2 == 1:
        yield (n - 1,)
        return
    p = 2
    while n and n % p == 0:
        yield (n // p,)
        p *= 2
'''


@lru_cache(maxsize=None)
def alboface_wins(n: int) -> bool:
    """CodeChef ALBOFACE by its rules: an odd n loses 1; an even n is divided by any power of 2
    dividing it; who cannot move (n = 0) loses."""
    if n == 0:
        return False
    if n % 2:
        return not alboface_wins(n - 1)
    p, after = 2, []
    while n % p == 0:
        after.append(n // p)
        p *= 2
    return any(not alboface_wins(m) for m in after)




def test_halving_game_gets_its_automaton_and_the_code_answers_up_to_10_to_the_18(tmp_path):
    got = explore_json(tmp_path, ALBOFACE)
    assert got["rules"] and "2-automatic" in got["rules"][0], got["rules"]
    rng = random.Random(5)
    ns = list(range(1, 3000)) + [rng.randrange(1, 10 ** 18) for _ in range(300)] + \
        [10 ** 18, 2 ** 59, 2 ** 59 + 1, 3 * 2 ** 40]
    out = run_code(tmp_path, (tmp_path / "code.cpp").read_text(),
                   "int main() { long long n; while (std::cin >> n) "
                   "std::cout << firstWins(n) << '\\n'; }\n", [str(n) for n in ns])
    assert out == [int(alboface_wins(n)) for n in ns]


def test_automata_of_textbook_sequences_and_none_for_others():
    n = 4096
    thue_morse = [bin(k).count("1") % 2 for k in range(n)]
    nxt, out = automatic.find(thue_morse, 2)
    assert len(out) == 2 and all(automatic.value(nxt, out, 2, k) == bin(k).count("1") % 2
                                 for k in range(0, 10 ** 6, 997))
    # the 3-adic valuation's parity: base 3
    def v3(k):
        e = 0
        while k and k % 3 == 0:
            k, e = k // 3, e + 1
        return e % 2
    assert automatic.find([v3(k) for k in range(n)], 2) is None
    assert automatic.find([v3(k) for k in range(n)], 3) is not None
    squares = [int(math.isqrt(k) ** 2 == k) for k in range(n)]
    primes = [int(k > 1 and all(k % q for q in range(2, math.isqrt(k) + 1))) for k in range(n)]
    rng = random.Random(1)
    noise = [rng.randrange(2) for _ in range(n)]

    def multiplication(k):          # HDU 1517: first wins iff k in (1, 9], (18, 162], ...
        lo = 1
        while k > 18 * lo:
            lo *= 18
        return int(lo < k <= 9 * lo)
    runs = [0, 0] + [multiplication(k) for k in range(2, n)]
    for v in (squares, primes, noise, runs, [1] * n):
        assert automatic.recurrence(v, "win") is None
    assert automatic.recurrence(thue_morse[:100], "win") is None       # too few values


def test_a_grundy_automaton_s_code_equals_its_definition(tmp_path):
    """g(n) = popcount(n) mod 3 (3 states): the pasted C++ against the definition at n up to
    2^62."""
    v = [bin(k).count("1") % 3 for k in range(2048)]
    claim, code = automatic.recurrence(v, "grundy")
    assert "2-automatic" in claim.text and "not proven" in claim.status
    rng = random.Random(2)
    ns = list(range(500)) + [rng.randrange(0, 2 ** 62) for _ in range(200)]
    out = run_code(tmp_path, code, "int main() { long long n; while (std::cin >> n) "
                   "std::cout << grundy(n) << '\\n'; }\n", [str(k) for k in ns])
    assert out == [bin(k).count("1") % 3 for k in ns]
