"""`make play`: the game models (problems/<id>/play.py) against brute.py's rules, and a whole game
of kayles-duel played by a person's keystrokes through a real pseudo-terminal."""
from __future__ import annotations

import importlib.util
import sys

import pytest

from duel_dialogue import ROOT, SMALL, load_brute
from judge.play import IllegalMove

DUELS = sorted(SMALL)
BAD_LINES = ["", "x", "1 1 1 1", "01 1", "-0", "1.0", "99999", "1 99999", "0 0", "-1 -1"]


def load_model(problem_id: str):
    """play.py imports `brute` from its folder: give it this problem's."""
    sys.modules["brute"] = load_brute(problem_id)
    path = ROOT / "problems" / problem_id / "play.py"
    spec = importlib.util.spec_from_file_location(f"play_{problem_id.replace('-', '_')}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("problem", DUELS)
def test_the_model_accepts_exactly_the_legal_moves_of_every_small_position(problem):
    brute = load_brute(problem)
    model = load_model(problem)
    for text in SMALL[problem]():
        start = model.start(text.splitlines())
        assert start == brute.parse_input(text)
        seen, todo = {start}, [start]
        while todo:  # every position reachable from the start
            position = todo.pop()
            legal = brute.moves(position)
            assert model.over(position) == (not legal)
            assert model.draw(position).strip()
            for line, after in legal.items():
                assert model.after(position, line) == after, (position, line)
                if after not in seen:
                    seen.add(after)
                    todo.append(after)
            for line in BAD_LINES:
                if line not in legal:
                    with pytest.raises(IllegalMove, match="."):
                        model.after(position, line)


def test_a_game_of_kayles_is_played_to_the_end_through_a_terminal():
    import pexpect  # python3-pexpect, installed by tools/setup.sh test
    brute = load_brute("kayles-duel")
    row = "IIIII"  # problems/kayles-duel/tests/sample-1.in
    child = pexpect.spawn("make", ["-s", "play", "P=kayles-duel", "TEST=sample-1"], cwd=str(ROOT),
                          encoding="utf-8", timeout=120, dimensions=(40, 120))
    try:
        child.expect("First or Second\\? ")
        assert "IIIII" in child.before and "5 pins standing" in child.before
        child.sendline("Firts")  # a typo is explained and asked again
        child.expect("'Firts' is not one of First, Second: type one of them")
        child.expect("First or Second\\? ")
        child.sendline("First")
        child.expect("your move: ")
        child.sendline("6 1")  # off the row: explained, and asked again
        child.expect("illegal: places 6..6 are not all in 1..5")
        child.expect("your move: ")
        child.sendline("3 1")  # II.II: the winning move
        row = brute.moves(row)["3 1"]
        illegal_tried = False
        while True:
            index = child.expect(["jury: (\\d+ \\d)\\r\\n", "You won!", "The jury won"])
            if index:
                break
            row = brute.moves(row)[child.match.group(1)]
            child.expect("your move: ")
            standing = row.count("I")
            assert f"{standing} {'pin' if standing == 1 else 'pins'} standing" in child.before
            if not illegal_tried:
                down = row.index(".") + 1
                child.sendline(f"{down} 1")
                child.expect(f"illegal: the pin at place {down} is already down")
                child.expect("your move: ")
                illegal_tried = True
            winning = [m for m, after in brute.moves(row).items() if not brute.wins(after)]
            line = winning[0] if winning else next(iter(brute.moves(row)))
            child.sendline(line)
            row = brute.moves(row)[line]
        assert index == 1, child.before
        assert illegal_tried
        child.expect(pexpect.EOF)
        assert "you won" not in child.before.lower()  # said once (issue 27: twice)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0


@pytest.mark.parametrize("args, message", [
    (["snim"], "is not interactive"),
    (["nim-duel", "--test", "nope"], "has no test 'nope'; its tests: edge-empty-piles"),
    (["nim-duel", "--seed", "1", "--test", "sample-1"], "say --seed or --test, not both"),
])
def test_bad_play_commands_get_one_line(args, message):
    import subprocess
    result = subprocess.run([sys.executable, "-m", "judge", "play", *args], cwd=ROOT,
                            capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=60)
    assert result.returncode == 2 and message in result.stderr
    assert result.stderr.count("\n") == 1


def test_an_abandoned_game_ends_the_jury():
    import subprocess
    result = subprocess.run([sys.executable, "-m", "judge", "play", "hackenbush-duel", "--test",
                             "sample-1"], cwd=ROOT, input="First\n", capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 1 and "game abandoned" in result.stdout


@pytest.mark.timing  # fixed waits on a live process: failed in the parallel pass at load 8-18
def test_ctrl_c_in_make_play_ends_quietly():
    # Ctrl-C printed KeyboardInterrupt tracebacks of the judge's Python workers.
    import pexpect
    child = pexpect.spawn("make", ["-s", "play", "P=nim-duel", "SEED=3"], cwd=str(ROOT),
                          encoding="utf-8", timeout=120, dimensions=(40, 120))
    try:
        child.expect("First or Second\\? ")
        child.sendintr()
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert "Traceback" not in child.before and "KeyboardInterrupt" not in child.before
    assert "interrupted" in child.before
