"""Games on a board of fixed size (explore/board.py): a file declares some cells of the board,
its moves stay on the board. The explorer computes every cell of the board and claims its rule
there only; past the board (where every cell is lost) it claims nothing. A game with no board
keeps the usual check on larger positions."""
from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

from explore import board, solve, whole

ROOT = Path(__file__).resolve().parents[2]

CHESSBOARD = """# a coin on a 15 x 15 board (HackerRank, A Chessboard Game)
positions = numbers(x=range(1, 12), y=range(1, 12))
def moves(p):
    x, y = p
    for dx, dy in ((-2, 1), (-2, -1), (1, -2), (-1, -2)):
        if 1 <= x + dx <= 15 and 1 <= y + dy <= 15:
            yield (x + dx, y + dy)
"""


@lru_cache(maxsize=None)
def coin_wins(x: int, y: int) -> bool:
    """The chessboard by its rules: a plain search."""
    return any(not coin_wins(x + dx, y + dy) for dx, dy in ((-2, 1), (-2, -1), (1, -2), (-1, -2))
               if 1 <= x + dx <= 15 and 1 <= y + dy <= 15)


def load(tmp_path: Path, text: str) -> solve.Game:
    (tmp_path / "game.py").write_text(text)
    return solve.load(tmp_path / "game.py")


def test_the_board_is_the_cells_the_moves_make(tmp_path):
    found = board.find_board(load(tmp_path, CHESSBOARD))
    assert found is not None and found.describe() == "x 1..15, y 1..15"
    # declared to its edge or past it: the same board, or the declared cells
    found = board.find_board(load(tmp_path, CHESSBOARD.replace("range(1, 12)", "range(1, 16)")))
    assert found is not None and found.describe() == "x 1..15, y 1..15"
    found = board.find_board(load(tmp_path, CHESSBOARD.replace("range(1, 12)", "range(1, 18)")))
    assert found is not None and found.describe() == "x 1..17, y 1..17"


