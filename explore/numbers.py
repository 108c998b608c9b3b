"""Number functions of the miner's vocabulary (docs/explore-miner.md, "Number functions"): each
in Python and as a C++ lambda that is exact on ALL of `long long` (pasted code meets n up to
10^18 and beyond), and the check that compiles the C++ and compares it with the Python on the
64-bit extremes.

Every function is total on the integers; where it is undefined the value says so and both sides
agree: spf(v) = v for v < 2, Omega(v) = 0 and is_prime(v) = false for v < 2, v2(0) = 0,
isqrt, invtri, popcount and the lowest 0 bit of a negative are 0, log2(v) = -1 for v < 1, hibit(v) and zeck(v) are 0 for v < 1,
pi(spf(v)) = 0 for v < 2 and -1 where spf(v) > PI_LIMIT (the bound of its prime count), and
golden(v) = floor(phi * v) (phi the golden ratio) is 0 for v < 0 and -1 above GOLDEN_LIMIT,
where it would not fit.

golden(v) is the Beatty sequence of the golden ratio: Wythoff's losing positions are
(golden(d), golden(d) + d), and in Euclid's game the player to move wins iff max/min > phi, that
is max > golden(min) (phi * min is irrational for min > 0). It is computed exactly, with no
floating point in the answer: floor(phi * v) = (v + isqrt(5 v^2)) div 2 for v >= 0 (5 v^2 is not a
square for v > 0, so the bounds of sqrt(5) v fall on either side of one half-integer at most).

Why these algorithms: a square root by `sqrtl` then corrected with divisions (no product can
overflow near 2^63 - 1); primality by Miller-Rabin with the first twelve primes as bases, which is
deterministic below 3.3 * 10^24; factors by Pollard's rho (O(n^{1/4}) per factor) with 128-bit
products; the prime count by Lucy Hedgehog's method (O(p^{3/4})).
"""
from __future__ import annotations

import functools
import itertools
import math
import random
import subprocess

PI_LIMIT = 10 ** 9          # pi(spf(v)) is counted up to this prime; -1 beyond
MR_BASES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
LONG_MIN, LONG_MAX = -(1 << 63), (1 << 63) - 1
# the largest v with floor(phi * v) <= 2^63 - 1 (phi * 5,700,357,409,661,599,242 < 2^63)
GOLDEN_LIMIT = 5700357409661599242


# ---------------------------------------------------------------- Python

def golden(v: int) -> int:
    if v < 0:
        return 0
    return (v + math.isqrt(5 * v * v)) // 2 if v <= GOLDEN_LIMIT else -1


def wythoff(d: int, a: int) -> int:
    """The smaller number of the losing pair whose difference is d in Wythoff's game with
    parameter a (Fraenkel's a-Wythoff game: take any amount from one pile, or x and y from both
    with |x - y| < a): the losing pairs are (A_n, A_n + a n), A_n the least number in no earlier
    pair, and A_n = floor(n alpha) with alpha = (2 - a + sqrt(a^2 + 4)) / 2 (A. S. Fraenkel,
    "How to beat your Wythoff games' opponent on three fronts", Amer. Math. Monthly 89 (1982)).
    -1 when d is no such difference (a < 1, d < 0, a does not divide d) or d > GOLDEN_LIMIT;
    wythoff(d, 1) = golden(d). Exact: n^2 (a^2 + 4) is never a square for n, a >= 1."""
    if a < 1 or d < 0 or d % a or d > GOLDEN_LIMIT:
        return -1
    n = d // a
    return (n * (2 - a) + math.isqrt((n * a) ** 2 + 4 * n * n)) // 2


