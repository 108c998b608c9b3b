"""The nim-duel jury's CPU time per move over long games (the figure in docs/guide.md).

Plays the compiled interactor on 100 piles of about 100 stones (10^4 in all, xor 0) in each rule
and style; the opponent takes one stone at a time, so a game lasts about 8000 moves. Prints the
moves, the interactor's CPU time (from wait4) and its cost per move. Run from the repository root:
`python3 tools/nim_duel_long_game.py`.
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from judge.compiler import compile_source  # noqa: E402
from judge.duel_style import style_of  # noqa: E402


def one_game(binary: Path, text: str, piles: list[int]) -> tuple[int, float, float]:
    with tempfile.NamedTemporaryFile("w", suffix=".in", delete=False) as f:
        f.write(text)
    jury = subprocess.Popen([str(binary), f.name, os.devnull], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1)
    jury.stdout.readline()
    jury.stdout.readline()
    jury.stdin.write("First\n")
    jury.stdin.flush()
    moves, start = 0, time.perf_counter()
    while sum(piles):
        i = next(k for k, a in enumerate(piles) if a)
        piles[i] -= 1
        moves += 1
        jury.stdin.write(f"{i + 1} 1\n")
        jury.stdin.flush()
        reply = jury.stdout.readline().split()
        if reply == ["0", "0"]:
            break
        pile, take = map(int, reply)
        piles[pile - 1] -= take
        moves += 1
    jury.stdin.close()
    jury.stdout.read()
    jury.stderr.read()
    _, _, usage = os.wait4(jury.pid, 0)
    os.unlink(f.name)
    return moves, usage.ru_utime + usage.ru_stime, time.perf_counter() - start


def main() -> None:
    binary = compile_source(ROOT / "problems" / "nim-duel" / "interactor.cpp",
                            tag="interactor").path
    for variant in range(6):
        piles = [100] * 100
        piles[variant] = piles[variant + 1] = 99  # xor stays 0; the bytes pick the style
        text = f"100 {variant % 2}\n{' '.join(map(str, piles))}\n"
        moves, cpu, wall = one_game(binary, text, piles)
        print(f"m = {variant % 2}, style {style_of(text.encode()):15}  {moves:5} moves  "
              f"interactor CPU {cpu * 1000:6.1f} ms = {cpu / moves * 1e6:4.1f} us/move  "
              f"(wall {wall:.2f} s with this driver)")


if __name__ == "__main__":
    main()
