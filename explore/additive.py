"""A value that adds up over the rows (docs/explore.md, "A value that adds up over the rows").
In some score games every item is settled on its own, whatever happens to the others: a token
walks right or down from the corner of a board and each coin is won by the player on whose side
of the track it ends; each pile's stones go to whoever the pile's own play gives them. The game
is still one game (one token, one tempo), yet its value is a sum over the items:

    value(head, r_1, ..., r_k) = sum over i of f(head, r_i)

where the head is the few numbers every item shares (the board's size in a contest's input) and
r_i the numbers of one item. No theorem says when this holds (a sum of score games is no such
sum in general: the tempo counts), so it is read only where it holds on every position computed.

The explorer needs no list of such games. For a sequence it tries heads of 0, 1 or 2 numbers and
rows of 1, 2 or 3 (the lengths of the shape must all fit), for a multiset its elements. It solves
each one-row position (head, r_i) and the head alone (a position too, where the game allows it:
then its value must be 0), keeps a reading whose sum gives every computed position of two rows
or more, mines f over the one-row positions with the miner's vocabulary of their numbers, checks
the sum on positions two sizes larger and pastes it as a loop over the rows. Nothing here knows a
game."""
from __future__ import annotations

import re
from typing import Callable

from . import features as feats
from . import miner
from . import positions as shapes

MINE_SECONDS = 5.0
MIN_SUMMED = 12         # positions of two rows or more the sum must give, else no reading
MIN_ROWS = 6            # distinct one-row positions f is mined on
HEADS = (0, 1, 2)
WIDTHS = (1, 2, 3)
HEAD_NAMES = ("n", "m")
ROW_NAMES = ("x", "y", "z")


def applies(game) -> bool:
    return game.result == "score" and getattr(game.shape, "kind", "") in ("multiset",
                                                                          "sequence")


def readings(shape) -> list[tuple[int, int]]:
    """(h, w): a head of h numbers, then rows of w, for every length the shape allows; the
    fewest numbers first. A multiset is its elements."""
    if shape.kind == "multiset":
        return [(0, 1)]
    lengths = getattr(shape, "length", None)
    if not isinstance(lengths, range) or not len(lengths):
        return []
    out = [(h, w) for h in HEADS for w in WIDTHS
           if all(n >= h and (n - h) % w == 0 for n in lengths) and max(lengths) >= h + 2 * w]
    return sorted(out, key=lambda hw: (hw[0] + hw[1], hw[1]))


def rows(p: tuple, h: int, w: int) -> tuple[tuple, list[tuple]]:
    """(the head, the rows) of a position read so."""
    return tuple(p[:h]), [tuple(p[i:i + w]) for i in range(h, len(p), w)]


class Reading:
    """A head of h numbers and rows of w whose one-row values add up to every position's."""

    def __init__(self, h: int, w: int, f: dict, zero_heads: bool):
        self.h, self.w, self.f = h, w, f
        self.zero_heads = zero_heads        # the head alone is a position, worth 0

    def names(self) -> tuple[str, ...]:
        return HEAD_NAMES[:self.h] + ROW_NAMES[:self.w]

    def words(self) -> str:
        row = f"({', '.join(ROW_NAMES[:self.w])})"
        if not self.h:
            return "its elements" if self.w == 1 else f"its rows {row} of {self.w} numbers"
        head = ", ".join(HEAD_NAMES[:self.h])
        return (f"its rows {row} of {self.w} after the first {self.h} number"
                f"{'s' * (self.h > 1)} ({head}) that every row shares")


def _read(ex, positions: list, labels: list, h: int, w: int) -> Reading | None:
    """The reading (h, w) when the one-row positions' values add up to every computed
    position's; None when a one-row position is no position of the game, a head alone is worth
    anything but 0, or one sum differs."""
    cut = [rows(p, h, w) for p in positions]
    singles = list(dict.fromkeys(head + r for head, rs in cut for r in rs))
    heads = list(dict.fromkeys(head for head, _ in cut))
    if len(singles) < MIN_ROWS:
        return None
    got = ex.results_or_none(singles)
    if got is None:
        return None
    f = {q: int(v) for q, v in zip(singles, got)}
    alone = ex.results_or_none(heads) if h or any(len(p) == 0 for p in positions) else None
    if alone is not None and any(int(v) != 0 for v in alone):
        return None
    summed = 0
    for (head, rs), label in zip(cut, labels):
        if sum(f[head + r] for r in rs) != int(label):
            return None
        summed += len(rs) >= 2
    return Reading(h, w, f, alone is not None) if summed >= MIN_SUMMED else None


