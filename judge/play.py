"""`judge play <id>`: a person plays the solution's side of an interactive problem in the terminal.

The problem's interactor (compiled as for judging) is the opponent; the person's typed lines
take the solution's place. `problems/<id>/play.py` knows the game; it may import the folder's
brute.py, which gives END, REJECT and intro_length (the rules of the dialogue), and SURRENDER
when the player left without a move must say so (sent for you). It provides:

    PLAY_SIZE            the gen.py SIZE of the games drawn by --seed (small enough to play)
    HELP                 one line: the syntax of a move
    start(intro)         the position from the lines the interactor prints first
    draw(position)       the position as text a person reads at a glance
    after(position, line)  the position after the move `line`; raises IllegalMove(why) if illegal
    over(position)       no move is left
    SIDES, SIDE_PROMPT   optional: the words the person may say first (default First, Second)
                         and the question that asks for one
    claim(position, side)  optional: (the position once `side` is said, whether the person
                         moves first); default: unchanged, and first iff side is First
    verdict(position, side, accepted)  optional: the closing headline (a draw kept is no win);
                         default "You won!" when the interactor accepts, else "The jury won."

Every typed move is checked by `after` before it is sent, so an illegal one is explained and
asked again instead of losing the game; the interactor's verdict names the winner at the end.
"""
from __future__ import annotations

import importlib.util
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import TextIO

from .compiler import compile_source
from .errors import EXIT_OK, EXIT_REJECTED, JudgeFailure, UserError
from .generated import generate_input, run_script
from .problem import Problem, load_problem


class IllegalMove(Exception):
    """A typed move that breaks the rules; the message says which rule."""


def parse_ints(line: str, count: int) -> list[int] | None:
    """`count` integers in canonical form (as the interactors read them), else None."""
    parts = line.split()
    if len(parts) != count:
        return None
    for part in parts:
        digits = part[1:] if part.startswith("-") else part
        if not digits.isdigit() or (len(digits) > 1 and digits[0] == "0") or part == "-0":
            return None
    return [int(part) for part in parts]


def load_model(problem: Problem):
    """problems/<id>/play.py, with its folder importable (for `import brute`)."""
    path = problem.dir / "play.py"
    if not problem.interactive:
        raise UserError(f"{problem.id} is not interactive: there is no opponent to play "
                        f"(`gk list` shows the problems; the duels are)")
    if not path.is_file():
        raise UserError(f"{problem.shown}/play.py is missing: it draws the game and checks "
                        f"moves for `gk play` (see judge/play.py)")
    sys.path.insert(0, str(problem.dir))
    sys.modules.pop("brute", None)  # another problem's brute.py may have been imported
    spec = importlib.util.spec_from_file_location(f"play_{problem.id.replace('-', '_')}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def game_input(problem: Problem, model, seed: str | None, test: str | None,
               out: TextIO) -> tuple[bytes, str]:
    """The input to play and how to name it: a test by name, or gen.py SEED PLAY_SIZE."""
    if test is not None:
        path = problem.dir / "tests" / f"{test}.in"
        if path.is_file():
            return path.read_bytes(), f"test {test}"
        for entry in problem.generated:
            if entry.name == test:
                return generate_input(problem, entry)[0].read_bytes(), f"test {test}"
        names = sorted(p.stem for p in (problem.dir / "tests").glob("*.in"))
        names += [g.name for g in problem.generated]
        raise UserError(f"{problem.id} has no test {test!r}; its tests: {', '.join(names)}")
    if seed is None:
        seed = str(random.randrange(1, 10**6))
        print(f"(a random game: play it again with SEED={seed})", file=out)
    result = run_script(problem.script("gen.py"), [seed, model.PLAY_SIZE])
    if result.returncode != 0:
        raise JudgeFailure(f"{problem.shown}/gen.py {seed} {model.PLAY_SIZE} failed")
    return result.stdout, f"seed {seed}"


