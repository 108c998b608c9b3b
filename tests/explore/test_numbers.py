"""The number functions of the miner's vocabulary (explore/numbers.py) on all of long long: the
Python against plain definitions written here (math.isqrt, bit loops, trial division, a sieve,
and values built from known primes so that their factors are known), and the C++ lambdas that
code to paste carries against the Python at 0, 1, 2, 2^31, 2^32, 10^18, 2^63 - 1, LLONG_MIN and
random values (issue 31, item 3)."""
from __future__ import annotations

import math
import random

import pytest

from explore import numbers as N

LONG_MAX = 2 ** 63 - 1
# primes named by fact, not computed by the code under test
KNOWN_PRIMES = [2 ** 31 - 1, 4294967291, 998244353, 1000000007, 999999937, 2 ** 61 - 1,
                10 ** 18 - 11, 2 ** 63 - 25]
PI_OF = {999999937: 50847534}          # pi(10^9): the largest prime below 10^9 is 999999937
PSEUDOPRIMES = [3215031751, 3825123056546413051, 2047, 1373653, 25326001]


def sieve(limit: int) -> list[int]:
    flags = [True] * (limit + 1)
    flags[0] = flags[1] = False
    for i in range(2, math.isqrt(limit) + 1):
        if flags[i]:
            flags[i * i::i] = [False] * len(flags[i * i::i])
    return [i for i, f in enumerate(flags) if f]


SMALL = sieve(20000)


def trial_factors(v: int) -> list[int]:
    out, d = [], 2
    while d * d <= v:
        while v % d == 0:
            out.append(d)
            v //= d
        d += 1
    return out + ([v] if v > 1 else [])