def test_the_rule_is_mined_on_the_whole_board_and_pasted_with_its_bounds(tmp_path):
    """The declared cells (x, y <= 11) hide the board's size; past it every cell is lost, so the
    true rule (lose iff x mod 4 and y mod 4 are both 1 or 2) was rejected by the check on larger
    positions (at (1, 19)) and nothing was claimed. The rule is four terms deep: the miner
    finds it after about 15 s of CPU on a quiet machine, near the default budget of 20, and a
    clean-clone CI run beside the C++ build missed it three times; with 40 the slow tier's two
    workers missed it once (2 Dec 2026: alone the whole test took 38 s of CPU); the test gives
    it 90 (the run ends when the rule is found, so the margin costs nothing then)."""
    out = subprocess.run([sys.executable, "-m", "explore", str(_write(tmp_path, CHESSBOARD)),
                          "--json", "--code", str(tmp_path / "code.cpp"), "--budget", "90"],
                         capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got["board"] == "x 1..15, y 1..15" and got["rules"], got
    assert got["check"].startswith("check: compiled with g++"), got["check"]
    code = (tmp_path / "code.cpp").read_text()
    assert "assert((1 <= x && x <= 15 && 1 <= y && y <= 15)" in code
    source = tmp_path / "main.cpp"
    source.write_text("#include <bits/stdc++.h>\n" + code + """
int main() { long long x, y; while (std::cin >> x >> y) std::cout << firstWins(x, y) << "\\n"; }
""")
    subprocess.run(["g++", "-std=c++17", "-o", str(tmp_path / "main"), str(source)], check=True)
    cells = [(x, y) for x in range(1, 16) for y in range(1, 16)]
    run = subprocess.run([str(tmp_path / "main")], input="".join(f"{x} {y}\n" for x, y in cells),
                         capture_output=True, text=True, check=True)
    assert run.stdout.split() == [str(int(coin_wins(*c))) for c in cells]
    off = subprocess.run([str(tmp_path / "main")], input="1 19\n", capture_output=True, text=True)
    assert off.returncode != 0        # past the board: the assert, not an answer


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "game.py"
    path.write_text(text)
    return path


def test_games_with_no_board_keep_the_usual_check(tmp_path):
    # moves everywhere (a subtraction game on two numbers), moves that leave any box (a token
    # walking up), a game whose states are not its positions
    for text in ("positions = numbers(x=range(0, 8), y=range(0, 8))\n"
                 "def moves(p):\n    x, y = p\n"
                 "    yield from [(x - t, y) for t in (1, 2) if t <= x]\n"
                 "    yield from [(x, y - t) for t in (1, 2) if t <= y]\n",
                 "positions = numbers(n=range(0, 10))\n"
                 "def moves(p):\n    (n,) = p\n    if n % 7 != 6:\n        yield (n + 1,)\n",
                 "positions = numbers(n=range(1, 10))\n"
                 "def start(p):\n    return (p[0], 'up')\n"
                 "def moves(s):\n    if s[0] < 20:\n        yield (s[0] + 1, 'up')\n",
                 # moves that yield for ever: the search's own error says so, not the probe
                 "positions = numbers(n=range(0, 5))\n"
                 "def moves(p):\n    k = 0\n    while True:\n        k += 1\n"
                 "        yield (k,)\n"):
        assert board.find_board(load(tmp_path, text)) is None, text


def test_a_race_to_a_fixed_target_is_solved_on_all_of_its_cells(tmp_path):
    """Add 1 or 2 to a counter that may not pass 20 (the declared start values are 0..9): every
    value up to 20 is a cell; the mover loses iff 20 - n is a multiple of 3."""
    game = load(tmp_path, "positions = numbers(n=range(0, 10))\n"
                          "def moves(p):\n    (n,) = p\n"
                          "    yield from [(n + t,) for t in (1, 2) if n + t <= 20]\n")
    found_board = board.find_board(game)
    assert found_board is not None and found_board.describe() == "n 0..20"
    import dataclasses
    game = dataclasses.replace(game, shape=found_board.shape)
    found = whole.find(game, 300, 10, check_larger=False)
    assert found.held
    for rule in found.held:
        assert all(rule.evaluate((n,)) == ((20 - n) % 3 != 0) for n in range(21)), rule.text


def test_the_board_reaches_below_the_declared_cells(tmp_path):
    """Declared on x 10..20 (the Calendar Game declared on two recent years), played from x = 3:
    a step right or up, to (20, 5) at most, and no move at all left of x = 3. The board reaches
    down to the lowest cells the moves make there, and the rule mined on it is exact on all of
    it (the mover loses iff the steps left, 25 - x - y, are even)."""
    game = load(tmp_path, "positions = numbers(x=range(10, 21), y=range(0, 6))\n"
                          "def moves(p):\n    x, y = p\n    if not (3 <= x <= 20 and y <= 5):\n        return\n"
                          "    if x < 20:\n        yield (x + 1, y)\n"
                          "    if y < 5:\n        yield (x, y + 1)\n")
    found_board = board.find_board(game)
    assert found_board is not None and found_board.describe() == "x 3..20, y 0..5"
    import dataclasses
    game = dataclasses.replace(game, shape=found_board.shape)
    found = whole.find(game, 300, 10, check_larger=False)
    assert found.held
    for rule in found.held:
        assert all(rule.evaluate((x, y)) == ((25 - x - y) % 2 == 1)
                   for x in range(3, 21) for y in range(6)), rule.text


COINS = """# k coins on the 15 x 15 board (HackerRank, A Chessboard Game, Again!), cells may be shared
positions = pairs(a=range(1, 6), b=range(1, 6), length=range(1, 3), ordered=False)
def moves(coins):
    for i, (x, y) in enumerate(coins):
        for dx, dy in ((-2, 1), (-2, -1), (1, -2), (-1, -2)):
            if 1 <= x + dx <= 15 and 1 <= y + dy <= 15:
                yield tuple(sorted(coins[:i] + ((x + dx, y + dy),) + coins[i + 1:]))
"""


@lru_cache(maxsize=None)
def coins_win(coins: tuple) -> bool:
    """Several coins by the rules: the product game, searched plainly."""
    for i, (x, y) in enumerate(coins):
        for dx, dy in ((-2, 1), (-2, -1), (1, -2), (-1, -2)):
            if 1 <= x + dx <= 15 and 1 <= y + dy <= 15:
                after = tuple(sorted(coins[:i] + ((x + dx, y + dy),) + coins[i + 1:]))
                if not coins_win(after):
                    return True
    return False


def test_coins_on_a_board_are_a_sum_whose_g_is_pasted_for_every_cell(tmp_path):
    """Each coin is a part (sums of independent parts, explore/sums.py); a coin alone moves on
    the 15 x 15 board, so g is computed on every cell of it, not only the cells the declared
    positions reach, and pasted as a table that refuses a cell past the board."""
    out = subprocess.run([sys.executable, "-m", "explore", str(_write(tmp_path, COINS)),
                          "--json", "--code", str(tmp_path / "code.cpp")],
                         capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert any("a table of every cell a 1..15, b 1..15" in ln for ln in got["sum_code"].splitlines())
    code = (tmp_path / "code.cpp").read_text()
    (tmp_path / "main.cpp").write_text("#include <bits/stdc++.h>\n" + code + """
int main() { std::string line; while (std::getline(std::cin, line)) { std::istringstream in(line);
  std::vector<long long> a, b; long long x, y; while (in >> x >> y) { a.push_back(x); b.push_back(y); }
  std::cout << firstWins(a, b) << "\\n"; } }
""")
    subprocess.run(["g++", "-std=c++17", "-o", str(tmp_path / "main"), str(tmp_path / "main.cpp")],
                   check=True)
    import random
    rng = random.Random(15)
    cells = [(x, y) for x in range(1, 16) for y in range(1, 16)]
    positions = [(c,) for c in cells] + [tuple(sorted(rng.sample(cells, 2))) for _ in range(300)]
    run = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, check=True,
                         input="".join(" ".join(f"{x} {y}" for x, y in p) + "\n" for p in positions))
    assert run.stdout.split() == [str(int(coins_win(p))) for p in positions]
