"""Two-stage (leader/follower) strategies (explore/stages.py): a strategy is kept only where it
gives the minimax value, and its pasted simulation is compiled and compared. The truth here is a
plain search written in the test over the game's rules (every set the leader may remove, every
set the follower may act on), on more numbers and other limits than the explorer saw."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import combinations
from pathlib import Path
from types import SimpleNamespace

import pytest

from explore import cli, solve, stages, whole

ROOT = Path(__file__).resolve().parents[2]

# The Summation Game (Codeforces 1920B) as a contestant writes it: Alice removes at most k of
# the numbers, then Bob acts on at most x of the rest (negates them); Alice wants the sum large.
TWO_STAGES = """from itertools import combinations, combinations_with_replacement
positions = {shape}
result = "score"
k = param("k", 2)
x = param("x", 1)
def start(numbers):
    return (numbers, "alice")
def moves(state):
    numbers, turn = state
    n = len(numbers)
    if turn == "alice":
        for r in range(min(k, n) + 1):
            for gone in combinations(range(n), r):
                yield ({alice}, "bob"), 0)
    elif turn == "bob":
        for r in range(min(x, n) + 1):
            for hit in combinations(range(n), r):
                after = {bob}
                yield ((after, "over"), {bob_points})
def final(state):
    return {final}
