"""Hold-out by size and the per-position state cap of the check on larger positions (issue 31):
at contest sizes the larger sizes among the computed positions are the check and the rules are
mined on the smaller ones; a larger position whose search alone would pass the cap is left out
and counted. Every truth here is a plain search of the game's rules, never the explorer's."""
from __future__ import annotations

import itertools
from functools import lru_cache
from pathlib import Path

import pytest

from explore import solve, whole
from explore import positions as shapes
from explore.claims import may_paste

TAKE_ONE = """positions = numbers(n=range(0, 80))


def moves(p):
    n, = p
    if n >= 1:
        yield (n - 1,)
{extra}"""
# from 50 a player may also jump to 0: parity holds up to 49, and flips from 50 on
JUMP = "    if n == 50:\n        yield (0,)\n"


def load(tmp_path: Path, text: str, name: str = "game.py") -> solve.Game:
    path = tmp_path / name
    path.write_text(text)
    return solve.load(path)


def take_one_wins(top: int, jump: bool) -> dict:
    """Who wins at n = 0..top, by a plain search of the moves above, smallest first."""
    wins: dict = {}
    for n in range(top + 1):
        options = ([n - 1] if n >= 1 else []) + ([0] if jump and n == 50 else [])
        wins[n] = any(not wins[m] for m in options)
    return wins


@pytest.fixture
def hold_out_small(monkeypatch):
    """Hold-out from any count of positions: the behaviour of 10^5 positions on 80."""
    monkeypatch.setattr(whole, "HOLDOUT_FROM", 0)


def test_the_larger_computed_sizes_are_the_check_and_the_claim_says_so(tmp_path, hold_out_small):
    game = load(tmp_path, TAKE_ONE.format(extra=""))
    found = whole.find(game, 2000, 5)
    assert found.mined_shape.describe() == "n 0..19" and found.mined == 20
    assert found.held_out == 60 and may_paste(found.evidence)
    truth = take_one_wins(2000, jump=False)
    assert found.held
    for rule in found.held:
        assert all(rule.evaluate((n,)) == w for n, w in truth.items()), rule.text
    text = "\n".join(whole.claim_lines(game, found))
    assert "holds on all 20 positions (n 0..19) and on" in text, text
    assert ("all 20 more of n 0..39 and all 40 more of n 0..79 (computed with the positions, "
            "held out of the mining)") in text, text


def test_a_rule_that_breaks_on_a_larger_computed_size_is_never_claimed(tmp_path, hold_out_small):
    """Parity fits n = 0..19 (the sizes mined) and fails from 50, inside the held-out sizes:
    it is rejected there, and whatever is claimed after is right by the plain search."""
    game = load(tmp_path, TAKE_ONE.format(extra=JUMP))
    truth = take_one_wins(1000, jump=True)
    assert truth[49] and truth[50] and not truth[51]       # the parity breaks at 50
    found = whole.find(game, 2000, 5)
    rejected = [ln for ln in found.notes if ln.startswith("rejected:")]
    assert rejected and all("(n 0..19)" in ln and "held-out ones" in ln for ln in rejected), \
        found.notes
    for rule in found.held if may_paste(found.evidence) else []:
        wrong = [n for n, w in truth.items() if rule.evaluate((n,)) != w]
        assert not wrong, (rule.text, wrong[:3])
    text = "\n".join(whole.claim_lines(game, found))
    assert "rejected:" in text and "held-out" in text, text


def test_no_hold_out_below_its_threshold_or_without_smaller_sizes(tmp_path):
    game = load(tmp_path, TAKE_ONE.format(extra=""))
    positions = whole.enumerate_positions(game.shape)
    assert whole.hold_out(game.shape, positions) is None          # 80 < HOLDOUT_FROM
    one = shapes.string("ab", length=range(16, 17))
    assert one.shrink() is None                                   # a single size
    grid = shapes.grid(rows=range(1, 5), cols=range(1, 5), alphabet="01")
    assert grid.shrink().describe() == "1..3 x 1..3 grids over '01'"
    assert grid.shrink().grow().describe() == grid.describe()     # grow's inverse


@lru_cache(maxsize=None)
def ones_wins(ones: int) -> bool:
    """"Turn a 1 into 0": from k ones the only moves are to k - 1 ones (plain search)."""
    return ones > 0 and not ones_wins(ones - 1)


GRID = """positions = grid(rows=range(1, {top}), cols=range(1, {top}), alphabet="01")


def moves(g):
    for i, row in enumerate(g):
        for j, c in enumerate(row):
            if c == "1":
                yield g[:i] + (row[:j] + "0" + row[j + 1:],) + g[i + 1:]
"""


def grid_wins(g: tuple) -> bool:
    """Who wins a grid of "turn a 1 into 0", by the plain search of ones_wins over the count of
    ones (the moves above change exactly one 1 into 0)."""
    return ones_wins(sum(row.count("1") for row in g))


def test_a_larger_position_over_the_cap_is_left_out_and_counted(tmp_path):
    """The all-ones 4 x 4 grid reaches 2^16 states: over a cap of 1,000 it is left out and
    counted, and the rest of the list is still solved, each result right."""
    game = load(tmp_path, GRID.format(top=3))
    ex = solve.Explorer(game)
    ex.results(whole.enumerate_positions(game.shape))
    big = ("1111",) * 4
    listed = [("10", "01"), big, ("110", "011", "000"), ("0101",) * 4]
    done = whole.solve_until(ex, listed, float("inf"), cap=1_000)
    assert done.over == 1 and done.first_over == big and done.tried == 4
    assert done.positions == [p for p in listed if p != big]
    assert done.labels == [grid_wins(p) for p in done.positions]
    assert big not in ex.index          # its states were forgotten, the graph stays whole


