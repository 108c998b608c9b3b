"""A value scanned over the elements (explore/scans.py): when every result computed is one
function of the result without one element (the largest, the smallest, the last, the first) and
that element, the function is mined and pasted as one pass. The pasted code is compared with a
plain search of the game's rules on random positions far larger than those the explorer
computed; a game whose results are no such function gets no pass."""
from __future__ import annotations

import random
from functools import lru_cache

from explore import scans, solve, whole
from explore_run import explore_json, run_code, sizes_past

# cards on a table; a move picks any nonempty set of the cards left and scores the smallest of
# them; the value is the mover's total minus the other's (POI 2010, The Minima Game)
MINIMA = '''positions = multiset(piles=range(1, 7), size=range(1, 6))
result = "score"
def moves(cards):
    values = sorted(set(cards))
    counts = [cards.count(v) for v in values]
    def pick(i):
        if i == len(values):
            yield (), ()
            return
        for c in range(0, counts[i] + 1):
            for taken, left in pick(i + 1):
                yield (c,) + taken, (values[i],) * (counts[i] - c) + left
    for taken, left in pick(0):
        chosen = [values[i] for i, c in enumerate(taken) if c > 0]
        if chosen:
            yield (left, min(chosen))
'''

# piles in a row; a move takes one or more stones from the first pile that is not empty; who
# cannot move loses (Codeforces 1382B, Sequential Nim), written so that an empty pile stays
SEQUENTIAL = '''positions = sequence(values=range(0, 5), length=range(0, 6))
def moves(piles):
    for i, a in enumerate(piles):
        if a:
            for t in range(1, a + 1):
                yield piles[:i] + (a - t,) + piles[i + 1:]
            return
'''


def minima_value(cards: tuple) -> int:
    """The rules searched plainly: a move keeps, for each value, which cards of it are taken
    (only how many matters), and scores the smallest value taken."""
    @lru_cache(maxsize=None)
    def best(left: tuple) -> int:
        if not left:
            return 0
        values = sorted(set(left))
        out = None
        for mask in range(1, 1 << len(values)):
            chosen = [v for i, v in enumerate(values) if mask >> i & 1]
            # taking all cards of a chosen value or some of them: every count from 1 up
            def options(i, rest):
                if i == len(chosen):
                    yield rest
                    return
                v = chosen[i]
                have = rest.count(v)
                for c in range(1, have + 1):
                    r = list(rest)
                    for _ in range(c):
                        r.remove(v)
                    yield from options(i + 1, tuple(r))
            for rest in options(0, left):
                x = min(chosen) - best(rest)
                out = x if out is None else max(out, x)
        return out
    return best(tuple(sorted(cards)))


def sequential_wins(piles: tuple) -> bool:
    @lru_cache(maxsize=None)
    def wins(p: tuple) -> bool:
        for i, a in enumerate(p):
            if a:
                return any(not wins(p[:i] + (a - t,) + p[i + 1:]) for t in range(1, a + 1))
        return False
    return wins(tuple(piles))


def test_the_minima_game_is_one_pass_over_the_sorted_cards(tmp_path):
    doc = explore_json(tmp_path, MINIMA, "--budget", "4")
    assert any("one pass over the elements in increasing order" in r for r in doc["rules"]), \
        doc["rules"]
    code = (tmp_path / "code.cpp").read_text()
    rng = random.Random(2010)
    cases = [tuple(rng.randint(1, 12) for _ in range(rng.randint(1, 7))) for _ in range(60)]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << value(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [f"{len(c)} " + " ".join(map(str, c)) for c in cases])
    assert got == [minima_value(c) for c in cases]


def test_sequential_nim_is_one_pass_from_the_last_pile(tmp_path):
    """Who wins is decided from the last pile back (the first pile's result from the rest's):
    the pass is read for the sequence order "first", and its code equals the plain search on
    200 rows of up to 12 piles of up to 6 (the explorer computed rows of up to 5 piles of up to
    4)."""
    (tmp_path / "seq.py").write_text(SEQUENTIAL)
    game = solve.load(tmp_path / "seq.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)

    past = sizes_past(game, ex, what="rows")
    lines, code, checked = scans.report(game, ex, positions, labels, past,
                                        whole.check_code)
    assert lines and "from the last to the first" in lines[0], lines
    assert checked.startswith("check: compiled with g++"), checked
    rng = random.Random(1382)
    cases = [tuple(rng.randint(0, 6) for _ in range(rng.randint(0, 12))) for _ in range(200)]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [f"{len(c)} " + " ".join(map(str, c)) for c in cases])
    assert got == [int(sequential_wins(c)) for c in cases]



NOT_A_PASS = '''# remove any one element; the mover scores it times the number of elements left
positions = multiset(piles=range(1, 6), size=range(1, 6))
result = "score"
def moves(a):
    for i, x in enumerate(a):
        if i == 0 or a[i - 1] != x:
            yield (a[:i] + a[i + 1:], x * (len(a) - 1))
'''


