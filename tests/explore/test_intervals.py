"""Games on a row cut at its ends (explore/intervals.py): the moves and their points are read
from the explorer's graph of states, the recurrence equals a plain minimax search of the rules on
every row computed and on larger random rows, and its pasted dynamic programme (intervals, or
suffixes for moves from the front only) compiles and equals the search; a game that is not a cut
of the ends gets no recurrence."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest

from conftest import ROOT
from explore import intervals, solve, whole
from explore import positions as shapes

DEQUE = (ROOT / "docs" / "explore" / "games" / "deque.py").read_text()    # AtCoder EDPC L

FRONT = """# take 1, 2 or 3 from the front, scoring their sum; values may be negative
positions = sequence(values=range(-2, 3), length=range(0, 6))
result = "score"
def moves(a):
    for k in (1, 2, 3):
        if k <= len(a):
            yield (a[k:], sum(a[:k]))
"""

BACK = """# take 1 or 2 from the back, scoring how many it takes
positions = sequence(values=range(0, 3), length=range(0, 6))
result = "score"
def moves(a):
    for k in (1, 2):
        if k <= len(a):
            yield (a[:-k], k)
"""

LEFT = """# Stone Game VII (LeetCode 1690): remove either end, scoring the sum of the stones left
positions = sequence(values=range(1, 5), length=range(1, 6))
result = "score"
def moves(a):
    if a:
        yield (a[1:], sum(a[1:]))
        yield (a[:-1], sum(a[:-1]))
"""

ENDS_WIN = """# remove one element from either end, or two from the front; who cannot move loses
positions = sequence(values=range(0, 2), length=range(0, 7))
def moves(a):
    n = len(a)
    for f, b in ((1, 0), (0, 1), (2, 0)):
        if f + b <= n:
            yield a[f:n - b]
"""

ANY_ELEMENT = """# remove any one element, scoring it: not a cut of the ends
positions = sequence(values=range(1, 4), length=range(0, 5))
result = "score"
def moves(a):
    for i in range(len(a)):
        yield (a[:i] + a[i + 1:], a[i])
"""

EVEN_FRONT = """# remove the first element only when it is even, or the last: the cut depends on the values
positions = sequence(values=range(1, 4), length=range(0, 5))
result = "score"
def moves(a):
    if a and a[0] % 2 == 0:
        yield (a[1:], a[0])
    if a:
        yield (a[:-1], a[-1])
"""

REMOVAL = """# Removal Game (CSES 1097): take either end, each player maximising their own total
positions = sequence(values=range(-1, 3), length=range(1, 6))
result = "score"
score = "own"
def moves(a):
    if a:
        yield (a[1:], a[0])
        yield (a[:-1], a[-1])
"""

OWN_COUNT = """# take 1 or 2 from the back, scoring how many; each maximises their own total
positions = sequence(values=range(0, 2), length=range(0, 6))
result = "score"
score = "own"
ties = "most"
def moves(a):
    for k in (1, 2):
        if k <= len(a):
            yield (a[:-k], k)
"""

OWN_PAIRS = """# take two from the front, scoring their sum, each maximising their own total: a single
# element is never taken, so the totals need not add up to the row's sum
positions = sequence(values=range(0, 3), length=range(0, 6))
result = "score"
score = "own"
def moves(a):
    if len(a) >= 2:
        yield (a[2:], a[0] + a[1])
"""

GREEDY_REPLY = """# the first player takes either end of an even row; the other, on the odd rows, is greedy:
# he takes the larger end, the front one on a tie. Both score what they take.
positions = sequence(values=range(1, 5), length=range(0, 7, 2))
result = "score"
def moves(a):
    if not a:
        return
    if len(a) % 2 == 0 or a[0] >= a[-1]:
        yield (a[1:], a[0])
    if len(a) % 2 == 0 or a[0] < a[-1]:
        yield (a[:-1], a[-1])
