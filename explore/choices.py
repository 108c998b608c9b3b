"""A first move that chooses a segment (docs/explore.md, "A first choice of a segment, a
prefix, a suffix or a part"). Many
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
MAX_PART_LENGTH = 20    # longer positions are no choice of a part (2^n of them)


def applies(game) -> bool:
    # a game scored by each player's own total (score = "own") keeps pairs of totals: not read
    return (game.shape.kind in ("sequence", "multiset") and game.start is not None and
            game.result in ("score", "win") and getattr(game, "own", None) is None)


def segments(p: tuple) -> set:
    """Every non-empty contiguous segment of p."""
    return {tuple(p[lo:hi]) for lo in range(len(p)) for hi in range(lo + 1, len(p) + 1)}


def prefixes(p: tuple) -> set:
    return {tuple(p[:hi]) for hi in range(1, len(p) + 1)}


def suffixes(p: tuple) -> set:
    return {tuple(p[lo:]) for lo in range(len(p))}


def parts(p: tuple) -> set:
    """Every non-empty subsequence of p (of a multiset, kept sorted: its sub-multisets)."""
    return {tuple(v for i, v in enumerate(p) if mask >> i & 1) for mask in range(1, 1 << len(p))}


# what the first move may choose, in words, with its choices and the C++ loop over them that
# builds each as `a` from `row` (a part: up to 2^24 masks)
KINDS = {
    "segment": (segments, "for (std::size_t lo = 0; lo < row.size(); ++lo)\n"
                          "    for (std::size_t hi = lo + 1; hi <= row.size(); ++hi) {\n"
                          "      std::vector<long long> a(row.begin() + lo, row.begin() + hi);"),
    "prefix": (prefixes, "for (std::size_t hi = 1; hi <= row.size(); ++hi) {\n"
                         "      std::vector<long long> a(row.begin(), row.begin() + hi);"),
    "suffix": (suffixes, "for (std::size_t lo = 0; lo < row.size(); ++lo) {\n"
                         "      std::vector<long long> a(row.begin() + lo, row.end());"),
    "part": (parts, "assert(row.size() <= 24 && \"a part of at most 24 elements, 2^n masks\");\n"
                    "  for (long long mask = 1; mask < (1LL << row.size()); ++mask) {\n"
                    "      std::vector<long long> a;\n"
                    "      for (std::size_t i = 0; i < row.size(); ++i) "
                    "if (mask >> i & 1) a.push_back(row[i]);"),
}
ORDERED = ("segment", "prefix", "suffix", "part")     # a multiset's order is none: parts only


def worths(ex, ids: list, positions: list, mode: str, kinds=ORDERED
           ) -> tuple[str, dict] | None:
    """(what is chosen, {chosen row: its worth to the first player}) read from the first moves
    of every position (ids: their start states, solved), or None when some first move is no
    choice of a row, or the choices are not all the segments (prefixes, suffixes, parts) of
    every position, or one row is worth two things."""
    out: dict = {}
    kinds = list(kinds)
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
        # the 2^n parts are listed only where as many choices could be read at all
        kinds = [k for k in kinds if (k != "part" or len(p) <= MAX_PART_LENGTH)
                 and set(got) == KINDS[k][0](tuple(p))]
        if not kinds:
            return None
    return kinds[0], out


def whole(rule, p: tuple, mode: str, kind: str = "segment"):
    """The rule over the position: the best choice's worth."""
    values = [rule.evaluate(s) for s in KINDS[kind][0](tuple(p))]
    return max(int(v) for v in values) if mode == "score" else any(bool(v) for v in values)


def _mined(found: dict, mode: str, shape_kind: str = "sequence"):
    """The worth's rule over the chosen rows, in the vocabulary of the game's own shape: a
    multiset's parts are sorted, and so is each part in the pasted code's features."""
    segs = sorted(found, key=lambda s: (len(s), s))
    values = range(min(x for s in segs for x in s), max(x for s in segs for x in s) + 1)
    longest = max(map(len, segs))
    kind = (shapes.multiset(piles=values, size=range(1, longest + 1))
            if shape_kind == "multiset" else shapes.sequence(values=values,
                                                             length=range(1, longest + 1)))
    result = miner.mine(segs, [found[s] for s in segs], feats.vocabulary(kind, segs), mode,
                        budget_seconds=MINE_SECONDS, fallback=False)
    return next((r for r in result.rules if r.cpp), None) if result.exact else None


