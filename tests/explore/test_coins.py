"""Coin-turning games (explore/coins.py): a row of coins whose moves turn over a set of coins, the
one at the largest place from heads to tails, the sets a head may turn independent of the other
coins, is the sum of its heads. The pasted code is compared with a plain search of the whole
game written here from its rules (no theorem), on rows the explorer never saw; games whose
moves depend on the other coins get no coin rule."""
from __future__ import annotations

import itertools
import random
from functools import lru_cache

import pytest

from explore import coins, solve, whole
from explore_run import explore_json, run_code


# HDU 3537: heads at the places listed; turn one, two or three coins, the largest from heads
MOCK = """positions = subsets(n=7)
result = "grundy"
def moves(heads):
    for x in heads:
        rest = heads - {x}
        yield rest
        for y in range(x):
            yield rest ^ {y}
            for z in range(y):
                yield rest ^ {y, z}
"""

# Ruler on a row of H and T, places counted from the right end: turn a run of consecutive
# coins whose leftmost is a head
RULER = """positions = string("HT", length=range(1, 9))
def moves(s):
    for i, c in enumerate(s):
        if c == "H":
            for j in range(i + 1, len(s) + 1):
                yield s[:i] + "".join("T" if d == "H" else "H" for d in s[i:j]) + s[j:]
"""

# not coin-turning: two heads (both to tails), or one head with the tail just left of it
TWO_HEADS = """positions = string("HT", length=range(1, 9))
def moves(s):
    for i in range(len(s)):
        for j in range(i + 1, len(s)):
            if s[i] == s[j] == "H":
                yield s[:i] + "T" + s[i + 1:j] + "T" + s[j + 1:]
"""


def mex(values) -> int:
    m = 0
    while m in values:
        m += 1
    return m


@lru_cache(maxsize=None)
def mock_grundy(heads: frozenset) -> int:
    """HDU 3537 searched from its rules: g of the whole set of heads, no theorem."""
    out = set()
    for x in heads:
        rest = heads - {x}
        out.add(mock_grundy(rest))
        for y in range(x):
            out.add(mock_grundy(rest ^ {y}))
            for z in range(y):
                out.add(mock_grundy(rest ^ {y, z}))
    return mex(out)


@lru_cache(maxsize=None)
def ruler_wins(s: str) -> bool:
    for i, c in enumerate(s):
        if c == "H":
            for j in range(i + 1, len(s) + 1):
                turned = "".join("T" if d == "H" else "H" for d in s[i:j])
                if not ruler_wins(s[:i] + turned + s[j:]):
                    return True
    return False


def explored(tmp_path, text: str):
    (tmp_path / "game.py").write_text(text)
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)
    grow = lambda: whole.larger_solved(ex, game.shape, positions, 300, 10.0)   # noqa: E731
    return coins.explore_coins(game, ex, positions, labels, grow, whole.check_code)


def test_mock_turtles_on_a_set_is_the_xor_of_its_heads(tmp_path):
    got = explored(tmp_path, MOCK)
    assert got is not None and got[1], got
    lines, _, text = got
    assert lines[0].startswith("coins: ") and "odious" in "\n".join(lines)
    assert any(ln.startswith("check: compiled with g++") for ln in lines), lines
    # every set of heads below 11, which the explorer (subsets of 0..6, one size larger) never
    # reached in full, against the search of the whole game
    sets = [frozenset(c) for k in range(0, 6) for c in itertools.combinations(range(11), k)]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k); "
            "for (auto& v : a) std::cin >> v; std::cout << value(a) << '\\n'; } }\n")
    rows = [" ".join(map(str, [len(h), *sorted(h, reverse=True)])) for h in sets]
    assert run_code(tmp_path, text, main, rows) == [mock_grundy(h) for h in sets]


def test_ruler_on_a_string_counts_places_from_the_right(tmp_path):
    got = explored(tmp_path, RULER)
    assert got is not None and got[1], got
    lines, _, text = got
    assert "counted from the right" in lines[0]
    rows = ["".join(t) for n in range(1, 13) for t in itertools.product("HT", repeat=n)]
    main = ("int main() { std::string s; while (std::cin >> s) "
            "std::cout << firstWins(s) << '\\n'; }\n")
    assert run_code(tmp_path, text, main, rows) == [int(ruler_wins(s)) for s in rows]


def test_moves_that_depend_on_the_other_coins_are_no_coin_game(tmp_path):
    assert explored(tmp_path, TWO_HEADS) is None


