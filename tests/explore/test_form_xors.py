"""Nim in disguise (explore/features.py, form_xors): a game on a few numbers whose every move
lowers one heap that is a number, or a difference or sum of two, less its least value. The
fitted xor is compared with plain searches of the games' rules: UVa 11311's cake (rows and
columns on each side of the bad piece) end to end through `gk explore`, its pasted code against
the search on cakes twice as large; and a fit is only what the labels allow."""
from __future__ import annotations

import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

from explore import features
from explore import positions as shapes
from explore_run import explore_json

CAKE = '''
positions = numbers(m=range(1, 7), n=range(1, 7), r=range(0, 6), c=range(0, 6)).where(
    lambda t: t[2] < t[0] and t[3] < t[1])


def moves(position):
    m, n, r, c = position
    for k in range(1, r + 1):           # the k top rows cut off and eaten
        yield (m - k, n, r - k, c)
    for k in range(1, m - r):           # the k bottom rows
        yield (m - k, n, r, c)
    for k in range(1, c + 1):           # the k left columns
        yield (m, n - k, r, c - k)
    for k in range(1, n - c):           # the k right columns
        yield (m, n - k, r, c)
'''


@lru_cache(maxsize=None)
def cake_wins(m: int, n: int, r: int, c: int) -> bool:
    """The cake game by its rules: some cut leaves the other player a lost cake."""
    after = [(m - k, n, r - k, c) for k in range(1, r + 1)] + \
        [(m - k, n, r, c) for k in range(1, m - r)] + \
        [(m, n - k, r, c - k) for k in range(1, c + 1)] + \
        [(m, n - k, r, c) for k in range(1, n - c)]
    return any(not cake_wins(*p) for p in after)


@pytest.mark.slow   # about 30 s of CPU: the explorer's whole run, then a compile
def test_the_cake_is_nim_on_four_heaps_and_the_code_answers_larger_cakes(tmp_path):
    got = explore_json(tmp_path, CAKE)
    assert got["rules"] and "r xor c xor (m - r - 1) xor (n - c - 1)" in got["rules"][0], \
        got["rules"]
    asked = [(m, n, r, c) for m in range(1, 13) for n in range(1, 13)
             for r in range(0, m, 2) for c in range(0, n, 3)]
    (tmp_path / "main.cpp").write_text(
        "#include <bits/stdc++.h>\n" + (tmp_path / "code.cpp").read_text() +
        "int main() { long long m, n, r, c; while (std::cin >> m >> n >> r >> c) "
        "std::cout << firstWins(m, n, r, c) << '\\n'; }\n")
    subprocess.run(["g++", "-std=c++17", "-O1", "-o", str(tmp_path / "main"),
                    str(tmp_path / "main.cpp")], check=True)
    out = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, check=True,
                         input="".join(f"{m} {n} {r} {c}\n" for m, n, r, c in asked))
    assert [int(x) for x in out.stdout.split()] == [int(cake_wins(*p)) for p in asked]


def test_a_xor_is_kept_only_where_it_gives_every_label():
    shape = shapes.Numbers(("x", "y", "z"), (range(0, 8), range(0, 8), range(0, 8)))
    ps = list(shape.positions())
    # Grundy values: (x - y + 7) xor z, a difference lowered by 7 to reach 0
    fits = features.form_xors(shape, ps, [(x - y + 7) ^ z for x, y, z in ps], "grundy")
    assert [f.name for f in fits] == ["z xor (x - y + 7)"]
    assert all(fits[0].fn(p) == (p[0] - p[1] + 7) ^ p[2] for p in ps)
    # who wins by a rule no xor of heaps gives (x + y + z odd): nothing is made up
    assert features.form_xors(shape, ps, [(x + y + z) % 2 == 1 for x, y, z in ps], "win") == []
    # one number, strings, or score games: not this search
    assert features.form_xors(shapes.Numbers(("n",), (range(9),)), [(n,) for n in range(9)],
                              [n % 2 for n in range(9)], "win") == []
    assert features.form_xors(shape, ps, [0] * len(ps), "score") == []
