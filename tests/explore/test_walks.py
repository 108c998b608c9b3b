"""A token on a fixed board (explore/walks.py): the steps, the cells a step may land on and what a
move scores are read from moves(), and the recurrence over the cells is pasted. Each pasted
function is compared with a plain search of the game's rules on boards larger than those the
explorer computed; a board that changes, steps that can go back, or a token that does not start
on a corner get no recurrence."""
from __future__ import annotations

import random
import subprocess
from functools import lru_cache
from pathlib import Path
from explore_run import explore_json



def explore(tmp_path: Path, text: str, *more: str) -> dict:
    return explore_json(tmp_path, text, "--budget", "4", *more)


def run_pasted(tmp_path: Path, call: str, read: str, lines: list[str]) -> list[int]:
    (tmp_path / "main.cpp").write_text(
        "#include <bits/stdc++.h>\n" + (tmp_path / "code.cpp").read_text() +
        "int main() { std::string line; while (std::getline(std::cin, line)) { "
        f"std::istringstream in(line); {read} std::cout << (long long)({call}) << '\\n'; }} }}\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    out = subprocess.run([str(tmp_path / "main")], input="".join(x + "\n" for x in lines),
                         capture_output=True, text=True, check=True)
    return [int(x) for x in out.stdout.split()]


GRID_RACE = '''# a piece on the top-left cell of a grid of free (.) and blocked (#) cells, rows of w cells in
# one string; a move: one cell right, down or diagonally down-right onto a free cell
w = param("w", 3)
positions = string(".#", length=range(1, 10)).where(lambda s: len(s) % w == 0 and s[0] == ".")
def start(cells):
    return (cells, 0)
def moves(state):
    cells, at = state
    h = len(cells) // w
    r, c = divmod(at, w)
    for dr, dc in ((0, 1), (1, 0), (1, 1)):
        if r + dr < h and c + dc < w and cells[(r + dr) * w + c + dc] == ".":
            yield (cells, (r + dr) * w + c + dc)
def canonical(state):
    return state
'''


def test_a_piece_racing_on_a_grid_gets_the_recurrence_over_its_cells(tmp_path):
    got = explore(tmp_path, GRID_RACE)
    assert got["rules"] and "token on a fixed board" in got["rules"][0]
    w = 3

    def first_wins(cells: str) -> bool:
        @lru_cache(maxsize=None)
        def wins(at: int) -> bool:          # the rules, searched plainly
            r, c = divmod(at, w)
            h = len(cells) // w
            return any(not wins((r + dr) * w + c + dc) for dr, dc in ((0, 1), (1, 0), (1, 1))
                       if r + dr < h and c + dc < w and cells[(r + dr) * w + c + dc] == ".")
        return wins(0)
    rng = random.Random(7)
    boards = ["." + "".join(rng.choice("..#") for _ in range(w * h - 1))
              for h in (5, 8, 12) for _ in range(60)] + ["." * 36, ".#" * 18]
    assert run_pasted(tmp_path, "firstWins(s)", "std::string s = line;", boards) == \
        [int(first_wins(b)) for b in boards]


SCORED_GRID = '''# a token on the top-left cell of a grid of + and - cells; a move: one cell right or down;
# landing on + scores 1 for the mover, on - costs 1; the game ends on the bottom-right cell
positions = grid(rows=range(1, 4), cols=range(1, 4), alphabet="+-")
result = "score"
def start(g):
    return (g, 0, 0)
def moves(state):
    g, r, c = state
    for dr, dc in ((0, 1), (1, 0)):
        if r + dr < len(g) and c + dc < len(g[0]):
            yield ((g, r + dr, c + dc), 1 if g[r + dr][c + dc] == "+" else -1)
def canonical(state):
    return state
'''


def test_a_scored_walk_on_a_grid_pays_by_the_cell_landed_on(tmp_path):
    got = explore(tmp_path, SCORED_GRID)
    assert got["rules"] and "'+': 1, '-': -1" in got["rules"][0]

    def value(g: tuple) -> int:
        @lru_cache(maxsize=None)
        def best(r: int, c: int) -> int:    # the mover's points minus the other's, by minimax
            out = [(1 if g[r + dr][c + dc] == "+" else -1) - best(r + dr, c + dc)
                   for dr, dc in ((0, 1), (1, 0)) if r + dr < len(g) and c + dc < len(g[0])]
            return max(out) if out else 0
        return best(0, 0)
    rng = random.Random(3)
    grids = [tuple("".join(rng.choice("+-") for _ in range(w)) for _ in range(h))
             for h, w in ((6, 7), (9, 4), (1, 9), (10, 10)) for _ in range(40)]
    lines = [f"{len(g)} {len(g[0])} " + " ".join(g) for g in grids]
    read = ("std::vector<std::string> grid; long long h, w; in >> h >> w; "
            "for (long long i = 0; i < h; ++i) { std::string r; in >> r; grid.push_back(r); }")
    assert run_pasted(tmp_path, "value(grid)", read, lines) == [value(g) for g in grids]


