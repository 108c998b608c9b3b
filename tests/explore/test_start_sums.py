"""Sums behind start() (explore/start_sums.py): a game on piles whose start() turns each pile
into parts of a state (Zero-Move Nim: a pile and whether its zero-move is still allowed) is a
sum of its piles, a pile a worth the value of start((a,)). The pasted code is compared with a
plain search of the whole game written here from its rules, on multisets the explorer never
saw; start() games that are not such a sum get no sum rule."""
from __future__ import annotations

import random
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

from explore import solve, start_sums, whole
from explore_run import explore_json


ZERO_MOVE = """# Zero-Move Nim: Nim, and once per pile a player may remove nothing from it as a move
positions = multiset(piles=range(1, 7), size=range(1, 5))
def start(piles):
    return tuple(sorted((a, 1) for a in piles))
def moves(state):
    for i, (a, z) in enumerate(state):
        rest = state[:i] + state[i + 1:]
        for left in range(a):
            yield tuple(sorted(rest + ((left, z),))) if left > 0 else rest
        if z:
            yield tuple(sorted(rest + ((a, 0),)))
"""


@lru_cache(maxsize=None)
def zero_move_wins(state: tuple) -> bool:
    """The whole game searched from its rules: state = sorted (items, zero-move unused)."""
    for i, (a, z) in enumerate(state):
        rest = state[:i] + state[i + 1:]
        nexts = [tuple(sorted(rest + ((b, z),))) if b else rest for b in range(a)]
        if z:
            nexts.append(tuple(sorted(rest + ((a, 0),))))
        if any(not zero_move_wins(q) for q in nexts):
            return True
    return False


def run(tmp_path: Path, text: str, *more: str) -> dict:
    return explore_json(tmp_path, text, *more)