def test_results_that_are_no_pass_get_none(tmp_path):
    """Each order's table of (v, x) is checked: here one (v, x) comes with two results in every
    order, and no pass is claimed."""
    (tmp_path / "np.py").write_text(NOT_A_PASS)
    game = solve.load(tmp_path / "np.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)
    for order in ("largest", "smallest"):
        assert scans.table(ex, positions, labels, order) is None, order
    lines, code, _ = scans.report(game, ex, positions, labels, lambda seen: ([], [], []),
                                  None)
    assert not lines and not code


PIE = '''# Codeforces 859C Pie Rules: the token holder gives the next slice to one player and the
# token to the other; each maximises the pie he eats; the value: the first holder's pie
positions = sequence(values=range(1, 5), length=range(1, 6))
result = "score"
score = "own"
def start(slices):
    return (slices, 0)
def moves(state):
    slices, handed = state
    if handed:
        yield ((slices, 0), handed)
    elif slices:
        yield ((slices[1:], 0), slices[0])
        yield ((slices[1:], slices[0]), 0)
'''


def pie_value(slices: tuple) -> int:
    """The token holder's pie by the rules, searched: (pie he eats, pie the other eats) from
    slice i on; he eats slice i and passes the token, or gives it away and keeps it."""
    @lru_cache(maxsize=None)
    def best(i: int) -> tuple[int, int]:
        if i == len(slices):
            return 0, 0
        other, mine = best(i + 1)               # the other holds the token after
        eat = (slices[i] + mine, other)
        mine2, other2 = best(i + 1)             # he keeps it; the other eats slice i
        give = (mine2, other2 + slices[i])
        return max(eat, give, key=lambda t: (t[0], -t[1]))
    return best(0)[0]


def test_an_own_total_that_is_a_pass_over_differences(tmp_path):
    """Pie Rules has no pass over its own totals, but the mover's total less the other's is
    |v - x| over the slices from the last: the pass is read on 2·own - sum, and the pasted
    own total (sum + d) / 2 equals a plain search on 150 rows of up to 14 slices up to 100."""
    (tmp_path / "pie.py").write_text(PIE)
    game = solve.load(tmp_path / "pie.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)
    assert [int(v) for v in labels] == [pie_value(p) for p in positions]

    past = sizes_past(game, ex, what="rows")
    lines, code, checked = scans.report(game, ex, positions, labels, past,
                                        whole.check_code)
    assert lines and "d = 2·own - sum" in lines[0] and "|v - x|" in lines[0], lines
    assert checked.startswith("check: compiled with g++"), checked
    rng = random.Random(859)
    cases = [tuple(rng.randint(1, 100) for _ in range(rng.randint(1, 14))) for _ in range(150)]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << value(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [f"{len(c)} " + " ".join(map(str, c)) for c in cases])
    assert got == [pie_value(c) for c in cases]


# a token starts left of a row of stone piles; a move takes it 1 or 2 cells right onto a pile
# that is not empty and takes one stone of that pile (the token may also stay, on a pile that is
# not empty, taking one stone there); who cannot move loses. A state: (the token's cell, the piles)
STRIDES = '''positions = sequence(values=range(1, 5), length=range(1, 7))
def start(a):
    return (-1, a)
def moves(state):
    at, a = state
    for to in range(max(at, 0), min(len(a), at + 3)):
        if a[to] > 0:
            yield (to, a[:to] + (a[to] - 1,) + a[to + 1:])
'''


def strides_wins(at: int, a: tuple) -> bool:
    """The rules above searched plainly; the cells behind the token no longer matter, so a
    state is the row from the token's cell on."""
    return _strides_from(at, a) if at < 0 else _strides_from(0, a[at:])


@lru_cache(maxsize=None)
def _strides_from(at: int, a: tuple) -> bool:
    return any(not strides_wins(to, a[:to] + (a[to] - 1,) + a[to + 1:])
               for to in range(max(at, 0), min(len(a), at + 3)) if a[to] > 0)


def test_a_window_of_earlier_results_is_one_pass(tmp_path):
    """No pass of one result fits a token that moves up to two cells: a step reads the results
    of the row without its first element, without its first two, ... (a DP over suffixes with
    a window); the empty row is no position (start() reads the row), so the pass starts from
    the one start value that makes the table one function. Its code equals the plain search on
    200 rows of up to 10 piles of up to 5 (the explorer computed up to 6 piles of up to 4)."""
    (tmp_path / "strides.py").write_text(STRIDES)
    game = solve.load(tmp_path / "strides.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)
    assert scans.table(ex, positions, labels, "first", w=1) is None
    past = sizes_past(game, ex, what="rows")
    lines, code, checked = scans.report(game, ex, positions, labels, past,
                                        whole.check_code)
    assert lines and "without the first 1, ..., " in lines[0], lines
    assert checked.startswith("check: compiled with g++"), checked
    rng = random.Random(1076)
    cases = [tuple(rng.randint(1, 5) for _ in range(rng.randint(1, 10))) for _ in range(200)]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& x : a) std::cin >> x; std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_code(tmp_path, code, main, [f"{len(c)} " + " ".join(map(str, c)) for c in cases])
    assert got == [int(strides_wins(-1, c)) for c in cases]
