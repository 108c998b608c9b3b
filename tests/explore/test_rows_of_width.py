"""A board written as one string, rows of w cells, w a parameter (explore/features.py,
rows_of_width): the grid's features are read on it. CF 1365A Matrix Game written so gets its rule
over the free rows and columns; the pasted code is compared with a plain search of the rules on
boards taller than those the explorer computed, and the features with the grid's own."""
from __future__ import annotations

import random
from functools import lru_cache

from explore.features import grid_features, rows_of_width
from explore_run import ROOT, explore_json, run_code

# the trial set's CF 1365A, a board of w cells a row written as one string
MATRIX_GAME = (ROOT / "tests/explore/trials2/fresh10/matrix_game.py").read_text()


@lru_cache(maxsize=None)
def matrix_first_wins(cells: str, w: int) -> bool:
    """The rules searched plainly."""
    h = len(cells) // w
    for r in range(h):
        for c in range(w):
            if all(cells[r * w + j] == "0" for j in range(w)) and \
                    all(cells[i * w + c] == "0" for i in range(h)):
                p = r * w + c
                if not matrix_first_wins(cells[:p] + "1" + cells[p + 1:], w):
                    return True
    return False


def test_a_board_written_as_one_string_is_read_as_its_grid(tmp_path):
    got = explore_json(tmp_path, MATRIX_GAME, "--set", "w=3", "--budget", "4")
    assert got["rules"] and "as rows of 3: min(rows, columns of 0s only)" in got["rules"][0], \
        got["rules"]
    rng = random.Random(2)
    boards = ["".join(rng.choice("0000001") for _ in range(3 * h))
              for h in range(5, 9) for _ in range(40)]
    main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
            "std::cout << (int)firstWins(s) << '\\n'; }\n")
    assert run_code(tmp_path, got["code"], main, boards) == \
        [int(matrix_first_wins(b, 3)) for b in boards]


def test_the_features_by_rows_are_the_grids():
    strings = ["0110", "000111", "10", "1111", "010010"]
    grids = [[s[i:i + 2] for i in range(0, len(s), 2)] for s in strings]
    by_rows = {f.name: f for f in rows_of_width(strings, 2)}
    for f in grid_features(grids):
        mine = by_rows[f"as rows of 2: {f.name}"]
        assert [mine.fn(s) for s in strings] == [f.fn(g) for g in grids]
