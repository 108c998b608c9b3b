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
sizes larger, and it is pasted as a loop: O(n) steps after a sort. Nothing here knows a game."""
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


def table(ex, positions: list, labels: list, order: str, relabel=_same
          ) -> tuple[dict, int] | None:
    """({(v, x): the result} over every nonempty position, the empty position's result), or
    None when one (v, x) comes with two results or a smaller position cannot be solved."""
    items = [(p, lab) for p, lab in zip(positions, labels) if len(p) >= 1]
    rests = [peel(p, order) for p, _ in items]
    flat = list(dict.fromkeys([r for r, _ in rests] + [()]))
    results = ex.results_or_none(flat)
    if results is None:     # start() or moves() refuse a smaller position: no scan here
        return None
    got = {p: relabel(p, _value(r)) for p, r in zip(flat, results)}
    out: dict = {}
    for (rest, x), (p, lab) in zip(rests, items):
        key, value = (got[rest], x), relabel(p, _value(lab))
        if out.setdefault(key, value) != value:
            return None
    return out, got[()]


def mine(steps: dict, mode: str):
    """The simplest rule over (v, x) giving every step of the table, with a C++ form."""
    keys = sorted(steps)
    values = [steps[k] for k in keys]
    if mode == "win":
        values = [v == 1 for v in values]
    vs, xs = [k[0] for k in keys], [k[1] for k in keys]
    shape = shapes.numbers(v=range(min(vs), max(vs) + 1), x=range(min(xs), max(xs) + 1))
    result = miner.mine(keys, values, feats.vocabulary(shape, keys), mode,
                        budget_seconds=MINE_SECONDS, fallback=False)
    if not result.exact:
        return None
    return next((r for r in result.rules if r.cpp), None)


def scanned(rule, start: int, p: tuple, order: str) -> int:
    """The pass in Python: from the empty position's result, one step per element."""
    if order == "largest":
        seq = sorted(p)
    elif order == "smallest":
        seq = sorted(p, reverse=True)
    else:
        seq = list(p) if order == "last" else list(reversed(p))
    v = start
    for x in seq:
        v = int(rule.evaluate((v, x)))
    return v


def code(rule, start: int, order: str, game_name: str, mode: str, own: bool = False
         ) -> tuple[str, str]:
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
    text = f"""\
// one pass over {words}: v = {start} for no element, then v = F(v, x) for each element x,
// F(v, x) = {rule.text.split(' = ', 1)[-1] if mode != 'win' else rule.text} ({what})
// (found by gk explore on {game_name}; checked, not proven)
long long scanStep(long long v, long long x) {{
  const std::vector<long long> a = {{v, x}};   // the step's rule reads a[0] = v, a[1] = x
  return (long long)({rule.cpp});
}}
{ret} {name}(std::vector<long long> a) {{
  {arrange}
  long long v = {start};
  for (long long x : a) v = scanStep(v, x);
{total}  return {result}
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
    for (order, kinds, words, _), own in itertools.product(ORDERS, readings):
        if kind not in kinds:
            continue
        relabel = _difference if own else _same
        found = table(ex, positions, labels, order, relabel)
        if found is None:
            continue
        steps, start = found
        if len(steps) < MIN_TABLE or any(abs(v) > MAX_VALUE for k in steps for v in k):
            continue
        rule = mine(steps, mode)
        if rule is None:
            continue
        every = list(positions)
        if any(scanned(rule, start, p, order) != relabel(p, _value(w))
               for p, w in zip(every, labels)):
            continue
        larger, larger_labels, whats = past(every)
        if not larger or any(scanned(rule, start, p, order) != relabel(p, _value(lab))
                             for p, lab in zip(larger, larger_labels)):
            continue        # nothing past the mined positions, or a pass that only seemed one
        result = ("the mover's total less the other's, d = 2·own - sum (the own total is "
                  "(sum + d) / 2)" if own else "the result")
        lines = [f"recurrence: one pass over {words}: {result} without the {order} element "
                 f"(a smaller position of the game, solved by the search) and that element x "
                 f"give {result.split(',')[0]}, v = {start} for no element, then {rule.text} "
                 f"over (v, x); it gives all {len(every):,} results computed ({len(steps):,} "
                 f"pairs (v, x)) and {len(larger):,} larger ones ({'; '.join(whats)})  "
                 f"[checked, not proven]"]
        text, name = code(rule, start, order, game.name, mode, own)
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
