"""Takes from a named set (explore/takes.py): a game on one number whose moves take a square, a
prime, a Fibonacci number, ... has no period in general, and its recurrence is pasted. Each
pasted function is compared with a plain search of the game's rules far past the values the
explorer computed; a set the file's moves() leave at some n, or one that is no named set, gets
no recurrence."""
from __future__ import annotations

from pathlib import Path


from explore import takes
from explore_run import explore_json, run_code



def plain_values(allowed, count: int, kind: str) -> list[int]:
    """The game by its rules: from n, take any s with allowed(s) and 1 <= s <= n. Who wins
    (normal or misère play) or the Grundy value, searched bottom up over every take."""
    amounts = [s for s in range(1, count) if allowed(s)]
    v: list[int] = []
    for n in range(count):
        after = [v[n - s] for s in amounts if s <= n]
        if kind == "grundy":
            v.append(min(set(range(len(after) + 1)) - set(after)))
        elif kind == "misere":
            v.append(int(not after or 0 in after))
        else:
            v.append(int(0 in after))
    return v


def is_square(s):
    return int(s ** 0.5 + 0.5) ** 2 == s


def is_prime(s):
    return s >= 2 and all(s % q for q in range(2, int(s ** 0.5) + 1))


def is_fibonacci(s):
    a, b = 1, 2
    while a < s:
        a, b = b, a + b
    return a == s


def is_triangular(s):
    k = int((2 * s) ** 0.5)
    return k * (k + 1) // 2 == s


def is_factorial(s):
    f, k = 1, 1
    while f < s:
        k += 1
        f *= k
    return f == s


SETS = {"square": is_square, "prime": is_prime, "fibonacci": is_fibonacci,
        "triangular": is_triangular, "factorial": is_factorial,
        "one or prime": lambda s: s == 1 or is_prime(s),
        "power of 3": lambda s: s in {3 ** i for i in range(20)},
        "cube": lambda s: round(s ** (1 / 3)) ** 3 == s}


def moves_of(allowed):
    def moves(position):
        (n,) = position
        for s in range(1, n + 1):
            if allowed(s):
                yield (n - s,)
    return moves


def explore(tmp_path: Path, text: str) -> dict:
    return explore_json(tmp_path, text)




PAIR_MAIN = ("int main() { long long a, b; while (std::cin >> a >> b) "
             "std::cout << firstWins({a, b}) << '\\n'; }\n")


def test_the_recurrence_of_each_named_set_equals_the_plain_search_far_out(tmp_path):
    """Every named set, in normal and misère play and for Grundy values: the recurrence read
    from 512 values, compared far out (up to 3,000) in one program (one compile)."""
    cases, codes = [], []
    for name in sorted(SETS):
        for kind in ("win", "misere", "grundy"):
            allowed = SETS[name]
            got = takes.recurrence(moves_of(allowed), plain_values(allowed, 512, kind), kind)
            assert got is not None, (name, kind)
            claim, code = got
            assert claim.kind == "recurrence" and "checked there, assumed beyond" in claim.status
            codes.append(f"namespace t{len(cases)} {{\n{code}}}\n")
            cases.append((name, kind))
    calls = "".join(f"    case {i}: std::cout << t{i}::grundy(n) << '\\n'; break;\n"
                    for i in range(len(cases)))
    ns = (list(range(0, 3000, 7)) + [2999])[::-1]   # from the top: the table grows at once
    out = run_code(tmp_path, "".join(codes),
                   "int main() { int i; long long n; while (std::cin >> i >> n) switch (i) {\n"
                   + calls + "  }\n}\n", [f"{i} {n}" for i in range(len(cases)) for n in ns])
    for i, (name, kind) in enumerate(cases):
        far = plain_values(SETS[name], 3000, kind)
        assert out[i * len(ns):(i + 1) * len(ns)] == [far[n] for n in ns], \
            (name, kind)


def test_no_recurrence_for_a_set_that_is_not_named_or_changes():
    squares_and_2 = lambda s: is_square(s) or s == 2              # noqa: E731
    v = plain_values(squares_and_2, 300, "win")
    assert takes.recurrence(moves_of(squares_and_2), v, "win") is None
    # the squares, but 49 is no move from n = 200 on: moves() leaves the set
    def moves(position):
        (n,) = position
        for s in range(1, n + 1):
            if is_square(s) and not (s == 49 and n >= 200):
                yield (n - s,)
    v = [0] * 300
    for n in range(300):
        v[n] = int(any(not v[m] for (m,) in moves((n,))))
    assert takes.recurrence(moves, v, "win") is None
    # values that are not the recurrence's (a file whose results are not the moves' search)
    v = plain_values(is_square, 300, "win")
    v[100] ^= 1
    assert takes.recurrence(moves_of(is_square), v, "win") is None
    # a move that splits the number, or a move up: no subtraction game
    assert takes.takes_of(lambda p: [[(1,), (1,)]] if p[0] == 3 else [], 5) is None
    assert takes.takes_of(lambda p: [(p[0] + 1,)], 5) is None


