"""A row taken from its front with a counter (docs/explore.md, "A row taken from its front with a
counter"): the state is (the row left, c), a move takes t >= 1 elements from the front, t at
most U(c), scores their sum, and leaves the counter F(c, t). USACO 2009 Xoinc (take up to twice
what the opponent took) and LeetCode 1140 Stone Game II (take X <= 2M, then M = max(M, X)) are
such games; their answer is the recurrence over the suffix and the counter,

    d(i, c) = max over 1 <= t <= min(U(c), n - i) of sum(a[i..i+t-1]) - d(i + t, F(c, t))

the mover's total minus the other's (d = 0 on the empty row), O(n² · max U) time. U(c) = α·c + β
and F among t, max(c, t), c + t, c are read from every state the explorer searched (each
state's takes must be exactly 1..min(U(c), its length), and every option's counter F(c, t)),
the starting counter from start(). With score = "own" every element is taken once (t = 1 is
always open), so the own total is (the row's sum + d) / 2. Nothing here knows a game."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable

from .code import recurrence_report

SLOPES = range(0, 4)            # α of U(c) = α·c + β
OFFSETS = range(-2, 4)          # β
UPDATES = (("t", lambda c, t: t, "t"),
           ("max(c, t)", lambda c, t: max(c, t), "std::max(c, t)"),
           ("c + t", lambda c, t: c + t, "c + t"),
           ("c", lambda c, t: c, "c"))
MIN_STATES = 20                 # states searched, at least, before a rule is read


@dataclass(frozen=True)
class Counter:
    start: int                  # the counter start() gives
    alpha: int                  # U(c) = alpha·c + beta
    beta: int
    update: int                 # the index in UPDATES of F(c, t)
    own: bool

    def most(self, c: int) -> int:
        return self.alpha * c + self.beta

    def after(self, c: int, t: int) -> int:
        return UPDATES[self.update][1](c, t)

    def text(self) -> str:
        u = _affine("c", self.alpha, self.beta)
        own = (", and the own total is (the row's sum + d) / 2, every element taken once"
               if self.own else "")
        return (f"the state is (the row left, a counter c), c = {self.start} at the start; a "
                f"move takes t elements from the front, 1 <= t <= {u}, scores their sum and "
                f"leaves c = {UPDATES[self.update][0]}; d(i, c) = max over t of the sum taken "
                f"- d(i + t, c'){own}")


def _affine(x: str, a: int, b: int) -> str:
    head = "" if a == 0 else x if a == 1 else f"{a}·{x}"
    if not head:
        return str(b)
    return head if b == 0 else f"{head} + {b}" if b > 0 else f"{head} - {-b}"


def applies(game) -> bool:
    return (getattr(game.shape, "kind", "") == "sequence" and game.start is not None and
            game.result == "score" and game.final is None)


def _split(state):
    """(row, c) of a state that is one, else None."""
    if isinstance(state, tuple) and len(state) == 2 and isinstance(state[0], tuple) and \
            type(state[1]) is int and all(type(v) is int for v in state[0]):
        return state
    return None


def read(game, ex, positions: list) -> Counter | None:
    """The counter game that explains every state searched, or None."""
    if not applies(game) or len(ex.states) < MIN_STATES:
        return None
    starts = set()
    for p in positions:
        try:
            s = _split(ex._canon(game.start(p)))
        except Exception:       # start() fails: no reading
            return None
        if s is None or s[0] != tuple(p):
            return None
        starts.add(s[1])
    if len(starts) != 1:
        return None
    rows = []                   # (row, c, {t: (c', points)})
    for sid, s in enumerate(ex.states):
        got = _split(s)
        if got is None or ex.opts[sid] is None:
            return None
        row, c = got
        takes: dict = {}
        for o, points in ex.opts[sid]:
            after = _split(ex.states[o])
            if after is None:
                return None
            t = len(row) - len(after[0])
            if t < 1 or row[t:] != after[0] or takes.setdefault(t, (after[1], points)) != \
                    (after[1], points):
                return None
            if points != sum(row[:t]):
                return None
        rows.append((row, c, takes))
    own = getattr(game, "own", None) is not None
    for alpha in SLOPES:
        for beta in OFFSETS:
            if not all(set(takes) == set(range(1, min(alpha * c + beta, len(row)) + 1))
                       for row, c, takes in rows):
                continue
            for i, (_, update, _) in enumerate(UPDATES):
                if all(after == update(c, t) for row, c, takes in rows
                       for t, (after, _) in takes.items()):
                    found = Counter(next(iter(starts)), alpha, beta, i, own)
                    if own and not all(found.most(c) >= 1 for row, c, _ in rows if row):
                        return None     # a row may end with elements left
                    return found
    return None


def value(found: Counter, a: tuple) -> int:
    """The recurrence in Python: the mover's total minus the other's (or the own total)."""
    n, memo = len(a), {}

    def d(i: int, c: int) -> int:
        if i == n:
            return 0
        if (i, c) not in memo:
            memo[(i, c)] = max((sum(a[i:i + t]) - d(i + t, found.after(c, t))
                                for t in range(1, min(found.most(c), n - i) + 1)), default=0)
        return memo[(i, c)]
    diff = d(0, found.start)
    return (sum(a) + diff) // 2 if found.own else diff


def code(found: Counter, game_name: str) -> tuple[str, str]:
    head = "\n".join(textwrap.wrap(
        f"{game_name}: {found.text()} (found by gk explore; the takes and the counter checked "
        f"at every state it searched)", 92, initial_indent="// ", subsequent_indent="//   "))
    result = "(pre[n] + d(0, C0)) / 2" if found.own else "d(0, C0)"
    text = head + f"""
long long value(const std::vector<long long>& a) {{  // {'the first player' + "'s own total" if found.own else "the mover's total minus the other's"}
  const int n = int(a.size());
  const long long C0 = {found.start};
  std::vector<long long> pre(n + 1, 0);
  for (int i = 0; i < n; ++i) pre[i + 1] = pre[i] + a[i];
  std::map<std::pair<int, long long>, long long> memo;  // (i, c): O(n^2) of them at most
  std::function<long long(int, long long)> d = [&](int i, long long c) -> long long {{
    if (i == n) return 0;
    auto it = memo.find({{i, c}});
    if (it != memo.end()) return it->second;
    const long long most = std::min<long long>({found.alpha}LL * c + {found.beta}LL, n - i);
    long long v = 0;
    bool any = false;
    for (long long t = 1; t <= most; ++t) {{
      long long x = pre[i + t] - pre[i] - d(int(i + t), {UPDATES[found.update][2]});
      v = any ? std::max(v, x) : x;
      any = true;
    }}
    return memo[{{i, c}}] = v;
  }};
  return {result};
}}
"""
    return text, "value"


def report(game, ex, positions: list, labels: list, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game is a row taken from its front with a
    counter and the recurrence gives every result computed; ([], "", "") otherwise."""
    return recurrence_report(read(game, ex, positions), value, code, "the takes and the counter",
                             game.name, len(ex.states), positions, labels, check)
