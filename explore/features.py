"""The miner's vocabulary: features of a position, chosen by the shape's kind
(docs/explore-miner.md).

A Feature is a name that reads well inside a rule ("max", "sum - max", "v2(n)"), a Python function
of the position, a cost (its simplicity rank: 1 = simplest) and a C++ expression over the position
as C++ sees it (`a`, a `const std::vector<long long>&`, for numbers, multisets and sequences; `n`,
a `long long`, for a single number; `s`, a `const std::string&`, for strings; None for shapes with
no agreed C++ type yet). Derived features (parity, mod k, is prime, 2-adic valuation, ...) apply a
number function to ONE base feature, one level deep only, so the vocabulary stays linear in size.

Users add features in the game file: a dict name -> function of the position (or name -> (function,
C++ expression)); they get cost 1 and are derived from like the built-in ones.
"""
from __future__ import annotations

import bisect
import dataclasses
import functools
import itertools
import math
import operator
import re
from collections import Counter
from functools import lru_cache
from dataclasses import dataclass
from typing import Callable

from .numbers import distinct_primes, exponent_spread, exponent_xor, primes_up_to, zeck
from .numbers import (NUMBER_FUNCTIONS, golden, inv_triangular, is_pow2, is_prime, is_square,  # noqa: F401
                      isqrt, log2_floor, lpd, omega, popcount, prime_index_of_spf, spf,
                      v2)
from .numbers import CPP as NUMBER_CPP
from .numbers import NIM_PRODUCT_CPP, WYTHOFF_CPP, lowest_zero_bit, nim_product, wythoff
from .numbers import CPP_HEADERS as NUMBER_HEADERS

CPP_HEADERS = tuple(sorted({"<algorithm>", "<cassert>", "<functional>", "<map>", "<numeric>",
                            "<set>", "<string>", "<vector>",
                            *NUMBER_HEADERS}))


@dataclass(frozen=True)
class Feature:
    name: str
    fn: Callable          # position -> int (or bool)
    cost: int
    cpp: str | None       # C++ expression of the same value, or None
    boolean: bool = False
    derivable: bool = True   # number functions may be applied to it
    comparable: bool = True  # may be compared with other features (f < g, 2f <= g)
    base: "Feature | None" = None   # for derived features: the feature they apply to
    op: Callable | None = None       # ... and the number function (value -> value)
    moduli: tuple | None = None      # the residues derived from it (None: the usual ones)
    # compared with a sweep's parameters only, not with other features: a slow and irregular
    # function fits small positions by coincidence against another (2·pi(n) == zeck(n) at
    # n = 0, 1, 2, 8, 9), while zeck(n - 1) <= k is Fibonacci Nim's rule across k
    parameters_only: bool = False
    parameter: bool = False          # a sweep's parameter, or a term of parameters (k + 1)


    def values(self, positions, cache: dict) -> list:
        """The feature on every position; derived ones reuse their base's values from cache."""
        got = cache.get(self.name)
        if got is None:
            if self.base is not None and self.op is not None:
                # once per distinct value: a base takes few values on many positions
                base = self.base.values(positions, cache)
                table = {v: self.op(v) for v in set(base)}
                got = list(map(table.__getitem__, base))
            else:
                try:    # at C speed; on a failure, again one by one to name the position
                    got = list(map(int, map(self.fn, positions)))
                except Exception:
                    got = [int(self.at(p)) for p in positions]
            cache[self.name] = got
        return got

    def at(self, p):
        """The feature on one position; a failure (a user's feature) is one line saying where."""
        try:
            return self.fn(p)
        except Exception as err:
            raise ValueError(f"feature {self.name!r} failed on position {p!r}: "
                             f"{type(err).__name__}: {err}") from None


def pairable(f: Feature, g: Feature) -> bool:
    """Whether the miner may compare or combine these two features (f < g, a*f + b*g + c)."""
    return not ((f.parameters_only and not g.parameter) or (g.parameters_only and not f.parameter))


# ---- number functions: explore/numbers.py (exact on all of long long, in Python and C++) ----

MODULI = (2, 3, 4, 5, 6)
MODULI_ONE_NUMBER = tuple(range(2, 13))     # a game on one number n: periods up to 12


def _bracketed(name: str) -> str:
    """A bitwise or / and read whole before `mod`: `(x | y) mod 4`, not `x | y mod 4`."""
    depth, top = 0, False
    for i, ch in enumerate(name):
        depth += ch == "("
        depth -= ch == ")"
        top = top or (depth == 0 and ch in "|&" and name[i - 1:i + 2] in (" | ", " & "))
    return f"({name})" if top else name


def derived(base: Feature, moduli=MODULI, numbers: bool = True) -> list[Feature]:
    """The number functions of one base feature (not applied again to their own results);
    numbers=False: its residues only."""
    out = []
    for k in moduli:
        op = (lambda k: lambda v: v % k)(k)
        fn = (lambda f, op: lambda p: op(int(f(p))))(base.fn, op)
        cpp = None if base.cpp is None else f"((({base.cpp}) % {k} + {k}) % {k})"
        out.append(Feature(f"{_bracketed(base.name)} mod {k}", fn,
                           base.cost + (1 if k == 2 else 2 if k <= 6 else 3), cpp,
                           derivable=False, comparable=False, base=base, op=op))
    for template, op, extra, key, boolean in (NUMBER_FUNCTIONS if numbers else ()):
        fn = (lambda f, op: lambda p: op(int(f(p))))(base.fn, op)
        cpp = None if base.cpp is None else f"({NUMBER_CPP[key]})({base.cpp})"
        out.append(Feature(template.format(base.name), fn, base.cost + extra, cpp,
                           boolean=boolean, derivable=False, comparable=not boolean,
                           base=base, op=(lambda op: lambda v: int(op(v)))(op)))
    return out


# ---- sequences, multisets and tuples: positions are tuples of ints ----

def _run_from_start(a, pred) -> int:
    k = 0
    while k < len(a) and pred(a[k]):
        k += 1
    return k


def _first_not_one(a) -> int:
    return _run_from_start(a, lambda v: v == 1)


def _mex(a, start: int = 0) -> int:
    """The smallest whole number >= start that is not among the values."""
    present, m = set(a), start
    while m in present:
        m += 1
    return m


def _rising_run(a) -> int:
    """Length of the longest strictly increasing run at the start of a."""
    k = 1 if len(a) else 0
    while k < len(a) and a[k] > a[k - 1]:
        k += 1
    return k


def _cpp_mex(start: int) -> str:
    return _cpp_sorted(f"long long m = {start}; for (long long v : b) if (v == m) ++m; return m;")


def _cpp_rising(reverse: bool) -> str:
    at = (lambda i: f"a[a.size() - 1 - ({i})]") if reverse else (lambda i: f"a[{i}]")
    return (f"[&] {{ std::size_t k = a.empty() ? 0 : 1; while (k < a.size() && {at('k')} > "
            f"{at('k - 1')}) ++k; return (long long)k; }}()")


def _odd_multiplicities(a) -> int:
    return sum(1 for c in Counter(a).values() if c % 2)


def _xor(a) -> int:
    r = 0
    for v in a:
        r ^= v
    return r


def _kth_largest(k):
    return lambda a: sorted(a, reverse=True)[k - 1] if len(a) >= k else 0


def _kth_smallest(k):
    return lambda a: sorted(a)[k - 1] if len(a) >= k else 0


_V = "a"   # the C++ name of a tuple position
_CPP_MIN = f"({_V}.empty() ? 0LL : *std::min_element({_V}.begin(), {_V}.end()))"
_CPP_MAX = f"({_V}.empty() ? 0LL : *std::max_element({_V}.begin(), {_V}.end()))"
_CPP_SUM = f"std::accumulate({_V}.begin(), {_V}.end(), 0LL)"
_CPP_LEN = f"(long long){_V}.size()"


def _cpp_run(cond: str, reverse: bool = False) -> str:
    """Length of the run from the start (or end) of a where cond(v, first) holds."""
    at = "a[a.size() - 1 - k]" if reverse else "a[k]"
    first = "a[a.size() - 1]" if reverse else "a[0]"
    cond = cond.replace("FIRST", first)
    return (f"[&] {{ std::size_t k = 0; while (k < a.size() && ({cond.replace('V', at)})) ++k; "
            f"return (long long)k; }}()")


def _cpp_sorted(expr: str) -> str:
    return (f"[&] {{ std::vector<long long> b(a); std::sort(b.begin(), b.end()); {expr} }}()")


def _closure_adds(a) -> int:
    """max / gcd - the number of distinct values (0 when the gcd is 0)."""
    g = math.gcd(*a) if a else 0
    return max(a) // g - len(set(a)) if g else 0


def _h_index(a) -> int:
    """The largest i with a_(i) >= i, the values sorted from the largest (a_(1) = max)."""
    b = sorted(a, reverse=True)
    i = 0
    while i < len(b) and b[i] >= i + 1:
        i += 1
    return i


def _corner_arm(a) -> int:
    """The arm of the corner cell (h, h) of the Young diagram of the values (row i holds
    a_(i) cells, sorted from the largest; h the h-index, the side of its Durfee square): the
    cells right of the corner, a_(h) - h (0 when h = 0)."""
    h = _h_index(a)
    return sorted(a, reverse=True)[h - 1] - h if h else 0


def _corner_leg(a) -> int:
    """The leg of the same corner cell: the rows below it that reach its column,
    #(a_i >= h) - h (0 when h = 0)."""
    h = _h_index(a)
    return sum(1 for v in a if v >= h) - h if h else 0


def _stack_pairs(a, cancels) -> int:
    """How many pairs a stack reduction removes: each element is pushed, and cancels the top
    with it when cancels(top, element) (adjacent pairs removed until none is left; for equal
    neighbours, and for different neighbours of two letters, the count does not depend on the
    order of the removals)."""
    stack, pairs = [], 0
    for v in a:
        if stack and cancels(stack[-1], v):
            stack.pop()
            pairs += 1
        else:
            stack.append(v)
    return pairs


def _cpp_stack_pairs(var: str, elem: str, cancels: str) -> str:
    return (f"[&] {{ std::vector<{elem}> st; long long k = 0; for ({elem} v : {var}) "
            f"{{ if (!st.empty() && ({cancels})) {{ st.pop_back(); ++k; }} "
            f"else st.push_back(v); }} return k; }}()")


def _kth_once(k: int):
    def kth(a) -> int:
        once = sorted(v for v, c in Counter(a).items() if c == 1)
        return once[k - 1] if len(once) >= k else (max(a) + 1 if a else 0)
    return kth


def _multiplicity_count(test):
    return lambda a: sum(1 for c in Counter(a).values() if test(c))


_CPP_MULTIPLICITIES = ("[&] {{ std::map<long long, long long> c; for (long long v : a) ++c[v]; "
                       "long long r = 0; for (const auto& kv : c) r += ({}) ? 1 : 0; "
                       "return r; }}()")

# Unary conditions on one element v, for the quantifiers all / any / how many: parities,
# residues below a bound (every a_i mod (X + Y) < X: Nim with a bound per pile), thresholds.
ELEMENT_CONDITIONS = (
    [("odd", lambda v: v % 2 != 0, "v % 2 != 0")] +
    [(f"mod {m} < {c}", (lambda m, c: lambda v: v % m < c)(m, c), f"(v % {m} + {m}) % {m} < {c}")
     for m in range(3, 7) for c in range(1, m)] +
    # one residue (0 is "< 1", m - 1 is "not < m - 1"): a pile in one residue class of the
    # period x + y of a game where the players take x and y
    [(f"mod {m} == {c}", (lambda m, c: lambda v: v % m == c)(m, c), f"(v % {m} + {m}) % {m} == {c}")
     for m in range(3, 7) for c in range(1, m - 1)] +
    [(f">= {c}", (lambda c: lambda v: v >= c)(c), f"v >= {c}") for c in (2, 3)])


def _whole_parameters(values: dict, top: int) -> dict:
    """The game's parameters that are whole numbers 2..top, by name; none when there are more
    than three (the features read from them grow with every pair)."""
    named = {k: v for k, v in values.items() if isinstance(v, int) and not isinstance(v, bool)
             and 2 <= v <= top}
    return named if len(named) <= 3 else {}


def multiples_features(values: dict) -> list[Feature]:
    """The elements that are multiples of a game's parameters (whole numbers from 2 up, at most
    three of them): how many are multiples of p, of p and not q, of both p and q (CodeChef
    HP18: each player removes multiples of their own lucky number, so the multiples of one only
    are a player's reserve and those of both are shared). Named with the parameters' names and
    values, computed with the values."""
    named = _whole_parameters(values, 10 ** 9)
    if not named:
        return []
    count = "(long long)std::count_if(a.begin(), a.end(), [](long long v) {{ return {}; }})"

    def multiple(v: int) -> str:
        return f"v % {v} == 0"
    out = []
    for k, p in named.items():
        out.append(Feature(f"#(multiples of {k} = {p})",
                           (lambda p: lambda a: sum(1 for v in a if v % p == 0))(p), 2,
                           count.format(multiple(p))))
    for (k, p), (j, q) in itertools.permutations(named.items(), 2):
        if p % q == 0:                  # every multiple of p is one of q
            continue
        out.append(Feature(f"#(multiples of {k} = {p}, not of {j} = {q})",
                           (lambda p, q: lambda a: sum(1 for v in a
                                                       if v % p == 0 and v % q != 0))(p, q), 3,
                           count.format(f"{multiple(p)} && v % {q} != 0")))
    for (k, p), (j, q) in itertools.combinations(named.items(), 2):
        if p % q and q % p:             # else the multiples of both are those of the larger
            out.append(Feature(f"#(multiples of {k} = {p} and of {j} = {q})",
                               (lambda p, q: lambda a: sum(1 for v in a
                                                           if v % p == 0 and v % q == 0))(p, q),
                               3, count.format(f"{multiple(p)} && {multiple(q)}")))
    return out


def pairs_adding_to(a, t: int) -> int:
    """How many disjoint pairs of elements add up to t, as many as can be formed: the sum over
    v < t - v of min(#v, #(t - v)), and #(t / 2) // 2. A player who answers every a with t - a
    while one is left scores exactly that many (Codeforces 2060C Game of Mathletes)."""
    counts = Counter(a)
    return sum(min(c, counts.get(t - v, 0)) if 2 * v < t else c // 2 if 2 * v == t else 0
               for v, c in counts.items())


def cpp_pairs_adding_to(t: str) -> str:
    """pairs_adding_to in C++, t a C++ expression (a value, or a parameter's name)."""
    return (f"[&] {{ long long t = {t}; std::map<long long, long long> c; for (long long v : a) "
            f"++c[v]; long long r = 0; for (auto& e : c) {{ long long w = t - e.first; if "
            f"(e.first < w) {{ auto it = c.find(w); if (it != c.end()) r += std::min(e.second, "
            f"it->second); }} else if (e.first == w) r += e.second / 2; }} return r; }}()")


def pair_sum_features(values: dict) -> list[Feature]:
    """How many disjoint pairs of elements add up to a game's parameter (whole numbers 2 ..
    2·10^9, at most three of them): pairs_adding_to. Named with the parameter's name and value,
    computed with the value."""
    named = _whole_parameters(values, 2 * 10 ** 9)
    if not named:
        return []
    return [Feature(f"#pairs adding up to {k} = {t}",
                    (lambda t: lambda a: pairs_adding_to(a, t))(t), 3, cpp_pairs_adding_to(str(t)),
                    comparable=False)
            for k, t in named.items()]


def classes_held(a, m: int, once: bool, odd: bool = False) -> int:
    """How many residue classes modulo m hold an element of a (exactly one when `once`, an odd
    number when `odd`); 0 for m < 1."""
    if m < 1:
        return 0
    counts = Counter(v % m for v in a).values()
    if odd:
        return sum(1 for c in counts if c % 2)
    return sum(1 for c in counts if c == 1) if once else len(counts)


def cpp_classes_held(m: str, once: bool, odd: bool = False) -> str:
    """classes_held in C++, the modulus a C++ expression (a value, or a parameter's name)."""
    add = "e.second % 2" if odd else "e.second == 1 ? 1 : 0" if once else "1"
    return (f"[&] {{ long long m = {m}; if (m < 1) return 0LL; std::map<long long, long long> c; "
            f"for (long long v : a) ++c[(v % m + m) % m]; long long r = 0; for (auto& e : c) "
            f"r += {add}; return r; }}()")


def residue_class_features(values: dict) -> list[Feature]:
    """The elements' residues modulo each of a game's parameters (whole numbers 2..1000, at most
    three of them): how many residue classes hold exactly one element, how many hold any, and
    how many hold an odd number. |a_i - a_j| is a multiple of k iff a_i and a_j are in one
    class (Codeforces 2040A: the first player picks an element alone in its class and wins);
    cards that cancel in pairs of one class leave the classes of odd count (AtCoder ARC 148 D
    at odd M: the second player wins iff there is none)."""
    named = _whole_parameters(values, 1000)
    if not named:
        return []
    return [Feature(f"#(residues mod {k} = {p} {words})",
                    (lambda p, once, odd: lambda a: classes_held(a, p, once, odd))(p, once, odd),
                    3, cpp_classes_held(str(p), once, odd))
            for k, p in named.items()
            for words, once, odd in (("held once", True, False), ("held", False, False),
                                     ("with odd count", False, True))]


class _Truth(dict):
    """A condition's value (0/1) per element value, filled on first sight: counting through
    map(table.__getitem__, a) runs at C speed, with no Python call per element."""

    def __init__(self, pred):
        super().__init__()
        self.pred = pred

    def __missing__(self, v):
        got = self[v] = int(bool(self.pred(v)))
        return got


def quantifier_features() -> list[Feature]:
    """all / any / how many elements satisfy each condition of ELEMENT_CONDITIONS."""
    F, out = Feature, []
    flag = dict(boolean=True, derivable=False, comparable=False)
    for text, pred, cpp in ELEMENT_CONDITIONS:
        lam = f"[](long long v) {{ return {cpp}; }}"
        truth = _Truth(pred).__getitem__
        count = F(f"#(a_i {text})", (lambda t: lambda a: sum(map(t, a)))(truth), 3,
                  f"(long long)std::count_if(a.begin(), a.end(), {lam})", derivable=False,
                  comparable=False)
        out += [count, *derived(count, (2,), numbers=False),
            F(f"all a_i {text}", (lambda t: lambda a: all(map(t, a)))(truth), 3,
              f"std::all_of(a.begin(), a.end(), {lam})", **flag),
            F(f"any a_i {text}", (lambda t: lambda a: any(map(t, a)))(truth), 3,
              f"std::any_of(a.begin(), a.end(), {lam})", **flag)]
    return out


