"""A game on one number read as a sequence (docs/explore.md, "A game on one number: its
sequence"). When no rule over the features of n fits a game declared on `numbers(n=...)`, its
results for n = 0, 1, 2, ... (who wins, or the Grundy value) are a sequence, and the 1-D engine
of the games on numbers (explore/pattern.py) reads it: a period after any preperiod, closed
forms, known sequences (Grundy's game: its P-positions stop at n = 1222). The values are
computed by the same search of the file's moves, doubling while the CPU budget lasts up to
n = TOP; the pattern is sought on the first half and must hold on all of them. A game whose
moves are not defined below its declared numbers (the counter game, declared from n = 1, loops
at 0) is read from its first number s instead: the sequence of m = n - s."""
from __future__ import annotations

import re

from . import positions as shapes
from .claims import Basis
from .code import code_for_1d, pasteable
from .pattern import analyse_1d
from .progress import cpu_seconds
from . import automatic, breaks, divisions, gates, geometric, number_moves, splits, takes
from .values import load_known, run_family

SECONDS = 20.0      # CPU seconds for the values past the declared ones
TOP = 4096          # values computed at most
FIRST = 64          # values computed at least (else no pattern is sought)


def _one_number(shape) -> range | None:
    if isinstance(shape, shapes.Numbers) and len(shape.ranges) == 1 \
            and shape.ranges[0].step == 1 and shape.ranges[0].start >= 0:
        return shape.ranges[0]
    return None


def _values(ex, solve_until, lo: int, top: int, deadline: float) -> list[int]:
    """The results of n = lo, lo + 1, ... as far as the deadline allows (a prefix), as
    numbers."""
    done = solve_until(ex, [(n,) for n in range(lo, top + 1)], deadline)
    got = dict(zip(done.positions, done.labels))
    out = []
    for n in range(lo, top + 1):
        if (n,) not in got:
            break
        out.append(int(got[(n,)]))
    return out


def report(game, ex, solve_until, checker, computed=((), ())
             ) -> tuple[list[str], str, str, str]:
    """(lines to print, the code to paste, its check line, the rule in words), all empty when
    the game is not on one number, its results are not 0/1 or Grundy values, or the 1-D engine
    sees no pattern that holds on every value computed. computed: (positions, results) the run
    solved elsewhere (the check on larger positions): a pattern read on n = 0..N is also held
    to those past N, and rejected where it fails there."""
    r = _one_number(game.shape)
    if r is None or game.result not in ("win", "misere", "grundy"):
        return [], "", "", ""
    kind = "grundy" if game.result == "grundy" else "outcome"
    split = _split_heaps(game, ex, r, checker)
    if split is not None:
        return split
    found = _heap_tuples(game, ex, kind)
    if found is not None:
        return _reported(game, found, r, kind, checker, "g of each heap by the octal code's "
                         "recurrence, its xor over the heaps checked at every state searched")
    deadline = cpu_seconds() + SECONDS
    # below the declared numbers on a new explorer: a cycle met there stays in the one given
    below = ex if r.start == 0 else type(ex)(ex.game)
    found = _read(below, solve_until, r, kind, deadline, 0, game)
    if found is None and r.start > 0:
        # its moves fail or loop below the declared numbers: the sequence from its first one
        found = _read(ex, solve_until, r, kind, deadline, r.start)
    if found is None:
        return [], "", "", ""
    return _reported(game, found, r, kind, checker, past=computed)


def _past(found: tuple, computed) -> tuple[list, list]:
    """The positions (n,) the run solved past the values read, with their results as numbers."""
    v, lo = found[0], found[4]
    out = sorted((p[0], int(label)) for p, label in zip(*computed) if p[0] >= lo + len(v))
    return [(n,) for n, _ in out], [x for _, x in out]


