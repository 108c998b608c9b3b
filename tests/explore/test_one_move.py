"""A rule checked one move deep where solving the larger positions is cut (explore/one_move.py,
docs/explore.md "A check one move deep"). The solve of the promised sizes is cut here on
purpose (solve_until given a deadline already past), so the check one move deep is all there
is: a false rule must be rejected by it, a right one claimed, and the truth is a plain search
written here from the rules."""
from __future__ import annotations

import itertools
from functools import lru_cache
from pathlib import Path
from types import SimpleNamespace


from explore import one_move, positions, solve, whole
from explore.claims import may_paste
from explore_run import explore_json, run_words, six_empties_wins

ROOT = Path(__file__).resolve().parents[2]
TRAP = ROOT / "tests" / "explore" / "traps" / "six_empties.py"

SCATTER = '''
# Take at least one shard out of a heap, then share what is left of it among the heaps
# (itself included) in any way. Normal play.
positions = multiset(piles=range(1, 5), size=range(1, 4))


def shares(r, slots):
    if slots == 1:
        yield (r,)
        return
    for first in range(r + 1):
        for rest in shares(r - first, slots - 1):
            yield (first,) + rest


def moves(heaps):
    out = set()
    for i, a in enumerate(heaps):
        others = heaps[:i] + heaps[i + 1:]
        for left in range(a):
            for share in shares(left, len(heaps)):
                after = [h + s for h, s in zip(others, share[1:])]
                if share[0]:
                    after.append(share[0])
                out.add(tuple(sorted(after)))
    return sorted(out)
'''


def cut_solving(monkeypatch):
    solve_until = whole.solve_until
    monkeypatch.setattr(whole, "solve_until",
                        lambda ex, ps, deadline, **how: solve_until(ex, ps, -1.0, **how))


@lru_cache(None)
def scatter_wins(heaps: tuple) -> bool:
    """The shards game searched plainly: every way to share the leftover, one at a time."""
    for i, a in enumerate(heaps):
        others = heaps[:i] + heaps[i + 1:]
        for left in range(a):
            for share in itertools.product(range(left + 1), repeat=len(heaps)):
                if sum(share) != left:
                    continue
                after = [h + s for h, s in zip(others, share[1:])] + [share[0]] * (share[0] > 0)
                if not scatter_wins(tuple(sorted(after))):
                    return True
    return False


def test_a_false_rule_is_rejected_one_move_deep_when_solving_is_cut(monkeypatch):
    """The trap's rules fit piles up to 5 and are false at a pile of 6. With no larger position
    solved, the check one move deep still rejects them, at a position where the rule and what
    it says of the options disagree; nothing is claimed."""
    cut_solving(monkeypatch)
    game = solve.load(TRAP)
    found = whole.find(game, 2000, 5)
    assert found.result.exact and not found.held, [r.text for r in found.held]
    rejected = [n for n in found.notes if n.startswith("rejected one move deep: ")]
    assert rejected, found.notes
    # the rule is false indeed: the plain search disagrees with it on a larger position
    rule = found.result.rules[0]
    larger = [p for k in range(1, 4) for p in itertools.combinations_with_replacement(range(1, 8), k)]
    assert any(rule.evaluate(p) != six_empties_wins(p) for p in larger)
    text = "\n".join(whole.claim_lines(game, found))
    assert not any(ln.startswith("rule:") for ln in text.splitlines()), text
    assert "holds on" not in text and "rejected one move deep" in text, text


def test_a_right_rule_is_claimed_one_move_deep_and_agrees_with_the_search(monkeypatch, tmp_path):
    """Heaps of shards shared out again: the solve of every larger position is cut, and the
    rule (a multiset wins iff some value occurs an odd number of times, the mirror strategy)
    is claimed by the check one move deep, its words saying so; it agrees with a plain search
    on larger positions than the ones mined."""
    cut_solving(monkeypatch)
    path = tmp_path / "scatter.py"
    path.write_text(SCATTER)
    game = solve.load(path)
    found = whole.find(game, 400, 10)
    assert found.held and may_paste(found.evidence), found.notes
    assert "checked one move deep" in found.larger_what and "fell on every move" in \
        found.larger_what, found.larger_what
    larger = [p for k in range(1, 5) for p in itertools.combinations_with_replacement(range(1, 6), k)]
    for rule in found.held:
        wrong = [p for p in larger if bool(rule.evaluate(p)) != scatter_wins(p)]
        assert not wrong, (rule.text, wrong[:3])
    text = "\n".join(whole.claim_lines(game, found))
    claimed = [ln for ln in text.splitlines() if ln.startswith("rule:")]
    assert len(claimed) == len(found.held) and "checked one move deep" in text, text


