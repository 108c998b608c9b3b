"""A first move that chooses a segment (docs/explore.md, "A first choice of a segment"). Many
contest games open with one choice and then play on what was chosen: Alice picks a segment of
the row, Bob then removes a card of it, and the score is what is left (Codeforces 1359D). By
minimax the answer is the best over the choices of what each choice is worth, so the rule a
contestant writes is "the largest, over the segments, of a formula of the segment" (there: its
sum less its maximum), or for a game of who wins, "some segment is lost for the player who
moves on it".

The explorer needs no list of such games. On its graph of states it reads each position's
first moves: when every one earns nothing and leads to a state whose row of numbers
(explore/strategies.items_of: the state itself or its one row beside tags) is a segment of the
position, and the segments so reached are all of them, what each segment is worth to the
first player (minus the value of the state it leads to, or that state being lost for its mover)
is one function of the segment. That function is mined over the segments with the miner's own
vocabulary of sequences, the whole rule compared with every position computed and with positions
past them (each of their segments too), and pasted as a loop over the O(n^2) segments. Nothing
here knows a game."""
from __future__ import annotations

from typing import Callable

from . import features as feats
from . import miner
from . import positions as shapes
from .strategies import items_of

MINE_SECONDS = 5.0
MIN_SEGMENTS = 8        # distinct segments needed before their worth is mined


def applies(game) -> bool:
    # a game scored by each player's own total (score = "own") keeps pairs of totals: not read
    return (game.shape.kind == "sequence" and game.start is not None and
            game.result in ("score", "win") and getattr(game, "own", None) is None)


def segments(p: tuple) -> set:
    """Every non-empty contiguous segment of p."""
    return {tuple(p[lo:hi]) for lo in range(len(p)) for hi in range(lo + 1, len(p) + 1)}


def worths(ex, ids: list, positions: list, mode: str) -> dict | None:
    """{segment: its worth to the first player} read from the first moves of every position
    (ids: their start states, solved), or None when some first move is no choice of a segment
    or the choices are not all the segments or one segment is worth two things."""
    out: dict = {}
    for i, p in zip(ids, positions):
        if not p:
            return None
        got: dict = {}
        for opt in ex.opts[i]:
            if mode == "score":
                t, gain = opt
                if gain != 0:
                    return None
            elif len(opt) == 1:
                t = opt[0]
            else:
                return None
            row = items_of(ex.states[t])
            if row is None or any(len(x) != 1 for x in row):
                return None
            seg = tuple(x[0] for x in row)
            worth = -ex.labels[t] if mode == "score" else not ex.labels[t]
            if got.setdefault(seg, worth) != worth or out.setdefault(seg, worth) != worth:
                return None
        if set(got) != segments(tuple(p)):
            return None
    return out


def whole(rule, p: tuple, mode: str):
    """The rule over the position: the best choice's worth."""
    values = [rule.evaluate(s) for s in segments(tuple(p))]
    return max(int(v) for v in values) if mode == "score" else any(bool(v) for v in values)


def _mined(found: dict, mode: str):
    segs = sorted(found, key=lambda s: (len(s), s))
    values = [min(x for s in segs for x in s), max(x for s in segs for x in s)]
    kind = shapes.sequence(values=range(values[0], values[1] + 1),
                           length=range(1, max(map(len, segs)) + 1))
    result = miner.mine(segs, [found[s] for s in segs], feats.vocabulary(kind, segs), mode,
                        budget_seconds=MINE_SECONDS, fallback=False)
    return next((r for r in result.rules if r.cpp), None) if result.exact else None


def _condition(rule, mode: str) -> str:
    """The worth in words: the formula of a score, the condition of a win."""
    if mode == "score":
        return rule.text.split(" = ", 1)[-1]
    return rule.text[len("first wins iff "):] if rule.text.startswith("first wins iff ") \
        else rule.text


def code(rule, game_name: str, mode: str) -> tuple[str, str]:
    """(the C++ to paste, its entry point's name)."""
    expr = _condition(rule, mode)
    if mode == "score":
        head = (f"// the first move chooses a segment of the row; the segment a is worth "
                f"{expr}\n// to the first player, whose result is the best segment's worth")
        ret, name, start = "long long", "value", "chosenWorth({row[0]})"
        take = "best = std::max(best, chosenWorth(a));"
    else:
        head = (f"// the first move chooses a segment of the row; the first player wins iff "
                f"some\n// segment a is lost for the player who moves on it: {expr}")
        ret, name, start = "bool", "firstWins", "false"
        take = "best = best || chosenWorth(a);"
    text = f"""\
{head}
// (found by gk explore on {game_name}; checked, not proven); O(n^2) segments, each rebuilt
{ret} chosenWorth(const std::vector<long long>& a) {{
  return ({rule.cpp});
}}
{ret} {name}(const std::vector<long long>& row) {{
  assert(!row.empty() && "the row has a segment to choose");
  {ret} best = {start};
  for (std::size_t lo = 0; lo < row.size(); ++lo)
    for (std::size_t hi = lo + 1; hi <= row.size(); ++hi) {{
      std::vector<long long> a(row.begin() + lo, row.begin() + hi);
      {take}
    }}
  return best;
}}
"""
    return text, name


def report(game, ex, positions: list, labels: list, past: Callable, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the first move chooses a segment whose worth
    has a rule; ([], "", "") otherwise. past(seen): the positions of the sizes past the game's
    shape, not in seen, solved: (positions, labels, what each size is in words)."""
    if not applies(game) or not positions:
        return [], "", ""
    mode = game.result
    ids = ex.add(positions)
    ex.solve()
    found = worths(ex, ids, positions, mode)
    if found is None or len(found) < MIN_SEGMENTS:
        return [], "", ""
    rule = _mined(found, mode)
    if rule is None or any(whole(rule, p, mode) != lab for p, lab in zip(positions, labels)):
        return [], "", ""
    larger, larger_labels, whats = past(positions)
    if not larger:
        return [], "", ""
    ids = ex.add(larger)
    ex.solve()
    beyond = worths(ex, ids, larger, mode)
    if beyond is None or any(rule.evaluate(s) != w if mode == "score" else
                             bool(rule.evaluate(s)) != w for s, w in beyond.items()) or \
            any(whole(rule, p, mode) != lab for p, lab in zip(larger, larger_labels)):
        return [], "", ""       # a choice that only seemed one, or a worth that only fit
    expr = _condition(rule, mode)
    said = (f"the result is the largest, over the segments a, of {expr}" if mode == "score" else
            f"the first player wins iff some segment a has {expr} (a segment lost for the "
            f"player who moves on it)")
    lines = [f"recurrence: the first move chooses a segment of the row and earns nothing (every "
             f"segment, each once, at every position computed); {said}; the worth holds on all "
             f"{len(found):,} segments computed and the rule on all {len(positions):,} positions "
             f"and {len(larger):,} larger ones ({'; '.join(whats)}), their {len(beyond):,} "
             f"segments too  [checked, not proven]"]
    text, name = code(rule, game.name, mode)
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        checked = check(text, name, "a", positions + larger, list(labels) + list(larger_labels),
                        mode, game.shape)
        lines.append(checked)
    return lines, text, checked