SUBSETS = """# a number n; the players add in turn an element of 1..n not yet taken (2^n states)
positions = numbers(n=range(1, 6))


def start(p):
    return (p[0], 0)


def moves(state):
    n, taken = state
    for i in range(n):
        if not taken >> i & 1:
            yield (n, taken | 1 << i)
"""


def test_positions_at_least_as_large_as_one_over_the_cap_are_not_searched(tmp_path,
                                                                          monkeypatch):
    """Each position's search grows with n (2^n states): once n = 11 passes a cap of 2,000,
    the larger n are left out and counted without a search of their own, which would only
    reach the cap again (CodeChef CHEFYODA's boards spent the whole check so). Smaller ones
    after it are still solved, each result right (a plain count: the player to move wins iff
    the elements left are odd in number)."""
    game = load(tmp_path, SUBSETS)
    ex = solve.Explorer(game)
    searched: list = []
    add = ex.add

    def counted(positions, *args, **kwargs):
        searched.extend(positions)
        return add(positions, *args, **kwargs)
    monkeypatch.setattr(ex, "add", counted)
    listed = [(n,) for n in range(8, 30)] + [(9,), (3,)]
    done = whole.solve_until(ex, listed, float("inf"), cap=2_000)
    assert done.over == 19 and done.first_over == (11,) and done.tried == len(listed)
    assert searched == [(8,), (9,), (10,), (11,), (9,), (3,)]
    assert done.positions == [(8,), (9,), (10,), (9,), (3,)]
    assert done.labels == [n % 2 == 1 for n, in done.positions]


def test_a_position_with_a_state_of_too_many_options_is_left_out_not_the_check(tmp_path,
                                                                              monkeypatch):
    """A larger position with a state of over MAX_OPTIONS options (Thanos Nim's eight piles
    of 7) is left out and counted, and the positions after it are still solved: it once ended
    the whole check as if the budget had run out."""
    monkeypatch.setattr(solve, "MAX_OPTIONS", 30)
    game = load(tmp_path, "positions = multiset(piles=range(1, 4), size=range(1, 3))\n"
                          "def moves(p):\n"
                          "    for i, a in enumerate(p):\n"
                          "        for j in range(a):\n"
                          "            for k in range(a):\n"
                          "                yield tuple(sorted(p[:i] + p[i + 1:] + (j,) * (k > 0)))\n")
    ex = solve.Explorer(game)
    wide = (9,)                          # 81 options from (9,)
    listed = [(1, 2), wide, (2, 3), (3, 3)]
    done = whole.solve_until(ex, listed, float("inf"))
    assert done.over == 1 and done.wide == 1 and done.first_over == wide and done.tried == 4
    assert done.positions == [(1, 2), (2, 3), (3, 3)]
    assert "1 position with a state of over 30 options left out" in whole.over_cap_words(done)


@pytest.mark.slow   # about 2.4 s of CPU; the cap's count is in the quick tier by the test above
def test_a_check_with_positions_over_the_cap_still_claims_and_counts_them(tmp_path,
                                                                          monkeypatch):
    """Grids of 1..2 x 1..2 mined (too few for a hold-out); in the grown sizes the grids whose
    search passes a cap of 100 new states are left out: the rule is still claimed, the count
    said."""
    monkeypatch.setattr(whole, "POSITION_CAP", 100)
    game = load(tmp_path, GRID.format(top=3))
    found = whole.find(game, 300, 2)
    assert may_paste(found.evidence) and found.held, whole.claim_lines(game, found)
    for rule in found.held:
        for g in found.positions + found.larger:
            assert rule.evaluate(g) == grid_wins(g), (rule.text, g)
    assert "positions over 100 states left out" in found.larger_what, found.larger_what


def test_nothing_of_a_size_solved_suggests_no_budget_and_says_what_blocks(tmp_path,
                                                                          monkeypatch):
    """A cap of 0 new states leaves every larger position out: the check is cut, the line says
    that every position tried passes the cap, and no --budget figure is made up."""
    monkeypatch.setattr(whole, "POSITION_CAP", 0)
    game = load(tmp_path, GRID.format(top=3))
    found = whole.find(game, 300, 5)
    assert not may_paste(found.evidence) and found.evidence.needed == 0
    text = "\n".join(whole.claim_lines(game, found))
    assert "candidate:" in text and "rule:" not in text, text
    assert "each reaches over 0 states" in text and "run again with --budget" not in text, text


@pytest.mark.slow   # about 25 s of CPU: 74,954 grids solved and mined, two sizes grown
def test_the_contest_grid_ends_in_a_checked_rule(tmp_path):
    """tools/measure_shapes.py's grid: 1..4 x 1..4 over 01, "turn a 1 into 0". The rule is
    mined on 1..2 x 1..2, checked on every computed grid of the larger sizes, claimed; the
    grown grids past the cap are counted."""
    game = load(tmp_path, GRID.format(top=5))
    found = whole.find(game, 2000, 20)
    assert may_paste(found.evidence) and found.held, whole.claim_lines(game, found)
    assert found.mined_shape.describe() == "1..2 x 1..2 grids over '01'"
    for rule in found.held:
        wrong = [g for g in found.positions + found.larger if rule.evaluate(g) != grid_wins(g)]
        assert not wrong, (rule.text, wrong[:3])
        five = [tuple("".join(r) for r in zip(*[iter(cells)] * 5))
                for cells in itertools.islice(itertools.product("01", repeat=25), 0, 2 ** 25,
                                              99_991)]
        assert all(rule.evaluate(g) == grid_wins(g) for g in five), rule.text
    assert "over 100,000 states left out" in found.larger_what, found.larger_what
