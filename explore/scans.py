"""Values scanned over the elements (docs/explore.md, "A value scanned over the elements").
Many contest games on a row or a multiset are decided by one pass: sort the cards, then
f(i) = max(f(i - 1), a_i - f(i - 1)) (POI 2010, The Minima Game); scan the piles from the last
one, the first pile above 1 deciding (Codeforces 1382B). What they share: the position without
one element (its largest, its smallest, its last or its first) is itself a position of the
game, and the result is a function F of that smaller position's result and the element:

    value(a) = F(value(a without x), x)

The explorer needs no list of such passes. It solves the smaller positions (they are positions
of the game), and when one element order makes every computed result one function of (the
smaller one's result, the element), that function is mined with the miner's own vocabulary over
the pairs (v, x) (explore/miner.py), the pass is compared with the search on positions two
sizes larger, and it is pasted as a loop: O(n) steps after a sort. Nothing here knows a game.

A pass may look further back: the results of the position without its w = 2 or 3 last
elements of the order as well,

    value(a) = F(value(a less 1 element), ..., value(a less w elements), x)

a DP over suffixes with a window of w (a chip that moves up to m cells right, Codeforces 1076G:
w = m), tried when no pass of one fits, and only where each (v1, ..., vw, x) is met twice on
average (else any table is one function). Positions shorter than w, and a game whose empty
position is no position (a start() that reads the first element), take one start value s for
the results the pass has not made: the one value that makes the table one function, tried
among the results' own values."""
from __future__ import annotations

import itertools
from typing import Callable

from . import features as feats
from . import miner
from . import positions as shapes

MINE_SECONDS = 5.0
MIN_TABLE = 6           # distinct (v, x) pairs needed before a step is mined
MAX_VALUE = 10 ** 6     # results above this in size: not a small step


# (the element peeled, the shapes it applies to, the order of the pass in words, C++ that puts
# the elements of `a` in the order of the pass)
ORDERS = (
    ("largest", ("multiset",), "the elements in increasing order",
     "std::sort(a.begin(), a.end());"),
    ("smallest", ("multiset",), "the elements in decreasing order",
     "std::sort(a.rbegin(), a.rend());"),
    ("last", ("sequence",), "the elements from the first to the last", ""),
    ("first", ("sequence",), "the elements from the last to the first",
     "std::reverse(a.begin(), a.end());"),
)


def applies(game) -> bool:
    return (getattr(game.shape, "kind", "") in ("multiset", "sequence") and
            game.result in ("win", "misere", "grundy", "score"))


def peel(p: tuple, order: str) -> tuple[tuple, int]:
    """(p without the element, the element)."""
    if order in ("largest", "smallest"):
        x = max(p) if order == "largest" else min(p)
        i = p.index(x)
        return p[:i] + p[i + 1:], x
    return (p[:-1], p[-1]) if order == "last" else (p[1:], p[0])


def _value(label) -> int:
    return int(label)       # win / misere: True = the player to move wins, 1


def _same(p: tuple, value: int) -> int:
    return value


def _difference(p: tuple, own: int) -> int:
    """An own total read as the mover's total less the other's when the two share the
    position's sum: 2·own - sum(p) (Codeforces 859C Pie Rules: |v - x| over the slices from the
    last, where no pass over the own totals exists). Exact algebra whatever the game: the
    own total is (sum(p) + d) / 2 again."""
    return 2 * own - sum(p)


WINDOWS = (1, 2, 3)     # how many earlier results a step reads