def _reported(game, found: tuple, r: range, kind: str, checker,
              how: str = "computed by the same search", past=((), ())
              ) -> tuple[list[str], str, str, str]:
    """report()'s lines, code, check and rule for the values read from n = lo on; past: the
    positions solved past them, which the pasted code must also give (else the pattern is
    rejected and nothing is pasted)."""
    v, claims, code, claim, lo = found
    what = "who wins" if kind == "outcome" else "the Grundy value"
    at = "n" if lo == 0 else f"n - {lo}"
    lines = [f"sequence: {what} for n = {lo}..{lo + len(v) - 1} ({how}), "
             f"read by the 1-D engine of the games on numbers"
             + ("" if lo == 0 else f" as a sequence of m = n - {lo} (its moves are not read "
                                   f"below n = {lo})")]
    def in_m(text: str) -> str:       # the engine's n is m here
        return text if lo == 0 else re.sub(r"\bn\b", "m", text)
    lines += [f"{'recurrence' if c.kind == 'recurrence' else 'pattern'}: {in_m(c.text)}  "
              f"[{c.status}]" for c in claims if c.kind != "rejected"]
    lines += [f"rejected: {in_m(c.text)}" for c in claims if c.kind == "rejected"]
    body = pasteable(code, claim, kind)
    name, ret, test = (("firstWins", "bool", "outcome(n) == 1") if kind == "outcome" else
                       ("value", "long long", "grundy(n)"))
    word = "true when the player to move wins" if kind == "outcome" else "the Grundy value"
    body += (f"{ret} {name}(long long n) {{  // {word}\n"
             f"  assert(n >= {r.start} && \"below the numbers of the game\");\n"
             f"  return {test.replace('(n)', f'({at})')};\n}}\n")
    mode = "win" if kind == "outcome" else "grundy"
    beyond, beyond_values = _past(found, past)
    read = [(n,) for n in range(r.start, lo + len(v))]
    check = checker(body, name, "n", read + beyond, v[r.start - lo:] + beyond_values, mode,
                    game.shape) if checker else ""
    if check.startswith("check: FAILED") and beyond and not checker(
            body, name, "n", read, v[r.start - lo:], mode, game.shape).startswith("check: FAILED"):
        # right on the values read, wrong past them: a pattern the larger positions refute
        why = check[len("check: FAILED"):].lstrip(" ,")
        said = (f"pattern: {in_m(claim.text)}  [", f"recurrence: {in_m(claim.text)}  [")
        rejected = (f"rejected: {in_m(claim.text)} -- holds on n = {lo}..{lo + len(v) - 1} "
                    f"but not on the {len(beyond):,} numbers solved past them by the check on "
                    f"larger positions, up to n = {beyond[-1][0]:,} ({why})")
        return [ln for ln in lines if not ln.startswith(said)] + [rejected], "", "", ""
    lines.append("code to paste:")
    lines += ["    " + ln for ln in body.rstrip().splitlines()]
    if check:
        lines.append(check)
    return lines, body, check, in_m(claim.text) + ("" if lo == 0 else f", m = n - {lo}")


SPLIT_TOP = 255        # heaps whose moves are read as splits (explore/splits.py)
HEAP_TOP = 511         # heaps whose moves are read as an octal code's (explore/breaks.py)


def _heap_tuples(game, ex, kind: str):
    """(v, claims, code, claim, 0), as _read gives, for a game whose state of n is the heap n
    alone, whose every state searched is a tuple of heaps (a line of stones whose state is the
    lengths of its pieces), and whose heaps' moves are an octal code's for every heap up to
    HEAP_TOP (explore/breaks.py): g by the code's recurrence, checked as the xor over the heaps
    at every state searched (the sum of the heaps and g at once), and v = g read by the 1-D
    engine (a pattern, else the code's recurrence). Searching n itself would meet every
    multiset of pieces (HDU 2999 at S = {2, 4}: 441,474 states below n = 128). None when not
    so."""
    if game.result not in ("win", "grundy") or not hasattr(ex, "states"):
        return None
    found = gates.heap_code(game, HEAP_TOP)
    if found is None:
        return None
    code, options = found
    ex.solve()
    if not ex.states or not all(isinstance(st, tuple) and all(
            isinstance(h, int) and h >= 0 for h in st) for st in ex.states):
        return None
    g = breaks.values(code, max(HEAP_TOP, max(max(st, default=0) for st in ex.states)) + 1)
    for st, label in zip(ex.states, ex.labels):
        x = 0
        for h in st:
            x ^= g[h]
        if (x if game.result == "grundy" else x != 0) != label:
            return None
    v = g[:HEAP_TOP + 1] if game.result == "grundy" else [int(x != 0) for x in g[:HEAP_TOP + 1]]
    pattern = _pattern(v, kind)
    if pattern is not None:
        return (v, *pattern, 0)
    got = breaks.recurrence(options, v, game.result)
    return None if got is None else (v, [got[0]], got[1], got[0], 0)