def _residues(m: int, a) -> list[int]:
    out = [0] * m
    for v in a:
        out[v % m] += 1
    return out


def _with_xor_hibit(a) -> int:
    """How many elements have the highest bit of the xor of all (0 when the xor is 0)."""
    x = _xor(a)
    if x <= 0:
        return 0
    h = x.bit_length() - 1
    return sum(1 for v in a if v >= 0 and v >> h & 1)


def residue_count_features() -> list[Feature]:
    """The counts of the values in each class mod 3 (c0, c1, c2) and the two terms contests
    compare them by: min(c1, c2) and |c1 - c2| (LeetCode 2029: a running sum that must avoid
    0 mod 3 uses the 1s and 2s in turns, the 0s only swap the turn); and |#odd - #even|."""
    F = Feature
    lam = "[](long long v) {{ return (v % {m} + {m}) % {m} == {c}; }}"

    def count(m: int, c: int) -> str:
        return (f"(long long)std::count_if(a.begin(), a.end(), "
                f"{lam.format(m=m, c=c)})")
    c1, c2 = count(3, 1), count(3, 2)
    c2f = F("#(a_i mod 3 == 2)", lambda a: _residues(3, a)[2], 3, c2, derivable=False,
              comparable=False)
    return [c2f, *derived(c2f, (2,), numbers=False),
            F("min(#(a_i mod 3 == 1), #(a_i mod 3 == 2))", lambda a: min(_residues(3, a)[1:]), 4,
              f"std::min({c1}, {c2})", derivable=False,
              comparable=False),
            F("|#(a_i mod 3 == 1) - #(a_i mod 3 == 2)|",
              lambda a: abs(_residues(3, a)[1] - _residues(3, a)[2]), 4,
              f"std::llabs({c1} - {c2})", derivable=False,
              comparable=False),
            F("|#odd - #even|", lambda a: abs(len(a) - 2 * _residues(2, a)[1]), 4,
              f"std::llabs((long long)a.size() - 2 * {count(2, 1)})", derivable=False,
              comparable=False)]


# Terms of two features: differences of the order statistics and the length (max - 2nd largest,
# max - length: a pile's excess over N - 1), with their parity; compared only through constants
# (pairs of features are already compared as literals).
TERM_FEATURES = ("max", "2nd largest", "median", "min", "length")   # the first minus a later one


def term_features(fs: list[Feature]) -> list[Feature]:
    by_name = {f.name: f for f in fs}
    base = [by_name[n] for n in TERM_FEATURES if n in by_name]
    out = []
    for f, g in itertools.combinations(base, 2):
        term = Feature(f"{f.name} - {g.name}", (lambda f, g: lambda p: f.fn(p) - g.fn(p))(f, g),
                       f.cost + g.cost + 1, f"({f.cpp} - {g.cpp})", derivable=False,
                       comparable=False)
        out += [term] + derived(term, (2,), numbers=False)
    return out


def _bit_counts_zero(m: int):
    def every_bit(a) -> bool:
        top = 63 if any(v < 0 for v in a) else max(a, default=0).bit_length()
        return all(sum(v >> b & 1 for v in a) % m == 0 for b in range(top))
    return every_bit


def _cpp_xor_every_other(first: int, from_end: bool) -> str:
    """The xor of a[first], a[first + 2], ... counted from the start, or from the end."""
    at = "a[a.size() - 1 - i]" if from_end else "a[i]"
    return (f"[&] {{ long long r = 0; for (std::size_t i = {first}; i < a.size(); i += 2) "
            f"r ^= {at}; return r; }}()")


def _min_window(width: int | None):
    """a -> min over i of b[i + w] - b[i], b the sorted values, w = width or len(a) // 2 (0 when
    no such i)."""
    def at(a) -> int:
        b = sorted(a)
        w = len(b) // 2 if width is None else width
        return min((b[i + w] - b[i] for i in range(len(b) - w)), default=0) if w > 0 else 0
    return at


def _gaps(a, lo: int) -> list[int]:
    """The empty cells between the sorted values, and below the least down to lo: tokens on
    cells lo, lo + 1, ... of a line are these gaps (a token slid down shrinks the gap below it
    and grows the one above)."""
    b = sorted(a)
    return [v - (b[i - 1] + 1 if i else lo) for i, v in enumerate(b)]


def _cpp_gaps_xor(lo: int) -> str:
    return _cpp_sorted(f"long long r = 0; for (std::size_t i = b.size(); i >= 1; i -= 2) {{ r ^= "
                       f"b[i - 1] - (i >= 2 ? b[i - 2] + 1 : {lo}LL); if (i < 2) break; }} "
                       f"return r;")


def _rises(a) -> list[int]:
    """The rises of the sorted values from 0: b1 - 0, b2 - b1, ...: piles kept in order that
    may fall to their lower neighbour (not past it) are Staircase Nim on these rises, a fall of
    pile i moving stones from rise i to rise i + 1."""
    b = sorted(a)
    return [v - (b[i - 1] if i else 0) for i, v in enumerate(b)]


_CPP_RISES_XOR = _cpp_sorted("long long r = 0; for (std::size_t i = b.size(); i >= 1; i -= 2) { "
                             "r ^= b[i - 1] - (i >= 2 ? b[i - 2] : 0LL); if (i < 2) break; } "
                             "return r;")


def tuple_features(positions) -> list[Feature]:
    """Features of multisets, sequences and variable-length tuples."""
    F = Feature
    lo = min((v for p in positions for v in p), default=0)
    fs = [
        F("length", len, 1, _CPP_LEN),
        F("sum", sum, 1, _CPP_SUM),
        F("min", lambda a: min(a) if a else 0, 1, _CPP_MIN),
        F("max", lambda a: max(a) if a else 0, 1, _CPP_MAX),
        F("sum - max", lambda a: sum(a) - (max(a) if a else 0), 2, f"({_CPP_SUM} - {_CPP_MAX})"),
        F("count(min)", lambda a: a.count(min(a)) if a else 0, 2,
          f"(long long)std::count(a.begin(), a.end(), {_CPP_MIN})"),
        F("count(max)", lambda a: a.count(max(a)) if a else 0, 2,
          f"(long long)std::count(a.begin(), a.end(), {_CPP_MAX})"),
        F("distinct", lambda a: len(set(a)), 2,
          _cpp_sorted("return (long long)(std::unique(b.begin(), b.end()) - b.begin());")),
        F("max count", lambda a: max(Counter(a).values()) if a else 0, 2,
          "[&] { std::map<long long, long long> c; long long r = 0; for (long long v : a) "
          "r = std::max(r, ++c[v]); return r; }()"),
        F("#values with odd count", _odd_multiplicities, 2,
          "[&] { std::map<long long, long long> c; for (long long v : a) ++c[v]; long long r = 0; "
          "for (const auto& kv : c) r += kv.second % 2; return r; }()"),
        # each value's count as a Nim heap: a move that removes any number of equal elements
        # touches one count (CodeChef MDSWIN2), so the game is Nim on the counts
        F("xor of the counts", lambda a: _xor(Counter(a).values()), 3,
          "[&] { std::map<long long, long long> c; for (long long v : a) ++c[v]; long long r = 0; "
          "for (const auto& kv : c) r ^= kv.second; return r; }()", derivable=False,
          comparable=False),
        # the same for the residues mod m: cards that cancel in pairs equal mod m (AtCoder
        # ARC 148 D at odd M: the second player wins iff every residue occurs an even number
        # of times)
        *(F(f"#residues mod {m} with odd count", (lambda m: lambda a: _odd_multiplicities(
            [v % m for v in a]))(m), 3,
            f"[&] {{ std::map<long long, long long> c; for (long long v : a) "
            f"++c[(v % {m} + {m}) % {m}]; long long r = 0; "
            f"for (const auto& kv : c) r += kv.second % 2; return r; }}()", derivable=False,
            comparable=False) for m in MODULI[1:]),
        F("xor", _xor, 2, "[&] { long long r = 0; for (long long v : a) r ^= v; return r; }()"),
        # the bitwise or and and of every element, to compare with the xor: a move that may not
        # change the or of the piles leaves the player to move lost iff xor == or (AtCoder
        # ARC 208 A); not derived, as number functions of them only restate the xor's
        F("or", lambda a: functools.reduce(operator.or_, a, 0), 3,
          "[&] { long long r = 0; for (long long v : a) r |= v; return r; }()", derivable=False),
        F("and", lambda a: functools.reduce(operator.and_, a, -1) if a else 0, 3,
          "[&] { long long r = a.empty() ? 0 : -1; for (long long v : a) r &= v; return r; }()",
          derivable=False),
        F("#odd", lambda a: sum(1 for v in a if v % 2), 2,
          "(long long)std::count_if(a.begin(), a.end(), [](long long v) { return v % 2 != 0; })"),
        # the even ones too: where only parities count, the odd and the even elements are each
        # a player's reserve (Codeforces 549C: who removes the last odd, or the last even)
        F("#even", lambda a: sum(1 for v in a if v % 2 == 0), 2,
          "(long long)std::count_if(a.begin(), a.end(), [](long long v) { return v % 2 == 0; })"),
        F("#ones", lambda a: a.count(1), 2, "(long long)std::count(a.begin(), a.end(), 1LL)"),
        F("leading run", lambda a: _run_from_start(a, lambda v: v == a[0]), 3,
          _cpp_run("V == FIRST")),
        F("trailing run", lambda a: _run_from_start(a[::-1], lambda v: v == a[-1]), 3,
          _cpp_run("V == FIRST", reverse=True)),
        F("first index not 1", _first_not_one, 3, _cpp_run("V == 1")),
        F("trailing ones", lambda a: _first_not_one(a[::-1]), 3, _cpp_run("V == 1", reverse=True)),
        F("index of min", lambda a: a.index(min(a)) if a else 0, 3,
          "(long long)(std::min_element(a.begin(), a.end()) - a.begin())"),
        # where the largest element stands (the first, from 0): a game won by whoever takes it
        # (values 2^p: the largest outweighs all the others) is a race to that place
        F("index of max", lambda a: a.index(max(a)) if a else 0, 3,
          "(long long)(std::max_element(a.begin(), a.end()) - a.begin())"),
        F("ends equal", lambda a: len(a) > 0 and a[0] == a[-1], 2,
          "(!a.empty() && a[0] == a[a.size() - 1])", boolean=True, derivable=False,
          comparable=False),
        F("palindrome", lambda a: tuple(a) == tuple(a[::-1]), 2,
          "std::equal(a.begin(), a.end(), a.rbegin())", boolean=True, derivable=False,
          comparable=False),
        F("2nd largest", _kth_largest(2), 3,
          _cpp_sorted("return b.size() >= 2 ? b[b.size() - 2] : 0LL;")),
        F("3rd largest", _kth_largest(3), 3,
          _cpp_sorted("return b.size() >= 3 ? b[b.size() - 3] : 0LL;")),
        F("2nd smallest", _kth_smallest(2), 3, _cpp_sorted("return b.size() >= 2 ? b[1] : 0LL;")),
        F("sum of odd places from the largest", lambda a: sum(sorted(a, reverse=True)[0::2]), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < b.size(); ++i) "
                      "if ((b.size() - 1 - i) % 2 == 0) r += b[i]; return r;")),
        F("sum of even places from the largest", lambda a: sum(sorted(a, reverse=True)[1::2]), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < b.size(); ++i) "
                      "if ((b.size() - 1 - i) % 2 == 1) r += b[i]; return r;")),
        F("mex", _mex, 2, _cpp_mex(0)),
        F("mex from 1", lambda a: _mex(a, 1), 2, _cpp_mex(1)),
        F("rising run", _rising_run, 3, _cpp_rising(False)),
        F("rising run from the end", lambda a: _rising_run(a[::-1]), 3, _cpp_rising(True)),
        F("sum of odd positions", lambda a: sum(a[0::2]), 3,
          "[&] { long long r = 0; for (std::size_t i = 0; i < a.size(); i += 2) r += a[i]; "
          "return r; }()"),
        F("sum of even positions", lambda a: sum(a[1::2]), 3,
          "[&] { long long r = 0; for (std::size_t i = 1; i < a.size(); i += 2) r += a[i]; "
          "return r; }()"),
        # the xor of every other element, counted from either end: Staircase Nim's value is the
        # xor of the steps an odd number of moves from the ground (moving coins between even
        # steps is undone by the next player; Winning Ways; the kit's snippets/staircase_nim.hpp,
        # which tests/explore/test_textbook_features.py compares with this feature)
        F("xor of odd positions", lambda a: _xor(a[0::2]), 3, _cpp_xor_every_other(0, False),
          comparable=False),
        F("xor of even positions", lambda a: _xor(a[1::2]), 3, _cpp_xor_every_other(1, False),
          comparable=False),
        F("xor of odd positions from the end", lambda a: _xor(a[::-1][0::2]), 3,
          _cpp_xor_every_other(0, True), comparable=False),
        F("xor of even positions from the end", lambda a: _xor(a[::-1][1::2]), 3,
          _cpp_xor_every_other(1, True), comparable=False),
        # a_i coins on square i (from 0), each moved down any number of squares: every coin is
        # a Nim heap of its square, and coins in pairs cancel (Nimble, Winning Ways)
        F("xor of the indices of odd elements", lambda a: _xor([i for i, v in enumerate(a)
                                                                  if v % 2]), 3,
          "[&] { long long r = 0; for (std::size_t i = 0; i < a.size(); ++i) "
          "if (a[i] % 2 != 0) r ^= (long long)i; return r; }()", comparable=False),
        # tokens on a line that slide down without passing one another: the gaps between the
        # sorted tokens are a staircase, and its value the xor of every other gap from the top
        # (POJ 1704 Georgia and Bob; Winning Ways, "Staircase Nim"), the lowest cell in the
        # positions as the wall
        F("xor of every other gap from the top", lambda a: _xor(_gaps(a, lo)[::-1][0::2]), 3,
          _cpp_gaps_xor(lo), comparable=False),
        # piles in order, each may fall as far as the pile below it: the rises between the
        # sorted values (from 0) are a staircase, its value the xor of every other rise from
        # the top (Topcoder SRM 309 StoneGameStrategist; Winning Ways, "Staircase Nim")
        F("xor of every other rise from the top", lambda a: _xor(_rises(a)[::-1][0::2]), 3,
          _CPP_RISES_XOR, comparable=False),
        # order statistics and sums of the sorted values (b sorted increasingly in C++); only the
        # median, first and last are compared with other features: every comparable feature adds
        # a pair with each other one, the cost that grows fastest at 10^5 positions
        F("3rd smallest", _kth_smallest(3), 3, _cpp_sorted("return b.size() >= 3 ? b[2] : 0LL;"),
          comparable=False),
        F("median", lambda a: sorted(a)[(len(a) - 1) // 2] if a else 0, 2,
          _cpp_sorted("return b.empty() ? 0LL : b[(b.size() - 1) / 2];")),
        # b[n / 2]: the value left when the players alternately merge neighbours by max and by
        # min, the max player first (CF 2003B: m - 1 moves, each player removing one value
        # from its side of the order statistics)
        F("upper median", lambda a: sorted(a)[len(a) // 2] if a else 0, 2,
          _cpp_sorted("return b.empty() ? 0LL : b[b.size() / 2];"), comparable=False),
        F("sum of the top 2", lambda a: sum(sorted(a, reverse=True)[:2]), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < 2 && i < b.size(); ++i) "
                      "r += b[b.size() - 1 - i]; return r;"), comparable=False),
        F("sum of the top 3", lambda a: sum(sorted(a, reverse=True)[:3]), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < 3 && i < b.size(); ++i) "
                      "r += b[b.size() - 1 - i]; return r;"), comparable=False),
        F("alternating sum from the largest", lambda a: sum(
            v if i % 2 == 0 else -v for i, v in enumerate(sorted(a, reverse=True))), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < b.size(); ++i) "
                      "r += (i % 2 == 0 ? 1 : -1) * b[b.size() - 1 - i]; return r;"),
          comparable=False),
        # the sorted values' gaps, and the narrowest window holding n/2 + 1 of them: two
        # players ban values in turn until two are left, the smaller one's owner wanting them
        # close, the other far apart (Codeforces 594A: min over i of a_(i + n/2) - a_(i))
        F("min gap of the sorted values", _min_window(1), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i + 1 < b.size(); ++i) "
                      "r = i == 0 ? b[1] - b[0] : std::min(r, b[i + 1] - b[i]); return r;"),
          comparable=False),
        F("max gap of the sorted values", lambda a: max(
            (y - x for x, y in zip(sorted(a), sorted(a)[1:])), default=0), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i + 1 < b.size(); ++i) "
                      "r = std::max(r, b[i + 1] - b[i]); return r;"), comparable=False),
        F("min of a_(i + n/2) - a_(i)", _min_window(None), 3,
          _cpp_sorted("long long r = 0; std::size_t h = b.size() / 2; for (std::size_t i = 0; "
                      "h > 0 && i + h < b.size(); ++i) r = i == 0 ? b[h] - b[0] : "
                      "std::min(r, b[i + h] - b[i]); return r;"), comparable=False),
        F("h-index", _h_index, 3,
          _cpp_sorted("std::size_t i = 0; while (i < b.size() && b[b.size() - 1 - i] >= "
                      "(long long)i + 1) ++i; return (long long)i;"), comparable=False),
        # the values against their ranks from the smallest, a_(1) <= a_(2) <= ...: some
        # permutation p of 1..n has a_i <= p_i iff no a_(i) > i (Hall's condition), and then
        # raising the values to it takes sum (i - a_(i)) = n(n + 1) / 2 - sum steps
        # (CodeChef SPACEARR: values raised one at a time, who breaks the condition loses)
        F("#(a_(i) > i) from the smallest", lambda a: sum(
            v > i for i, v in enumerate(sorted(a), 1)), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < b.size(); ++i) "
                      "r += b[i] > (long long)i + 1; return r;"), comparable=False),
        F("sum of (i - a_(i)) from the smallest", lambda a: sum(
            i - v for i, v in enumerate(sorted(a), 1)), 3,
          _cpp_sorted("long long r = 0; for (std::size_t i = 0; i < b.size(); ++i) "
                      "r += (long long)i + 1 - b[i]; return r;"), comparable=False),
        # the Young diagram walked along its diagonal: a token moved one cell right (every
        # pile loses one) or one down (the largest pile eaten) reaches the corner of the
        # Durfee square, then only the arm or the leg is left (AtCoder AGC 002 E Candy Piles)
        F("arm of the h-index corner", _corner_arm, 4,
          _cpp_sorted("std::size_t i = 0; while (i < b.size() && b[b.size() - 1 - i] >= "
                      "(long long)i + 1) ++i; return i ? b[b.size() - i] - (long long)i : 0LL;"),
          comparable=False),
        F("leg of the h-index corner", _corner_leg, 4,
          _cpp_sorted("std::size_t i = 0; while (i < b.size() && b[b.size() - 1 - i] >= "
                      "(long long)i + 1) ++i; if (!i) return 0LL; long long c = 0; "
                      "for (long long v : b) c += v >= (long long)i; return c - (long long)i;"),
          comparable=False),
        # multiplicities
        F("#values occurring once", _multiplicity_count(lambda c: c == 1), 3,
          _CPP_MULTIPLICITIES.format("kv.second == 1"), comparable=False),
        F("#values occurring twice", _multiplicity_count(lambda c: c == 2), 3,
          _CPP_MULTIPLICITIES.format("kv.second == 2"), comparable=False),
        # the values occurring once, from the smallest (max + 1 when there are fewer): in a
        # MEX game the first player secures one such value, the second removes the next
        # (CF 1943A: min(mex, the 2nd smallest value occurring once))
        *(F(f"{th} smallest value occurring once", _kth_once(k), 3,
            f"[&] {{ std::map<long long, long long> c; for (long long v : a) ++c[v]; "
            f"long long m = c.empty() ? 0LL : c.rbegin()->first + 1; long long k = {k}; "
            f"for (const auto& kv : c) "
            f"if (kv.second == 1 && --k == 0) return kv.first; return m; }}()", comparable=False)
          for k, th in ((1, "1st"), (2, "2nd"))),
        # the elements having the xor's highest bit: the piles a winning Nim move may take
        # from (each is lowered to a xor x), and the count whose parity and residue mod 4 decide
        # a game of taking numbers into one's own xor (CF 1383B GameGame); 0 when the xor is 0
        F("#(a_i with hibit(xor))", _with_xor_hibit, 3,
          "[&] { long long x = 0; for (long long v : a) x ^= v; if (x <= 0) return 0LL; "
          "int h = 63 - __builtin_clzll((unsigned long long)x); "
          "return (long long)std::count_if(a.begin(), a.end(), "
          "[&](long long v) { return v >= 0 && (v >> h & 1); }); }()"),
        F("xor is an element", lambda a: _xor(a) in a, 3,
          "[&] { long long x = 0; for (long long v : a) x ^= v; "
          "return std::find(a.begin(), a.end(), x) != a.end(); }()", boolean=True,
          derivable=False, comparable=False),
        # the rank of the values over GF(2) (the size of a xor basis, Gaussian elimination on
        # the bits), and whether some nonempty part of them xors to 0 (rank < length): a player
        # who may open any boxes of Nim before taking wins iff such a part is there, to open
        # last (BZOJ 3759 Hungergame); 0 / false with a negative value
        F("xor rank", _xor_rank, 3, _CPP_XOR_RANK, derivable=False, comparable=False),
        F("a nonempty part xors to 0", lambda a: min(a, default=0) >= 0 and _xor_rank(a) < len(a),
          3, "[&] { for (long long v : a) if (v < 0) return false; return " + _CPP_XOR_RANK +
          " < (long long)a.size(); }()", boolean=True,
          derivable=False, comparable=False),
        # a split of the values into two groups of equal sum (the partition problem): the
        # second player keeps it by answering each pick from the other group (Codeforces
        # 1839E Decreasing Game); a subset-sum table up to half the sum
        F("splits into two equal sums", _equal_split, 3,
          "[&] { long long t = 0; for (long long v : a) { if (v < 0) return false; t += v; } "
          "if (t % 2) return false; long long h = t / 2; if (h > 10000000LL) { "
          "std::set<long long> r{0}; for (long long v : a) { std::vector<long long> add; "
          "for (long long x : r) if (x + v <= h) add.push_back(x + v); "
          "r.insert(add.begin(), add.end()); } return r.count(h) > 0; } "
          "std::vector<char> dp(h + 1, 0); dp[0] = 1; "
          "for (long long v : a) for (long long s = h; s >= v; --s) "
          "if (dp[s - v]) dp[s] = 1; return dp[h] != 0; }()", boolean=True,
          derivable=False, comparable=False),
        # Moore's Nim_k (take from up to k piles at once) is lost by the mover exactly when, at
        # every bit, the number of piles with that bit is a multiple of k + 1 (E. H. Moore,
        # Annals of Math. 11 (1910); snippets/moore_nim.hpp, compared with it in the tests)
        *(F(f"bit counts mod {m} all 0", _bit_counts_zero(m), 3,
            "[&] { for (int b = 0; b < 63; ++b) { long long c = 0; for (long long v : a) "
            f"c += v >> b & 1; if (c % {m} != 0) return false; }} return true; }}()",
            boolean=True, derivable=False, comparable=False) for m in (3, 4)),
        # the ends of a sequence of varying length (0 when empty)
        F("first", lambda a: a[0] if a else 0, 2, "(a.empty() ? 0LL : a[0])"),
        F("last", lambda a: a[-1] if a else 0, 2, "(a.empty() ? 0LL : a[a.size() - 1])"),
        F("stack pairs", lambda a: _stack_pairs(a, operator.eq), 3,
          _cpp_stack_pairs("a", "long long", "st.back() == v"), comparable=False),
        # the closure of the values under |x - y| is {g, 2g, ..., max}, g their gcd: how many
        # values it adds is how many moves a game that adds differences lasts (CF 346A)
        F("gcd", lambda a: math.gcd(*a) if a else 0, 3,
          "[&] { long long g = 0; for (long long v : a) g = std::gcd(g, v); return g; }()",
          comparable=False),
        F("max / gcd - distinct", _closure_adds, 3,
          f"[&] {{ long long g = 0; for (long long v : a) g = std::gcd(g, v); return g == 0 ? "
          f"0LL : {_CPP_MAX} / g - ({_cpp_sorted('return (long long)(std::unique(b.begin(), b.end()) - b.begin());')}); }}()",
          comparable=False),
    ]
    fs += term_features(fs) + quantifier_features() + residue_count_features()
    lengths = {len(p) for p in positions}
    if len(lengths) == 1 and 0 < next(iter(lengths)) <= 4:
        fs += element_features(next(iter(lengths)), [f"a{i + 1}" for i in range(4)], cost=2)
    return fs


