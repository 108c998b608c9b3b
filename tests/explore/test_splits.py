"""A heap split into near-equal parts (explore/splits.py, through explore/one_number.py): the
moves of one number are read as splits, every state searched (a multiset of heaps) is checked
against the xor of the recurrence's g, and the pasted code is compared here with a plain search
of the WHOLE game (every multiset of heaps, by its rules) on small heaps and with a plain
Sprague-Grundy memo of the rules on heaps far larger than the explorer saw."""
from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

from explore import one_number, solve, splits, whole

HALVES_OR_THIRDS = """
positions = numbers(n=range(1, 31))
result = "win"


def moves(piles):
    for i, m in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for t in (2, 4):          # split one heap into 2 or 4 parts as equal as they can be
            if m >= t:
                q, r = divmod(m, t)
                yield tuple(sorted(rest + (q + 1,) * r + (q,) * (t - r)))
"""


def _parts(m: int, t: int) -> tuple:
    q, r = divmod(m, t)
    return (q + 1,) * r + (q,) * (t - r)


@lru_cache(maxsize=None)
def whole_game_wins(piles: tuple) -> bool:
    """A plain search of HALVES_OR_THIRDS's rules on a multiset of heaps (no theorem)."""
    nexts = {tuple(sorted(piles[:i] + piles[i + 1:] + _parts(m, t)))
             for i, m in enumerate(piles) for t in (2, 4) if m >= t}
    return any(not whole_game_wins(q) for q in nexts)


@lru_cache(maxsize=None)
def heap_grundy(m: int) -> int:
    """Sprague-Grundy on one heap of the same rules, memoised: for heaps far past the search."""
    seen = set()
    for t in (2, 4):
        if m >= t:
            x = 0
            for h in _parts(m, t):
                x ^= heap_grundy(h)
            seen.add(x)
    x = 0
    while x in seen:
        x += 1
    return x


def report(tmp_path: Path, text: str, checker=whole.check_code):
    path = tmp_path / "game.py"
    path.write_text(text)
    game = solve.load(path)
    ex = solve.Explorer(game)
    positions = whole.enumerate_positions(game.shape)
    ex.results(positions)
    return one_number.report(game, ex, whole.solve_until, checker)


def test_a_heap_split_into_near_equal_parts_gets_its_recurrence(tmp_path):
    lines, code, check, rule = report(tmp_path, HALVES_OR_THIRDS)
    assert lines and lines[0].startswith("heaps: moves() of every heap n = 0..255 split a heap "
                                         "into t near-equal parts, t in {2, 4}"), lines
    assert check.startswith("check: compiled with g++"), check
    # the whole game on one heap of up to 30 (the explorer's own positions were searched so)
    ns = list(range(1, 31))
    line = whole.check_code(code, "firstWins", "n", [(n,) for n in ns],
                            [whole_game_wins((n,)) for n in ns], "win")
    assert line.startswith("check: compiled with g++"), line
    # far past it, up to 10^15: the map memo reaches few numbers
    rng = random.Random(3)
    big = [rng.randint(31, 10 ** 15) for _ in range(200)]
    want = [heap_grundy(n) != 0 for n in big]
    assert True in want and False in want
    line = whole.check_code(code, "firstWins", "n", [(n,) for n in big], want, "win")
    assert line.startswith("check: compiled with g++"), line


def test_splits_and_takes_are_read_together():
    """Split an even heap into two equal halves, or take one counter (Codeforces 603C at
    k = 2): equal splits with the take S = {1}, and the values of the recurrence equal a plain
    Sprague-Grundy memo of those rules."""
    def moves(p):
        n = p[0]
        if n >= 1:
            yield (n - 1,)
        if n >= 2 and n % 2 == 0:
            yield (n // 2, n // 2)
    options = splits.options_of(moves, 127)
    got = splits.read(options)
    assert got == splits.Splits((2,), True, (1,)), got

    @lru_cache(maxsize=None)
    def g(n: int) -> int:
        seen = {g(n - 1)} if n else set()
        if n >= 2 and n % 2 == 0:
            seen.add(0)             # two equal halves cancel
        return next(x for x in range(len(seen) + 1) if x not in seen)
    assert splits.values(got, 128) == [g(n) for n in range(128)]
    # the pasted table (takes: filled up to n) against the same memo far past the heaps read
    claim, code = splits.recurrence(options, [g(n) for n in range(128)], "grundy")
    for n in range(5000):
        g(n)                        # bottom up: no deep recursion
    ns = list(range(0, 5000, 7))
    line = whole.check_code(code, "grundy", "n", [(n,) for n in ns], [g(n) for n in ns],
                            "grundy")
    assert line.startswith("check: compiled with g++"), line


def test_a_game_whose_heaps_are_no_sum_gets_no_recurrence(tmp_path):
    """No split once there are four heaps or more: one heap alone moves as the splits do, but a
    state of several heaps does not, and its results differ from the xor of g (on 159 of the
    288 states one heap of up to 30 reaches): nothing is claimed."""
    text = HALVES_OR_THIRDS.replace("        rest = piles[:i] + piles[i + 1:]\n",
                                    "        if len(piles) > 3:\n            return\n"
                                    "        rest = piles[:i] + piles[i + 1:]\n")
    assert text != HALVES_OR_THIRDS
    lines, code, _, _ = report(tmp_path, text, None)
    assert not any(ln.startswith("heaps:") for ln in lines), lines
