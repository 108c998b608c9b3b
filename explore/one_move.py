"""A rule checked one move deep, where the state space is too large to solve (docs/explore.md,
"A check one move deep"). The textbook proof that a set P of positions is the set of lost ones
(Berlekamp, Conway and Guy, Winning Ways, ch. 2; Siegel, Combinatorial Game Theory, I.1) needs
nothing but the moves of each position: a position with no move is in P, every move from a
position in P leads out of P, and every position out of P has a move into P. When every play
ends, those three facts make P exactly the lost positions, by induction on the longest play.

A rule of who wins is such a set. Where the promised check on larger positions was cut, because
solving them reaches more states than the budget allows (World Ender's shards shared among the
heaps, Staircase Nim on long rows), the explorer reads the moves of each of those positions once
and evaluates the rule on the position and on every option. A position where the rule and its
options disagree rejects the rule; when the rule agrees with its options on every position of
the promised sizes, and some plain measure (the sum, the length, a weighted sum, a count of one
letter, the vertices) fell on every move read, so that no play seen loops, the check counts as
done, its words saying it was one move deep. It is a check, not a proof: the positions below the
ones read are evaluated by the rule, not solved.

Misère play is the same proof with its one change: a position with no move is won. A rule of
Grundy values is checked by the definition of the value (Sprague and Grundy): the value the rule
gives a position must be the least number it gives none of the options (their mex). A score
game is checked the same way (Bellman's equation in place of the three facts): the value the
rule gives a position must be the best, over its moves, of the move's points less the value it
gives the option, and final()'s payoff (else 0) where no move is left.

Only games whose states are the positions qualify: the rule then speaks of every option.
Nothing here knows a game."""
from __future__ import annotations

import itertools
import random
from typing import Callable

from . import miner, progress, solve
from . import positions as shapes
from .progress import cpu_seconds


def applies(game, ex) -> bool:
    """Who wins under normal or misère play, the Grundy values, or a score game of the
    difference (each move's points for its mover, final() paying the player to move where no
    move is left), whose states are the positions: the rule then speaks of every option."""
    if game.start is not None or game.winner is not None or not isinstance(ex, solve.Explorer):
        return False
    return (game.result in ("win", "misere", "grundy") and game.final is None
            or game.result == "score" and getattr(game, "own", None) is None)


def _measures(p, alphabet: str) -> tuple | None:
    """The plain measures of a position that a terminating game may lower on every move: the
    sum, the count, the sums weighted by the place from either end (rows of coins moved one
    way); the length, the letters read as a number (either order of the alphabet: cells
    flipped) and each letter's count (cells filled); the vertices and the edges."""
    if isinstance(p, tuple) and all(type(v) is int for v in p):
        n = len(p)
        return (sum(p), n, (n, sum(p)), sum((i + 1) * v for i, v in enumerate(p)),
                sum((n - i) * v for i, v in enumerate(p)))
    if isinstance(p, str):
        ranks = [alphabet.find(c) for c in p]
        return (len(p), (len(p), ranks), (len(p), [-r for r in ranks])) + \
            tuple(p.count(c) for c in alphabet)
    if hasattr(p, "edges") and hasattr(p, "n"):
        return (p.n, len(p.edges), (p.n, len(p.edges)))
    return None


MEASURE_WORDS = ("the sum", "the count", "the count, then the sum",
                 "the sum weighted by the place", "the sum weighted by the place from the end")


def _measure_words(k: int, p, alphabet: str) -> str:
    if isinstance(p, str):
        if k == 0:
            return "the length"
        if k in (1, 2):
            return "the letters read as a number"
        return f"the count of {alphabet[k - 3]!r}"
    if hasattr(p, "edges"):
        return ("the vertices", "the edges", "the vertices, then the edges")[k]
    return MEASURE_WORDS[k]


AGREES = {      # what a position read one move deep must show, in the claim's words
    "win": "the rule calls every option of a lost one won and some option of a won one lost",
    "misere": "the rule calls a position with no move won, every option of a lost one won and "
              "some option of a won one lost",
    "grundy": "the value the rule gives each is the least value it gives none of the options "
              "(their mex)",
    "score": "the value the rule gives each is the best of its moves' points less the value it "
             "gives the option",
}


class Outcome:
    def __init__(self):
        self.checked = 0            # positions read one move deep
        self.options = 0            # their options, each evaluated by the rules
        self.failed: dict = {}      # rule text -> words saying where it failed
        self.cut = ""               # why the check stopped before its end, if it did
        self.measure = ""           # the measure that fell on every move read