def _condition(rule, mode: str) -> str:
    """The worth in words: the formula of a score, the condition of a win."""
    if mode == "score":
        return rule.text.split(" = ", 1)[-1]
    return rule.text[len("first wins iff "):] if rule.text.startswith("first wins iff ") \
        else rule.text


PLURAL = {"segment": "segments", "prefix": "prefixes", "suffix": "suffixes", "part": "parts"}
COST = {"segment": "O(n^2) segments, each rebuilt", "prefix": "n prefixes, each rebuilt",
        "suffix": "n suffixes, each rebuilt", "part": "2^n parts"}


def _what(kind: str, shape_kind: str) -> str:
    if kind == "part":
        return ("a non-empty part (sub-multiset) of the piles" if shape_kind == "multiset" else
                "a non-empty part (subsequence) of the row")
    return f"a {kind} of the row"


def code(rule, game_name: str, mode: str, kind: str = "segment",
         shape_kind: str = "sequence") -> tuple[str, str]:
    """(the C++ to paste, its entry point's name)."""
    expr = _condition(rule, mode)
    what = _what(kind, shape_kind)
    if mode == "score":
        head = (f"// the first move chooses {what}; the {kind} a is worth\n// {expr} to the "
                f"first player, whose result is the best {kind}'s worth")
        ret, name, start = "long long", "value", "chosenWorth({row[0]})"
        take = "best = std::max(best, chosenWorth(a));"
    else:
        head = (f"// the first move chooses {what}; the first player wins iff some\n"
                f"// {kind} a is lost for the player who moves on it: {expr}")
        ret, name, start = "bool", "firstWins", "false"
        take = "best = best || chosenWorth(a);"
    text = f"""\
{head}
// (found by gk explore on {game_name}; checked, not proven); {COST[kind]}
{ret} chosenWorth(const std::vector<long long>& a) {{
  return ({rule.cpp});
}}
{ret} {name}(const std::vector<long long>& row) {{
  assert(!row.empty() && "the row has a {kind} to choose");
  {ret} best = {start};
  {KINDS[kind][1]}
      {take}
    }}
  return best;
}}
"""
    return text, name


def report(game, ex, positions: list, labels: list, past: Callable, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the first move chooses a segment (a prefix,
    a suffix, a part) whose worth has a rule; ([], "", "") otherwise. past(seen): the
    positions of the sizes past the game's shape, not in seen, solved: (positions, labels,
    what each size is in words)."""
    if not applies(game) or not positions:
        return [], "", ""
    mode = game.result
    kinds = ORDERED if game.shape.kind == "sequence" else ("part",)
    ids = ex.add(positions)
    ex.solve()
    read = worths(ex, ids, positions, mode, kinds)
    if read is None or len(read[1]) < MIN_SEGMENTS:
        return [], "", ""
    kind, found = read
    rule = _mined(found, mode, game.shape.kind)
    if rule is None or any(whole(rule, p, mode, kind) != lab
                           for p, lab in zip(positions, labels)):
        return [], "", ""
    larger, larger_labels, whats = past(positions)
    if not larger:
        return [], "", ""
    ids = ex.add(larger)
    ex.solve()
    read = worths(ex, ids, larger, mode, (kind,))
    beyond = read[1] if read is not None else None
    if beyond is None or any(rule.evaluate(s) != w if mode == "score" else
                             bool(rule.evaluate(s)) != w for s, w in beyond.items()) or \
            any(whole(rule, p, mode, kind) != lab for p, lab in zip(larger, larger_labels)):
        return [], "", ""       # a choice that only seemed one, or a worth that only fit
    expr = _condition(rule, mode)
    many = PLURAL[kind]
    said = (f"the result is the largest, over the {many} a, of {expr}" if mode == "score" else
            f"the first player wins iff some {kind} a has {expr} (a {kind} lost for the "
            f"player who moves on it)")
    lines = [f"recurrence: the first move chooses {_what(kind, game.shape.kind)} and earns "
             f"nothing (every {kind}, each once, at every position computed); {said}; the worth "
             f"holds on all {len(found):,} {many} computed and the rule on all "
             f"{len(positions):,} positions and {len(larger):,} larger ones "
             f"({'; '.join(whats)}), their {len(beyond):,} {many} too  [checked, not proven]"]
    text, name = code(rule, game.name, mode, kind, game.shape.kind)
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        checked = check(text, name, "a", positions + larger, list(labels) + list(larger_labels),
                        mode, game.shape)
        lines.append(checked)
    return lines, text, checked