def nim_product(x: int, y: int) -> int:
    """x ⊗ y, the nim product of two numbers (Conway, On Numbers and Games, ch. 6): the product
    of the field of nimbers, where the Fermat 2-powers F = 2^(2^k) multiply as F ⊗ F = F ⊕ F/2.
    Two-dimensional coin turning is the product of its rows' and columns' games (Tartan's
    theorem, Winning Ways, ch. 14): turning the corners of a rectangle is worth r ⊗ c on the
    cell (r, c) counted from 1. Halves x = a F ⊕ b, y = c F ⊕ d give
    x ⊗ y = ((a ⊕ b) ⊗ (c ⊕ d) ⊕ b ⊗ d) F ⊕ (a ⊗ c) ⊗ F/2 ⊕ b ⊗ d. 0 when x or y is < 0;
    x, y < 2^64."""
    if x < 0 or y < 0:
        return 0

    def mul(x: int, y: int, half: int) -> int:
        if x < 2 or y < 2:
            return x * y
        mask = (1 << half) - 1
        a, b, c, d = x >> half, x & mask, y >> half, y & mask
        ac, bd = mul(a, c, half // 2), mul(b, d, half // 2)
        high = mul(a ^ b, c ^ d, half // 2) ^ bd
        return (high << half) ^ bd ^ mul(ac, 1 << (half - 1), half // 2)
    return mul(x, y, 32)


def is_prime(v: int) -> bool:
    if v < 2:
        return False
    for p in MR_BASES:
        if v % p == 0:
            return v == p
    d, s = v - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in MR_BASES:
        x = pow(a, d, v)
        if x in (1, v - 1):
            continue
        for _ in range(s - 1):
            x = x * x % v
            if x == v - 1:
                break
        else:
            return False
    return True


def _rho(n: int) -> int:
    """A factor 1 < d < n of an odd composite n (Pollard's rho, Floyd's cycle finding)."""
    c = 1
    while True:
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return d
        c += 1


@functools.lru_cache(maxsize=1 << 14)
def prime_factors(v: int) -> tuple[int, ...]:
    """The prime factors of v >= 2 with multiplicity, in increasing order."""
    out, todo = [], [v]
    while todo:
        n = todo.pop()
        for p in MR_BASES:              # small factors first: rho needs an odd composite
            while n % p == 0:
                out.append(p)
                n //= p
        if n == 1:
            continue
        if is_prime(n):
            out.append(n)
        else:
            d = _rho(n)
            todo += [d, n // d]
    return tuple(sorted(out))


def spf(v: int) -> int:
    """Smallest prime factor; v itself for v < 2 (undefined there)."""
    return v if v < 2 else prime_factors(v)[0]


def lpd(v: int) -> int:
    """Largest proper divisor, v / spf(v): 1 for a prime, v itself for v < 2 (undefined there).
    A number that must be cut into t >= 2 equal parts of at least k allows it iff lpd >= k."""
    return v if v < 2 else v // prime_factors(v)[0]


def omega(v: int) -> int:
    """Number of prime factors with multiplicity (0 for v < 2)."""
    return len(prime_factors(v)) if v >= 2 else 0


def exponent_xor(v: int) -> int:
    """The xor of the exponents of v's prime factorisation (0 for v < 2): dividing v by a power
    of one of its primes takes from that prime's exponent alone, so such a game is Nim on the
    exponents."""
    if v < 2:
        return 0
    out = 0
    for _, run in itertools.groupby(prime_factors(v)):
        out ^= len(list(run))
    return out


def distinct_primes(v: int) -> int:
    """How many distinct primes divide v (0 for v < 2)."""
    return len(set(prime_factors(v))) if v >= 2 else 0


def exponent_spread(v: int) -> int:
    """The largest exponent of v's factorisation less the smallest (0 for v < 2)."""
    if v < 2:
        return 0
    runs = [len(list(run)) for _, run in itertools.groupby(prime_factors(v))]
    return max(runs) - min(runs)


def v2(v: int) -> int:
    """2-adic valuation (0 for v = 0)."""
    return (v & -v).bit_length() - 1 if v else 0


def lowest_zero_bit(v: int) -> int:
    """The index of the lowest 0 bit of v (its trailing 1 bits); 0 for v < 0."""
    return v2(v + 1) if v >= 0 else 0


def is_pow2(v: int) -> bool:
    return v > 0 and v & (v - 1) == 0


def isqrt(v: int) -> int:
    return math.isqrt(v) if v > 0 else 0


def is_square(v: int) -> bool:
    return v >= 0 and math.isqrt(v) ** 2 == v


def inv_triangular(v: int) -> int:
    """Largest t with t(t+1)/2 <= v (0 for v < 1)."""
    return (math.isqrt(8 * v + 1) - 1) // 2 if v > 0 else 0


def log2_floor(v: int) -> int:
    """floor(log2 v), the index of the highest bit; -1 for v < 1."""
    return v.bit_length() - 1 if v > 0 else -1


def highest_bit(v: int) -> int:
    """The largest power of two <= v; 0 for v < 1."""
    return 1 << (v.bit_length() - 1) if v > 0 else 0


def popcount(v: int) -> int:
    """Number of 1 bits; 0 for v < 0."""
    return bin(v).count("1") if v >= 0 else 0


def zeck(v: int) -> int:
    """The smallest term of v's Zeckendorf sum (v as a sum of Fibonacci numbers 1, 2, 3, 5, ...
    no two consecutive, taken greedily from the largest down); 0 for v < 1. In Fibonacci Nim
    (take at most twice the last take) the mover with a cap c on n stones wins iff zeck(n) <= c
    (Whinihan, Fibonacci Quarterly 1, 1963)."""
    if v < 1:
        return 0
    fibs = [1, 2]
    while fibs[-1] <= v:
        fibs.append(fibs[-1] + fibs[-2])
    last = v
    for f in reversed(fibs):
        if f <= v:
            v -= f
            last = f
    return last


@functools.lru_cache(maxsize=1 << 10)
def prime_count(n: int) -> int:
    """The number of primes <= n (Lucy Hedgehog's method)."""
    if n < 2:
        return 0
    r = math.isqrt(n)
    lo = [i - 1 for i in range(r + 1)]              # lo[i]: the count on 1..i so far
    hi = [0] + [n // i - 1 for i in range(1, r + 1)]  # hi[i]: on 1..n // i
    for p in range(2, r + 1):
        if lo[p] == lo[p - 1]:
            continue                                 # p is not a prime
        c, q = lo[p - 1], p * p
        for i in range(1, min(r, n // q) + 1):
            d = i * p
            hi[i] -= (hi[d] if d <= r else lo[n // d]) - c
        for i in range(r, q - 1, -1):
            lo[i] -= lo[i // p] - c
    return hi[1]


def primes_up_to(v: int) -> int:
    """pi(v), the number of primes <= v: 0 for v < 2, -1 past PI_LIMIT."""
    if v < 2:
        return 0
    return prime_count(v) if v <= PI_LIMIT else -1


def prime_index_of_spf(v: int) -> int:
    """pi(spf(v)): 1 for 2, 2 for 3, 3 for 5, ... (0 for v < 2, -1 past PI_LIMIT)."""
    if v < 2:
        return 0
    p = spf(v)
    return prime_count(p) if p <= PI_LIMIT else -1


# ---------------------------------------------------------------- C++
# Each lambda is pasted alone into a rule's expression: its pieces are written once here.

_MUL = ("using u64 = unsigned long long; auto mul = [](u64 x, u64 y, u64 m) { "
        "return (u64)((unsigned __int128)x * y % m); }; ")
_PRIME = ("auto pw = [&](u64 b, u64 e, u64 m) { u64 r = 1; for (b %= m; e; e >>= 1, "
          "b = mul(b, b, m)) if (e & 1) r = mul(r, b, m); return r; }; "
          "auto prime = [&](u64 n) { if (n < 2) return false; "
          "for (u64 p : {" + ", ".join(f"{b}ULL" for b in MR_BASES) + "}) "
          "if (n % p == 0) return n == p; "
          "u64 d = n - 1; int s = 0; while (d % 2 == 0) { d /= 2; ++s; } "
          "for (u64 a : {" + ", ".join(f"{b}ULL" for b in MR_BASES) + "}) { "
          "u64 x = pw(a, d, n); if (x == 1 || x == n - 1) continue; bool composite = true; "
          "for (int i = 1; i < s && composite; ++i) { x = mul(x, x, n); "
          "composite = x != n - 1; } if (composite) return false; } return true; }; ")
_FACTORS = ("auto rho = [&](u64 n) { for (u64 c = 1;; ++c) { u64 x = 2, y = 2, d = 1; "
            "auto f = [&](u64 t) { return (mul(t, t, n) + c) % n; }; "
            "while (d == 1) { x = f(x); y = f(f(y)); d = std::gcd(x > y ? x - y : y - x, n); } "
            "if (d != n) return d; } }; "
            "auto factors = [&](u64 n) { std::vector<u64> out, todo{n}; while (!todo.empty()) { "
            "u64 m = todo.back(); todo.pop_back(); "
            "for (u64 p : {" + ", ".join(f"{b}ULL" for b in MR_BASES) + "}) "
            "while (m % p == 0) { out.push_back(p); m /= p; } "
            "if (m == 1) continue; if (prime(m)) { out.push_back(m); continue; } "
            "u64 d = rho(m); todo.push_back(d); todo.push_back(m / d); } "
            "std::sort(out.begin(), out.end()); return out; }; ")
_ISQRT = ("auto root = [](long long x) { if (x <= 0) return 0LL; "
          "long long r = (long long)std::sqrt((long double)x); "
          "while (r > x / r) --r; while (r + 1 <= x / (r + 1)) ++r; return r; }; ")
_PRIME_COUNT = (
    "auto count = [&](long long n) { long long r = root(n); "
    "std::vector<long long> lo(r + 1), hi(r + 1); "
    "for (long long i = 1; i <= r; ++i) { lo[i] = i - 1; hi[i] = n / i - 1; } "
    "for (long long p = 2; p <= r; ++p) { if (lo[p] == lo[p - 1]) continue; "
    "long long c = lo[p - 1], q = p * p; "
    "for (long long i = 1; i <= std::min(r, n / q); ++i) { long long d = i * p; "
    "hi[i] -= (d <= r ? hi[d] : lo[n / d]) - c; } "
    "for (long long i = r; i >= q; --i) lo[i] -= lo[i / p] - c; } return hi[1]; }; ")


def _lambda(body: str) -> str:
    return f"[](long long v) {{ {body} }}"


CPP = {
    "is_prime": _lambda(_MUL + _PRIME + "return prime((u64)(v < 0 ? 0 : v));"),
    "spf": _lambda(_MUL + _PRIME + _FACTORS + "return v < 2 ? v : (long long)factors((u64)v)[0];"),
    "lpd": _lambda(_MUL + _PRIME + _FACTORS +
                   "return v < 2 ? v : v / (long long)factors((u64)v)[0];"),
    "Omega": _lambda(_MUL + _PRIME + _FACTORS +
                     "return v < 2 ? 0LL : (long long)factors((u64)v).size();"),
    "distinct primes": _lambda(_MUL + _PRIME + _FACTORS +
                               "if (v < 2) return 0LL; auto f = factors((u64)v); "
                               "return (long long)(std::unique(f.begin(), f.end()) - f.begin());"),
    "exponent spread": _lambda(_MUL + _PRIME + _FACTORS +
                               "if (v < 2) return 0LL; auto f = factors((u64)v); long long lo = 64, "
                               "hi = 0; for (std::size_t i = 0, j; i < f.size(); i = j) { "
                               "for (j = i; j < f.size() && f[j] == f[i]; ++j) {} "
                               "lo = std::min(lo, (long long)(j - i)); "
                               "hi = std::max(hi, (long long)(j - i)); } return hi - lo;"),
    "xorexp": _lambda(_MUL + _PRIME + _FACTORS +
                      "if (v < 2) return 0LL; auto f = factors((u64)v); long long r = 0; "
                      "for (std::size_t i = 0, j; i < f.size(); i = j) { "
                      "for (j = i; j < f.size() && f[j] == f[i]; ++j) {} "
                      "r ^= (long long)(j - i); } return r;"),
    "v2": _lambda("return v == 0 ? 0LL : (long long)__builtin_ctzll((unsigned long long)v);"),
    # ~v of a v >= 0 has its top bit set, so ctz never sees 0
    "lowest 0 bit": _lambda("return v < 0 ? 0LL : (long long)__builtin_ctzll(~(unsigned long long)v);"),
    "is_pow2": _lambda("return v > 0 && (v & (v - 1)) == 0;"),
    "isqrt": _lambda(_ISQRT + "return root(v);"),
    "is_square": _lambda(_ISQRT + "return v >= 0 && root(v) * root(v) == v;"),
    "invtri": _lambda("if (v < 1) return 0LL; auto fits = [&](long long t) { "
                      "return (__int128)t * (t + 1) / 2 <= v; }; "
                      "long long t = (long long)std::sqrt(2.0L * (long double)v); "
                      "while (t > 0 && !fits(t)) --t; while (fits(t + 1)) ++t; return t;"),
    "log2": _lambda("return v < 1 ? -1LL : 63LL - __builtin_clzll((unsigned long long)v);"),
    "hibit": _lambda("return v < 1 ? 0LL : 1LL << (63 - __builtin_clzll((unsigned long long)v));"),
    "popcount": _lambda("return v < 0 ? 0LL : (long long)__builtin_popcountll("
                        "(unsigned long long)v);"),
    # 5 v^2 in 128 bits: below 2^128 for v <= GOLDEN_LIMIT; sqrtl then corrected by products
    "golden": _lambda(f"if (v < 0) return 0LL; if (v > {GOLDEN_LIMIT}LL) return -1LL; "
                      "unsigned __int128 t = (unsigned __int128)5 * (unsigned long long)v * "
                      "(unsigned long long)v; unsigned __int128 r = (unsigned __int128)"
                      "std::sqrt((long double)t); while (r * r > t) --r; "
                      "while ((r + 1) * (r + 1) <= t) ++r; "
                      "return (long long)(((unsigned __int128)v + r) / 2);"),
    # the Fibonacci numbers up to 2^63 - 1 (92 of them) are built with no overflow
    "zeck": _lambda("if (v < 1) return 0LL; long long f[93] = {1, 2}; int k = 1; "
                    "while (f[k] <= v - f[k - 1]) { f[k + 1] = f[k] + f[k - 1]; ++k; } "
                    "long long last = v; for (; k >= 0 && v > 0; --k) "
                    "if (f[k] <= v) { v -= f[k]; last = f[k]; } return last;"),
    "pi": _lambda(_ISQRT + _PRIME_COUNT +
                  f"return v < 2 ? 0LL : v > {PI_LIMIT}LL ? -1LL : count(v);"),
    "pi(spf)": _lambda(_MUL + _PRIME + _FACTORS + _ISQRT + _PRIME_COUNT +
                       f"if (v < 2) return 0LL; long long p = (long long)factors((u64)v)[0]; "
                       f"return p > {PI_LIMIT}LL ? -1LL : count(p);"),
}
CPP_HEADERS = ("<algorithm>", "<cmath>", "<numeric>", "<vector>")
# wythoff(d, a), a function of two numbers: (n a)^2 + 4 n^2 <= 5 d^2 < 2^128 for d <= GOLDEN_LIMIT
# (n a <= d, so nothing overflows however large a is); sqrtl then corrected by products
WYTHOFF_CPP = (f"[](long long d, long long a) {{ if (a < 1 || d < 0 || d % a != 0 || "
               f"d > {GOLDEN_LIMIT}LL) return -1LL; long long n = d / a; "
               "unsigned __int128 t = (unsigned __int128)(n * a) * (unsigned long long)(n * a) "
               "+ (unsigned __int128)4 * (unsigned long long)n * (unsigned long long)n; "
               "unsigned __int128 r = (unsigned __int128)std::sqrt((long double)t); "
               "while (r * r > t) --r; while ((r + 1) * (r + 1) <= t) ++r; "
               "return (long long)(((__int128)n * (2 - (__int128)a) + (__int128)r) / 2); }")
# x ⊗ y (nim_product) in 64 bits by the same halving, a generic lambda calling itself (C++14)
NIM_PRODUCT_CPP = ("[](long long x, long long y) { if (x < 0 || y < 0) return 0LL; "
                   "auto mul = [](auto&& self, unsigned long long u, unsigned long long v, "
                   "int half) -> unsigned long long { if (u < 2 || v < 2) return u * v; "
                   "unsigned long long m = (1ULL << half) - 1, a = u >> half, b = u & m, "
                   "c = v >> half, d = v & m, ac = self(self, a, c, half / 2), "
                   "bd = self(self, b, d, half / 2), "
                   "high = self(self, a ^ b, c ^ d, half / 2) ^ bd; "
                   "return (high << half) ^ bd ^ self(self, ac, 1ULL << (half - 1), half / 2); }; "
                   "return (long long)mul(mul, (unsigned long long)x, (unsigned long long)y, 32); }")

# (name template, Python function, cost added, C++ key, boolean): the derived features
NUMBER_FUNCTIONS = (
    ("is_prime({})", is_prime, 2, "is_prime", True),
    ("spf({})", spf, 2, "spf", False),
    ("Omega({})", omega, 2, "Omega", False),
    ("v2({})", v2, 2, "v2", False),
    ("is_pow2({})", is_pow2, 2, "is_pow2", True),
    ("popcount({})", popcount, 2, "popcount", False),
    ("isqrt({})", isqrt, 2, "isqrt", False),
    ("is_square({})", is_square, 2, "is_square", True),
    ("invtri({})", inv_triangular, 3, "invtri", False),
    ("log2({})", log2_floor, 2, "log2", False),
    ("hibit({})", highest_bit, 3, "hibit", False),
    ("pi(spf({}))", prime_index_of_spf, 3, "pi(spf)", False),
)
PYTHON = {key: fn for _, fn, _, key, _ in NUMBER_FUNCTIONS}
PYTHON["golden"] = golden       # not derived from every feature: two numbers' features use it
PYTHON["pi"] = primes_up_to     # nor this one: a game on one number reads it (features.py)
PYTHON["zeck"] = zeck           # nor this one: a feature of a game on one number
PYTHON["xorexp"] = exponent_xor  # nor this one: a feature of a game on one number
PYTHON["distinct primes"] = distinct_primes     # nor these two
PYTHON["exponent spread"] = exponent_spread
PYTHON["lowest 0 bit"] = lowest_zero_bit   # nor this one: two numbers' bitwise or reads it
PYTHON["lpd"] = lpd             # nor this one: a feature of the numbers of numbers(...) only


# ---------------------------------------------------------------- the check on the extremes

def extremes(count: int = 40, seed: int = 1) -> list[int]:
    """Where 64-bit code breaks: 0, 1, 2, small values, 2^31, 2^32 and their neighbours, 10^18,
    2^63 - 1, LLONG_MIN, squares and triangular numbers at the top, primes and strong
    pseudoprimes, then `count` random values of every magnitude (seeded)."""
    top = math.isqrt(LONG_MAX)
    fixed = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 30, 97, 100, -1, -2, LONG_MIN,
             2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, 10 ** 18 - 1, 10 ** 18,
             10 ** 18 + 1, LONG_MAX - 1, LONG_MAX, top * top, top * top - 1, top * top + 1,
             4294967291, 2 ** 61 - 1, 2 ** 63 - 25, 10 ** 18 - 11, 3215031751,
             3825123056546413051, (2 ** 31 - 1) * (2 ** 32 - 5), 999999937 * 999999929]
    t = inv_triangular(LONG_MAX)
    fixed += [t * (t + 1) // 2, t * (t + 1) // 2 - 1]
    rng = random.Random(seed)
    fixed += [rng.randrange(1 << rng.randrange(1, 63)) for _ in range(count)]
    return fixed


def check_cpp(values=None, *, keys=None, compile_text=None) -> list[str]:
    """Compiles every number function's C++ lambda, runs it on `values` (default: extremes())
    and compares with the Python. Returns the disagreements as lines ("spf(...): C++ says ...,
    Python ...", or why it could not compile); [] when every value agrees. compile_text defaults
    to the judge's (cached) compiler; keys limits the check to those functions."""
    if compile_text is None:
        from judge.compiler import compile_text
    from judge.errors import CompileError
    values = list(extremes() if values is None else values)
    keys = list(CPP if keys is None else keys)
    body = "".join(f"  {{ auto f = {CPP[k]}; for (long long v : xs) "
                   f"std::printf(\"%lld\\n\", (long long)f(v)); }}\n" for k in keys)
    # LLONG_MIN is written as an expression: its literal does not fit a long long
    literal = lambda v: "(-9223372036854775807LL - 1)" if v == LONG_MIN else f"{v}LL"
    text = ("".join(f"#include {h}\n" for h in (*CPP_HEADERS, "<cstdio>")) +
            "int main() {\n  const std::vector<long long> xs = {" +
            ", ".join(literal(v) for v in values) + "};\n" + body + "}\n")
    try:
        binary = compile_text(text, "the number functions", ("-std=c++17", "-O2"),
                              tag="explore-numbers")
    except CompileError as error:
        first = next((ln for ln in error.message.splitlines() if "error" in ln),
                     error.message.splitlines()[0])
        return [f"the number functions do not compile: {first.strip()}"]
    out = subprocess.run([str(binary.path)], capture_output=True, text=True, timeout=120)
    got = out.stdout.split()
    if out.returncode != 0 or len(got) != len(keys) * len(values):
        return [f"the number functions' check ended with code {out.returncode} after "
                f"{len(got)} of {len(keys) * len(values)} values"]
    bad = []
    for i, k in enumerate(keys):
        for j, v in enumerate(values):
            want, have = int(PYTHON[k](v)), int(got[i * len(values) + j])
            if want != have:
                bad.append(f"{k}({v}): C++ says {have}, Python {want}")
    return bad


def wythoff_arguments() -> list[tuple[int, int]]:
    """(d, a) where wythoff's 64-bit code could break: d from extremes() with a = 1, 2, 3, 7, a
    large a and a = d itself, and d = a n for small n at every a."""
    out = []
    for a in (1, 2, 3, 7, 10 ** 9 + 7, LONG_MAX):
        out += [(d, a) for d in extremes(10, seed=a % 97)]
        out += [(a * n, a) for n in range(12) if a * n <= LONG_MAX]
    out += [(d, d) for d in extremes(10) if d > 0]
    return out


def _check_pair_cpp(cpp: str, python, args: list, what: str, tag: str,
                    compile_text=None) -> list[str]:
    """A C++ lambda of two long longs compiled and run on `args`, against `python`: the
    disagreements as lines, [] when every value agrees. A Python value of 2^63 or more is read
    as the C++ long long it becomes (its bits)."""
    if compile_text is None:
        from judge.compiler import compile_text
    from judge.errors import CompileError
    literal = lambda v: "(-9223372036854775807LL - 1)" if v == LONG_MIN else f"{v}LL"
    text = ("".join(f"#include {h}\n" for h in (*CPP_HEADERS, "<cstdio>")) +
            "int main() {\n  auto f = " + cpp + ";\n" +
            "".join(f"  std::printf(\"%lld\\n\", f({literal(x)}, {literal(y)}));\n"
                    for x, y in args) + "}\n")
    try:
        binary = compile_text(text, what, ("-std=c++17", "-O2"), tag=tag)
    except CompileError as error:
        return [f"{what} does not compile: {error.message.splitlines()[0]}"]
    try:
        got = subprocess.run([str(binary.path)], capture_output=True, text=True, timeout=20
                             ).stdout.split()
    except subprocess.TimeoutExpired:
        return [f"{what}'s check did not end in 20 s"]
    if len(got) != len(args):
        return [f"{what}'s check printed {len(got)} of {len(args)} values"]
    want = [python(x, y) for x, y in args]
    want = [w - (1 << 64) if w >= 1 << 63 else w for w in want]
    return [f"{what} at ({x}, {y}): C++ says {have}, Python {w}"
            for (x, y), have, w in zip(args, got, want) if int(have) != w]


def check_wythoff_cpp(compile_text=None) -> list[str]:
    """WYTHOFF_CPP compiled and run on wythoff_arguments(), against the Python."""
    return _check_pair_cpp(WYTHOFF_CPP, wythoff, wythoff_arguments(), "wythoff(d, a)",
                           "explore-wythoff", compile_text)


def nim_product_arguments() -> list[tuple[int, int]]:
    """(x, y) where the 64-bit nim product could break: every pair below 20, the 64-bit
    extremes by small values and by each other, powers of 2 and their neighbours."""
    big = [v for v in extremes(12, seed=3) if v >= 0]
    twos = [(1 << k) + e for k in (1, 2, 4, 8, 16, 31, 32, 62) for e in (-1, 0, 1)]
    out = [(x, y) for x in range(20) for y in range(20)]
    out += [(x, y) for x in big for y in (0, 1, 2, 3, 7, 255, 65536)]
    out += [(x, y) for x in big[:20] for y in big[:20]]
    out += [(x, y) for x in twos for y in twos]
    out += [(-1, 5), (5, -3)]
    return out


def check_nim_product_cpp(compile_text=None) -> list[str]:
    """NIM_PRODUCT_CPP compiled and run on nim_product_arguments(), against the Python."""
    return _check_pair_cpp(NIM_PRODUCT_CPP, nim_product, nim_product_arguments(),
                           "the nim product", "explore-nim-product", compile_text)


def used_in(code: str) -> list[str]:
    """The number functions whose C++ lambda a piece of pasted code carries."""
    return [k for k, lam in CPP.items() if lam in code]


def check_line(code: str) -> str:
    """The line the explorer's code check adds for the number functions a rule's code uses: they
    are compiled and run on the 64-bit extremes against the Python ("" when the code uses none).
    This is what explore/whole.py's check_code calls (one line)."""
    keys = used_in(code)
    pair, nim = WYTHOFF_CPP in code, NIM_PRODUCT_CPP in code
    if not keys and not pair and not nim:
        return ""
    bad = ((check_cpp(keys=keys) if keys else []) + (check_wythoff_cpp() if pair else []) +
           (check_nim_product_cpp() if nim else []))
    if bad:
        return f"\ncheck: FAILED, a number function is wrong on 64 bits: {bad[0]}"
    said = [f"{', '.join(keys)} equal to the Python on {len(extremes())} values from 0 to "
            f"2^63 - 1 (2^31, 2^32, 10^18 and LLONG_MIN among them)"] if keys else []
    said += [f"wythoff(d, a) equal to the Python on {len(wythoff_arguments())} pairs (d, a) "
             f"up to 2^63 - 1"] if pair else []
    said += [f"the nim product equal to the Python on {len(nim_product_arguments())} pairs up "
             f"to 2^63 - 1"] if nim else []
    return "\ncheck: " + "; ".join(said)