def check(game, ex, rules: list, positions: list, seconds: float, refute: bool = False
          ) -> Outcome:
    """Each position's moves read once (game.moves, in the game's canonical form) and every
    rule evaluated on it and its options, smallest positions first, for at most `seconds` of
    CPU. Outcome.failed names the rules that disagree with their options somewhere.
    `refute`: only a disagreement counts (a rule wrong at the position or at an option, so
    false whatever the measure): a position whose moves, options or rule values cannot be
    read, or whose options the file's filter does not keep, is passed over, and no measure
    is asked for."""
    out = Outcome()
    deadline = cpu_seconds() + seconds
    values: dict = {}               # position -> each rule's value (None: cannot evaluate)
    falling: list | None = None     # per measure: fell on every move read so far
    alphabet = getattr(game.shape, "alphabet", "") or "".join(
        sorted({c for p in positions if isinstance(p, str) for c in p}))

    def said(q):
        got = values.get(q)
        if got is None:
            got = values[q] = tuple(_value(r, q) for r in rules)
        return got

    with progress.while_running(f"checking one move deep on {len(positions):,} positions"):
        for p in positions:
            if cpu_seconds() > deadline:
                out.cut = f"the CPU budget stopped it after {out.checked:,} of {len(positions):,}"
                return out
            try:
                options, points, end, fixed = _read(game, ex._canon, p, strict=refute)
            except _Unread as why:
                if refute:
                    continue        # nothing to refute with here
                out.cut = str(why)
                return out
            if not refute:
                mine = _measures(p, alphabet)
                if mine is None:
                    out.cut = f"{p!r} has no measure that a move lowers"
                    return out
                if falling is None:
                    falling = [True] * len(mine)
                for q in options:
                    theirs = _measures(q, alphabet)
                    for k, (a, b) in enumerate(zip(mine, theirs)):
                        if falling[k] and not b < a:
                            falling[k] = False
                if not any(falling):
                    out.cut = (f"no plain measure fell on every move (at {p!r}): a play may "
                               f"loop, and one move deep proves nothing then")
                    return out
            here = said(p)
            below = [said(q) if v is None else (v,) * len(rules) for q, v in zip(options, fixed)]
            out.checked += 1
            out.options += len(options)
            for k, rule in enumerate(rules):
                if rule.text in out.failed:
                    continue
                if here[k] is None or any(b[k] is None for b in below):
                    if not refute:
                        out.failed[rule.text] = f"it cannot be evaluated at {p!r} or an option"
                    continue
                why = _disagrees(game.result, p, here[k], options, [b[k] for b in below],
                                 points, end)
                if why:
                    out.failed[rule.text] = why
    k = falling.index(True) if falling else 0
    out.measure = _measure_words(k, positions[0], alphabet) if positions and not refute else ""
    return out


class _Unread(Exception):
    """A position whose moves cannot be read one move deep: the words say why."""


def _read(game, canon: Callable, p, strict: bool = False) -> tuple[list, list, int, list]:
    """(p's options in canonical form, each move's points (a score game), final()'s payoff
    where no move is left, else 0, and per option its true value where the rule is not to be
    asked, else None). `strict` (a refutation): an option the declared shape does not admit
    (Shape.admits: a position it grows to) is no position the rule speaks of; one with no move
    has its true value (the end of play), any other makes p unreadable."""
    scored = game.result == "score"
    try:
        got = list(game.moves(p))
    except Exception as error:      # a larger position the file does not take
        raise _Unread(f"moves({p!r}) raised {type(error).__name__}") from None
    if len(got) > solve.MAX_OPTIONS:
        raise _Unread(f"moves({p!r}) gave more than {solve.MAX_OPTIONS:,} options")
    options, points, fixed = [], [], []
    for o in got:
        if scored:
            if not (isinstance(o, tuple) and len(o) == 2 and type(o[1]) is int):
                raise _Unread(f"moves({p!r}) gave {o!r}, not (next state, points)")
            o, gain = o
            points.append(gain)
        if isinstance(o, list) or not solve._like_position(game.shape, o, p):
            raise _Unread(f"moves({p!r}) gave {o!r}, which is not a position of the shape")
        o = canon(o)
        options.append(o)
        fixed.append(_outside(game, canon, o) if strict and not _admits(game.shape, o) else None)
    end = _end(game, p) if scored and not options else 0
    return options, points, end, fixed


def _admits(shape, o) -> bool:
    """Shape.admits, and where the shape cannot tell (trees, graphs), the file's filter: the
    declared positions' options were found among them (closed)."""
    said = shape.admits(o)
    if said is None:
        keeps = getattr(shape, "keeps", None)
        return keeps is None or keeps(o)
    return said


def _end(game, p) -> int:
    """final()'s payoff to the player to move at p, where no move is left (else 0)."""
    if game.final is None:
        return 0
    try:
        end = game.final(p)
    except Exception as error:
        raise _Unread(f"final({p!r}) raised {type(error).__name__}") from None
    if type(end) is not int:
        raise _Unread(f"final({p!r}) gave {end!r}, not a whole number")
    return end


