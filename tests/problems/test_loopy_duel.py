"""loopy-duel's jury against scripted opponents, every jury move checked by brute.py's search.

brute.py labels the states of the product from the rules alone (rounds of "won if a move leads
to a lost state, lost if every move leads to a won one", draws left over) with their lengths. On
every small position, for every right claim, a perfect opponent and a random one play the
interactor; every jury move must be legal, a fastest win whenever the jury stands on a won
state (it never misses a win), a move to a draw whenever it stands on a draw (a draw never
becomes a loss for it), a longest loss in the longest-lasting style; the game must stop exactly
as the statement says (no move left, or L / C moves made) and the verdict must be AC exactly
when the opponent did what it claimed. Then wrong claims, illegal moves, the samples, the
model of `make play`, and the length of every game on the committed and max tests.
"""
from __future__ import annotations

import itertools
import random
import re
import sys
from pathlib import Path

import pytest

from duel_dialogue import ROOT, Interactor, load_brute, relay
from judge.compiler import compile_source
from judge.duel_style import style_of
from judge.generated import generate_input
from judge.play import IllegalMove
from judge.problem import load_problem

PROBLEM = "loopy-duel"
brute = load_brute(PROBLEM)


def small_inputs():
    """Every graph on 1 or 2 vertices with every placement of 1 to 3 tokens, and every graph on
    3 vertices with 3 or 4 edges (loops included) with one token on 1 and with tokens on 1
    and 2."""
    for n in (1, 2):
        pairs = [(u, v) for u in range(1, n + 1) for v in range(1, n + 1)]
        for r in range(len(pairs) + 1):
            for edges in itertools.combinations(pairs, r):
                for k in (1, 2, 3):
                    for tokens in itertools.product(range(1, n + 1), repeat=k):
                        yield text_of(n, edges, tokens)
    pairs = [(u, v) for u in range(1, 4) for v in range(1, 4)]
    for edges in itertools.chain(itertools.combinations(pairs, 3),
                                 itertools.combinations(pairs, 4)):
        for tokens in ((1,), (1, 2)):
            yield text_of(3, edges, tokens)


def text_of(n, edges, tokens) -> str:
    return (f"{n} {len(edges)} {len(tokens)}\n" + "".join(f"{u} {v}\n" for u, v in edges)
            + " ".join(map(str, tokens)) + "\n")


@pytest.fixture(scope="module")
def interactor() -> Path:
    return compile_source(ROOT / "problems" / PROBLEM / "interactor.cpp", tag="interactor").path


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "case.in"
    path.write_text(text)
    return path


def start(run: Interactor, text: str) -> None:
    intro = [run.line() for _ in range(brute.intro_length(text.splitlines()[0]))]
    assert "\n".join(intro) + "\n" == text, intro


def play(binary: Path, path: Path, opponent: str, seed: int) -> tuple[bool, list[str]]:
    """One game with the right claim; returns whether the jury accepted and the transcript."""
    rng = random.Random(seed)
    text = path.read_text()
    position = brute.parse_input(text)
    claim = brute.claim(position)
    stop = brute.cap(position) if claim == "Draw" else brute.length(position)
    style = style_of(text.encode())
    run = Interactor(binary, path)
    start(run, text)
    run.send(claim)
    transcript = ["> " + claim]
    solution_turn, moves = claim != "Second", 0
    while brute.moves(position) and moves < stop:
        options = brute.moves(position)
        outcome, length = brute.wins(position), brute.length(position)
        if solution_turn:
            lines = sorted(options)
            if opponent == "perfect":
                if outcome == "win":
                    lines = [m for m in lines if brute.wins(options[m]) == "lose"
                             and brute.length(options[m]) == length - 1]
                elif outcome == "draw":
                    lines = [m for m in lines if brute.wins(options[m]) == "draw"]
            line = rng.choice(lines)
            run.send(line)
            transcript.append("> " + line)
        else:
            line = run.line()
            transcript.append("< " + str(line))
            assert line in options, f"illegal jury move {line!r}: {text} {transcript}"
            after = options[line]
            if outcome == "win":  # never misses a win, and wins as fast as possible
                assert brute.wins(after) == "lose" and brute.length(after) == length - 1, \
                    (text, transcript)
            elif outcome == "draw":  # never lets a draw become a loss for itself
                assert brute.wins(after) == "draw", (text, transcript)
            elif style == "longest-lasting":  # the longest loss
                assert brute.length(after) == length - 1, (text, transcript)
        position = options[line]
        solution_turn = not solution_turn
        moves += 1
    closing = run.line()
    transcript.append("< " + str(closing))
    assert closing == brute.END, (text, transcript)
    code, message = run.finish()
    stuck = not brute.moves(position)
    won = (stuck and not solution_turn) if claim != "Draw" else not (stuck and solution_turn)
    assert code == (0 if won else 1), (text, transcript, code, message)
    assert message and "\n" not in message and f"jury style {style}" in message, message
    return won, transcript