def test_without_a_falling_measure_nothing_is_confirmed():
    """A move that may return to where it was lowers no measure: one move deep proves nothing
    then (a loop may make a consistent labelling wrong), so the check stops, naming why."""
    shape = positions.multiset(piles=range(0, 3), size=range(1, 3))
    game = SimpleNamespace(result="win", final=None, shape=shape,
                           moves=lambda p: [p, p[:-1]] if p else [])
    ex = SimpleNamespace(_canon=lambda p: p)
    rule = SimpleNamespace(text="first wins iff length is odd", evaluate=lambda p: len(p) % 2 == 1)
    out = one_move.check(game, ex, [rule], [(1,), (1, 2)], 5.0)
    assert out.cut.startswith("no plain measure fell on every move"), out.cut
    # the same rule, moves that only shorten: confirmed, with the measure named
    game.moves = lambda p: [p[:-1]] if p else []
    out = one_move.check(game, ex, [rule], [(1,), (1, 2), (2, 2, 2)], 5.0)
    assert not out.cut and not out.failed and out.checked == 3 and out.measure, vars(out)


def test_a_rule_that_calls_a_lost_position_won_fails_at_it():
    """Moves that take one element: the player to move wins iff the length is odd. A rule
    that is wrong at the lengths of 3 is caught at the smallest such position, where it calls a
    position won whose every option it calls won too."""
    shape = positions.sequence(values=range(0, 2), length=range(1, 4))
    game = SimpleNamespace(result="win", final=None,
                           moves=lambda p: [p[:i] + p[i + 1:] for i in range(len(p))],
                           shape=shape)
    ex = SimpleNamespace(_canon=lambda p: p)
    wrong = SimpleNamespace(text="wrong", evaluate=lambda p: len(p) in (1, 4))
    right = SimpleNamespace(text="right", evaluate=lambda p: len(p) % 2 == 1)
    out = one_move.check(game, ex, [wrong, right], [(0, 1), (0, 1, 1), (1, 1, 1, 1)], 5.0)
    assert set(out.failed) == {"wrong"}, out.failed
    assert "(0, 1, 1)" in out.failed["wrong"] or "(1, 1, 1, 1)" in out.failed["wrong"], out.failed


def test_a_score_rule_must_be_the_best_move_valued_by_itself():
    """Take 1 or 2 from a pile, scoring what you take (the difference of the totals): the
    values are 0, 1, 2, 1 by n mod 4 (a plain minimax below). The right rule agrees with the
    best of its moves at every n; a rule by n mod 3 fits n <= 2 and is caught at n = 3."""
    @lru_cache(None)
    def minimax(n: int) -> int:
        return max((t - minimax(n - t) for t in (1, 2) if t <= n), default=0)

    shape = positions.numbers(n=range(0, 30))
    game = SimpleNamespace(result="score", final=None, shape=shape,
                           moves=lambda p: [((p[0] - t,), t) for t in (1, 2) if t <= p[0]])
    ex = SimpleNamespace(_canon=lambda p: p)
    right = SimpleNamespace(text="right", evaluate=lambda p: (0, 1, 2, 1)[p[0] % 4])
    wrong = SimpleNamespace(text="wrong", evaluate=lambda p: p[0] % 3)
    assert all(right.evaluate((n,)) == minimax(n) for n in range(60))
    assert all(wrong.evaluate((n,)) == minimax(n) for n in range(3))
    out = one_move.check(game, ex, [right, wrong], [(n,) for n in range(60)], 5.0)
    assert set(out.failed) == {"wrong"} and "(3,)" in out.failed["wrong"], out.failed
    assert not out.cut and out.checked == 60 and out.measure == "the sum", vars(out)


TAKE_ONE_OR_TWO = '''
# Take 1 or 2 from one heap.
positions = multiset(piles=range(1, 6), size=range(1, 4))
result = "{result}"


def moves(heaps):
    out = set()
    for i, a in enumerate(heaps):
        for t in (1, 2):
            if t <= a:
                rest = heaps[:i] + heaps[i + 1:] + ((a - t,) if a > t else ())
                out.add(tuple(sorted(rest)))
    return sorted(out)
'''


def _heaps_after(heaps: tuple):
    for i, a in enumerate(heaps):
        for t in (1, 2):
            if t <= a:
                yield tuple(sorted(heaps[:i] + heaps[i + 1:] + ((a - t,) if a > t else ())))