# the two elements at each end of a sequence of varying length (0 where missing), and how far
# apart two of them are: a position that opens with a few numbers of their own before the row
# (AtCoder ABC 078 D: the two cards in hand, then the deck; the answer is
# max(|last - second|, |last - second last|))
_ENDS = (("first", lambda a: a[0] if a else 0, "(a.empty() ? 0LL : a[0])"),
         ("second", lambda a: a[1] if len(a) >= 2 else 0, "(a.size() >= 2 ? a[1] : 0LL)"),
         ("second last", lambda a: a[-2] if len(a) >= 2 else 0,
          "(a.size() >= 2 ? a[a.size() - 2] : 0LL)"),
         ("last", lambda a: a[-1] if a else 0, "(a.empty() ? 0LL : a[a.size() - 1])"))


def ends_features() -> list[Feature]:
    """second, second last, and |x - y| for every two of the four end elements."""
    fs = [Feature(name, fn, 2, cpp) for name, fn, cpp in _ENDS[1:3]]
    for (x, fx, cx), (y, fy, cy) in itertools.combinations(_ENDS, 2):
        fs.append(Feature(f"|{x} - {y}|", (lambda fx, fy: lambda a: abs(fx(a) - fy(a)))(fx, fy),
                          3, f"std::llabs({cx} - {cy})", derivable=False))
    # where the last smallest (largest) stands, counted from the end from 0: with "index of
    # min", how far the nearest 0 is from each end (a coin between two walls of empty edges
    # walks towards one of them: Luogu P1288, whose answer is the parity of either count)
    for name, pick in (("min", "std::min_element"), ("max", "std::max_element")):
        fs.append(Feature(
            f"index of {name} from the end",
            (lambda f: lambda a: a[::-1].index(f(a)) if a else 0)(min if name == "min" else max),
            3, f"(long long)({pick}(a.rbegin(), a.rend()) - a.rbegin())"))
    return fs


SPLIT_TABLE = 10 ** 7      # half sums up to this by a table, larger ones by the set of sums


def _xor_rank(a) -> int:
    """The dimension of the span of the values over GF(2): a xor basis kept with distinct
    highest bits, each value lowered by it (0 when a value is negative)."""
    if any(v < 0 for v in a):
        return 0
    basis: list[int] = []
    for v in a:
        for b in basis:
            v = min(v, v ^ b)
        if v:
            basis.append(v)
            basis.sort(reverse=True)
    return len(basis)


# the same in C++ (0 with a negative value)
_CPP_XOR_RANK = ("[&] { long long r = 0; unsigned long long basis[64] = {}; for (long long v : a) "
                 "{ if (v < 0) return 0LL; unsigned long long x = (unsigned long long)v; "
                 "for (int b = 63; b >= 0 && x; --b) if (x >> b & 1) { if (!basis[b]) "
                 "{ basis[b] = x; ++r; x = 0; } else x ^= basis[b]; } } return r; }()")


def _equal_split(a) -> bool:
    """The values split into two groups of equal sum (False with a negative value)."""
    if any(v < 0 for v in a) or sum(a) % 2:
        return False
    half = sum(a) // 2
    if half > SPLIT_TABLE:      # huge values: the sums of the groups, at most 2^len(a)
        sums = {0}
        for v in a:
            sums |= {t + v for t in sums if t + v <= half}
        return half in sums
    reach = 1                   # bit s: some group of the values seen sums to s
    for v in a:
        reach |= reach << v
    return bool(reach >> half & 1)


def _records(a) -> int:
    """How many elements are larger than every element before them (left-to-right maxima)."""
    top, count = None, 0
    for x in a:
        if top is None or x > top:
            top, count = x, count + 1
    return count


def record_features() -> list[Feature]:
    """The left-to-right maxima of a sequence (its records) counted from each end: a move that
    cuts the sequence at its maximum takes exactly one record away (HackerRank Gaming Array:
    the first player wins iff the records from the start are odd in number)."""
    loop = ("[&] {{ long long r = 0, top = 0; bool any = false; for ({}) {{ long long x = a[i]; "
            "if (!any || x > top) {{ top = x; any = true; ++r; }} }} return r; }}()")
    return [Feature("#records from the start", _records, 3,
                    loop.format("std::size_t i = 0; i < a.size(); ++i")),
            Feature("#records from the end", lambda a: _records(a[::-1]), 3,
                    loop.format("std::size_t i = a.size(); i-- > 0;"))]


def _window_sum(c: int, best):
    """a -> best (min or max) of the sums of len(a) // 2 + c consecutive elements (0 when that
    width is below 1 or above the length)."""
    def at(a) -> int:
        w = len(a) // 2 + c
        if w < 1 or w > len(a):
            return 0
        run = sum(a[:w])
        out = run
        for i in range(w, len(a)):
            run += a[i] - a[i - w]
            out = best(out, run)
        return out
    return at


WINDOW_SHIFTS = (1,)     # the window of n/2 + 1: each more width costs every sequence's mining


def window_features() -> list[Feature]:
    """The least and the largest sum of n/2 + c consecutive elements (c in WINDOW_SHIFTS), n the
    length: a player who takes from the ends while the other only merges leaves one window
    to the other (Baekjoon 33059 Cake Game: Bessie, who merges two neighbours, eats the least
    window of n/2 + 1 cakes, Elsie the rest)."""
    out = []
    for c in WINDOW_SHIFTS:
        width = f"n/2{f' + {c}' if c > 0 else f' - {-c}' if c < 0 else ''}"
        for word, best, pick in (("least", min, "std::min"), ("largest", max, "std::max")):
            out.append(Feature(
                f"{word} sum of {width} in a row", _window_sum(c, best), 3,
                f"[&] {{ long long w = (long long)a.size() / 2 + ({c}); if (w < 1 || "
                f"w > (long long)a.size()) return 0LL; long long run = 0; for (long long i = 0; "
                f"i < w; ++i) run += a[i]; long long r = run; for (long long i = w; "
                f"i < (long long)a.size(); ++i) {{ run += a[i] - a[i - w]; r = {pick}(r, run); }} "
                f"return r; }}()", derivable=False))
    return out


def _inversions(a) -> int:
    """How many pairs i < j have a_i > a_j: from the right, each element counts the smaller
    ones already passed (a sorted list, bisect)."""
    passed: list = []
    count = 0
    for x in reversed(a):
        k = bisect.bisect_left(passed, x)
        count += k
        passed.insert(k, x)
    return count


# from the right, a Fenwick tree over the values' ranks counts the smaller ones passed: O(n log n)
_CPP_INVERSIONS = (
    "[&] { std::vector<long long> v(a.begin(), a.end()); std::sort(v.begin(), v.end()); "
    "v.erase(std::unique(v.begin(), v.end()), v.end()); std::vector<long long> t(v.size() + 1, 0); "
    "long long r = 0; for (std::size_t i = a.size(); i-- > 0;) { std::size_t k = (std::size_t)"
    "(std::lower_bound(v.begin(), v.end(), a[i]) - v.begin()); for (std::size_t j = k; j > 0; "
    "j -= j & (~j + 1)) r += t[j]; for (std::size_t j = k + 1; j <= v.size(); j += j & (~j + 1)) "
    "++t[j]; } return r; }()")


def inversion_features() -> list[Feature]:
    """The inversions of a sequence: a move that swaps two neighbours standing in the wrong
    order removes exactly one, and a swap of any two elements changes their parity (a
    permutation's sign), so games of sorting by swaps, and of filling the gaps of a sequence
    for an odd count (LibreOJ 524), are decided by their parity."""
    return [Feature("#inversions", _inversions, 3, _CPP_INVERSIONS)]


def element_features(k: int, names, cost: int = 1) -> list[Feature]:
    """Each coordinate of a fixed-length tuple by name, and |x - y| for pairs."""
    # total on other lengths too (0 where missing): rules are re-checked on larger positions
    fs = [Feature(names[i], (lambda i: lambda a: a[i] if i < len(a) else 0)(i), cost,
                  f"(a.size() > {i} ? a[{i}] : 0LL)") for i in range(k)]
    if k == 2:
        x, y = names[0], names[1]
        fs.append(Feature(f"|{x} - {y}|", lambda a: abs(a[0] - a[1]) if len(a) >= 2 else 0,
                          cost + 1, "(a.size() >= 2 ? std::llabs(a[0] - a[1]) : 0LL)"))
    return fs


WYTHOFF_PARAMETERS = (2, 3, 4, 5)     # a = 1 is golden(|x - y|) above


def wythoff_feature(names, a_name: str, a_of, a_cpp: str, pair_of=lambda a: a) -> Feature:
    """`wythoff pair(x, y; a)`: the two numbers are a losing pair of Wythoff's game with
    parameter a, min(x, y) == wythoff(|x - y|, a) (explore/numbers.py). A flag, not the number
    wythoff(...): compared with a constant, its -1 where a does not divide |x - y| would state
    residues in a roundabout way. a is a constant at one value, a term in the game's parameters
    across values (a_of reads it from what the feature is given; pair_of reads the numbers)."""
    x, y = names[0], names[1]

    def holds(p) -> bool:
        u, v = pair_of(p)[0], pair_of(p)[1]
        return min(u, v) == wythoff(abs(u - v), a_of(p))
    return Feature(f"wythoff pair({x}, {y}; {a_name})", holds, 3,
                   f"(std::min(a[0], a[1]) == ({WYTHOFF_CPP})(std::llabs(a[0] - a[1]), {a_cpp}))",
                   boolean=True, derivable=False, comparable=False)


def bitwise_features(positions, names) -> list[Feature]:
    """Two numbers >= 0 (grundy_features): `x | y`, `x & y`, the lowest 0 bit of `x | y` and
    its lowest 1 bit as a power, 2^v2(x | y);
    when the positions' least number lo is not 0, the same of the numbers counted from it,
    `(x - lo) | (y - lo)`, as well (a pile of s >= 1 stones is s - 1 units that can move).
    The lowest 0 bit of an or is where a binary carry stops: SDOI 2009 E&D, a row (a, b) of
    piles that one player replaces by any split of a or of b, has the Grundy value
    lowest 0 bit((a - 1) | (b - 1))."""
    x, y = names[0], names[1]
    low = min(min(p) for p in positions)
    lz = NUMBER_CPP["lowest 0 bit"]
    # no parity: that of an or / and is "x is odd or (and) y is odd", which reads better
    odd_free = dict(comparable=False, moduli=tuple(k for k in MODULI if k != 2))
    fs = []
    for s in sorted({0, low}):
        u, v = (x, y) if not s else (f"{x} - {s}", f"{y} - {s}")
        cu, cv = (("a[0]", "a[1]") if not s else (f"(a[0] - {s}LL)", f"(a[1] - {s}LL)"))
        ored = (lambda s: lambda a: (a[0] - s) | (a[1] - s))(s)
        fs += [Feature(f"({u}) | ({v})" if s else f"{u} | {v}", ored, 3, f"({cu} | {cv})",
                       **odd_free),
               Feature(f"({u}) & ({v})" if s else f"{u} & {v}",
                       (lambda s: lambda a: (a[0] - s) & (a[1] - s))(s), 3, f"({cu} & {cv})",
                       **odd_free),
               Feature(f"lowest 0 bit(({u}) | ({v}))" if s else f"lowest 0 bit({u} | {v})",
                       (lambda f: lambda a: lowest_zero_bit(f(a)))(ored), 4,
                       f"({lz})({cu} | {cv})", derivable=False, comparable=False),
               # the largest power of 2 dividing both, 2^v2(x | y) (0 for 0 | 0): the ruler
               # function of the or, the value of a coin alone on a board where a head at
               # (x, y) turns the squares of side 2^k at its corner (Baekjoon 35172)
               Feature(f"2^v2(({u}) | ({v}))" if s else f"2^v2({u} | {v})",
                       (lambda f: lambda a: f(a) & -f(a))(ored), 4,
                       f"(({cu} | {cv}) & -({cu} | {cv}))", derivable=False, comparable=False)]
    return fs