class Jury:
    """The interactor process, a line at a time."""

    def __init__(self, command: list[str], input_path: Path) -> None:
        self.proc = subprocess.Popen([*command, str(input_path), os.devnull],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)

    def line(self) -> str | None:
        text = self.proc.stdout.readline()
        return text.rstrip("\n") if text else None

    def send(self, line: str) -> None:
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass

    def finish(self) -> tuple[int, str]:
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        self.proc.stdout.read()
        try:
            code = self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.stop()
            return -1, "the interactor did not end"
        return code, self.proc.stderr.read().strip()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def ask(prompt: str, stdin: TextIO, out: TextIO) -> str | None:
    print(prompt, end="", file=out, flush=True)
    line = stdin.readline()
    return " ".join(line.split()) if line else None


def play(problem_id: str, seed: str | None = None, test: str | None = None,
         stdin: TextIO = sys.stdin, out: TextIO = sys.stdout) -> int:
    problem = load_problem(problem_id)
    model = load_model(problem)
    brute = sys.modules["brute"] if "brute" in sys.modules else None
    data, name = game_input(problem, model, seed, test, out)
    interactor = compile_source(problem.dir / "interactor.cpp", tag="interactor")
    with tempfile.TemporaryDirectory(prefix="play-") as tmp:
        input_path = Path(tmp) / "game.in"
        input_path.write_bytes(data)
        jury = Jury(interactor.command, input_path)
        try:
            return _play(problem, model, brute, jury, name, stdin, out)
        finally:
            jury.stop()


def _play(problem, model, brute, jury: Jury, name: str, stdin: TextIO, out: TextIO) -> int:
    first = jury.line()
    if first is None:
        raise JudgeFailure(f"{problem.shown}/interactor.cpp printed nothing")
    intro = [first] + [jury.line() or "" for _ in range(brute.intro_length(first) - 1)]
    position = model.start(intro)
    print(f"{problem.title} ({name}). You play against the jury; {model.HELP}.", file=out)
    print(model.draw(position), file=out)
    # A duel may offer more answers than the two sides (a loopy game's Draw): its model says so.
    sides = tuple(getattr(model, "SIDES", ("First", "Second")))
    question = getattr(model, "SIDE_PROMPT",
                       f"Do you move {', '.join(sides[:-1])} or {sides[-1]}? ")
    side = None
    while True:
        typed = ask(question, stdin, out)
        if typed is None:
            print("\ngame abandoned", file=out)
            return EXIT_REJECTED
        side = next((s for s in sides if typed and s.lower().startswith(typed.lower())), None)
        if side is not None:
            break
        print(f"{typed!r} is not one of {', '.join(sides)}: type one of them "
              f"(or its first letter)", file=out)
    jury.send(side)
    if hasattr(model, "claim"):
        position, your_turn = model.claim(position, side)
    else:
        your_turn = side == "First"
    while not model.over(position):
        if your_turn:
            line = ask("your move: ", stdin, out)
            if line is None:
                print("\ngame abandoned", file=out)
                return EXIT_REJECTED
            try:
                position = model.after(position, line)
            except IllegalMove as why:
                print(f"illegal: {why}; {model.HELP}", file=out)
                continue
            jury.send(line)
        else:
            line = jury.line()
            try:
                position = model.after(position, line or "")
            except IllegalMove as why:
                code, message = jury.finish()
                raise JudgeFailure(f"the interactor sent {line!r} ({why}); it says: {message}")
            print(f"jury: {line}", file=out)
        print(model.draw(position), file=out)
        your_turn = not your_turn
    surrender = getattr(brute, "SURRENDER", None)
    if your_turn and surrender is not None:  # the protocol has you say that you cannot move
        print(f"you have no move: `{surrender}` sent", file=out)
        jury.send(surrender)
    code, message = jury.finish()
    if code in (0, 1):
        # The interactor's message says how the game ended; the headline says who won, once.
        verdict = getattr(model, "verdict", None)
        headline = (verdict(position, side, code == 0) if verdict
                    else "You won!" if code == 0 else "The jury won.")
        print(f"{headline} ({message})", file=out)
        return EXIT_OK if code == 0 else EXIT_REJECTED
    raise JudgeFailure(f"the interactor ended with exit code {code}: {message}")