def test_the_explorer_ends_with_the_coin_rule(tmp_path):
    document = explore_json(tmp_path, MOCK, code=False)
    assert document["rules"] == ["value = xor of g(head) over the heads"], document
    assert document["check"].startswith("check: compiled with g++")


@pytest.mark.parametrize("end", ["left", "right"])
def test_a_lone_head_is_read_back_at_its_place(end):
    reader = coins._row_reader("string", "H", "T", end, "s")
    for x in range(6):
        assert reader.heads(reader.lone(x)) == (x + 1, frozenset({x}))


def test_a_filtered_row_of_two_values_is_read_as_coins(tmp_path):
    """A row of 1s and 0s as a filtered sequence (at least one head): Turning Turtles, turn a 1
    to 0 and maybe one coin left of it; g of a head at i (from 0) is i + 1, against a search."""
    got = explored(tmp_path, "positions = sequence(values=range(0, 2), length=range(1, 7))"
                             ".where(lambda a: 1 in a)\n"
                             "def moves(a):\n    for i, c in enumerate(a):\n        if c == 1:\n"
                             "            t = a[:i] + (0,) + a[i + 1:]\n            yield t\n"
                             "            for j in range(i):\n"
                             "                yield t[:j] + (1 - t[j],) + t[j + 1:]\n")
    assert got is not None and got[1], got
    lines, _, text = got
    assert "counted from the left" in lines[0]
    assert any(ln.startswith("check: compiled with g++") for ln in lines), lines

    @lru_cache(maxsize=None)
    def wins(a: tuple) -> bool:
        for i, c in enumerate(a):
            if c == 1:
                t = a[:i] + (0,) + a[i + 1:]
                if not wins(t) or any(not wins(t[:j] + (1 - t[j],) + t[j + 1:])
                                      for j in range(i)):
                    return True
        return False
    rows = [r for n in range(1, 11) for r in itertools.product((0, 1), repeat=n)]
    main = ("int main() { int n; while (std::cin >> n) { std::vector<long long> a(n); "
            "for (auto& v : a) std::cin >> v; std::cout << firstWins(a) << '\\n'; } }\n")
    lines_in = [" ".join(map(str, [len(r), *r])) for r in rows]
    assert run_code(tmp_path, text, main, lines_in) == [int(wins(r)) for r in rows]


# ---------------------------------------------------------------- coins on a board

# a head on a cell (a, b) goes to tails, and the mover may turn one more coin, on a cell (a', b')
# with a' < a and b' < b: g(a, b) = min(a, b) (the mex of 0 and the values below and left)
CORNER = """positions = pairs(a=range(1, 4), b=range(1, 4), length=range(1, 4), ordered=False).where(
    lambda p: len(set(p)) == len(p))
result = "grundy"
def moves(cells):
    for (a, b) in cells:
        rest = set(cells) - {(a, b)}
        yield tuple(sorted(rest))
        for x in range(1, a):
            for y in range(1, b):
                yield tuple(sorted(rest ^ {(x, y)}))
"""

# the cells given as an input gives them, r1 c1 r2 c2 ..., and start() makes the board, each
# cell stored as (c, r); a head at (c, r) turns and the mover may turn one more coin (c', r)
# with c' < c: g = c, the column
COLUMNS = """positions = sequence(values=range(1, 4), length=range(2, 7)).where(
    lambda a: len(a) % 2 == 0 and len(set(zip(a[0::2], a[1::2]))) == len(a) // 2)
def start(a):
    return tuple(sorted((c, r) for r, c in zip(a[0::2], a[1::2])))
def moves(cells):
    for (c, r) in cells:
        rest = set(cells) - {(c, r)}
        yield tuple(sorted(rest))
        for d in range(1, c):
            yield tuple(sorted(rest ^ {(d, r)}))
"""

# not coin-turning: a move turns two heads to tails
TWO_CELLS = """positions = pairs(a=range(1, 4), b=range(1, 4), length=range(1, 4), ordered=False).where(
    lambda p: len(set(p)) == len(p))
def moves(cells):
    for i in range(len(cells)):
        for j in range(i + 1, len(cells)):
            yield cells[:i] + cells[i + 1:j] + cells[j + 1:]
"""


def board_explored(tmp_path, text: str):
    """As explored(), with the game as a run reads it (a start() that only cuts rows goes)."""
    (tmp_path / "game.py").write_text(text)
    game = solve.without_identities(solve.load(tmp_path / "game.py"))
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)
    grow = lambda: whole.larger_solved(ex, game.shape, positions, 300, 10.0)   # noqa: E731
    return coins.explore_coins(game, ex, positions, labels, grow, whole.check_code)