def mine(reading: Reading):
    """The simplest rule for f over the numbers of a one-row position, with a C++ form."""
    keys = sorted(reading.f)
    values = [reading.f[k] for k in keys]
    shape = shapes.numbers(**{n: range(min(k[i] for k in keys), max(k[i] for k in keys) + 1)
                              for i, n in enumerate(reading.names())})
    result = miner.mine(keys, values, feats.vocabulary(shape, keys), "score",
                        budget_seconds=MINE_SECONDS, fallback=False)
    if not result.exact:
        return None
    return next((r for r in result.rules if r.cpp), None)


def total(rule, p: tuple, h: int, w: int) -> int:
    head, rs = rows(p, h, w)
    return sum(int(rule.evaluate(head + r)) for r in rs)


def code(rule, reading: Reading, game_name: str) -> str:
    h, w = reading.h, reading.w
    names = reading.names()
    params = ", ".join(f"long long {n}" for n in names)
    step = rule.text.split(" = ", 1)[-1]
    call = ", ".join([f"a[{j}]" for j in range(h)] + [f"a[i + {j}]" if j else "a[i]"
                                                      for j in range(w)])
    shape = (f"a head of {h}, then rows of {w}" if h else f"rows of {w}" if w > 1 else
             "the elements")
    body = feats.named_coordinates(rule.cpp, names)
    whole = (f"const std::vector<long long> a{{{', '.join(names)}}};  // the rule reads a too\n  "
             if re.search(r"\ba\b", body) else "")
    check = (f"  assert(a.size() >= {h} && (a.size() - {h}) % {w} == 0 && "
             f"\"{shape}\");\n" if h or w > 1 else "")
    return f"""\
// the value adds up over {reading.words()}:
// value = the sum over the rows of f({', '.join(names)}), f = {step}
// (found by gk explore on {game_name}; checked, not proven)
long long rowValue({params}) {{
  {whole}return (long long)({body});
}}
long long value(const std::vector<long long>& a) {{
{check}  long long v = 0;
  for (std::size_t i = {h}; i + {w} <= a.size(); i += {w}) v += rowValue({call});
  return v;
}}
"""


def report(game, ex, positions: list, labels: list, past: Callable, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the value adds up over the rows with a rule
    for one row; ([], "", "") otherwise. past(seen): the positions of the sizes past the game's
    shape, not in seen, solved: (positions, labels, what each size is in words)."""
    if not applies(game) or not positions:
        return [], "", ""
    for h, w in readings(game.shape):
        reading = _read(ex, positions, labels, h, w)
        if reading is None:
            continue
        rule = mine(reading)
        if rule is None:
            continue
        if any(total(rule, p, h, w) != int(v) for p, v in zip(positions, labels)):
            continue
        larger, larger_labels, whats = past(positions)
        if not larger or any(total(rule, p, h, w) != int(v)
                             for p, v in zip(larger, larger_labels)):
            continue        # nothing past the mined positions, or a sum that only seemed one
        step = rule.text.split(" = ", 1)[-1]
        head = ("; the head alone is a position worth 0" if reading.zero_heads and h else "")
        lines = [f"recurrence: the value adds up over {reading.words()}: value = the sum over "
                 f"the rows of f({', '.join(reading.names())}), f = {step} (each one-row "
                 f"position solved by the search{head}); it gives all {len(positions):,} "
                 f"results computed ({len(reading.f):,} one-row positions) and "
                 f"{len(larger):,} larger ones ({'; '.join(whats)})  [checked, not proven]"]
        text = code(rule, reading, game.name)
        lines.append("code to paste:")
        lines += ["    " + ln for ln in text.rstrip().splitlines()]
        checked = ""
        if check is not None:
            checked = check(text, "value", "a", list(positions) + list(larger),
                            [int(v) for v in labels] + [int(v) for v in larger_labels],
                            "score", game.shape)
            lines.append(checked)
        return lines, text, checked
    return [], "", ""
