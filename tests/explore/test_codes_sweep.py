"""Octal codes whose digits sit at parameters (explore/codes_sweep.py): a sweep of a circle
painted m beads at a time reads the first move's code and the rows' code at every m, lifts the
digits to terms in m, and pastes one recurrence across values; the code is compared with a plain
search of the whole game (the circle, then the rows as one position) at values far past the
sweep. Codes that do not line up across values are not lifted."""
from __future__ import annotations

from explore import breaks, codes_sweep
from explore.features import cpp_param
from explore_run import explore_json, run_code
from test_gates import PAINT, plain_wins


def test_a_sweep_of_a_painted_circle_gets_the_codes_across_values(tmp_path):
    doc = explore_json(tmp_path, PAINT, "--sweep", "m=2..4", "--budget", "2")
    code = (tmp_path / "code.cpp").read_text()
    m = cpp_param("m")      # the parameter's name in the pasted C++ (m_: the code has an m)
    assert f"digit 7 at {{{m}}}" in code and f"digit 3 at {{{m}}}" in code, code[:600]
    main = ("int main() { long long m, n; while (std::cin >> m >> n) "
            "std::cout << firstWins(m, n) << '\\n'; }\n")
    cases = [(m, n) for m in (2, 5, 7, 9) for n in range(1, 41)]
    got = run_code(tmp_path, code, main, [f"{m} {n}" for m, n in cases])
    want = []
    for m in (2, 5, 7, 9):
        wins = plain_wins(m)
        want += [int(wins(n)) for n in range(1, 41)]
    assert got == want
    assert doc is not None


def test_a_range_of_takes_lifts_to_a_span_and_a_mismatch_does_not_lift():
    """Kayles-like rows taking 1..k at once leaving up to two rows: digit 7 at 1..k; a code
    whose digits change kind from value to value is not lifted."""
    codes = {(k,): breaks.Code((0,) + (7,) * k, False) for k in (1, 2, 3, 4)}
    lifted = codes_sweep.lift(codes, 1)
    assert lifted is not None and lifted.text(["k"]) == "digit 7 at {1..k}"
    assert lifted.at((9,)) == breaks.Code((0,) + (7,) * 9, False)
    mixed = {(1,): breaks.Code((0, 7), False), (2,): breaks.Code((0, 0, 3), False)}
    assert codes_sweep.lift(mixed, 1) is None