def board_claimed(tmp_path, text: str, reader: str, rule: str) -> tuple[list[str], str]:
    """board_explored's run, which must claim a board read by `reader` whose g's rule is `rule`,
    with code that compiled: (its lines, its code)."""
    got = board_explored(tmp_path, text)
    assert got is not None and got[1], got
    lines, _, code = got
    assert reader in "\n".join(lines), lines
    assert any(ln.startswith(f"g's rule: {rule} -- holds") for ln in lines), lines
    assert any(ln.startswith("check: compiled with g++") for ln in lines), lines
    return lines, code


@lru_cache(maxsize=None)
def corner_grundy(cells: frozenset) -> int:
    """The corner game searched from its rules: g of the whole board, no theorem."""
    out = set()
    for (a, b) in cells:
        rest = cells - {(a, b)}
        out.add(corner_grundy(rest))
        for x in range(1, a):
            for y in range(1, b):
                out.add(corner_grundy(rest ^ {(x, y)}))
    return mex(out)


@lru_cache(maxsize=None)
def columns_wins(cells: frozenset) -> bool:
    for (c, r) in cells:
        rest = cells - {(c, r)}
        if not columns_wins(rest) or any(not columns_wins(rest ^ {(d, r)}) for d in range(1, c)):
            return True
    return False


def test_coins_on_cells_of_pairs_are_the_xor_of_a_mined_g(tmp_path):
    got = board_explored(tmp_path, CORNER)
    assert got is not None and got[1], got
    lines, _, text = got
    assert lines[0].startswith("coins on a board: the position is a set of cells"), lines[0]
    assert any(ln.startswith("g's rule: grundy = min -- holds") for ln in lines), lines
    assert any(ln.startswith("check: compiled with g++") for ln in lines), lines
    # every board of up to 3 cells in 1..6 x 1..6, past the explorer's 1..3 (and one larger)
    boards = [frozenset(c) for k in range(4)
              for c in itertools.combinations(itertools.product(range(1, 7), repeat=2), k)]
    main = ("int main() { int k; while (std::cin >> k) { std::vector<long long> a(k), b(k); "
            "for (int i = 0; i < k; ++i) std::cin >> a[i] >> b[i]; "
            "std::cout << value(a, b) << '\\n'; } }\n")
    rows = [" ".join(map(str, [len(b), *itertools.chain(*sorted(b))])) for b in boards]
    assert run_code(tmp_path, text, main, rows) == [corner_grundy(b) for b in boards]


def test_coins_on_the_cells_start_makes_of_rows(tmp_path):
    got = board_explored(tmp_path, COLUMNS)
    assert got is not None and got[1], got
    lines, _, text = got
    assert lines[0].startswith("coins on a board: start() makes a set of cells"), lines[0]
    assert any(ln.startswith("check: compiled with g++") for ln in lines), lines
    cells = list(itertools.product(range(1, 8), repeat=2))
    boards = [c for k in range(1, 4) for c in itertools.combinations(cells, k)]
    main = ("int main() { int n; while (std::cin >> n) { std::vector<long long> a(n); "
            "for (auto& v : a) std::cin >> v; std::cout << firstWins(a) << '\\n'; } }\n")
    rows = [" ".join(map(str, [2 * len(b), *itertools.chain(*b)])) for b in boards]
    want = [int(columns_wins(frozenset((c, r) for r, c in b))) for b in boards]
    assert run_code(tmp_path, text, main, rows) == want


def test_a_move_that_turns_two_heads_is_no_coin_game_on_a_board(tmp_path):
    assert board_explored(tmp_path, TWO_CELLS) is None


# a square board written row by row: a head goes to tails, and the mover may turn one more coin
# left of it in its row: each row is Twins from column 1, g = the column
ROW_TWINS = """positions = string("HT", length=range(1, 10)).where(
    lambda s: round(len(s) ** 0.5) ** 2 == len(s))
def moves(board):
    n = round(len(board) ** 0.5)
    for i, ch in enumerate(board):
        if ch == "H":
            after = board[:i] + "T" + board[i + 1:]
            yield after
            for j in range(i - i % n, i):
                yield after[:j] + ("T" if after[j] == "H" else "H") + after[j + 1:]
"""


@lru_cache(maxsize=None)
def row_twins_wins(board: str) -> bool:
    """The board searched whole from the rules above (no theorem)."""
    n = round(len(board) ** 0.5)
    for i, ch in enumerate(board):
        if ch == "H":
            after = board[:i] + "T" + board[i + 1:]
            if not row_twins_wins(after) or any(
                    not row_twins_wins(after[:j] + ("T" if after[j] == "H" else "H") + after[j + 1:])
                    for j in range(i - i % n, i)):
                return True
    return False