def test_every_jury_move_on_every_small_position_is_checked_by_search(interactor, tmp_path):
    games = {"win": 0, "lose": 0, "draw": 0}
    random_lost = 0
    for index, text in enumerate(small_inputs()):
        path = write(tmp_path, text)
        games[brute.wins(brute.parse_input(text))] += 1
        assert play(interactor, path, "perfect", index)[0], text  # a right claim, played well
        won, _ = play(interactor, path, "random", index)
        random_lost += not won
    # Not vacuous: every kind of start is met, and random play loses many games.
    assert min(games.values()) > 50, games
    assert random_lost > 20


def test_a_wrong_claim_is_rejected_at_once(interactor, tmp_path):
    seen = set()
    for text in itertools.islice(small_inputs(), 0, None, 7):
        truth = brute.claim(brute.parse_input(text))
        for wrong in set(brute.CLAIMS) - {truth}:
            run = Interactor(interactor, write(tmp_path, text))
            start(run, text)
            run.send(wrong)
            assert run.line() == brute.REJECT
            code, message = run.finish()
            assert code == 1 and f"you said {wrong}, but the answer is {truth}" in message
            seen.add((wrong, truth))
    assert len(seen) == 6  # every wrong claim against every truth


SAMPLE = "4 4 2\n1 2\n2 3\n3 1\n3 4\n1 2\n"  # tests/sample-1.in: First


@pytest.mark.parametrize("line, reason", [
    ("3 2", "token 3 does not exist"), ("0 2", "token 0 does not exist"),
    ("1 3", "no edge from vertex 1 (token 1) to 3"), ("2 2", "no edge from vertex 2"),
    ("1 5", "no edge"), ("1 0", "no edge"), ("1", "expected `t v`"), ("1 2 3", "expected"),
    ("", "expected"), ("01 2", "expected"), ("1 +2", "expected"), ("a b", "expected"),
])
def test_illegal_and_malformed_moves_are_rejected(line, reason, interactor, tmp_path):
    run = Interactor(interactor, write(tmp_path, SAMPLE))
    start(run, SAMPLE)
    run.send("First")
    run.send(line)
    assert run.line() == brute.REJECT
    code, message = run.finish()
    assert code == 1 and reason in message and "\n" not in message, message


@pytest.mark.parametrize("claim", ["", "first", "draw", "First Second", "Win", "0"])
def test_a_malformed_claim_is_rejected(claim, interactor, tmp_path):
    run = Interactor(interactor, write(tmp_path, SAMPLE))
    start(run, SAMPLE)
    run.send(claim)
    assert run.line() == brute.REJECT
    code, message = run.finish()
    assert code == 1 and "First, Second or Draw" in message


def test_a_solution_that_ends_early_loses_without_a_hang(interactor, tmp_path):
    run = Interactor(interactor, write(tmp_path, SAMPLE))
    start(run, SAMPLE)
    run.send("First")
    code, message = run.finish()
    assert code == 1 and "ended before the game did" in message


