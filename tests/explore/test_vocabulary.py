"""The miner's contest vocabulary (issue 32 item 3) and its score rules of several conditions
(issue 31): each new feature against a plain definition written here on random inputs, its C++
against its Python on random and large inputs, and the miner finding, on labels computed here
from a textbook definition or a search of a game's rules, a rule that needs each new construct,
then holding on larger positions it never saw."""
from __future__ import annotations

import functools
import math
import operator
import random
import subprocess
from collections import Counter
from functools import lru_cache
from itertools import combinations as itertools_combinations
from itertools import combinations_with_replacement as itertools_combinations_with_replacement
from itertools import permutations as itertools_permutations
from itertools import product

import pytest

from explore import numbers
from explore.features import CPP_HEADERS, grundy_features, string_features, vocabulary
from explore.miner import mine, verify


def features_by_name(kind, positions):
    return {f.name: f for f in vocabulary(kind, positions)}


def random_sequences(count, seed, top=9, longest=7):
    rng = random.Random(seed)
    return [tuple(rng.randrange(0, top + 1) for _ in range(rng.randrange(0, longest + 1)))
            for _ in range(count)]


# ---------------------------------------------------------------- plain definitions

def kth_from_top(a, k):
    rest = list(a)
    for _ in range(k - 1):
        if rest:
            rest.remove(max(rest))
    return max(rest) if rest else 0


def h_index(a):
    return max((i for i in range(len(a) + 1) if sum(1 for v in a if v >= i) >= i), default=0)


def young_corner(a) -> tuple[int, int]:
    """(arm, leg) of the corner of the Durfee square, read off the Young diagram's cells: row
    i holds the i-th largest value's cells; the square is the largest k x k of cells in the
    top-left corner; arm: the cells right of its corner in its row, leg: those below it in
    its column ((0, 0) with no square)."""
    rows = sorted(a, reverse=True)
    cells = {(i, j) for i, r in enumerate(rows) for j in range(r)}
    k = max((k for k in range(len(rows) + 1) if all((i, i) in cells for i in range(k))),
            default=0)
    if k == 0:
        return 0, 0
    return (sum(1 for (i, j) in cells if i == k - 1 and j > k - 1),
            sum(1 for (i, j) in cells if j == k - 1 and i > k - 1))


def ith_smallest(a, i):
    return next(v for v in a if sum(w < v for w in a) < i <= sum(w <= v for w in a))


def stack_pairs_by_search(a, cancels):
    """The pairs removed, by removing ANY cancelling adjacent pair until none is left (the
    largest count over every order; the features say it does not depend on the order)."""
    best = 0
    for i in range(len(a) - 1):
        if cancels(a[i], a[i + 1]):
            best = max(best, 1 + stack_pairs_by_search(a[:i] + a[i + 2:], cancels))
    return best