def test_stone_game_iv_gets_its_recurrence_through_gk_explore(tmp_path):
    """LeetCode 1510 (take a non-zero square; who cannot move loses), declared on n <= 60:
    `gk explore` finds no closed rule and pastes the recurrence, equal to the plain search
    up to 20,000."""
    got = explore(tmp_path, (
        "positions = numbers(n=range(0, 61))\n"
        "def moves(position):\n"
        "    (n,) = position\n"
        "    s = 1\n"
        "    while s * s <= n:\n"
        "        yield (n - s * s,)\n"
        "        s += 1\n"))
    assert got["rules"] and "s a square" in got["rules"][0]
    ns = [0, 2, 5, 34, 60, 61, 999, 4096, 12_345, 20_000]
    out = run_code(tmp_path, (tmp_path / "code.cpp").read_text(),
                   "int main() { long long n; while (std::cin >> n) "
                   "std::cout << firstWins(n) << '\\n'; }\n", [str(n) for n in ns])
    far = plain_values(is_square, 20_001, "win")
    assert out == [far[n] for n in ns]


def test_piles_taking_squares_are_a_sum_whose_g_is_the_recurrence(tmp_path):
    """Several piles, a move takes a non-zero square from one: a sum whose g has no pattern;
    g's recurrence is pasted, and the code equals a plain search of the product game on two
    piles up to 150 (far past the piles of 0..11 declared)."""
    got = explore(tmp_path, (
        "positions = multiset(piles=range(0, 12), size=range(1, 4))\n"
        "def moves(position):\n"
        "    for i, n in enumerate(position):\n"
        "        s = 1\n"
        "        while s * s <= n:\n"
        "            yield position[:i] + (n - s * s,) + position[i + 1:]\n"
        "            s += 1\n"))
    assert any("g's recurrence" in line and "s a square" in line for line in got["sum"])
    wins: dict = {}
    for a in range(151):            # the product game of two piles, bottom up
        for b in range(a + 1):
            wins[a, b] = any(not wins[tuple(sorted((a - s * s, b), reverse=True))]
                             for s in range(1, int(a ** 0.5) + 1)) or \
                any(not wins[tuple(sorted((a, b - s * s), reverse=True))]
                    for s in range(1, int(b ** 0.5) + 1))
    asked = [(a, b) for a in range(0, 151, 3) for b in range(0, a + 1, 5)]
    out = run_code(tmp_path, (tmp_path / "code.cpp").read_text(), PAIR_MAIN,
                   [f"{a} {b}" for a, b in asked])
    assert out == [int(wins[p]) for p in asked]


def test_piles_taking_primes_get_the_recurrence_not_the_period_of_the_primes_seen(tmp_path):
    """Piles from which a move takes a prime: the takes of the piles computed (up to 511) are
    no finite subtraction set (a pile of 521 may take 521). The period 4 that the set {2, ...,
    509} has was pasted before, false from n = 1,333 on; now g is the recurrence of the primes,
    equal to a plain search of the product game of a pile up to 1,600 and one up to 3."""
    got = explore(tmp_path, (
        "positions = multiset(piles=range(0, 14), size=range(1, 4))\n"
        "def moves(position):\n"
        "    for i, n in enumerate(position):\n"
        "        for p in range(2, n + 1):\n"
        "            if all(p % q for q in range(2, p)):\n"
        "                yield position[:i] + (n - p,) + position[i + 1:]\n"))
    assert not any("period" in line for line in got["sum"])
    primes = [p for p in range(2, 1601) if is_prime(p)]
    wins: dict = {}
    for a in range(1601):           # the product game of a pile a and a pile b <= 3
        for b in range(4):
            wins[a, b] = any(not wins[a - p, b] for p in primes if p <= a) or \
                any(not wins[a, b - p] for p in primes if p <= b)
    asked = [(a, b) for a in range(1200, 1601) for b in range(4)]
    out = run_code(tmp_path, (tmp_path / "code.cpp").read_text(), PAIR_MAIN,
                   [f"{a} {b}" for a, b in asked])
    assert out == [int(wins[p]) for p in asked]
