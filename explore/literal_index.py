"""Which literals hold on a given example: the miner's search asks, thousands of times per
problem, for every literal true on all of a set P of examples and false on all of a set N, and a
scan of every literal's truth table costs about 1 µs per literal at 20,000 examples (9,722
literals of a sequence's vocabulary: 9 ms a question, 5,362 questions, 64 s under cProfile of
the 3-literal search that finds no rule at 10^5 positions; docs/explore-miner.md).

A truth table is a Python int over the examples (bit i = example i). The index transposes a few
columns of that matrix: for an example e, the set of literals true at e, as an int over the
literals (bit j = the j-th truth table). A literal true on all of P is true at every example of
P, so the literals true at a few examples of P and false at a few of N (an AND of their columns
and of the complements) hold every answer, and usually few others; each of those is then checked
against P and N in full. The answers are the same
literals, in the same order, as the scan's.
"""
from __future__ import annotations

import itertools

PIVOTS = 24          # examples of P and N whose columns are intersected at most
FEW = 16             # ... fewer once at most this many candidates are left (each checked in full)

# byte -> b"1" where the byte has bit b, else b"0": a column's bits at C speed
_BIT_OF = [bytes(49 if (v >> b) & 1 else 48 for v in range(256)) for b in range(8)]


class LiteralIndex:
    """The truth tables of a vocabulary's literals, and their columns made on demand (kept: a
    search asks again about the same examples)."""

    def __init__(self, tables: list[int], count: int):
        """tables: the truth tables, each an int of `count` bits."""
        self.tables = tables
        self.width = (count + 7) // 8
        # every table's bytes side by side: example e's column is every width-th byte
        self._bytes = b"".join(t.to_bytes(self.width, "little") for t in tables)
        self._columns: dict[int, int] = {}
        self.everything = (1 << len(tables)) - 1

    def column(self, e: int) -> int:
        """The literals true at example e, bit j for tables[j]."""
        got = self._columns.get(e)
        if got is None:
            bits = self._bytes[e >> 3::self.width].translate(_BIT_OF[e & 7])[::-1]
            got = self._columns[e] = int(bits or b"0", 2)
        return got

    def supersets(self, P: int) -> list[int]:
        """The tables true on all of P (m & P == P), in the order of `tables`."""
        return self.separating(P, 0)

    def disjoint(self, N: int) -> list[int]:
        """The tables false on all of N (m & N == 0), in the order of `tables`."""
        return self.separating(0, N)

    def separating(self, P: int, N: int) -> list[int]:
        """The tables true on all of P and false on all of N, in the order of `tables`."""
        candidates = self.everything
        for e, true_at_e in _spread(P, N, PIVOTS):
            col = self.column(e)
            candidates &= col if true_at_e else self.everything ^ col
            if candidates.bit_count() <= FEW:
                break
        tables = self.tables
        return [tables[j] for j in _ones(candidates)
                if tables[j] & P == P and not tables[j] & N]


def _spread(P: int, N: int, k: int) -> list[tuple[int, bool]]:
    """Up to k examples of P and N (example, in P), spread over the range of each (neighbours
    are often alike), taken from P and N in turn."""
    of_p, of_n = _spread_over(P, k - k // 2 if N else k), _spread_over(N, k // 2 if P else k)
    turns = [(e, True) for e in of_p], [(e, False) for e in of_n]
    out = [x for pair in itertools.zip_longest(*turns) for x in pair if x is not None]
    return out[:k]


def _spread_over(S: int, k: int) -> list[int]:
    """Up to k examples of S, spread over its whole range."""
    if not S or k <= 0:
        return []
    size = S.bit_length()
    out: list[int] = []
    for start in range(0, size, max(1, size // k)):
        rest = S >> start               # not 0: S's highest bit is at size - 1 >= start
        i = start + (rest & -rest).bit_length() - 1     # its lowest bit: the first at >= start
        if not out or i != out[-1]:
            out.append(i)
    return out


def _ones(x: int) -> list[int]:
    """The indices of the 1 bits of x, increasing."""
    digits = bin(x)[:1:-1]
    out, i = [], digits.find("1")
    while i >= 0:
        out.append(i)
        i = digits.find("1", i + 1)
    return out