"""

REMOVES = "(tuple(v for i, v in enumerate(numbers) if i not in gone)"
NEGATE = dict(alice=REMOVES, bob_points="0", final="sum(state[0])",
              bob="tuple(sorted(-v if i in hit else v for i, v in enumerate(numbers)))")
# Bob sets numbers to zero and scores minus the sum he leaves (no payoff at the end)
ZERO = dict(alice=REMOVES, bob_points="-sum(after)", final="0",
            bob="tuple(sorted(0 if i in hit else v for i, v in enumerate(numbers)))")
# Bob removes numbers too: on numbers of either sign each removes only some (the best j)
REMOVE = dict(alice=REMOVES, bob_points="0", final="sum(state[0])",
              bob="tuple(v for i, v in enumerate(numbers) if i not in hit)")
SMALL = "multiset(piles=range(1, 6), size=range(0, 5))"      # up to 4 numbers of 1..5
SIGNED = "given([p for n in range(4) for p in combinations_with_replacement(range(-3, 4), n)])"


def acting(numbers: tuple, hit: tuple, act) -> tuple:
    """The numbers after act on those at the places hit (act None: they are removed)."""
    return tuple(v if i not in hit else act(v) for i, v in enumerate(numbers)
                 if i not in hit or act is not None)


def plain_value(numbers: tuple, k: int, x: int, act, payoff, alice_act=None) -> int:
    """Alice's best over every set of at most k numbers she acts on (alice_act; None: removes
    them), Bob's best reply over every set of at most x numbers he acts on (act; None:
    removes); payoff(the numbers at the end) for Alice."""
    def subsets(row: tuple, most: int):
        return (hit for r in range(min(most, len(row)) + 1)
                for hit in combinations(range(len(row)), r))

    def reply(left: tuple) -> int:
        return min(payoff(acting(left, hit, act)) for hit in subsets(left, x))
    return max(reply(acting(numbers, hit, alice_act)) for hit in subsets(numbers, k))


def solved(tmp_path, shape=SMALL, overrides=None, **rules):
    path = tmp_path / "game.py"
    path.write_text(TWO_STAGES.format(shape=shape, **rules))
    game = solve.load(path, overrides)
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    return game, ex, positions, ex.results(positions)


LOOKS_AHEAD = "the leader removes the i largest for the best i <= k1, looking ahead at the " \
    "follower's reply; "


NONZERO = [v for v in range(-20, 21) if v]
# Alice negates at most k numbers (of -3..3 but 0: then the sizes of a move are told apart)
NEGATES = "(tuple(sorted(-v if i in gone else v for i, v in enumerate(numbers)))"
NONZERO_SHAPE = SIGNED.replace("range(-3, 4)", "[-3, -2, -1, 1, 2, 3]")


@pytest.mark.parametrize("rules, shape, alice_act, act, values, words", [
    (NEGATE, SMALL, None, lambda v: -v, range(1, 21),
     LOOKS_AHEAD + "then the follower negates the k2 largest (as many as it may)"),
    (ZERO, SMALL, None, lambda v: 0, range(1, 21),
     LOOKS_AHEAD + "then the follower sets to zero the k2 largest (as many as it may)"),
    (REMOVE, SIGNED, None, None, range(-20, 21),
     "the leader removes the i smallest for the best i <= k1, looking ahead at the follower's "
     "reply; then the follower removes the j largest for the best j <= k2"),
    (dict(NEGATE, alice=NEGATES), NONZERO_SHAPE, lambda v: -v, lambda v: -v, NONZERO,
     "the leader negates the i smallest for the best i <= k1, looking ahead at the follower's "
     "reply; then the follower negates the j largest for the best j <= k2"),
], ids=["negates", "sets-to-zero", "removes-signed", "negating-leader"])
def test_the_leader_looks_ahead_at_a_greedy_follower(tmp_path, rules, shape, alice_act, act,
                                                     values, words):
    """Found on up to 4 numbers with k = 2, x = 1; its simulation equals the plain search on
    200 random hands of up to 8 numbers (of 1..20, or -20..20) and limits 0..2 it never saw."""
    game, ex, positions, labels = solved(tmp_path, shape, **rules)
    assert labels == [plain_value(p, 2, 1, act, sum, alice_act) for p in positions]
    found = stages.find(game, ex, positions, labels)
    assert found is not None
    assert stages.text(found) == words
    assert stages.limits(found) == [("k1", 2), ("k2", 1)] and not stages.why_no_code(found)
    code = stages.simulation(found, "game.py")
    rng = random.Random(7)
    cases = [((rng.randint(0, 2), rng.randint(0, 2)),
              tuple(rng.choice(values) for _ in range(rng.randint(0, 8)))) for _ in range(200)]
    truth = [plain_value(a, k, x, act, sum, alice_act) for (k, x), a in cases]
    line = whole.check_code(code, "strategyValue", "a", cases, truth, "score",
                            params=["k1", "k2"])
    assert line.startswith("check: compiled with g++"), line


def test_a_follower_whose_greedy_reply_is_not_optimal_gets_no_strategy(tmp_path):
    """Alice wants the sum far from 0, Bob near it, negating at most x = 2: Bob's best set is a
    subset-sum choice ((1, 2, 3, 4): negate 1 and 4), not the j largest or smallest for any j;
    no strategy is claimed."""
    far = dict(NEGATE, final="abs(sum(state[0]))")
    game, ex, positions, labels = solved(tmp_path, overrides={"x": 2}, **far)

    def distance(q: tuple) -> int:
        return abs(sum(q))
    assert labels == [plain_value(p, 2, 2, lambda v: -v, distance) for p in positions]
    assert stages.find(game, ex, positions, labels) is None

    def greedy_reply(left: tuple) -> int:       # Bob's best over the j largest or smallest
        order = sorted(left)
        return min(abs(sum(left) - 2 * sum(part)) for j in range(min(2, len(left)) + 1)
                   for part in (order[:j], order[len(order) - j:]))
    misses = [left for left in positions
              if greedy_reply(left) != plain_value(left, 0, 2, lambda v: -v, distance)]
    assert (1, 2, 3, 4) in misses           # the greedy follower is not optimal there


def test_negative_numbers_break_the_leader_s_greedy_choice(tmp_path):
    """With numbers of -3..3 Alice may do better removing a negative number ((1, -3), k = x = 1:
    remove -3, then Bob negates 1: -1; the largest-first choice gives -3): no strategy."""
    game, ex, positions, labels = solved(tmp_path, SIGNED, **NEGATE)
    assert labels == [plain_value(p, 2, 1, lambda v: -v, sum) for p in positions]
    negate = lambda v: -v       # noqa: E731
    assert plain_value((-3, 1), 1, 1, negate, sum) == -1
    assert max(plain_value((-3, 1)[:2 - i], 0, 1, negate, sum) for i in (0, 1)) == -3
    assert stages.find(game, ex, positions, labels) is None


def test_moves_on_one_number_are_not_two_stage(tmp_path):
    """A game whose plays are not two moves on numbers is left to the other strategies."""
    path = tmp_path / "take.py"
    path.write_text("positions = multiset(piles=range(1, 5), size=range(0, 4))\n"
                    "result = 'score'\n"
                    "def moves(a):\n"
                    "    for i, v in enumerate(a):\n"
                    "        yield (a[:i] + a[i + 1:], v)\n")
    game = solve.load(path)
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    ex.results(positions)
    assert not stages.is_two_stage(ex, positions)


@pytest.mark.slow
def test_gk_explore_prints_and_pastes_the_two_stage_strategy(capsys):
    """The worked example of docs/explore.md, its mining cut to 2 s of CPU."""
    assert cli.main(["summation_game", "--budget", "2"]) == 0
    out = capsys.readouterr().out
    assert ("strategy: the leader removes the i largest for the best i <= k1, looking ahead at "
            "the follower's reply; then the follower negates the k2 largest (as many as it "
            "may) (k1 = 2, k2 = 1: the most the leader and the follower may act on, read off "
            "the moves) -- achieves the minimax value on all 252 positions") in out
    assert "long long strategyValue(long long k1, long long k2, " in out
    assert "check: compiled with g++ -std=c++17 and equal to all" in out


def test_a_stage_whose_sizes_are_not_told_apart_gets_its_strategy_but_no_code(tmp_path):
    """Alice sets at most k numbers to zero and wants the sum small, then Bob negates at most
    x wanting it large (on numbers of 1..5 he does best to negate none): the strategy is stated;
    Bob's limit is not read off his moves (every state he meets holds a 0, and negating it is
    the same move as negating one number fewer), so no simulation is pasted."""
    zeroes = dict(alice="(tuple(sorted(0 if i in gone else v for i, v in enumerate(numbers)))",
                  bob=NEGATE["bob"], bob_points="0", final="-sum(state[0])")
    game, ex, positions, labels = solved(tmp_path, **zeroes)
    negative_sum = lambda q: -sum(q)    # noqa: E731
    assert labels == [plain_value(p, 2, 1, lambda v: -v, negative_sum, lambda v: 0)
                      for p in positions]
    found = stages.find(game, ex, positions, labels)
    assert found is not None and stages.limits(found) == [("k1", 2)]
    assert not stages.sizes_are_told_apart((0, 1), stages.ACTS[1])       # negating (0, 1)
    run = SimpleNamespace(positions=positions, labels=labels, larger=[], larger_what="",
                          evidence=None)      # a run of explore/whole.py, no rule found
    lines, code, check = stages.report(game, ex, run, whole.check_code, lambda seen: ([], [], ""))
    assert lines[0].startswith("strategy: the leader sets to zero the k1 largest (as many as "
                               "it may); then the follower negates the j largest for the best "
                               "j (k1 = 2: the most the leader may act on, read off the moves) "
                               "-- achieves the minimax value on all 126 positions"), lines
    assert lines[1:] == ["strategy code: none (the sizes a stage may act on were not read off "
                         "the moves as min(n, lo)..min(n, hi))"] and code == check == ""


def test_the_numbers_may_follow_the_stage_s_tag_in_the_state(tmp_path):
    """The game of NEGATE with its states written ("alice", numbers): the row is the state's one
    element that is a row, wherever it stands (it was read from the first element only, and a
    state ("alice", row) was "not a row of items")."""
    (tmp_path / "game.py").write_text(f"""from itertools import combinations