def test_the_statements_sample_dialogues_are_what_the_programs_say(interactor):
    statement = (ROOT / "problems" / PROBLEM / "statement.md").read_text()
    blocks = [b.strip().splitlines() for b in re.findall(r"```\n([<>].*?)```", statement, re.S)]
    samples = sorted((ROOT / "problems" / PROBLEM / "tests").glob("sample-*.in"))
    assert len(blocks) == len(samples) == 3
    reference = compile_source(ROOT / "problems" / PROBLEM / "solution.cpp").command
    for block, sample in zip(blocks, samples):
        dialogue: list[str] = []
        _, code = relay(reference, interactor, sample, dialogue)
        assert code == 0 and dialogue == block, (sample.name, dialogue)


def test_every_test_is_won_within_the_stated_length_and_covers_every_claim_and_style(
        interactor):
    """The reference plays every committed and generated test; each game stops exactly where
    the statement says: within L moves (First, Second; exactly L against the longest-lasting
    jury; the generator's own queue computes L for the max tests) or after C moves (Draw).
    Every claim and every jury style is met."""
    sys.path.insert(0, str(ROOT / "problems" / PROBLEM))
    try:
        import gen
    finally:
        sys.path.pop(0)
    loaded = load_problem(PROBLEM)
    inputs = sorted((ROOT / "problems" / PROBLEM / "tests").glob("*.in"))
    inputs += [generate_input(loaded, entry)[0] for entry in loaded.generated]
    reference = compile_source(ROOT / "problems" / PROBLEM / "solution.cpp").command
    claims, styles, longest = set(), set(), 0
    for path in inputs:
        data = list(map(int, path.read_text().split()))
        n, m, k = data[:3]
        edges = [(data[3 + 2 * i], data[4 + 2 * i]) for i in range(m)]
        state = sum((p - 1) * n ** i for i, p in enumerate(data[3 + 2 * m:]))
        claim, length = gen.solve(n, edges, k)
        bound = 2 * (max(0, *length) + 1) if claim[state] == "Draw" else length[state]
        dialogue: list[str] = []
        said, code = relay(reference, interactor, path, dialogue)
        assert code == 0 and said[0] == claim[state], path.name
        moves = dialogue[m + 3:]
        assert moves[-1] == "< " + brute.END
        # A draw lasts exactly C moves; a win at most L, exactly L when the jury drags it out.
        exact = claim[state] == "Draw" or style_of(path.read_bytes()) == "longest-lasting"
        assert len(moves) - 1 <= bound and (len(moves) - 1 == bound or not exact), \
            (path.name, len(moves) - 1, bound)
        longest = max(longest, bound)
        claims.add(said[0])
        styles.add(style_of(path.read_bytes()))
    assert claims == set(brute.CLAIMS)
    assert styles == {"longest-lasting", "random", "unique-reply"}
    assert longest >= 100  # the long tests are long