def grundy_features(shape, positions, result: str) -> list[Feature]:
    """Features offered for Grundy values only (result "grundy", and g of a sum's part): two
    numbers' bitwise or / and and the or's lowest 0 bit, with their number functions. For a
    win flag they only restate parities roundabout (`lowest 0 bit((n - 1) | (m - 1)) != 0` for
    `n is even or m is even`), so they are not offered there."""
    kind, params = _kind_and_params(shape)
    if result != "grundy" or kind != "numbers" or not positions or \
            {len(p) for p in positions} != {2} or min(min(p) for p in positions) < 0:
        return []
    names = list(params.get("names") or ("x", "y"))
    fs = bitwise_features(positions, names)
    return fs + [d for f in fs if f.derivable and not f.boolean
                 for d in derived(f, f.moduli or MODULI)]


# The parities of number functions of n: a forced halving alternates the mover, so a game
# that halves an even n decides by v2(n)'s parity (n = 4^a * odd); popcount(n)'s is the odious
# numbers' (Thue-Morse), log2(n)'s a doubling race's. The number functions of a feature are not
# derived again (derived()), so these three are offered by name, for a game on one number only.
PARITY_FUNCTIONS = (("v2", v2), ("popcount", popcount), ("log2", log2_floor))


def _nivasch(a) -> int:
    """floor(|x/y - y/x|) of two positive numbers, 0 when one is 0 or less."""
    x, y = a[0], a[1]
    return 0 if x <= 0 or y <= 0 else abs(x * x - y * y) // (x * y)


def _function_parities(name: str) -> list[Feature]:
    out = []
    for key, fn in PARITY_FUNCTIONS:
        f = Feature(f"{key}({name})", (lambda fn: lambda a: int(fn(a[0])))(fn), 2,
                    f"({NUMBER_CPP[key]})(n)")
        out += derived(f, (2,), numbers=False)
    return out


def _named_points(names) -> list[tuple[int, int]]:
    """The places (i, j) of the points a tuple's names declare: two names that end in the same
    number (r1 and c1, x2 and y2), in the order of their first names."""
    groups: dict = {}
    for i, name in enumerate(names):
        m = re.fullmatch(r"([A-Za-z_]+?)_?(\d+)", name)
        if m:
            groups.setdefault(m.group(2), []).append(i)
    return [tuple(g) for g in groups.values() if len(g) == 2]


def _point_distances(names, points) -> list[Feature]:
    """Each pair of points' distance in steps of one coordinate (Manhattan) and of both at
    once (Chebyshev: a king)."""
    fs = []
    for (i, i2), (j, j2) in itertools.combinations(points, 2):
        p, q = f"({names[i]}, {names[i2]})", f"({names[j]}, {names[j2]})"
        dx, dy = f"std::llabs(a[{i}] - a[{j}])", f"std::llabs(a[{i2}] - a[{j2}])"
        fs += [Feature(f"steps{p}{q}", (lambda i, i2, j, j2: lambda a: abs(a[i] - a[j]) +
                                       abs(a[i2] - a[j2]))(i, i2, j, j2), 3, f"({dx} + {dy})"),
               Feature(f"king steps{p}{q}", (lambda i, i2, j, j2: lambda a: max(
                   abs(a[i] - a[j]), abs(a[i2] - a[j2])))(i, i2, j, j2), 3,
                       f"std::max({dx}, {dy})")]
    return fs


