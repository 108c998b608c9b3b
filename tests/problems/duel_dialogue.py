"""Talking to a duel interactor through pipes, with the rules taken from the problem's brute.py.

Used by test_duel_interactors.py; nothing here goes through the judge. The brute module gives the
rules: parse_input, intro_length, moves (protocol line -> position after it), wins (exhaustive
search), END / REJECT / END_AFTER_JURY, and SURRENDER where the protocol has the solution say that it
has no move (the jury then answers REJECT).
"""
from __future__ import annotations

import importlib.util
import itertools
import os
import random
import select
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SECONDS = 20.0  # a backstop: a healthy dialogue of a small game takes milliseconds


# Every small position of each duel, as input files' text.
def nim_inputs():
    for n in (1, 2, 3):
        for piles in itertools.product(range(4), repeat=n):
            if sum(piles):
                for m in (0, 1):
                    yield f"{n} {m}\n{' '.join(map(str, piles))}\n"


def kayles_inputs():
    for n in range(1, 8):
        for row in itertools.product("I.", repeat=n):
            if "I" in row:
                yield f"{n}\n{''.join(row)}\n"


def wythoff_inputs():
    for x, y in itertools.product(range(8), repeat=2):
        if (x, y) != (0, 0):
            yield f"{x} {y}\n"


def hackenbush_inputs():
    """Every picture of 1 to 4 edges on the ground and two more vertices whose edges all reach
    the ground (loops, parallel edges, cycles through the ground and above it)."""
    kinds = [(u, v) for u in range(3) for v in range(u, 3)]
    for m in range(1, 5):
        for edges in itertools.combinations_with_replacement(kinds, m):
            reached = {0}
            for _ in edges:
                reached |= {w for u, v in edges if u in reached or v in reached for w in (u, v)}
            if all(u in reached for u, v in edges):
                yield f"3 {m}\n" + "".join(f"{u} {v}\n" for u, v in edges)


def subtraction_row_inputs():
    for n in range(1, 8):
        for lo in range(1, n + 1):
            for hi in range(lo, n + 1):
                yield f"{n} {lo} {hi}\n"


SMALL = {
    "generalized-subtraction": subtraction_row_inputs,
    "nim-duel": nim_inputs,
    "kayles-duel": kayles_inputs,
    "wythoff-duel": wythoff_inputs,
    "hackenbush-duel": hackenbush_inputs,
}


def load_brute(problem_id: str):
    path = ROOT / "problems" / problem_id / "brute.py"
    spec = importlib.util.spec_from_file_location(f"brute_{problem_id.replace('-', '_')}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Interactor:
    """One run of the compiled interactor on one input, line by line."""

    def __init__(self, binary: Path, input_path: Path) -> None:
        self.proc = subprocess.Popen([str(binary), str(input_path), os.devnull],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE)
        self.buffer = b""
        self.deadline = time.monotonic() + SECONDS

    def send(self, line: str) -> None:
        try:
            self.proc.stdin.write(line.encode() + b"\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass  # it has already ended; its exit code tells why

    def line(self) -> str | None:
        """The next line it prints, or None at the end of its output."""
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buffer:
            left = self.deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                self.proc.kill()
                raise AssertionError("the interactor neither wrote nor ended in time")
            chunk = os.read(fd, 65536)
            if not chunk:
                rest, self.buffer = self.buffer, b""
                return rest.decode() if rest else None
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode()

    def finish(self) -> tuple[int, str]:
        """Its exit code and its one-line message."""
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        self.proc.stdin = None  # closed: communicate() must not flush it
        try:
            _, err = self.proc.communicate(timeout=max(0.1, self.deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise AssertionError("the interactor did not end") from None
        return self.proc.returncode, err.decode().strip()


@dataclass
class Game:
    exit_code: int
    message: str
    solution_won: bool
    jury_could_win: bool
    jury_moves: int = 0
    transcript: list[str] = field(default_factory=list)


def play(brute, binary: Path, input_path: Path, first: bool, opponent: str,
         seed: int = 0) -> Game:
    """Plays the solution's side (`opponent` is "random" or "perfect") and checks every jury
    move: legal, and winning whenever the jury stood on a won position."""
    rng = random.Random(seed)
    text = input_path.read_text()
    position = brute.parse_input(text)
    run = Interactor(binary, input_path)
    intro = [run.line()]
    intro += [run.line() for _ in range(brute.intro_length(intro[0]) - 1)]
    assert "\n".join(intro) + "\n" == text, f"the interactor did not start with the input: {intro}"
    run.send("First" if first else "Second")
    transcript = ["> " + ("First" if first else "Second")]
    solution_turn, jury_could_win, jury_moves = first, False, 0
    while brute.moves(position):
        options = brute.moves(position)
        if solution_turn:
            lines = sorted(options)
            if opponent == "perfect":
                lines = [m for m in lines if not brute.wins(options[m])] or lines
            line = rng.choice(lines)
            run.send(line)
            transcript.append("> " + line)
        else:
            line = run.line()
            transcript.append("< " + str(line))
            assert line in options, f"illegal jury move {line!r} in {position}: {transcript}"
            if brute.wins(position):
                jury_could_win = True
                assert not brute.wins(options[line]), \
                    f"the jury could win at {position} but played {line}: {transcript}"
            jury_moves += 1
        position = options[line]
        solution_turn = not solution_turn
    surrender = getattr(brute, "SURRENDER", None)
    if solution_turn and surrender is not None:
        run.send(surrender)
        transcript.append("> " + surrender)
        closing = run.line()
        transcript.append("< " + str(closing))
        assert closing == brute.REJECT, f"expected {brute.REJECT!r} after {surrender!r}: {transcript}"
    elif not solution_turn or brute.END_AFTER_JURY:
        closing = run.line()
        transcript.append("< " + str(closing))
        assert closing == brute.END, f"expected {brute.END!r} at the end: {transcript}"
    # At a position with no move the player to move wins or loses by the rules (misere!).
    solution_won = solution_turn == brute.wins(position)
    code, message = run.finish()
    return Game(code, message, solution_won, jury_could_win, jury_moves, transcript)


def relay(solution: list[str], interactor: Path, input_path: Path,
          dialogue: list[str] | None = None) -> tuple[list[str], int]:
    """Runs a solution against the interactor, line by line through this process; returns the
    solution's lines and the interactor's exit code. `dialogue` gets every line in order, marked
    `<` (the interactor's) or `>` (the solution's): a line is recorded before it is passed on,
    so the order is the real one."""
    jury = subprocess.Popen([str(interactor), str(input_path), os.devnull], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    player = subprocess.Popen(solution, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    said: list[str] = []

    def pump(source, sink, record: list[str] | None, mark: str) -> None:
        for line in source:
            text = line.decode().rstrip("\n")
            if record is not None:
                record.append(text)
            if dialogue is not None:
                dialogue.append(f"{mark} {text}")
            try:
                sink.write(line)
                sink.flush()
            except (BrokenPipeError, ValueError):
                break
        try:
            sink.close()
        except BrokenPipeError:
            pass

    threads = [threading.Thread(target=pump, args=(jury.stdout, player.stdin, None, "<")),
               threading.Thread(target=pump, args=(player.stdout, jury.stdin, said, ">"))]
    for thread in threads:
        thread.start()
    try:
        code = jury.wait(timeout=SECONDS)
        player.wait(timeout=SECONDS)
    finally:
        for process in (jury, player):
            if process.poll() is None:
                process.kill()
                process.wait()
    for thread in threads:
        thread.join()
    return said, code