@lru_cache(None)
def take_grundy(heaps: tuple) -> int:
    """The Grundy value by its definition, the mex of the options' values (no theorem)."""
    seen = {take_grundy(o) for o in _heaps_after(heaps)}
    return next(m for m in itertools.count() if m not in seen)


@lru_cache(None)
def take_misere_wins(heaps: tuple) -> bool:
    """Misère play searched plainly: the player left with no move wins."""
    after = list(_heaps_after(heaps))
    return not after or any(not take_misere_wins(o) for o in after)


def test_a_grundy_rule_is_claimed_one_move_deep_and_agrees_with_the_mex(monkeypatch, tmp_path):
    """Grundy values of heaps (take 1 or 2): with the larger positions' solve cut, the rule is
    claimed by the check one move deep (each value the mex of the values of the options), and
    it is the plain mex search's on positions larger than the ones mined."""
    cut_solving(monkeypatch)
    path = tmp_path / "take.py"
    path.write_text(TAKE_ONE_OR_TWO.format(result="grundy"))
    game = solve.load(path)
    found = whole.find(game, 400, 10)
    assert found.held and may_paste(found.evidence), found.notes
    assert one_move.AGREES["grundy"] in found.larger_what, found.larger_what
    larger = [p for k in range(1, 6) for p in itertools.combinations_with_replacement(range(1, 9), k)]
    for rule in found.held:
        wrong = [p for p in larger if rule.evaluate(p) != take_grundy(p)]
        assert not wrong, (rule.text, wrong[:3])


def test_misere_rules_fitted_to_few_heaps_are_rejected_one_move_deep(monkeypatch, tmp_path):
    """The same heaps in misère play: rules mined on 1..3 heaps are false on four, and the
    check one move deep rejects every one of them with the solve cut (nothing claimed)."""
    cut_solving(monkeypatch)
    path = tmp_path / "take.py"
    path.write_text(TAKE_ONE_OR_TWO.format(result="misere"))
    game = solve.load(path)
    found = whole.find(game, 400, 10)
    assert found.result.rules and not found.held, [r.text for r in found.held]
    rejected = [n for n in found.notes if n.startswith("rejected one move deep: ")]
    assert len(rejected) == len(found.result.rules), found.notes
    larger = [p for k in range(1, 6) for p in itertools.combinations_with_replacement(range(1, 7), k)]
    for rule in found.result.rules:
        assert any(bool(rule.evaluate(p)) != take_misere_wins(p) for p in larger), rule.text


def test_misere_and_grundy_one_move_deep_by_hand():
    """Take one element of a row. Misère: the empty row is won, so the player to move wins iff
    the length is even; the normal-play rule (odd) fails at the empty row. Grundy values: the
    length mod 2; a rule by the length mod 3 fits lengths 0..1 and fails at 2."""
    shape = positions.sequence(values=range(0, 2), length=range(0, 4))
    rows = [(), (0,), (0, 1), (0, 1, 1), (1, 1, 1, 1)]
    game = SimpleNamespace(result="misere", final=None, shape=shape,
                           moves=lambda p: [p[:i] + p[i + 1:] for i in range(len(p))])
    ex = SimpleNamespace(_canon=lambda p: p)
    even = SimpleNamespace(text="even", evaluate=lambda p: len(p) % 2 == 0)
    odd = SimpleNamespace(text="odd", evaluate=lambda p: len(p) % 2 == 1)
    out = one_move.check(game, ex, [even, odd], rows, 5.0)
    assert set(out.failed) == {"odd"} and "no move left" in out.failed["odd"], out.failed
    game.result = "grundy"
    by2 = SimpleNamespace(text="mod 2", evaluate=lambda p: len(p) % 2)
    by3 = SimpleNamespace(text="mod 3", evaluate=lambda p: len(p) % 3)
    out = one_move.check(game, ex, [by2, by3], rows, 5.0)
    assert set(out.failed) == {"mod 3"} and "(0, 1)" in out.failed["mod 3"], out.failed
    assert not out.cut and out.checked == len(rows), vars(out)


MERGE = '''
# Take one from a heap; with {most} heaps or more, two heaps may also be merged into one.
positions = multiset(piles=range(1, 5), size=range(1, 4))
result = "win"


def moves(heaps):
    out = set()
    n = len(heaps)
    for i, a in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        out.add(tuple(sorted(rest + ((a - 1,) if a > 1 else ()))))
        if n >= {most}:
            for j in range(i + 1, n):
                out.add(tuple(sorted(heaps[:i] + heaps[i + 1:j] + heaps[j + 1:] + (a + heaps[j],))))
    return sorted(out)
'''