SEQUENCE_DEFINITIONS = {
    "#even": lambda a: len([v for v in a if v % 2 == 0]),
    # the ranks by counting: a_(i) is the i-th smallest, i.e. the value v with fewer than i
    # elements below it and at least i at or below it
    "#(a_(i) > i) from the smallest": lambda a: sum(
        1 for i in range(1, len(a) + 1) if ith_smallest(a, i) > i),
    "sum of (i - a_(i)) from the smallest": lambda a: sum(
        i - ith_smallest(a, i) for i in range(1, len(a) + 1)),
    "index of max": lambda a: next((i for i, v in enumerate(a) if all(v >= w for w in a)), 0),
    "xor of the counts": lambda a: functools.reduce(operator.xor, (a.count(v) for v in set(a)), 0),
    "#inversions": lambda a: sum(1 for i in range(len(a)) for j in range(i + 1, len(a))
                                 if a[i] > a[j]),
    "#records from the start": lambda a: sum(1 for i in range(len(a)) if all(a[j] < a[i]
                                                                           for j in range(i))),
    "#records from the end": lambda a: sum(1 for i in range(len(a)) if all(a[j] < a[i] for j in
                                                                         range(i + 1, len(a)))),
    "median": lambda a: sorted(a)[(len(a) - 1) // 2] if a else 0,
    "upper median": lambda a: -kth_from_top([-v for v in a], len(a) // 2 + 1) if a else 0,
    "3rd smallest": lambda a: -kth_from_top([-v for v in a], 3) if len(a) >= 3 else 0,
    "sum of the top 2": lambda a: kth_from_top(a, 1) + (kth_from_top(a, 2) if len(a) > 1 else 0),
    "sum of the top 3": lambda a: sum(kth_from_top(a, k) for k in range(1, min(3, len(a)) + 1)),
    "gcd": lambda a: max((d for d in range(1, max(a) + 1) if all(v % d == 0 for v in a)),
                         default=0) if a and max(a) <= 10 ** 4 else math.gcd(*a),
    "max / gcd - distinct": lambda a: (max(a) // math.gcd(*a) - len(set(a))
                                       if a and max(a) else 0),
    "alternating sum from the largest": lambda a: sum(
        (-1) ** (k - 1) * kth_from_top(a, k) for k in range(1, len(a) + 1)),
    "h-index": h_index,
    # the closest and farthest neighbouring values, and the narrowest range of values that
    # holds n // 2 + 1 of the elements (one element: 0)
    "min gap of the sorted values": lambda a: min(
        (abs(a[i] - a[j]) for i in range(len(a)) for j in range(len(a)) if i != j), default=0),
    "max gap of the sorted values": lambda a: max(
        (w - v for v in a for w in a if w > v and not any(v < u < w for u in a)), default=0),
    "min of a_(i + n/2) - a_(i)": lambda a: min(
        w - v for v in a for w in a if w >= v and sum(v <= u <= w for u in a) > len(a) // 2)
    if len(a) >= 2 else 0,
    "arm of the h-index corner": lambda a: young_corner(a)[0],
    "leg of the h-index corner": lambda a: young_corner(a)[1],
    "#values occurring once": lambda a: sum(1 for v in set(a) if a.count(v) == 1),
    "#values occurring twice": lambda a: sum(1 for v in set(a) if a.count(v) == 2),
    "1st smallest value occurring once": lambda a: min(
        [v for v in a if a.count(v) == 1] or [max(a, default=-1) + 1]),
    "2nd smallest value occurring once": lambda a: (
        sorted(v for v in a if a.count(v) == 1) + [max(a, default=-1) + 1] * 2)[1],
    "xor is an element": lambda a: any(v == eval("^".join(map(str, a)) or "0") for v in a),
    # every bit set in some element (or) and in every element (and), bit by bit
    "or": lambda a: sum(1 << b for b in range(64) if any(v >> b & 1 for v in a)),
    "and": lambda a: sum(1 << b for b in range(64) if a and all(v >> b & 1 for v in a)),
    # the piles a winning Nim move can lower: those that, xored with the xor, get smaller
    "#(a_i with hibit(xor))": lambda a: sum(
        1 for v in a if v ^ eval("^".join(map(str, a)) or "0") < v),
    "first": lambda a: a[0] if a else 0,
    "last": lambda a: a[len(a) - 1] if a else 0,
    "stack pairs": lambda a: stack_pairs_by_search(a, lambda x, y: x == y),
    "max - 2nd largest": lambda a: kth_from_top(a, 1) - (kth_from_top(a, 2) if len(a) > 1 else 0),
    "max - length": lambda a: (max(a) if a else 0) - len(a),
    "#(a_i mod 4 < 2)": lambda a: sum(1 for v in a if v % 4 in (0, 1)),
    "all a_i mod 5 < 3": lambda a: all(v % 5 in (0, 1, 2) for v in a),
    "any a_i >= 3": lambda a: any(v > 2 for v in a),
    "all a_i odd": lambda a: all(v % 2 == 1 for v in a),
    "xor of odd positions": lambda a: functools.reduce(operator.xor, a[0::2], 0),
    "xor of even positions from the end": lambda a: functools.reduce(
        operator.xor, [a[i] for i in range(len(a)) if (len(a) - 1 - i) % 2 == 1], 0),
    "#(a_i mod 3 == 2)": lambda a: sum(1 for v in a if v % 3 == 2),
    "min(#(a_i mod 3 == 1), #(a_i mod 3 == 2))": lambda a: min(
        sum(1 for v in a if v % 3 == 1), sum(1 for v in a if v % 3 == 2)),
    "|#(a_i mod 3 == 1) - #(a_i mod 3 == 2)|": lambda a: abs(
        sum(1 for v in a if v % 3 == 1) - sum(1 for v in a if v % 3 == 2)),
    "|#odd - #even|": lambda a: abs(sum(1 for v in a if v % 2) - sum(1 for v in a if v % 2 == 0)),
    "splits into two equal sums": lambda a: any(
        2 * sum(c) == sum(a) for r in range(len(a) + 1) for c in itertools_combinations(a, r)),
    **{f"#residues mod {m} with odd count": (lambda m: lambda a: sum(
        1 for r in range(m) if sum(1 for v in a if v % m == r) % 2))(m) for m in (3, 4, 5, 6)},
    # the number of distinct xors of the sub-multisets is 2^rank (the span over GF(2))
    "xor rank": lambda a: len({functools.reduce(operator.xor, c, 0) for r in range(len(a) + 1)
                               for c in itertools_combinations(a, r)}).bit_length() - 1,
    "a nonempty part xors to 0": lambda a: any(
        functools.reduce(operator.xor, c, 0) == 0 for r in range(1, len(a) + 1)
        for c in itertools_combinations(a, r)),
    **{f"{word} sum of n/2{tail} in a row": (lambda c, best: lambda a: best(
        [sum(a[i:i + len(a) // 2 + c]) for i in range(len(a) - (len(a) // 2 + c) + 1)]
        if 1 <= len(a) // 2 + c <= len(a) else [0]))(c, best)
       for c, tail in ((1, " + 1"),) for word, best in (("least", min),
                                                                           ("largest", max))},
    "bit counts mod 3 all 0": lambda a: all(sum(1 for v in a if v >> b & 1) % 3 == 0
                                            for b in range(64)),
    "bit counts mod 4 all 0": lambda a: all(sum(1 for v in a if v >> b & 1) % 4 == 0
                                            for b in range(64)),
}


def runs_of(s, c):
    out, k = [], 0
    for x in s + "#":
        if x == c:
            k += 1
        elif k:
            out.append(k)
            k = 0
    return sorted(out, reverse=True) + [0, 0]


STRING_DEFINITIONS = {
    # the places i >= 1 whose letter equals the one before it
    "#equal neighbours": lambda s: len([i for i in range(1, len(s)) if s[i - 1:i + 1] in
                                        ("aa", "bb", "cc")]),
    "an earlier letter is smaller than the last": lambda s: any(
        s[i] < s[-1] for i in range(len(s) - 1)),
    "stack pairs": lambda s: stack_pairs_by_search(s, lambda x, y: x == y),
    "stack pairs of different letters": lambda s: stack_pairs_by_search(s, lambda x, y: x != y),
    "|#a - #b|": lambda s: abs(sum(c == "a" for c in s) - sum(c == "b" for c in s)),
    "#as at even places - at odd places, from the end": lambda s: sum(
        (-1) ** (len(s) - 1 - i) for i, c in enumerate(s) if c == "a"),
    "longest run of as": lambda s: runs_of(s, "a")[0],
    "2nd longest run of as": lambda s: runs_of(s, "a")[1],
    "#letters with odd count": lambda s: sum(1 for c in set(s) if s.count(c) % 2 == 1),
    "#distinct letters": lambda s: len(set(s)),
    "as between two as": lambda s: sum(1 for i in range(1, len(s) - 1)
                                        if s[i - 1:i + 2] == "aaa"),
    "bs between two bs": lambda s: sum(1 for i in range(1, len(s) - 1)
                                        if s[i - 1:i + 2] == "bbb"),
    "runs of bs": lambda s: sum(1 for i, x in enumerate(s) if x == "b" and (i == 0 or
                                                                          s[i - 1] != "b")),
    "span of as": lambda s: max((j - i + 1 for i in range(len(s)) for j in range(i, len(s))
                                 if s[i] == s[j] == "a"), default=0),
    "span of bs": lambda s: max((j - i + 1 for i in range(len(s)) for j in range(i, len(s))
                                 if s[i] == s[j] == "b"), default=0),
    "sum of odd places of runs of bs from the longest": lambda s: sum(runs_of(s, "b")[0::2]),
    "alternating sum of runs of bs from the longest": lambda s: sum(runs_of(s, "b")[0::2]) - sum(
        runs_of(s, "b")[1::2]),
}


def test_sequence_features_against_plain_definitions():
    seqs = random_sequences(400, seed=1)
    fs = features_by_name("sequence", seqs)
    for name, definition in SEQUENCE_DEFINITIONS.items():
        for a in seqs:
            assert fs[name].fn(a) == definition(a), (name, a)


def test_string_features_against_plain_definitions():
    rng = random.Random(2)
    strs = ["".join(rng.choice("ab") for _ in range(rng.randrange(0, 9))) for _ in range(300)]
    fs = features_by_name("string", strs)
    for name, definition in STRING_DEFINITIONS.items():
        for s in strs:
            assert fs[name].fn(s) == definition(s), (name, s)
    three = ["".join(rng.choice("abc") for _ in range(rng.randrange(0, 8))) for _ in range(200)]
    fs = features_by_name("string", three)
    assert "stack pairs of different letters" not in fs    # order matters with three letters
    for s in three:
        assert fs["an earlier letter is smaller than the last"].fn(s) == \
            STRING_DEFINITIONS["an earlier letter is smaller than the last"](s)


def vector_case(a, cpp: str, want) -> tuple:
    """A case of compile_and_compare: the C++ expression over `a` as a vector of long long."""
    vec = "std::vector<long long>{" + ", ".join(f"{v}LL" for v in a) + "}"
    return ("const std::vector<long long>& a", vec, cpp, want)


def compile_and_compare(tmp_path, cases):
    """cases: (C++ parameter, C++ value, expression, expected); [] when every one agrees."""
    exprs = list(dict.fromkeys((param, expr) for param, _, expr, _ in cases))
    index = {e: i for i, e in enumerate(exprs)}
    lines = [f"#include {h}" for h in CPP_HEADERS] + ["#include <cstdio>"]
    for i, (param, expr) in enumerate(exprs):
        lines.append(f"static long long f{i}({param}) {{ return (long long)({expr}); }}")
    lines.append("int main() {")
    for k, (param, value, expr, want) in enumerate(cases):
        call = f"f{index[param, expr]}({value})"
        lines.append(f"  if ({call} != {want}LL) std::printf(\"%d\\n\", {k});")
    lines.append("}")
    src, exe = tmp_path / "forms.cpp", tmp_path / "forms"
    src.write_text("\n".join(lines) + "\n")
    subprocess.run(["nice", "g++", "-std=c++17", "-O0", "-w", str(src), "-o", str(exe)],
                   check=True)
    run = subprocess.run([str(exe)], capture_output=True, text=True, check=True)
    return [cases[int(k)] for k in run.stdout.split()]


def test_cpp_of_the_new_features_equals_the_python(tmp_path):
    """On random sequences of small values and of values up to 10^17 (sums of the top 3 near
    3 * 10^17 stay in range), given in any order for a multiset."""
    rng = random.Random(3)
    small = random_sequences(25, seed=4)
    large = [tuple(rng.randrange(0, 10 ** 17) for _ in range(rng.randrange(1, 6)))
             for _ in range(15)]
    names = set(SEQUENCE_DEFINITIONS)
    cases = []
    vec = lambda p: "std::vector<long long>{" + ", ".join(f"{v}LL" for v in p) + "}"
    for kind in ("sequence", "multiset"):
        seen = [tuple(sorted(p)) if kind == "multiset" else p for p in small + large]
        for f in vocabulary(kind, seen, derive=False):
            if f.name in names:
                shuffled = [tuple(rng.sample(p, len(p))) if kind == "multiset" else p
                            for p in seen]
                cases += [("const std::vector<long long>& a", vec(q), f.cpp, int(f.fn(p)))
                          for p, q in zip(seen, shuffled)]
    strs = ["", "a", "ab", "ba", "aabba", "abbbaab", "bbbb", "abab"]
    for f in vocabulary("string", strs, derive=False):
        if f.name in STRING_DEFINITIONS:
            cases += [("const std::string& s", f'std::string("{s}")', f.cpp, int(f.fn(s)))
                      for s in strs]
    assert len({c[2] for c in cases}) >= len(names) + len(STRING_DEFINITIONS)
    assert compile_and_compare(tmp_path, cases) == []


DIGIT_DEFINITIONS = {
    "digit sum": lambda s: sum(int(c) for c in s if c.isdigit()),
    # the digits of s as numbers, in order; -1 for each when s has none
    "min digit": lambda s: sorted([int(c) for c in s if c in "0123456789"] or [-1])[0],
    "max digit": lambda s: sorted([int(c) for c in s if c in "0123456789"] or [-1])[-1],
    "first digit": lambda s: ([int(c) for c in s if c in "0123456789"] or [-1])[0],
    "last digit": lambda s: ([-1] + [int(c) for c in s if c in "0123456789"])[-1],
    "#digits = 0 mod 3": lambda s: sum(1 for c in s if c in "0369"),
    "#digits = 1 mod 3": lambda s: sum(1 for c in s if c in "147"),
    "#digits = 2 mod 3": lambda s: sum(1 for c in s if c in "258"),
    "#digits = digit sum mod 3": lambda s: sum(
        1 for c in s if c.isdigit() and int(c) % 3 == sum(int(d) for d in s if d.isdigit()) % 3),
    "digit sum of the first half": lambda s: sum(int(c) for c in s[:len(s) // 2] if c != "?"),
    "digit sum of the second half": lambda s: sum(int(c) for c in s[len(s) // 2:] if c != "?"),
    "digit sum of the first half - of the second": lambda s: sum(
        int(c) if i < len(s) // 2 else -int(c) for i, c in enumerate(s) if c != "?"),
    "#? of the second half - of the first": lambda s: s[len(s) // 2:].count("?") - s[
        :len(s) // 2].count("?"),
    "#odd digits at odd places": lambda s: sum(1 for i in range(0, len(s), 2)
                                               if s[i] in "13579"),
    "#odd digits at even places": lambda s: sum(1 for i in range(1, len(s), 2)
                                                if s[i] in "13579"),
    "#even digits at odd places": lambda s: sum(1 for i in range(0, len(s), 2)
                                                if s[i] in "02468"),
    "#even digits at even places": lambda s: sum(1 for i in range(1, len(s), 2)
                                                 if s[i] in "02468"),
    "2·(digit sum difference) = 9·(#? difference)": lambda s: 2 * sum(
        int(c) if i < len(s) // 2 else -int(c) for i, c in enumerate(s) if c != "?") == 9 * (
        s[len(s) // 2:].count("?") - s[:len(s) // 2].count("?")),
}


def test_digit_features_against_plain_definitions_and_their_cpp(tmp_path):
    """A string over digits (and a '?') is read as a number written out: the digit sum, the
    digits by residue mod 3, the sums of the halves; their C++ equals the Python."""
    rng = random.Random(6)
    strs = ["", "7", "?"] + ["".join(rng.choice("0123456789?") for _ in range(rng.randrange(0, 9)))
                             for _ in range(200)]
    fs = features_by_name("string", strs)
    assert "digit sum" not in features_by_name("string", ["ab", "ba1"])   # one digit: none
    cases = []
    for name, definition in DIGIT_DEFINITIONS.items():
        for t in strs:
            assert fs[name].fn(t) == definition(t), (name, t)
        cases += [("const std::string& s", f'std::string("{t}")', fs[name].cpp,
                   int(definition(t)))
                  for t in strs[:40]]
    assert compile_and_compare(tmp_path, cases) == []


@lru_cache(None)
def ticket_second_wins(diff: int, left: int, right: int) -> bool:
    """CF 1215D from its rules: the players in turn write a digit 0..9 on a '?' (left: of the
    first half, right: of the second); the second player wins iff the halves' sums end equal.
    diff = first half's sum - second's; True when the second player wins, the first to move
    when left + right is even (the first player moves first)."""
    if left + right == 0:
        return diff == 0
    first_moves = (left + right) % 2 == 0
    outcomes = [ticket_second_wins(diff + d, left - 1, right) for d in range(10) if left] + \
               [ticket_second_wins(diff - d, left, right - 1) for d in range(10) if right]
    return all(outcomes) if first_moves else any(outcomes)


def ticket_first_wins(s: str) -> bool:
    h = len(s) // 2
    diff = sum(int(c) for c in s[:h] if c != "?") - sum(int(c) for c in s[h:] if c != "?")
    return not ticket_second_wins(diff, s[:h].count("?"), s[h:].count("?"))


def test_digits_to_be_written_and_the_ticket_games_balance():
    words = [w for k in (2, 4, 6) for w in map("".join, product("019?", repeat=k))
             if w.count("?") % 2 == 0]
    labels = [ticket_first_wins(w) for w in words]
    result = mined("string", words, labels, "win", max_size=2)
    assert_found_with(result, words, labels, "9·(#? difference)")
    rng = random.Random(15)
    longer = ["".join(rng.choice("0123456789??") for _ in range(8)) for _ in range(300)]
    longer = [w for w in longer if w.count("?") % 2 == 0]
    assert all(r.evaluate(w) == ticket_first_wins(w) for r in result.rules for w in longer)


def test_one_number_reads_2_to_the_k_minus_1_and_the_prime_count():
    fs = features_by_name("numbers", [(n,) for n in range(40)])
    assert [n for n in range(70) if fs["is_pow2(n + 1)"].fn((n,))] == [0, 1, 3, 7, 15, 31, 63]
    primes = [n for n in range(2, 200) if all(n % d for d in range(2, n))]
    assert [fs["pi(n)"].fn((n,)) for n in range(200)] == [
        sum(1 for p in primes if p <= n) for n in range(200)]
    assert fs["pi(n)"].fn((10 ** 9,)) == 50847534 and fs["pi(n)"].fn((10 ** 9 + 1,)) == -1
    assert numbers.check_cpp(keys=["pi"]) == []


# ---------------------------------------------------------------- the miner needs each construct

def mined(kind, positions, labels, mode, **kw):
    return mine(positions, labels, vocabulary(kind, positions), mode, **kw)


def assert_found_with(result, positions, labels, needed):
    """A rule was claimed, the first one uses a feature named like `needed`, and every claimed
    rule holds on the larger positions too."""
    assert result.exact, result.summary()
    assert any(needed in name for name in result.rules[0].features), result.rules[0].text
    for rule in result.rules:
        assert verify(rule, positions, labels) == [], rule.text


MULTISETS = sorted({tuple(sorted(p)) for k in range(1, 5) for p in product(range(1, 9), repeat=k)})
LARGER = sorted({tuple(sorted(v + 1 for v in p))             # values 1..14, as mined
                 for p in random_sequences(1500, seed=9, top=13, longest=7) if p})


@pytest.mark.parametrize("name, label, needed", [
    # Nim with a bound per pile read as a condition on every pile: each a_i mod 5 below 3
    ("every element", lambda a: all(v % 5 < 3 for v in a), "all a_i mod 5 < 3"),
    ("how many elements", lambda a: sum(1 for v in a if v % 4 < 2) % 2 == 0, "#(a_i mod 4 < 2)"),
    ("h-index", lambda a: max(i for i in range(len(a) + 1)
                              if sum(v >= i for v in a) >= i) % 2 == 1, "h-index"),
    ("xor is an element", lambda a: any(v == eval("^".join(map(str, a))) for v in a),
     "xor is an element"),
    ("values occurring once", lambda a: sum(1 for v in set(a) if a.count(v) == 1) >= 2,
     "occurring once"),
    ("max minus the second max", lambda a: (max(a) - sorted(a)[-2] if len(a) > 1 else max(a))
     >= 2, "max - 2nd largest"),
])
def test_the_miner_finds_a_rule_that_needs_the_construct(name, label, needed):
    labels = [label(a) for a in MULTISETS]
    result = mined("multiset", MULTISETS, labels, "win", max_size=2)
    assert_found_with(result, MULTISETS, labels, needed)
    assert_found_with(result, LARGER, [label(a) for a in LARGER], needed)


@pytest.mark.parametrize("name, value, needed", [
    ("median", lambda a: sorted(a)[(len(a) - 1) // 2], "median"),
    ("sum of the top 2", lambda a: sum(sorted(a)[-2:]), "top 2"),
    ("alternating sum", lambda a: sum(v if i % 2 == 0 else -v
                                      for i, v in enumerate(sorted(a, reverse=True))),
     "alternating"),
    # two players ban values until two are left, the first wanting them close (Codeforces
    # 594A): the narrowest window of n / 2 + 1 sorted values, checked by a search below
    ("window", lambda a: -min((sorted(a)[i + len(a) // 2] - sorted(a)[i]
                                for i in range(len(a) - len(a) // 2)), default=0)
     if len(a) >= 2 else 0, "a_(i + n/2)"),
])
def test_the_miner_finds_a_score_that_needs_the_statistic(name, value, needed):
    labels = [value(a) for a in MULTISETS]
    result = mined("multiset", MULTISETS, labels, "score")
    assert_found_with(result, MULTISETS, labels, needed)
    assert_found_with(result, LARGER, [value(a) for a in LARGER], needed)


@lru_cache(None)
def merge_game_value(a: tuple, maximiser: bool) -> int:
    """CF 2003B from its rules: the mover merges two neighbours into their max (the maximiser)
    or their min, until one value is left; the maximiser moves first. The value left."""
    if len(a) == 1:
        return a[0]
    pick = max if maximiser else min
    return pick(merge_game_value(a[:i] + (pick(a[i], a[i + 1]),) + a[i + 2:], not maximiser)
                for i in range(len(a) - 1))


@lru_cache(None)
def mex_game_value(rest: tuple, mine: tuple, first: bool) -> int:
    """CF 1943A from its rules: in turn the first player moves a value of `rest` into its own
    array, the second deletes a value of `rest`; at the end the score is the mex of the first
    player's array, which the first maximises and the second minimises."""
    if not rest:
        return next(i for i in range(len(mine) + 1) if i not in mine)
    pick = max if first else min
    return pick(mex_game_value(rest[:i] + rest[i + 1:], tuple(sorted(mine + (v,))) if first
                               else mine, not first)
                for i, v in enumerate(rest) if i == 0 or rest[i - 1] != v)


def test_the_values_occurring_once_in_a_mex_game():
    rows = sorted({tuple(sorted(p)) for k in range(1, 7) for p in product(range(0, 4), repeat=k)})
    labels = [mex_game_value(p, (), True) for p in rows]
    result = mined("multiset", rows, labels, "score")
    assert_found_with(result, rows, labels, "smallest value occurring once")
    rng = random.Random(14)
    longer = [tuple(sorted(rng.randrange(0, 5) for _ in range(rng.randrange(7, 9))))
              for _ in range(60)]
    # the first (simplest) rule; an equally simple spf(...) of it fits values up to 4 only and
    # is for the explorer's check on larger positions to reject
    assert all(result.rules[0].evaluate(a) == mex_game_value(a, (), True) for a in longer)


def test_the_upper_median_of_a_merge_game():
    rows = [p for k in range(1, 6) for p in product(range(1, 5), repeat=k)]
    labels = [merge_game_value(p, True) for p in rows]
    result = mined("sequence", rows, labels, "score")
    assert_found_with(result, rows, labels, "upper median")
    rng = random.Random(13)
    longer = [tuple(rng.randrange(1, 9) for _ in range(rng.randrange(6, 9))) for _ in range(150)]
    assert all(r.evaluate(a) == merge_game_value(a, True) for r in result.rules for a in longer)


@lru_cache(None)
def mover_wins_removing(s: str, different: bool) -> bool:
    """The game on a string: remove two adjacent equal letters (different ones, if `different`);
    who cannot move loses (CF 1104B, CF 1373B), searched from the rules."""
    return any(not mover_wins_removing(s[:i] + s[i + 2:], different)
               for i in range(len(s) - 1) if (s[i] == s[i + 1]) != different)


@pytest.mark.parametrize("alphabet, different", [("abc", False), ("ab", True)])
def test_stack_reduction_games_from_their_rules(alphabet, different):
    words = ["".join(p) for k in range(0, 8) for p in product(alphabet, repeat=k)]
    words = [w for w in words if len(w) <= (6 if len(alphabet) == 3 else 7)]
    labels = [mover_wins_removing(w, different) for w in words]
    result = mined("string", words, labels, "win", max_size=2)
    needed = "stack pairs" if not different else "#"       # min(#a, #b) says it too
    assert_found_with(result, words, labels, needed)
    longer = ["".join(random.Random(k).choice(alphabet) for _ in range(10)) for k in range(200)]
    assert all(r.evaluate(w) == mover_wins_removing(w, different)
               for r in result.rules for w in longer)


def test_runs_of_a_letter_and_an_earlier_smaller_letter():
    words = ["".join(p) for k in range(1, 9) for p in product("ab", repeat=k)]
    labels = [runs_of(w, "a")[1] >= 2 for w in words]
    assert_found_with(mined("string", words, labels, "win", max_size=1), words, labels,
                      "2nd longest run of as")
    words = ["".join(p) for k in range(1, 6) for p in product("abc", repeat=k)]
    labels = [any(w[i] < w[-1] for i in range(len(w) - 1)) for w in words]
    assert_found_with(mined("string", words, labels, "win", max_size=1), words, labels,
                      "an earlier letter is smaller")


def test_a_letters_span_decides_whether_one_window_covers_it():
    """Codeforces 1190C's first move: k consecutive cards turned alike win at once iff the 0s
    or the 1s all lie within some k consecutive cards, that is iff the span of either letter
    (first to last occurrence) is at most k; the label is made by trying every window."""
    k = 3
    words = ["".join(p) for n in range(2, 10) for p in product("ab", repeat=n)
             if "a" in p and "b" in p and n >= k]
    labels = [any(len(set(w[:i] + c * k + w[i + k:])) == 1
                  for i in range(len(w) - k + 1) for c in "ab") for w in words]
    assert_found_with(mined("string", words, labels, "win", max_size=2), words, labels,
                      "span of")


@lru_cache(None)
def mod3_sum_wins(stones: tuple, total: int, first: bool) -> bool:
    """LeetCode 2029 from its rules: the players remove stones in turn, the first player first;
    who makes the sum removed a multiple of 3 loses; with no stone left the second player wins.
    True when the first player wins from here (`first`: the first player moves)."""
    options = [v for i, v in enumerate(stones) if (i == 0 or stones[i - 1] != v)]
    if not stones:
        return False
    wins = [not first]                  # no safe removal: the mover loses
    for v in options:
        if (total + v) % 3 == 0:
            continue
        rest = list(stones)
        rest.remove(v)
        wins.append(mod3_sum_wins(tuple(rest), (total + v) % 3, not first))
    if len(wins) == 1:
        return wins[0]
    return any(wins[1:]) if first else all(wins[1:])


def test_counts_of_residues_mod_3_in_two_cases():
    """Stone Game IX: with c0, c1, c2 the values of each class mod 3, the first player wins iff
    min(c1, c2) >= 1 when c0 is even, else |c1 - c2| >= 3: the miner needs the two terms."""
    stones = sorted({tuple(sorted(p)) for k in range(1, 7) for p in product(range(1, 7), repeat=k)
                     if k <= 4 or len(set(p)) <= 3})
    labels = [mod3_sum_wins(a, 0, True) for a in stones]
    result = mined("multiset", stones, labels, "win", max_size=3)
    assert_found_with(result, stones, labels, "mod 3 == 2")
    rng = random.Random(11)
    larger = [tuple(sorted(rng.randrange(1, 13) for _ in range(rng.randrange(1, 10))))
              for _ in range(200)]
    for rule in result.rules:
        assert all(rule.evaluate(a) == mod3_sum_wins(a, 0, True) for a in larger), rule.text


@lru_cache(None)
def between_two_wins(s: str, mover: str) -> bool:
    """LeetCode 2038 from its rules: the mover removes one of its letters whose two neighbours
    are that letter too (A for the first player, B for the second); who cannot move loses."""
    other = "B" if mover == "A" else "A"
    return any(not between_two_wins(s[:i] + s[i + 1:], other)
               for i in range(1, len(s) - 1) if s[i - 1] == s[i] == s[i + 1] == mover)


def test_letters_between_two_equal_letters():
    words = ["".join(p) for k in range(1, 11) for p in product("AB", repeat=k)]
    labels = [between_two_wins(w, "A") for w in words]
    result = mined("string", words, labels, "win", max_size=2)
    assert_found_with(result, words, labels, "between two")
    rng = random.Random(12)
    longer = ["".join(rng.choice("AAB" if k % 2 else "ABB") for _ in range(16))
              for k in range(200)]
    assert all(r.evaluate(w) == between_two_wins(w, "A") for r in result.rules for w in longer)


@lru_cache(None)
def substring_removal_score(s: str) -> int:
    """CF 1398B from its rules: a move deletes a block of equal letters (the rest joins up), the
    mover scores the 1s deleted; the mover's total minus the other's, both playing best."""
    best = None
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            if s[j - 1] != s[i]:
                break
            v = (j - i if s[i] == "1" else 0) - substring_removal_score(s[:i] + s[j:])
            best = v if best is None else max(best, v)
    return best or 0


def test_a_score_of_runs_taken_longest_first():
    """The Substring Removal Game: each player deletes the longest block of 1s left, so the score
    is the alternating sum of the runs of 1s sorted by length."""
    words = ["".join(p) for k in range(0, 9) for p in product("01", repeat=k)]
    labels = [substring_removal_score(w) for w in words]
    result = mined("string", words, labels, "score", max_size=1)
    assert_found_with(result, words, labels, "alternating sum of runs of 1s")
    rng = random.Random(8)
    longer = ["".join(rng.choice("0111") for _ in range(14)) for _ in range(100)]
    assert all(r.evaluate(w) == substring_removal_score(w) for r in result.rules for w in longer)


@lru_cache(None)
def wythoff_wins(x: int, y: int) -> bool:
    """Wythoff's game from its rules: take from one pile, or the same from both."""
    return any(not wythoff_wins(x - k, y) for k in range(1, x + 1)) or \
        any(not wythoff_wins(x, y - k) for k in range(1, y + 1)) or \
        any(not wythoff_wins(x - k, y - k) for k in range(1, min(x, y) + 1))


@lru_cache(None)
def euclid_wins(x: int, y: int) -> bool:
    """Euclid's game from its rules: subtract a positive multiple of the smaller number from the
    larger, leaving it >= 0; who makes a 0 wins (a position with a 0 is lost by the mover)."""
    if x == 0 or y == 0:
        return False
    small, large = min(x, y), max(x, y)
    return any(not euclid_wins(small, large - k * small) for k in range(1, large // small + 1))


@pytest.mark.parametrize("game", [wythoff_wins, euclid_wins])
def test_two_numbers_and_the_golden_ratio(game):
    """Wythoff's losing pairs and Euclid's game need floor(phi * v) (golden), or for Euclid's
    the same test in other words, floor(|x/y - y/x|) >= 1 (r - 1/r >= 1 iff r >= phi): mined on
    1..15 x 1..15 (0..15 for Wythoff), the rules hold on pairs up to 300 (Euclid) and 70
    (Wythoff)."""
    low = 0 if game is wythoff_wins else 1
    pairs = [(x, y) for x in range(low, 16) for y in range(low, 16)]
    labels = [game(*p) for p in pairs]
    result = mined("numbers", pairs, labels, "win", max_size=2)
    needed = "golden" if game is wythoff_wins or "golden" in result.rules[0].text else \
        "floor(|x/y - y/x|)"
    assert_found_with(result, pairs, labels, needed)
    rng = random.Random(6)
    top = 70 if game is wythoff_wins else 300
    larger = [(rng.randint(low, top), rng.randint(low, top)) for _ in range(400)]
    larger += [(p, q) for p, q in ((21, 34), (34, 55), (55, 89)) if q <= top]  # Fibonacci pairs
    assert all(r.evaluate(p) == game(*p) for r in result.rules for p in larger)


@lru_cache(None)
def differences_game_wins(values: frozenset) -> bool:
    """CF 346A from its rules: add |x - y| for two values x, y when it is not there yet; who
    cannot move loses."""
    return any(not differences_game_wins(values | {abs(x - y)})
               for x in values for y in values if x != y and abs(x - y) not in values)


def test_a_game_that_adds_differences_lasts_max_over_gcd_moves():
    sets = [a for k in range(2, 5) for a in itertools_combinations(range(1, 10), k)]
    labels = [differences_game_wins(frozenset(a)) for a in sets]
    result = mined("multiset", sets, labels, "win", max_size=1)
    assert_found_with(result, sets, labels, "max / gcd - distinct")
    rng = random.Random(3)
    # values up to 84, multiples of g with max / g <= 14: the search's states are subsets of
    # the closure {g, ..., max}, so at most 2^12 of them per set
    larger = []
    for _ in range(150):
        g = rng.randint(1, 6)
        larger.append(tuple(sorted(g * v for v in rng.sample(range(1, 15), rng.randint(2, 5)))))
    assert all(r.evaluate(a) == differences_game_wins(frozenset(a))
               for r in result.rules for a in larger)


def test_first_and_last_of_sequences_of_varying_length():
    seqs = [p for k in range(1, 5) for p in product(range(1, 6), repeat=k)]
    labels = [a[0] + 2 * a[-1] for a in seqs]
    assert_found_with(mined("sequence", seqs, labels, "score"), seqs, labels, "last")


def test_an_integer_square_root():
    ns = [(n,) for n in range(0, 300)]
    labels = [max(r for r in range(n + 1) if r * r <= n) for (n,) in ns]
    assert_found_with(mined("numbers", ns, labels, "grundy"), ns, labels, "isqrt(n)")


# ---------------------------------------------------------------- score rules of several conditions

PAIRS = [(x, y) for x in range(10) for y in range(10)]


def test_a_score_rule_with_a_compound_condition():
    """if x is even and y >= 3 then x else y: no single literal splits it."""
    value = lambda x, y: x if x % 2 == 0 and y >= 3 else y
    labels = [value(x, y) for x, y in PAIRS]
    result = mined("numbers", PAIRS, labels, "score")
    assert result.exact, result.summary()
    assert " and " in result.rules[0].text or " or " in result.rules[0].text, result.rules[0].text
    wider = [(x, y) for x in range(25) for y in range(25)]
    for rule in result.rules:
        assert verify(rule, wider, [value(x, y) for x, y in wider]) == [], rule.text


def test_a_score_rule_with_a_chain_of_conditions():
    """if x mod 3 == 0 then 0 else if y is even then x else y: three values."""
    value = lambda x, y: 0 if x % 3 == 0 else (x if y % 2 == 0 else y)
    labels = [value(x, y) for x, y in PAIRS]
    result = mined("numbers", PAIRS, labels, "score")
    assert result.exact, result.summary()
    assert "else if" in result.rules[0].text, result.rules[0].text
    wider = [(x, y) for x in range(25) for y in range(25)]
    for rule in result.rules:
        assert verify(rule, wider, [value(x, y) for x, y in wider]) == [], rule.text
    assert Counter(rule.cpp is not None for rule in result.rules)[True] == len(result.rules)


# ---------------------------------------------------------------- relations between two parts

RELATIONS = {     # y compared with x, by their plain definitions
    "{y} = {x}": lambda x, y: list(y) == list(x),
    "{y} = reverse({x})": lambda x, y: list(y) == list(reversed(x)),
    "{y} = {x} or reverse({x})": lambda x, y: list(y) in (list(x), list(reversed(x))),
    "{y} = {x} as multisets": lambda x, y: Counter(y) == Counter(x),
}


def test_relations_of_two_parts_against_plain_definitions(tmp_path):
    """For a tuple of two sequences, of two strings and the columns of pairs (a_i, b_i): each
    relation against its definition, and its C++ against its Python (equal, reversed, permuted
    and unrelated parts, of equal and of different lengths)."""
    from explore import positions as shapes
    rng = random.Random(7)
    seqs = []
    for a in random_sequences(10, seed=8, top=3, longest=5):
        for b in (a, a[::-1], tuple(rng.sample(a, len(a))), a + (1,),
                  tuple(rng.randrange(4) for _ in a)):
            seqs.append((a, b))
    words = [(x, y) for x in ("", "a", "ab", "aab", "abc") for y in ("", "a", "ba", "aab",
                                                                      "baa", "aba", "cba")]
    shape_seq = shapes.tuples(x=shapes.sequence(), y=shapes.sequence())
    shape_str = shapes.tuples(x=shapes.string("abc"), y=shapes.string("abc"))
    vec = lambda p: "std::vector<long long>{" + ", ".join(f"{v}LL" for v in p) + "}"
    cases = []
    for shape, positions, ctype, lit in (
            (shape_seq, seqs, "const std::vector<long long>&", vec),
            (shape_str, words, "const std::string&", lambda w: f'std::string("{w}")')):
        got = {f.name: f for f in shape.features(positions)}
        for name, plain in RELATIONS.items():
            f = got[name.format(x="x", y="y")]
            assert [f.fn(p) for p in positions] == [plain(x, y) for x, y in positions], name
            cases += [(f"{ctype} x, {ctype} y", f"{lit(x)}, {lit(y)}", f.cpp, int(plain(x, y)))
                      for x, y in positions]
    ordered = {f.name: f for f in shapes.pairs(ordered=True).features([])}
    cards = [tuple(zip(a, b)) for a, b in seqs if len(a) == len(b)]
    for name, plain in RELATIONS.items():
        f = ordered[name.format(x="a", y="b")]
        assert [f.fn(p) for p in cards] == [plain([c[0] for c in p], [c[1] for c in p])
                                            for p in cards], name
    unordered = [f.name for f in shapes.pairs(ordered=False).features([])]
    assert "b = a as multisets" in unordered and "b = a" not in unordered
    assert compile_and_compare(tmp_path, cases) == []


def removals_game_bob_wins(a, b) -> bool:
    """The removals game (two permutations): each turn Alice removes the first or the last of
    a, then Bob the first or the last of b; when one element is left in each, Bob wins iff they
    are equal. By a search of every play."""
    @lru_cache(None)
    def bob_wins(x, y):
        if len(x) == 1:
            return x == y
        return all(any(bob_wins(x2, y2) for y2 in (y[1:], y[:-1])) for x2 in (x[1:], x[:-1]))
    return bob_wins(tuple(a), tuple(b))


def test_the_miner_finds_b_equals_a_or_its_reverse():
    """The removals game on every pair of permutations of 1..n, n <= 4: the rule is the
    relation, and it holds on n = 5, which the miner never saw (labels: Bob wins)."""
    from itertools import permutations
    from explore import positions as shapes
    shape = shapes.tuples(a=shapes.sequence(), b=shapes.sequence())
    def pairs_of(ns):
        return [(a, b) for n in ns for a in permutations(range(1, n + 1))
                for b in permutations(range(1, n + 1))]
    small, large = pairs_of(range(1, 5)), pairs_of([5])
    features = shape.features(small)
    result = mine(small, [removals_game_bob_wins(a, b) for a, b in small], features, "win",
                  max_size=2)
    assert result.exact and result.rules[0].text == "first wins iff b = a or reverse(a)", \
        [r.text for r in result.rules]
    assert verify(result.rules[0], large, [removals_game_bob_wins(a, b) for a, b in large]) == []


REMOVALS_IN_ONE_LINE = """# the removals game, the two permutations written in one line (a1 .. an b1 .. bn)
def _two(p):
    n = len(p) // 2
    return sorted(p[:n]) == list(range(1, n + 1)) == sorted(p[n:])
positions = sequence(values=range(1, 4), length=range(2, 7, 2)).where(_two)
def start(p):
    n = len(p) // 2
    return (p[:n], p[n:], True)
def moves(s):
    a, b, alice = s
    if alice and len(a) > 1:
        yield (a[1:], b, False)
        yield (a[:-1], b, False)
    elif not alice:
        yield (a, b[1:], True)
        yield (a, b[:-1], True)
def winner(s):
    a, b, alice = s
    return "mover" if a[0] != b[0] else "last"
"""


def test_the_halves_of_one_line_compared_whole(tmp_path):
    """The removals game on two permutations of 1..3 at most, written in one line: the rule is
    the halves' relation, found although its check's larger sizes are two permutations among
    5^10 and 6^12 sequences (drawn at random past the first 10^6), and the pasted code equals
    a plain search of every play on pairs of permutations of up to 7."""
    from explore_run import explore_json, run_code
    got = explore_json(tmp_path, REMOVALS_IN_ONE_LINE)
    assert got["rules"] == ["first wins iff not second half = first half or its reverse"], got
    assert "drawn at random" in got["larger_what"], got["larger_what"]
    rng = random.Random(8)
    pairs = []
    for _ in range(120):
        n = rng.randint(1, 7)
        a = rng.sample(range(1, n + 1), n)
        b = rng.choice([a, a[::-1], rng.sample(range(1, n + 1), n)])
        pairs.append((a, b))
    out = run_code(tmp_path, got["code"], "int main() { std::string line; while (std::getline("
                   "std::cin, line)) { std::istringstream in(line); std::vector<long long> a; "
                   "long long x; while (in >> x) a.push_back(x); std::cout << firstWins(a) << "
                   "'\\n'; } }\n", [" ".join(map(str, a + b)) for a, b in pairs])
    assert out == [int(not removals_game_bob_wins(a, b)) for a, b in pairs]


def test_a_binary_number_divisible_by_3_read_off_its_places():
    """Flip a run that starts with an R and goes on over Bs (CodeChef CHN07): read with R = 1,
    each move subtracts a power of 2, so the player to move loses iff 3 divides the number.
    Labels from a plain search of the flips on strings of up to 9 letters; the rule found
    holds on every string of 12."""
    @lru_cache(maxsize=None)
    def wins(s: str) -> bool:
        for i, c in enumerate(s):
            if c != "R":
                continue
            j = i
            while True:
                t = s[:i] + "".join("B" if x == "R" else "R" for x in s[i:j + 1]) + s[j + 1:]
                if not wins(t):
                    return True
                if j + 1 < len(s) and s[j + 1] == "B":
                    j += 1
                else:
                    break
        return False
    small = ["".join(p) for n in range(1, 10) for p in product("RB", repeat=n)]
    large = ["".join(p) for p in product("RB", repeat=12)]
    result = mine(small, [wins(s) for s in small], vocabulary("string", small), "win")
    assert result.exact, result.searched
    assert any("at even places - at odd places, from the end" in r.text for r in result.rules)
    held = [r for r in result.rules if not verify(r, large, [wins(s) for s in large])]
    assert held, [r.text for r in result.rules]


def assert_held_on_larger_with(result, positions, labels, needed):
    """Of the rules fitting the small positions (small counts leave some equally simple ones
    that larger positions break: the explorer's check rejects those), one holds on the larger
    positions too, and it is the first such rule and uses a feature named like `needed`."""
    held = [rule for rule in result.rules if verify(rule, positions, labels) == []]
    assert held, [rule.text for rule in result.rules]
    assert any(needed in name for name in held[0].features), held[0].text


@lru_cache(None)
def digit_game_first_wins(s: str, marked: frozenset = frozenset()) -> bool:
    """CF 1419A from its rules: the first player marks a digit at an odd place (from 1), the
    second at an even place, in turn, until one digit is left; the first wins iff it is odd.
    True when the first player (to move on an even number of marks) wins."""
    left = [i for i in range(len(s)) if i not in marked]
    if len(left) == 1:
        return int(s[left[0]]) % 2 == 1
    first = len(marked) % 2 == 0
    mine = [i for i in left if (i % 2 == 0) == first]
    if not mine:                # the statement guarantees a move; never reached for n >= 1
        raise AssertionError(s)
    outcomes = [digit_game_first_wins(s, marked | {i}) for i in mine]
    return any(outcomes) if first else all(outcomes)


@pytest.mark.slow   # about 20 s of CPU: the miner on 11,110 strings
def test_the_digits_at_places_of_a_parity_decide_the_digit_game():
    words = ["".join(w) for k in range(1, 5) for w in product("0123456789", repeat=k)]
    labels = [digit_game_first_wins(w) for w in words]
    # 19 s of CPU of the budget here: 45 s, so that a slower machine still finds it
    result = mined("string", words, labels, "win", max_size=3, budget_seconds=45)
    assert result.exact and all(verify(rule, words, labels) == [] for rule in result.rules)
    rng = random.Random(21)
    longer = ["".join(rng.choice("0123456789") for _ in range(rng.randrange(5, 8)))
              for _ in range(200)]
    assert_held_on_larger_with(result, longer, [digit_game_first_wins(w) for w in longer],
                               "digits at")


@lru_cache(None)
def xor_race(left: tuple, mine: int, theirs: int) -> int:
    """CF 1383B from its rules: the mover takes one number into its own xor; when none is left
    the larger xor wins. +1: the mover wins, -1: loses, 0: a draw."""
    if not left:
        return (mine > theirs) - (mine < theirs)
    return max(-xor_race(left[:i] + left[i + 1:], theirs, mine ^ v) for i, v in enumerate(left))


def test_the_count_with_the_xors_highest_bit_decides_gamegame():
    piles = sorted({tuple(sorted(p)) for k in range(1, 6) for p in product(range(8), repeat=k)})
    outcome = {1: "W", -1: "L", 0: "D"}
    labels = [outcome[xor_race(p, 0, 0)] for p in piles]
    result = mine(piles, labels, vocabulary("multiset", piles), "outcome", budget_seconds=60)
    assert result.exact and all(verify(rule, piles, labels) == [] for rule in result.rules)
    rng = random.Random(22)
    longer = sorted({tuple(sorted(rng.randrange(0, 16) for _ in range(rng.randrange(6, 9))))
                     for _ in range(150)})
    assert_held_on_larger_with(result, longer, [outcome[xor_race(p, 0, 0)] for p in longer],
                               "hibit(xor)")


@lru_cache(maxsize=None)
def candy_piles_wins(piles: tuple) -> bool:
    """AtCoder AGC 002 E's rules searched plainly: eat the largest pile, or one candy from every
    pile; whoever eats the last candy loses (so the player facing no candy has won)."""
    if not piles:
        return True
    eaten = piles[:-1]                                  # sorted: the largest is the last
    one_each = tuple(v - 1 for v in piles if v > 1)
    return not candy_piles_wins(eaten) or not candy_piles_wins(one_each)


def test_the_corner_of_the_durfee_square_decides_candy_piles():
    piles = sorted({tuple(sorted(p)) for k in range(1, 6) for p in product(range(1, 7), repeat=k)})
    labels = [candy_piles_wins(p) for p in piles]
    result = mined("multiset", piles, labels, "win", max_size=2)
    rng = random.Random(5)
    longer = sorted({tuple(sorted(rng.randrange(1, 30) for _ in range(rng.randrange(6, 14))))
                     for _ in range(400)})
    assert_held_on_larger_with(result, longer, [candy_piles_wins(p) for p in longer],
                               "h-index corner")


# ---------------------------------------------------------------- letter values, split linear fits

LETTER_VALUE_DEFINITIONS = {     # a = 1, ..., z = 26, by their plain definitions
    "sum of letter values (a = 1)": lambda s: sum("abcdefghijklmnopqrstuvwxyz".index(c) + 1
                                                  for c in s),
    "first letter's value": lambda s: "abcdefghijklmnopqrstuvwxyz".index(s[0]) + 1 if s else 0,
    "last letter's value": lambda s: "abcdefghijklmnopqrstuvwxyz".index(s[-1]) + 1 if s else 0,
    "min(first, last letter's value)": lambda s: min(
        "abcdefghijklmnopqrstuvwxyz".index(s[0]), "abcdefghijklmnopqrstuvwxyz".index(s[-1])) + 1
    if s else 0,
    "max(first, last letter's value)": lambda s: max(
        "abcdefghijklmnopqrstuvwxyz".index(s[0]), "abcdefghijklmnopqrstuvwxyz".index(s[-1])) + 1
    if s else 0,
}


def test_letter_values_against_plain_definitions_and_their_cpp(tmp_path):
    """Only strings of three or more lowercase letters get them; each against its definition,
    and its C++ against its Python, z included."""
    rng = random.Random(11)
    strs = [""] + ["".join(rng.choice("abxz") for _ in range(rng.randrange(1, 9)))
                   for _ in range(200)]
    fs = features_by_name("string", strs)
    cases = []
    for name, definition in LETTER_VALUE_DEFINITIONS.items():
        for s in strs:
            assert fs[name].fn(s) == definition(s), (name, s)
        cases += [("const std::string& s", f'std::string("{s}")', fs[name].cpp, definition(s))
                  for s in strs[:40]]
    assert compile_and_compare(tmp_path, cases) == []
    assert not set(LETTER_VALUE_DEFINITIONS) & set(features_by_name("string", ["ab", "ba"]))
    assert not set(LETTER_VALUE_DEFINITIONS) & set(features_by_name("string", ["01", "12"]))


def _letters_score(s: str, mover: bool = True) -> int:
    """Codeforces 1673A's rules searched plainly: the first player removes a substring of even
    length (possibly empty), the second one of odd length, until the string is empty; each
    scores the letters' values he removed; the first player's total minus the second's."""
    @lru_cache(maxsize=None)
    def best(t: str, first: bool) -> int:
        if not t:
            return 0
        options = [-best(t, False)] if first else []
        for i in range(len(t)):
            for j in range(i + 1, len(t) + 1):
                if (j - i) % 2 == (0 if first else 1):
                    worth = sum(ord(c) - ord("a") + 1 for c in t[i:j])
                    options.append(worth - best(t[:i] + t[j:], not first))
        return max(options)
    return best(s, mover)


def test_a_score_in_two_cases_each_linear_in_two_features():
    """Codeforces 1673A from its rules: the total on an even length, the total less twice the
    cheaper end letter on an odd one; no single case of a simpler form fits, and the rule holds
    on longer strings than those mined."""
    mined_on = ["".join(p) for n in range(1, 6) for p in product("abc", repeat=n)]
    result = mined("string", mined_on, [_letters_score(s) for s in mined_on], "score")
    assert result.exact, result.summary()
    assert "if length is" in result.rules[0].text, result.rules[0].text
    rng = random.Random(5)
    wider = ["".join(rng.choice("abcz") for _ in range(rng.randrange(6, 9))) for _ in range(40)]
    for rule in result.rules:
        assert verify(rule, wider, [_letters_score(s) for s in wider]) == [], rule.text


def _cut_at_the_maximum(a: tuple) -> bool:
    """HackerRank Gaming Array by its rules, searched: a move removes the maximum and every
    element to its right; who cannot move (the empty array) loses."""
    return bool(a) and not _cut_at_the_maximum(a[:a.index(max(a))])


def test_the_records_decide_a_game_that_cuts_at_the_maximum():
    mined_on = [p for n in range(1, 6) for p in itertools_permutations(range(1, 7), n)]
    result = mined("sequence", mined_on, [_cut_at_the_maximum(p) for p in mined_on], "win")
    assert result.exact and "#records from the start" in result.rules[0].text, result.summary()
    rng = random.Random(8)
    wider = [tuple(rng.sample(range(1, 60), rng.randint(6, 12))) for _ in range(300)]
    for rule in result.rules:
        assert verify(rule, wider, [_cut_at_the_maximum(p) for p in wider]) == [], rule.text


def cutcake_class(b: int, d: int) -> str:
    """Cutcake by its rules, searched (Winning Ways, ch. 2): pieces of b x d; Left cuts a
    piece across its depth (b x d1, b x d2), Right across its breadth; who cannot cut loses.
    The class L, R, N or P of a b x d sheet, from who wins moving first and second."""
    @lru_cache(maxsize=None)
    def wins(pieces: tuple, left: bool) -> bool:
        for i, (x, y) in enumerate(pieces):
            rest = pieces[:i] + pieces[i + 1:]
            size = y if left else x
            for c in range(1, size):
                parts = ((x, c), (x, y - c)) if left else ((c, y), (x - c, y))
                after = tuple(sorted(rest + tuple(p for p in parts if p != (1, 1))))
                if not wins(after, not left):
                    return True
        return False
    start = ((b, d),) if (b, d) != (1, 1) else ()
    first_left, first_right = wins(start, True), wins(start, False)
    return {(True, True): "N", (True, False): "L", (False, True): "R",
            (False, False): "P"}[first_left, first_right]


def test_the_highest_bits_compared_decide_cutcake(tmp_path):
    """log2(x) - log2(y) against its definition and its C++ (2^62 included), and Cutcake's
    classes mined on 1..5 x 1..5 by it, the rule holding on sheets up to 6 x 6."""
    fs = features_by_name("numbers", [(1, 1), (8, 3)])
    f = fs["log2(x) - log2(y)"]
    pairs = ((1, 1), (8, 3), (3, 8), (7, 4), (0, 5), (2 ** 62, 1))
    assert [f.fn(p) for p in pairs] == [0, 2, -2, 0, -3, 62]
    assert compile_and_compare(tmp_path, [
        ("const std::vector<long long>& a", f"std::vector<long long>{{{x}LL, {y}LL}}", f.cpp,
         f.fn((x, y))) for x, y in pairs]) == []
    pairs = [(b, d) for b in range(1, 6) for d in range(1, 6)]
    result = mined("numbers", pairs, [cutcake_class(*p) for p in pairs], "outcome")
    assert result.exact and "log2(x) - log2(y)" in result.rules[0].text, result.summary()
    larger = [(b, d) for b in range(1, 7) for d in range(1, 7) if max(b, d) == 6]
    for rule in result.rules:
        assert verify(rule, larger, [cutcake_class(*p) for p in larger]) == [], rule.text


@lru_cache(None)
def splits_to_win(n: int, m: int) -> bool:
    """Kattis bradspelet from its rules: the mover cuts the n x m board into two pieces, the
    other player picks the piece play goes on with and cuts it; who cannot cut (1 x 1) loses.
    The mover wins iff some cut leaves two pieces each lost for the one who must cut it."""
    cuts = [((c, m), (n - c, m)) for c in range(1, n)] + [((n, c), (n, m - c))
                                                         for c in range(1, m)]
    return any(not splits_to_win(*p) and not splits_to_win(*q) for p, q in cuts)


def test_one_number_function_of_the_two_coordinates_compared():
    """The same number function of n and of m compared, v2(n) vs v2(m): the board game is lost
    iff both sides hold the same power of two; the rule found holds on boards up to 40."""
    boards = [(n, m) for n in range(1, 16) for m in range(1, 16)]
    labels = [splits_to_win(n, m) for n, m in boards]
    larger = [(n, m) for n in range(1, 41) for m in range(1, 41)]
    assert_found_with(mined("numbers", boards, labels, "win", max_size=1), larger,
                      [splits_to_win(n, m) for n, m in larger], "v2(")


def test_multiples_of_the_parameters_against_plain_definitions_and_their_cpp(tmp_path):
    """How many elements are multiples of a parameter, of one and not the other, of both: each
    against a plain count and its C++; a multiple's pair that one divides is left out."""
    from explore.features import multiples_features
    fs = {f.name: f for f in multiples_features({"a": 2, "b": 3, "name": "x", "flag": True})}
    assert sorted(fs) == ["#(multiples of a = 2 and of b = 3)", "#(multiples of a = 2)",
                          "#(multiples of a = 2, not of b = 3)", "#(multiples of b = 3)",
                          "#(multiples of b = 3, not of a = 2)"]
    assert [f.name for f in multiples_features({"a": 2, "b": 4})] == [
        "#(multiples of a = 2)", "#(multiples of b = 4)", "#(multiples of a = 2, not of b = 4)"]
    rng = random.Random(8)
    seqs = [tuple(rng.randrange(-20, 40) for _ in range(rng.randrange(0, 7))) for _ in range(80)]
    plain = {"#(multiples of a = 2)": lambda a: len([v for v in a if v % 2 == 0]),
             "#(multiples of b = 3)": lambda a: len([v for v in a if v % 3 == 0]),
             "#(multiples of a = 2, not of b = 3)": lambda a: len([v for v in a if v % 6 in (2, 4)]),
             "#(multiples of b = 3, not of a = 2)": lambda a: len([v for v in a if v % 6 == 3]),
             "#(multiples of a = 2 and of b = 3)": lambda a: len([v for v in a if v % 6 == 0])}
    cases = []
    for name, f in fs.items():
        for a in seqs:
            assert f.fn(a) == plain[name](a), (name, a)
            cases.append(vector_case(a, f.cpp, plain[name](a)))
    assert compile_and_compare(tmp_path, cases) == []


def lucky_class(items: tuple, a: int, b: int) -> str:
    """CodeChef HP18 from its rules: Left removes a non-empty set of multiples of a, Right of
    b; who cannot move loses. The class L / R / N / P by a plain search of both first moves."""
    @lru_cache(None)
    def wins(s: tuple, left: bool) -> bool:         # the player to move wins
        k = a if left else b
        mine = [i for i, v in enumerate(s) if v % k == 0]
        for mask in range(1, 1 << len(mine)):
            gone = {mine[j] for j in range(len(mine)) if mask >> j & 1}
            if not wins(tuple(v for i, v in enumerate(s) if i not in gone), not left):
                return True
        return False
    first_left, first_right = wins(items, True), wins(items, False)
    return {(True, False): "L", (False, True): "R", (True, True): "N",
            (False, False): "P"}[first_left, first_right]


def test_the_multiples_of_two_lucky_numbers_decide_the_class():
    from explore.features import multiples_features
    items = MULTISETS[:400]
    labels = [lucky_class(p, 2, 3) for p in items]
    vocab = vocabulary("multiset", items) + multiples_features({"a": 2, "b": 3})
    got = mine(items, labels, vocab, "outcome", max_size=3)
    larger = [p for p in LARGER if len(p) <= 6][:300]
    want = [lucky_class(p, 2, 3) for p in larger]
    assert got.exact, got.summary()
    assert any("multiples of" in name for name in got.rules[0].features), got.rules[0].text
    for rule in got.rules:
        assert verify(rule, larger, want) == [], rule.text


def test_residue_classes_of_a_parameter_against_plain_definitions_and_their_cpp(tmp_path):
    """How many residue classes modulo a parameter hold exactly one element, how many hold
    any, and how many an odd number: each against a plain count over the classes and its C++
    (negative elements too); parameters outside 2..1000, or more than three, give none."""
    from explore.features import residue_class_features
    fs = {f.name: f for f in residue_class_features({"k": 5, "name": "x", "flag": True})}
    assert sorted(fs) == ["#(residues mod k = 5 held once)", "#(residues mod k = 5 held)",
                          "#(residues mod k = 5 with odd count)"]
    assert residue_class_features({"k": 1}) == [] and residue_class_features({"k": 10 ** 6}) == []
    rng = random.Random(2040)
    seqs = [tuple(rng.randrange(-30, 40) for _ in range(rng.randrange(0, 8))) for _ in range(80)]

    def plain(a, name):
        held = [r for r in range(5) if any((v - r) % 5 == 0 for v in a)]
        members = {r: len([v for v in a if (v - r) % 5 == 0]) for r in held}
        return len([r for r in held if members[r] == 1]) if "once" in name else \
            len([r for r in held if members[r] % 2 == 1]) if "odd" in name else len(held)
    cases = []
    for name, f in fs.items():
        for a in seqs:
            want = plain(a, name)
            assert f.fn(a) == want, (name, a)
            cases.append(vector_case(a, f.cpp, want))
    assert compile_and_compare(tmp_path, cases) == []


def division_game(items: tuple, k: int) -> bool:
    """Codeforces 2040A from its rules: the first player picks an element, the second another;
    the first wins iff their difference is not a multiple of k. Who wins, by trying every pick
    and every answer."""
    return any(all((items[i] - items[j]) % k != 0 for j in range(len(items)) if j != i)
               for i in range(len(items)))


def test_an_element_alone_in_its_residue_class_decides_the_division_game():
    from explore.features import residue_class_features
    items = MULTISETS[:400]
    labels = [division_game(p, 5) for p in items]
    vocab = vocabulary("multiset", items) + residue_class_features({"k": 5})
    got = mine(items, labels, vocab, "win", max_size=2)
    larger = [p for p in LARGER if len(p) <= 6][:300]
    assert got.exact, got.summary()
    assert "residues mod k = 5 held once" in got.rules[0].text, got.rules[0].text
    for rule in got.rules:
        assert verify(rule, larger, [division_game(p, 5) for p in larger]) == [], rule.text


NUMBER_DEFINITIONS = {       # the new features of two and three numbers, by plain definitions
    "gcd(x, y)": lambda p: max(d for d in range(1, max(p[0], p[1]) + 1)
                               if p[0] % d == 0 and p[1] % d == 0) if max(p[:2]) else 0,
    "z // gcd(x, y)": lambda p: p[2] // math.gcd(p[0], p[1]) if p[0] or p[1] else 0,
    "x // gcd(y, z)": lambda p: p[0] // math.gcd(p[1], p[2]) if p[1] or p[2] else 0,
    "y % gcd(x, z)": lambda p: p[1] % math.gcd(p[0], p[2]) if p[0] or p[2] else p[1],
    "x(x + 1)/2 % y": lambda p: sum(range(p[0] + 1)) % p[1],
    # a run of consecutive integers xored one by one
    "xor of x..x + y - 1": lambda p: functools.reduce(operator.xor, range(p[0], p[0] + p[1]), 0),
    "xor of y..y + x - 1": lambda p: functools.reduce(operator.xor, range(p[1], p[1] + p[0]), 0),
    "xor of x..y": lambda p: functools.reduce(operator.xor, range(p[0], p[1] + 1), 0),
}
NUMBER_NAMES = {2: ("gcd(x, y)", "x(x + 1)/2 % y", "xor of x..x + y - 1", "xor of y..y + x - 1",
                    "xor of x..y"),
                3: ("gcd(x, y)", "z // gcd(x, y)", "x // gcd(y, z)", "y % gcd(x, z)",
                    "x(x + 1)/2 % y")}


def factorisation(n: int) -> dict:
    out, d = Counter(), 2
    while n > 1:
        while n % d == 0:
            out[d] += 1
            n //= d
        d += 1
    return out


def _halvings(n: int) -> int:
    """How many times n halves to an odd number (0 for n = 0, as v2 takes it)."""
    k = 0
    while n and n % 2 == 0:
        n, k = n // 2, k + 1
    return k


ONE_NUMBER_DEFINITIONS = {
    "v2(n) mod 2": lambda n: _halvings(n) % 2,
    "popcount(n) mod 2": lambda n: bin(n).count("1") % 2,
    "log2(n) mod 2": lambda n: (len(bin(n)) - 3) % 2 if n else 1,   # log2(0) = -1
    "#distinct primes(n)": lambda n: len(factorisation(n)),
    "exponent spread(n)": lambda n: (max(factorisation(n).values()) -
                                     min(factorisation(n).values())) if n > 1 else 0,
}


def test_gcds_triangular_sums_and_factorisations_against_plain_definitions(tmp_path):
    """gcd(x, y), a number over the other two's gcd, the sum 1..x mod y, and for one number
    its distinct primes and the spread of its exponents: each against a plain definition
    here, and its C++ against it (C++ on values past 10^12 for the factorisations)."""
    rng = random.Random(11)
    cases = []
    for k in (2, 3):
        # x from 0 (a gcd with 0 and 0 + 0 // 0 as the code takes them), the others from 1
        tuples = [tuple(rng.randrange(1 if i else 0, 60) for i in range(k)) for _ in range(150)]
        tuples += [(0, 5, 7)[:k], (0, 1, 1)[:k]]
        fs = features_by_name("numbers", tuples)
        for name in NUMBER_NAMES[k]:
            definition = NUMBER_DEFINITIONS[name]
            assert name in fs, (k, name)
            for p in tuples:
                assert fs[name].fn(p) == definition(p), (name, p)
                vec = "std::vector<long long>{" + ", ".join(f"{v}LL" for v in p) + "}"
                cases.append(("const std::vector<long long>& a", vec, fs[name].cpp,
                              int(definition(p))))
    ones = [(n,) for n in range(0, 400)]
    fs = features_by_name("numbers", ones)
    big = [2 ** 40, 3 ** 20 * 7, 999_999_999_989 * 2 ** 3, 10 ** 12]
    for name, definition in ONE_NUMBER_DEFINITIONS.items():
        for (n,) in ones:
            assert fs[name].fn((n,)) == definition(n), (name, n)
        cases += [("long long n", f"{n}LL", fs[name].cpp, fs[name].fn((n,)))
                  for n in list(range(0, 60)) + big]
    assert fs["exponent spread(n)"].fn((2 ** 40,)) == 0
    assert fs["exponent spread(n)"].fn((3 ** 20 * 7,)) == 19
    assert fs["#distinct primes(n)"].fn((999_999_999_989 * 8,)) == 2
    assert compile_and_compare(tmp_path, cases) == []


def test_the_partition_and_the_residue_counts_decide_two_games():
    """Codeforces 1839E (pick, then the other player picks, both lowered by the smaller):
    the first player wins iff no split into two equal sums; cards erased in turns whose sums
    mod 5 are compared (AtCoder ARC 148 D, M odd): the second player wins iff every residue
    occurs an even number of times. Each by a plain search of its rules; the miner finds the
    new feature and the rule holds on larger positions."""
    @lru_cache(None)
    def decreasing(values: tuple, picked: int) -> bool:      # the player to move wins
        if picked == 0:
            return any(not decreasing(values[:i] + values[i + 1:], v)
                       for i, v in enumerate(values))
        for i, w in enumerate(values):
            d = min(picked, w)
            rest = values[:i] + values[i + 1:] + tuple(x for x in (picked - d, w - d) if x)
            if not decreasing(tuple(sorted(rest)), 0):
                return True
        return False

    small = sorted({tuple(sorted(p)) for n in range(1, 5)
                    for p in product(range(1, 6), repeat=n)})
    larger = sorted({tuple(sorted(p)) for p in product(range(1, 9), repeat=5)})[::7]
    assert_found_with(mined("multiset", small, [decreasing(p, 0) for p in small], "win"),
                      larger, [decreasing(p, 0) for p in larger], "splits into two equal sums")

    @lru_cache(None)
    def erase(cards: tuple, x: int, y: int, alice: bool) -> bool:   # Alice wins
        if not cards:
            return x % 5 != y % 5
        outcomes = []
        for i, c in enumerate(cards):
            rest = cards[:i] + cards[i + 1:]
            outcomes.append(erase(rest, x + c, y, not alice) if alice else
                            erase(rest, x, y + c, not alice))
        return any(outcomes) if alice else all(outcomes)
    # values 0..9: two values of one residue are not equal
    even = [p for p in sorted({tuple(sorted(p)) for n in (2, 4)
                               for p in product(range(10), repeat=n)})]
    wins = [erase(p, 0, 0, True) for p in even]
    more = sorted({tuple(sorted(p)) for p in product(range(10), repeat=6)})[::7]
    assert_found_with(mined("multiset", even, wins, "win"), more,
                      [erase(p, 0, 0, True) for p in more], "#residues mod 5 with odd count")


@lru_cache(maxsize=None)
def _bubble_wins(a: tuple) -> bool:
    """Sorting by swaps of neighbours, by its rules, searched: a move swaps two neighbours that
    stand in the wrong order (a_i > a_i+1); who cannot move (the sequence sorted) loses."""
    return any(not _bubble_wins(a[:i] + (a[i + 1], a[i]) + a[i + 2:])
               for i in range(len(a) - 1) if a[i] > a[i + 1])


def test_the_inversions_decide_sorting_by_swaps_of_neighbours(tmp_path):
    """Every swap of a neighbouring pair in the wrong order removes one inversion, so the game
    lasts exactly #inversions moves: mined from the search, checked on longer sequences of
    larger values, and its C++ (a Fenwick tree, for contest lengths) against the plain count."""
    mined_on = [p for n in range(0, 6) for p in product(range(1, 5), repeat=n)]
    result = mined("sequence", mined_on, [_bubble_wins(p) for p in mined_on], "win")
    assert result.exact and "#inversions" in result.rules[0].text, result.summary()
    rng = random.Random(9)
    wider = [tuple(rng.randint(1, 40) for _ in range(rng.randint(6, 8))) for _ in range(150)]
    for rule in result.rules:
        assert verify(rule, wider, [_bubble_wins(p) for p in wider]) == [], rule.text
    feature = features_by_name("sequence", wider)["#inversions"]
    plain = SEQUENCE_DEFINITIONS["#inversions"]
    long = [tuple(rng.randrange(-10 ** 17, 10 ** 17) for _ in range(rng.randint(0, 40)))
            for _ in range(40)] + [(5,) * 30, tuple(range(30, 0, -1))]
    cases = [vector_case(p, feature.cpp, plain(p)) for p in long]
    assert [feature.fn(p) for p in long] == [plain(p) for p in long]
    assert compile_and_compare(tmp_path, cases) == []


def _most_pairs_adding_to(a: tuple, t: int) -> int:
    """The most disjoint pairs of elements adding up to t, by trying every first pair."""
    best = 0
    for i in range(len(a)):
        for j in range(i + 1, len(a)):
            if a[i] + a[j] == t:
                rest = a[:i] + a[i + 1:j] + a[j + 1:]
                best = max(best, 1 + _most_pairs_adding_to(rest, t))
    return best


def test_pairs_adding_up_to_a_parameter_against_a_search_and_their_cpp(tmp_path):
    """How many disjoint pairs add up to a parameter: against the most pairs a search forms,
    and its C++ (negative elements and a t past every sum too); across values, the same count
    with the parameter read from the pair."""
    from explore.features import Feature, cpp_param, pair_sum_features
    from explore.sweep import element_features
    assert [f.name for f in pair_sum_features({"k": 6, "name": "x", "flag": True})] == [
        "#pairs adding up to k = 6"]
    assert pair_sum_features({"k": 1}) == [] and pair_sum_features({"a": 2, "b": 3, "c": 4,
                                                                     "d": 5}) == []
    rng = random.Random(2060)
    seqs = [tuple(rng.randrange(-4, 9) for _ in range(rng.randrange(0, 8))) for _ in range(120)]
    cases = []
    for t in (2, 5, 6, 30):
        (f,) = pair_sum_features({"k": t})
        for a in seqs:
            want = _most_pairs_adding_to(a, t)
            assert f.fn(a) == want, (t, a)
            cases.append(vector_case(a, f.cpp, want))
    assert compile_and_compare(tmp_path, cases) == []
    k = Feature("k", lambda pp: pp[0][0], 1, cpp_param("k"))
    across = next(f for f in element_features([k]) if f.name == "#pairs adding up to k")
    assert all(across.fn(((t,), a)) == _most_pairs_adding_to(a, t) for t in (3, 4) for a in seqs)


def mathletes_score(board: tuple, k: int) -> int:
    """Codeforces 2060C by its rules, searched: Alice erases a, then Bob erases b, and a + b = k
    scores 1; Alice minimises the score, Bob maximises it. The score (not its negation)."""
    @lru_cache(None)
    def alice(b: tuple) -> int:
        if not b:
            return 0
        return min(bob(b[:i] + b[i + 1:], x) for i, x in enumerate(b))

    @lru_cache(None)
    def bob(b: tuple, a: int) -> int:
        return max((a + x == k) + alice(tuple(sorted(b[:i] + b[i + 1:])))
                   for i, x in enumerate(b))
    return alice(tuple(sorted(board)))


def test_the_pairs_adding_up_to_k_are_the_score_of_the_mathletes_game():
    from explore.features import pair_sum_features
    items = [p for p in MULTISETS if len(p) % 2 == 0 and p][:300]
    labels = [mathletes_score(p, 5) for p in items]
    vocab = vocabulary("multiset", items) + pair_sum_features({"k": 5})
    got = mine(items, labels, vocab, "score", max_size=3)
    assert got.exact and "#pairs adding up to k = 5" in got.rules[0].text, got.summary()
    larger = [p for p in LARGER if len(p) % 2 == 0 and len(p) <= 8][:200]
    for rule in got.rules:
        assert verify(rule, larger, [mathletes_score(p, 5) for p in larger]) == [], rule.text


@lru_cache(maxsize=None)
def _ed_row_grundy(a: int, b: int) -> int:
    """A row of E&D (SDOI 2009) by its rules, searched: a move takes one pile off and splits
    the other into two piles of at least one stone each; g = the mex of the moves' values."""
    reach = {_ed_row_grundy(x, s - x) for s in (a, b) for x in range(1, s)}
    return next(g for g in range(len(reach) + 1) if g not in reach)


def _lowest_zero_bit_plainly(v: int) -> int:
    i = 0
    while v >> i & 1:
        i += 1
    return i


def test_the_lowest_zero_bit_of_an_or_is_the_value_of_an_e_and_d_row(tmp_path):
    """Two numbers' `x | y`, `x & y` and the lowest 0 bit of their or, counted from 0 and from
    the positions' least number, against plain definitions and their C++ (2^62 included); and
    E&D's row values mined on 1..6 x 1..6 by them, the rule holding on every row up to 24."""
    fs = {f.name: f for f in grundy_features("numbers", [(1, 1), (6, 3)], "grundy")}
    assert grundy_features("numbers", [(1, 1), (6, 3)], "win") == []     # parities roundabout
    pairs = ((1, 1), (6, 3), (3, 8), (7, 4), (1, 2 ** 62), (2 ** 62 - 1, 5))
    plain = {"x | y": lambda x, y: x | y, "x & y": lambda x, y: x & y,
             "lowest 0 bit(x | y)": lambda x, y: _lowest_zero_bit_plainly(x | y),
             "(x - 1) | (y - 1)": lambda x, y: (x - 1) | (y - 1),
             "(x - 1) & (y - 1)": lambda x, y: (x - 1) & (y - 1),
             "lowest 0 bit((x - 1) | (y - 1))":
                 lambda x, y: _lowest_zero_bit_plainly((x - 1) | (y - 1))}
    cases = []
    for name, define in plain.items():
        assert [fs[name].fn(p) for p in pairs] == [define(*p) for p in pairs], name
        cases += [vector_case(p, fs[name].cpp, define(*p)) for p in pairs]
    assert compile_and_compare(tmp_path, cases) == []
    assert "x - 0" not in " ".join(f.name for f in grundy_features("numbers", [(0, 1), (2, 3)],
                                                                   "grundy"))
    # read whole before mod: `(x | y) mod 4`, never `x | y mod 4`
    assert "(x | y) mod 4" in fs and "x | y mod 4" not in fs
    # and no parity of them, which is "x is odd or (and) y is odd" in a roundabout way
    assert not any(name.endswith(" mod 2") and (" | " in name or " & " in name) for name in fs)
    rows = [(a, b) for a in range(1, 7) for b in range(1, 7)]
    larger = [(a, b) for a in range(1, 25) for b in range(1, 25)]
    vocab = vocabulary("numbers", rows) + grundy_features("numbers", rows, "grundy")
    assert_found_with(mine(rows, [_ed_row_grundy(*r) for r in rows], vocab, "grundy"),
                      larger, [_ed_row_grundy(*r) for r in larger], "lowest 0 bit")


@lru_cache(maxsize=None)
def _last_sum_is_odd(piles: tuple, removals: int) -> bool:
    """Plain minimax of CodeChef GMSTN: each move removes one pile; after `removals` moves the
    player who made the first move has won iff the piles left have an odd sum. True when the
    player to move then (the first player, when removals has its starting value) wins."""
    if removals == 0:
        return sum(piles) % 2 == 1
    options = {piles[:i] + piles[i + 1:] for i in range(len(piles))}
    # the first player moves when an odd number of removals is left, with three to make
    first = removals % 2 == 1
    got = [_last_sum_is_odd(o, removals - 1) for o in options]
    return any(got) if first else all(got)


def test_the_even_elements_count_where_only_parities_do():
    """Three piles removed in turn, then an odd sum wins for the first player: the rule needs
    how many piles are even, `#odd >= 2 and (#even >= 2 or length is even)`; mined on 4..7
    piles of 1..6, it holds on 8..9 piles of 1..9 (a plain minimax of the removals)."""
    small = [p for k in range(4, 8) for p in itertools_combinations_with_replacement(range(1, 7), k)]
    larger = [p for k in range(8, 10) for p in itertools_combinations_with_replacement(range(1, 10), k)]
    vocab = vocabulary("multiset", small)
    assert_found_with(mine(small, [_last_sum_is_odd(p, 3) for p in small], vocab, "win"),
                      larger, [_last_sum_is_odd(p, 3) for p in larger], "#even")


@lru_cache(maxsize=None)
def _raise_under_a_permutation_wins(a: tuple) -> bool:
    """CodeChef SPACEARR from its rules: a move raises one element by 1; a move after which no
    permutation p of 1..n has a_i <= p_i for every i loses at once (the order of the elements
    plays no part); tried against every permutation, not through the sorted ranks."""
    n = len(a)
    for i in range(n):
        b = tuple(sorted(a[:i] + (a[i] + 1,) + a[i + 1:]))
        fits = any(all(x <= y for x, y in zip(b, p))
                   for p in itertools_permutations(range(1, n + 1)))
        if fits and not _raise_under_a_permutation_wins(b):
            return True
    return False


def test_values_raised_under_a_permutation_are_read_against_their_ranks():
    """A game that raises values one at a time while some permutation of 1..n still lies above
    them (Hall's condition: no a_(i) > i) lasts sum (i - a_(i)) moves: mined from the search on
    multisets of up to 5 values, checked on those of 7; without the two rank features the rule
    mined fits the small ones only."""
    def fits(a):
        return all(v <= i for i, v in enumerate(sorted(a), 1))
    mined_on = [p for n in range(1, 6) for p in
                itertools_combinations_with_replacement(range(1, n + 1), n)]
    labels = [fits(p) and _raise_under_a_permutation_wins(p) for p in mined_on]
    result = mined("multiset", mined_on, labels, "win")
    assert result.exact, result.summary()
    wider = [p for p in itertools_combinations_with_replacement(range(1, 8), 7)]
    for rule in result.rules:
        assert verify(rule, wider, [fits(p) and _raise_under_a_permutation_wins(p)
                                    for p in wider]) == [], rule.text
    assert any("a_(i)" in r.text for r in result.rules), [r.text for r in result.rules]


@lru_cache(maxsize=None)
def _pops_lead(discs: tuple, pops: tuple) -> int:
    """CodeChef CLGAME from its rules: pop s of `pops` discs from the top (s at most those
    left), scoring 2^p for a disc p; the mover's best score minus the other's (a plain minimax,
    no "who takes the largest" in it)."""
    if not discs:
        return 0
    return max(sum(2 ** p for p in discs[:s]) - _pops_lead(discs[s:], pops)
               for s in pops if s <= len(discs))


def test_a_race_to_the_largest_element_is_read_by_its_index():
    """Discs worth 2^p popped 1 or 2 at a time from the top: whoever pops the largest wins, so
    the outcome is a subtraction game on the index of the max: mined from the minimax on every
    stack of distinct values below 5 and 600 random ones of 5 to 9 discs, checked on 200 more
    of 6 to 12 discs."""
    def outcome(a):
        lead = _pops_lead(a, (1, 2))
        return "W" if lead > 0 else "L" if lead < 0 else "D"
    rng = random.Random(21)
    mined_on = [p for n in range(1, 5) for p in itertools_permutations(range(5), n)] + list(
        {tuple(rng.sample(range(30), rng.randint(5, 9))) for _ in range(600)})
    result = mined("sequence", mined_on, [outcome(p) for p in mined_on], "outcome")
    assert result.exact, result.summary()
    longer = [tuple(rng.sample(range(40), rng.randint(6, 12))) for _ in range(200)]
    for rule in result.rules:
        assert verify(rule, longer, [outcome(p) for p in longer]) == [], rule.text
    assert "index of max" in result.rules[0].text, result.rules[0].text


@lru_cache(maxsize=None)
def _erase_equal_wins(a: tuple) -> bool:
    """CodeChef MDSWIN2's game from its rules: erase one or more elements of equal value, the
    player with nothing to erase loses (a plain search of the sequence as it is)."""
    for v in set(a):
        at = [i for i, x in enumerate(a) if x == v]
        for mask in range(1, 1 << len(at)):
            gone = {at[b] for b in range(len(at)) if mask >> b & 1}
            if not _erase_equal_wins(tuple(x for i, x in enumerate(a) if i not in gone)):
                return True
    return False


def test_erasing_equal_elements_is_nim_on_their_counts():
    """A move that erases any number of elements of one value touches one value's count: the
    game is Nim on the counts. Mined from the search on every sequence of up to 5 values of
    1..3, checked on 300 random ones of 6 to 9 values of 1..4; without the feature no rule
    fits."""
    mined_on = [p for n in range(1, 6) for p in product(range(1, 4), repeat=n)]
    rng = random.Random(5)
    longer = [tuple(rng.randint(1, 4) for _ in range(rng.randint(6, 9))) for _ in range(300)]
    result = mined("sequence", mined_on, [_erase_equal_wins(p) for p in mined_on], "win")
    assert_found_with(result, longer, [_erase_equal_wins(p) for p in longer], "xor of the counts")


@lru_cache(None)
def _or_kept_wins(piles: tuple) -> bool:
    """Nim in which a move may not change the bitwise or of the piles, by a plain search (the
    piles sorted)."""
    total = functools.reduce(operator.or_, piles, 0)
    for i, a in enumerate(piles):
        others = functools.reduce(operator.or_, piles[:i] + piles[i + 1:], 0)
        for left in range(a):
            if others | left == total and \
                    not _or_kept_wins(tuple(sorted(piles[:i] + (left,) + piles[i + 1:]))):
                return True
    return False


def test_a_nim_that_keeps_the_or_is_lost_where_the_xor_is_the_or():
    """A move of Nim that may not change the bitwise or of the piles (AtCoder ARC 208 A): the
    player to move loses iff xor == or. Mined from a search on every multiset of 2 to 4 piles
    of 1..8, checked on 300 random ones of 2 to 5 piles of 1..20; without the or no rule fits."""
    mined_on = [p for p in MULTISETS if len(p) >= 2]
    rng = random.Random(8)
    larger = [tuple(sorted(rng.randint(1, 20) for _ in range(rng.randint(2, 5))))
              for _ in range(300)]
    result = mined("multiset", mined_on, [_or_kept_wins(p) for p in mined_on], "win")
    assert_found_with(result, larger, [_or_kept_wins(p) for p in larger], "or")


def _differ(u: str) -> int:
    return sum(u[i] != u[i + 1] for i in range(len(u) - 1))


@lru_cache(None)
def _flip_wins(t: str) -> bool:
    """Flip a block of a binary string, allowed only when more neighbours then differ
    (CodeChef BINSTRGAME), by a plain search of every block."""
    for l in range(len(t)):
        for r in range(l + 1, len(t) + 1):
            u = t[:l] + "".join("10"[int(c)] for c in t[l:r]) + t[r:]
            if _differ(u) > _differ(t) and not _flip_wins(u):
                return True
    return False


def test_a_flip_that_must_make_neighbours_differ_is_read_by_the_equal_neighbours():
    """A move flips a block and must make more neighbours differ: it turns one or two equal
    neighbours into different ones, a subtraction game {1, 2} on their count. Mined from a
    search on every binary string of length 1..8, checked on 300 random ones of 9..14;
    without the count no rule fits."""
    mined_on = ["".join(p) for n in range(1, 9) for p in product("01", repeat=n)]
    rng = random.Random(13)
    longer = ["".join(rng.choice("01") for _ in range(rng.randint(9, 14))) for _ in range(300)]
    result = mined("string", mined_on, [_flip_wins(s) for s in mined_on], "win")
    assert_found_with(result, longer, [_flip_wins(s) for s in longer], "#equal neighbours")


@lru_cache(None)
def _digit_left(s: str, alice: bool) -> int:
    """CF 1684A from its rules: Alice must swap two digits, Bob removes the last one, until one
    digit is left; Alice wants it small. Every swap searched."""
    if len(s) == 1:
        return int(s)
    if not alice:
        return _digit_left(s[:-1], True)
    swaps = {s[:i] + s[j] + s[i + 1:j] + s[i] + s[j + 1:]
             for i in range(len(s)) for j in range(i + 1, len(s))}
    return min(_digit_left(t, False) for t in swaps)


def test_the_digit_left_by_forced_swaps_is_read_by_the_smallest_and_the_last_digit():
    """CF 1684A Digit Minimization: the last digit of two digits, else the smallest. Mined from
    a search of every swap on every number of 2..5 digits over 1..5, checked on 300 random ones
    of 6..8 digits over 1..9; without the digits' min and last no rule fits."""
    mined_on = ["".join(p) for n in range(2, 6) for p in product("12345", repeat=n)]
    rng = random.Random(14)
    longer = ["".join(rng.choice("123456789") for _ in range(rng.randint(6, 8)))
              for _ in range(300)]
    result = mined("string", mined_on, [_digit_left(s, True) for s in mined_on], "score")
    assert_found_with(result, longer, [_digit_left(s, True) for s in longer], "digit")
    assert any("min digit" in name for name in result.rules[0].features), result.rules[0].text


@lru_cache(None)
def ban_game_value(xs: tuple) -> int:
    """Codeforces 594A from its rules: with an even number of values the minimiser bans one,
    then the maximiser, ... until two are left; the distance between them, as the minimiser's
    score (negated)."""
    if len(xs) == 2:
        return -(xs[1] - xs[0])
    pick = max if len(xs) % 2 == 0 else min
    return pick(ban_game_value(xs[:i] + xs[i + 1:]) for i in range(len(xs)))


def test_the_narrowest_window_of_half_the_values_decides_the_ban_game():
    even = [p for p in MULTISETS if len(p) in (2, 4) and len(set(p)) == len(p)]
    result = mined("multiset", even, [ban_game_value(p) for p in even], "score")
    assert result.exact, result.summary()
    rng = random.Random(594)
    larger = [tuple(sorted(rng.sample(range(40), k))) for k in (2, 4, 6, 8) for _ in range(40)]
    assert any(verify(rule, larger, [ban_game_value(p) for p in larger]) == []
               and any("a_(i + n/2)" in name for name in rule.features)
               for rule in result.rules), [r.text for r in result.rules]


def _square_turns(r: int, c: int) -> list[set]:
    """The sets of other cells a head at (r, c) may turn: for each subset of 1..t (2^t <=
    min(r, c)), the cells of the squares of side 2^k whose top corner is (r, c), (r, c) left
    out, each square's cells toggled in turn."""
    t = min(r, c).bit_length() - 1
    out = []
    for chosen in range(1 << t):
        turned: set = set()
        for k in range(1, t + 1):
            if chosen >> (k - 1) & 1:
                turned ^= {(r - i, c - j) for i in range(2 ** k) for j in range(2 ** k)
                           if (i, j) != (0, 0)}
        out.append(turned)
    return out


@lru_cache(maxsize=None)
def _square_board_grundy(cells: frozenset) -> int:
    """g of a board of heads from its rules, searched whole (no theorem): a head at (r, c) goes
    to tails and the cells of one of _square_turns(r, c) are turned."""
    seen = {_square_board_grundy(frozenset((cells - {(r, c)}) ^ turned))
            for r, c in cells for turned in _square_turns(r, c)}
    m = 0
    while m in seen:
        m += 1
    return m


@lru_cache(maxsize=None)
def _square_head(r: int, c: int) -> int:
    """g of one head alone at (r, c) by the coin-turning theorem (Winning Ways, ch. 14: the mex
    over its turns of the xor of the values of the other cells turned), which the whole
    board's search confirms on every cell up to 4 x 4 in the test."""
    seen = set()
    for turned in _square_turns(r, c):
        x = 0
        for cell in turned:
            x ^= _square_head(*cell)
        seen.add(x)
    m = 0
    while m in seen:
        m += 1
    return m


def test_the_ruler_function_of_an_or_values_a_cell_of_squares_of_side_two_to_the_k(tmp_path):
    """`2^v2(x | y)`, the or's lowest 1 bit as a power, against its plain definition and its C++
    (2^62 included); and the value of one head on a board where a head turns squares of side
    2^k at its corner, mined on 1..8 x 1..8 by it, holding on every cell up to 24."""
    fs = {f.name: f for f in grundy_features("numbers", [(1, 1), (6, 3)], "grundy")}
    pairs = ((1, 1), (6, 3), (12, 8), (0, 4), (1, 2 ** 62), (2 ** 62, 2 ** 61))

    def lowbit(v: int) -> int:
        p = 1
        while v and v % (2 * p) == 0:
            p *= 2
        return p if v else 0
    define = lambda x, y: lowbit(x | y)      # noqa: E731
    assert [fs["2^v2(x | y)"].fn(p) for p in pairs] == [define(*p) for p in pairs]
    assert compile_and_compare(tmp_path, [vector_case(p, fs["2^v2(x | y)"].cpp, define(*p))
                                          for p in pairs]) == []
    small = [(a, b) for a in range(1, 5) for b in range(1, 5)]
    assert [_square_head(*r) for r in small] == [_square_board_grundy(frozenset({r}))
                                                 for r in small]
    rows = [(a, b) for a in range(1, 9) for b in range(1, 9)]
    larger = [(a, b) for a in range(1, 25) for b in range(1, 25)]
    vocab = vocabulary("numbers", rows) + grundy_features("numbers", rows, "grundy")
    assert_found_with(mine(rows, [_square_head(*r) for r in rows], vocab, "grundy"),
                      larger, [_square_head(*r) for r in larger], "2^v2")


@lru_cache(maxsize=None)
def _slide_left_wins(s: str) -> bool:
    """A coin (C) moves to any blank (.) on its left, and what it passes slides one cell right:
    searched plainly over the strings."""
    return any(not _slide_left_wins(s[:j] + "C." + s[j + 1:i] + s[i + 1:])
               for i, x in enumerate(s) if x == "C" for j in range(i) if s[j] == ".")


def test_the_blanks_beside_each_coin_are_its_nim_heap(tmp_path):
    """`xor over the cs of the ds before each` (and after each, and the pairs of a c before a d)
    against their plain definitions and their C++; and a game where a coin moves left to any
    blank while what it passes slides back, mined on strings of up to 9 cells by it, holding on
    every string of 10 to 13 cells: each coin is a Nim heap of the blanks before it."""
    def beside(s, c, d, after):
        return [s[i + 1:].count(d) if after else s[:i].count(d)
                for i, x in enumerate(s) if x == c]
    def xors(c, d, after):
        return lambda s: functools.reduce(operator.xor, beside(s, c, d, after), 0)
    plain = {
        "xor over the Cs of the .s before each": xors("C", ".", False),
        "xor over the Cs of the .s after each": xors("C", ".", True),
        "xor over the .s of the Cs before each": xors(".", "C", False),
        "#(C before .) pairs": lambda s: sum(beside(s, "C", ".", True)),
        "#(. before C) pairs": lambda s: sum(beside(s, ".", "C", True)),
    }
    rng = random.Random(12)
    strings = ["", "C", ".", "C..C.", "..CC"] + ["".join(rng.choice(".C") for _ in range(
        rng.randrange(0, 30))) for _ in range(60)]
    fs = {f.name: f for f in string_features(strings, ".C")}
    cases = []
    for name, definition in plain.items():
        assert [fs[name].fn(s) for s in strings] == [definition(s) for s in strings], name
        cases += [("const std::string& s", f'std::string("{s}")', fs[name].cpp, definition(s))
                  for s in strings]
    assert compile_and_compare(tmp_path, cases) == []
    mined_on = ["".join(p) for n in range(0, 10) for p in product(".C", repeat=n)]
    larger = ["".join(p) for n in range(10, 14) for p in product(".C", repeat=n)]
    result = mined("string", mined_on, [_slide_left_wins(s) for s in mined_on], "win")
    assert_found_with(result, larger, [_slide_left_wins(s) for s in larger], "before each")


def _edge_coin_wins(edges: tuple) -> bool:
    """A coin on a path's node between edge i - 1 and edge i (node 0 before the first edge at
    the start); the mover picks a nonzero edge beside the coin, lowers its number to any smaller
    one and moves the coin across it; no such edge: the mover loses. The edges are a cycle (the
    coin's node also touches the last edge). A plain search of the whole game."""
    n = len(edges)

    @lru_cache(maxsize=None)
    def wins(e: tuple, node: int) -> bool:
        for edge, other in ((node, (node + 1) % n), ((node - 1) % n, (node - 1) % n)):
            for v in range(e[edge]):
                if not wins(e[:edge] + (v,) + e[edge + 1:], other):
                    return True
        return False
    return wins(tuple(edges), 0)


def test_how_far_the_last_smallest_is_from_the_end(tmp_path):
    """`index of min from the end` and `index of max from the end` against their plain
    definitions and their C++; and a coin on a cycle of numbered edges that lowers an edge it
    crosses, mined on cycles of up to 5 edges over 0..2 with a 0: the coin walks towards the
    nearest empty edge on either side, so the mover wins iff one of those distances is odd."""
    plain = {"index of min from the end": lambda a: a[::-1].index(min(a)) if a else 0,
             "index of max from the end": lambda a: a[::-1].index(max(a)) if a else 0}
    rng = random.Random(1288)
    seqs = [(), (3,), (2, 2), (0, 5, 0, 1)] + [
        tuple(rng.randrange(-3, 6) for _ in range(rng.randrange(1, 12))) for _ in range(80)]
    fs = {f.name: f for f in vocabulary("sequence", seqs)}
    cases = []
    for name, definition in plain.items():
        assert [fs[name].fn(a) for a in seqs] == [definition(a) for a in seqs], name
        cases += [("const std::vector<long long>& a",
                   "std::vector<long long>{" + ", ".join(f"{v}LL" for v in a) + "}",
                   fs[name].cpp, definition(a)) for a in seqs]
    assert compile_and_compare(tmp_path, cases) == []
    mined_on = [p for n in range(1, 6) for p in product(range(3), repeat=n) if 0 in p]
    larger = [p for n in range(6, 9) for p in product(range(3), repeat=n) if 0 in p]
    result = mined("sequence", mined_on, [_edge_coin_wins(p) for p in mined_on], "win")
    assert_found_with(result, larger, [_edge_coin_wins(p) for p in larger], "from the end")


@lru_cache(maxsize=None)
def boxes_wins(closed: tuple, opened: tuple) -> bool:
    """BZOJ 3759 Hungergame by its rules, searched: open any nonempty set of the closed boxes,
    or take stones from one open box; who cannot move loses."""
    for mask in range(1, 1 << len(closed)):
        rest = tuple(v for i, v in enumerate(closed) if not mask >> i & 1)
        now = tuple(sorted(opened + tuple(v for i, v in enumerate(closed) if mask >> i & 1)))
        if not boxes_wins(rest, now):
            return True
    for i, v in enumerate(opened):
        for t in range(1, v + 1):
            left = opened[:i] + ((v - t,) if v > t else ()) + opened[i + 1:]
            if not boxes_wins(closed, tuple(sorted(left))):
                return True
    return False


def test_boxes_opened_before_nim_are_won_by_a_part_that_xors_to_0():
    """Mined on up to 3 boxes of 1..5 stones, checked on 4 and 5 boxes of up to 9: no rule of
    the vocabulary fits without the xor basis."""
    small = sorted({tuple(sorted(p)) for n in (1, 2, 3) for p in product(range(1, 6), repeat=n)})
    larger = sorted({tuple(sorted(p)) for n in (4, 5) for p in product(range(1, 10), repeat=n)})[::9]
    assert_found_with(mined("multiset", small, [boxes_wins(p, ()) for p in small], "win"),
                      larger, [boxes_wins(p, ()) for p in larger], "a nonempty part xors to 0")


@lru_cache(maxsize=None)
def cake_value(cakes: tuple, bessie: bool) -> int:
    """Baekjoon 33059 Cake Game by its rules, a plain minimax of Bessie's amount less Elsie's:
    Bessie stacks two neighbours into one, Elsie takes an end cake; the last cake is Bessie's."""
    if len(cakes) == 1:
        return cakes[0]
    if bessie:
        return max(cake_value(cakes[:i] + (cakes[i] + cakes[i + 1],) + cakes[i + 2:], False)
                   for i in range(len(cakes) - 1))
    return min(cake_value(cakes[1:], True) - cakes[0], cake_value(cakes[:-1], True) - cakes[-1])


def test_a_window_of_consecutive_elements_decides_the_cake_game():
    """Mined on rows of 2 to 6 cakes of 1..4, checked on rows of 8 and 10 cakes of up to 9: no
    value of the vocabulary fits without the window sums."""
    small = [p for n in (2, 4, 6) for p in product(range(1, 5), repeat=n)]
    rng = random.Random(8)
    larger = [tuple(rng.randint(1, 9) for _ in range(n)) for n in (8, 10) for _ in range(150)]
    got = mined("sequence", small, [cake_value(p, True) for p in small], "score")
    assert got.exact, got.summary()
    assert any("sum of n/2 + 1 in a row" in name for name in got.rules[0].features), \
        got.rules[0].text
    for rule in got.rules:
        assert verify(rule, larger, [cake_value(p, True) for p in larger]) == [], rule.text
