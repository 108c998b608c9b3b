"""A score game on one number that takes from a fixed set (docs/explore.md, "A score game that
takes from a set"): a move takes s stones, s from a set S, and scores p(s). With no closed form
(AtCoder ABC 270 D, Stones: S = A, p(s) = s; greedy taking is wrong) the contest's answer is the
recurrence over n,

    d(n) = max over s in S, s <= n, of p(s) - d(n - s)        (d = 0 with no move)

the mover's total minus the other's, computed bottom up in O(n |S|). When each player maximises
their own total (score = "own") and every stone is taken once (1 is in S, so only n = 0 ends the
game) with p(s) = c·s, the two totals add up to c·n and the own total is (c·n + d(n)) / 2.

A move may also divide the pile: n -> n / d when d divides n (or n div d, the floor), scoring
alpha·(n - m) + beta for what it takes, m the number left (Codeforces 1425A, Arena of Greed:
take one coin, or half of them when their number is even); the recurrence takes those moves too.

S, p and the divisions are read from the file's moves() of every n up to TOP (the options of n
must be exactly the takes of S up to n and the divisions open at n, each scoring the same rule
at every n); beyond TOP the moves are assumed, as the status says. Nothing here knows a game."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable

from .code import pasted

TOP = 240               # numbers whose moves are read
MAX_TAKE = 60           # the largest take at most this (a quarter of TOP)
MAX_DIVISOR = 12        # divisions by 2..MAX_DIVISOR (n div d <= TOP / 2 < TOP - MAX_TAKE)
WORTH = 6               # |alpha|, |beta| of a division's points at most
LIMIT = 20_000_000      # the pasted code's n at most


@dataclass(frozen=True)
class Division:
    """n -> n / d (exact: only when d divides n) or n div d, scoring alpha·(n - m) + beta."""
    d: int
    exact: bool
    alpha: int
    beta: int

    def target(self, n: int) -> int | None:
        if n < 1 or (self.exact and n % self.d):
            return None
        return n // self.d

    def points(self, n: int, m: int) -> int:
        return self.alpha * (n - m) + self.beta

    @property
    def words(self) -> str:
        move = f"n / {self.d} when {self.d} divides n" if self.exact else f"n div {self.d}"
        what = ("nothing" if (self.alpha, self.beta) == (0, 0) else
                "what it takes, n - m" if (self.alpha, self.beta) == (1, 0) else
                _affine("(n - m)", self.alpha, self.beta))
        return f"to {move}, scoring {what}"


def _affine(x: str, alpha: int, beta: int) -> str:
    head = "" if alpha == 0 else x if alpha == 1 else f"{alpha}·{x}"
    if not head:
        return str(beta)
    return head if beta == 0 else f"{head} + {beta}" if beta > 0 else f"{head} - {-beta}"


@dataclass(frozen=True)
class Moves:
    """The takes {s: p(s)} and the divisions of every n."""
    takes: dict
    divisions: tuple = ()

    def options(self, n: int) -> set:
        out = {(n - s, p) for s, p in self.takes.items() if s <= n}
        for dv in self.divisions:
            m = dv.target(n)
            if m is not None:
                out.add((m, dv.points(n, m)))
        return out


def applies(game) -> bool:
    shape = game.shape
    return (getattr(shape, "kind", "") == "numbers" and len(getattr(shape, "names", ())) == 1
            and game.result == "score")


def _number(state) -> int | None:
    if isinstance(state, tuple) and len(state) == 1:
        state = state[0]
    return state if isinstance(state, int) and not isinstance(state, bool) else None


def read(game) -> Moves | None:
    """The takes and divisions when the options of every n = 0..TOP are exactly theirs, each
    scoring the same rule wherever it is open; else None."""
    canon = game.canonical or (lambda s: s)
    options: list[set] = []
    try:
        for n in range(TOP + 1):
            state = canon(game.start((n,))) if game.start is not None else (n,)
            got: set = set()
            for after, points in game.moves(state):
                m = _number(canon(after))
                if m is None or not 0 <= m < n or not isinstance(points, int):
                    return None
                got.add((m, points))
            options.append(got)
    except Exception:       # moves() or start() fail on some number: nothing read
        return None
    # at TOP a take leaves more than TOP - MAX_TAKE, a division at most TOP / 2
    table: dict = {}
    for m, points in options[TOP]:
        if TOP - m <= MAX_TAKE and table.setdefault(TOP - m, points) != points:
            return None
    divided = sorted(m for m, _ in options[TOP] if m <= TOP // 2)
    if not table and not divided:
        return None
    divisions = _divisions(options, divided)
    if divisions is None:
        return None
    found = Moves(dict(sorted(table.items())), divisions)
    if any(found.options(n) != got for n, got in enumerate(options)):
        return None
    return found


def _divisions(options: list[set], divided: list[int]) -> tuple | None:
    """The divisions whose targets at TOP are `divided`, each by the d with TOP div d = m,
    floor or exact as every n's options say, its points fitted; None when one is not."""
    out = []
    for m in divided:
        d = next((d for d in range(2, MAX_DIVISOR + 1) if TOP // d == m), None)
        if d is None:
            return None
        for exact in (False, True):
            seen = [(n, p) for n in range(1, TOP + 1) if not exact or n % d == 0
                    for q, p in options[n] if q == n // d]
            opened = {n for n, _ in seen}
            if len(opened) == sum(1 for n in range(1, TOP + 1) if not exact or n % d == 0):
                break
        else:
            return None
        by_n: dict = {}
        for n, p in seen:
            by_n.setdefault(n, set()).add(p)
        fit = _fit([(n - n // d, ps) for n, ps in by_n.items()])
        if fit is None:
            return None
        out.append(Division(d, exact, *fit))
    return tuple(out)


def _fit(rows: list[tuple[int, set]]) -> tuple[int, int] | None:
    """(alpha, beta), small integers, with alpha·x + beta among the points ps of every row
    (x, ps): a row holds every option's points that leave the division's number (a take may
    leave it too); two rows of different x with one point each fix them."""
    plain = [(x, next(iter(ps))) for x, ps in rows if len(ps) == 1]
    xs = sorted({x for x, _ in plain})
    for x1 in xs[:3]:
        for x2 in xs[1:4]:
            if x2 <= x1:
                continue
            p1 = next(p for x, p in plain if x == x1)
            p2 = next(p for x, p in plain if x == x2)
            if (p2 - p1) % (x2 - x1):
                continue
            alpha = (p2 - p1) // (x2 - x1)
            beta = p1 - alpha * x1
            if max(abs(alpha), abs(beta)) <= WORTH and \
                    all(alpha * x + beta in ps for x, ps in rows):
                return alpha, beta
    return None


def differences(found: Moves, count: int) -> list[int]:
    d: list[int] = []
    for n in range(count):
        d.append(max((p - d[m] for m, p in found.options(n)), default=0))
    return d


def own_factor(found: Moves) -> int | None:
    """c when every move scores c times what it takes (p(s) = c·s, a division c·(n - m)) and 1
    is in S (the totals add up to c·n), else None."""
    table = found.takes
    if 1 not in table:
        return None
    c = table[1]
    if all(p == c * s for s, p in table.items()) and \
            all((dv.alpha, dv.beta) == (c, 0) for dv in found.divisions):
        return c
    return None


def values(found: Moves, count: int, own: bool) -> list[int] | None:
    d = differences(found, count)
    if not own:
        return d
    c = own_factor(found)
    return None if c is None else [(c * n + x) // 2 for n, x in enumerate(d)]


def code(found: Moves, own: bool, game_name: str) -> tuple[str, str]:
    table = found.takes
    takes = ", ".join(f"{{{s}, {p}}}" for s, p in table.items())
    c = own_factor(found) if own else None
    result = "d[n]" if not own else f"({c}LL * n + d[n]) / 2"
    what = ("the first player's own total: the totals add up to "
            f"{'' if c == 1 else f'{c}·'}n, so it is (that + d(n)) / 2" if own else
            "the mover's total minus the other's")
    moves = ("takes s from S, scoring p(s)" +
             "".join(f"; or moves {dv.words}" for dv in found.divisions))
    rule = ("d(n) = max over s <= n of p(s) - d(n - s)" if not found.divisions else
            "d(n) = max over the moves n -> m of their points - d(m)")
    head = textwrap.wrap(
        f"{moves}: {rule}, d = 0 with no move; the value is {what} (found by gk explore on "
        f"{game_name}: {'the moves' if found.divisions else 'S and p'} read off moves() for n up "
        f"to {TOP}; the game's own recurrence, "
        f"checked, not proven beyond)", 92,
        initial_indent="// ", subsequent_indent="//   ")
    take_loop = (f"    for (const auto& t : SP)\n"
                 f"      if (t[0] <= i) {{\n"
                 f"        long long x = t[1] - d[i - t[0]];\n"
                 f"        d[i] = any ? std::max(d[i], x) : x;\n"
                 f"        any = true;\n"
                 f"      }}\n") if table else ""
    div_loops = "".join(
        f"    if ({'i % ' + str(dv.d) + ' == 0' if dv.exact else 'true'}) {{  // to i "
        f"{'/' if dv.exact else 'div'} {dv.d}\n"
        f"      long long m = i / {dv.d}, x = {dv.alpha}LL * (i - m) + {dv.beta}LL - d[m];\n"
        f"      d[i] = any ? std::max(d[i], x) : x;\n"
        f"      any = true;\n"
        f"    }}\n" for dv in found.divisions)
    sp = f"  static const long long SP[][2] = {{{takes}}};   // {{s, p(s)}}\n" if table else ""
    text = ("\n".join(head) + "\nlong long value(long long n) {\n"
            f"  assert(0 <= n && n <= {LIMIT} && \"n out of the recurrence's range\");\n"
            + sp +
            "  std::vector<long long> d(n + 1, 0);\n"
            "  for (long long i = 1; i <= n; ++i) {\n"
            "    bool any = false;\n"
            + take_loop + div_loops +
            "    (void)any;\n"
            "  }\n"
            f"  return {result};\n}}\n")
    return text, "value"


def report(game, positions: list, labels: list, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game takes from a fixed set and its
    recurrence gives every result computed; ([], "", "") otherwise."""
    if not applies(game) or not positions:
        return [], "", ""
    found = read(game)
    if found is None:
        return [], "", ""
    own = getattr(game, "own", None) is not None
    top = max(p[0] for p in positions)
    v = values(found, top + 1, own)
    if v is None or any(v[p[0]] != int(lab) for p, lab in zip(positions, labels)):
        return [], "", ""
    table = found.takes
    shown = ", ".join(f"{s}: {p}" for s, p in table.items())
    takes = (f"a move takes s from S = {{{', '.join(map(str, table))}}}, scoring p(s) ({shown})"
             if table else "")
    divides = "; ".join(f"a move goes {dv.words}" for dv in found.divisions)
    rule = ("d(n) = max over s <= n of p(s) - d(n - s)" if not found.divisions else
            "d(n) = max over the moves n -> m of their points - d(m)")
    lines = [f"recurrence: {'; or '.join(x for x in (takes, divides) if x)}; {rule}"
             + (", and the own total is (the sum of the points + d(n)) / 2, every stone taken "
                "once" if own else "")
             + f"  [the game's own recurrence: {'the moves' if found.divisions else 'S and p'} "
               f"read off moves() for every n up to "
               f"{TOP} (checked there, assumed beyond), and it gives all {len(positions):,} "
               f"results computed]"]
    text, name = code(found, own, game.name)
    return pasted(lines[0], text, name, check, "n", positions, labels, "score")
