"""A sequence read as rows of w numbers (explore/sums.py, the row cutter), one row after another
or as w arrays: a matrix written as one sequence whose moves change one row is a sum of its
rows, and g of a row is mined over its numbers, with one number function of two coordinates added (Omega(a) + Omega(b)). The pasted
code is compared with a plain search of the whole matrix far past the positions computed."""
from __future__ import annotations

import random
import subprocess
from functools import lru_cache

from explore import features as feats, miner, numbers as N, positions as shapes
from explore_run import ROOT, explore_json, run_code

# a matrix of two columns, written a1 b1 a2 b2 ...; a move picks one row and replaces one or
# both of its numbers greater than 1 by a proper divisor; who cannot move loses (UVa 11859)
DIVISORS = '''positions = sequence(values=range(1, 9), length=range(2, 5, 2))
def _options(v):
    return [v] + [d for d in range(1, v) if v % d == 0]
def moves(cells):
    for r in range(0, len(cells), 2):
        a, b = cells[r], cells[r + 1]
        for x in _options(a):
            for y in _options(b):
                if (x, y) != (a, b):
                    yield cells[:r] + (x, y) + cells[r + 2:]
'''


@lru_cache(maxsize=None)
def matrix_wins(cells: tuple) -> bool:
    """The rules searched plainly over the whole matrix (rows sorted: their order is no part
    of the game)."""
    for r in range(0, len(cells), 2):
        a, b = cells[r], cells[r + 1]
        for x in [a] + [d for d in range(1, a) if a % d == 0]:
            for y in [b] + [d for d in range(1, b) if b % d == 0]:
                if (x, y) != (a, b):
                    rows = [cells[i:i + 2] for i in range(0, len(cells), 2) if i != r]
                    after = tuple(v for row in sorted(rows + [(x, y)]) for v in row)
                    if not matrix_wins(after):
                        return True
    return False


def test_a_matrix_written_as_a_sequence_is_the_sum_of_its_rows(tmp_path):
    doc = explore_json(tmp_path, DIVISORS, "--budget", "4")
    assert any("xor of g(row)" in r for r in doc["rules"]), doc["rules"]
    code = (tmp_path / "code.cpp").read_text()
    assert "Omega(a) + Omega(b)" in code
    rng = random.Random(11859)
    cases = [tuple(rng.randint(1, 40) for _ in range(2 * rng.randint(1, 3))) for _ in range(60)]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [f"{len(c)} " + " ".join(map(str, c)) for c in cases])
    want = [int(matrix_wins(tuple(v for row in sorted(c[i:i + 2] for i in range(0, len(c), 2))
                                  for v in row))) for c in cases]
    assert got == want


def test_one_number_function_of_two_coordinates_added_is_mined():
    keys = [(a, b) for a in range(0, 12) for b in range(0, 12)]
    shape = shapes.Numbers(("a", "b"), (range(1), range(1)))
    vocab = feats.vocabulary(shape, keys)
    for fn, name in ((N.omega, "Omega(a) + Omega(b)"), (N.popcount, "popcount(a) + popcount(b)")):
        result = miner.mine(keys, [fn(a) + fn(b) for a, b in keys], vocab, "grundy",
                            budget_seconds=5, fallback=False)
        assert result.exact and name in result.rules[0].text, (name, result.rules[:1])


# piles with their own take limits given as two arrays, a1 a2 ... then b1 b2 ... (contest
# input): a move takes 1..b_i stones from one pile i; who cannot move loses
LIMITS_AS_TWO_ARRAYS = '''positions = sequence(values=range(0, 5), length=range(2, 7, 2))
def moves(p):
    n = len(p) // 2
    for i in range(n):
        for t in range(1, min(p[i], p[n + i]) + 1):
            yield p[:i] + (p[i] - t,) + p[i + 1:]
'''


@lru_cache(maxsize=None)
def limits_wins(piles: tuple) -> bool:
    """The rules searched plainly over the whole position, the (stones, limit) pairs sorted."""
    for i, (a, b) in enumerate(piles):
        for t in range(1, min(a, b) + 1):
            if not limits_wins(tuple(sorted(piles[:i] + ((a - t, b),) + piles[i + 1:]))):
                return True
    return False


def test_rows_given_as_two_arrays_are_the_rows_of_the_sum(tmp_path):
    """The rows (a_i, b_i) of two arrays: the same sum, read with row i = (a[i], a[n + i]); g of a
    row is a mod (b + 1), and the pasted code equals a plain search of the whole position on
    positions of up to 4 piles of up to 12 stones (the explorer saw 3 piles of up to 4)."""
    doc = explore_json(tmp_path, LIMITS_AS_TWO_ARRAYS, "--budget", "4")
    assert any("xor of g(row)" in r for r in doc["rules"]), doc["rules"]
    code = (tmp_path / "code.cpp").read_text()
    assert "a[1 * n + i]" in code, code
    rng = random.Random(7)
    cases = [[(rng.randint(0, 12), rng.randint(0, 5)) for _ in range(rng.randint(1, 4))]
             for _ in range(80)]
    flat = [[a for a, _ in c] + [b for _, b in c] for c in cases]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [f"{len(f)} " + " ".join(map(str, f)) for f in flat])
    want = [int(limits_wins(tuple(sorted(c)))) for c in cases]
    assert 0 in want and 1 in want
    assert got == want


