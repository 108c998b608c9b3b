"""The miner's literal index (explore/literal_index.py): the truth tables true on all of P and
false on all of N, against a plain scan of every table, in the same order. Tables of many
densities (nearly empty, nearly full, alike in runs of neighbours as the miner's literals are) and
sets P, N of every size, including none and one example."""
from __future__ import annotations

import random

import pytest

from explore.literal_index import LiteralIndex


def tables_of(rng: random.Random, count: int, how_many: int) -> list[int]:
    full = (1 << count) - 1
    out = []
    for _ in range(how_many):
        kind = rng.randrange(4)
        if kind == 0:       # random at some density
            p = rng.choice((0.02, 0.3, 0.5, 0.7, 0.98))
            t = sum(1 << i for i in range(count) if rng.random() < p)
        elif kind == 1:     # a threshold: examples below some index
            t = (1 << rng.randrange(count + 1)) - 1
        elif kind == 2:     # a residue
            m, r = rng.randrange(2, 7), rng.randrange(7)
            t = sum(1 << i for i in range(count) if i % m == r % m)
        else:               # a combination of two earlier tables
            a, b = rng.choice(out or [0]), rng.choice(out or [full])
            t = rng.choice((a & b, a | b, full ^ a))
        out.append(t & full)
    return list(dict.fromkeys(out))


@pytest.mark.parametrize("count", [1, 7, 8, 9, 64, 300, 2_000])
def test_separating_tables_are_those_of_a_plain_scan(count):
    rng = random.Random(count)
    tables = tables_of(rng, count, 400)
    index = LiteralIndex(tables, count)
    full = (1 << count) - 1
    sets = [0, full, 1, 1 << (count - 1)] + [rng.choice(tables) & rng.choice(tables)
                                               for _ in range(40)]
    sets += [sum(1 << i for i in {rng.randrange(count) for _ in range(k)}) for k in (1, 2, 3, 10)]
    for P in sets:
        assert index.supersets(P) == [t for t in tables if t & P == P]
        assert index.disjoint(P) == [t for t in tables if not t & P]
        N = rng.choice(sets) & ~P
        assert index.separating(P, N) == [t for t in tables if t & P == P and not t & N]


def test_an_example_true_in_no_table_and_in_every_table():
    tables = [0b0110, 0b0100, 0b1110]
    index = LiteralIndex(tables, 4)
    assert index.supersets(0b0001) == []
    assert index.supersets(0b0100) == tables
    assert index.disjoint(0b0100) == []
    assert index.disjoint(0b0001) == tables
    assert index.separating(0b0010, 0b1000) == [0b0110]