def table(ex, positions: list, labels: list, order: str, relabel=_same, w: int = 1
          ) -> tuple[dict, int] | None:
    """({(v1, ..., vw, x): the result} over every nonempty position, the start value), or None
    when no start value makes one (v1, ..., vw, x) come with one result, or a smaller position
    cannot be solved. v_i is the result of the position less its i elements of the pass (the
    start value where fewer are left); the start value is the empty position's result when it
    is a position, else each value the results take, in turn."""
    items = [(p, lab) for p, lab in zip(positions, labels) if len(p) >= 1]
    chains = []
    for p, _ in items:
        rests, x, q = [], None, p
        for i in range(w):
            if q:
                q, y = peel(q, order)
                x = y if i == 0 else x
                rests.append(q if q else None)
            else:
                rests.append(None)
        chains.append((rests, x))
    flat = list(dict.fromkeys(r for rests, _ in chains for r in rests if r is not None))
    results = ex.results_or_none(flat)
    if results is None:     # start() or moves() refuse a smaller position: no scan here
        return None
    got = {q: relabel(q, _value(r)) for q, r in zip(flat, results)}
    empty = ex.results_or_none([()])
    own = [relabel(p, _value(lab)) for p, lab in items]
    starts = [relabel((), _value(empty[0]))] if empty is not None else \
        sorted(set(own) | {0, 1}, key=lambda v: (abs(v), v))[:8]
    for start in starts:
        out: dict = {}
        for (rests, x), value in zip(chains, own):
            key = tuple(start if r is None else got[r] for r in rests) + (x,)
            if out.setdefault(key, value) != value:
                break
        else:
            return out, start
    return None


def names(w: int) -> tuple:
    """The step's inputs: (v, x) for a pass of one, (v1, ..., vw, x) for a window."""
    return ("v", "x") if w == 1 else tuple(f"v{i}" for i in range(1, w + 1)) + ("x",)


def mine(steps: dict, mode: str, w: int = 1):
    """The simplest rule over (v1, ..., vw, x) giving every step of the table, with a C++ form."""
    keys = sorted(steps)
    values = [steps[k] for k in keys]
    if mode == "win":
        values = [v == 1 for v in values]
    shape = shapes.numbers(**{n: range(min(k[i] for k in keys), max(k[i] for k in keys) + 1)
                              for i, n in enumerate(names(w))})
    result = miner.mine(keys, values, feats.vocabulary(shape, keys), mode,
                        budget_seconds=MINE_SECONDS, fallback=False)
    if not result.exact:
        return None
    return next((r for r in result.rules if r.cpp), None)


def scanned(rule, start: int, p: tuple, order: str, w: int = 1) -> int:
    """The pass in Python: from the start value, one step per element."""
    if order == "largest":
        seq = sorted(p)
    elif order == "smallest":
        seq = sorted(p, reverse=True)
    else:
        seq = list(p) if order == "last" else list(reversed(p))
    window = [start] * w
    for x in seq:
        window = [int(rule.evaluate((*window, x)))] + window[:-1]
    return window[0]


def code(rule, start: int, order: str, game_name: str, mode: str, own: bool = False,
         w: int = 1) -> tuple[str, str]:
    """(the C++ to paste, its entry point's name); own: the pass gives 2·own - sum, and the
    entry point the own total."""
    _, _, words, arrange = next(o for o in ORDERS if o[0] == order)
    ret, name = ("bool", "firstWins") if mode == "win" else ("long long", "value")
    what = ("1 = the player to move wins" if mode == "win" else
            "the Grundy value" if mode == "grundy" else
            "the mover's total less the other's" if own else "the result")
    result = ("(sum + v) / 2;  // v: the mover's total less the other's, sum: the two totals'"
              if own else "v;")
    total = "  long long sum = 0;\n  for (long long x : a) sum += x;\n" if own else ""
    ins = names(w)
    step = rule.text.split(' = ', 1)[-1] if mode != 'win' else rule.text
    if w == 1:
        head = (f"// one pass over {words}: v = {start} for no element, then v = F(v, x) for "
                f"each element x,\n// F(v, x) = {step} ({what})")
        loop = f"  long long v = {start};\n  for (long long x : a) v = scanStep(v, x);\n"
    else:
        vs = ", ".join(ins[:-1])
        head = (f"// one pass over {words}: v = F({vs}, x) for each element x, v1 the result "
                f"of the\n// elements before x, v2 of those before the last of them, ... "
                f"({start} where there are none),\n// F({vs}, x) = {step} ({what})")
        shifts = "".join(f" w[{i}] = w[{i - 1}];" for i in range(w - 1, 0, -1))
        loop = (f"  long long w[{w}] = {{{', '.join([str(start)] * w)}}};\n"
                f"  for (long long x : a) {{ long long v = scanStep("
                f"{', '.join(f'w[{i}]' for i in range(w))}, x);{shifts} w[0] = v; }}\n"
                f"  long long v = w[0];\n")
    params = ", ".join(f"long long {n}" for n in ins)
    text = f"""\
{head}
// (found by gk explore on {game_name}; checked, not proven)
long long scanStep({params}) {{
  const std::vector<long long> a = {{{', '.join(ins)}}};   // the step's rule reads a[0] = {ins[0]}, ...
  return (long long)({rule.cpp});
}}
{ret} {name}(std::vector<long long> a) {{
  {arrange}
{loop}{total}  return {result}
}}
"""
    return text.replace("  \n", ""), name


