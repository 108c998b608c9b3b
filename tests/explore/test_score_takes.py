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
