"""tools/explore_trial.py judges what an explorer claims: a stand-in explorer pastes a rule that
is false (plain Nim's xor for CSES 1098, where a move takes at most 3) and one that is right
(Codeforces 1373B's min(#0, #1) odd), and the harness must call them FALSE RULE and CORRECT by
its own truth on larger positions, not by what the explorer says of itself; a sum's rule and code
(ABC368 F, in "sum" and "sum_code" of the --json document) are judged the same way."""
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

KIT = Path(__file__).resolve().parents[2]
HARNESS = KIT / "tools" / "explore_trial.py"

# Each stand-in claims what a real explorer run prints: the rule, and the code with --code.
STAND_IN = textwrap.dedent('''
    import json, sys
    from pathlib import Path
    game = Path(sys.argv[1]).stem
    if game == "brave_game":        # a sweep's rule across values m, or nothing per value
        import os
        m = "(m + 1)" if os.environ.get("STAND_IN_SWEEP") == "right" else "3"
        code = ("bool firstWins(long long m, long long n) {\\n  return n % " + m +
                " != 0;\\n}\\n")
        print(json.dumps({"game": game, "sweep": {"m": [1, 6]}, "code": code,
                          "across": {"exact": True, "rules": ["first wins iff n mod " + m +
                                                              " != 0"]}}
                         if "--sweep" in sys.argv else {"game": game, "rules": [], "code": ""}))
        sys.exit(0)
    code_path = sys.argv[sys.argv.index("--code") + 1]
    claims = {
        "nim_take3": ("first wins iff xor != 0",
                      "bool firstWins(const std::vector<long long>& a) {\\n"
                      "  long long x = 0;\\n  for (long long v : a) x ^= v;\\n  return x != 0;\\n}\\n"),
        "zero_one_delete": ("first wins iff min(#0, #1) is odd",
                            "bool firstWins(const std::string& s) {\\n"
                            "  long long z = std::count(s.begin(), s.end(), '0');\\n"
                            "  long long o = (long long)s.size() - z;\\n"
                            "  return std::min(z, o) % 2 == 1;\\n}\\n"),
    }
    if game == "game_on_tree":      # a tree: (n, adj, marked); the right rule or a false one
        import os
        right = os.environ.get("STAND_IN_TREE") == "right"
        claims[game] = (
            "first wins iff marked in every maximum matching" if right else "first wins iff n is even",
            "bool firstWins(int n, const std::vector<std::vector<int>>& adj, int marked) {\\n" + (
                "  std::function<bool(int, int)> wins = [&](int v, int p) {\\n"
                "    for (int w : adj[v]) if (w != p && !wins(w, v)) return true;\\n"
                "    return false; };\\n  return wins(marked, -1);\\n}\\n" if right else
                "  return n % 2 == 0;\\n}\\n"))
    if game == "dividing_game":     # a sum: its rule and code where gk explore puts them
        code = ("long long grundy(long long n) { long long k = 0;\\n"
                "  for (long long p = 2; p * p <= n; ++p) while (n % p == 0) { n /= p; ++k; }\\n"
                "  return k + (n > 1); }\\n"
                "bool firstWins(const std::vector<long long>& a) {\\n"
                "  long long x = 0;\\n  for (long long v : a) x ^= grundy(v);\\n  return x != 0;\\n}\\n")
        Path(code_path).write_text(code)
        print(json.dumps({"game": game, "rules": [], "rejected": [], "code": "",
                          "sum": ["sum: ...", "rule: first wins iff the xor of g(pile) over "
                                  "the piles != 0 -- equal to ..."], "sum_code": code}))
        sys.exit(0)
    rule, code = claims[game]
    Path(code_path).write_text(code)
    print(json.dumps({"game": game, "rules": [rule], "rejected": [], "code": code}))
''')


def run_harness(tmp_path, games, env=None):
    stand_in = tmp_path / "stand_in.py"
    stand_in.write_text(STAND_IN)
    report = tmp_path / "report.json"
    done = subprocess.run([sys.executable, str(HARNESS), "--games", games,
                           "--explorer", f"{sys.executable} {stand_in}", "--report", str(report)],
                          capture_output=True, text=True, timeout=300,
                          env=None if env is None else {**os.environ, **env})
    return done, {row["game"]: row for row in json.loads(report.read_text())}