def _outside(game, canon: Callable, o):
    """The true value of an option the shape does not admit: one with no move is the end of
    play (lost under normal play, won under misère play, of value 0 or final()'s payoff);
    another cannot be judged (_Unread)."""
    try:
        more = list(game.moves(o))
    except Exception as error:
        raise _Unread(f"moves({o!r}) raised {type(error).__name__}") from None
    if more:
        raise _Unread(f"{o!r} is no position of the declared shape, and play goes on from it")
    return {"win": False, "misere": True, "grundy": 0}.get(game.result) if \
        game.result != "score" else _end(game, o)


def _disagrees(result: str, p, here, options: list, below: list, points: list, end: int
               ) -> str:
    """Why the rule's value `here` of p disagrees with its values `below` of p's options, in
    the result's own condition; "" when it agrees."""
    if result == "score":
        best = max((g - b for g, b in zip(points, below)), default=end)
        return "" if here == best else (f"it gives {p!r} the value {here}, but the best of its "
                                        f"moves, valued by it, is {best}")
    if result == "grundy":
        mex = _mex(set(below))
        return "" if here == mex else (f"it gives {p!r} the value {here}, but the mex of the "
                                       f"values it gives the options is {mex}")
    if not options and result == "misere":     # misère: the player left with no move wins
        return "" if here else (f"it says the player to move at {p!r} loses, but with no "
                                f"move left he wins (misère)")
    reached = any(not b for b in below)         # a move to a position it calls lost
    if bool(here) == reached:
        return ""
    if here:
        return (f"it says the player to move at {p!r} wins, but it calls every one of its "
                f"{len(options):,} options a win too")
    to = next(q for q, b in zip(options, below) if not b)
    return f"it says the player to move at {p!r} loses, but it also calls the option {to!r} lost"


def _mex(values: set) -> int:
    m = 0
    while m in values:
        m += 1
    return m


def _value(rule, q):
    try:
        return rule.evaluate(q)
    except (ArithmeticError, IndexError, ValueError, TypeError, KeyError):
        return None


PROBE_SIZES = 3        # grown sizes past the checked ones that probe() reads
PROBE_DRAWS = 300      # positions drawn at random from each, beside its structured families
PROBE_SECONDS = 2.0    # CPU for the probe at most


def closed(game, ex, declared: list) -> bool:
    """Whether the declared positions' options are positions of the declared shape too (of it
    or of it grown: Shape.admits), but for options with no move of their own (the empty row):
    then every option the probe reads is a position the rule speaks of. Not so where a move
    leaves the family (Warrior and Archer declares an even number of coordinates, and each ban
    leaves an odd number, whose values the rule is not asked for): the probe is not run."""
    known = set(declared)
    for p in random.Random(4).sample(declared, min(len(declared), 2000)):
        try:
            options = _read(game, ex._canon, p)[0]
        except _Unread:
            return False
        for o in options:
            if o not in known and not game.shape.admits(o):
                try:
                    if _read(game, ex._canon, o)[0]:
                        return False
                except _Unread:
                    return False
    return True


def probe_positions(game, checked, taken: set) -> list:
    """The positions probe() reads: the structured families of the PROBE_SIZES sizes grown past
    the shape `checked` and PROBE_DRAWS positions drawn at random from each, none of `taken`
    (the file's filter kept), smallest first."""
    rng = random.Random(3)
    keeps = getattr(game.shape, "keeps", None)
    taken, chosen, shape = set(taken), [], checked
    for _ in range(PROBE_SIZES):
        shape = shape.grow()
        if shape is None:
            break
        try:
            here = [q for q in shapes.dedup(shape, itertools.islice(shape.structured(), 2000))
                    if q not in taken]
        except shapes.ShapeError:
            break
        taken.update(here)
        draw = shapes.drawer(shape)
        for _ in range(PROBE_DRAWS if draw else 0):
            q = shape.canonical(draw(rng))
            if q not in taken and (keeps is None or keeps(q)):
                here.append(q)
                taken.add(q)
        chosen += here
    chosen.sort(key=miner.size_key)
    return chosen


def options_of(game, ex, positions: list, seconds: float) -> dict:
    """Each position's options (canonical) as the probe reads them, for at most `seconds` of
    CPU; a position whose moves cannot be read is left out."""
    deadline = cpu_seconds() + seconds
    out = {}
    for p in positions:
        if cpu_seconds() > deadline:
            break
        try:
            out[p] = _read(game, ex._canon, p, strict=True)[0]
        except _Unread:
            pass
    return out


def probe(game, ex, rules: list, checked, taken: set, declared: list) -> Outcome | None:
    """Rules that held, each read one move deep (check, refute=True) on probe_positions: a
    rule in Outcome.failed disagrees with what it says of a position's options, so it is wrong
    there or at an option, both positions of the game. Its agreeing proves nothing. None where
    the check does not apply (applies) or the declared positions' options leave them
    (closed)."""
    if not applies(game, ex) or not closed(game, ex, list(declared)):
        return None
    return check(game, ex, rules, probe_positions(game, checked, taken), PROBE_SECONDS,
                 refute=True)