def number_features(positions, names) -> list[Feature]:
    """Features of a tuple of k named whole numbers."""
    k = len(positions[0]) if positions else 1
    if k == 1:
        name = names[0] if names else "n"
        # n = 2^k - 1 (a flag: n + 1 with every number function fits noise on small n, e.g.
        # spf(n + 1) <= 23 for "n is not 28 or 30" on 1..31); the prime count pi(n) (a game that
        # takes primes out of 1..n lasts pi(n) moves); n <= 10^9 (-1 beyond)
        return [Feature(name, lambda a: a[0], 1, "n"),
                Feature(f"is_pow2({name} + 1)", lambda a: is_pow2(a[0] + 1), 3,
                        f"({NUMBER_CPP['is_pow2']})(n + 1)", boolean=True, derivable=False,
                        comparable=False),
                Feature(f"pi({name})", lambda a: primes_up_to(a[0]), 3,
                        f"({NUMBER_CPP['pi']})(n)"),
                # the smallest Zeckendorf term of n and of n - 1: Fibonacci Nim with a first
                # cap k is lost by the mover iff zeck(n) > k, and its misère form (the last
                # stone loses) iff n = 1 or zeck(n - 1) > k
                Feature(f"zeck({name})", lambda a: zeck(a[0]), 3, f"({NUMBER_CPP['zeck']})(n)",
                        derivable=False, parameters_only=True),
                Feature(f"zeck({name} - 1)", lambda a: zeck(a[0] - 1), 3,
                        f"({NUMBER_CPP['zeck']})(n - 1)", derivable=False, parameters_only=True),
                # a move that divides n by a power of one of its primes is Nim on the
                # exponents (yukicoder No.2)
                Feature(f"xor of prime exponents({name})", lambda a: exponent_xor(a[0]), 3,
                        f"({NUMBER_CPP['xorexp']})(n)", derivable=False, comparable=False),
                # how many primes divide n and how far apart their exponents are: a game that
                # multiplies a counter by n's primes splits on them (Kattis multiplicationgame:
                # one prime, two of equal or neighbouring exponents, or a tie)
                Feature(f"#distinct primes({name})", lambda a: distinct_primes(a[0]), 3,
                        f"({NUMBER_CPP['distinct primes']})(n)", derivable=False, comparable=False),
                Feature(f"exponent spread({name})", lambda a: exponent_spread(a[0]), 3,
                        f"({NUMBER_CPP['exponent spread']})(n)", derivable=False, comparable=False),
                *_function_parities(name)]
    names = list(names or ("x", "y", "z", "w")[:k]) + [f"x{i}" for i in range(k)]
    fs = element_features(k, names)
    # each number's largest proper divisor (a length cut into t >= 2 equal parts of at least
    # k can be cut iff lpd >= k, Codeforces 78C): for the numbers themselves only, not derived
    # from every feature (the vocabulary of a string game would grow by a function it never
    # needs), and not for a game on one number n, where `lpd(n) <= 13` singles out n = 28 as
    # a rule (tests/explore/test_near_miss.py)
    fs += [Feature(f"lpd({names[i]})", (lambda i: lambda a: lpd(a[i]) if i < len(a) else 0)(i),
                   3, f"({NUMBER_CPP['lpd']})((a.size() > {i} ? a[{i}] : 0LL))",
                   derivable=False) for i in range(k)]
    if k >= 3:
        fs += [Feature("sum", sum, 1, _CPP_SUM), Feature("min", min, 1, _CPP_MIN),
               Feature("max", max, 1, _CPP_MAX)]
    else:
        fs += [Feature("min", min, 2, _CPP_MIN), Feature("max", max, 2, _CPP_MAX)]
    if all(min(p) >= 0 for p in positions):
        # the numbers' xor: a token at (x, y) that moves down one coordinate at a time is a Nim
        # of those piles (a rook's move towards the corner), g = x xor y
        fs.append(Feature(" xor ".join(names[:k]), _xor, 2,
                          "[&] { long long r = 0; for (long long v : a) r ^= v; return r; }()",
                          derivable=False, comparable=False))
    if k == 2 and all(min(p) >= 0 for p in positions):
        # the golden ratio's Beatty sequence, floor(phi * v) (explore/numbers.py's golden): the
        # losing positions of Wythoff's game are min = golden(|x - y|), and the player to move
        # in Euclid's game wins iff max > golden(min) (or x = y)
        gold = NUMBER_CPP["golden"]
        fs += [Feature("golden(min)", lambda a: golden(min(a)), 3, f"({gold})({_CPP_MIN})"),
               Feature(f"golden(|{names[0]} - {names[1]}|)", lambda a: golden(abs(a[0] - a[1])),
                       3, f"({gold})(std::llabs(a[0] - a[1]))")]
        # the same for Wythoff's game with a parameter a (both piles may lose amounts that
        # differ by less than a): its losing pairs, min = wythoff(|x - y|, a) (numbers.py)
        fs += [wythoff_feature(names, str(w), (lambda w: lambda a: w)(w), f"{w}LL")
               for w in WYTHOFF_PARAMETERS]
        lo = min(min(p) for p in positions) if positions else 0
        if lo > 0:
            # a board counted from lo (1 in most statements): Wythoff's losing pairs of the
            # numbers counted from it, min - lo = golden(|x - y|) (a queen moving towards the
            # corner (1, 1): CodeChef LAMQUGAM at d = 1)
            fs.append(Feature(f"({names[0]} - {lo}, {names[1]} - {lo}) a Wythoff losing pair",
                              lambda a: min(a) - lo == golden(abs(a[0] - a[1])), 3,
                              f"({_CPP_MIN} - {lo}LL == ({gold})(std::llabs(a[0] - a[1])))",
                              boolean=True, derivable=False, comparable=False))
        # Euclid's game kept positive (subtract a multiple of the smaller from the larger, the
        # game over at (d, d)) has Grundy value floor(|x/y - y/x|) (Nivasch, Discrete Math. 306,
        # 2006; snippets/euclid_game.hpp's euclidGrossmanGrundy): a sum of such pairs is the
        # xor of it (CodeChef GAMEAAM). Exact in integers: |x^2 - y^2| div (x y), 0 when one is 0
        x, y = names[0], names[1]
        fs.append(Feature(f"floor(|{x}/{y} - {y}/{x}|)", _nivasch, 3,
                          "((a[0] <= 0 || a[1] <= 0) ? 0LL : (long long)(((__int128)std::llabs("
                          "a[0] - a[1]) * ((__int128)a[0] + a[1])) / ((__int128)a[0] * a[1])))"))
    if k == 2 and all(min(p) >= 0 for p in positions):
        # their nim product: two-dimensional coin turning is the product of its rows' and its
        # columns' games (Tartan's theorem, Winning Ways, ch. 14), so turning the corners of a
        # rectangle is worth r nim-times c on the cell (r, c) counted from 1 (HDU 3404)
        x, y = names[0], names[1]
        fs.append(Feature(f"nimprod({x}, {y})", lambda a: nim_product(a[0], a[1]), 3,
                          f"({NIM_PRODUCT_CPP})(a[0], a[1])", derivable=False, comparable=False))
    if k == 2:
        # the two numbers' highest bits compared: Cutcake (a B x D sheet, Left cutting one way
        # and Right the other) is worth an integer whose sign is that of log2(D) - log2(B)
        # (Berlekamp, Conway, Guy, Winning Ways, ch. 2)
        x, y = names[0], names[1]
        lg = NUMBER_CPP["log2"]
        fs.append(Feature(f"log2({x}) - log2({y})", lambda a: log2_floor(a[0]) - log2_floor(a[1]),
                          3, f"(({lg})(a[0]) - ({lg})(a[1]))", derivable=False))
    if k == 4:
        # two points (x1, y1), (x2, y2) on a board, e.g. two pieces racing to a corner: each
        # point's distance to the corner by steps of one coordinate (x + y, Manhattan) or of
        # both at once (max, Chebyshev: a king), and its min (CF 533C Board Game)
        for i in (0, 2):
            x, y = names[i], names[i + 1]
            fs += [Feature(f"{x} + {y}", (lambda i: lambda a: a[i] + a[i + 1])(i), 2,
                           f"(a[{i}] + a[{i + 1}])"),
                   Feature(f"max({x}, {y})", (lambda i: lambda a: max(a[i], a[i + 1]))(i), 2,
                           f"std::max(a[{i}], a[{i + 1}])"),
                   Feature(f"min({x}, {y})", (lambda i: lambda a: min(a[i], a[i + 1]))(i), 2,
                           f"std::min(a[{i}], a[{i + 1}])")]
    if k == 6:
        # three points (x1, y1), (x2, y2), (x3, y3): a board's far corner and two pieces, or
        # three pieces; each pair's distance in steps of one coordinate (Manhattan: a piece
        # moving right or down) and of both at once (Chebyshev: a king), so that a race is
        # read as one distance compared with another (CodeChef TANDP: a thief stepping right
        # or down against a policeman who may also step diagonally or wait)
        fs += _point_distances(names, [(0, 1), (2, 3), (4, 5)])
    elif k >= 4:
        # points named by a shared number, (r1, c1) and (r2, c2), beside other numbers (a
        # board's side n): their distances as above. A piece that steps one cell and one that
        # steps one or two on an n x n board: the first wins iff it starts next to the second
        # (Luogu P4576, `steps(r1, c1)(r2, c2) == 1`)
        fs += _point_distances(names, _named_points(names[:k]))
    if k in (2, 3) and all(min(p) >= 0 for p in positions):
        fs += _gcd_features(k, names)
    if k == 2 and all(min(p) >= 0 for p in positions):
        fs += _range_xor_features(names)
    if k <= 3:
        for i in range(k):
            for j in range(k):
                if i == j:
                    continue
                x, y = names[i], names[j]
                if i < j:
                    fs.append(Feature(f"{x} + {y}", (lambda i, j: lambda a: a[i] + a[j])(i, j), 2,
                                      f"(a[{i}] + a[{j}])"))
                if all(p[j] > 0 for p in positions):
                    # x // y and x % y, taken as 0 and x where y = 0 (C++ agrees for x, y >= 0)
                    fs.append(Feature(f"{x} // {y}", (lambda i, j: lambda a: a[i] // a[j]
                                                      if a[j] else 0)(i, j),
                                      3, f"(a[{j}] != 0 ? a[{i}] / a[{j}] : 0LL)",
                                      derivable=False))
                    fs.append(Feature(f"{x} % {y}", (lambda i, j: lambda a: a[i] % a[j]
                                                     if a[j] else a[i])(i, j),
                                      3, f"(a[{j}] != 0 ? a[{i}] % a[{j}] : a[{i}])",
                                      derivable=False))
                if all(p[j] > 0 for p in positions) and all(p[i] >= 0 for p in positions):
                    # the sum 1 + 2 + ... + x mod y: cards 1..x put down in turn onto a running
                    # total mod y (not compared with the other features, nor twice it: each
                    # costs every game on two numbers a search of their pairs; a chessboard
                    # game's rule of four literals took 8.7 s, 12.8 s with both)
                    fs += [Feature(f"{x}({x} + 1)/2 % {y}", (lambda i, j: lambda a: (
                                a[i] * (a[i] + 1) // 2) % a[j])(i, j), 3,
                                f"((a[{i}] * (a[{i}] + 1) / 2) % a[{j}])", derivable=False,
                                comparable=False)]
                if all(p[j] >= 0 for p in positions):
                    # x mod (y + 1): take 1..y stones (Bachet), and 1, 2 or y cells (1-2-K)
                    fs.append(Feature(f"{x} % ({y} + 1)", (lambda i, j: lambda a: a[i] % (a[j] + 1)
                                                           if a[j] >= 0 else a[i])(i, j),
                                      3, f"(a[{j}] >= 0 ? a[{i}] % (a[{j}] + 1) : a[{i}])"))
    return fs


def _xor_upto(n: int) -> int:
    """0 ^ 1 ^ ... ^ n (0 for n < 0): n, 1, n + 1, 0 by n mod 4."""
    return 0 if n < 0 else (n, 1, n + 1, 0)[n % 4]


_CPP_XOR_UPTO = ("[](long long n) -> long long { return n < 0 ? 0LL : n % 4 == 0 ? n : "
                 "n % 4 == 1 ? 1LL : n % 4 == 2 ? n + 1 : 0LL; }")


def _range_xor_features(names: list[str]) -> list[Feature]:
    """Two numbers as a run of consecutive integers: the xor of x, x + 1, ..., x + y - 1 (y of
    them from x) and of x..y (0 when y < x), each by the xor of 0..n in closed form. Nim on
    the heaps of such runs is their xor (Codeforces 15C Industrial Nim: quarries of m dumpers
    holding x, x + 1, ..., x + m - 1 stones)."""
    out = []
    for i, j in ((0, 1), (1, 0)):
        x, y = names[i], names[j]
        out += [Feature(f"xor of {x}..{x} + {y} - 1", (lambda i, j: lambda a: (
                    _xor_upto(a[i] + a[j] - 1) ^ _xor_upto(a[i] - 1) if a[j] > 0 else 0))(i, j),
                        3, f"[&] {{ auto X = {_CPP_XOR_UPTO}; return a[{j}] > 0 ? X(a[{i}] + "
                           f"a[{j}] - 1) ^ X(a[{i}] - 1) : 0LL; }}()",
                        derivable=False, comparable=False)]
        if i < j:
            out += [Feature(f"xor of {x}..{y}", (lambda i, j: lambda a: (
                        _xor_upto(a[j]) ^ _xor_upto(a[i] - 1) if a[j] >= a[i] else 0))(i, j),
                            3, f"[&] {{ auto X = {_CPP_XOR_UPTO}; return a[{j}] >= a[{i}] ? "
                               f"X(a[{j}]) ^ X(a[{i}] - 1) : 0LL; }}()",
                            derivable=False, comparable=False)]
    return out


def _gcd_features(k: int, names: list[str]) -> list[Feature]:
    """gcd(x, y) of each pair of the numbers, and for three numbers the third divided by the
    other two's gcd: the numbers two labels a and b reach by sums and differences are the
    multiples of gcd(a, b) (Bezout), so a game that builds them all up to n lasts
    n / gcd(a, b) - 2 moves (HDU 5512 Pagodas); the quotient's remainder too."""
    out = []
    for i, j in ((0, 1), (0, 2), (1, 2))[:1 if k == 2 else 3]:
        x, y = names[i], names[j]
        gcd_cpp = f"std::gcd(a[{i}], a[{j}])"
        # not derived nor compared with the other features: two numbers' every rule would
        # search the gcd's residues and number functions too (a chessboard game's rule of
        # four literals took twice as long)
        out.append(Feature(f"gcd({x}, {y})", (lambda i, j: lambda a: math.gcd(a[i], a[j]))(i, j),
                           3, gcd_cpp, derivable=False, comparable=False))
        if k == 3:
            t = 3 - i - j
            z = names[t]
            out += [Feature(f"{z} // gcd({x}, {y})", (lambda i, j, t: lambda a: a[t] // math.gcd(
                        a[i], a[j]) if a[i] or a[j] else 0)(i, j, t), 3,
                        f"({gcd_cpp} != 0 ? a[{t}] / {gcd_cpp} : 0LL)"),
                    Feature(f"{z} % gcd({x}, {y})", (lambda i, j, t: lambda a: a[t] % math.gcd(
                        a[i], a[j]) if a[i] or a[j] else a[t])(i, j, t), 3,
                        f"({gcd_cpp} != 0 ? a[{t}] % {gcd_cpp} : a[{t}])", derivable=False)]
    return out


# ---- strings ----

def _runs_longest_first(s: str, c: str) -> list[int]:
    """The lengths of the runs (maximal blocks) of the letter c, longest first."""
    return sorted((len(m) for m in re.findall(f"{re.escape(c)}+", s)), reverse=True)


def _span(s: str, c: str) -> int:
    """The cells from the first c to the last, both included; 0 when s has no c."""
    return s.rfind(c) - s.find(c) + 1 if c in s else 0


def _kth_run(s: str, c: str, k: int) -> int:
    """The k-th longest run of the letter c (0 when there are fewer than k)."""
    runs = _runs_longest_first(s, c)
    return runs[k - 1] if len(runs) >= k else 0


def _cpp_runs_of(q: str, ret: str) -> str:
    """C++ over the runs of the letter q sorted longest first (a vector r), returning ret."""
    return (f"[&] {{ std::vector<long long> r; long long k = 0; for (char x : s) "
            f"{{ if (x == '{q}') ++k; else {{ if (k) r.push_back(k); k = 0; }} }} "
            f"if (k) r.push_back(k); std::sort(r.rbegin(), r.rend()); {ret} }}()")


def _places(s: str, c: str, from_end: bool) -> list[int]:
    """The places of the cs, from 0 at the first cell (or at the last)."""
    n = len(s)
    return [n - 1 - i if from_end else i for i, x in enumerate(s) if x == c]


def _places_features(c: str, q: str) -> list[Feature]:
    """The places of the letter c, counted from either end: tokens that only move towards one
    end are decided by them. The sum: each move takes a token an odd number of cells, so the
    parity of the game's length is fixed (Topcoder SRM 534 EllysCheckers: steps of 1, jumps of
    3). The xor: a token on cell i moved any number of cells towards the end is a Nim heap of
    i, and two tokens on one cell cancel (Nimble, Winning Ways; a row of coins, one per
    cell)."""
    out = []
    for from_end in (False, True):
        where = " from the end" if from_end else ""
        at = "(long long)(s.size() - 1 - i)" if from_end else "(long long)i"
        for name, fold, op, derivable in (("sum", sum, "+=", True), ("xor", _xor, "^=", False)):
            out.append(Feature(
                f"{name} of places of {c}s{where}",
                (lambda c, e, f: lambda s: f(_places(s, c, e)))(c, from_end, fold), 3,
                f"[&] {{ long long r = 0; for (std::size_t i = 0; i < s.size(); ++i) "
                f"if (s[i] == '{q}') r {op} {at}; return r; }}()",
                derivable=derivable, comparable=False))
    # the cs at even places from the end less those at odd places: the string read as a
    # binary number with c as 1 is this mod 3, as 2 = -1 mod 3 (CodeChef CHN07: a move
    # subtracts a power of 2, so the second player wins iff 3 divides the number)
    out.append(Feature(
        f"#{c}s at even places - at odd places, from the end",
        (lambda c: lambda s: sum(1 if (len(s) - 1 - i) % 2 == 0 else -1
                                 for i, x in enumerate(s) if x == c))(c), 3,
        f"[&] {{ long long r = 0; for (std::size_t i = 0; i < s.size(); ++i) "
        f"if (s[i] == '{q}') r += (s.size() - 1 - i) % 2 == 0 ? 1 : -1; return r; }}()"))
    return out


def _counted_beside(c: str, d: str, after: bool, fold) -> Callable:
    """fold over the cs of the number of ds after (or before) each."""
    def fn(s) -> int:
        seen, out = 0, []
        for x in (reversed(s) if after else s):
            if x == d:
                seen += 1
            elif x == c:
                out.append(seen)
        return fold(out)
    return fn


def _beside_features(c: str, qc: str, d: str, qd: str) -> list[Feature]:
    """The ds beside each c. Summed: the pairs of a c before a d, the length of a game whose
    every move swaps one such neighbouring pair (a coin moving one cell into a blank). Xored,
    the ds after each c: a c moved past some ds while what it passes slides back one cell
    keeps the others' counts, so each c is a Nim heap of the ds after it (and before it, for
    moves towards the start)."""
    out = []
    for after in (True, False):
        side = "after" if after else "before"
        loop = ("for (std::size_t i = s.size(); i-- > 0;)" if after else
                "for (std::size_t i = 0; i < s.size(); ++i)")
        body = (f"[&] {{ long long r = 0, k = 0; {loop} {{ if (s[i] == '{qd}') ++k; "
                f"else if (s[i] == '{qc}') r OP= k; }} return r; }}()")
        out.append(Feature(f"xor over the {c}s of the {d}s {side} each",
                           _counted_beside(c, d, after, _xor), 3, body.replace("OP", "^"),
                           derivable=False, comparable=False))
        if after:
            out.append(Feature(f"#({c} before {d}) pairs", _counted_beside(c, d, True, sum), 3,
                               body.replace("OP", "+"), derivable=False))
    return out


def string_features(positions, alphabet: str | None) -> list[Feature]:
    letters = sorted(set(alphabet or "") | {c for s in positions for c in s})
    F = Feature
    runs = "[&] { long long r = 0; for (std::size_t i = 0; i < s.size(); ++i) " \
           "r += (i == 0 || s[i] != s[i - 1]) ? 1 : 0; return r; }()"
    fs = [
        F("length", len, 1, "(long long)s.size()"),
        F("runs", lambda s: sum(1 for i in range(len(s)) if i == 0 or s[i] != s[i - 1]), 2, runs),
        # neighbours that are equal (length - runs): a flip of a block that must make more
        # neighbours differ turns one or two of them (CodeChef BINSTRGAME: a subtraction game
        # {1, 2} on this count)
        F("#equal neighbours", lambda s: sum(1 for i in range(1, len(s)) if s[i] == s[i - 1]),
          2, "[&] { long long r = 0; for (std::size_t i = 1; i < s.size(); ++i) "
             "r += s[i] == s[i - 1] ? 1 : 0; return r; }()"),
        F("ends equal", lambda s: len(s) > 0 and s[0] == s[-1], 2,
          "(!s.empty() && s[0] == s[s.size() - 1])", boolean=True, derivable=False,
          comparable=False),
        F("palindrome", lambda s: s == s[::-1], 2, "std::equal(s.begin(), s.end(), s.rbegin())",
          boolean=True, derivable=False, comparable=False),
        F("leading run", lambda s: len(s) - len(s.lstrip(s[0])) if s else 0, 3,
          "[&] { std::size_t k = 0; while (k < s.size() && s[k] == s[0]) ++k; "
          "return (long long)k; }()"),
        F("trailing run", lambda s: len(s) - len(s.rstrip(s[-1])) if s else 0, 3,
          "[&] { std::size_t k = 0; while (k < s.size() && s[s.size() - 1 - k] == s[s.size() - 1])"
          " ++k; return (long long)k; }()"),
        F("an earlier letter is smaller than the last",
          lambda s: len(s) > 1 and min(s[:-1]) < s[-1], 3,
          "(s.size() > 1 && *std::min_element(s.begin(), s.end() - 1) < s[s.size() - 1])",
          boolean=True, derivable=False, comparable=False),
        F("stack pairs", lambda s: _stack_pairs(s, operator.eq), 3,
          _cpp_stack_pairs("s", "char", "st.back() == v")),
        # the letters as a multiset of counts, whatever the letters are (a string can be
        # reordered into a palindrome iff at most one letter has an odd count: CF 276B)
        F("#letters with odd count", lambda s: sum(1 for v in Counter(s).values() if v % 2), 3,
          "[&] { long long c[256] = {0}; for (unsigned char x : s) ++c[x]; long long r = 0; "
          "for (long long v : c) r += v % 2; return r; }()"),
        F("#distinct letters", lambda s: len(set(s)), 2,
          "[&] { bool c[256] = {false}; long long r = 0; for (unsigned char x : s) "
          "if (!c[x]) { c[x] = true; ++r; } return r; }()"),
    ]
    if len(letters) == 2:       # two letters: adjacent different ones cancel (CF 1373B)
        fs.append(F("stack pairs of different letters", lambda s: _stack_pairs(s, operator.ne), 3,
                    _cpp_stack_pairs("s", "char", "st.back() != v")))
    if len(letters) >= 2:       # the scarcest and the commonest letter: min(#0, #1)
        counts = ", ".join(f"#{c}" for c in letters)
        cpp = ", ".join("(long long)std::count(s.begin(), s.end(), '{}')".format(
            c.replace("\\", "\\\\").replace("'", "\\'")) for c in letters)
        fs.append(F(f"min({counts})", lambda s: min(s.count(c) for c in letters), 2,
                    f"std::min({{{cpp}}})"))
        fs.append(F(f"max({counts})", lambda s: max(s.count(c) for c in letters), 2,
                    f"std::max({{{cpp}}})"))
    if len(letters) == 2:       # how far the two counts are apart: |#0 - #1| (CodeChef GPL)
        x, y = letters
        qx, qy = (c.replace("\\", "\\\\").replace("'", "\\'") for c in letters)
        fs.append(F(f"|#{x} - #{y}|", lambda s: abs(s.count(x) - s.count(y)), 2,
                    f"std::llabs((long long)std::count(s.begin(), s.end(), '{qx}') - "
                    f"(long long)std::count(s.begin(), s.end(), '{qy}'))"))
    for c in letters:
        q = c.replace("\\", "\\\\").replace("'", "\\'")
        fs.append(F(f"#{c}", (lambda c: lambda s: s.count(c))(c), 1,
                    f"(long long)std::count(s.begin(), s.end(), '{q}')"))
        fs.append(F(f"leading {c}s", (lambda c: lambda s: len(s) - len(s.lstrip(c)))(c), 3,
                    f"[&] {{ std::size_t k = 0; while (k < s.size() && s[k] == '{q}') ++k; "
                    f"return (long long)k; }}()"))
        fs.append(F(f"trailing {c}s", (lambda c: lambda s: len(s) - len(s.rstrip(c)))(c), 3,
                    f"[&] {{ std::size_t k = 0; while (k < s.size() && s[s.size() - 1 - k] == "
                    f"'{q}') ++k; return (long long)k; }}()"))
        for k, th in ((1, "longest"), (2, "2nd longest")):   # runs of c sorted by length
            fs.append(F(f"{th} run of {c}s", (lambda c, k: lambda s: _kth_run(s, c, k))(c, k), 3,
                        _cpp_runs_of(q, f"return r.size() >= {k} ? r[{k - 1}] : 0LL;")))
        # the runs taken longest first, in turn (CF 1398B: each player deletes the longest run
        # of 1s left): the first player's share and the difference of the two shares
        # the cs with a c on both sides, sum of max(0, length - 2) over the runs: the moves of
        # a player who may remove a c only between two cs (LeetCode 2038)
        fs.append(F(f"{c}s between two {c}s",
                    (lambda c: lambda s: sum(max(0, r - 2) for r in _runs_longest_first(s, c)))(c),
                    3, f"[&] {{ long long r = 0; for (std::size_t i = 1; i + 1 < s.size(); ++i) "
                       f"r += (s[i - 1] == '{q}' && s[i] == '{q}' && s[i + 1] == '{q}') ? 1 : 0; "
                       f"return r; }}()"))
        # from the first c to the last, both included (0 without a c): the cs fit in one
        # window of k cells iff it is <= k (Codeforces 1190C: k consecutive cards turned
        # alike); on the cells of a board (up to 3 letters) only, so that a larger alphabet's
        # vocabulary does not grow by a feature per letter for it
        if len(letters) <= 3:
            fs.append(F(f"span of {c}s", (lambda c: lambda s: _span(s, c))(c), 3,
                        f"[&] {{ auto i = s.find('{q}'); return i == std::string::npos ? 0LL : "
                        f"(long long)(s.rfind('{q}') - i + 1); }}()"))
            fs += _places_features(c, q)
        fs.append(F(f"runs of {c}s", (lambda c: lambda s: len(_runs_longest_first(s, c)))(c), 2,
                    _cpp_runs_of(q, "return (long long)r.size();")))
        fs.append(F(f"sum of odd places of runs of {c}s from the longest",
                    (lambda c: lambda s: sum(_runs_longest_first(s, c)[0::2]))(c), 3,
                    _cpp_runs_of(q, "long long t = 0; for (std::size_t i = 0; i < r.size(); "
                                    "i += 2) t += r[i]; return t;"), comparable=False))
        fs.append(F(f"alternating sum of runs of {c}s from the longest",
                    (lambda c: lambda s: sum(v if i % 2 == 0 else -v for i, v in
                                             enumerate(_runs_longest_first(s, c))))(c), 3,
                    _cpp_runs_of(q, "long long t = 0; for (std::size_t i = 0; i < r.size(); "
                                    "++i) t += i % 2 == 0 ? r[i] : -r[i]; return t;"),
                    comparable=False))
        # Staircase Nim on the fields between cs (empty ones too), numbered from one end: a
        # piece that moves towards that end into the next field is a coin going down a step,
        # so the xor of every other field's length decides (HDU 5724 Chess: pieces jumping
        # right over their neighbours, the fields between empty cells from the right)
        for from_end in (True, False) if len(letters) <= 3 else ():   # pieces and blanks
            for odd in (True, False):
                where = "from the end" if from_end else "from the start"
                which = "1st, 3rd, ..." if odd else "0th, 2nd, ..."
                fs.append(F(f"xor of every other field between {c}s {where} ({which})",
                            _field_xor(c, from_end, odd), 3,
                            _cpp_field_xor(q, from_end, odd), derivable=False,
                            comparable=False))
    if 2 <= len(letters) <= 3:
        quoted = {c: c.replace("\\", "\\\\").replace("'", "\\'") for c in letters}
        for c, d in itertools.permutations(letters, 2):
            fs += _beside_features(c, quoted[c], d, quoted[d])
    if len(letters) >= 3 and all("a" <= c <= "z" for c in letters):
        fs += letter_value_features()
    if sum(c.isdigit() for c in letters) >= 2:
        fs += digit_features()
        if "?" in letters:
            fs += unknown_digit_features()
    return fs


def _letter_value(c: str) -> int:
    return ord(c) - ord("a") + 1


_CPP_VALUE = "(long long)({} - 'a' + 1)"


def letter_value_features() -> list[Feature]:
    """The letters' values a = 1, b = 2, ..., z = 26, the contests' usual worth of a letter
    (Codeforces 1673A: the letters a player removes score their values): their sum, the first
    and the last letter's, and the smaller and the larger of those two (0 on the empty
    string). Only for strings of lowercase letters, three letters or more."""
    first = lambda s: _letter_value(s[0]) if s else 0              # noqa: E731
    last = lambda s: _letter_value(s[-1]) if s else 0              # noqa: E731
    cf = f"(s.empty() ? 0LL : {_CPP_VALUE.format('s[0]')})"
    cl = f"(s.empty() ? 0LL : {_CPP_VALUE.format('s[s.size() - 1]')})"
    return [
        Feature("sum of letter values (a = 1)", lambda s: sum(map(_letter_value, s)), 3,
                f"[&] {{ long long r = 0; for (char x : s) r += {_CPP_VALUE.format('x')}; "
                f"return r; }}()", derivable=False),
        Feature("first letter's value", first, 3, cf, derivable=False),
        Feature("last letter's value", last, 3, cl, derivable=False),
        Feature("min(first, last letter's value)", lambda s: min(first(s), last(s)), 3,
                f"std::min({cf}, {cl})", derivable=False),
        Feature("max(first, last letter's value)", lambda s: max(first(s), last(s)), 3,
                f"std::max({cf}, {cl})", derivable=False),
    ]


def _field_xor(c: str, from_end: bool, odd: bool, m: int = 0):
    """The xor of the lengths (mod m, when m is given) of the fields between the cs
    (s.split(c), empty ones too) whose number, counted from 0 at the chosen end, is odd (or
    even)."""
    def fn(s) -> int:
        fields = s.split(c)
        if from_end:
            fields.reverse()
        x = 0
        for i in range(int(odd), len(fields), 2):
            x ^= len(fields[i]) % m if m else len(fields[i])
        return x
    return fn


def field_residue_xors(shape, positions: list, labels: list, result: str) -> list[Feature]:
    """For a win or Grundy game on strings of up to 3 letters, Staircase Nim on the fields
    between cs whose every step is the subtraction game "take 1 to m - 1" (2 <= m <= 6): a
    piece that moves 1 to m - 1 cells towards an end carries that many cells from one field
    to the next, so each field at an odd step is worth its length mod m (CodeChef ADAPWNS:
    pawns moving one or two cells left, the xor of every other field's length mod 3). Only
    those that give every label, as residue_xors, since each letter would add 20."""
    kind, _ = _kind_and_params(shape)
    if kind != "string" or result not in ("win", "grundy") or not positions:
        return []
    letters = sorted({c for p in positions for c in p})
    if len(letters) > 3:
        return []
    fits = _fits_every_label(positions, labels, result)
    out = []
    for c in letters:
        for m in range(2, 7):
            for from_end in (True, False):
                for odd in (True, False):
                    fn = _field_xor(c, from_end, odd, m)
                    if not fits(fn):
                        continue
                    where = "from the end" if from_end else "from the start"
                    which = "1st, 3rd, ..." if odd else "0th, 2nd, ..."
                    out.append(Feature(
                        f"xor of (field mod {m}) over every other field between {c}s {where} "
                        f"({which})", fn,
                        3, _cpp_field_xor(c.replace("\\", "\\\\").replace("'", "\\'"), from_end,
                                          odd, m), derivable=False,
                        comparable=False))
                    if len(out) >= RESIDUE_FITS:
                        return out
    return out


def _cpp_field_xor(q: str, from_end: bool, odd: bool, m: int = 0) -> str:
    at = "s[s.size() - 1 - i]" if from_end else "s[i]"
    worth = f"len % {m}" if m else "len"
    return (f"[&] {{ long long x = 0, len = 0, k = 0; for (std::size_t i = 0; i < s.size(); "
            f"++i) {{ if ({at} == '{q}') {{ if (k % 2 == {int(odd)}) x ^= {worth}; ++k; len = 0; }} "
            f"else ++len; }} if (k % 2 == {int(odd)}) x ^= {worth}; return x; }}()")


def _digits(s, lo: int = 0, hi: int | None = None) -> list[int]:
    return [int(c) for c in s[lo:hi] if "0" <= c <= "9"]


def _cpp_digits(body: str, lo: str = "0", hi: str = "s.size()") -> str:
    return (f"[&] {{ long long r = 0; for (std::size_t i = {lo}; i < {hi}; ++i) {{ char c = s[i]; "
            f"if (c >= '0' && c <= '9') {{ long long d = c - '0'; {body} }} }} return r; }}()")


def digit_features() -> list[Feature]:
    """A string of digits is a number written out (other letters, a '?', are not counted):
    games on it read the digit sum (divisibility by 3 and 9), how many digits fall in each
    residue mod 3 (which digits can be taken keeping the sum's residue), and the sums of the two
    halves (a ticket is lucky when they are equal)."""
    F = Feature
    return [
        F("digit sum", lambda s: sum(_digits(s)), 2, _cpp_digits("r += d;")),
        *(F(f"#digits = {r} mod 3", (lambda r: lambda s: sum(1 for d in _digits(s)
                                                          if d % 3 == r))(r), 3,
            _cpp_digits(f"r += d % 3 == {r};"), comparable=False) for r in range(3)),
        # the digits a move may take keeping the sum's residue: those of the sum's residue
        # (UVa 11489: a digit may go only when what is left is a multiple of 3)
        F("#digits = digit sum mod 3", lambda s: sum(1 for d in _digits(s)
                                                      if d % 3 == sum(_digits(s)) % 3), 3,
          "[&] { long long t = " + _cpp_digits("r += d;") + "; long long k = 0; "
          "for (char c : s) if (c >= '0' && c <= '9' && (c - '0') % 3 == t % 3) ++k; "
          "return k; }()", comparable=False),
        # the digits of one parity at the places (from 1) of one parity: a player who may only
        # mark the places of a parity wins by the last digit's parity (CF 1419A Digit Game)
        *(F(f"#{dp} digits at {pp} places", (lambda d, q: lambda s: sum(
            1 for i, c in enumerate(s) if c.isdigit() and int(c) % 2 == d and (i + 1) % 2 == q))(
                int(dp == "odd"), int(pp == "odd")), 3,
            f"[&] {{ long long r = 0; for (std::size_t i = 0; i < s.size(); ++i) "
            f"if (s[i] >= '0' && s[i] <= '9' && (s[i] - '0') % 2 == {int(dp == 'odd')} && "
            f"(i + 1) % 2 == {int(pp == 'odd')}) ++r; return r; }}()", comparable=False)
          for dp in ("odd", "even") for pp in ("odd", "even")),
        # the smallest and the largest digit, the first and the last (-1 without a digit): a
        # player who may move any digit to the front, or has the last one taken from him, keeps
        # one of them (CF 1684A Digit Minimization: the last digit of two, else the smallest)
        F("min digit", lambda s: min(_digits(s), default=-1), 2,
          "[&] { long long r = -1; for (char c : s) if (c >= '0' && c <= '9' && (r < 0 || "
          "c - '0' < r)) r = c - '0'; return r; }()"),
        F("max digit", lambda s: max(_digits(s), default=-1), 2,
          "[&] { long long r = -1; for (char c : s) if (c >= '0' && c <= '9' && c - '0' > r) "
          "r = c - '0'; return r; }()"),
        F("first digit", lambda s: next(iter(_digits(s)), -1), 2,
          "[&] { for (char c : s) if (c >= '0' && c <= '9') return (long long)(c - '0'); "
          "return -1LL; }()"),
        F("last digit", lambda s: next(iter(_digits(s)[::-1]), -1), 2,
          "[&] { for (std::size_t i = s.size(); i-- > 0;) if (s[i] >= '0' && s[i] <= '9') "
          "return (long long)(s[i] - '0'); return -1LL; }()"),
        F("digit sum of the first half", lambda s: sum(_digits(s, 0, len(s) // 2)), 3,
          _cpp_digits("r += d;", hi="s.size() / 2")),
        F("digit sum of the second half", lambda s: sum(_digits(s, len(s) // 2)), 3,
          _cpp_digits("r += d;", lo="s.size() / 2")),
    ]


def _halves(s) -> tuple[int, int]:
    """(digit sum of the first half - of the second, #? of the second half - of the first)."""
    h = len(s) // 2
    return (sum(_digits(s, 0, h)) - sum(_digits(s, h)),
            s[h:].count("?") - s[:h].count("?"))


def unknown_digit_features() -> list[Feature]:
    """Digits still to be written ('?'), by the players in turn, one wanting the halves' sums
    equal: the balance of the Ticket Game (CF 1215D, LeetCode 1927). Each '?' can be answered by
    its pair's 9 - d, so the halves end equal exactly when the known difference is 9/2 per '?'
    the other half has more: 2 (first - second digit sum) = 9 (#? second - #? first)."""
    F = Feature
    diff = "[&] { long long r = 0; for (std::size_t i = 0; i < s.size(); ++i) " \
           "if (s[i] >= '0' && s[i] <= '9') r += (i < s.size() / 2 ? 1 : -1) * (s[i] - '0'); " \
           "return r; }()"
    unknown = "[&] { long long r = 0; for (std::size_t i = 0; i < s.size(); ++i) " \
              "if (s[i] == '?') r += i < s.size() / 2 ? -1 : 1; return r; }()"
    return [
        F("digit sum of the first half - of the second", lambda s: _halves(s)[0], 3, diff,
          comparable=False),
        F("#? of the second half - of the first", lambda s: _halves(s)[1], 3, unknown,
          comparable=False),
        F("2·(digit sum difference) = 9·(#? difference)",
          lambda s: 2 * _halves(s)[0] == 9 * _halves(s)[1], 4,
          f"(2 * {diff} == 9 * {unknown})", boolean=True, derivable=False, comparable=False),
    ]


# ---- sets, grids ----

def set_features() -> list[Feature]:
    """C++: over the set's elements as `const std::vector<long long>& a`, in any order."""
    F = Feature
    return [F("size", len, 1, _CPP_LEN),
            F("min", lambda s: min(s) if s else -1, 1,
              "(a.empty() ? -1LL : *std::min_element(a.begin(), a.end()))"),
            F("max", lambda s: max(s) if s else -1, 1,
              "(a.empty() ? -1LL : *std::max_element(a.begin(), a.end()))"),
            F("sum", sum, 1, _CPP_SUM)]


def grid_features(positions) -> list[Feature]:
    """Rows, columns, cells and, per letter, its count and the lines holding nothing else. C++:
    over `const std::vector<std::string>& grid`, one string per row."""
    letters = sorted({c for g in positions for row in g for c in row})
    F = Feature
    fs = [F("rows", len, 1, "(long long)grid.size()"),
          F("columns", lambda g: len(g[0]) if g else 0, 1,
            "(grid.empty() ? 0LL : (long long)grid[0].size())"),
          F("cells", lambda g: sum(len(r) for r in g), 1,
            "[&] { long long k = 0; for (const auto& r : grid) k += (long long)r.size(); "
            "return k; }()")]
    for c in letters:
        q = c.replace("\\", "\\\\").replace("'", "\\'")
        rows_only = (f"(long long)std::count_if(grid.begin(), grid.end(), [](const std::string& r) "
                     f"{{ return std::all_of(r.begin(), r.end(), [](char x) {{ return x == '{q}'; "
                     f"}}); }})")
        columns_only = (f"[&] {{ long long k = 0; std::size_t w = grid.empty() ? 0 : grid[0].size(); "
                        f"for (std::size_t j = 0; j < w; ++j) {{ bool all = true; for (const auto& r "
                        f": grid) all = all && r[j] == '{q}'; k += all; }} return k; }}()")
        fs.append(F(f"#{c}", (lambda c: lambda g: sum(r.count(c) for r in g))(c), 1,
                    f"[&] {{ long long k = 0; for (const auto& r : grid) k += (long long)std::count("
                    f"r.begin(), r.end(), '{q}'); return k; }}()"))
        # lines holding nothing but c: the free rows and columns of a grid
        fs.append(F(f"rows of {c}s only", (lambda c: lambda g: sum(
            1 for r in g if r.count(c) == len(r)))(c), 2, rows_only, derivable=False,
            comparable=False))
        fs.append(F(f"columns of {c}s only", (lambda c: lambda g: sum(
            1 for j in range(len(g[0]) if g else 0) if all(r[j] == c for r in g)))(c), 2,
            columns_only, derivable=False, comparable=False))
        fs.append(F(f"min(rows, columns of {c}s only)", (lambda c: lambda g: min(
            sum(1 for r in g if r.count(c) == len(r)),
            sum(1 for j in range(len(g[0]) if g else 0) if all(r[j] == c for r in g))))(c),
            3, f"std::min({rows_only}, {columns_only})", comparable=False))
    return fs


def rows_of_width(positions, width: int) -> list[Feature]:
    """A string that is a board written row after row, `width` cells a row (a parameter of the
    game, dividing the length of every position), read as a grid: every grid feature, named
    "as rows of W: ..." (CF 1365A Matrix Game written as one string: the free rows and columns).
    C++: the grid is cut from `s` first."""
    def cut(s) -> list[str]:
        return [s[i:i + width] for i in range(0, len(s), width)]
    out = []
    for f in grid_features([cut(s) for s in positions]):
        cpp = None if f.cpp is None else (
            f"[&] {{ std::vector<std::string> grid; for (std::size_t i = 0; i + {width} <= "
            f"s.size(); i += {width}) grid.push_back(s.substr(i, {width})); "
            f"return (long long)({f.cpp}); }}()")
        out.append(dataclasses.replace(f, name=f"as rows of {width}: {f.name}",
                                       fn=(lambda fn: lambda s: fn(cut(s)))(f.fn), cpp=cpp))
    return out + [d for f in out if f.derivable and not f.boolean for d in derived(f, MODULI)]


def _adjacency(g) -> list[list[int]]:
    adj: list[list[int]] = [[] for _ in range(g.n)]
    for u, v in g.edges:
        adj[u].append(v)
        adj[v].append(u)
    return adj


def distances(adj, src) -> list[int]:
    """Distance from src to every vertex (breadth-first), -1 where unreachable."""
    dist = [-1] * len(adj)
    dist[src] = 0
    queue = [src]
    for u in queue:
        for w in adj[u]:
            if dist[w] < 0:
                dist[w] = dist[u] + 1
                queue.append(w)
    return dist


# ---- maximum matchings (exact, by bitmask; the graphs of the explorer are small) ----

def matching_number(adj, removed: int = -1) -> int:
    """The size of a maximum matching of the graph without vertex `removed`: take the lowest
    vertex v left; either it stays unmatched, or it is matched to a neighbour left."""
    n = len(adj)
    nbr = [sum(1 << w for w in adj[v]) for v in range(n)]

    @lru_cache(maxsize=None)
    def best(mask: int) -> int:
        if mask == 0:
            return 0
        v = (mask & -mask).bit_length() - 1
        rest = mask & ~(1 << v)
        out = best(rest)
        cand = nbr[v] & rest
        while cand:
            w = (cand & -cand).bit_length() - 1
            cand &= cand - 1
            out = max(out, 1 + best(rest & ~(1 << w)))
        return out
    full = (1 << n) - 1
    return best(full & ~(1 << removed) if removed >= 0 else full)


def in_every_maximum_matching(adj, v: int) -> bool:
    """v is covered by every maximum matching exactly when deleting it lowers the matching
    number (a maximum matching missing v is one of G - v)."""
    return matching_number(adj, v) < matching_number(adj)


# The C++ of a graph's features is an expression over `int n`, `const
# std::vector<std::vector<int>>& adj` (each vertex's neighbours) and, for a marked vertex,
# `int marked` (-1: none); the maximum matching by the same bitmask recursion (n <= 62):
CPP_MATCHING = (
    "[&](int removed) -> int { int m = int(adj.size()), roots = 0; long long ends = 0; "
    "std::vector<int> order, par(m, -2); "
    "for (int s = 0; s < m; ++s) { if (s == removed || par[s] != -2) continue; ++roots; "
    "par[s] = -1; std::size_t h = order.size(); order.push_back(s); "
    "for (; h < order.size(); ++h) for (int w : adj[order[h]]) if (w != removed) { ++ends; "
    "if (par[w] == -2) { par[w] = order[h]; order.push_back(w); } } } "
    # a forest (contest trees of 2*10^5 vertices): deepest first, a vertex is matched with its
    # parent when both are free, which is optimal on a forest; O(n)
    "if (ends / 2 == (long long)order.size() - roots) { std::vector<char> used(m, 0); int r = 0; "
    "for (std::size_t i = order.size(); i-- > 0;) { int v = order[i], p = par[v]; "
    "if (p >= 0 && !used[v] && !used[p]) { used[v] = used[p] = 1; ++r; } } return r; } "
    # a graph with a cycle: every subset of the vertices left, lowest vertex first
    "assert(m <= 25 && \"a maximum matching of a graph with a cycle: n <= 25 here\"); "
    "std::vector<long long> nb(m, 0); "
    "for (int v = 0; v < m; ++v) for (int w : adj[v]) nb[v] |= 1LL << w; "
    "std::vector<int> memo(std::size_t(1) << m, -1); "
    "std::function<int(long long)> best = [&](long long mask) -> int { if (mask == 0) return 0; "
    "int& r = memo[std::size_t(mask)]; if (r >= 0) return r; int v = __builtin_ctzll(mask); "
    "long long rest = mask & ~(1LL << v); int out = best(rest); long long c = nb[v] & rest; "
    "while (c) { int w = __builtin_ctzll(c); c &= c - 1; "
    "out = std::max(out, 1 + best(rest & ~(1LL << w))); } return r = out; }; "
    "long long full = (1LL << m) - 1; return best(removed >= 0 ? full & ~(1LL << removed) "
    ": full); }")


def _components(g) -> int:
    adj, seen, k = _adjacency(g), set(), 0
    for v in range(g.n):
        if v not in seen:
            k += 1
            seen.update(u for u, d in enumerate(distances(adj, v)) if d >= 0)
    return k


def _diameter(g) -> int:
    adj = _adjacency(g)
    return max((d for v in range(g.n) for d in distances(adj, v)), default=0)


def colour_sides(g) -> tuple[int, int]:
    """The sizes of the two colour classes of a connected bipartite graph (a tree's: the vertices
    at even and at odd depth from any vertex), the smaller first; (0, 0) for a graph that is not
    connected (its sides depend on how each part is coloured) or not bipartite. Textbook use: a
    bipartite graph on sides p, q holds at most p * q edges, so a game that adds edges keeping
    it bipartite lasts exactly p * q - edges moves (AtCoder ABC 398 E, Codeforces 862B)."""
    if g.n == 0:
        return (0, 0)
    d = distances(_adjacency(g), 0)
    if min(d) < 0 or any(d[u] % 2 == d[v] % 2 for u, v in g.edges):
        return (0, 0)
    odd = sum(x % 2 for x in d)
    return (min(odd, g.n - odd), max(odd, g.n - odd))


def _addable_keeping_bipartite(g) -> int:
    """p * q - edges for a connected bipartite graph on sides p, q (colour_sides); 0 else."""
    p, q = colour_sides(g)
    return p * q - len(g.edges) if p else 0


def _degree(g, v) -> int:
    return sum(1 for e in g.edges if v in e)


def _leaves(g) -> int:
    return sum(1 for v in range(g.n) if _degree(g, v) == 1)


def _mark(g):
    """The vertex the one-vertex features read: the marked one, else a rooted tree's root."""
    return g.marked if g.marked is not None else getattr(g, "root", None)


def _marked_eccentricity(g) -> int:
    if _mark(g) is None:
        return 0
    return max(distances(_adjacency(g), _mark(g)))


def _largest_branch(g) -> int:
    m = _mark(g)
    if m is None:
        return 0
    adj, seen, best = _adjacency(g), {m}, 0
    for s in range(g.n):
        if s in seen:
            continue
        seen.add(s)
        todo, size = [s], 0
        while todo:
            u = todo.pop()
            size += 1
            for w in adj[u]:
                if w not in seen:
                    seen.add(w)
                    todo.append(w)
        best = max(best, size)
    return best


def _marked_to_leaf(g) -> int:
    if _mark(g) is None:
        return 0
    dist = distances(_adjacency(g), _mark(g))
    return min((dist[v] for v in range(g.n) if _degree(g, v) <= 1 and dist[v] >= 0), default=0)


# ---- the tree hanging from the marked vertex, folded from its leaves up ----
# Rooted tree games are decided by a value computed from the children's: Green Hackenbush on a
# rooted tree is worth the xor of (child's value + 1) (the colon principle: Berlekamp, Conway,
# Guy, Winning Ways, ch. 7; the kit's snippets/hackenbush_tree.hpp, compared with it in
# tests/explore/test_textbook_features.py); a token that only walks away from the root has the
# mex of its children's values (Sprague-Grundy on the tree itself). The marked vertex (else a
# rooted tree's root) is the root; when its component is not a tree, these are -1.

def _rooted(g):
    """(order, parent) of a breadth-first search from the marked vertex, or None when there is
    no mark or its component has a cycle."""
    if _mark(g) is None:
        return None
    adj = _adjacency(g)
    parent, order, ends = {_mark(g): -1}, [_mark(g)], 0
    for u in order:
        for w in adj[u]:
            ends += 1
            if w not in parent:
                parent[w] = u
                order.append(w)
    return (order, parent) if ends // 2 == len(order) - 1 else None


def _fold(combine, add: int):
    def value(g) -> int:
        rooted = _rooted(g)
        if rooted is None:
            return 0 if _mark(g) is None else -1
        order, parent = rooted
        kids: dict = {v: [] for v in order}
        val = {}
        for v in reversed(order):
            val[v] = combine(kids[v])
            if parent[v] >= 0:
                kids[parent[v]].append(val[v] + add)
        return val[_mark(g)]
    return value


def _depth_count(odd: bool, step: int = 1):
    """How many vertices have depth div step odd (even) below the marked vertex."""
    def count(g) -> int:
        rooted = _rooted(g)
        if rooted is None:
            return 0 if _mark(g) is None else -1
        order, parent = rooted
        depth = {}
        for v in order:
            depth[v] = depth[parent[v]] + 1 if parent[v] >= 0 else 0
        return sum(1 for v in order if depth[v] // step % 2 == int(odd))
    return count


def _even_subtrees(g) -> int:
    rooted = _rooted(g)
    if rooted is None:
        return 0 if _mark(g) is None else -1
    order, parent = rooted
    size = dict.fromkeys(order, 1)
    for v in reversed(order):
        if parent[v] >= 0:
            size[parent[v]] += size[v]
    return sum(1 for v in order if size[v] % 2 == 0)


def _depth_sum(leaves_only: bool):
    """The sum of the depths below the marked vertex: of every vertex, or of the leaves only
    (the vertices with no child; the mark alone is none). A game whose every play lasts that
    many moves (tokens on the leaves climbing one edge a move to the root, where they go) is
    decided by its parity."""
    def total(g) -> int:
        rooted = _rooted(g)
        if rooted is None:
            return 0 if _mark(g) is None else -1
        order, parent = rooted
        depth, inner = {}, set()
        for v in order:
            depth[v] = depth[parent[v]] + 1 if parent[v] >= 0 else 0
            if parent[v] >= 0:
                inner.add(parent[v])
        return sum(depth[v] for v in order
                   if not leaves_only or (parent[v] >= 0 and v not in inner))
    return total


def _paths_down(j: int):
    """The most edges that j paths from the marked vertex down to leaves cover together. The
    long-path decomposition cuts the tree into chains, each vertex's chain going on through its
    deepest child; the j longest chains are the j paths' best cover (taking the deepest leaf,
    then the leaf that adds most, and so on, is optimal: the classic greedy of choosing k
    leaves, Codeforces 526G). With j >= the leaves it is every edge below the mark."""
    def total(g) -> int:
        rooted = _rooted(g)
        if rooted is None:
            return 0 if _mark(g) is None else -1
        order, parent = rooted
        height = dict.fromkeys(order, 0)
        for v in reversed(order):
            if parent[v] >= 0:
                height[parent[v]] = max(height[parent[v]], height[v] + 1)
        chains, through = [height[order[0]]], set()
        for v in order[1:]:
            p = parent[v]
            if p not in through and height[v] + 1 == height[p]:
                through.add(p)              # p's chain goes on through v
            else:
                chains.append(height[v] + 1)    # a chain starts at v, with the edge up to p
        return sum(sorted(chains, reverse=True)[:j])
    return total


# a vertex's key from its depth d and subtree size s (the mark's component, rooted at the mark)
VERTEX_KEYS = {"depth": (lambda d, s: d, "d[v]"),
               "subtree size": (lambda d, s: s, "s[v]"),
               # the ancestor-descendant pairs a vertex heads less those it closes: when each
               # such pair split between the two players pays its ancestor's owner, a vertex
               # is worth exactly this to whoever takes it, whatever the order of the picks
               "descendants - ancestors": (lambda d, s: s - 1 - d, "s[v] - 1 - d[v]")}


def _greedy(key: str, share: bool):
    """Both players take in turn the vertex of largest key: the first player's total (share),
    or the first's less the second's (the alternating sum of the keys sorted down)."""
    of = VERTEX_KEYS[key][0]

    def total(g) -> int:
        rooted = _rooted(g)
        if rooted is None:
            return 0 if _mark(g) is None else -1
        order, parent = rooted
        depth, size = {}, dict.fromkeys(order, 1)
        for v in order:
            depth[v] = depth[parent[v]] + 1 if parent[v] >= 0 else 0
        for v in reversed(order):
            if parent[v] >= 0:
                size[parent[v]] += size[v]
        keys = sorted((of(depth[v], size[v]) for v in order), reverse=True)
        return sum(keys[0::2]) - (0 if share else sum(keys[1::2]))
    return total


_CPP_GREEDY = ("std::vector<long long> d(adj.size(), 0), s(adj.size(), 1), k; "
               "for (int v : order) if (par[v] >= 0) d[v] = d[par[v]] + 1; "
               "for (std::size_t i = order.size(); i-- > 1;) s[par[order[i]]] += s[order[i]]; "
               "for (int v : order) k.push_back(KEY); std::sort(k.rbegin(), k.rend()); "
               "long long r = 0; for (std::size_t i = 0; i < k.size(); ++i) "
               "r += i % 2 == 0 ? k[i] : SECOND; return r;")


def _cpp_rooted(body: str) -> str:
    """C++ with `order` (breadth-first from marked) and `par` (-1 at the root) in scope for
    body, which returns a long long; -1 when the marked vertex's component has a cycle."""
    return ("(marked < 0 ? 0LL : [&]() -> long long { std::vector<int> order{marked}, "
            "par(adj.size(), -2); par[marked] = -1; long long ends = 0; "
            "for (std::size_t h = 0; h < order.size(); ++h) for (int w : adj[order[h]]) "
            "{ ++ends; if (par[w] == -2) { par[w] = order[h]; order.push_back(w); } } "
            "if (ends / 2 != (long long)order.size() - 1) return -1; " + body + " }())")


def _cpp_fold(combine: str, add: int) -> str:
    """combine: an expression over `std::vector<long long>& k`, the children's values."""
    return _cpp_rooted(
        "std::vector<std::vector<long long>> kid(adj.size()); long long top = 0; "
        "for (std::size_t i = order.size(); i-- > 0;) { int v = order[i]; "
        f"std::vector<long long>& k = kid[v]; long long r = {combine}; "
        f"if (par[v] >= 0) kid[par[v]].push_back(r + {add}); else top = r; }} return top;")


def _mex_of(values) -> int:
    present, m = set(values), 0
    while m in present:
        m += 1
    return m


def _misere_win(values) -> int:
    return int(not values or 0 in values)


_CPP_MISERE_K = "(long long)(k.empty() || std::count(k.begin(), k.end(), 0LL) > 0)"
_CPP_XOR_K = "[&] { long long x = 0; for (long long c : k) x ^= c; return x; }()"
_CPP_MIN_K = "(k.empty() ? 0LL : *std::min_element(k.begin(), k.end()))"
_CPP_MEX_K = ("[&] { std::sort(k.begin(), k.end()); long long m = 0; "
              "for (long long c : k) if (c == m) ++m; return m; }()")
_CPP_DEPTH_COUNT = ("std::vector<long long> d(adj.size(), 0); long long r = 0; for (int v : order) "
                    "{ if (par[v] >= 0) d[v] = d[par[v]] + 1; r += d[v] / STEP % 2 == PARITY; } "
                    "return r;")
_CPP_DEPTH_SUM = ("std::vector<long long> d(adj.size(), 0); std::vector<char> inner(adj.size(), 0); "
                  "long long r = 0; for (int v : order) if (par[v] >= 0) { d[v] = d[par[v]] + 1; "
                  "inner[par[v]] = 1; } for (int v : order) if (!LEAVES || (par[v] >= 0 && "
                  "!inner[v])) r += d[v]; return r;")
_CPP_PATHS_DOWN = ("std::vector<long long> h(adj.size(), 0); for (std::size_t i = order.size(); "
                   "i-- > 1;) { int v = order[i]; h[par[v]] = std::max(h[par[v]], h[v] + 1); } "
                   "std::vector<char> through(adj.size(), 0); std::vector<long long> c{h[marked]}; "
                   "for (std::size_t i = 1; i < order.size(); ++i) { int v = order[i], p = par[v]; "
                   "if (!through[p] && h[v] + 1 == h[p]) through[p] = 1; else c.push_back(h[v] + 1); } "
                   "std::sort(c.rbegin(), c.rend()); long long r = 0; "
                   "for (std::size_t i = 0; i < c.size() && i < J; ++i) r += c[i]; return r;")
_CPP_EVEN_SUBTREES = ("std::vector<long long> s(adj.size(), 1); long long r = 0; "
                      "for (std::size_t i = order.size(); i-- > 0;) { int v = order[i]; "
                      "r += s[v] % 2 == 0; if (par[v] >= 0) s[par[v]] += s[v]; } return r;")


def rooted_features() -> list[Feature]:
    F = Feature
    return [
        F("colon value(marked)", _fold(lambda k: _xor(k), 1), 3, _cpp_fold(_CPP_XOR_K, 1)),
        F("mex down(marked)", _fold(_mex_of, 0), 3, _cpp_fold(_CPP_MEX_K, 0)),
        F("nearest leaf below(marked)", _fold(lambda k: min(k, default=0), 1), 3,
          _cpp_fold(_CPP_MIN_K, 1)),
        # the same token game played misere (who cannot move wins): the mover wins at a leaf,
        # else iff some child is lost; with the normal one it says whether the mover can
        # both win and lose a game at will (Codeforces 455B A Lot of Games, k games in a row)
        F("misère win(marked)", lambda g: _fold(_misere_win, 0)(g) == 1, 3,
          f"({_cpp_fold(_CPP_MISERE_K, 0)} == 1)", boolean=True, derivable=False,
          comparable=False),
        F("#odd depth(marked)", _depth_count(True), 3,
          _cpp_rooted(_CPP_DEPTH_COUNT.replace("PARITY", "1").replace("STEP", "1"))),
        F("#even depth(marked)", _depth_count(False), 3,
          _cpp_rooted(_CPP_DEPTH_COUNT.replace("PARITY", "0").replace("STEP", "1"))),
        # Staircase Nim on a tree whose coins go k levels up at once (Codeforces 1498F
        # Christmas Game): the levels in blocks of k, the odd blocks the stairs that count
        *(F(f"#(depth div {k} odd)(marked)", _depth_count(True, k), 3,
            _cpp_rooted(_CPP_DEPTH_COUNT.replace("PARITY", "1").replace("STEP", str(k))))
          for k in (2, 3)),
        F("#even subtrees(marked)", _even_subtrees, 3, _cpp_rooted(_CPP_EVEN_SUBTREES)),
        F("sum of depths(marked)", _depth_sum(False), 3,
          _cpp_rooted(_CPP_DEPTH_SUM.replace("LEAVES", "0"))),
        F("sum of leaf depths(marked)", _depth_sum(True), 3,
          _cpp_rooted(_CPP_DEPTH_SUM.replace("LEAVES", "1"))),
        # the most edges j paths down from the mark cover: a walk from the root through j
        # chosen vertices and back is twice that (AtCoder ABC 369 G at unit lengths)
        *(F(f"edges on {j} paths down(marked)", _paths_down(j), 3,
            _cpp_rooted(_CPP_PATHS_DOWN.replace("J", str(j)))) for j in (2, 3)),
        # the vertices taken in turn by the largest key (a score game whose every vertex is
        # worth a fixed amount to its taker): the first player's total, and the difference
        *(F(f"greedy {word} of {key}(marked)", _greedy(key, share), 3,
            _cpp_rooted(_CPP_GREEDY.replace("KEY", VERTEX_KEYS[key][1]).replace(
                "SECOND", "0" if share else "-k[i]")))
          for key in VERTEX_KEYS for word, share in (("share", True), ("difference", False))),
    ]


# breadth-first distances from src (-1: unreachable), over adj; graph_features.py reads it too
CPP_GRAPH_BFS = ("[&](int src) { std::vector<int> d(adj.size(), -1); std::vector<int> q{src}; "
                  "d[src] = 0; for (std::size_t h = 0; h < q.size(); ++h) for (int w : adj[q[h]]) "
                  "if (d[w] < 0) { d[w] = d[q[h]] + 1; q.push_back(w); } return d; }")
_CPP_EDGES = ("[&] { long long m = 0; for (const auto& x : adj) m += (long long)x.size(); "
              "return m / 2; }()")
_CPP_COMPONENTS = (f"[&] {{ std::vector<int> seen(n, 0); long long k = 0; for (int v = 0; v < n; "
                   f"++v) if (!seen[v]) {{ ++k; auto d = ({CPP_GRAPH_BFS})(v); for (int u = 0; "
                   f"u < n; ++u) if (d[u] >= 0) seen[u] = 1; }} return k; }}()")
_CPP_MAX_DEGREE = ("[&] { long long r = 0; for (const auto& x : adj) r = std::max(r, "
                   "(long long)x.size()); return r; }()")
# colour_sides: (smaller, larger) colour class of a connected bipartite graph, else (0, 0)
_CPP_SIDES = (f"[&] {{ if (n == 0) return std::pair<long long, long long>(0, 0); "
              f"auto d = ({CPP_GRAPH_BFS})(0); long long odd = 0; for (int v = 0; v < n; ++v) "
              f"{{ if (d[v] < 0) return std::pair<long long, long long>(0, 0); odd += d[v] % 2; "
              f"for (int w : adj[v]) if (d[w] % 2 == d[v] % 2) return "
              f"std::pair<long long, long long>(0, 0); }} return std::pair<long long, long long>"
              f"(std::min(odd, (long long)n - odd), std::max(odd, (long long)n - odd)); }}()")
_CPP_IS_TREE = f"(n > 0 && {_CPP_EDGES} == n - 1 && {_CPP_COMPONENTS} == 1)"


def graph_features() -> list[Feature]:
    F = Feature
    flag = dict(boolean=True, derivable=False, comparable=False)
    bfs, match = CPP_GRAPH_BFS, CPP_MATCHING
    return [
        F("n", lambda g: g.n, 1, "(long long)n"),
        F("edges", lambda g: len(g.edges), 1, _CPP_EDGES),
        F("leaves", _leaves, 2, "(long long)std::count_if(adj.begin(), adj.end(), "
                                "[](const std::vector<int>& x) { return x.size() == 1; })"),
        F("diameter", _diameter, 2,
          f"[&] {{ long long r = 0; for (int v = 0; v < n; ++v) for (int x : ({bfs})(v)) "
          f"r = std::max(r, (long long)x); return r; }}()"),
        F("max degree", lambda g: max((_degree(g, v) for v in range(g.n)), default=0), 2,
          _CPP_MAX_DEGREE),
        F("components", _components, 2, _CPP_COMPONENTS),
        F("deg(marked)", lambda g: 0 if _mark(g) is None else _degree(g, _mark(g)), 2,
          "(marked < 0 ? 0LL : (long long)adj[marked].size())"),
        F("ecc(marked)", _marked_eccentricity, 2,
          f"(marked < 0 ? 0LL : [&] {{ auto d = ({bfs})(marked); "
          f"return (long long)*std::max_element(d.begin(), d.end()); }}())"),
        # the largest component left when the marked vertex goes: a vertex is a centroid iff
        # it is at most n / 2 (Jordan), and a player who claims a vertex next to the marked
        # one takes that whole branch (LeetCode 1145's colouring game)
        F("largest branch at marked", _largest_branch, 3,
          "(marked < 0 ? 0LL : [&] { std::vector<char> seen(n, 0); seen[marked] = 1; "
          "long long best = 0; for (int s = 0; s < n; ++s) { if (seen[s]) continue; seen[s] = 1; "
          "std::vector<int> st{s}; long long c = 0; while (!st.empty()) { int u = st.back(); "
          "st.pop_back(); ++c; for (int w : adj[u]) if (!seen[w]) { seen[w] = 1; "
          "st.push_back(w); } } best = std::max(best, c); } return best; }())"),
        F("dist(marked, leaf)", _marked_to_leaf, 3,
          f"(marked < 0 ? 0LL : [&] {{ auto d = ({bfs})(marked); long long r = -1; "
          f"for (int v = 0; v < n; ++v) if (adj[v].size() <= 1 && d[v] >= 0 && (r < 0 || d[v] "
          f"< r)) r = d[v]; return r < 0 ? 0LL : r; }}())"),
        # the token game on a graph (move to an unvisited neighbour; who cannot move loses) is
        # won by the first player iff the start is in every maximum matching
        F("matching number", lambda g: matching_number(_adjacency(g)), 2,
          f"(long long)({match})(-1)"),
        F("perfect matching", lambda g: 2 * matching_number(_adjacency(g)) == g.n, 2,
          f"(2 * ({match})(-1) == n)", **flag),
        F("marked in every maximum matching", lambda g: _mark(g) is not None and
          in_every_maximum_matching(_adjacency(g), _mark(g)), 2,
          f"(marked >= 0 && ({match})(marked) < ({match})(-1))", **flag),
        # the two colour classes of a connected bipartite graph (a tree's depths by parity), and
        # the edges it can still take while staying bipartite (each side times the other)
        F("smaller side", lambda g: colour_sides(g)[0], 2, f"({_CPP_SIDES}).first"),
        F("larger side", lambda g: colour_sides(g)[1], 2, f"({_CPP_SIDES}).second"),
        F("edges addable keeping bipartite", _addable_keeping_bipartite, 2,
          f"[&] {{ auto s = {_CPP_SIDES}; return s.first ? s.first * s.second - {_CPP_EDGES} "
          f": 0LL; }}()"),
        F("is tree", lambda g: g.n > 0 and len(g.edges) == g.n - 1 and _components(g) == 1, 2,
          _CPP_IS_TREE, **flag),
        F("is path", lambda g: g.n > 0 and len(g.edges) == g.n - 1 and _components(g) == 1
          and all(_degree(g, v) <= 2 for v in range(g.n)), 2,
          f"({_CPP_IS_TREE} && {_CPP_MAX_DEGREE} <= 2)", **flag),
        F("is star", lambda g: g.n > 2 and len(g.edges) == g.n - 1 and _components(g) == 1
          and max(_degree(g, v) for v in range(g.n)) == g.n - 1, 2,
          f"(n > 2 && {_CPP_IS_TREE} && {_CPP_MAX_DEGREE} == n - 1)", **flag),
    ] + rooted_features()


# ---- relations between two parts of a position (a tuple of shapes, the columns of pairs) ----
# "b equals a or its reverse" (Bob wins the removals game on two permutations exactly then):
# two sequences or strings x and y compared whole. C++: x and y are two std::vector<long long>
# or two std::string of the same type, named after the parts.

def part_relations(x: str, y: str, get_x: Callable, get_y: Callable,
                   ordered: bool = True) -> list[Feature]:
    """Flags comparing part y with part x of one position: y = x, y = reverse(x), y = x or
    reverse(x), and y = x as multisets (the same elements, any order); only the first when
    the parts are multisets already (ordered=False)."""
    flag = dict(boolean=True, derivable=False, comparable=False)
    rev = f"std::equal({y}.begin(), {y}.end(), {x}.rbegin(), {x}.rend())"   # y = reverse(x)
    equal = Feature(f"{y} = {x}", lambda p: tuple(get_y(p)) == tuple(get_x(p)), 2,
                    f"({y} == {x})", **flag)
    if not ordered:
        return [equal]
    return [
        equal,
        Feature(f"{y} = reverse({x})", lambda p: tuple(get_y(p)) == tuple(get_x(p))[::-1], 2,
                f"({rev})", **flag),
        Feature(f"{y} = {x} or reverse({x})", lambda p: tuple(get_y(p)) in (
            tuple(get_x(p)), tuple(get_x(p))[::-1]), 2, f"({y} == {x} || {rev})",
            **flag),
        Feature(f"{y} = {x} as multisets", lambda p: sorted(get_y(p)) == sorted(get_x(p)), 2,
                f"[&] {{ auto u = {x}; auto v = {y}; std::sort(u.begin(), u.end()); "
                f"std::sort(v.begin(), v.end()); return u == v; }}()", **flag),
    ]


# ---- the vocabulary of a shape ----

def _kind_and_params(shape) -> tuple[str, dict]:
    if isinstance(shape, str):
        return shape, {}
    return shape.kind, dict(getattr(shape, "params", {}) or {})


# ---- the xor over residue classes of the index, fitted to the labels ----------------------

RESIDUE_MODULI = (3, 4, 5, 6)   # mod 2 is the every-other xor of tuple_features
RESIDUE_FITS = 6                # fitting classes kept at most


def _residue_xor(mask: int, k: int, from_end: bool):
    """The xor of the a_i whose place j (1, 2, ... from the start, or from the end) has j mod k
    in the set `mask` (bit r: residue r)."""
    def fn(a):
        n, r = len(a), 0
        for i, v in enumerate(a):
            if mask >> ((n - i if from_end else i + 1) % k) & 1:
                r ^= v
        return r
    return fn


def _fits_every_label(positions: list, labels: list, result: str):
    """fits(fn): whether the xor fn gives every label (win: it is not 0; grundy: it is the
    value), tried first on a spread sample of 2,000 (most fail there), then on every position."""
    want = [bool(x) if result == "win" else x for x in labels]
    step = max(1, len(positions) // 2000)
    sample = list(zip(positions[::step], want[::step]))

    def holds(fn, pairs) -> bool:
        if result == "win":
            return all((fn(p) != 0) == w for p, w in pairs)
        return all(fn(p) == w for p, w in pairs)
    return lambda fn: holds(fn, sample) and holds(fn, zip(positions, want))


def residue_xors(shape, positions: list, labels: list, result: str) -> list[Feature]:
    """For a win or Grundy game on sequences, the xors of the elements whose place lies in a
    set of residues mod k (3 <= k <= 6, places counted from either end, from 1) that give every
    label (win: the xor is not 0; grundy: the xor): a staircase whose coins move k steps, or
    only between some classes (HDU 3389: boxes i with i mod 6 in {0, 2, 5}). Fitted to the
    labels because there are 2 · 112 of them: as features they would swamp the miner, while
    the few that fit cost nothing; the rules they make are checked on held-out and larger
    positions as any other."""
    kind, _ = _kind_and_params(shape)
    if kind != "sequence" or result not in ("win", "grundy") or not positions:
        return []
    if not all(isinstance(v, int) for p in positions[:50] for v in p):
        return []
    fits = _fits_every_label(positions, labels, result)
    out = []
    for k in RESIDUE_MODULI:
        for mask in range(1, (1 << k) - 1):
            for from_end in (False, True):
                fn = _residue_xor(mask, k, from_end)
                if not fits(fn):
                    continue
                places = ", ".join(str(r) for r in range(k) if mask >> r & 1)
                where = "from the end" if from_end else "from the start"
                j = "a.size() - i" if from_end else "i + 1"
                out.append(Feature(
                    f"xor of the elements at places j with j mod {k} in {{{places}}} ({where}, "
                    f"from 1)", fn, 3,
                    f"[&] {{ long long r = 0; for (std::size_t i = 0; i < a.size(); ++i) "
                    f"if ({mask}ULL >> (({j}) % {k}) & 1) r ^= a[i]; return r; }}()",
                    derivable=False, comparable=False))
                if len(out) >= RESIDUE_FITS:
                    return out
    return out


# ---- Nim in disguise: heaps that are simple differences of the numbers, fitted --------------

FORM_TERMS = 4          # heaps in one xor at most
FORM_FITS = 4           # fitting xors kept at most
FORM_SAMPLE = 2000      # positions the search is first run on (its lost ones first)


def _forms(k: int) -> list[tuple[int, ...]]:
    """The coefficients of x_i, x_i - x_j and x_i + x_j over k numbers."""
    unit = [tuple(int(t == i) for t in range(k)) for i in range(k)]
    out = list(unit)
    for i in range(k):
        for j in range(k):
            if i != j:
                out.append(tuple(a - b for a, b in zip(unit[i], unit[j])))
            if i < j:
                out.append(tuple(a + b for a, b in zip(unit[i], unit[j])))
    return out


def _form_text(coef, shift: int, names) -> tuple[str, str]:
    """(words, C++) of coef . x + shift."""
    words, cpp = "", ""
    for i, c in enumerate(coef):
        if c:
            words += (" - " if c < 0 else " + " if words else "") + names[i]
            cpp += (" - " if c < 0 else " + " if cpp else "") + f"a[{i}]"
    if shift:
        words += f" {'-' if shift < 0 else '+'} {abs(shift)}"
        cpp += f" {'-' if shift < 0 else '+'} {abs(shift)}LL"
    plain = sum(map(abs, coef)) == 1 and not shift
    return (words if plain else f"({words})"), f"({cpp})"


def form_xors(shape, positions: list, labels: list, result: str) -> list[Feature]:
    """For a win or Grundy game on 2 to 5 numbers, the xors of 2 to FORM_TERMS heaps, each a
    number, a difference or a sum of two, less its least value on the positions (so that each
    heap reaches 0), that give every label (win: the xor is not 0; grundy: the xor). A game
    whose every move lowers one such heap by any amount is Nim in disguise (UVa 11311: the cake's
    rows and columns on each side of the bad piece, r, c, m - 1 - r, n - 1 - c); fitted to the
    labels like residue_xors, and checked on held-out and larger positions as any rule."""
    kind, params = _kind_and_params(shape)
    if kind != "numbers" or result not in ("win", "grundy") or not positions:
        return []
    k = len(positions[0])
    if not 2 <= k <= 5 or any(len(p) != k or not all(isinstance(v, int) for v in p)
                              for p in positions):
        return []
    names = list(params.get("names") or ()) + [f"x{i}" for i in range(k)]
    want = [bool(x) if result == "win" else int(x) for x in labels]
    # the lost positions first: a xor that is not 0 on one of them fails at once
    order = sorted(range(len(positions)), key=lambda i: bool(want[i]))
    step = max(1, len(order) // FORM_SAMPLE)
    sample = order[::step] if step > 1 else order
    heaps, seen = [], set()
    for coef in _forms(k):
        vals = [sum(c * v for c, v in zip(coef, p)) for p in positions]
        low = min(vals)
        vals = tuple(v - low for v in vals)
        if max(vals) == 0 or vals in seen:
            continue
        seen.add(vals)
        heaps.append((coef, -low, vals))

    def fits(chosen, at) -> bool:
        for i in at:
            x = 0
            for h in chosen:
                x ^= heaps[h][2][i]
            if (x != 0 if result == "win" else x) != want[i]:
                return False
        return True
    out = []
    for size in range(2, FORM_TERMS + 1):
        for chosen in itertools.combinations(range(len(heaps)), size):
            if size == k and all(sum(heaps[h][0]) == 1 == max(heaps[h][0]) and not heaps[h][1]
                                 for h in chosen):
                continue        # the xor of all the numbers: number_features has it
            if not (fits(chosen, sample) and fits(chosen, order)):
                continue
            parts = [_form_text(heaps[h][0], heaps[h][1], names) for h in chosen]
            terms = [(heaps[h][0], heaps[h][1]) for h in chosen]
            out.append(Feature(
                " xor ".join(w for w, _ in parts),
                (lambda terms: lambda a: functools.reduce(
                    operator.xor, (sum(c * v for c, v in zip(coef, a)) + shift
                                   for coef, shift in terms), 0))(terms), 3,
                "(" + " ^ ".join(c for _, c in parts) + ")",
                derivable=False, comparable=False))
            if len(out) >= FORM_FITS:
                return out
    return out


def user_features(extra) -> list[Feature]:
    """The game file's own features: name -> function, or name -> (function, C++ expression)."""
    out = []
    for name, spec in (extra or {}).items():
        fn, cpp = (spec if isinstance(spec, tuple) else (spec, None))
        if not callable(fn) or not isinstance(name, str):
            raise ValueError(f"features: {name!r} must map a name to a function of the position "
                             f"(or to (function, C++ expression))")
        out.append(Feature(name, fn, 1, cpp))
    return out


def vocabulary(shape, positions, extra=None, derive: bool = True) -> list[Feature]:
    """Every feature for positions of this shape (a Shape object or a kind string): the base ones,
    the user's, and (derive=True) the number functions of each derivable base feature."""
    kind, params = _kind_and_params(shape)
    positions = list(positions)
    if callable(getattr(shape, "features", None)):   # a composed shape's own (graph_features)
        base = shape.features(positions)
    elif kind == "numbers":
        lengths = {len(p) for p in positions}
        base = (number_features(positions, params.get("names")) if len(lengths) <= 1
                else tuple_features(positions))
    elif kind in ("multiset", "sequence"):
        base = tuple_features(positions) + (ends_features() + record_features() +
                                            inversion_features() + window_features()
                                            if kind == "sequence" else [])
    elif kind == "string":
        base = string_features(positions, params.get("alphabet"))
    elif kind == "set":
        base = set_features()
    elif kind == "grid":
        base = grid_features(positions)
    elif kind in ("tree", "graph"):
        base = graph_features()
        if params.get("rooted") and not params.get("marked"):   # the root is the vertex read
            base = [dataclasses.replace(f, name=f.name.replace("marked", "root"),
                                        cpp=renamed_cpp(f.cpp, "marked", "root") if f.cpp
                                        else f.cpp) for f in base]
    else:
        raise ValueError(f"unknown shape kind {kind!r}: one of numbers, multiset, sequence, "
                         f"string, set, tree, graph, grid")
    if kind == "multiset" or (kind == "string" and params.get("cyclic")):
        base = [_on_canonical_form(f, kind) for f in base]
    base += user_features(extra)
    # a boolean user feature is a flag, not a number
    base = [_as_flag(f, positions) for f in base]
    out = list(base)
    one_number = kind == "numbers" and {len(p) for p in positions} == {1}
    if derive:
        for f in base:
            if f.derivable and not f.boolean:
                out += derived(f, f.moduli or (MODULI_ONE_NUMBER if one_number else MODULI))
    return out


# Features whose value does not depend on the order of a multiset's piles; the others are
# computed on the sorted piles, as the miner saw them, so that the code to paste is right for
# piles given in any order (and a cyclic string's on its least rotation).
ORDER_FREE = {"length", "sum", "min", "max", "sum - max", "count(min)", "count(max)", "distinct",
              "max count", "#values with odd count", "xor of the counts", "xor", "or", "and", "#odd", "#even", "#ones", "mex", "mex from 1",
              "2nd largest", "3rd largest", "2nd smallest", "sum of odd places from the largest",
              "sum of even places from the largest", "3rd smallest", "median", "sum of the top 2",
              "sum of the top 3", "alternating sum from the largest", "h-index",
              "min gap of the sorted values", "max gap of the sorted values",
              "min of a_(i + n/2) - a_(i)",
              "#values occurring once", "#values occurring twice", "xor is an element",
              "#(a_i with hibit(xor))",
              "gcd", "max / gcd - distinct", "bit counts mod 3 all 0", "bit counts mod 4 all 0",
              "upper median", "1st smallest value occurring once",
              "2nd smallest value occurring once", "#(a_i mod 3 == 2)", "min(#(a_i mod 3 == 1), #(a_i mod 3 == 2))",
              "|#(a_i mod 3 == 1) - #(a_i mod 3 == 2)|", "|#odd - #even|",
              *(name for text, _, _ in ELEMENT_CONDITIONS
                for name in (f"#(a_i {text})", f"all a_i {text}", f"any a_i {text}"))}
_SORTED = "[&] {{ std::vector<long long> p(a); std::sort(p.begin(), p.end()); return {}; }}()"
_LEAST_ROTATION = ("[&] {{ std::string w = s; for (std::size_t i = 1; i < s.size(); ++i) "
                   "w = std::min(w, s.substr(i) + s.substr(0, i)); return {}; }}()")


def _on_canonical_form(f: Feature, kind: str) -> Feature:
    if f.cpp is None or f.name in ORDER_FREE or (
            kind == "string" and f.name.startswith(("#", "min(#", "max(#"))
            and " places" not in f.name and "neighbours" not in f.name
            and " before " not in f.name):
        # a count of letters is the same from any place; one by place, of neighbours (the
        # circle's last and first letters are neighbours too), or of pairs in order (a c
        # before a d) depends on the rotation
        return f
    if kind == "multiset":
        cpp = _SORTED.format(re.sub(r"\ba\b", "p", f.cpp))
    else:   # the position's variable s, not a letter 's' in quotes
        cpp = _LEAST_ROTATION.format(re.sub(r"(?<!')\bs\b(?!')", "w", f.cpp))
    return Feature(f.name, f.fn, f.cost, cpp, f.boolean, f.derivable, f.comparable)


def _as_flag(f: Feature, positions) -> Feature:
    if f.boolean or f.base is not None:
        return f
    sample = [f.at(p) for p in positions[:50]]
    if sample and all(isinstance(v, bool) for v in sample):
        return Feature(f.name, f.fn, f.cost, f.cpp, boolean=True, derivable=False,
                       comparable=False)
    return f


def named_coordinates(cpp: str, names: tuple[str, ...]) -> str:
    """A rule's C++ over numbers(x=..., y=...) (a vector `a`) with the coordinates by name:
    `(a.size() > 0 ? a[0] : 0LL)` becomes x; min, max and sum of them std::min / std::max /
    x + y. What still reads `a` is left as it is (the caller sees it)."""
    k = len(names)
    whole = ", ".join(names)
    for i, v in enumerate(names):
        cpp = cpp.replace(f"(a.size() > {i} ? a[{i}] : 0LL)", v)
    cpp = cpp.replace("(a.size() >= 2 ? std::llabs(a[0] - a[1]) : 0LL)",
                      f"std::llabs({names[0]} - {names[1]})")
    cpp = cpp.replace(_CPP_MIN, f"std::min({{{whole}}})")
    cpp = cpp.replace(_CPP_MAX, f"std::max({{{whole}}})")
    cpp = cpp.replace(_CPP_SUM, "(" + " + ".join(names) + ")")
    cpp = cpp.replace(_CPP_LEN, f"{k}LL")
    return re.sub(r"\ba\[(\d+)\]", lambda m: names[int(m.group(1))], cpp)


# ---- a tuple of shapes in C++: one parameter per component, named after it ----

CPP_RESERVED = {"and", "or", "not", "xor", "int", "long", "char", "bool", "auto", "std", "in",
                "line", "main", "return", "if", "else", "for", "while", "do", "new", "delete",
                "class", "struct", "const", "default", "case", "switch", "this", "true",
                "false", "size_t", "assert", "signed", "unsigned", "short", "double", "float",
                "len", "v"}     # the check's reading of a tuple uses these two
_QUOTED = re.compile(r"'(?:\\.|[^'\\])*'|\"(?:\\.|[^\"\\])*\"")


@dataclass(frozen=True)
class TupleVar:
    """How a rule over tuples(...) names its position in C++: `parts` is ((name, var), ...) in
    the shape's order, var "a" (a std::vector<long long>: a multiset or sequence), "s" (a
    std::string) or "n" (one number, a long long)."""
    parts: tuple

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.parts)


def tuple_params(var: TupleVar) -> str:
    """The C++ parameters of a tuple's components, in order, each by its name."""
    types = {"a": "const std::vector<long long>& ", "s": "const std::string& ", "n": "long long "}
    return ", ".join(types[v] + name for name, v in var.parts)


def cpp_words(cpp: str) -> set[str]:
    """The identifiers of a C++ expression, outside its character and string literals."""
    return set(re.findall(r"[A-Za-z_]\w*", _QUOTED.sub(" ", cpp)))


def renamed_cpp(cpp: str, var: str, name: str) -> str:
    """cpp with the identifier var replaced by name, outside literals ('a' stays a letter)."""
    out, at = [], 0
    for m in _QUOTED.finditer(cpp):
        out.append(re.sub(rf"\b{var}\b", name, cpp[at:m.start()]) + m.group(0))
        at = m.end()
    return "".join(out) + re.sub(rf"\b{var}\b", name, cpp[at:])


def _tuple_variable(shape, positions) -> TupleVar | None:
    parts = []
    for i, (name, part) in enumerate(zip(shape.names, shape.parts)):
        var = ("n" if len(part.names) == 1 else None) if part.kind == "numbers" else \
            cpp_variable(part, [p[i] for p in positions])
        if var not in ("a", "s", "n") or not name.isidentifier() or name in CPP_RESERVED:
            return None
        parts.append((name, var))
    return TupleVar(tuple(parts))


CPP_KEYWORDS = frozenset("""alignas alignof and and_eq asm auto bitand bitor bool break case catch
    char char8_t char16_t char32_t class compl concept const consteval constexpr constinit
    const_cast continue co_await co_return co_yield decltype default delete do double
    dynamic_cast else enum explicit export extern false float for friend goto if inline int long
    mutable namespace new noexcept not not_eq nullptr operator or or_eq private protected public
    register reinterpret_cast requires return short signed sizeof static static_assert
    static_cast struct switch template this thread_local throw true try typedef typeid typename
    union unsigned using virtual void volatile wchar_t while xor xor_eq main std""".split())
# the names the pasted code and its check's driver declare where the parameters are declared:
# the position (a, s, n, adj, grid, marked, root; b of two marks or pairs), the driver's line,
# in, v, x, y, and the outermost locals of the functions of the parameters that explore/
# sum_sweep.py, takes_sweep.py and codes_sweep.py paste (x, S, kept, m, seen, cap, most, val,
# F, D, UNEQUAL); a name declared in a nested block only (l, r, i, ...) may stay
CPP_TAKEN = frozenset("""a b s n adj grid marked root line in v x y S kept m seen cap most val F
    D UNEQUAL""".split())


def cpp_param(name: str) -> str:
    """A parameter's name in C++: the name itself, or with a trailing _ when the pasted code
    declares that name for something else (a parameter `a` beside the position's vector `a`)
    or C++ reserves it."""
    return name + "_" if name in CPP_TAKEN or name in CPP_KEYWORDS else name


def cpp_params(names) -> list[str]:
    """cpp_param of each of a game's parameter names, in order."""
    return [cpp_param(n) for n in names]


def cpp_variable(shape, positions) -> str | None:
    """How a C++ rule names the position: n (a single number), a (tuples), s (strings), g (a
    tree or graph: int n and its adjacency lists adj), gm (and its marked vertex) or g2 (and its
    two marks a, b), ab (pairs: the columns a and b) or a TupleVar (tuples(...): one parameter
    per component)."""
    kind, params = _kind_and_params(shape)
    if kind == "tuple":
        return _tuple_variable(shape, positions)
    if kind == "numbers":
        return "n" if {len(p) for p in positions} == {1} else "a"
    if kind in ("tree", "graph"):       # (n, adj) and the marked vertex(es), when there are
        return "g2" if params.get("marks") == 2 else "gm" if params.get("marked") else \
            "gr" if params.get("rooted") else "g"
    return {"multiset": "a", "sequence": "a", "string": "s", "pairs": "ab",
            "grid": "grid", "set": "a"}.get(kind)
