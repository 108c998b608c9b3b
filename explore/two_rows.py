"""Two rows, each cut at its ends (docs/explore.md, "Two rows cut at their ends"): start() splits
the position into two rows (the first floor(n / 2) or ceil(n / 2) elements, then the rest), and
a move removes f elements from the front and b from the back of ONE row, (f, b) from a fixed set,
scoring their sum. AtCoder TDPC B (take the top item of either pile) and HDU 4597 Play Game
(the top or the bottom card of either pile) are such games; their answer is the recurrence over
the two rows' intervals,

    d(l1, r1, l2, r2) = max over the cuts of one row of (the sum removed - d(after))

memoised, O(n^4 · cuts) at most (O(n^2) when cuts only take from the front). The split, the cuts
and the points are read from every state the explorer searched (each state's options must be
exactly its cuts'); with score = "own" and a cut of one element every element is taken once,
so the own total is (the sum + d) / 2. Nothing here knows a game."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable

from .code import recurrence_report
from .intervals import MAX_REMOVED, _cuts_of

MIN_STATES = 20


@dataclass(frozen=True)
class TwoRows:
    first: str                  # "n / 2" or "(n + 1) / 2": the first row's length (floor)
    cuts: tuple                 # (f, b) removed from one row's front and back
    own: bool

    def split(self, n: int) -> int:
        return n // 2 if self.first == "n / 2" else (n + 1) // 2

    def text(self) -> str:
        shown = ", ".join(f"({f}, {b})" for f, b in self.cuts)
        own = (", and the own total is (the sum + d) / 2, every element taken once"
               if self.own else "")
        return (f"start() splits the row into two, the first {self.first} elements and the "
                f"rest; a move removes f elements from the front and b from the back of one "
                f"row, (f, b) in {{{shown}}}, and scores their sum; d over the two rows' "
                f"intervals is the max of the sum removed - d after{own}")


def applies(game) -> bool:
    return (getattr(game.shape, "kind", "") == "sequence" and game.start is not None and
            game.result == "score" and game.final is None)


def _rows(state):
    if isinstance(state, tuple) and len(state) == 2 and \
            all(isinstance(r, tuple) and all(type(v) is int for v in r) for r in state):
        return state
    return None


def _options(s: tuple, cuts) -> set:
    """The options (the two rows after, the points) of the cuts on the state s."""
    out = set()
    for j in (0, 1):
        row = s[j]
        for f, b in cuts:
            if f + b <= len(row):
                left = row[f:len(row) - b]
                after = (left, s[1]) if j == 0 else (s[0], left)
                out.add((after, sum(row[:f]) + sum(row[len(row) - b:])))
    return out


def read(game, ex, positions: list) -> TwoRows | None:
    """The two rows and their cuts when they explain every state searched, else None."""
    if not applies(game) or len(ex.states) < MIN_STATES:
        return None
    firsts = {"n / 2", "(n + 1) / 2"}      # the forms of the split every position fits
    try:
        for p in positions:
            s = _rows(ex._canon(game.start(p)))
            if s is None or s[0] + s[1] != tuple(p):
                return None
            n = len(p)
            firsts &= {f for f, k in (("n / 2", n // 2), ("(n + 1) / 2", (n + 1) // 2))
                       if len(s[0]) == k}
    except Exception:           # start() fails: no reading
        return None
    if not firsts:
        return None
    first = "n / 2" if "n / 2" in firsts else "(n + 1) / 2"
    seen: set = set()
    states = []
    for sid, s in enumerate(ex.states):
        rows = _rows(s)
        if rows is None or ex.opts[sid] is None:
            return None
        options = set()
        for o, points in ex.opts[sid]:
            after = _rows(ex.states[o])
            if after is None:
                return None
            changed = [j for j in (0, 1) if after[j] != rows[j]]
            if len(changed) != 1:
                return None
            j = changed[0]
            cuts = [c for c in _cuts_of(rows[j], after[j]) if sum(c) <= MAX_REMOVED]
            if not cuts:
                return None
            seen.update(cuts)
            options.add((after, points))
        states.append((rows, options))
    # a cut is one when every row long enough has its option (on (2, 2) taking the front leaves
    # what taking the back does: seen, but not a cut where the back is never taken)
    cuts = tuple(sorted(c for c in seen
                        if all(_options(rows, [c]) <= options for rows, options in states)))
    if not cuts or not all(_options(rows, cuts) == options for rows, options in states):
        return None
    own = getattr(game, "own", None) is not None
    if own and min(f + b for f, b in cuts) != 1:
        return None             # a row may end with elements left: own totals need not add up
    return TwoRows(first, cuts, own)


def value(found: TwoRows, a: tuple) -> int:
    """The recurrence in Python (the caller compares it with every result computed)."""
    memo: dict = {}

    def d(s: tuple) -> int:
        if s not in memo:
            memo[s] = max((pts - d(after) for after, pts in _options(s, found.cuts)), default=0)
        return memo[s]
    k = found.split(len(a))
    diff = d((tuple(a[:k]), tuple(a[k:])))
    return (sum(a) + diff) // 2 if found.own else diff


def code(found: TwoRows, game_name: str) -> tuple[str, str]:
    head = "\n".join(textwrap.wrap(
        f"{game_name}: {found.text()} (found by gk explore; the cuts checked at every state "
        f"it searched)", 92, initial_indent="// ", subsequent_indent="//   "))
    cuts = ", ".join(f"{{{f}, {b}}}" for f, b in found.cuts)
    split = "n / 2" if found.first == "n / 2" else "(n + 1) / 2"
    result = "(pre[n] + d(0, k, k, n)) / 2" if found.own else "d(0, k, k, n)"
    text = head + f"""
long long value(const std::vector<long long>& a) {{  // {"the first player's own total" if found.own else "the mover's total minus the other's"}
  const int n = int(a.size()), k = {split};
  static const int cuts[][2] = {{{cuts}}};
  std::vector<long long> pre(n + 1, 0);
  for (int i = 0; i < n; ++i) pre[i + 1] = pre[i] + a[i];
  std::map<long long, long long> memo;  // by the two rows' intervals [l1, r1), [l2, r2)
  const long long m = n + 1;
  std::function<long long(int, int, int, int)> d = [&](int l1, int r1, int l2, int r2) {{
    const long long key = ((l1 * m + r1) * m + l2) * m + r2;
    auto it = memo.find(key);
    if (it != memo.end()) return it->second;
    long long v = 0;
    bool any = false;
    for (const auto& c : cuts) {{
      if (c[0] + c[1] <= r1 - l1) {{  // the first row
        long long x = pre[l1 + c[0]] - pre[l1] + pre[r1] - pre[r1 - c[1]] -
                      d(l1 + c[0], r1 - c[1], l2, r2);
        v = any ? std::max(v, x) : x;
        any = true;
      }}
      if (c[0] + c[1] <= r2 - l2) {{  // the second row
        long long x = pre[l2 + c[0]] - pre[l2] + pre[r2] - pre[r2 - c[1]] -
                      d(l1, r1, l2 + c[0], r2 - c[1]);
        v = any ? std::max(v, x) : x;
        any = true;
      }}
    }}
    return memo[key] = v;
  }};
  return {result};
}}
"""
    return text, "value"


def report(game, ex, positions: list, labels: list, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game is two rows cut at their ends and
    the recurrence gives every result computed; ([], "", "") otherwise."""
    return recurrence_report(read(game, ex, positions), value, code, "the split and the cuts",
                             game.name, len(ex.states), positions, labels, check)
