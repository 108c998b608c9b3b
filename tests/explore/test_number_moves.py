"""A number whose moves are read off itself (explore/number_moves.py): subtract a digit, the
largest or the smallest non-zero digit, a divisor, a prime divisor, a set bit, a number written
by consecutive digits (all of them, or not all), the digit sum; move to a divisor; divide by a
prime divisor; erase a digit; or two of these at once. Each pasted recurrence is compared with a
plain table of the rules far past the values the explorer read (up to 30,000, the explorer saw
300); options that are no such family get none; and two games end to end: a game from n = 1
(n - 1 or a divisor other than 1 and n) read as one number, and a sum of numbers that subtract
a non-zero digit, against a plain search of the whole game."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import number_moves
from explore_run import explore_json, run_code

TOP = 30_000


def divisor_lists(top: int) -> list[list[int]]:
    out: list[list[int]] = [[] for _ in range(top + 1)]
    for d in range(1, top + 1):
        for m in range(d, top + 1, d):
            out[m].append(d)
    return out


DIVS = divisor_lists(TOP)


def is_prime(p: int) -> bool:
    return p >= 2 and DIVS[p] == [1, p]


def nonzero_digits(n: int) -> list[int]:
    return [int(c) for c in str(n) if c != "0"]


# the rules, written plainly: the numbers n moves to
RULES = {
    "digit": lambda n: [n - d for d in nonzero_digits(n)],
    "largest digit": lambda n: [n - max(nonzero_digits(n))] if n else [],
    "smallest digit": lambda n: [n - min(nonzero_digits(n))] if n else [],
    "divisor": lambda n: [n - d for d in DIVS[n] if d < n],
    "inner divisor": lambda n: [n - d for d in DIVS[n] if 1 < d < n],
    "prime divisor": lambda n: [n - p for p in DIVS[n] if is_prime(p)],
    "to a divisor": lambda n: [d for d in DIVS[n] if d < n],
    "over a prime": lambda n: [n // p for p in DIVS[n] if is_prime(p)],
    "bit": lambda n: [n - (1 << i) for i in range(20) if n >> i & 1],
    "one": lambda n: [n - 1] if n else [],
    "proper substring": lambda n: [n - int(str(n)[i:j]) for i in range(len(str(n)))
                                   for j in range(i + 1, len(str(n)) + 1)
                                   if j - i < len(str(n)) and int(str(n)[i:j]) > 0],
    "substring": lambda n: [n - int(str(n)[i:j]) for i in range(len(str(n)))
                            for j in range(i + 1, len(str(n)) + 1) if int(str(n)[i:j]) > 0],
    "erase a digit": lambda n: [int(str(n)[:i] + str(n)[i + 1:]) for i in range(len(str(n)))]
                               if n >= 10 else [],
    "digit sum": lambda n: [n - sum(int(c) for c in str(n))] if n else [],
}
CASES = [("digit",), ("largest digit", "smallest digit"), ("divisor",), ("inner divisor",),
         ("prime divisor",), ("to a divisor",), ("over a prime", "one"), ("bit",),
         ("one", "inner divisor"), ("proper substring",), ("substring",), ("erase a digit",),
         ("digit sum",), ("erase a digit", "one")]


def table(names: tuple, kind: str, top: int) -> list[int]:
    v: list[int] = []
    for n in range(top + 1):
        after = {v[m] for name in names for m in RULES[name](n)}
        if kind == "grundy":
            v.append(min(set(range(len(after) + 1)) - after))
        else:
            v.append(int(0 in after) if after else int(kind == "misere"))
    return v


def moves_of(names: tuple):
    def moves(position):
        (n,) = position
        for name in names:
            for m in RULES[name](n):
                yield (m,)
    return moves


def test_each_recurrence_equals_a_plain_table_far_out(tmp_path):
    codes, cases, plain = [], [], []
    for names in CASES:
        for kind in ("win", "misere", "grundy"):
            v = table(names, kind, TOP)
            got = number_moves.recurrence(moves_of(names), v[:300], kind)
            assert got, (names, kind)
            claim, code = got
            assert claim.kind == "recurrence" and "checked there, assumed beyond" in claim.status
            codes.append(f"namespace t{len(cases)} {{\n{code}}}\n")
            cases.append((names, kind))
            plain.append(v)
    rng = random.Random(5)
    ns = [rng.randint(0, TOP) for _ in range(80)] + [TOP, 1, 0]
    calls = "".join(f"    case {i}: std::cout << t{i}::grundy(n) << '\\n'; break;\n"
                    for i in range(len(cases)))
    out = run_code(tmp_path, "".join(codes),
                   "int main() { int i; long long n; while (std::cin >> i >> n) switch (i) {\n"
                   + calls + "  }\n}\n", [f"{i} {n}" for i in range(len(cases)) for n in ns])
    for i, case in enumerate(cases):
        assert out[i * len(ns):(i + 1) * len(ns)] == [plain[i][n] for n in ns], case


def test_options_that_are_no_family_get_none():
    # a digit, or 4: a fixed take beside the digits
    def mixed(position):
        (n,) = position
        yield from moves_of(("digit",))(position)
        if n >= 4:
            yield (n - 4,)
    v = [0] * 300
    for n in range(300):
        v[n] = int(any(not v[m] for (m,) in mixed((n,))))
    assert number_moves.recurrence(mixed, v, "win") is None
    # the divisors, up to n = 200 only: a family that changes past it
    def changes(position):
        (n,) = position
        names = ("divisor",) if n < 200 else ("inner divisor",)
        yield from moves_of(names)(position)
    v = [0] * 300
    for n in range(300):
        v[n] = int(any(not v[m] for (m,) in changes((n,))))
    assert number_moves.recurrence(changes, v, "win") is None
    # values that are not the recurrence's
    v = table(("digit",), "grundy", 299)
    v[250] += 1
    assert number_moves.recurrence(moves_of(("digit",)), v, "grundy") is None
    # too few values to read a family from
    assert number_moves.recurrence(moves_of(("digit",)), table(("digit",), "win", 40), "win") \
        is None


DIVISORS_FROM_ONE = """# a number N >= 1; a move makes it N - 1, or N / d for a divisor d with 1 < d < N;
# the player facing 1 has no move and loses
positions = numbers(n=range(1, 150))
def moves(p):
    (n,) = p
    if n > 1:
        yield (n - 1,)
    for d in range(2, n):
        if n % d == 0:
            yield (n // d,)
"""


def test_a_game_from_one_is_read_from_its_first_number(tmp_path):
    """Its moves never reach 0: 1 has no move, though n - 1 would give 0 there. The recurrence
    is read from n = 1, and the pasted code equals a plain table of the rules to 30,000."""
    got = explore_json(tmp_path, DIVISORS_FROM_ONE)
    assert got["rules"] and "never below 1" in got["rules"][0], got["rules"]
    assert got["check"].startswith("check: compiled with g++"), got["check"]
    wins = [0, 0]
    for n in range(2, TOP + 1):
        wins.append(int(not wins[n - 1] or any(not wins[n // d] for d in DIVS[n] if 1 < d < n)))
    rng = random.Random(6)
    ns = [rng.randint(1, TOP) for _ in range(150)] + [1, 2, 16, 17, 34, 289, TOP]
    out = run_code(tmp_path, got["code"],
                   "int main() { long long n; while (std::cin >> n) std::cout << firstWins(n) "
                   "<< '\\n'; }\n", [str(n) for n in ns])
    assert out == [wins[n] for n in ns]


DIGIT_SUM = """# numbers on a board; a move subtracts one of its non-zero decimal digits from one number;
# 0 is erased; who cannot move loses
positions = multiset(piles=range(1, 30), size=range(1, 4))
def moves(a):
    for i, x in enumerate(a):
        rest = a[:i] + a[i + 1:]
        for d in {int(c) for c in str(x) if c != "0"}:
            y = x - d
            yield tuple(sorted(rest + ((y,) if y else ())))
"""


def test_a_sum_of_numbers_that_subtract_a_digit_end_to_end(tmp_path):
    """gk explore on the whole game: the sum, g's recurrence, and the pasted code equal to a
    plain search of the whole game (no Sprague-Grundy) on multisets of up to three numbers."""
    got = explore_json(tmp_path, DIGIT_SUM)
    assert any("non-zero digit" in line for line in got["sum"]), got["sum"]
    code = got["sum_code"]

    @lru_cache(maxsize=None)
    def wins(a: tuple) -> bool:
        for i, x in enumerate(a):
            rest = a[:i] + a[i + 1:]
            for d in nonzero_digits(x):
                y = x - d
                if not wins(tuple(sorted(rest + ((y,) if y else ())))):
                    return True
        return False
    rng = random.Random(7)
    rows = [tuple(sorted(rng.randint(1, 10 ** rng.randint(1, 2)) for _ in range(rng.randint(1, 3))))
            for _ in range(120)] + [(100, 200, 300), (99, 99)]
    out = run_code(tmp_path, code, "int main() { int k; while (std::cin >> k) { "
                   "std::vector<long long> a(k); for (auto& x : a) std::cin >> x; "
                   "std::cout << firstWins(a) << '\\n'; } }\n",
                   [" ".join(map(str, (len(r), *r))) for r in rows])
    assert out == [int(wins(r)) for r in rows]