def test_coins_on_a_square_board_written_as_a_string(tmp_path):
    lines, text = board_claimed(tmp_path, ROW_TWINS, "the cells of the 'H's on the square board",
                                "grundy = c")
    # 300 random 4 x 4 boards and every 6 x 6 board with up to two heads: the explorer saw
    # boards up to 3 x 3
    rng = random.Random(4)
    boards = ["".join(rng.choice("HT") for _ in range(16)) for _ in range(300)]
    boards += ["".join("H" if i in heads else "T" for i in range(36))
               for k in range(3) for heads in itertools.combinations(range(36), k)]
    main = ("int main() { std::string s; while (std::cin >> s) "
            "std::cout << firstWins(s) << '\\n'; }\n")
    assert run_code(tmp_path, text, main, boards) == [int(row_twins_wins(b)) for b in boards]


def test_moves_that_refuse_larger_boards_end_the_cells_not_the_run(tmp_path):
    """A file whose moves assert the board is at most 3 x 3 (as a file may hold the statement's
    limits): the cells past it are not computed, and the run goes on with those it has, with
    no error (it once ended in an internal error: the assert came out of the box of cells)."""
    small = ROW_TWINS.replace('    n = round(len(board) ** 0.5)\n',
                              '    n = round(len(board) ** 0.5)\n'
                              '    assert n <= 3, "boards up to 3 x 3"\n')
    assert "assert n <= 3" in small
    got = board_explored(tmp_path, small)
    assert got is not None and got[1], got
    assert any(ln.startswith("g, the value of a cell alone") and "(9 in all)" in ln
               for ln in got[0]), got[0]


# a board 3 cells wide written row by row as 0s and 1s (HDU 3404 Switch lights): a lit cell
# (x2, y2) and a cell (x1, y1) above and left of it, or in its row or column, or itself: the
# distinct corners of that rectangle are switched. Tartan's theorem: g(r, c) = r nim-times c
SWITCH_LIGHTS = """positions = sequence(values=range(0, 2), length=range(3, 7, 3))
def moves(board):
    out = set()
    for k in range(len(board)):
        if board[k] != 1:
            continue
        x2, y2 = divmod(k, 3)
        for x1 in range(x2 + 1):
            for y1 in range(y2 + 1):
                b = list(board)
                for x, y in {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}:
                    b[3 * x + y] ^= 1
                out.add(tuple(b))
    return sorted(out)
"""


@lru_cache(maxsize=None)
def switch_wins(board: tuple) -> bool:
    """The whole board searched from the rules above (no theorem): a bit mask of lit cells."""
    for k in range(len(board)):
        if board[k] == 1:
            x2, y2 = divmod(k, 3)
            for x1 in range(x2 + 1):
                for y1 in range(y2 + 1):
                    b = list(board)
                    for x, y in {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}:
                        b[3 * x + y] ^= 1
                    if not switch_wins(tuple(b)):
                        return True
    return False


@pytest.mark.slow   # about 10 s of CPU: a whole run of the explorer and a plain search
def test_coins_on_a_board_of_three_columns_are_worth_nim_products(tmp_path):
    lines, text = board_claimed(tmp_path, SWITCH_LIGHTS,
                                "the cells of the 1s on the board 3 cells wide",
                                "grundy = nimprod(r, c)")
    assert any("the nim product equal to the Python" in ln for ln in lines), lines
    # every board of up to 3 rows and 300 random ones of 4 and 5 rows: the explorer saw 2 rows
    rng = random.Random(9)
    boards = [b for n in (3, 6, 9) for b in itertools.product((0, 1), repeat=n)]
    boards += [tuple(rng.randint(0, 1) for _ in range(n)) for n in (12, 15) for _ in range(150)]
    main = ("int main() { int n; while (std::cin >> n) { std::vector<long long> a(n); "
            "for (auto& v : a) std::cin >> v; std::cout << firstWins(a) << '\\n'; } }\n")
    lines_in = [" ".join(map(str, (len(b),) + b)) for b in boards]
    assert run_code(tmp_path, text, main, lines_in) == [int(switch_wins(b)) for b in boards]