def merge_wins(heaps: tuple, most: int) -> bool:
    @lru_cache(None)
    def wins(h: tuple) -> bool:
        after = {tuple(sorted(h[:i] + h[i + 1:] + ((a - 1,) if a > 1 else ())))
                 for i, a in enumerate(h)}
        if len(h) >= most:
            after |= {tuple(sorted(h[:i] + h[i + 1:j] + h[j + 1:] + (h[i] + h[j],)))
                      for i in range(len(h)) for j in range(i + 1, len(h))}
        return any(not wins(o) for o in after)
    return wins(heaps)


def test_a_rule_wrong_past_the_checked_sizes_is_withdrawn_by_the_probe(monkeypatch, tmp_path):
    """Merges begin at six heaps. With the check held to two grown sizes (1..5 heaps), the
    parity of the sum holds on every position solved and would be claimed; read one move deep
    on the three sizes past them, it calls a position of six heaps lost and one of its options
    lost too, so it is withdrawn, the note naming them. The plain search agrees it is false."""
    monkeypatch.setattr(whole, "MAX_CHECK_SIZES", 2)
    path = tmp_path / "merge.py"
    path.write_text(MERGE.format(most=6))
    game = solve.load(path)
    monkeypatch.setattr(whole, "probe_past_check", lambda *a: None)
    unprobed = whole.find(game, 400, 5)
    assert unprobed.held and may_paste(unprobed.evidence), unprobed.notes
    monkeypatch.undo()
    monkeypatch.setattr(whole, "MAX_CHECK_SIZES", 2)
    found = whole.find(game, 400, 5)
    assert not found.held, [r.text for r in found.held]
    notes = [n for n in found.notes if n.startswith("rejected one move deep past the check")]
    assert len(notes) == len(unprobed.held), found.notes
    assert found.withdrawn == [r.text for r in unprobed.held], found.withdrawn
    for rule in unprobed.held:
        assert rule.evaluate((1,) * 6) != merge_wins((1,) * 6, 6), rule.text


def merged_doc(tmp_path):
    return explore_json(tmp_path, MERGE.format(most=7), "--budget", "3")


def test_a_sum_seen_on_the_states_searched_is_withdrawn_past_them(tmp_path):
    """Merges begin at seven heaps: every move of the 126 states searched changes one heap, so
    the game looks like a sum of heaps (g(n) = n mod 2). Read one move deep past the check,
    the sum's rule fails at seven heaps: the sum is withdrawn, its code with it."""
    doc = merged_doc(tmp_path)
    said = "\n".join(doc["sum"])
    assert said.startswith("sum: none") and "one move deep" in said, said
    assert not doc["sum_code"] and "xor" not in " ".join(doc["rules"]), doc


def test_no_rule_printed_in_place_of_the_withdrawn_sum_is_false(tmp_path):
    """The same game: the recurrences that fit the sizes checked (a scan over the sorted heaps,
    a play of fixed length) are read one move deep past them too, and withdrawn; whatever rule
    is printed in the sum's place must agree with a plain search of heaps of up to 8."""
    doc = merged_doc(tmp_path)
    heaps = [h for k in range(1, 9) for h in itertools.combinations_with_replacement(range(1, 4), k)]
    assert any(merge_wins(h, 7) != (sum(h) % 2 == 1) for h in heaps)   # parity is false indeed
    if doc["code"]:     # a rule printed instead: its code must be the plain search's
        main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
                "std::istringstream in(line); std::vector<long long> a; long long v; "
                "while (in >> v) a.push_back(v); std::cout << firstWins(a) << '\\n'; } }\n")
        got = run_words(tmp_path, doc["code"], main, [" ".join(map(str, h)) for h in heaps])
        assert got == [str(int(merge_wins(h, 7))) for h in heaps], doc["rules"]


def test_the_probe_is_not_run_where_moves_leave_the_declared_positions():
    """Bans on an even number of coordinates leave an odd number, positions the rule is not
    asked about (Warrior and Archer, Codeforces 594A, declares even sizes only): a rule of the
    even sizes may say anything of them, so disagreeing with them refutes nothing, and the
    probe is not run. Moves that stay among the declared positions (but for the empty row,
    which has no move) let it run."""
    shape = positions.multiset(piles=range(0, 6), size=range(2, 7, 2))
    declared = [p for p in shape.positions() if len(set(p)) == len(p)]
    game = SimpleNamespace(result="score", final=lambda xs: -(xs[-1] - xs[0]), shape=shape,
                           start=None, winner=None,
                           moves=lambda xs: [] if len(xs) <= 2 else
                           sorted({(xs[:i] + xs[i + 1:], 0) for i in range(len(xs))}))
    ex = SimpleNamespace(_canon=lambda p: p)
    assert not one_move.closed(game, ex, declared)
    rows = positions.sequence(values=range(0, 2), length=range(1, 5))
    game = SimpleNamespace(result="win", final=None, shape=rows, start=None, winner=None,
                           moves=lambda p: [p[:i] + p[i + 1:] for i in range(len(p))])
    assert one_move.closed(game, ex, list(rows.positions()))


