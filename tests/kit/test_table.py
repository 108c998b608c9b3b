"""`make -s table` prints the Grundy values and the proven period (published facts)."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def table(game: str, n: int, limit: int | None = None) -> subprocess.CompletedProcess:
    args = ["make", "-s", "table", f"GAME={game}", f"N={n}"]
    if limit is not None:
        args.append(f"LIMIT={limit}")
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600)


def lines(game: str, n: int, limit: int | None = None) -> tuple[list[int], str]:
    run = table(game, n, limit)
    assert run.returncode == 0, run.stderr
    out = run.stdout.splitlines()
    assert len(out) == 2, run.stdout
    return [int(x) for x in out[0].split()], out[1]


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
    assert lines("octal 0.165", 5)[1] == "period 1550 preperiod 5181"


# 0.16: period 149459, last exceptional value at n = 105350 (Gangolli and Plambeck).
def test_016():
    assert lines("octal 0.16", 5)[1] == "period 149459 preperiod 105351"


# Officers and Treblecross: no period is known, so none may be claimed.
@pytest.mark.parametrize("code", ["0.6", "0.007"])
def test_no_period_claimed(code: str):
    assert lines(f"octal {code}", 10, limit=20000)[1] == "no period proven up to 20000"


def test_subtraction_134():
    values, period = lines("subtraction 1 3 4", 14)
    assert values == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]
    assert period == "period 7 preperiod 0"


# Grundy's game (OEIS A002188); no periodicity prover exists for it.
def test_grundys_game():
    values, period = lines("grundy", 24)
    assert values == [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0]
    assert period == "no period proven up to 24"


def test_limit_caps_the_prover():
    assert lines("octal 0.165", 5, limit=6000)[1] == "no period proven up to 6000"


@pytest.mark.parametrize("game", ["octal 0.9", "octal 1.7", "bogus", "subtraction", "subtraction x", "grundy 3", "octal"])
def test_bad_specs_fail_with_one_line(game: str):
    run = table(game, 5)
    assert run.returncode != 0
    mine = [line for line in run.stderr.splitlines() if line.startswith("table:")]
    assert len(mine) == 1, run.stderr
    assert run.stdout == ""