"""

SMALLER_END = """# remove an end that is no larger than the other end (either on a tie); who cannot move loses
positions = sequence(values=range(0, 3), length=range(0, 7))
def moves(a):
    if a and a[0] <= a[-1]:
        yield a[1:]
    if a and a[-1] <= a[0]:
        yield a[:-1]
"""


def greedy_reply_moves(row):
    if row and (len(row) % 2 == 0 or row[0] >= row[-1]):
        yield row[1:], row[0]
    if row and (len(row) % 2 == 0 or row[0] < row[-1]):
        yield row[:-1], row[-1]


def smaller_end_wins(row) -> bool:
    @lru_cache(maxsize=None)
    def win(r):
        return any(not win(nxt) for nxt in ([r[1:]] if r and r[0] <= r[-1] else []) +
                   ([r[:-1]] if r and r[-1] <= r[0] else []))
    return win(row)


def own_total(a: tuple, moves, ties: str = "least") -> int:
    """The mover's own total by its definition: each player maximises their own total; among
    equal totals, the move that leaves the other the least (or the most)."""
    @lru_cache(maxsize=None)
    def totals(row):            # (the mover's total, the other's) from row
        best = None
        for nxt, pts in moves(row):
            theirs, mine = totals(nxt)
            key = (pts + mine, -theirs if ties == "least" else theirs)
            if best is None or key > best[0]:
                best = (key, (pts + mine, theirs))
        return best[1] if best else (0, 0)
    return totals(a)[0]


def minimax(a: tuple, moves) -> int:
    @lru_cache(maxsize=None)
    def best(row):
        options = list(moves(row))
        return max((pts - best(nxt) for nxt, pts in options), default=0)
    return best(a)


def wins(a: tuple, cuts) -> bool:
    @lru_cache(maxsize=None)
    def win(row):
        n = len(row)
        return any(not win(row[f:n - b]) for f, b in cuts if f + b <= n)
    return win(a)


def explored(tmp_path, text, name):
    (tmp_path / name).write_text(text)
    game = solve.load(tmp_path / name)
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    return game, ex, positions, ex.results(positions)


def deque_moves(row):
    if row:
        yield row[1:], row[0]
        yield row[:-1], row[-1]


def front_moves(row):
    for k in (1, 2, 3):
        if k <= len(row):
            yield row[k:], sum(row[:k])


def back_moves(row):
    for k in (1, 2):
        if k <= len(row):
            yield row[:-k], k


def left_moves(row):
    if row:
        yield row[1:], sum(row[1:])
        yield row[:-1], sum(row[:-1])


@pytest.mark.parametrize("text, moves, side, points", [
    (DEQUE, deque_moves, "both", "the sum"), (FRONT, front_moves, "front", "the sum"),
    (BACK, back_moves, "back", "how many"),
    (LEFT, left_moves, "both", "the sum of the elements left")])
def test_a_score_game_cut_at_its_ends_is_its_recurrence(tmp_path, text, moves, side, points):
    game, ex, positions, labels = explored(tmp_path, text, "row.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.side == side and cuts.points.name.startswith(points)
    rng = random.Random(5)
    rows = positions + [tuple(rng.randint(-5, 9) for _ in range(rng.randint(6, 11)))
                        for _ in range(150)]
    for row in rows:
        assert intervals.value(cuts, row, True) == minimax(row, moves), row
    text_cpp, name = intervals.code(cuts, game.name)
    check = whole.check_code(text_cpp, name, "a", rows, [minimax(r, moves) for r in rows],
                             "score")
    assert check.startswith("check: compiled with g++"), check


TAKE_OR_ERASE = """# take an end for its number, or erase the two leftmost or two rightmost for nothing
positions = sequence(values=range(-2, 3), length=range(1, 6))
result = "score"
def moves(a):
    if a:
        yield a[1:], a[0]
        yield a[:-1], a[-1]
    if len(a) >= 2:
        yield a[2:], 0
        yield a[:-2], 0