def _split_heaps(game, ex, r: range, checker) -> tuple[list[str], str, str, str] | None:
    """The report of a number that is a heap split into near-equal parts (explore/splits.py),
    when moves() of every heap n <= SPLIT_TOP are such splits: a state is then the heaps it
    holds, and every state searched must have the result the recurrence's g gives their xor
    (checked there: the sum of the heaps, and g, at once). The whole search of such a game
    meets a multiset of heaps at every state, far too many for the sequence of n that _read
    computes, so g is computed by the recurrence instead. None when not so."""
    if game.result not in ("win", "grundy") or not hasattr(ex, "states"):
        return None
    try:                    # a start() that gives the number as the state is no start
        if game.start is not None and any(tuple(game.start((n,))) != (n,) for n in r):
            return None
    except Exception:
        return None
    try:
        options = splits.options_of(game.moves, SPLIT_TOP)
        found = splits.read(options) if options is not None else None
    except Exception:       # moves() fails on some number: no splits read
        return None
    if found is None:
        return None
    ex.solve()
    heaps = [st for st in ex.states if isinstance(st, tuple) and
             all(isinstance(h, int) and h >= 0 for h in st)]
    if len(heaps) != len(ex.states) or not heaps:
        return None
    g = splits.values(found, max(SPLIT_TOP, max(max(st, default=0) for st in heaps)) + 1)

    def by_g(state):
        x = 0
        for h in state:
            x ^= g[h]
        return x if game.result == "grundy" else x != 0
    if any(by_g(st) != label for st, label in zip(ex.states, ex.labels)):
        return None
    kind = "grundy" if game.result == "grundy" else "win"
    v = g[:SPLIT_TOP + 1] if kind == "grundy" else [int(x != 0) for x in g[:SPLIT_TOP + 1]]
    got = splits.recurrence(options, v, kind, f"the xor of its g over the heaps gives the "
                            f"result of all {len(ex.states):,} states searched")
    if got is None:
        return None
    claim, code = got
    singles = sorted((st[0], label) for st, label in zip(ex.states, ex.labels)
                     if len(st) == 1 and st[0] >= r.start)
    lines = [f"heaps: moves() of every heap n = 0..{SPLIT_TOP} {found.words()}; every one of "
             f"the {len(ex.states):,} states searched is a multiset of heaps whose result is "
             f"that of the xor of g over its heaps (the recurrence below), so the game is the "
             f"sum of its heaps (Sprague-Grundy), checked there",
             f"recurrence: {claim.text}  [{claim.status}]"]
    out_kind = "outcome" if kind == "win" else "grundy"
    body = pasteable(code, claim, out_kind)
    name, ret, test = (("firstWins", "bool", "outcome(n) == 1") if kind == "win" else
                       ("value", "long long", "grundy(n)"))
    word = "true when the player to move wins" if kind == "win" else "the Grundy value"
    body += (f"{ret} {name}(long long n) {{  // {word}\n"
             f"  assert(n >= {r.start} && \"below the numbers of the game\");\n"
             f"  return {test};\n}}\n")
    check = checker(body, name, "n", [(n,) for n, _ in singles],
                    [label for _, label in singles], kind, game.shape) if checker else ""
    lines.append("code to paste:")
    lines += ["    " + ln for ln in body.rstrip().splitlines()]
    if check:
        lines.append(check)
    return lines, body, check, claim.text


def _read(ex, solve_until, r: range, kind: str, deadline: float, lo: int, game=None):
    """(the values from n = lo, the 1-D engine's claims, its code, the claim the code comes
    from, lo), or None when the moves fail there, the values are too few, or no pattern holds
    on all of them."""
    try:
        v: list[int] = []
        top = max(2 * r[-1] + 1, lo + FIRST * 2 - 1)
        while True:
            got = _values(ex, solve_until, lo, min(top, lo + TOP - 1), deadline)
            if len(got) <= len(v):
                break
            v = got
            if len(v) < min(top, lo + TOP - 1) - lo + 1 or top >= lo + TOP - 1:
                break
            top = 2 * top + 1
    except Exception:       # moves() fails (or loops) from lo on: no sequence from there
        return None
    if len(v) < max(FIRST, r[-1] + 1 - lo):
        return None
    pattern = _pattern(v, kind)
    if pattern is None and lo == 0 and game is not None:
        # no pattern: a game taking from a named set, or a heap that breaks, has its
        # recurrence (explore/takes.py, explore/breaks.py), as has one whose moves are read off
        # n itself, its digits or divisors (explore/number_moves.py), and so has a first move from
        # start(n) into such heaps (explore/gates.py); whatever the moves, a sequence read by
        # n's digits has its automaton (explore/automatic.py), and one that repeats on a
        # geometric scale its reduction (explore/geometric.py)
        got = (gates.recurrence(game, v, game.result) if game.start is not None else
               takes.recurrence(game.moves, v, game.result) or
               _breaks(game.moves, v, game.result) or
               divisions.recurrence(game.moves, v, game.result) or
               number_moves.recurrence(game.moves, v, game.result, r.start)) or \
            automatic.recurrence(v, game.result) or geometric.recurrence(v, game.result)
        if got is not None:
            return v, [got[0]], got[1], got[0], lo
    return None if pattern is None else (v, *pattern, lo)


def _breaks(moves, v: list[int], kind: str):
    """A heap that breaks (explore/breaks.py): its recurrence when moves() are an octal code's
    or Grundy's game's at every n computed, else None."""
    try:
        options = breaks.options_of(moves, len(v) - 1)
    except Exception:       # moves() fails on some number: no recurrence read
        return None
    return breaks.recurrence(options, v, kind) if options is not None else None


def _pattern(v: list[int], kind: str):
    """(the 1-D engine's claims, its code, the claim the code comes from) when a pattern
    sought on the first half of v holds on all of it, else None."""
    half = v[:len(v) // 2]

    def values_of(spec: str, count: int) -> list[int]:
        name, *rest = spec.split()
        return run_family(name, rest, [max(count, 1)], None).flat
    claims = analyse_1d(half, kind, None, Basis(len(half)), load_known(), values_of, further=v)
    code, claim = code_for_1d(v, claims, lambda count: v[:count] if count <= len(v) else None)
    if not code or claim is None:
        return None
    if claim.kind in ("period", "arithmetic") and claim.extra.get("q", 0) * 8 > len(half):
        # a preperiod that is a large part of the values seen is no evidence of a period: the
        # Multiplication Game's runs grow with n (wins on (1, 9], (18, 162], (324, 2916]), and
        # 1,790 values show "constant from 325"
        return None
    return claims, code, claim
