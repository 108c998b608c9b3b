"""Cases by the order of two parameters (explore/sweep.py, by_order): a rule across values mined
in three cases, x < y, x = y and x > y. POJ 2068 with one player a side (each takes 1..a or 1..b
stones in turn, who takes the last loses) is decided differently in each; the pasted code is
compared with a plain search of the rules at values far past the sweep, equal ones among them."""
from __future__ import annotations

from functools import lru_cache

from explore_run import ROOT, explore_json, run_code

# the trial set's POJ 2068 with one player a side, written from its rules
TWO_LIMITS = (ROOT / "tests/explore/trials2/fresh10/team_nim.py").read_text()


def first_wins(a: int, b: int, s: int) -> bool:
    @lru_cache(maxsize=None)
    def wins(left: int, mine: bool) -> bool:    # the rules searched plainly: no move, a win
        most = a if mine else b
        return left == 0 or any(not wins(left - t, not mine)
                                for t in range(1, min(most, left) + 1))
    return wins(s, True)


def test_two_limits_are_three_cases_by_their_order(tmp_path):
    got = explore_json(tmp_path, TWO_LIMITS, "--sweep", "a=1..4", "--sweep", "b=1..4",
                       "--budget", "10")
    rules = got["across"]["rules"]
    assert rules and rules[0].startswith("if a < b then"), rules
    assert got["check"].startswith("check: compiled"), got["check"]
    cases = [(a, b, s) for a, b in ((9, 9), (12, 7), (7, 12), (20, 20), (15, 30), (31, 2))
             for s in range(1, 90)]
    main = ("int main() { long long a, b, s; while (std::cin >> a >> b >> s) "
            "std::cout << (int)firstWins(a, b, s) << '\\n'; }\n")
    pasted = run_code(tmp_path, got["code"], main, [f"{a} {b} {s}" for a, b, s in cases])
    assert pasted == [int(first_wins(*c)) for c in cases]


def test_a_case_no_value_swept_falls_in_takes_a_neighbours_rule():
    from explore.miner import Rule
    from explore.sweep import Pair, _cased
    below = Rule("below", "False", "false", (), 1, "win", 1)
    equal = Rule("equal", "True", "true", (), 1, "win", 1)
    rule = _cased([below, equal, None], ("a", 0), ("b", 1), "win", 2)
    assert rule.text == "if a < b then (below) else if a == b then (equal) else (equal)"
    assert [rule.evaluate(Pair(((a, b), (5,)))) for a, b in ((1, 2), (2, 2), (3, 2))] == \
        [False, True, True]