"""


def take_or_erase_moves(row):
    """The rules again, one move at a time: an end taken scores its number, two erased none."""
    n = len(row)
    for f, b in ((1, 0), (0, 1)):
        if n >= 1:
            yield row[f:n - b], (row[0] if f else row[-1])
    for f, b in ((2, 0), (0, 2)):
        if n >= 2:
            yield row[f:n - b], 0


def test_cuts_that_score_differently_each_keep_their_own_scoring(tmp_path):
    """algospot NUMBERGAME in kind: taking an end scores its number, erasing two from an end
    scores nothing. No one scoring fits every cut; each cut's own does, and the recurrence and
    its pasted C++ equal a plain minimax on rows twice as long as those searched."""
    game, ex, positions, labels = explored(tmp_path, TAKE_OR_ERASE, "take_or_erase.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.moves == ((0, 1), (0, 2), (1, 0), (2, 0)), cuts
    assert [cuts.points_of(c).name for c in cuts.moves] == [
        "the sum of the elements it removes", "nothing"] * 2
    assert "(0, 2) scoring nothing" in cuts.text()
    rng = random.Random(11)
    rows = positions + [tuple(rng.randint(-9, 9) for _ in range(rng.randint(6, 12)))
                        for _ in range(200)]
    want = [minimax(r, take_or_erase_moves) for r in rows]
    assert [intervals.value(cuts, r, True) for r in rows] == want
    text_cpp, name = intervals.code(cuts, game.name)
    check = whole.check_code(text_cpp, name, "a", rows, want, "score")
    assert check.startswith("check: compiled with g++"), check


def test_a_win_game_cut_at_its_ends(tmp_path):
    game, ex, positions, labels = explored(tmp_path, ENDS_WIN, "ends.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.points is None and cuts.moves == ((0, 1), (1, 0), (2, 0))
    rows = [tuple([0] * n) for n in range(0, 40)]
    want = [wins(r, cuts.moves) for r in rows]
    assert [intervals.value(cuts, r, False) for r in rows] == want
    text_cpp, name = intervals.code(cuts, game.name)
    assert whole.check_code(text_cpp, name, "a", rows, want, "win").startswith(
        "check: compiled with g++")


def test_a_cut_open_on_some_rows_only_gets_its_guard(tmp_path):
    """Two Ends (SPOJ TWENDS) in kind: the greedy player's one move is a cut whose guard is read
    off the states (the length's parity, the two ends compared); the recurrence, in Python and
    in the pasted C++, equals a plain minimax of the rules on rows twice as long as those
    searched, with values the search never saw."""
    game, ex, positions, labels = explored(tmp_path, GREEDY_REPLY, "greedy.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.moves == ((0, 1), (1, 0)) and all(cuts.guards), cuts
    assert "when the row's length is even or its first element" in cuts.text()
    rng = random.Random(7)
    rows = positions + [tuple(rng.randint(-3, 30) for _ in range(2 * rng.randint(4, 7)))
                        for _ in range(200)]
    want = [minimax(r, greedy_reply_moves) for r in rows]
    assert [intervals.value(cuts, r, True) for r in rows] == want
    text_cpp, name = intervals.code(cuts, game.name)
    check = whole.check_code(text_cpp, name, "a", rows, want, "score")
    assert check.startswith("check: compiled with g++"), check


def test_a_win_game_with_guarded_cuts(tmp_path):
    """Each end may go only when it is no larger than the other: both cuts guarded by the
    comparison of the ends, equal to a plain search on rows of up to 16."""
    game, ex, positions, labels = explored(tmp_path, SMALLER_END, "smaller.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.points is None and all(cuts.guards), cuts
    rng = random.Random(8)
    rows = [tuple(rng.randint(0, 9) for _ in range(rng.randint(0, 16))) for _ in range(300)]
    want = [smaller_end_wins(r) for r in rows]
    assert [intervals.value(cuts, r, False) for r in rows] == want
    text_cpp, name = intervals.code(cuts, game.name)
    assert whole.check_code(text_cpp, name, "a", rows, want, "win").startswith(
        "check: compiled with g++")


@pytest.mark.parametrize("text, moves, ties, points", [
    (REMOVAL, deque_moves, "least", (1, 0)), (OWN_COUNT, back_moves, "most", (0, 1))])
def test_a_row_scored_by_own_totals_is_read_through_its_difference(tmp_path, text, moves, ties,
                                                                    points):
    """score = "own": when every element is taken once the totals add up to the row's sum (or
    length), and the recurrence's own total equals a plain search of the own totals."""
    game, ex, positions, labels = explored(tmp_path, text, "own.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.own and (cuts.points.alpha, cuts.points.beta) == points
    assert "every element is taken once" in cuts.text()
    rng = random.Random(7)
    rows = positions + [tuple(rng.randint(-5, 9) for _ in range(rng.randint(6, 11)))
                        for _ in range(150)]
    want = [own_total(r, moves, ties) for r in rows]
    assert [intervals.value(cuts, r, True) for r in rows] == want
    assert labels == want[:len(positions)]
    text_cpp, name = intervals.code(cuts, game.name)
    check = whole.check_code(text_cpp, name, "a", rows, want, "score")
    assert check.startswith("check: compiled with g++"), check


def test_own_totals_that_need_not_add_up_get_no_recurrence(tmp_path):
    game, ex, positions, labels = explored(tmp_path, OWN_PAIRS, "pairs.py")
    assert intervals.find(game, ex) is None


ANY_FROM_AN_END = """# take any number of elements from one end, scoring their sum
positions = sequence(values=range(-2, 3), length=range(0, 6))
result = "score"
def moves(a):
    for k in range(1, len(a) + 1):
        yield (a[k:], sum(a[:k]))
        yield (a[:-k], sum(a[-k:]))
"""


def any_from_an_end(row):
    for k in range(1, len(row) + 1):
        yield row[k:], sum(row[:k])
        yield row[:-k], sum(row[-k:])


SHIFTED = """# take any number from one end; an entry c is worth c - 2 (UVa 10891 with negative numbers)
positions = sequence(values=range(0, 5), length=range(0, 6))
result = "score"
def moves(a):
    for k in range(1, len(a) + 1):
        yield (a[k:], sum(c - 2 for c in a[:k]))
        yield (a[:-k], sum(c - 2 for c in a[-k:]))
"""

LEFT_WORTH = """# remove either end, scoring 2·v + 1 summed over the elements left
positions = sequence(values=range(0, 4), length=range(1, 6))
result = "score"
def moves(a):
    if a:
        yield (a[1:], sum(2 * c + 1 for c in a[1:]))
        yield (a[:-1], sum(2 * c + 1 for c in a[:-1]))
"""


def shifted_moves(row):
    for k in range(1, len(row) + 1):
        yield row[k:], sum(c - 2 for c in row[:k])
        yield row[:-k], sum(c - 2 for c in row[-k:])


def left_worth_moves(row):
    if row:
        yield row[1:], sum(2 * c + 1 for c in row[1:])
        yield row[:-1], sum(2 * c + 1 for c in row[:-1])


@pytest.mark.parametrize("text, moves, over, worth, words", [
    (SHIFTED, shifted_moves, "removed", (1, -2), "the sum of v - 2 over the elements it removes"),
    (LEFT_WORTH, left_worth_moves, "left", (2, 1), "the sum of 2·v + 1 over the elements left")])
def test_a_worth_per_element_is_read_off_the_moves(tmp_path, text, moves, over, worth, words):
    """An affine worth alpha·v + beta per element, read off two moves and checked on every
    option: the recurrence and its code equal a plain minimax on 150 rows the explorer never
    saw, of 6 to 11 elements (the code's prefix sums carry the worth)."""
    game, ex, positions, labels = explored(tmp_path, text, "worth.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.points.over == over, cuts
    assert (cuts.points.alpha, cuts.points.beta) == worth and cuts.points.name == words
    rng = random.Random(1089)
    rows = [tuple(rng.randint(0, 6) for _ in range(rng.randint(6, 11))) for _ in range(150)]
    want = [minimax(r, moves) for r in rows]
    assert [intervals.value(cuts, r, True) for r in rows] == want
    text_cpp, name = intervals.code(cuts, game.name)
    check = whole.check_code(text_cpp, name, "a", positions + rows, labels + want, "score")
    assert check.startswith("check: compiled with g++"), check


def test_a_worth_that_is_not_affine_gets_no_recurrence(tmp_path):
    """A move worth v squared fits no alpha·v + beta: no recurrence is claimed."""
    squared = SHIFTED.replace("c - 2", "c * c")
    game, ex, positions, labels = explored(tmp_path, squared, "squared.py")
    assert intervals.find(game, ex) is None


def test_any_number_from_an_end_is_not_read_as_the_cuts_seen(tmp_path):
    """Rows of up to 5 show cuts of 1..5 from each end; a longer row has more. The file's moves
    of rows longer than any searched tell "any number" from a fixed set: the recurrence takes
    every k, and equals the minimax on rows of up to 11; a fixed set declared on short rows
    stays fixed."""
    game, ex, positions, labels = explored(tmp_path, ANY_FROM_AN_END, "ends.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.any_front and cuts.any_back and not cuts.moves, cuts
    assert "every k >= 1" in cuts.text()
    rng = random.Random(10891)
    rows = [tuple(rng.randint(-5, 9) for _ in range(rng.randint(6, 11))) for _ in range(60)]
    want = [minimax(r, any_from_an_end) for r in rows]
    assert [intervals.value(cuts, r, True) for r in rows] == want
    text_cpp, name = intervals.code(cuts, game.name)
    check = whole.check_code(text_cpp, name, "a", rows, want, "score")
    assert check.startswith("check: compiled with g++"), check
    short = FRONT.replace("length=range(0, 6)", "length=range(0, 4)")
    game, ex, positions, labels = explored(tmp_path, short, "front.py")
    cuts = intervals.find(game, ex)
    assert cuts is not None and cuts.moves == ((1, 0), (2, 0), (3, 0)) and not cuts.any_front


@pytest.mark.parametrize("text", [ANY_ELEMENT, EVEN_FRONT])
def test_a_game_that_is_not_a_cut_of_the_ends_gets_no_recurrence(tmp_path, text):
    game, ex, positions, labels = explored(tmp_path, text, "other.py")
    assert intervals.find(game, ex) is None


def test_the_explorer_pastes_the_recurrence_when_no_rule_fits(tmp_path, capsys):
    """End to end: Deque has no closed form; the run ends with the recurrence, its code and a
    check that passed, and --json carries them as the rule and the code."""
    (tmp_path / "deque.py").write_text(DEQUE)

    class Args:
        set, result, sample, budget, no_check, show, code, json = None, None, 300, 5, False, \
            None, None, True
    assert whole.explore_positions(tmp_path / "deque.py", Args()) == 0
    import json
    document = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert document["rules"] and document["rules"][0].startswith("every move removes")
    assert "long long value(const std::vector<long long>& a)" in document["code"]
    assert document["check"].startswith("check: compiled with g++")


def test_a_row_and_a_multiset_may_hold_negative_numbers_but_no_pile_does():
    assert shapes.sequence(values=range(-3, 3)).values.start == -3
    # a multiset's signed piles (a partizan game's sides) are positions, but no sum of piles
    signed = shapes.multiset(piles=range(-1, 3))
    assert signed.piles.start == -1 and shapes.negative_values(signed)
    from explore import sums
    assert sums.cutters(signed) == []
    with pytest.raises(shapes.ShapeError):
        shapes.multiset(size=range(-1, 3))
