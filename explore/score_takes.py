"""A score game on one number that takes from a fixed set (docs/explore.md, "A score game that
takes from a set"): a move takes s stones, s from a set S, and scores p(s). With no closed form
(AtCoder ABC 270 D, Stones: S = A, p(s) = s; greedy taking is wrong) the contest's answer is the
recurrence over n,

    d(n) = max over s in S, s <= n, of p(s) - d(n - s)        (d = 0 with no move)

the mover's total minus the other's, computed bottom up in O(n |S|). When each player maximises
their own total (score = "own") and every stone is taken once (1 is in S, so only n = 0 ends the
game) with p(s) = c·s, the two totals add up to c·n and the own total is (c·n + d(n)) / 2.

S and p are read from the file's moves() of every n up to TOP (the takes of n must be exactly the
members of S up to n, each scoring the same at every n); beyond TOP the moves are assumed, as
the status says. Nothing here knows a game."""
from __future__ import annotations

import textwrap
from typing import Callable

TOP = 240               # numbers whose moves are read
MAX_TAKE = 60           # the largest take at most this (a quarter of TOP)
LIMIT = 20_000_000      # the pasted code's n at most


def applies(game) -> bool:
    shape = game.shape
    return (getattr(shape, "kind", "") == "numbers" and len(getattr(shape, "names", ())) == 1
            and game.result == "score")


def _number(state) -> int | None:
    if isinstance(state, tuple) and len(state) == 1:
        state = state[0]
    return state if isinstance(state, int) and not isinstance(state, bool) else None


def read(game) -> dict | None:
    """{s: p(s)} when the moves of every n = 0..TOP take exactly the members of S up to n, each
    scoring p(s) wherever it is taken; else None."""
    canon = game.canonical or (lambda s: s)
    takes: list[dict] = []
    try:
        for n in range(TOP + 1):
            state = canon(game.start((n,))) if game.start is not None else (n,)
            got: dict = {}
            for after, points in game.moves(state):
                m = _number(canon(after))
                if m is None or not 0 <= m < n or not isinstance(points, int) or \
                        got.setdefault(n - m, points) != points:
                    return None
            takes.append(got)
    except Exception:       # moves() or start() fail on some number: nothing read
        return None
    table = takes[TOP]
    if not table or max(table) > MAX_TAKE:
        return None
    for n, got in enumerate(takes):
        if got != {s: p for s, p in table.items() if s <= n}:
            return None
    return dict(sorted(table.items()))


def differences(table: dict, count: int) -> list[int]:
    d = []
    for n in range(count):
        d.append(max((p - d[n - s] for s, p in table.items() if s <= n), default=0))
    return d


def own_factor(table: dict) -> int | None:
    """c when p(s) = c·s for every s and 1 is in S (the totals add up to c·n), else None."""
    if 1 not in table:
        return None
    c = table[1]
    return c if all(p == c * s for s, p in table.items()) else None


def values(table: dict, count: int, own: bool) -> list[int] | None:
    d = differences(table, count)
    if not own:
        return d
    c = own_factor(table)
    return None if c is None else [(c * n + x) // 2 for n, x in enumerate(d)]


def code(table: dict, own: bool, game_name: str) -> tuple[str, str]:
    takes = ", ".join(f"{{{s}, {p}}}" for s, p in table.items())
    c = own_factor(table) if own else None
    result = "d[n]" if not own else f"({c}LL * n + d[n]) / 2"
    what = ("the first player's own total: the totals add up to "
            f"{'' if c == 1 else f'{c}·'}n, so it is (that + d(n)) / 2" if own else
            "the mover's total minus the other's")
    head = textwrap.wrap(
        f"takes s from S, scoring p(s): d(n) = max over s <= n of p(s) - d(n - s), d = 0 with no "
        f"move; the value is {what} (found by gk explore on {game_name}: S and p read off "
        f"moves() for n up to {TOP}; the game's own recurrence, checked, not proven beyond)", 92,
        initial_indent="// ", subsequent_indent="//   ")
    text = "\n".join(head) + f"""
long long value(long long n) {{
  assert(0 <= n && n <= {LIMIT} && "n out of the recurrence's range");
  static const long long SP[][2] = {{{takes}}};   // {{s, p(s)}}
  std::vector<long long> d(n + 1, 0);
  for (long long i = 1; i <= n; ++i) {{
    bool any = false;
    for (const auto& t : SP)
      if (t[0] <= i) {{
        long long x = t[1] - d[i - t[0]];
        d[i] = any ? std::max(d[i], x) : x;
        any = true;
      }}
  }}
  return {result};
}}
"""
    return text, "value"


def report(game, positions: list, labels: list, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game takes from a fixed set and its
    recurrence gives every result computed; ([], "", "") otherwise."""
    if not applies(game) or not positions:
        return [], "", ""
    table = read(game)
    if table is None:
        return [], "", ""
    own = getattr(game, "own", None) is not None
    top = max(p[0] for p in positions)
    v = values(table, top + 1, own)
    if v is None or any(v[p[0]] != int(lab) for p, lab in zip(positions, labels)):
        return [], "", ""
    shown = ", ".join(f"{s}: {p}" for s, p in table.items())
    lines = [f"recurrence: a move takes s from S = {{{', '.join(map(str, table))}}}, scoring "
             f"p(s) ({shown}); d(n) = max over s <= n of p(s) - d(n - s)"
             + (", and the own total is (the sum of the points + d(n)) / 2, every stone taken "
                "once" if own else "")
             + f"  [the game's own recurrence: S and p read off moves() for every n up to "
               f"{TOP} (checked there, assumed beyond), and it gives all {len(positions):,} "
               f"results computed]"]
    text, name = code(table, own, game.name)
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        checked = check(text, name, "n", positions, [int(x) for x in labels], "score")
        lines.append(checked)
    return lines, text, checked