def load_model():
    sys.modules["brute"] = brute
    import importlib.util
    path = ROOT / "problems" / PROBLEM / "play.py"
    spec = importlib.util.spec_from_file_location("play_loopy_duel", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_play_model_accepts_exactly_the_legal_moves_and_stops_where_the_jury_does():
    model = load_model()
    bad = ["", "x", "1 1 1", "01 1", "-0", "1.0", "4 1", "0 1", "1 9", "0 0", "-1 -1"]
    for text in itertools.islice(small_inputs(), 0, None, 3):
        game = brute.parse_input(text)
        truth = brute.claim(game)
        position, your_turn = model.claim(model.start(text.splitlines()), truth)
        assert your_turn == (truth != "Second")
        stop = brute.cap(game) if truth == "Draw" else brute.length(game)
        assert position[3] == stop
        for line, after in brute.moves(game).items():
            assert model.after(position, line)[:2] == after
        for line in bad:
            if line not in brute.moves(game):
                with pytest.raises(IllegalMove, match="."):
                    model.after(position, line)
        assert model.over(position) == (not brute.moves(game) or stop == 0)
        assert model.draw(position).strip()
        wrong = next(c for c in brute.CLAIMS if c != truth)
        assert model.over(model.claim(model.start(text.splitlines()), wrong)[0])


def test_a_game_is_played_to_the_end_through_make_play():
    """As a person plays it: `make play`, a pseudo-terminal, a typo, an illegal move, the
    fastest win of sample 1 (the jury's replies read from the screen)."""
    import pexpect  # python3-pexpect, installed by tools/setup.sh test
    position = brute.parse_input((ROOT / "problems" / PROBLEM / "tests" / "sample-1.in")
                                 .read_text())
    child = pexpect.spawn("make", ["-s", "play", f"P={PROBLEM}", "TEST=sample-1"], cwd=str(ROOT),
                          encoding="utf-8", timeout=120, dimensions=(40, 120))
    try:
        child.expect("First, Second or Draw\\? ")
        assert "token 1 on vertex 1" in child.before
        # The whole graph is shown (issue 27: only the tokens' own edges were).
        assert "1* -> 2" in child.before and "3 -> 1 4" in child.before
        assert "4 -> none" in child.before
        child.sendline("Frist")  # a typo is asked again
        child.expect("First, Second or Draw\\? ")
        child.sendline("First")
        child.expect("your move: ")
        child.sendline("1 3")
        child.expect("illegal: no edge from vertex 1 \\(token 1\\) to 3")
        while True:
            child.expect("your move: ")
            options = brute.moves(position)
            length = brute.length(position)
            line = next(m for m, after in sorted(options.items())
                        if brute.wins(after) == "lose" and brute.length(after) == length - 1)
            child.sendline(line)
            position = options[line]
            index = child.expect(["jury: (\\d+ \\d+)\\r\\n", "You won!", "The jury won"])
            if index:
                break
            position = brute.moves(position)[child.match.group(1)]
        assert index == 1, child.before
        child.expect(pexpect.EOF)
        assert "you won" not in child.before.lower()  # said once (issue 27: twice)
        assert "left without a move" in child.before
    finally:
        child.close(force=True)
    assert child.exitstatus == 0


def test_the_drawing_lists_every_vertex_and_edge():
    """`make play` draws the graph: read back from the text, it is the input's graph."""
    model = load_model()
    for text in small_inputs():
        graph, tokens = brute.parse_input(text)
        position = model.start(text.splitlines())
        shown = {}
        for entry in re.findall(r"(\d+)(\*?) -> ((?:\d+ ?)+|none)", model.draw(position)):
            vertex, mark, targets = int(entry[0]), entry[1], entry[2].split()
            shown[vertex] = set() if targets == ["none"] else set(map(int, targets))
            assert (mark == "*") == (vertex in tokens), text
        assert shown == {u: set(graph[u]) for u in range(1, len(graph))}, text


def test_the_closing_headline_names_a_draw_a_draw():
    model = load_model()
    assert model.verdict(None, "Draw", True) == "It is a draw, as you said."
    assert model.verdict(None, "First", True) == "You won!"
    assert model.verdict(None, "Second", True) == "You won!"
    for side in model.SIDES:
        assert model.verdict(None, side, False) == "The jury won."


def test_a_kept_draw_is_called_a_draw_through_make_play():
    """Issue 27: a draw claimed and kept to the end printed "You won!"."""
    import pexpect
    child = pexpect.spawn("make", ["-s", "play", f"P={PROBLEM}", "TEST=edge-one-loop"],
                          cwd=str(ROOT), encoding="utf-8", timeout=120, dimensions=(40, 120))
    try:
        child.expect("First, Second or Draw\\? ")
        child.sendline("Draw")
        while child.expect(["your move: ", "It is a draw, as you said", "You won"]) == 0:
            child.sendline("1 1")  # the loop, the only move
        assert child.after == "It is a draw, as you said"
        child.expect(pexpect.EOF)
        assert "a draw, as you said" in child.before and "won" not in child.before
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