positions = {SMALL}
result = "score"
k = param("k", 2)
x = param("x", 1)
def start(numbers):
    return ("alice", numbers)
def moves(state):
    turn, numbers = state
    n = len(numbers)
    if turn == "alice":
        for r in range(min(k, n) + 1):
            for gone in combinations(range(n), r):
                yield (("bob", tuple(v for i, v in enumerate(numbers) if i not in gone)), 0)
    elif turn == "bob":
        for r in range(min(x, n) + 1):
            for hit in combinations(range(n), r):
                yield (("over", tuple(sorted(-v if i in hit else v
                                             for i, v in enumerate(numbers)))), 0)
def final(state):
    return sum(state[1])
""")
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)
    assert labels == [plain_value(p, 2, 1, lambda v: -v, sum) for p in positions]
    found = stages.find(game, ex, positions, labels)
    assert found is not None and stages.text(found) == \
        LOOKS_AHEAD + "then the follower negates the k2 largest (as many as it may)"


@pytest.mark.slow   # about 40 s of CPU: nine values, and four past them on larger hands
def test_the_same_strategy_at_every_value_of_a_sweep_is_the_rule_across_values(tmp_path):
    """Summation Game swept over k = 1..2 and x = 1..2: no formula across values, the same
    two-stage strategy at each value with k1 = k and k2 = x, found again past the sweep on larger
    hands; the pasted strategyAcross(k, x, a) equals the plain search at limits and hands it
    never saw (k, x up to 4, up to 7 numbers)."""
    (tmp_path / "game.py").write_text(TWO_STAGES.format(shape=SMALL, **NEGATE))
    out = subprocess.run([sys.executable, "-m", "explore", str(tmp_path / "game.py"), "--sweep",
                          "k=1..2", "--sweep", "x=1..2", "--json", "--code",
                          str(tmp_path / "code.cpp")], capture_output=True, text=True,
                         cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr
    across = json.loads(out.stdout)["across"]
    assert across["exact"] and across["rules"][0].startswith("strategy: ") and \
        "(k1 = k, k2 = x)" in across["rules"][0], across
    rng = random.Random(11)
    cases = [(rng.randint(0, 4), rng.randint(0, 4),
              tuple(rng.randint(1, 20) for _ in range(rng.randint(0, 7)))) for _ in range(200)]
    (tmp_path / "main.cpp").write_text(
        "#include <bits/stdc++.h>\n" + (tmp_path / "code.cpp").read_text() +
        "int main() { long long k, x, n; while (std::cin >> k >> x >> n) { "
        "std::vector<long long> a(n); for (auto& v : a) std::cin >> v; "
        "std::cout << strategyAcross(k, x, a) << '\\n'; } }\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    got = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, check=True,
                         input="".join(f"{k} {x} {len(a)} {' '.join(map(str, a))}\n"
                                       for k, x, a in cases))
    assert [int(v) for v in got.stdout.split()] == [
        plain_value(a, k, x, lambda v: -v, sum) for k, x, a in cases]