TAKE_SCORE = '''
# Take 1 or 2 from the pile, scoring what you take; the value is the difference of the totals.
positions = numbers(n=range(0, 12))
result = "score"


def moves(p):
    return [((p[0] - t,), t) for t in (1, 2) if t <= p[0]]
'''


def test_pasted_code_is_read_one_move_deep_past_the_check(tmp_path):
    """A strategy's or a recurrence's code is run on the probe's positions and their options:
    code by n mod 3 (right up to n = 2 only) disagrees with Bellman's equation there and is
    refuted, the words naming the position; the right values (0, 1, 2, 1 by n mod 4) pass."""
    path = tmp_path / "take.py"
    path.write_text(TAKE_SCORE)
    game = solve.load(path)
    ex = solve.Explorer(game)
    declared = list(game.shape.positions())
    call = ("value", "n", "score", ())
    wrong = "long long value(long long n) { return n % 3; }\n"
    right = "long long value(long long n) { const long long v[4] = {0, 1, 2, 1}; return v[n % 4]; }\n"
    why = whole.code_refuted(game, ex, wrong, call, game.shape, set(declared), declared)
    assert "best of its moves" in why and "positions past the check read" in why, why
    assert whole.code_refuted(game, ex, right, call, game.shape, set(declared), declared) == ""


def test_a_shape_admits_its_grown_positions_and_no_others():
    """Shape.admits, what closed() asks of an option that is not declared: the bounds' tops
    are open, their starts and steps kept, a bound of one value fixed, and the file's filter
    applied."""
    heaps = positions.multiset(piles=range(1, 5), size=range(2, 7, 2))
    assert heaps.admits((1, 9, 30, 40)) and not heaps.admits((1, 2, 3))
    assert not heaps.admits((0, 1)) and not heaps.admits((2, 1))
    row = positions.sequence(values=range(0, 3), length=range(3, 4))
    assert row.admits((0, 7, 2)) and not row.admits((0, 1))
    word = positions.string("bw", length=range(1, 5))
    assert word.admits("bwbwbwbw") and not word.admits("bxw")
    odd = positions.multiset(piles=range(0, 10), size=range(1, 9)).where(
        lambda p: len(set(p)) == len(p))
    assert odd.admits((1, 2, 30)) and not odd.admits((1, 1, 2))
    box = positions.numbers(x=range(0, 8), y=range(2, 3))
    assert box.admits((20, 2)) and not box.admits((20, 3))
    assert positions.trees(n=range(1, 5), rooted=True).admits(None) is None


def test_an_option_outside_the_shape_that_ends_play_is_judged_by_the_end_not_the_rule():
    """Game of Piles 1 (CodeChef): take one stone from a pile, and play ends as soon as a pile
    is empty (piles of 1 and more are declared). The option with an empty pile is no position
    the rule speaks of: its value is the end of play's, not the rule's (the rule `sum odd or
    min == 1` would call (0, 3) won). Read so, the right rule refutes nothing; an option
    outside the shape from which play goes on makes its position unread."""
    shape = positions.multiset(piles=range(1, 7), size=range(1, 6))
    game = SimpleNamespace(result="win", final=None, shape=shape, start=None, winner=None,
                           moves=lambda p: [] if 0 in p else sorted(
                               {tuple(sorted(p[:i] + (p[i] - 1,) + p[i + 1:]))
                                for i in range(len(p))}))
    ex = SimpleNamespace(_canon=lambda p: p)
    rule = SimpleNamespace(text="right", evaluate=lambda p: sum(p) % 2 == 1 or min(p) == 1)
    heaps = [h for k in range(1, 5) for h in itertools.combinations_with_replacement(range(1, 9), k)]
    out = one_move.check(game, ex, [rule], heaps, 5.0, refute=True)
    assert not out.failed and out.checked == len(heaps), (out.failed, out.checked)
    game.moves = lambda p: [] if 0 in p and len(p) == 1 else [tuple(sorted(p[:-1] + (0,)))]
    out = one_move.check(game, ex, [rule], [(3, 4)], 5.0, refute=True)
    assert out.checked == 0 and not out.failed, vars(out)
