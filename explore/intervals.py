"""Games on a row that shrink it from its ends (docs/explore.md, "Games on a row taken from its
ends"): when every move of every state computed removes f elements from the front and b from the
back, (f, b) from one fixed set, and scores the same function of what it removes, the game is
its own recurrence over the intervals of the row, the textbook answer when no closed form exists
(AtCoder EDPC L, Deque: value(l, r) = max(a[l] - value(l + 1, r), a[r - 1] - value(l, r - 1))).
The explorer states that recurrence and pastes it as an O(n · |moves|) dynamic programme over
suffixes (moves from the front only; prefixes for the back only) or an O(n^2 · |moves|) one over
intervals, compiled and compared with every computed position.

What a move scores, simplest first: the sum of the removed elements, how many it removes,
nothing, or the sum of the elements left (LeetCode 1690, Stone Game VII); else a worth
alpha·v + beta per element, summed over those removed or those left, with alpha and beta read
off two of the moves and checked on all (UVa 10891 Game of Sum on a row whose entry c stands for
the number c - 2: each element taken is worth v - 2); and when no one of those fits every cut,
each cut its own (algospot NUMBERGAME: an end taken scores its number, two erased at an end
score nothing). Nothing here knows a
game: the moves and their points are read from the explorer's graph of states (explore/solve.py).

A game scored by each player's own total (score = "own", CSES 1097 Removal Game) is read through
its difference when every element is taken once: a move may remove a single element, so only
the empty row ends the game, and the two totals always add up to the row's sum (or its length,
when a move scores its count). Then maximising one's own total is maximising the difference, and
own = (total + difference) / 2; the code computes that, compared with the own totals the
explorer's minimax (snippets/minimax.hpp, OwnScoreDag) gave every position."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable


MAX_REMOVED = 12        # f + b at most this: a move that removes more is not a cut of the ends


@dataclass(frozen=True)
class Points:
    """What a move scores: the sum of alpha·v + beta over the elements it removes (`over` =
    "removed") or over those it leaves ("left"). alpha = 1, beta = 0 is the plain sum; alpha = 0,
    beta = 1 how many; both 0 nothing. A row whose entries stand for shifted numbers (an entry c
    worth c - 2, since a shape's values start at 0) scores alpha = 1, beta = -2."""
    over: str
    alpha: int
    beta: int

    @property
    def name(self) -> str:
        where = "it removes" if self.over == "removed" else "left"
        if (self.alpha, self.beta) == (0, 0):
            return "nothing"
        if (self.alpha, self.beta) == (1, 0):
            return f"the sum of the elements {where}"
        if (self.alpha, self.beta) == (0, 1):
            return "how many elements it removes" if self.over == "removed" else \
                "how many elements are left"
        return f"the sum of {_affine('v', self.alpha, self.beta)} over the elements {where}"

    def fn(self, removed: tuple, left: tuple) -> int:
        items = removed if self.over == "removed" else left
        return self.alpha * sum(items) + self.beta * len(items)

    def total(self, a) -> int:
        """What the two players' points add up to when every element is removed once."""
        return self.alpha * sum(a) + self.beta * len(a)


def _affine(v: str, alpha: int, beta: int) -> str:
    """alpha·v + beta, written as a contestant would: v - 2, 2·v + 1, 3."""
    head = "" if alpha == 0 else v if alpha == 1 else f"-{v}" if alpha == -1 else f"{alpha}·{v}"
    if not head:
        return str(beta)
    return head if beta == 0 else f"{head} + {beta}" if beta > 0 else f"{head} - {-beta}"


NOTHING = Points("removed", 0, 0)
# the plain forms, simplest first; an affine worth per element is read off the moves (_fitted)
POINTS = (Points("removed", 1, 0), Points("removed", 0, 1), NOTHING, Points("left", 1, 0))
WORTH = 6               # |alpha|, |beta| of a fitted worth at most


@dataclass(frozen=True)
class Literal:
    """A condition on a row (the elements a[l..r-1] before a move): its words, its test on a
    tuple and its C++ over l, r and a."""
    words: str
    test: Callable[[tuple], bool]
    cpp: str


# When a cut is open depends on the row (a greedy opponent takes the larger end; a cut open on
# one player's turns only, the turn read from the length): the simplest such conditions.
LITERALS = (
    Literal("the row's length is even", lambda s: len(s) % 2 == 0, "(r - l) % 2 == 0"),
    Literal("the row's length is odd", lambda s: len(s) % 2 == 1, "(r - l) % 2 == 1"),
    Literal("its first element >= its last", lambda s: s[0] >= s[-1], "a[l] >= a[r - 1]"),
    Literal("its first element > its last", lambda s: s[0] > s[-1], "a[l] > a[r - 1]"),
    Literal("its first element <= its last", lambda s: s[0] <= s[-1], "a[l] <= a[r - 1]"),
    Literal("its first element < its last", lambda s: s[0] < s[-1], "a[l] < a[r - 1]"),
)


@dataclass(frozen=True)
class Guard:
    """When a cut is open: `any` of its literals holds (one, or two joined by "or"), or `all`
    of them when `both`."""
    literals: tuple[Literal, ...]
    both: bool = False

    def __call__(self, s: tuple) -> bool:
        got = (lit.test(s) for lit in self.literals)
        return all(got) if self.both else any(got)

    @property
    def words(self) -> str:
        return (" and " if self.both else " or ").join(lit.words for lit in self.literals)

    @property
    def cpp(self) -> str:
        joined = (" && " if self.both else " || ").join(lit.cpp for lit in self.literals)
        return f"({joined})" if len(self.literals) > 1 else joined


def _guards():
    """Every guard, simplest first: one literal, then two joined by "or", then by "and"."""
    yield from (Guard((lit,)) for lit in LITERALS)
    for both in (False, True):
        for i, x in enumerate(LITERALS):
            for y in LITERALS[i + 1:]:
                yield Guard((x, y), both)


@dataclass
class Cuts:
    """The game as cuts of the ends: its moves (f, b) and what a move scores (None: a win
    game)."""
    moves: tuple[tuple[int, int], ...]
    points: Points | None
    states: int             # states whose moves were read
    own: bool = False       # the result is the mover's own total, (total + difference) / 2
    # any number k >= 1 of elements from the front (from the back), besides `moves`
    any_front: bool = False
    any_back: bool = False
    # when each of `moves` is open (None: always), the guard read off the states searched
    guards: tuple = ()
    # what each of `moves` scores, when the cuts score differently (take an end for its
    # number, or erase two for nothing: algospot NUMBERGAME); empty: each scores `points`
    scoring: tuple = ()

    def points_of(self, cut: tuple[int, int]) -> Points | None:
        """What the cut scores."""
        if self.scoring:
            return self.scoring[self.moves.index(cut)]
        return self.points

    def at(self, s: tuple) -> list[tuple[int, int]]:
        """The cuts open on the row s."""
        return _open(_cuts_at(self.moves, self.any_front, self.any_back, len(s)), self, s)

    @property
    def side(self) -> str:
        if all(b == 0 for _, b in self.moves) and not self.any_back:
            return "front"
        if all(f == 0 for f, _ in self.moves) and not self.any_front:
            return "back"
        return "both"

    def text(self) -> str:
        where = {"front": "from the front", "back": "from the back",
                 "both": "from the two ends"}[self.side]
        guards = self.guards or (None,) * len(self.moves)
        scores = self.scoring or (None,) * len(self.moves)
        shown = ", ".join([f"({f}, {b})" + (f" when {g.words}" if g else "") +
                           (f" scoring {p.name}" if p else "")
                           for (f, b), g, p in zip(self.moves, guards, scores)]
                          + ["(k, 0) for every k >= 1"] * self.any_front
                          + ["(0, k) for every k >= 1"] * self.any_back)
        what = (f"; it scores {self.points.name}" if self.points is not None and
                not self.scoring else "")
        own = (f"; every element is taken once, so the mover's own total is "
               f"({_total_text(self.points)} + the mover's total minus the other's) / 2"
               if self.own else "")
        return (f"every move removes f elements from the front and b from the back, (f, b) in "
                f"{{{shown}}} ({where}){what}{own}")


def _total_text(points: Points) -> str:
    """What the two players' totals add up to when every element is taken once."""
    if (points.alpha, points.beta) == (1, 0):
        return "the sum of the row"
    if (points.alpha, points.beta) == (0, 1):
        return "the row's length"
    return f"the sum of {_affine('v', points.alpha, points.beta)} over the row"


def applies(game) -> bool:
    return (getattr(game.shape, "kind", "") == "sequence" and game.start is None and
            game.canonical is None and game.final is None and
            game.winner is None and game.result in ("score", "win"))


def _cuts_of(s: tuple, t: tuple) -> list[tuple[int, int]]:
    """Every (f, b) with s[f:len(s) - b] == t."""
    gone = len(s) - len(t)
    if gone <= 0 or gone > MAX_REMOVED:
        return []
    return [(f, gone - f) for f in range(gone + 1) if s[f:f + len(t)] == t]


def find(game, ex) -> Cuts | None:
    """The cuts that explain every move of every state of ex, or None."""
    if not applies(game) or not ex.states:
        return None
    scored = game.result == "score"
    seen: set = set()
    for sid, s in enumerate(ex.states):
        if not isinstance(s, tuple):
            return None
        for o in ex.opts[sid]:
            if scored:
                t = ex.states[o[0]]
            elif len(o) == 1:
                t = ex.states[o[0]]
            else:
                return None             # a move to a sum of rows
            cuts = _cuts_of(s, t)
            if not cuts:
                return None
            seen.update(cuts)
    # the moves: every cut seen that every long enough state has; then each state's options
    # must be exactly its cuts'
    longest = max(len(s) for s in ex.states)
    # rows longer than any searched: their cuts tell a fixed set of cuts from "any number from
    # an end" (every (k, 0) up to the longest row seen), and drop the cuts that only seemed so
    # (on a row of 5, taking 1 from the front and 4 from the back leaves what taking all 5
    # does). Distinct values where moves() accepts them, else the longest row's, repeated.
    probes, probed = _probes(game, ex, longest, scored)
    if probes is None:
        return None                     # moves() fails on a longer row: no claim past the search
    moves = tuple(sorted(c for c in seen if c[0] + c[1] <= longest and _always(ex, c, scored)))
    moves = tuple(c for c in moves if all(
        (row[c[0]:len(row) - c[1]] if not scored else
         (row[c[0]:len(row) - c[1]], None)) in _loose(got, scored)
        for row, got in zip(probes, probed)))
    return (_plain(game, ex, moves, longest, probes, probed, scored) if moves else None) or \
        _guarded(game, ex, seen, longest, probes, probed, scored) or \
        (_scored_by_cut(game, ex, moves, probes, probed) if moves and scored else None)


def _plain(game, ex, moves: tuple, longest: int, probes, probed, scored: bool) -> Cuts | None:
    """The cuts `moves`, each open on every row long enough for it, when they and one way of
    scoring explain every state's options; or None."""
    front = longest >= 2 and all((k, 0) in moves for k in range(1, longest + 1))
    back = longest >= 2 and all((0, k) in moves for k in range(1, longest + 1))
    forms = [(moves, False, False)]
    if front or back:
        fixed = tuple(c for c in moves if not (front and c[1] == 0) and not (back and c[0] == 0))
        forms.append((fixed, front, back))
    own = scored and getattr(game, "own", None) is not None
    for fixed, any_front, any_back in forms:
        smallest = min([f + b for f, b in fixed] + [1] * (any_front or any_back))
        for points in ((*POINTS, *_fitted(ex, probes, probed)) if scored else (None,)):
            if own and (points.over != "removed" or points == NOTHING or smallest != 1):
                continue    # the totals need not add up to a constant: no difference to read
            cuts = lambda n: _cuts_at(fixed, any_front, any_back, n)     # noqa: E731
            if all(_options(ex, sid, scored) == _made(s, cuts(len(s)), points)
                   for sid, s in enumerate(ex.states)) and \
                    all(got == _made(row, cuts(len(row)), points)
                        for row, got in zip(probes, probed)):
                return Cuts(fixed, points, len(ex.states), own, any_front, any_back)
    return None


def _scored_by_cut(game, ex, moves: tuple, probes, probed) -> Cuts | None:
    """The cuts `moves`, each open on every row long enough for it and each with its own way
    of scoring (the simplest of POINTS and the fitted worths that gives its option on every
    row), when together they explain every state's options; or None. Not for own totals: a cut
    that scores nothing makes them not add up."""
    if getattr(game, "own", None) is not None:
        return None
    rows = [(s, _options(ex, sid, True)) for sid, s in enumerate(ex.states)] + \
        list(zip(probes, probed))
    candidates = (*POINTS, *_fitted(ex, probes, probed))
    scoring = []
    for cut in moves:
        fits = (p for p in candidates
                if all(_made(s, [cut], p) <= options for s, options in rows))
        points = next(fits, None)
        if points is None:
            return None
        scoring.append(points)
    if len(set(scoring)) < 2:
        return None             # one way of scoring: _plain's, not this
    found = Cuts(moves, scoring[0], len(ex.states), scoring=tuple(scoring))
    if all(options == _made_by_cut(s, found) for s, options in rows):
        return found
    return None


def _made_by_cut(s: tuple, cuts: Cuts) -> set:
    """The options the cuts make on the row s, each scored its own way."""
    return set().union(*(_made(s, [c], cuts.points_of(c)) for c in cuts.at(s)))


def _guarded(game, ex, seen: set, longest: int, probes, probed, scored: bool) -> Cuts | None:
    """Cuts that are open on some rows only (Two Ends, SPOJ TWENDS: the greedy player's one
    move takes the larger end; a cut that is one player's, the turn read from the length): for
    each cut seen, the simplest guard (LITERALS, alone or two joined) that says on which rows
    searched it is open, the same scoring for all, then every state's options checked against
    the open cuts. A row where two cuts leave the same option says nothing of either's guard."""
    if scored and getattr(game, "own", None) is not None:
        return None     # a row may end with elements left: own totals need not add up
    rows = [(s, _options(ex, sid, scored)) for sid, s in enumerate(ex.states)] + \
        list(zip(probes, probed))
    cuts_seen = sorted(c for c in seen if c[0] + c[1] <= longest)
    for points in ((*POINTS, *_fitted(ex, probes, probed)) if scored else (None,)):
        moves, guards = [], []
        for cut in cuts_seen:
            seen_open = []          # (row, open?) on the rows long enough, the clear ones
            for s, options in rows:
                if sum(cut) > len(s):
                    continue
                made = _made(s, [cut], points)
                others = _made(s, [c for c in cuts_seen if c != cut and sum(c) <= len(s)],
                               points)
                if made <= others:
                    continue        # another cut leaves the same: no word on this one
                seen_open.append((s, made <= options))
            if not any(o for _, o in seen_open):
                continue            # never open where it alone would say so: not a move
            if all(o for _, o in seen_open):
                moves.append(cut)
                guards.append(None)
                continue
            guard = next((g for g in _guards()
                          if all(g(s) == o for s, o in seen_open)), None)
            if guard is None or sum(1 for _, o in seen_open if not o) < 2:
                break               # no guard says it (or too few closed rows to tell)
            moves.append(cut)
            guards.append(guard)
        else:
            if not any(guards):
                continue
            found = Cuts(tuple(moves), points, len(ex.states), guards=tuple(guards))
            if all(options == _made(s, found.at(s), points) for s, options in rows):
                return found
    return None


def _fitted(ex, probes, probed) -> list[Points]:
    """The affine worths alpha·v + beta per element (over those removed, then those left) that
    two options with independent (sum, count) determine, when they are small integers and not
    a plain form; each is then checked on every option by find(). An option is read only when
    one cut alone explains it (its removed elements are then known)."""
    options = [(s, t, p) for sid, s in enumerate(ex.states) for t, p in _options(ex, sid, True)]
    options += [(row, t, p) for row, got in zip(probes, probed) for t, p in got]
    out = []
    for over in ("removed", "left"):
        rows = []
        for s, t, p in options:
            cuts = _cuts_of(s, t)
            if len(cuts) != 1 or not isinstance(p, int):
                continue
            f, b = cuts[0]
            items = s[:f] + s[len(s) - b:] if over == "removed" else t
            rows.append((sum(items), len(items), p))
        fit = _solve(rows)
        if fit is not None and Points(over, *fit) not in POINTS and \
                max(map(abs, fit)) <= WORTH:
            out.append(Points(over, *fit))
    return out


def _solve(rows: list[tuple[int, int, int]]) -> tuple[int, int] | None:
    """(alpha, beta), integers, with alpha·S + beta·C = P on the first two independent rows."""
    for i, (s1, c1, p1) in enumerate(rows):
        for s2, c2, p2 in rows[i + 1:i + 40]:
            det = s1 * c2 - s2 * c1
            if det == 0:
                continue
            a, b = p1 * c2 - p2 * c1, s1 * p2 - s2 * p1
            if a % det or b % det:
                return None
            return a // det, b // det
    return None


def _cuts_at(moves, any_front: bool, any_back: bool, n: int) -> list[tuple[int, int]]:
    out = {(f, b) for f, b in moves if f + b <= n}
    out |= {(k, 0) for k in range(1, n + 1)} if any_front else set()
    out |= {(0, k) for k in range(1, n + 1)} if any_back else set()
    return sorted(out)


def _open(cuts: list, found, s: tuple) -> list[tuple[int, int]]:
    """The cuts of `cuts` whose guard in `found` (a Cuts) holds on the row s."""
    if not found.guards:
        return cuts
    guard = dict(zip(found.moves, found.guards))
    return [c for c in cuts if guard.get(c) is None or guard[c](s)]


def _probes(game, ex, longest: int, scored: bool):
    """(two rows longer than any state searched, the options the file's moves give them), or
    (None, None) when moves() fails on both kinds of row."""
    lengths = (longest + 1, longest + 3)
    top = max((v for s in ex.states for v in s if isinstance(v, int)), default=0)
    base = max(ex.states, key=lambda s: (len(s), len(set(s))))
    for make in (lambda n: tuple(range(top + 1, top + 1 + n)),     # distinct values
                 lambda n: tuple((base * (n // max(len(base), 1) + 1))[:n])):
        rows = [make(n) for n in lengths]
        try:
            return rows, [_probe(game, row, scored) for row in rows]
        except Exception:
            continue
    return None, None


def _loose(options: set, scored: bool) -> set:
    """The rows of the options (their points aside), to ask whether a cut's row is one."""
    return {(t, None) for t, _ in options} if scored else options


def _probe(game, row: tuple, scored: bool) -> set:
    """The options of a row no state searched was, from the file's moves."""
    got = set()
    for move in game.moves(row):
        if scored:
            t, p = move
            got.add((tuple(t), p))
        else:
            got.add(tuple(move))
    return got


def _options(ex, sid: int, scored: bool) -> set:
    if scored:
        return {(ex.states[t], p) for t, p in ex.opts[sid]}
    return {ex.states[o[0]] for o in ex.opts[sid]}


def _made(s: tuple, moves, points: Points | None) -> set:
    n = len(s)
    if points is None:
        return {s[f:n - b] for f, b in moves if f + b <= n}
    return {(s[f:n - b], points.fn(s[:f] + s[n - b:], s[f:n - b])) for f, b in moves
            if f + b <= n}


def _always(ex, cut: tuple[int, int], scored: bool) -> bool:
    f, b = cut
    for sid, s in enumerate(ex.states):
        if len(s) >= f + b:
            target = s[f:len(s) - b]
            if not any((ex.states[o[0]] == target) for o in ex.opts[sid]):
                return False
    return True


# ---------------------------------------------------------------- the recurrence and its code

def value(cuts: Cuts, a: tuple, scored: bool):
    """The recurrence itself, in Python (the tests compare it with the minimax)."""
    memo: dict = {}

    def best(l: int, r: int):
        if (l, r) in memo:
            return memo[(l, r)]
        options = cuts.at(a[l:r])
        if scored:
            got = max((cuts.points_of((f, b)).fn(a[l:l + f] + a[r - b:r], a[l + f:r - b])
                       - best(l + f, r - b)
                       for f, b in options), default=0)
        else:
            got = any(not best(l + f, r - b) for f, b in options)
        memo[(l, r)] = got
        return got
    if cuts.own:
        return (cuts.points.total(a) + best(0, len(a))) // 2
    return best(0, len(a))


def _points_cpp(points: Points, f: str, b: str) -> str:
    if points == NOTHING:
        return "0LL"
    if points.over == "removed":
        total, count = f"(pre[l + {f}] - pre[l] + pre[r] - pre[r - {b}])", f"(long long)({f} + {b})"
    else:
        total, count = f"(pre[r - {b}] - pre[l + {f}])", f"(long long)(r - {b} - l - {f})"
    return _affine_cpp(total, count, points.alpha, points.beta)


def _affine_cpp(total: str, count: str, alpha: int, beta: int) -> str:
    """alpha·total + beta·count in C++, the plain forms plainly."""
    terms = ([total if alpha == 1 else f"{alpha}LL * {total}"] if alpha else []) + \
        ([count if beta == 1 else f"{beta}LL * {count}"] if beta else [])
    return "(" + " + ".join(terms) + ")" if len(terms) > 1 else terms[0]


def code(cuts: Cuts, name_of_game: str) -> tuple[str, str]:
    """(the C++ to paste, its function's name): a dynamic programme over suffixes, prefixes or
    intervals of the row `a`."""
    scored = cuts.points is not None
    moves = ", ".join(f"{{{f}, {b}}}" for f, b in cuts.moves)
    name, ret = ("value", "long long") if scored else ("firstWins", "bool")
    what = ("the mover's own total" if cuts.own else "the mover's total minus the other's"
            if scored else "true when the player to move wins")
    over = 'intervals' if cuts.side == 'both' else 'suffixes' if cuts.side == 'front' else \
        'prefixes'
    head = "\n".join(textwrap.wrap(
        f"{name_of_game}: {cuts.text()}; the recurrence over the row's {over} (found by gk "
        f"explore; the moves checked at every state it searched)", 92,
        initial_indent="// ", subsequent_indent="//   ")) + "\n"
    cell = ("long long" if scored else "char")

    def combine(points: Points | None = cuts.points) -> str:
        """A cut m's option weighed into v (the cut's own scoring `points`)."""
        if not scored:
            return "if (!best(l + m[0], r - m[1])) v = 1;"
        return (f"long long x = {_points_cpp(points, 'm[0]', 'm[1]')} - "
                f"best(l + m[0], r - m[1]); v = any ? std::max(v, x) : x; any = true;")
    init = "long long v = 0; bool any = false;" if scored else "char v = 0;"
    one_by_one = bool(cuts.guards or cuts.scoring)

    def loops(size: str, pad: str) -> str:
        """Every cut of a row of `size` elements, each through `combine`."""
        out = []
        if one_by_one:      # each cut with the rows it is open on, and its own scoring
            guards = cuts.guards or (None,) * len(cuts.moves)
            out += [f"if ({f + b} <= {size}" + (f" && {g.cpp}" if g else "") +
                    f") {{ const int m[2] = {{{f}, {b}}}; {combine(cuts.points_of((f, b)))} }}"
                    for (f, b), g in zip(cuts.moves, guards)]
        elif cuts.moves:
            out.append(f"for (const auto& m : moves) if (m[0] + m[1] <= {size}) "
                       f"{{ {combine()} }}")
        for on, pair in ((cuts.any_front, "k, 0"), (cuts.any_back, "0, k")):
            if on:
                out.append(f"for (int k = 1; k <= {size}; ++k) {{ const int m[2] = {{{pair}}}; "
                           f"{combine()} }}")
        return ("\n" + pad if one_by_one else " ").join(out)
    pre = ("  std::vector<long long> pre(n + 1, 0);\n"
           "  for (int i = 0; i < n; ++i) pre[i + 1] = pre[i] + a[i];\n"
           if scored and any(p.alpha for p in (cuts.scoring or (cuts.points,))) else "")
    if cuts.side == "both":
        table = (f"  std::vector<std::vector<{cell}>> memo(n + 1, std::vector<{cell}>(n + 1, 0));\n"
                 f"  auto best = [&](int l, int r) {{ return memo[l][r]; }};\n"
                 f"  for (int len = 1; len <= n; ++len)\n"
                 f"    for (int l = 0, r = len; r <= n; ++l, ++r) {{\n"
                 f"      {init}\n"
                 f"      {loops('len', ' ' * 6)}\n"
                 f"      memo[l][r] = v;\n"
                 f"    }}\n"
                 f"  return {_result(cuts, 'memo[0][n]')};\n")
    else:
        # one index: the suffix from l (front), or the prefix up to r (back)
        front = cuts.side == "front"
        table = (f"  std::vector<{cell}> memo(n + 1, 0);\n"
                 + ("  auto best = [&](int l, int r) { (void)r; return memo[l]; };\n"
                    "  for (int l = n - 1, r = n; l >= 0; --l) {\n" if front else
                    "  auto best = [&](int l, int r) { (void)l; return memo[r]; };\n"
                    "  for (int l = 0, r = 1; r <= n; ++r) {\n")
                 + f"    {init}\n"
                 + f"    {loops('r - l' if front else 'r', ' ' * 4)}\n"
                 + f"    memo[{'l' if front else 'r'}] = v;\n  }}\n"
                 + f"  return {_result(cuts, 'memo[0]' if front else 'memo[n]')};\n")
    text = (head + f"{ret} {name}(const std::vector<long long>& a) {{  // {what}\n"
            f"  const int n = int(a.size());\n"
            + (f"  static const int moves[][2] = {{{moves}}};\n" if cuts.moves and not one_by_one
               else "")
            + pre + table + "}\n")
    return text, name


def _result(cuts: Cuts, difference: str) -> str:
    """What the code returns: the difference, or the own total read from it."""
    if not cuts.own:
        return difference
    total = _affine_cpp("pre[n]", "(long long)n", cuts.points.alpha, cuts.points.beta)
    return f"({total} + {difference}) / 2"


def report(game, ex, positions: list, labels: list, check: Callable | None
           ) -> tuple[list[str], str, str]:
    """(the lines, the code, its check line) when the game is a row cut at its ends; ([], "",
    "") when it is not."""
    cuts = find(game, ex)
    if cuts is None:
        return [], "", ""
    over = 'intervals' if cuts.side == 'both' else 'suffixes' if cuts.side == 'front' else \
        'prefixes'
    lines = [f"recurrence: {cuts.text()}, so the game is its own recurrence over the row's "
             f"{over}  [proven if moves() stays such a cut beyond the {cuts.states:,} states "
             f"searched: minimax over the moves, which is the game's definition]"]
    text, name = code(cuts, game.name)
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    checked = ""
    if check is not None:
        mode = "score" if game.result == "score" else "win"
        checked = check(text, name, "a", positions, labels, mode)
        lines.append(checked)
    return lines, text, checked