def test_a_false_pasted_rule_is_false_and_a_true_one_correct(tmp_path):
    done, rows = run_harness(tmp_path, "nim_take3,zero_one_delete")
    assert rows["nim_take3"]["verdict"] == "FALSE RULE", done.stdout + done.stderr
    # the counterexample is a position where a pile of 4 or more makes xor and xor-mod-4 differ
    assert "truth" in rows["nim_take3"]["counterexample"]
    assert rows["zero_one_delete"]["verdict"] == "CORRECT", done.stdout + done.stderr
    assert rows["zero_one_delete"]["checked"] >= 200
    assert done.returncode == 1                  # a false rule is a failure of the explorer
    assert "FALSE RULE 1" in done.stdout and "CORRECT 1" in done.stdout


@pytest.mark.parametrize("arguments, said", [
    (["--games", "no_such_game"], "no_such_game"),
    (["--folder", "hidden"], "--folder"),
    (["--timeout", "0"], "--timeout"),
    (["--games", "nim_take3", "--explorer", "no/such/gk explore"], "no/such/gk"),
    (["--games", "nim_take3", "--explorer", "no-such-explorer --json"], "no-such-explorer"),
    (["--games", "nim_take3", "--explorer", "'tools/gk explore"], "--explorer"),
])
def test_bad_input_is_one_line(arguments, said):
    done = subprocess.run([sys.executable, str(HARNESS)] + arguments,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and said in done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""


def test_an_explorer_named_from_here_is_run_from_each_games_scratch_folder(tmp_path):
    """A relative --explorer (the program and a file it is given) names files from where the
    harness is run, not from the scratch folder each game runs in: it was a traceback."""
    (tmp_path / "stand_in.py").write_text(STAND_IN)
    program = tmp_path / "python"
    program.symlink_to(sys.executable)
    report = tmp_path / "report.json"
    done = subprocess.run([sys.executable, str(HARNESS), "--games", "zero_one_delete",
                           "--explorer", "./python stand_in.py", "--report", str(report)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert "Traceback" not in done.stderr, done.stderr
    assert json.loads(report.read_text())[0]["verdict"] == "CORRECT", done.stdout + done.stderr


def test_a_sums_rule_and_code_are_judged_too(tmp_path):
    done, rows = run_harness(tmp_path, "dividing_game")
    assert rows["dividing_game"]["verdict"] == "CORRECT", done.stdout + done.stderr
    assert rows["dividing_game"]["claim"].startswith("first wins iff the xor of g(pile)")


@pytest.mark.parametrize("pasted, verdict", [("right", "CORRECT"), ("wrong", "FALSE RULE")])
def test_a_tree_rules_code_is_judged_on_larger_trees(tmp_path, pasted, verdict):
    """Code over (n, adj, marked), as gk explore pastes it for a tree with a marked vertex, is
    run on larger labelled trees and compared with the truth's search (CF 1970C2)."""
    done, rows = run_harness(tmp_path, "game_on_tree", {"STAND_IN_TREE": pasted})
    assert rows["game_on_tree"]["verdict"] == verdict, done.stdout + done.stderr
    assert rows["game_on_tree"]["checked"] >= 200


@pytest.mark.parametrize("pasted, verdict", [("right", "CORRECT"), ("wrong", "FALSE RULE")])
def test_a_sweeps_code_is_judged_at_values_past_the_sweep(tmp_path, pasted, verdict):
    """A sweep's function of the parameter and the position (HDU 1846: n mod (m + 1) != 0) is
    run at the swept values and past them; the wrong one, n mod 3 != 0, is right at m = 2 only."""
    done, rows = run_harness(tmp_path, "brave_game", {"STAND_IN_SWEEP": pasted})
    sweep = rows["brave_game"]          # the game's last run: its sweep
    assert sweep["run"] == "sweep" and sweep["verdict"] == verdict, done.stdout + done.stderr
    assert sweep["checked"] >= 500


def _harness_module():
    import importlib.util
    spec = importlib.util.spec_from_file_location("explore_trial", HARNESS)
    module = importlib.util.module_from_spec(spec)
    sys.modules["explore_trial"] = module
    spec.loader.exec_module(module)
    return module


def test_a_truth_file_that_fails_is_unchecked_not_a_traceback(tmp_path):
    """A truth() that raises on a larger position (an unseen game's truth read tree.root, which
    the harness's trees lacked, and the whole run ended in a traceback) makes its row
    UNCHECKED with the error in a note; a tree's root is its mark, as the pasted code gets it."""
    harness = _harness_module()
    tree = harness._tree(3, [0, 0], 2)
    assert tree.root == tree.marked == 2

    class Truth:
        @staticmethod
        def truth(position):
            raise AttributeError("'Tree' object has no attribute 'colour'")
    row = harness.Row("some_game", "games", "")
    document = {"rules": ["first wins iff n is even"], "code": "bool firstWins(long long n) "
                "{ return n % 2 == 0; }\n"}
    meta = {"larger": {"shape": "numbers", "ranges": [[1, 20]], "count": 20}}
    harness.judge_document(row, document, meta, Truth, [], tmp_path, 30)
    assert row.verdict == "UNCHECKED"
    assert any("truth file failed" in note and "colour" in note for note in row.notes)


def test_a_game_in_two_folders_is_run_from_both_and_named_by_its_folder():
    """fresh8/ and unseen/ hold files of the same name (their writers kept apart): --folder all
    runs both, and --games asks which one is meant."""
    sys.path.insert(0, str(KIT / "tools"))
    try:
        import explore_trial
    finally:
        sys.path.pop(0)
    every = explore_trial.find_games(None, "all")
    pairs = {(folder, path.stem) for folder, path in every}
    assert len(pairs) == len(every)
    stems = [path.stem for _, path in every]
    twice = sorted({s for s in stems if stems.count(s) > 1})
    assert twice, "no name is in two folders: this test has nothing to check"
    with pytest.raises(explore_trial.TrialError, match="more than one folder"):
        explore_trial.find_games(twice[0], "all")
    folders = sorted(folder for folder, path in every if path.stem == twice[0])
    assert [f for f, _ in explore_trial.find_games(f"{folders[0]}/{twice[0]}", "all")] == \
        [folders[0]]


def test_a_rule_whose_check_was_cut_is_no_rule_and_named():
    """A rule the explorer found but did not claim (its own check on larger positions was cut,
    the rule in "unchecked", no code) is NO RULE, not judged, and the row names it, so that a
    measurement tells a cut check from a miss."""
    harness = _harness_module()
    row = harness.Row("some_game", "games", "")
    document = {"rules": [], "code": "", "unchecked": ["first wins iff n is odd"],
                "near_miss": "first wins iff n > 3"}
    meta = {"larger": {"shape": "numbers", "ranges": [[1, 20]], "count": 20}}
    harness.judge_document(row, document, meta, None, [], Path("."), 30)
    assert row.verdict == "NO RULE"
    assert row.claim == "not claimed (its check cut): first wins iff n is odd"
    plain = harness.Row("some_game", "games", "")
    harness.judge_document(plain, {**document, "unchecked": []}, meta, None, [], Path("."), 30)
    assert plain.verdict == "NO RULE" and plain.claim == "near miss: first wins iff n > 3"


@pytest.mark.parametrize("pasted, verdict", [
    ("  std::vector<int> d(n, -1); std::queue<int> q; d[a] = 0; q.push(a);\n"
     "  while (!q.empty()) { int v = q.front(); q.pop();\n"
     "    for (int w : adj[v]) if (d[w] < 0) { d[w] = d[v] + 1; q.push(w); } }\n"
     "  return d[b] % 2 == 1;\n", "CORRECT"),
    ("  return (n - 1) % 2 == 1;\n", "FALSE RULE")])
def test_two_marked_trees_are_drawn_and_their_code_judged(tmp_path, pasted, verdict):
    """A tree with two marked vertices (gk explore's two_marks(trees(...))): the harness draws
    them with distinct marks, a truth reads .a and .b, and code over (n, adj, a, b) is run on
    them: the parity of dist(a, b) by a plain BFS in Python is matched by a BFS in C++ and not
    by the parity of n - 1, which agrees on a path marked at its two ends."""
    harness = _harness_module()
    trees = harness.larger_positions({"shape": "two_marked_trees", "n": [2, 9], "count": 120},
                                     "two", None)
    assert len(trees) == 120 and all(t.a != t.b and t.root == t.b for t in trees)
    assert {t.n for t in trees} == set(range(2, 10))

    def dist(t):
        adj = {v: [] for v in range(t.n)}
        for u, v in t.edges:
            adj[u].append(v)
            adj[v].append(u)
        d, todo = {t.a: 0}, [t.a]
        for v in todo:
            for w in adj[v]:
                if w not in d:
                    d[w] = d[v] + 1
                    todo.append(w)
        return d[t.b]
    code = ("bool firstWins(int n, const std::vector<std::vector<int>>& adj, int a, int b) {\n"
            + pasted + "}\n")
    got, note = harness.check_code(code, trees, [str(int(dist(t) % 2 == 1)) for t in trees],
                                   tmp_path, 60)
    assert got == verdict, note