# pairs kept positive by Euclid's subtraction, written a1 b1 a2 b2 ...: a move picks a pair
# and lowers its larger number by a multiple of the smaller, staying >= 1; a pair whose numbers
# become equal is removed; who cannot move loses (CodeChef GAMEAAM, Grossman's variant)
EUCLID_PAIRS = '''positions = sequence(values=range(1, 6), length=range(2, 7, 2)).where(
    lambda a: all(a[i] != a[i + 1] for i in range(0, len(a), 2)))
def moves(a):
    for i in range(0, len(a), 2):
        small, large = sorted(a[i:i + 2])
        for m in range(1, large // small + 1):
            new = large - m * small
            if new == small:
                yield a[:i] + a[i + 2:]
            elif new >= 1:
                pair = (a[i], new) if a[i] == small else (new, a[i + 1])
                yield a[:i] + pair + a[i + 2:]
'''


@lru_cache(maxsize=None)
def pairs_win(pairs: tuple) -> bool:
    """The rules searched plainly over the whole sequence of pairs (each sorted, the pairs in
    order: neither order is part of the game)."""
    for i, (small, large) in enumerate(pairs):
        for m in range(1, large // small + 1):
            new = large - m * small
            if new < 1:
                continue
            rest = pairs[:i] + pairs[i + 1:]
            after = rest if new == small else rest + (tuple(sorted((small, new))),)
            if not pairs_win(tuple(sorted(after))):
                return True
    return False


def test_pairs_under_euclids_subtraction_are_a_sum_of_nivasch_values(tmp_path):
    """g of a pair is floor(|a/b - b/a|) (Nivasch 2006): found as g's rule, and the pasted
    code against a plain search of the whole game on up to three pairs of numbers to 30."""
    doc = explore_json(tmp_path, EUCLID_PAIRS, "--budget", "10")
    assert doc["sum"] and any("floor(|a/b - b/a|)" in line for line in doc["sum"]), doc["sum"]
    assert doc["sum_code"], doc["sum"]
    rng = random.Random(42)
    cases = []
    while len(cases) < 150:
        c = tuple(rng.randint(1, 30) for _ in range(2 * rng.randint(1, 3)))
        if all(c[i] != c[i + 1] for i in range(0, len(c), 2)):
            cases.append(c)
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_code(tmp_path, doc["sum_code"], main,
                   [f"{len(c)} " + " ".join(map(str, c)) for c in cases])
    want = [int(pairs_win(tuple(sorted(tuple(sorted(c[i:i + 2]))
                                       for i in range(0, len(c), 2))))) for c in cases]
    assert got == want


def test_the_nivasch_feature_equals_the_kits_euclid_snippet(tmp_path):
    """The feature's C++ against snippets/euclid_game.hpp's euclidGrossmanGrundy (a fold over
    the quotients, its own exhaustive test) on every pair up to 60 and near 2^62."""
    keys = [(a, b) for a in range(1, 61) for b in range(1, 61)]
    rng = random.Random(7)
    keys += [(rng.randrange(1, 1 << 62), rng.randrange(1, 1 << 62)) for _ in range(200)]
    keys += [((1 << 62) - 1, 1), (1, (1 << 62) - 1), ((1 << 62) - 1, (1 << 62) - 2)]
    shape = shapes.Numbers(("a", "b"), (range(1), range(1)))
    feature = {f.name: f for f in feats.vocabulary(shape, keys[:10])}["floor(|a/b - b/a|)"]
    assert [feature.fn(k) for k in keys[:3600]] == [
        abs(a * a - b * b) // (a * b) for a, b in keys[:3600]]
    (tmp_path / "main.cpp").write_text(
        f'#include <bits/stdc++.h>\n#include "{ROOT}/snippets/euclid_game.hpp"\n'
        "int main() { long long x, y; while (std::cin >> x >> y) { std::vector<long long> a{x, y};"
        f" std::cout << ({feature.cpp}) - euclidGrossmanGrundy(x, y) << '\\n'; }} }}\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    out = subprocess.run([str(tmp_path / "main")], input="".join(f"{a} {b}\n" for a, b in keys),
                         capture_output=True, text=True, check=True)
    assert set(out.stdout.split()) == {"0"}
