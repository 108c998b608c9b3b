"""Cases by the order of two parameters (explore/sweep.py, by_order): a rule across values mined
in three cases, x < y, x = y and x > y. POJ 2068 with one player a side (each takes 1..a or 1..b
stones in turn, who takes the last loses) is decided differently in each; the pasted code is
compared with a plain search of the rules at values far past the sweep, equal ones among them."""
from __future__ import annotations

import subprocess
import sys
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


# a parameter named `a`, as the C++ names a position of several numbers (the vector `a`): the
# pasted code must name it apart (Meta Hacker Cup 2023 Nim Sum Dim Sum has parameters a and b)
NAMED_LIKE_THE_POSITION = '''
a = param("a", 2)
positions = numbers(x=range(0, 16), y=range(0, 4))


def moves(p):
    x, y = p
    for t in range(1, min(a, x) + 1):
        yield (x - t, y)
'''


def test_a_parameter_named_as_the_codes_own_variables(tmp_path):
    got = explore_json(tmp_path, NAMED_LIKE_THE_POSITION, "--sweep", "a=1..4", "--budget", "10")
    assert got["check"].startswith("check: compiled"), got["check"]
    assert "long long a_" in got["code"], got["code"]
    main = ("int main() { long long a, x, y; while (std::cin >> a >> x >> y) "
            "std::cout << (int)firstWins(a, std::vector<long long>{x, y}) << '\\n'; }\n")
    cases = [(a, x, y) for a in (1, 5, 9, 30) for x in range(0, 70) for y in (0, 3)]
    pasted = run_code(tmp_path, got["code"], main, [f"{a} {x} {y}" for a, x, y in cases])
    assert pasted == [int(x % (a + 1) != 0) for a, x, y in cases]


def test_a_parameters_name_must_be_an_identifier(tmp_path):
    game = tmp_path / "named.py"
    game.write_text('k = param("max take", 2)\npositions = numbers(n=range(0, 9))\n'
                    'def moves(n):\n    return [n - 1] if n else []\n')
    run = subprocess.run([sys.executable, "-m", "explore", str(game)], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 2 and "Traceback" not in run.stderr, run.stderr
    assert "a parameter's name is letters, digits and _" in run.stderr, run.stderr


def test_the_pasted_functions_of_the_parameters_compile_whatever_their_names(tmp_path):
    """The takes and the octal codes across values (explore/takes_sweep.py, codes_sweep.py)
    pasted with a parameter of every one-letter name and of each name their code or the check's
    driver declares, through features.cpp_param: all compile together and agree."""
    from explore import codes_sweep, takes_sweep
    from explore.features import CPP_KEYWORDS, CPP_TAKEN, cpp_param
    from explore.takes_sweep import Takes, Term
    names = sorted(set("abcdefghijklmnopqrstuvwxyzSFD") | CPP_TAKEN | {"int", "new", "std"})
    takes = Takes((Term(0, 0),), (Term(-1, 1), Term(0, 1)))          # {k} and 1..k + 1
    codes = codes_sweep.Lifted(((3, Takes((Term(0, 0),))),), False)  # digit 3 at k
    parts, calls = [], []
    for i, name in enumerate(names):
        cpp = [cpp_param(name)]
        assert cpp[0] not in CPP_TAKEN and cpp[0] not in CPP_KEYWORDS and cpp[0].isidentifier()
        parts.append(f"namespace t{i} {{\n{takes_sweep.code(takes, cpp, 'g', 'grundy')[0]}}}\n")
        parts.append(f"namespace c{i} {{\n{codes_sweep.code(None, codes, cpp, 'g', 'grundy')[0]}}}\n")
        calls.append(f"t{i}::grundy(3, 20) == t0::grundy(3, 20) && "
                     f"c{i}::grundy(3, 20) == c0::grundy(3, 20)")
    main = "int main() { std::cout << (" + " && ".join(calls) + ") << '\\n'; }\n"
    assert run_code(tmp_path, "".join(parts), main, []) == [1]
