"""`gk explore` on a game file, as the explorer's tests run it: the file written as game.py in a
test's folder, `--json` read back, the code pasted into code.cpp there."""
from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def explore_json(tmp_path: Path, text: str, *more: str, code: bool = True) -> dict:
    """The --json document of `python3 -m explore game.py` (more: further options); the run
    must end with status 0."""
    (tmp_path / "game.py").write_text(text)
    argv = [sys.executable, "-m", "explore", str(tmp_path / "game.py"), "--json"]
    if code:
        argv += ["--code", str(tmp_path / "code.cpp")]
    out = subprocess.run(argv + list(more), capture_output=True, text=True, cwd=ROOT,
                         timeout=600)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def run_words(tmp_path: Path, code: str, main: str, lines: list[str]) -> list[str]:
    """The pasted code compiled with `main` (which reads the lines) and run: what it printed,
    word by word (an outcome class is a letter)."""
    (tmp_path / "main.cpp").write_text("#include <bits/stdc++.h>\n" + code + main)
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    out = subprocess.run([str(tmp_path / "main")], input="".join(x + "\n" for x in lines),
                         capture_output=True, text=True, check=True)
    return out.stdout.split()


def run_code(tmp_path: Path, code: str, main: str, lines: list[str]) -> list[int]:
    """The same, its numbers."""
    return [int(x) for x in run_words(tmp_path, code, main, lines)]


def searched(tmp_path: Path, text: str) -> tuple:
    """The game file written as game.py, loaded, and every declared position searched in
    process: (the game, its explorer, the positions, their results), for a module's report."""
    from explore import solve, whole
    (tmp_path / "game.py").write_text(text)
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    done = whole.solve_until(ex, list(game.shape.positions()), float("inf"))
    return game, ex, done.positions, done.labels


def sizes_past(game, ex, count: int = 400, what: str = "positions"):
    """past(seen) for a module's report: the first `count` new positions of each of the two
    sizes past the game's shape, solved by its explorer."""
    import itertools

    def past(seen):
        seen, more, size = set(seen), [], game.shape
        for _ in range(2):
            size = size.grow()
            more += itertools.islice((p for p in size.positions() if p not in seen), count)
        return more, ex.results(more), [f"{what} one and two sizes larger"]
    return past


@lru_cache(None)
def six_empties_wins(piles: tuple) -> bool:
    """traps/six_empties.py searched plainly: take 1 or 2 from a pile, a pile of 6 may also be
    taken whole; no move: the mover loses."""
    for i, a in enumerate(piles):
        for t in (1, 2, 6) if a == 6 else (1, 2):
            if t <= a:
                rest = piles[:i] + piles[i + 1:] + ((a - t,) if a > t else ())
                if not six_empties_wins(tuple(sorted(rest))):
                    return True
    return False