ROW_OF_NUMBERS = '''# a token before a row of numbers (on the first); a move: 1 or 2 cells right, scoring the
# number landed on; the game ends on the last cell
positions = sequence(values=range(0, 4), length=range(1, 6))
result = "score"
def start(a):
    return (a, 0)
def moves(state):
    a, at = state
    for d in (1, 2):
        if at + d < len(a):
            yield ((a, at + d), a[at + d])
def canonical(state):
    return state
'''


def test_a_walk_on_a_row_of_numbers_scores_the_value_landed_on(tmp_path):
    got = explore(tmp_path, ROW_OF_NUMBERS)
    assert got["rules"] and "scores the value landed on" in got["rules"][0]

    def value(a: tuple) -> int:
        @lru_cache(maxsize=None)
        def best(at: int) -> int:
            out = [a[at + d] - best(at + d) for d in (1, 2) if at + d < len(a)]
            return max(out) if out else 0
        return best(0)
    rng = random.Random(5)
    rows = [tuple(rng.randrange(-50, 100) for _ in range(n)) for n in (12, 30, 200) for _ in range(30)]
    read = "std::vector<long long> a; long long v; while (in >> v) a.push_back(v);"
    assert run_pasted(tmp_path, "value(a)", read, [" ".join(map(str, a)) for a in rows]) == \
        [value(a) for a in rows]


def test_no_recurrence_when_the_board_changes_steps_go_up_or_the_start_is_inside(tmp_path):
    from explore import solve, walks, whole
    # the token blocks the cell it leaves: the board changes
    marks = GRID_RACE.replace("yield (cells, (r + dr) * w + c + dc)",
                              "yield (cells[:at] + '#' + cells[at + 1:], (r + dr) * w + c + dc)")
    # a step down or up-right: no order of the rows takes every step forward
    up = GRID_RACE.replace("((0, 1), (1, 0), (1, 1))", "((1, 0), (-1, 1))").replace(
        "r + dr < h", "0 <= r + dr < h")
    # the token starts on the second cell
    inside = GRID_RACE.replace("return (cells, 0)", "return (cells, min(1, len(cells) - 1))")
    for text in (marks, up, inside):
        (tmp_path / "g.py").write_text(text)
        game = solve.load(tmp_path / "g.py")
        ex = solve.Explorer(game)
        ex.depth_limit = None
        done = whole.solve_until(ex, list(game.shape.positions()), float("inf"))
        assert done.positions
        lines, code, _ = walks.report(game, ex, done.positions, done.labels, "s", None)
        assert (lines, code) == ([], ""), text
    # the plain grid race itself is read (the three above differ from it in one thing each)
    (tmp_path / "g.py").write_text(GRID_RACE)
    game = solve.load(tmp_path / "g.py")
    ex = solve.Explorer(game)
    ex.depth_limit = None
    done = whole.solve_until(ex, list(game.shape.positions()), float("inf"))
    assert walks.report(game, ex, done.positions, done.labels, "s", None)[1]


ANY_RIGHT = '''# a token on the first cell of a row of free (.) and blocked (#) cells; a move: any number of
# cells right onto a free cell
positions = string(".#", length=range(1, 9)).where(lambda s: s[0] == ".")
def start(cells):
    return (cells, 0)
def moves(state):
    cells, at = state
    for j in range(at + 1, len(cells)):
        if cells[j] == ".":
            yield (cells, j)
def canonical(state):
    return state
'''


def test_steps_that_only_seemed_few_are_caught_on_a_larger_board(tmp_path, monkeypatch):
    """"Any number of cells right" shows steps 1..7 on rows of up to 8 cells: read as those
    seven steps, its recurrence would be false on longer rows. moves() asked on a row twice as
    long shows the step 8 and more, and nothing is claimed."""
    from explore import solve, walks, whole
    (tmp_path / "g.py").write_text(ANY_RIGHT)
    game = solve.load(tmp_path / "g.py")
    ex = solve.Explorer(game)
    ex.depth_limit = None
    whole.solve_until(ex, list(game.shape.positions()), float("inf"))
    assert walks.find(game, ex) is None
    monkeypatch.setattr(walks, "_probed", lambda *a: True)
    seemed = walks.find(game, ex)
    assert seemed is not None and seemed.steps == tuple((0, k) for k in range(1, 8))