def report(game, ex, positions: list, labels: list, past: Callable, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the results are one pass over the elements
    in some order; ([], "", "") otherwise. past(seen): the positions of the sizes past the
    game's shape, not in seen, solved as far as the budget allows: (positions, labels, what
    each size is in words)."""
    if not applies(game) or not positions:
        return [], "", ""
    mode = {"misere": "win"}.get(game.result, game.result)
    kind = game.shape.kind
    # an own-score game: its own totals, then the same read as differences (_difference)
    readings = [False, True] if mode == "score" and getattr(game, "own", None) else [False]
    for w, (order, kinds, words, _), own in itertools.product(WINDOWS, ORDERS, readings):
        if kind not in kinds:
            continue
        relabel = _difference if own else _same
        found = table(ex, positions, labels, order, relabel, w)
        if found is None:
            continue
        steps, start = found
        if len(steps) < MIN_TABLE or any(abs(v) > MAX_VALUE for k in steps for v in k) or (
                w > 1 and 2 * len(steps) > len(positions)):
            continue        # a window seen about once per position: any table is a function
        rule = mine(steps, mode, w)
        if rule is None:
            continue
        every = list(positions)
        if any(scanned(rule, start, p, order, w) != relabel(p, _value(lab))
               for p, lab in zip(every, labels)):
            continue
        larger, larger_labels, whats = past(every)
        if not larger or any(scanned(rule, start, p, order, w) != relabel(p, _value(lab))
                             for p, lab in zip(larger, larger_labels)):
            continue        # nothing past the mined positions, or a pass that only seemed one
        result = ("the mover's total less the other's, d = 2·own - sum (the own total is "
                  "(sum + d) / 2)" if own else "the result")
        if w == 1:
            given = (f"{result} without the {order} element (a smaller position of the game, "
                     f"solved by the search) and that element x give {result.split(',')[0]}, "
                     f"v = {start} for no element, then {rule.text} over (v, x)")
        else:
            given = (f"{result} without the {order} 1, ..., {w} elements (v1, ..., v{w}: "
                     f"smaller positions of the game, solved by the search; {start} where "
                     f"fewer are left) and the {order} element x give "
                     f"{result.split(',')[0]}: {rule.text} over ({', '.join(names(w))})")
        lines = [f"recurrence: one pass over {words}: {given}; it gives all {len(every):,} "
                 f"results computed ({len(steps):,} tuples ({', '.join(names(w))})) and "
                 f"{len(larger):,} larger ones ({'; '.join(whats)})  [checked, not proven]"]
        text, name = code(rule, start, order, game.name, mode, own, w)
        want = [_value(v) for v in labels]
        lines.append("code to paste:")
        lines += ["    " + ln for ln in text.rstrip().splitlines()]
        checked = ""
        if check is not None:
            checked = check(text, name, "a", every + larger,
                            want + [_value(v) for v in larger_labels], mode, game.shape)
            lines.append(checked)
        return lines, text, checked
    return [], "", ""