def built_values(count: int, seed: int) -> list[tuple[int, list[int]]]:
    """(value, its prime factors) for products of small and known large primes below 2^63."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        factors, v = [], 1
        for _ in range(rng.randrange(1, 6)):
            p = rng.choice(KNOWN_PRIMES) if rng.random() < 0.3 else rng.choice(SMALL)
            if v * p > LONG_MAX:
                break
            v *= p
            factors.append(p)
        if factors:
            out.append((v, sorted(factors)))
    return out


def test_isqrt_square_invtri_and_bits_against_plain_definitions():
    rng = random.Random(3)
    values = N.extremes() + [rng.randrange(-10, 2 ** 63) for _ in range(300)] + list(range(-3, 300))
    for v in values:
        r = math.isqrt(v) if v > 0 else 0
        assert N.isqrt(v) == r
        assert N.is_square(v) == (v >= 0 and r * r == v)
        lo, hi = 0, 2 ** 33          # largest t with t(t+1)/2 <= v, by bisection
        while lo < hi:
            mid = (lo + hi + 1) // 2
            lo, hi = (mid, hi) if mid * (mid + 1) // 2 <= v else (lo, mid - 1)
        assert N.inv_triangular(v) == lo
        k, w = -1, v
        while w > 0:
            w //= 2
            k += 1
        assert N.log2_floor(v) == k
        assert N.highest_bit(v) == (2 ** k if v > 0 else 0)
        assert N.popcount(v) == (sum((v >> i) & 1 for i in range(64)) if v >= 0 else 0)
        two = 0
        while v != 0 and v % 2 == 0:
            v //= 2
            two += 1
        assert N.v2(v * 2 ** two) == two


def test_factor_functions_against_trial_division_and_known_primes():
    for v in range(-5, 3000):
        f = trial_factors(v) if v >= 2 else []
        assert N.spf(v) == (f[0] if f else v), v
        assert N.omega(v) == len(f), v
        # the largest proper divisor, by trying every divisor below v
        assert N.lpd(v) == (max(d for d in range(1, v) if v % d == 0) if v >= 2 else v), v
        assert N.is_prime(v) == (len(f) == 1), v
        assert N.prime_index_of_spf(v) == (SMALL.index(f[0]) + 1 if f else 0), v
        exponents = 0           # the xor of how often each prime divides v
        for p in set(f):
            exponents ^= f.count(p)
        assert N.exponent_xor(v) == exponents, v
    for v, f in built_values(300, seed=5) + [(p, [p]) for p in KNOWN_PRIMES]:
        assert N.spf(v) == f[0] and N.omega(v) == len(f) and N.is_prime(v) == (len(f) == 1), v
        assert N.lpd(v) == v // f[0], v
        if f[0] in SMALL:
            assert N.prime_index_of_spf(v) == SMALL.index(f[0]) + 1
        elif f[0] in PI_OF:
            assert N.prime_index_of_spf(v) == PI_OF[f[0]]
        elif f[0] > N.PI_LIMIT:
            assert N.prime_index_of_spf(v) == -1      # past the stated bound of the count
    for v in PSEUDOPRIMES:        # strong pseudoprimes to the first bases: composite
        assert not N.is_prime(v) and N.spf(v) == trial_factors(v)[0] if v < 10 ** 12 \
            else not N.is_prime(v)
    assert N.prime_factors(3825123056546413051) == (149491, 747451, 34233211)
    assert N.prime_factors(LONG_MAX) == (7, 7, 73, 127, 337, 92737, 649657)
    assert N.exponent_xor(LONG_MAX) == 2 ^ 1 ^ 1 ^ 1 ^ 1 ^ 1


def test_cpp_lambdas_equal_the_python_on_the_64_bit_extremes():
    """The C++ pasted with a rule gives the Python's value at 0, 1, 2, 2^31, 2^32, 10^18,
    2^63 - 1, LLONG_MIN, primes, pseudoprimes, products of large primes and random values."""
    values = N.extremes() + [v for v, _ in built_values(60, seed=9)] + PSEUDOPRIMES
    assert {0, 1, 2, 2 ** 31, 2 ** 32, 10 ** 18, LONG_MAX, -LONG_MAX - 1} <= set(values)
    assert N.check_cpp(values) == []


def test_the_check_reports_a_wrong_lambda(monkeypatch):
    """The check is not a rubber stamp: a square root through a double, right on small values,
    is caught where the double rounds up (just below the largest square in long long)."""
    rounded = "[](long long v) { return v <= 0 ? 0LL : (long long)std::sqrt((double)v); }"
    monkeypatch.setitem(N.CPP, "isqrt", rounded)
    assert N.check_cpp([0, 1, 2, 99, 10 ** 6]) == []
    below = 3037000499 ** 2 - 1
    assert N.check_cpp([below]) == [f"isqrt({below}): C++ says 3037000499, Python 3037000498"]


def test_the_code_check_runs_the_number_functions_a_rule_uses_on_the_extremes(monkeypatch):
    """explore/whole.py's check of code to paste adds a line for the number functions the code
    carries (isqrt here), and fails when one is wrong on 64 bits; code without them adds none."""
    from explore import whole
    code = ("bool firstWins(long long n) {\n  return (" + N.CPP["isqrt"] + ")(n) % 2 == 0;\n}\n")
    positions = [(v,) for v in range(1, 30)]
    labels = [math.isqrt(v) % 2 == 0 for v in range(1, 30)]
    line = whole.check_code(code, "firstWins", "n", positions, labels, "win")
    assert "check: compiled" in line and "isqrt equal to the Python" in line, line
    assert N.used_in("bool f(long long n) { return n % 2 == 0; }") == []
    rounded = "[](long long v) { return v <= 0 ? 0LL : (long long)std::sqrt((double)v); }"
    monkeypatch.setitem(N.CPP, "isqrt", rounded)
    code = ("bool firstWins(long long n) {\n  return (" + rounded + ")(n) % 2 == 0;\n}\n")
    assert "FAILED, a number function is wrong on 64 bits: isqrt(" in N.check_line(code)


def test_golden_is_the_floor_of_phi_times_v_on_all_of_its_range():
    """golden(v) = floor(phi * v), against phi to 60 digits (Decimal), at small values, random
    values of every magnitude and both sides of GOLDEN_LIMIT, where it would stop fitting."""
    import decimal
    decimal.getcontext().prec = 60
    phi = (1 + decimal.Decimal(5).sqrt()) / 2
    rng = random.Random(12)
    values = list(range(0, 2000)) + [rng.randrange(1 << rng.randrange(1, 63)) for _ in range(500)]
    values += [N.GOLDEN_LIMIT - 1, N.GOLDEN_LIMIT]
    for v in values:
        if v <= N.GOLDEN_LIMIT:
            assert N.golden(v) == int((phi * v).to_integral_value(decimal.ROUND_FLOOR)), v
    assert N.golden(N.GOLDEN_LIMIT) <= LONG_MAX < int(phi * (N.GOLDEN_LIMIT + 1))
    assert N.golden(N.GOLDEN_LIMIT + 1) == -1 and N.golden(-5) == 0


def test_wythoff_is_the_mex_construction_of_the_losing_pairs():
    """wythoff(a n, a) = A_n, where A_n is the least number in no earlier pair (A_i, A_i + a i):
    the losing pairs of Wythoff's game with parameter a, built as their definition says, for
    a = 1..9 and n < 3,000; wythoff(d, 1) is golden(d); no pair where a does not divide d."""
    for a in range(1, 10):
        used, low = set(), 0
        for n in range(3000):
            while low in used:
                low += 1
            used |= {low, low + a * n}
            assert N.wythoff(a * n, a) == low, (a, n)
            if a > 1:
                assert N.wythoff(a * n + 1, a) == -1
    assert all(N.wythoff(d, 1) == N.golden(d) for d in range(5000))
    assert N.wythoff(N.GOLDEN_LIMIT, 1) == N.golden(N.GOLDEN_LIMIT)
    assert N.wythoff(N.GOLDEN_LIMIT + 1, 1) == -1 and N.wythoff(-3, 1) == -1
    assert N.wythoff(6, 0) == -1 and N.wythoff(6, -2) == -1


def test_wythoff_cpp_equals_the_python_up_to_two_to_the_63():
    """The pasted C++ of wythoff(d, a) (128-bit square root, corrected by products) against the
    Python on d at the 64-bit extremes, a from 1 to 2^63 - 1 and a = d; a C++ form that
    computes a^2 + 4 in 64 bits is caught there."""
    assert N.check_wythoff_cpp() == []
    args = N.wythoff_arguments()
    assert any(a == LONG_MAX and d == LONG_MAX for d, a in args)
    assert sum(N.wythoff(d, a) >= 0 for d, a in args) >= 60


def test_wythoff_cpp_that_rounds_is_caught(monkeypatch):
    """The check fails on a form that takes the square root in double precision with no
    correction (53 bits: wrong from d of about 10^8 on)."""
    wrong = N.WYTHOFF_CPP.replace("std::sqrt((long double)t); while (r * r > t) --r; "
                                  "while ((r + 1) * (r + 1) <= t) ++r; ", "std::sqrt((double)t); ")
    assert wrong != N.WYTHOFF_CPP
    monkeypatch.setattr(N, "WYTHOFF_CPP", wrong)
    assert N.check_wythoff_cpp(), "a rounded square root passed the check"