def pasted(tmp_path: Path, rows: list) -> list[int]:
    code = (tmp_path / "code.cpp").read_text()
    (tmp_path / "main.cpp").write_text(
        "#include <bits/stdc++.h>\n" + code +
        "int main() { int k; while (std::cin >> k) { std::vector<long long> a(k);"
        " for (auto& v : a) std::cin >> v; std::cout << firstWins(a) << '\\n'; } }\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    text = "".join(f"{len(r)} {' '.join(map(str, r))}\n" for r in rows)
    out = subprocess.run([str(tmp_path / "main")], input=text, capture_output=True, text=True,
                         check=True)
    return [int(x) for x in out.stdout.split()]


def test_zero_move_nim_is_a_sum_of_its_piles(tmp_path):
    got = run(tmp_path, ZERO_MOVE)
    assert got["sum"], got
    assert any(ln.startswith("sum: start() makes each position") for ln in got["sum"])
    assert got["check"].startswith("check: compiled with g++"), got["check"]
    rng = random.Random(5)
    rows = [sorted(rng.randrange(1, 13) for _ in range(rng.randrange(1, 6))) for _ in range(300)]
    rows += [[v] * 4 for v in range(1, 13)]
    want = [int(zero_move_wins(tuple(sorted((a, 1) for a in r)))) for r in rows]
    assert pasted(tmp_path, rows) == want


# Boards given as their sides n1 m1 n2 m2 ..., a king on each board's corner that steps one
# cell down, right or diagonally down-right; a move moves one king; a king at the far corner
# is done. The state: each board's (rows, columns) still ahead of its king, done ones dropped.
KINGS = """positions = sequence(values=range(1, 6), length=range(2, 7, 2))
def start(p):
    boards = [(p[i] - 1, p[i + 1] - 1) for i in range(0, len(p), 2)]
    return tuple(sorted(b for b in boards if b != (0, 0)))
def moves(boards):
    for i, (r, c) in enumerate(boards):
        for dr, dc in ((1, 0), (0, 1), (1, 1)):
            if dr <= r and dc <= c:
                left = (r - dr, c - dc)
                yield tuple(sorted(boards[:i] + boards[i + 1:] + ((left,) if left != (0, 0) else ())))
"""


@lru_cache(maxsize=None)
def kings_win(boards: tuple) -> bool:
    """The whole game of KINGS searched from its rules, every king's every step."""
    for i, (r, c) in enumerate(boards):
        for dr, dc in ((1, 0), (0, 1), (1, 1)):
            if dr <= r and dc <= c:
                left = (r - dr, c - dc)
                rest = boards[:i] + boards[i + 1:] + ((left,) if left != (0, 0) else ())
                if not kings_win(tuple(sorted(rest))):
                    return True
    return False


def test_boards_given_as_rows_of_two_numbers_are_a_sum_of_the_rows(tmp_path):
    """start() makes each board (n, m) of the sequence its own part: the game is the sum of
    its rows, g(row) mined over the row's two numbers, and the pasted code equals the whole
    game searched from its rules on 300 random positions of up to 3 boards of sides up to 10
    (the explorer saw sides up to 5, then 6 and 7 on larger positions)."""
    got = run(tmp_path, KINGS)
    assert any(ln.startswith("sum: start() makes each position the parts of its rows of 2")
               for ln in got["sum"]), got
    assert got["check"].startswith("check: compiled with g++"), got["check"]
    rng = random.Random(12)
    rows = [[rng.randrange(1, 11) for _ in range(2 * rng.randrange(1, 4))] for _ in range(300)]

    def board_state(r):
        return tuple(sorted((r[i] - 1, r[i + 1] - 1) for i in range(0, len(r), 2)
                            if (r[i], r[i + 1]) != (1, 1)))
    assert pasted(tmp_path, rows) == [int(kings_win(board_state(r))) for r in rows]


# Nim on heaps given by ranges: each row (lo, hi) of the sequence is the heaps lo, lo + 1, ...,
# hi (none when hi < lo); a move takes stones from one heap.
RANGES = """positions = sequence(values=range(0, 4), length=range(2, 7, 2))
def start(p):
    return tuple(sorted(h for i in range(0, len(p), 2) for h in range(p[i], p[i + 1] + 1) if h))
def moves(heaps):
    for i, h in enumerate(heaps):
        for left in range(h):
            yield tuple(sorted(heaps[:i] + heaps[i + 1:] + ((left,) if left else ())))
def canonical(heaps):
    return heaps
"""


@lru_cache(maxsize=None)
def nim_wins(heaps: tuple) -> bool:
    return any(not nim_wins(tuple(sorted(heaps[:i] + heaps[i + 1:] + ((left,) if left else ()))))
               for i, h in enumerate(heaps) for left in range(h))


def test_rows_that_are_ranges_of_heaps_get_the_xor_of_the_range(tmp_path):
    """g(row) = the xor of lo..hi, mined over the row's numbers (the xor of 0..n in closed
    form), and the pasted code equals a plain search of the heaps on rows past those seen."""
    got = run(tmp_path, RANGES)
    assert any("xor of a..b" in ln or "xor of b..a" in ln for ln in got["sum"]), got["sum"]
    assert got["check"].startswith("check: compiled with g++"), got["check"]
    rng = random.Random(15)
    rows = []
    while len(rows) < 200:
        r = [rng.randrange(0, 9) for _ in range(2 * rng.randrange(1, 3))]
        if sum(max(0, r[i + 1] - r[i] + 1) for i in range(0, len(r), 2)) <= 9:
            rows.append(r)

    def heaps(r):
        return tuple(sorted(h for i in range(0, len(r), 2) for h in range(r[i], r[i + 1] + 1)
                            if h))
    assert pasted(tmp_path, rows) == [int(nim_wins(heaps(r))) for r in rows]


def test_start_games_that_are_not_sums_of_piles_get_no_sum(tmp_path):
    """A running total shared by every pile (the removed sum mod 3) and a state that keeps one
    extra part besides the piles' (a move counter) are no sum of piles."""
    shared = ("positions = multiset(piles=range(1, 6), size=range(1, 5))\n"
              "def start(p):\n    return (p, 0)\n"
              "def moves(s):\n    stones, total = s\n"
              "    for i, v in enumerate(stones):\n"
              "        if (total + v) % 3:\n"
              "            yield (stones[:i] + stones[i + 1:], (total + v) % 3)\n"
              "def canonical(s):\n    return s\n")
    extra = ("positions = multiset(piles=range(1, 6), size=range(1, 4))\n"
             "def start(p):\n    return tuple(sorted(p)) + (-1,)\n"
             "def moves(s):\n    piles = [v for v in s if v >= 0]\n"
             "    for i, v in enumerate(piles):\n"
             "        for t in (1, 2):\n"
             "            if t <= v:\n"
             "                rest = piles[:i] + piles[i + 1:] + ([v - t] if v > t else [])\n"
             "                yield tuple(sorted(rest)) + (-1,)\n"
             "def canonical(s):\n    return s\n")
    # start() that fails past the declared piles: G is computed as far as it goes, no crash
    (tmp_path / "game.py").write_text(ZERO_MOVE.replace(
        "def start(piles):\n", "def start(piles):\n    assert max(piles) <= 9\n"))
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    labels = ex.results(positions)
    got = start_sums.explore_sum(game, ex, positions, labels,
                                 lambda: whole.larger_solved(ex, game.shape, positions, 300, 10.0),
                                 whole.check_code)
    assert got is not None and got[1] and "grundy" in got[2], got
    # a filtered shape (distinct piles) with start(): read through its inner shape, no crash
    distinct = shared.replace("size=range(1, 5))", "size=range(1, 5)).where("
                              "lambda p: len(set(p)) == len(p))")
    for text in (shared, extra, distinct):
        (tmp_path / "game.py").write_text(text)
        game = solve.load(tmp_path / "game.py")
        ex = solve.Explorer(game)
        positions = whole.enumerate_positions(game.shape)
        labels = ex.results(positions)
        grow = lambda: whole.larger_solved(ex, game.shape, positions, 300, 10.0)
        assert start_sums.explore_sum(game, ex, positions, labels, grow, whole.check_code) \
            is None, text
    # the same Zero-Move Nim, by the same call, is one (the call itself is not what fails)
    (tmp_path / "game.py").write_text(ZERO_MOVE)
    game = solve.load(tmp_path / "game.py")
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    labels = ex.results(positions)
    got = start_sums.explore_sum(game, ex, positions, labels,
                                 lambda: whole.larger_solved(ex, game.shape, positions, 300, 10.0),
                                 whole.check_code)
    assert got is not None and got[1] and got[2]


TOWERS = """# n towers of height m; a move lowers one tower of height x to a proper divisor y of x
positions = numbers(n=range(1, 7), m=range(1, 13))
def start(position):
    n, m = position
    return (m,) * n
def moves(towers):
    for i, x in enumerate(towers):
        rest = towers[:i] + towers[i + 1:]
        for y in range(1, x):
            if x % y == 0:
                yield tuple(sorted(rest + (y,)))
def canonical(state):
    return state
"""


@lru_cache(maxsize=None)
def towers_win(towers: tuple) -> bool:
    """The whole game searched from its rules (sorted heights): no theorem."""
    for i, x in enumerate(towers):
        rest = towers[:i] + towers[i + 1:]
        if any(not towers_win(tuple(sorted(rest + (y,)))) for y in range(1, x) if x % y == 0):
            return True
    return False


def test_larger_positions_the_search_cannot_reach_are_checked_by_the_parts_of_start(tmp_path):
    """Tower Breakers (HackerRank): 24 towers of 48 reach millions of states, and the check two
    sizes larger was cut, so the rule that fits was not claimed. Its states are sums of the
    towers, so the results the search cannot reach come from the towers' values (said in the
    claim); the pasted rule equals a plain search of the whole game on up to 8 towers of 30."""
    got = run(tmp_path, TOWERS, "--budget", "6")
    assert got["rules"], got
    assert "by the sum of the parts start() makes" in got["larger_what"]
    code = (tmp_path / "code.cpp").read_text()
    (tmp_path / "main.cpp").write_text(
        "#include <bits/stdc++.h>\n" + code +
        "int main() { long long n, m; while (std::cin >> n >> m) "
        "std::cout << firstWins(n, m) << '\\n'; }\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    asked = [(n, m) for n in range(1, 9) for m in range(1, 31) if n <= 5 or m % 6 == 0]
    out = subprocess.run([str(tmp_path / "main")], input="".join(f"{n} {m}\n" for n, m in asked),
                         capture_output=True, text=True, check=True)
    assert [int(x) for x in out.stdout.split()] == [int(towers_win((m,) * n)) for n, m in asked]


def test_by_parts_needs_a_sum_and_agrees_with_every_position_searched(tmp_path):
    """No ByParts when a move changes two towers at once, nor for a part whose moves come back
    to it; with the towers, every larger value it gives equals the plain search."""
    def made(text):
        (tmp_path / "g.py").write_text(text)
        game = solve.load(tmp_path / "g.py")
        ex = solve.Explorer(game)
        ex.depth_limit = None
        positions = list(game.shape.positions())
        done = whole.solve_until(ex, positions, float("inf"))
        return game, ex, start_sums.by_parts(game, ex, done.positions, done.labels)
    # a move also halves the tallest other tower: no sum
    joined = TOWERS.replace("yield tuple(sorted(rest + (y,)))",
                            "yield tuple(sorted(rest[:-1] + (rest[-1] // 2 or 1,) + (y,)) "
                            "if rest else (y,))")
    assert made(joined)[2] is None
    game, ex, parts = made(TOWERS)
    assert parts is not None
    for n, m in [(7, 12), (8, 30), (3, 29), (2, 1)]:
        assert (parts.value((n, m)) != 0) == towers_win((m,) * n)
    with_loop = start_sums.ByParts(game, ex)
    with_loop.game = type(game)(**{**game.__dict__, "moves": lambda s: [(s[0] + 1,)] if
                                   s[0] < 3 else [(1,)]})
    try:
        with_loop.part(2)
        raise AssertionError("a part whose moves come back to it was given a value")
    except ValueError:
        pass


COIN_CIRCLE = """# HDU 3951: n coins in a circle; take 1 to k coins standing next to each other
k = param("k", 1)
positions = numbers(n=range(1, 25))
def start(position):
    return (position[0], ())                # the circle (0 once broken), the rows left
def moves(state):
    circle, rows = state
    if circle:
        for t in range(1, min(k, circle) + 1):
            yield (0, (circle - t,) if circle > t else ())
        return
    for j, r in enumerate(rows):
        rest = rows[:j] + rows[j + 1:]
        for t in range(1, min(k, r) + 1):
            for left in range(0, (r - t) // 2 + 1):
                yield (0, tuple(sorted(rest + tuple(x for x in (left, r - t - left) if x))))
"""


@lru_cache(maxsize=None)
def rows_win(rows: tuple, k: int) -> bool:
    """Rows of coins searched whole from the rules: take 1..k adjacent coins of one row."""
    for j, r in enumerate(rows):
        rest = rows[:j] + rows[j + 1:]
        for t in range(1, min(k, r) + 1):
            for left in range(0, r - t + 1):
                after = tuple(sorted(rest + tuple(x for x in (left, r - t - left) if x)))
                if not rows_win(after, k):
                    return True
    return False


def circle_wins(n: int, k: int) -> bool:
    return any(not rows_win((n - t,) if n > t else (), k) for t in range(1, min(k, n) + 1))


@pytest.mark.slow   # about 25 s of CPU: the explorer's whole run on circles up to 96
def test_a_circle_broken_by_the_first_move_is_checked_by_the_sums_after_it(tmp_path):
    """HDU 3951 at k = 1: the circle's state is no sum, every state after the first move is a
    sum of rows. The check two sizes larger was cut by the search (a circle of 58 coins reaches
    over 10^5 states), so "n is odd" stayed a candidate; the positions the search left now get
    their results from the rows' values behind the first move (said in the claim), and the rule
    is claimed, equal to a plain search of the rows up to 26 coins."""
    got = run(tmp_path, COIN_CIRCLE)
    assert got["rules"] and "n is odd" in got["rules"][0], got
    assert "the mex over the first moves of the sums of parts" in got["larger_what"]
    assert all(circle_wins(n, 1) == (n % 2 == 1) for n in range(1, 27))
    # the values behind the first move, from the Gateway itself, at k = 2
    (tmp_path / "k2.py").write_text(COIN_CIRCLE.replace('param("k", 1)', 'param("k", 2)'))
    game = solve.load(tmp_path / "k2.py")
    ex = solve.Explorer(game)
    positions = list(game.shape.positions())
    labels = ex.results(positions)
    parts = start_sums.by_parts(game, ex, positions, labels)
    assert isinstance(parts, start_sums.Gateway)
    assert [bool(parts.value((n,))) for n in range(1, 27)] == [circle_wins(n, 2)
                                                               for n in range(1, 27)]


@pytest.mark.slow   # about 30 s of CPU: a sweep of three values and its check past them
def test_the_check_past_a_sweep_takes_the_circle_s_results_from_the_rows(tmp_path):
    """HDU 3951 swept over k = 1..3 on circles of up to 12 coins: the values past the sweep
    (k = 4, 5, on circles of up to 48) are no longer all searched: what a short search leaves
    comes from the sums of rows behind the first move (said in the check's words), and the rule
    across values equals a plain search of the rows at every k and n checked here."""
    text = COIN_CIRCLE.replace("range(1, 25)", "range(1, 13)")
    got = run(tmp_path, text, "--sweep", "k=1..3")
    across = got["across"]
    assert across["rules"] and "by the mex over the first moves" in across["beyond_what"], across
    code = (tmp_path / "code.cpp").read_text()
    (tmp_path / "main.cpp").write_text(
        "#include <bits/stdc++.h>\n" + code +
        "int main() { long long k, n; while (std::cin >> k >> n) "
        "std::cout << firstWins(k, n) << '\\n'; }\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    asked = [(k, n) for k in range(1, 7) for n in range(1, 27)]
    out = subprocess.run([str(tmp_path / "main")], input="".join(f"{k} {n}\n" for k, n in asked),
                         capture_output=True, text=True, check=True)
    assert [int(x) for x in out.stdout.split()] == [int(circle_wins(n, k)) for k, n in asked]


LINE = """# a line of n stones; a move takes 1 or 3 stones next to each other, which may break the
# line in two; who cannot move loses
positions = numbers(n=range(0, 31))
def start(position):
    return (position[0],) if position[0] else ()
def moves(pieces):
    for i, length in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1:]
        for k in (1, 3):
            for left in range(0, length - k + 1):
                yield tuple(sorted(rest + tuple(p for p in (left, length - k - left) if p)))
"""


@lru_cache(maxsize=None)
def line_wins(pieces: tuple) -> bool:
    """The line searched whole from its rules (no Sprague-Grundy)."""
    for i, length in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1:]
        for k in (1, 3):
            for left in range(0, length - k + 1):
                after = tuple(sorted(rest + tuple(p for p in (left, length - k - left) if p)))
                if not line_wins(after):
                    return True
    return False


def test_declared_positions_past_the_cap_are_given_by_the_parts(tmp_path, monkeypatch):
    """The multisets of pieces of a line of 30 are some 30,000 states; past a cap of 500 the
    search stops and, its states being sums of the pieces, the other positions' results come
    from the pieces' values, equal to a plain search of the whole line. A game whose states
    are no sum is searched whole, past the cap, as before."""
    monkeypatch.setattr(whole, "DECLARED_CAP", 500)

    def declared(text):
        (tmp_path / "g.py").write_text(text)
        game = solve.load(tmp_path / "g.py")
        ex = solve.Explorer(game)
        positions = list(game.shape.positions())
        labels, parts = whole._declared_results(game, ex, positions)
        return positions, labels, parts, ex
    positions, labels, parts, ex = declared(LINE)
    assert parts is not None and ex.declared_by_parts > 5 and len(ex.states) < 2000
    assert labels == [line_wins((n,) if n else ()) for (n,) in positions]
    # a move that also shortens the longest other piece: the pieces are no sum
    joined = LINE.replace("yield tuple(sorted(rest + tuple(",
                          "yield tuple(sorted(rest[:-1] + ((rest[-1] - 1,) if rest and "
                          "rest[-1] > 1 else ()) + tuple(")
    positions, labels, parts, ex = declared(joined)
    assert parts is None and not getattr(ex, "declared_by_parts", 0)
    assert len(labels) == len(positions) and len(ex.states) > 500
