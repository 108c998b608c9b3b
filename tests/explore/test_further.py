"""Games on numbers: a pattern seen on n < --n is claimed only if it holds as far as a few
seconds of the solver reach (10^5 values or more; explore/further.py), and the output says how
far that was. The truth here is a plain mex search of the game's rules."""
from __future__ import annotations

from pathlib import Path

import pytest

from explore import cli, further
from explore.claims import Basis
from explore.pattern import analyse_1d

TRAPS = Path(__file__).resolve().parent / "traps"


def grundy_values(moves, count: int) -> list[int]:
    """g(0..count-1) by the definition: the mex of the options' values."""
    g: list[int] = []
    for n in range(count):
        seen = {g[m] for m in moves(n)}
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def late_four(n):
    return [n - t for t in (1, 2, 3) if t <= n] + ([n - 4] if n >= 5000 else [])


def test_a_period_broken_past_the_values_shown_is_rejected_not_claimed():
    truth = grundy_values(late_four, 20_000)
    assert truth[:200] == [n % 4 for n in range(200)] and truth[5000] != 0
    claims = analyse_1d(truth[:200], "grundy", None, Basis(200), [], lambda s, c: [], truth)
    kinds = {c.kind for c in claims}
    assert "rejected" in kinds and not kinds & {"period", "formula", "arithmetic"}, claims
    assert any("fails at n = 5,000" in c.text for c in claims), claims
    kept = analyse_1d(truth[:4000], "grundy", None, Basis(4000), [], lambda s, c: [],
                      grundy_values(lambda n: [n - t for t in (1, 2, 3) if t <= n], 20_000))
    assert any(c.kind == "period" and "holds on all 20000" in c.status for c in kept), kept


def test_the_check_goes_on_while_the_solver_is_fast_and_says_where_it_stopped():
    asked = []

    def run(count):
        asked.append(count)
        return list(range(count))
    got = further.compute_further(200, run, seconds=60)
    assert asked[:3] == [1000, 3000, 9000] and 100_000 in asked and got.count == asked[-1]
    assert "checked on all" in got.note

    def slow(count):                # the CPU it would take: grows with the count
        end = further.cpu_seconds() + count * 1e-4
        while further.cpu_seconds() < end:
            pass
        return [0] * count
    got = further.compute_further(200, slow, seconds=0.3)
    assert got.count == 1000 and "only" in got.note and "would take about" in got.note


@pytest.mark.slow   # about 4 s of CPU each: the Python moves() run to 10^5
@pytest.mark.parametrize("name, claimed", [("late_four.py", False), ("late_four_true.py", True)])
def test_a_game_file_is_claimed_only_when_its_pattern_holds_to_10_5(name, claimed, capsys):
    assert cli.main([str(TRAPS / name)]) == 0
    out = capsys.readouterr().out
    assert "checked on all 100,000 values" in out or "only" in out, out
    assert ("code to paste:" in out) == claimed, out
    assert ("pattern: period 4" in out) == claimed, out
    if not claimed:
        assert "rejected: period 4 from n = 0" in out and "at n = 5,000" in out, out


def test_further_zero_skips_the_check_and_says_so():
    calls = []
    got = further.compute_further(200, lambda count: calls.append(count) or [0] * count, 0)
    assert calls == [] and got.values == [] and got.note == "not checked (--further 0)"


@pytest.mark.parametrize("value", ["-1", "abc", "inf", "nan"])
def test_a_bad_further_is_one_line(value, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["kayles", "--further", value])
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "--further" in err, err


def test_a_step_slower_than_predicted_stops_at_the_budget():
    """No step is predicted before the first: a step that takes far longer than the budget
    (here 1,000 values of a game whose moves grow with n, about 10 s of CPU) is stopped when
    its CPU time passes the budget, and the note says so."""
    import time

    def slow(count: int) -> list[int]:
        began = time.process_time()
        while time.process_time() - began < 5:   # 5 s of CPU, far over the 0.3 s allowed
            pass
        return list(range(count))

    began = time.process_time()
    got = further.compute_further(150, slow, seconds=0.3)
    assert time.process_time() - began < 2.5, "the step ran on past the budget"
    assert got.values == [] and got.note.startswith("not checked: computing 1,000 values "
                                                    "passed the 0.3 s of CPU"), got.note


def test_a_fast_first_step_is_not_stopped():
    got = further.compute_further(150, lambda count: [0] * count, seconds=1)
    assert got.count == 1_000_000 and got.note.startswith("checked on all 1,000,000"), got.note
