"""A number whose moves divide it (explore/divisions.py): n -> n div d (the floor) for d in a
fixed set, or n -> n / d when d divides n. Its recurrence, memoised over the quotients reached,
is pasted; each pasted function is compared with a plain memoised search of the rules far past
the values the explorer computed (up to 10^12); options that are not such divisions get none;
and a sum of such piles (CodeChef FDIVGAME in kind) is checked end to end against a search of
the whole game."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import divisions
from explore_run import explore_json, run_code


def plain(n: int, divisors, exact: bool, kind: str) -> int:
    """The game by its rules, searched: from n >= 1, move to n // d (when d divides n, if
    exact); 0 has no move. Who wins (normal or misère play) or the Grundy value."""
    @lru_cache(maxsize=None)
    def value(m: int) -> int:
        after = [value(m // d) for d in divisors if m > 0 and (not exact or m % d == 0)]
        if kind == "grundy":
            return min(set(range(len(after) + 1)) - set(after))
        if not after:
            return int(kind == "misere")
        return int(0 in after)
    return value(n)


def moves_of(divisors, exact: bool):
    def moves(position):
        (n,) = position
        for d in divisors:
            if n > 0 and (not exact or n % d == 0):
                yield (n // d,)
    return moves


CASES = [((2, 3, 4, 5, 6), False), ((2, 3), False), ((3, 7), False), ((2, 3), True),
         ((2, 5, 9), True)]


def test_each_recurrence_equals_the_plain_search_far_out(tmp_path):
    codes, cases = [], []
    for divisors, exact in CASES:
        for kind in ("win", "misere", "grundy"):
            v = [plain(n, divisors, exact, kind) for n in range(400)]
            got = divisors and divisions.recurrence(moves_of(divisors, exact), v, kind)
            assert got, (divisors, exact, kind)
            claim, code = got
            assert claim.kind == "recurrence" and "checked there, assumed beyond" in claim.status
            codes.append(f"namespace t{len(cases)} {{\n{code}}}\n")
            cases.append((divisors, exact, kind))
    rng = random.Random(11)
    ns = [rng.randint(0, 10 ** rng.randint(3, 12)) for _ in range(60)] + [10 ** 12, 1, 0]
    calls = "".join(f"    case {i}: std::cout << t{i}::grundy(n) << '\\n'; break;\n"
                    for i in range(len(cases)))
    out = run_code(tmp_path, "".join(codes),
                   "int main() { int i; long long n; while (std::cin >> i >> n) switch (i) {\n"
                   + calls + "  }\n}\n", [f"{i} {n}" for i in range(len(cases)) for n in ns])
    for i, (divisors, exact, kind) in enumerate(cases):
        assert out[i * len(ns):(i + 1) * len(ns)] == [plain(n, divisors, exact, kind)
                                                      for n in ns], (divisors, exact, kind)


def test_options_that_are_not_divisions_get_none():
    # n -> n - 1 and n div 2: a take beside the division
    def mixed(position):
        (n,) = position
        if n:
            yield (n - 1,)
            yield (n // 2,)
    v = [0] * 200
    for n in range(200):
        v[n] = int(any(not v[m] for (m,) in mixed((n,))))
    assert divisions.recurrence(mixed, v, "win") is None
    # divisions by 2 and 3 that stop dividing by 3 from n = 150 on
    def changes(position):
        (n,) = position
        for d in (2, 3):
            if n > 0 and not (d == 3 and n >= 150):
                yield (n // d,)
    v = [0] * 200
    for n in range(200):
        v[n] = int(any(not v[m] for (m,) in changes((n,))))
    assert divisions.recurrence(changes, v, "win") is None
    # values that are not the recurrence's
    v = [plain(n, (2, 3), False, "win") for n in range(200)]
    v[120] ^= 1
    assert divisions.recurrence(moves_of((2, 3), False), v, "win") is None
    # a move that splits the number into two parts
    assert divisions.recurrence([[(1, 1)]] * 100, [0] * 100, "grundy") is None


SUM = """# numbers on a board; a move divides one of them by 2 or 3 (the floor); 0 is erased;
# who cannot move loses
positions = multiset(piles=range(1, 25), size=range(1, 4))
def moves(a):
    for i, x in enumerate(a):
        rest = a[:i] + a[i + 1:]
        for d in (2, 3):
            y = x // d
            yield tuple(sorted(rest + ((y,) if y else ())))
"""


def test_a_sum_of_divided_numbers_end_to_end(tmp_path):
    """gk explore on the whole game: the sum, g's recurrence, and the pasted code equal to a
    plain search of the whole game (no Sprague-Grundy) on multisets of numbers up to 10^4."""
    got = explore_json(tmp_path, SUM)
    assert any("n div d" in line for line in got["sum"]), got["sum"]
    code = got["sum_code"]

    @lru_cache(maxsize=None)
    def wins(a: tuple) -> bool:
        for i, x in enumerate(a):
            rest = a[:i] + a[i + 1:]
            for d in (2, 3):
                y = x // d
                if not wins(tuple(sorted(rest + ((y,) if y else ())))):
                    return True
        return False
    rng = random.Random(12)
    rows = [tuple(sorted(rng.randint(1, 10 ** rng.randint(1, 4)) for _ in range(rng.randint(1, 3))))
            for _ in range(120)]
    out = run_code(tmp_path, code, "int main() { int k; while (std::cin >> k) { "
                   "std::vector<long long> a(k); for (auto& x : a) std::cin >> x; "
                   "std::cout << firstWins(a) << '\\n'; } }\n",
                   [" ".join(map(str, (len(r), *r))) for r in rows])
    assert out == [int(wins(r)) for r in rows]
