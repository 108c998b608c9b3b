"""A first move into a heap game (explore/gates.py): a game on one number whose start(n) is a
circle and whose first move leaves rows of a take-and-break game. The recurrence pasted is
compared with a plain search of the whole game (the circle, then the multiset of rows, searched
as one position: no Grundy value), far past the numbers the file declares; a circle whose first
move leaves something that is not a row of one family gets no such recurrence."""
from __future__ import annotations

import tempfile
from functools import lru_cache
from pathlib import Path

from explore import breaks, codes_sweep, gates, solve
from explore_run import explore_json, run_code

PAINT = """# a circle of n beads; a move paints m consecutive unpainted beads; the first painting
# leaves a row, a painting inside a row leaves the beads on its two sides as two rows
m = param("m", 3)
positions = numbers(n=range(1, 31))
def start(position):
    (n,) = position
    return ("circle", n)
def moves(state):
    kind, length = state
    if length < m:
        return
    if kind == "circle":
        yield ("row", length - m)
        return
    for left in range(0, length - m + 1):
        if left <= length - m - left:
            yield [("row", left), ("row", length - m - left)]
"""


def plain_wins(m: int):
    """Who wins the circle of n, by searching the circle and then the multiset of rows whole:
    a move paints m consecutive beads of one row, by the rules alone."""
    @lru_cache(maxsize=None)
    def rows_win(rows: tuple) -> bool:
        for i, r in enumerate(rows):
            rest = rows[:i] + rows[i + 1:]
            for left in range(0, r - m + 1):
                after = tuple(sorted(rest + tuple(x for x in (left, r - m - left) if x)))
                if not rows_win(after):
                    return True
        return False

    def circle_wins(n: int) -> bool:
        # every choice of m beads on a circle leaves one row of n - m, up to rotation
        return n >= m and not rows_win(tuple(x for x in (n - m,) if x))
    return circle_wins


def test_a_circle_cut_into_rows_gets_the_rows_recurrence_past_the_search(tmp_path):
    """Paint Chain with m = 3: the rows are the octal game 0.007, with no period in the 4,096
    values computed, so no pattern holds; the first move is 0.003. The pasted code equals the
    plain search of the whole game on every n up to 40 (the file declares 30)."""
    doc = explore_json(tmp_path, PAINT, "--set", "m=3", "--budget", "4")
    code = (tmp_path / "code.cpp").read_text()
    assert "0.007" in code and "0.003" in code, code[:400]
    wins = plain_wins(3)
    main = ("int main() { long long n; while (std::cin >> n) std::cout << outcome(n) << '\\n'; "
            "}\n")
    got = run_code(tmp_path, code, main, [str(n) for n in range(1, 41)])
    assert got == [int(wins(n)) for n in range(1, 41)]
    assert any("0.007" in line for line in doc.get("lines", [])) or "recurrence" in str(doc)


def test_the_first_move_and_the_rows_are_read_as_two_codes():
    """The two codes read from the file's moves, for m = 2 and m = 4, and their values equal the
    plain search on every n up to 36."""
    for m, first, rows in ((2, (0, 0, 3), (0, 0, 7)), (4, (0, 0, 0, 0, 3), (0, 0, 0, 0, 7))):
        game = _load(PAINT, m)
        f, d, _ = gates.read(game, 80)
        assert (f.digits, d.digits) == (first, rows), m
        v = gates.first_values(f, d, 37)
        wins = plain_wins(m)
        assert [int(x != 0) for x in v[1:]] == [int(wins(n)) for n in range(1, 37)], m


# the first move leaves a row and a part of another kind beside it
NOT_ROWS = PAINT.replace('yield ("row", length - m)', 'yield [("row", length - m), ("mark", 1)]')


def test_a_first_move_that_leaves_no_row_of_the_family_gets_no_recurrence():
    game = _load(NOT_ROWS, 3)
    assert gates.read(game, 80) is None
    v = [0] * 81
    assert gates.recurrence(game, v, "win") is None


def _load(text: str, m: int, **more: int):
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "paint.py"
        path.write_text(text)
        return solve.load(path, {"a" if "b" in more else "m": m, **more})


# a line of n stones; a move removes a or b stones next to each other (the line may break in
# two); the state is the lengths of the pieces, sorted, as start() makes it: no first move of
# another kind, every state a tuple of heaps
LINE = """a = param("a", 2)
b = param("b", 4)
positions = numbers(n=range(0, 31))
result = "win"
def start(position):
    (n,) = position
    return (n,) if n > 0 else ()
def moves(pieces):
    for i, length in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1:]
        for k in (a, b):
            for left in range(0, length - k + 1):
                right = length - k - left
                yield tuple(sorted(rest + tuple(p for p in (left, right) if p > 0)))
"""


@lru_cache(maxsize=None)
def line_wins(ks: tuple, pieces: tuple) -> bool:
    """Who wins the pieces, searched whole as one multiset, by the rules alone."""
    for i, length in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1:]
        for k in ks:
            for left in range(0, length - k + 1):
                after = tuple(sorted(rest + tuple(x for x in (left, length - k - left) if x)))
                if not line_wins(ks, after):
                    return True
    return False


def test_a_line_whose_state_is_its_pieces_is_read_as_the_heap_game():
    """start(n) = (n,) and moves to tuples of pieces: the heap's own moves are the octal code
    (0.0707 for {2, 4}), read at one value and by the sweep, and its g's xor gives the plain
    search of the whole line on every n up to 40 and on lines already in pieces; a circle's
    start(n) is no heap alone."""
    for a, b, digits in ((2, 4, (0, 0, 7, 0, 7)), (1, 3, (0, 7, 0, 7)), (2, 7, (0, 0, 7, 0, 0, 0, 0, 7))):
        game = _load(LINE, a, b=b)
        assert gates.heap_moves(game, 127) is not None
        found = gates.heap_code(game, 127)
        assert found is not None and found[0].digits == digits, (a, b, found)
        code = found[0]
        assert code == breaks.read(breaks.options_of(gates.heap_moves(game, 127), 127))
        assert codes_sweep.read_at(game) == (None, code)
        g = breaks.values(code, 41)
        assert [g[n] != 0 for n in range(41)] == [line_wins((a, b), (n,) if n else ())
                                                  for n in range(41)], (a, b)
        for pieces in ((3, 5), (2, 2, 7), (1, 4, 6)):
            assert (g[pieces[0]] ^ g[pieces[1]] ^ (g[pieces[2]] if len(pieces) > 2 else 0)
                    != 0) == line_wins((a, b), pieces), (a, b, pieces)
    assert gates.heap_moves(_load(PAINT, 3), 40) is None
    assert gates.heap_code(_load(PAINT, 3), 40) is None


def test_a_line_of_pieces_gets_the_octal_recurrence_past_its_search(tmp_path):
    """The whole search of n meets every multiset of pieces; g comes from the code instead,
    checked as the xor over the pieces at every state searched, and the pasted code equals the
    plain search far past the declared numbers (to 60; the file declares 30)."""
    explore_json(tmp_path, LINE, "--set", "a=2", "--set", "b=4", "--budget", "2")
    code = (tmp_path / "code.cpp").read_text()
    assert "0.0707" in code, code[:400]
    main = ("int main() { long long n; while (std::cin >> n) std::cout << firstWins(n) << '\\n';"
            " }\n")
    got = run_code(tmp_path, code, main, [str(n) for n in range(0, 61)])
    assert got == [int(line_wins((2, 4), (n,) if n else ())) for n in range(0, 61)]