# the same game as a string of two letters 4 cells wide (not square): read as a row of coins,
# a head's g has no rule, so the board is read, g(r, c) = r nim-times c
WIDE_SWITCH = """positions = string("HT", length=range(4, 9, 4))
def moves(board):
    for k, ch in enumerate(board):
        if ch != "H":
            continue
        x2, y2 = divmod(k, 4)
        for x1 in range(x2 + 1):
            for y1 in range(y2 + 1):
                b = list(board)
                for x, y in {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}:
                    b[4 * x + y] = "T" if b[4 * x + y] == "H" else "H"
                yield "".join(b)
"""


@pytest.mark.slow   # about 10 s of CPU: the same theorem as the board three columns wide
def test_coins_on_a_board_four_wide_written_as_a_string(tmp_path):
    lines, text = board_claimed(tmp_path, WIDE_SWITCH,
                                "the cells of the 'H's on the board 4 cells wide",
                                "grundy = nimprod(r, c)")

    @lru_cache(maxsize=None)
    def wins(board: str) -> bool:
        for k, ch in enumerate(board):
            if ch == "H":
                x2, y2 = divmod(k, 4)
                for x1 in range(x2 + 1):
                    for y1 in range(y2 + 1):
                        b = list(board)
                        for x, y in {(x1, y1), (x1, y2), (x2, y1), (x2, y2)}:
                            b[4 * x + y] = "T" if b[4 * x + y] == "H" else "H"
                        if not wins("".join(b)):
                            return True
        return False
    rng = random.Random(12)
    boards = ["".join(b) for n in (4, 8, 12) for b in itertools.product("HT", repeat=n)]
    boards += ["".join(rng.choice("HT") for _ in range(16)) for _ in range(200)]
    main = ("int main() { std::string s; while (std::cin >> s) "
            "std::cout << firstWins(s) << '\\n'; }\n")
    assert run_code(tmp_path, text, main, boards) == [int(wins(b)) for b in boards]


def test_the_nim_product_against_its_definition_and_the_snippet(tmp_path):
    """x nim-times y (explore/numbers.py) against Conway's mex definition below 24, and
    against the kit's proven snippets/nim_product.hpp on random 64-bit pairs; its pasted C++
    against the Python on the 64-bit extremes."""
    from explore import numbers

    @lru_cache(maxsize=None)
    def by_mex(x: int, y: int) -> int:
        return mex({by_mex(a, y) ^ by_mex(x, b) ^ by_mex(a, b) for a in range(x) for b in range(y)})
    assert all(numbers.nim_product(x, y) == by_mex(x, y) for x in range(24) for y in range(24))
    rng = random.Random(11)
    pairs = [(rng.getrandbits(rng.randint(1, 64)), rng.getrandbits(rng.randint(1, 64)))
             for _ in range(300)]
    main = ('#include "snippets/nim_product.hpp"\n'
            "int main() { unsigned long long a, b; while (std::cin >> a >> b) "
            "std::cout << nimProduct(a, b) << '\\n'; }\n")
    (tmp_path / "main.cpp").write_text("#include <bits/stdc++.h>\n" + main)
    import subprocess
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    subprocess.run(["g++", "-std=c++17", "-O1", "-I", str(root), "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    out = subprocess.run([str(tmp_path / "main")], input="".join(f"{a} {b}\n" for a, b in pairs),
                         capture_output=True, text=True, check=True).stdout.split()
    assert [int(v) for v in out] == [numbers.nim_product(a, b) for a, b in pairs]
    assert numbers.check_nim_product_cpp() == []


# a row of coins on 0s and 1s whose lengths are all even: a head goes to tails and may turn one
# more coin left of it (Twins, g = place + 1). It is read as a row, with its pattern; the board
# two cells wide is read only when the row's g has none
EVEN_ROW = """positions = sequence(values=range(0, 2), length=range(2, 11, 2))
def moves(row):
    for i, v in enumerate(row):
        if v == 1:
            after = row[:i] + (0,) + row[i + 1:]
            yield after
            for j in range(i):
                yield after[:j] + (1 - after[j],) + after[j + 1:]
"""


@pytest.mark.slow   # about 10 s of CPU: a whole run of the explorer and a plain search
def test_a_row_of_even_length_is_read_as_a_row_before_a_board():
    import tempfile
    from pathlib import Path
    with tempfile.TemporaryDirectory() as tmp:
        got = board_explored(Path(tmp), EVEN_ROW)
    assert got is not None and got[1], got
    lines = got[0]
    assert lines[0].startswith("coins: every move turns over a set of coins"), lines[0]
    assert any(ln.startswith("g's pattern:") and ln.split("  [")[0].endswith("g(n) = n + 1")
               for ln in lines), lines
