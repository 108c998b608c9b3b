"""A score game on one number that takes from a fixed set (explore/score_takes.py): the takes
and their points are read off moves(), and the recurrence's pasted code is compared with plain
searches of the rules far past the numbers the explorer computed: the own totals (each player
maximising their own, searched as such) and the difference of totals. Takes that change with n
get no recurrence."""
from __future__ import annotations

from functools import lru_cache

from explore import score_takes, solve
from explore_run import explore_json, run_code

OWN = '''# a pile of n stones; a move takes 1, 3 or 4 stones; each player maximises the stones they take
positions = numbers(n=range(1, 61))
result = "score"
score = "own"
def moves(position):
    (n,) = position
    for a in (1, 3, 4):
        if a <= n:
            yield ((n - a,), a)
'''

SQUARES = '''# take 2 or 3 stones, scoring the square of the take; the mover's total minus the other's
positions = numbers(n=range(0, 61))
result = "score"
def start(position):
    return position[0]
def moves(n):
    for a in (2, 3):
        if a <= n:
            yield (n - a, a * a)
def canonical(state):
    return state
'''

HALF = '''# take 1 up to half of the pile (at least 1): the takes grow with n
positions = numbers(n=range(0, 41))
result = "score"
def moves(position):
    (n,) = position
    for a in range(1, max(1, n // 2) + 1):
        if a <= n:
            yield ((n - a,), a)
'''


def own_first(n: int, takes=(1, 3, 4)) -> int:
    """The first player's own total, each player maximising their own, searched as such."""
    @lru_cache(maxsize=None)
    def totals(m: int) -> tuple[int, int]:      # (the mover's, the other's)
        best = (0, 0)
        found = False
        for a in takes:
            if a <= m:
                theirs, mine = totals(m - a)
                if not found or a + mine > best[0]:
                    best, found = (a + mine, theirs), True
        return best
    for m in range(n + 1):
        totals(m)
    return totals(n)[0]


def difference(n: int) -> int:
    @lru_cache(maxsize=None)
    def d(m: int) -> int:
        return max((a * a - d(m - a) for a in (2, 3) if a <= m), default=0)
    for m in range(n + 1):
        d(m)
    return d(n)


MAIN = ("int main() { long long n; while (std::cin >> n) std::cout << value(n) << '\\n'; }\n")


def test_own_totals_of_a_fixed_set_of_takes(tmp_path):
    doc = explore_json(tmp_path, OWN, "--budget", "3")
    assert any("S = {1, 3, 4}" in r for r in doc["rules"]), doc["rules"]
    code = (tmp_path / "code.cpp").read_text()
    ns = list(range(0, 400, 7)) + [999]
    assert run_code(tmp_path, code, MAIN, [str(n) for n in ns]) == [own_first(n) for n in ns]


def test_points_that_are_any_function_of_the_take(tmp_path):
    doc = explore_json(tmp_path, SQUARES, "--budget", "3")
    assert any("S = {2, 3}" in r for r in doc["rules"]), doc["rules"]
    code = (tmp_path / "code.cpp").read_text()
    ns = list(range(0, 500, 11))
    assert run_code(tmp_path, code, MAIN, [str(n) for n in ns]) == [difference(n) for n in ns]


def test_takes_that_grow_with_n_are_not_read(tmp_path):
    (tmp_path / "half.py").write_text(HALF)
    assert score_takes.read(solve.load(tmp_path / "half.py")) is None


GREED = '''# a chest of n coins; a move takes one coin, or half of them when their number is even;
# each player maximises the coins they get
positions = numbers(n=range(1, 81))
result = "score"
score = "own"
def moves(position):
    (n,) = position
    if n >= 1:
        yield ((n - 1,), 1)
    if n >= 2 and n % 2 == 0:
        yield ((n // 2,), n // 2)
'''

FLOOR = '''# take 2 stones (scoring 3), or leave n div 3 (scoring twice what it takes, plus 1)
positions = numbers(n=range(0, 81))
result = "score"
def moves(position):
    (n,) = position
    if n >= 2:
        yield ((n - 2,), 3)
    if n >= 1:
        yield ((n // 3,), 2 * (n - n // 3) + 1)
'''


def plain_own(n: int, options) -> int:
    """The first player's own total, each maximising their own (ties: the least for the other),
    searched bottom up as such."""
    totals = []                         # (the mover's, the other's) from m
    for m in range(n + 1):
        best = None
        for after, points in options(m):
            theirs, mine = totals[after]
            key = (points + mine, -theirs)
            if best is None or key > best[0]:
                best = (key, (points + mine, theirs))
        totals.append(best[1] if best else (0, 0))
    return totals[n][0]


def plain_difference(n: int, options) -> int:
    d = []
    for m in range(n + 1):
        d.append(max((p - d[a] for a, p in options(m)), default=0))
    return d[n]


def greed_options(m):
    return ([(m - 1, 1)] if m >= 1 else []) + ([(m // 2, m // 2)] if m >= 2 and m % 2 == 0 else [])


def floor_options(m):
    return ([(m - 2, 3)] if m >= 2 else []) + ([(m // 3, 2 * (m - m // 3) + 1)] if m >= 1 else [])


def test_a_move_that_divides_the_pile_is_read_and_equals_the_search(tmp_path):
    """Arena of Greed in kind (own totals; take one coin or half when even) and a floor
    division scoring an affine worth of what it takes: the pasted recurrence equals plain
    searches of the rules up to 3,000 (the explorer computed up to 80)."""
    for text, options, own in ((GREED, greed_options, True), (FLOOR, floor_options, False)):
        got = explore_json(tmp_path, text)
        assert got["rules"] and "divides n" in got["rules"][0] or "div 3" in got["rules"][0], \
            got["rules"]
        ns = list(range(0, 3000, 13))
        pasted = run_code(tmp_path, got["code"], "int main() { long long n; while (std::cin >> n) "
                          "std::cout << value(n) << '\\n'; }\n", [str(n) for n in ns])
        search = plain_own if own else plain_difference
        assert pasted == [search(n, options) for n in ns], text
