"""Moves on up to k piles at once: Moore's Nim_k over the piles' Grundy values (docs/explore.md,
"Moves on up to k piles at once"). In Moore's Nim_k (E. H. Moore, 1910; Winning Ways, ch. 15) a
move takes from any 1 to k heaps, and the player to move loses exactly when, for every bit, the
number of heaps with that bit set is a multiple of k + 1. Contest games play it over other
piles: a move changes 1 to k piles, each by one of its own moves, and the test is then made on
each pile's Grundy value g. A pile whose options are worth exactly 0..g - 1 (none worth more)
is a Nim heap of size g, and Moore's proof then carries over; a pile with an option worth more
breaks it (a subtraction game's n mod 4: 4 -> 3 raises the value), so such piles are refused,
and the rule is kept only where it gives every result computed and larger ones (that a move
may change any 1 to k piles, each by any of its own moves, is seen on the states, not proven).

The explorer needs no list of such games. For a game of who wins on a multiset whose states are
the positions, it reads k as the most piles a move of a state searched changes (2 or more: one is
an ordinary sum, explore/sums.py), computes g of each pile alone on the game's own graph (the
position of that one pile, whose every option must be one pile or none, worth less than it),
compares the rule with
every result computed and with positions two sizes larger, and pastes g (its pattern, through the
1-D engine, or its mined rule, or its table) and the bit counts. Nothing here knows a game."""
from __future__ import annotations

import time
from collections import Counter
from typing import Callable

from . import sums

MAX_K = 8               # piles one move changes, at most, for the rule to be tried
BITS = 62
G_VALUES = 64         # g(0..63) at least, for g's pattern or rule
FAR_VALUES = 512      # g(0..511) when their search takes at most FAR_SECONDS of CPU
FAR_SECONDS = 5.0


def applies(game) -> bool:
    return (game.result == "win" and getattr(game.shape, "kind", "") == "multiset" and
            game.start is None and game.winner is None and game.final is None)


def piles_changed(ex) -> int | None:
    """The most piles a move of a searched state changes, when every move only lowers or
    empties piles (no pile is added, none grows); None otherwise or past MAX_K."""
    most = 0
    for s, opts in zip(ex.states, ex.opts):
        if not isinstance(s, tuple) or not all(isinstance(v, int) for v in s):
            return None
        have = Counter(s)
        for opt in opts:
            if len(opt) != 1:
                return None
            after = ex.states[opt[0]]
            if not isinstance(after, tuple) or len(after) > len(s):
                return None
            gone = have - Counter(after)
            came = Counter(after) - have
            if sum(came.values()) > sum(gone.values()):
                return None
            changed = sum(gone.values())
            if changed > MAX_K:
                return None
            most = max(most, changed)
    return most


def pile_values(ex, top: int, seconds: float | None = None) -> list[int] | None:
    """g(0..top) of one pile alone, on the game's own graph; None when a pile's option is more
    than one pile or worth more than the pile, the one-pile game has a loop, or its search
    takes more than `seconds` of CPU (the piles' states are then forgotten)."""
    deadline = None if seconds is None else time.process_time() + seconds
    known = len(ex.states)
    try:
        ex.add([(x,) for x in range(1, top + 1)], deadline=deadline)
    except Exception:       # past the deadline, or the file refuses a pile: no values
        return None
    got = _values(ex, top)
    if got is None and len(ex.states) > known:
        # the piles' states are forgotten, so that the graph stays whole for what comes
        # after (a pile alone may reach a loop the positions never do: a later solve of the
        # graph would stop there)
        ex._forget_from(known)
        del ex.labels[known:]
    return got


def _values(ex, top: int) -> list[int] | None:
    """g(0..top) of the piles (x,) on the graph, or None (module docstring)."""
    index = {ex.states[i]: i for i in range(len(ex.states))}
    g: dict = {0: 0}

    def value(x: int, busy: set) -> int | None:
        if x in g:
            return g[x]
        if x in busy:
            return None                         # a loop
        i = index.get((x,))
        if i is None:
            return None
        busy.add(x)
        seen = set()
        for opt in ex.opts[i]:
            after = ex.states[opt[0]] if len(opt) == 1 else None
            if after == ():
                seen.add(0)
            elif isinstance(after, tuple) and len(after) == 1:
                v = value(after[0], busy)
                if v is None:
                    return None
                seen.add(v)
            else:
                return None
        busy.discard(x)
        m = 0
        while m in seen:
            m += 1
        if max(seen, default=-1) > m:
            return None     # an option worth more: no Nim heap of size m (Moore's proof fails)
        g[x] = m
        return m
    for x in range(1, top + 1):
        if value(x, set()) is None:
            return None
    return [g[x] for x in range(top + 1)]


def loses(g: list[int], piles, k: int) -> bool:
    return all(sum(g[p] >> b & 1 for p in piles) % (k + 1) == 0
               for b in range(max(g).bit_length() + 1))


def report(game, ex, positions: list, labels: list, past: Callable, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when a move changes up to k >= 2 piles and
    Moore's test over g gives every result; ([], "", "") otherwise."""
    if not applies(game) or not positions:
        return [], "", ""
    ex.add(positions)
    k = piles_changed(ex)
    if k is None or k < 2:
        return [], "", ""
    top = max((max(p, default=0) for p in positions), default=0)
    g = pile_values(ex, top)
    if g is None or any(loses(g, p, k) == bool(lab) for p, lab in zip(positions, labels)):
        return [], "", ""
    larger, larger_labels, whats = past(positions)
    if not larger or piles_changed(ex) != k:
        return [], "", ""
    # g far enough for its pattern or rule to show (the 1-D engine reads the first half), as
    # far as a sum's piles go (explore/sums.py) when that search is quick
    top = max(4 * top, max((max(p, default=0) for p in larger), default=0), G_VALUES - 1)
    g = pile_values(ex, max(top, FAR_VALUES - 1), FAR_SECONDS) or pile_values(ex, top)
    if g is None or any(loses(g, p, k) == bool(lab) for p, lab in zip(larger, larger_labels)):
        return [], "", ""
    found = sums.Sum(sums.cutters(game.shape)[0], len(ex.states), dict(enumerate(g)), numbers=g)
    sums.number_rule(found, g)
    g_code, status = sums.g_cpp(found)
    rule = (f"first wins iff for some bit, the number of piles whose g has it is not a multiple "
            f"of {k + 1} (Moore's Nim_{k} over g(pile): a move changes 1 to {k} piles)")
    lines = [f"recurrence: {rule}; g(pile) from the game of one pile alone; it gives all "
             f"{len(positions):,} results computed and {len(larger):,} larger ones "
             f"({'; '.join(whats)})  [checked, not proven]",
             f"g: {status}"]
    text = (f"// Moore's Nim_{k} over the piles' Grundy values: the player to move loses iff, "
            f"for every bit,\n// the number of piles whose g has it is a multiple of {k + 1} "
            f"(found by gk explore on\n// {game.name}; checked, not proven); g: "
            f"{status[:200]}\n{g_code}"
            f"bool firstWins(const std::vector<long long>& a) {{\n"
            f"  for (int b = 0; b < {BITS}; ++b) {{\n"
            f"    long long c = 0;\n"
            f"    for (long long x : a) c += grundy(x) >> b & 1;\n"
            f"    if (c % {k + 1} != 0) return true;\n  }}\n  return false;\n}}\n")
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        checked = check(text, "firstWins", "a", list(positions) + list(larger),
                        list(labels) + list(larger_labels), "win", game.shape)
        lines.append(checked)
    return lines, text, checked
