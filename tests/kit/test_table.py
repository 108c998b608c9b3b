"""`make -s table` prints the Grundy values and the proven period (published facts)."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from cpu_clock import cpu_spent

ROOT = Path(__file__).resolve().parents[2]


def table(game: str, n: int, limit: int | None = None, save: str = "") -> subprocess.CompletedProcess:
    """Runs `make -s table`; values are saved and resumed only when save names a directory."""
    args = ["make", "-s", "table", f"GAME={game}", f"N={n}", f"SAVE={save}"]
    if limit is not None:
        args.append(f"LIMIT={limit}")
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600)


def parse(stdout: str) -> tuple[str, list[tuple[int, list[str]]], str]:
    """(title line, rows as (first n, cells), last line) of a table's output."""
    out = stdout.splitlines()
    assert out[0].startswith("# "), stdout
    rows = []
    for line in out[1:-1]:
        start, cells = line.split(":")
        rows.append((int(start), cells.split()))
    return out[0], rows, out[-1]


def lines(game: str, n: int, limit: int | None = None) -> tuple[list[int], str]:
    """The values g(0..n-1) (exception marks dropped) and the last line."""
    run = table(game, n, limit)
    assert run.returncode == 0, run.stderr
    _, rows, last = parse(run.stdout)
    values = [int(c.rstrip("*")) for _, cells in rows for c in cells]
    assert [start for start, _ in rows] == list(range(0, n, len(rows[0][1]))), run.stdout
    return values, last


# Kayles (OEIS A002186): period 12, last exceptional value at n = 70.
def test_kayles():
    values, period = lines("octal 0.77", 24)
    assert values == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]
    assert period == "period 12 preperiod 71"


# Dawson's chess (OEIS A002187): period 34 from n = 52.
def test_dawsons_chess():
    values, period = lines("octal 0.137", 16)
    assert values == [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5]
    assert period == "period 34 preperiod 52"


# 0.165: period 1550, last exceptional value at n = 5180.
def test_0165():
    assert lines("octal 0.165", 5, limit=100000)[1] == "period 1550 preperiod 5181"


# 0.16: period 149459, last exceptional value at n = 105350 (Gangolli and Plambeck).
def test_016():
    assert lines("octal 0.16", 5, limit=1000000)[1] == "period 149459 preperiod 105351"


# Officers and Treblecross: no period is known, so none may be claimed.
@pytest.mark.parametrize("code", ["0.6", "0.007"])
def test_no_period_claimed(code: str):
    assert lines(f"octal {code}", 10, limit=20000)[1] == "no period proven up to 20000"


def test_subtraction_134():
    values, period = lines("subtraction 1 3 4", 14)
    assert values == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]
    assert period == "period 7 preperiod 0"


# Grundy's game (OEIS A002188); no periodicity prover exists for it, and the output says so.
def test_grundys_game():
    run = table("grundy", 24)
    assert run.returncode == 0, run.stderr
    title, _, _ = parse(run.stdout)
    assert "Grundy's game" in title
    values, last = lines("grundy", 24)
    assert values == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0]
    assert last == "no period prover for Grundy's game"


# LIMIT means "values the period search may compute"; Grundy's game has no search, so it is refused.
def test_grundy_rejects_limit():
    run = table("grundy", 40, limit=1000)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("table: LIMIT does not apply to Grundy's game"), run.stderr


# Kayles in rows of its period 12, with the exceptional values of A002186 marked
# (n = 0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70).
def test_rows_of_the_period_mark_the_exceptions():
    run = table("octal 0.77", 84)
    title, rows, last = parse(run.stdout)
    assert "Kayles" in title and last == "period 12 preperiod 71"
    assert all(len(cells) == 12 for _, cells in rows)
    marked = [start + i for start, cells in rows for i, c in enumerate(cells) if c.endswith("*")]
    assert marked == [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]


# Dawson's chess: the exceptions A002187 lists are n = 0, 14, 16, 17, 31, 34 and 51.
def test_dawsons_chess_exceptions():
    _, rows, _ = parse(table("octal 0.137", 60).stdout)
    marked = [start + i for start, cells in rows for i, c in enumerate(cells) if c.endswith("*")]
    assert marked == [0, 14, 16, 17, 31, 34, 51]


# Once a period is proven, values beyond it come from the period: Kayles to 2*10^6 took 6 min
# when every value was computed; the bound is on CPU time, generous, so a busy machine cannot break it.
def test_extends_by_the_proven_period():
    with cpu_spent() as spent:
        values, last = lines("octal 0.77", 2_000_000)
    assert last == "period 12 preperiod 71"
    assert spent() < 60
    assert values[1_999_999] == values[71 + (1_999_999 - 71) % 12]
    assert values[:24] == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]


# The regression of issue 12: 0.4 at 3 values has no proven period (g(3) = 1).
def test_no_false_period_for_04():
    values, last = lines("octal 0.4", 4, limit=3)
    assert values == [0, 0, 0, 1]
    assert last == "no period proven up to 3"


# A run longer than a second reports progress on stderr, and its last stdout line stays parseable.
def test_long_run_reports_progress():
    # Treblecross by the plain mex: about 3 s to 10^5 values, past the one second before progress.
    run = table("octal 0.007", 5, limit=100000)
    assert run.returncode == 0
    assert run.stdout.splitlines()[-1] == "no period proven up to 100000"
    progress = [line for line in run.stderr.splitlines() if "values/s" in line]
    assert progress, run.stderr
    assert ("rare" in progress[0] or "plain mex" in progress[0]) and "left" in progress[0]


def test_limit_caps_the_prover():
    assert lines("octal 0.165", 5, limit=6000)[1] == "no period proven up to 6000"


@pytest.mark.parametrize("game", ["octal 0.9", "octal 1.7", "bogus", "subtraction", "subtraction x", "grundy 3", "octal",
                                  "octal 0", "octal .", "octal 0.0"])
def test_bad_specs_fail_with_one_line(game: str):
    run = table(game, 5)
    assert run.returncode != 0
    mine = [line for line in run.stderr.splitlines() if line.startswith("table:")]
    assert len(mine) == 1, run.stderr
    assert run.stdout == ""


# A run that proves no period saves its values to a file named by the code; the same command
# resumes from it and prints the same table.
def test_saved_values_resume(tmp_path: Path):
    first = table("octal 0.6", 30, limit=20000, save=str(tmp_path))
    saved = tmp_path / "octal-0.6.values"
    assert first.returncode == 0 and saved.is_file(), first.stderr
    again = table("octal 0.6", 30, limit=20000, save=str(tmp_path))
    assert again.returncode == 0
    assert f"resumed from {saved} (20000 values)" in again.stderr
    assert again.stdout == first.stdout


# A short table comes quickly: without LIMIT the search gets 1000 x N values (at least 10^4), and
# stderr says where it stopped (0.343 once searched 10^6 values, minutes, to print 30).
def test_a_short_table_searches_in_proportion_and_says_so():
    run = table("octal 0.343", 30)
    assert run.returncode == 0 and run.stdout.splitlines()[-1] == "no period proven up to 30000"
    assert "the period search stopped at 30000 values (1000 x N" in run.stderr, run.stderr
    assert "LIMIT=<values> searches further" in run.stderr


# After a resume the estimates count only this run's values: the first rate cannot exceed the
# values computed since the resume (it counted the resumed ones too), and "up to" is never
# below "left at this rate". The resumed run is stopped at its first progress lines.
def test_estimates_after_a_resume_count_this_runs_values(tmp_path: Path):
    import os
    import re
    import signal
    first = table("octal 0.343", 5, limit=40000, save=str(tmp_path))
    assert "saved to" in first.stderr, first.stderr
    run = subprocess.Popen(["make", "-s", "table", "GAME=octal 0.343", "N=5", f"SAVE={tmp_path}",
                            "LIMIT=1000000"], cwd=ROOT, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True, start_new_session=True)
    lines = []
    try:
        for line in run.stderr:
            lines.append(line)
            if sum("values/s" in seen for seen in lines) == 2:
                break
    finally:
        os.killpg(run.pid, signal.SIGKILL)
        run.wait()
    assert "resumed from" in "".join(lines)
    progress = [line for line in lines if "values/s" in line]
    assert len(progress) == 2, lines
    for line in progress:
        done, rate, lower, upper = map(int, re.search(
            r"(\d+) of at most \d+ values, (\d+) values/s.*; (\d+) s left at this rate, up to "
            r"(\d+) s", line).groups())
        assert upper >= lower, line
    done, rate = map(int, re.search(r"(\d+) of at most \d+ values, (\d+) values/s",
                                    progress[0]).groups())
    assert rate <= done - 40000, progress[0]


def test_saved_values_go_to_the_users_cache_not_the_checkout(tmp_path):
    # SAVE defaulted to .cache/table inside the kit's checkout.
    planned = subprocess.run(["make", "-n", "-s", "table", "GAME=octal 0.137",
                              f"XDG_CACHE_HOME={tmp_path}"], cwd=ROOT, capture_output=True,
                             text=True, timeout=60).stdout
    assert f"--save-dir {tmp_path}/grundy-kit/table " in planned, planned
    assert "--save-dir .cache" not in planned
