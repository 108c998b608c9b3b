"""Results of whole-position games (docs/explore.md): a Python game file declares `positions`
(a shape of explore/positions.py), `moves(state)` and the kind of `result`; this module reads the
file, enumerates every state reachable from the positions (memoised, canonical forms first) and
hands that graph to explore/cpp/solve.cpp, which computes the results through the kit's
snippets (grundy_engine.hpp, retrograde.hpp; score games through minimax.hpp).

Result kinds and the labels they give per position (the miner's contract):
  win       True when the player to move wins, normal play (the player who cannot move loses)
  misere    the same with the player who cannot move winning
  outcome   "W", "L" or "D" for the player to move: play may cycle (draw = endless)
  grundy    the Grundy value (an int); moves may go to a sum of states (a list)
  partizan  "L", "R", "N", "P" from left_moves / right_moves (a draw: "D" and who starts)
  score     an int, the mover's best score minus the other's: moves(state) gives (state, points);
            with score = "own" in the file, the mover's own total when each maximises its own
"""
from __future__ import annotations

import itertools
import runpy
import subprocess
import tempfile
import time
import types
from array import array
from collections import Counter, deque
import dataclasses
import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from judge.compiler import compile_text
from judge.errors import CompileError, UserError
from judge.paths import ROOT

from . import positions as shapes
from . import progress

CPP = Path(__file__).resolve().parent / "cpp"
RESULTS = ("win", "misere", "outcome", "grundy", "partizan", "score")
MAX_STATES = 3_000_000
MAX_OPTIONS = 100_000    # options of one state: more is a moves() that yields for ever
# Moves from the nearest position before a state is met first: a finite game of positions the
# explorer can enumerate ends long before, so more is a state that keeps growing (n -> n + 1)
MAX_DEPTH = 10_000
# winner(state) where no move is left: the payoff to the player to move there
END_PAYOFF = {"mover": 1, "last": -1, "draw": 0}


class _Missing:
    pass


class OutOfBudget(Exception):
    """The CPU budget of a check ran out while its positions were explored."""


class OverStateCap(Exception):
    """A check's larger position reaches more new states than its cap (Explorer.add's
    max_new): the states it met are forgotten, the check leaves it out and counts it."""


class OverOptions(OverStateCap):
    """A check's larger position has a state with more than MAX_OPTIONS options: the check
    leaves it out and counts it, as one over its state cap."""


class TooManyOptions(UserError):
    """A state with more than MAX_OPTIONS options: the user's error on the positions of the
    shape, the end of what a check can reach on larger ones (OutOfBudget there)."""


class TooManyStates(UserError):
    """More than MAX_STATES states: a one-line error, or, for the check on larger positions
    (explore/whole.py), where that check stops."""


def shown(state) -> str:
    """A state as an error names it: a number for a position of one number (moves(7))."""
    if isinstance(state, tuple) and len(state) == 1 and isinstance(state[0], int):
        return str(state[0])
    text = repr(state)
    return text if len(text) <= 120 else f"{text[:100]} ... ({len(text):,} characters)"


def _named_call(fn, state) -> str:
    """A game function's call as an error names it: moves(7)."""
    return f"{getattr(fn, '__name__', 'moves')}({shown(state)})"


def raised(call: str, error: Exception) -> str:
    """What a function of the game file raised, in one line, as for games on numbers:
    moves(7) raised ValueError: seven."""
    return f"{call} raised {type(error).__name__}: {error}"


@dataclass
class Game:
    name: str
    shape: shapes.Shape
    result: str
    moves: Callable | None
    left_moves: Callable | None = None
    right_moves: Callable | None = None
    start: Callable | None = None
    canonical: Callable | None = None
    final: Callable | None = None
    features: dict = field(default_factory=dict)
    params: dict = field(default_factory=dict)      # declared with param(name, default)
    values: dict = field(default_factory=dict)      # the values used for this run
    describe: Callable | None = None
    own: str | None = None      # score games: None = the difference; "least" / "most" = each
                                # maximises its own total, ties by the other's least / most
    winner: Callable | None = None  # a game decided at its end: who won where no move is left


def _canonical_form(g: Game) -> Callable:
    """The function that gives a state's canonical form: the file's canonical(), else the
    shape's when states are positions (a state the shape cannot read stays as it is), else
    none."""
    if g.canonical is not None:
        return g.canonical
    if g.start is not None or type(g.shape).canonical is shapes.Shape.canonical:
        return _as_is
    of_shape = g.shape.canonical

    def canonical(state):
        try:
            return of_shape(state)
        except Exception:
            return state
    return canonical


def _as_is(state):
    return state


def load(path: Path, overrides: dict | None = None, result: str | None = None) -> Game:
    """Runs the game file with the shapes and param() in its namespace."""
    overrides = dict(overrides or {})
    declared: dict = {}
    used: dict = {}

    def param(name: str, default):
        if not isinstance(name, str) or not name.isidentifier():
            raise UserError(f"{path.name}: param({name!r}, ...): a parameter's name is letters, "
                            f"digits and _, not starting with a digit (it is set as NAME=VALUE "
                            f"and named in the rules and the code)")
        declared[name] = default
        value = overrides.get(name, default)
        used[name] = value
        return value

    namespace = dict(shapes.SHAPES)
    namespace["param"] = param
    try:
        module = runpy.run_path(str(path), init_globals=namespace)
    except UserError:
        raise
    except shapes.ShapeError as error:
        raise UserError(f"{path.name}: {error}") from None
    except Exception as error:  # the user's file: one line
        raise UserError(f"{path.name} does not run: {type(error).__name__}: {error}") from None
    unknown = set(overrides) - set(declared)
    if unknown:
        raise UserError(f"{path.name} declares no parameter {', '.join(sorted(unknown))}: "
                        f"write e.g. {sorted(unknown)[0]} = param({sorted(unknown)[0]!r}, 1)")
    shape = module.get("positions")
    if not isinstance(shape, shapes.Shape):
        other = next((k for k, v in module.items()
                      if isinstance(v, shapes.Shape) and not k.startswith("_")), None)
        if other is not None:
            raise UserError(f"{path.name}: the shape is assigned to {other}: name it "
                            f"positions = ... (docs/explore.md)")
        raise UserError(f"{path.name}: positions = ... is missing or not a shape: write e.g. "
                        f"positions = multiset(piles=range(1, 7), size=range(1, 5)) "
                        f"(docs/explore.md)")
    kind = result or module.get("result", "win")
    if kind not in RESULTS:
        raise UserError(f"{path.name}: result = {kind!r}: one of {', '.join(RESULTS)}")
    moves = module.get("moves")
    left, right = module.get("left_moves"), module.get("right_moves")
    if kind == "partizan" and not (callable(left) and callable(right)):
        raise UserError(f"{path.name}: a partizan game defines left_moves(state) and "
                        f"right_moves(state)")
    if kind != "partizan" and not callable(moves):
        raise UserError(f"{path.name} defines no moves(state): see docs/explore.md")
    own = None
    score = module.get("score", "difference")
    ties = module.get("ties", "least")
    if score not in ("difference", "own") or ties not in ("least", "most"):
        raise UserError(f"{path.name}: score = \"difference\" (each maximises its score minus "
                        f"the other's) or \"own\" (each its own total; ties = \"least\" or "
                        f"\"most\": among equal totals, the move that leaves the other the "
                        f"least or the most)")
    if score == "own":
        own = ties
    winner = module.get("winner")
    if winner is not None and (not callable(winner) or kind not in ("win", "outcome")):
        raise UserError(f"{path.name}: winner(state) says who won where the game ends, for "
                        f"result = \"win\" (or \"outcome\" when it may say \"draw\"), not "
                        f"{kind!r}")
    feats = module.get("features", {}) or {}
    if not isinstance(feats, dict) or not all(callable(f) for f in feats.values()):
        raise UserError(f"{path.name}: features = {{'name': function of a position, ...}}")
    game = Game(path.name, shape, kind, moves if callable(moves) else None, left, right,
                module.get("start"), module.get("canonical"), module.get("final"), feats,
                declared, used, own=own, winner=winner)
    return without_identities(game)


IDENTITY_POSITIONS = 400    # positions whose start() is tried, and whose states are walked
IDENTITY_STATES = 3_000     # states reached from them at most, each tried by canonical()
WALK_OPTIONS = 1_000        # options of one state read by that walk at most


def without_identities(game: Game) -> Game:
    """The game without a start() that returns the position it is given, or a canonical() that
    returns the state it is given, on every position and state tried (the first positions of
    the shape and the states reached from them): the game is the same, and what reads a game
    whose states are its positions (a row cut at its ends, a board, a sum of parts, the shape's
    own canonical form) then applies to it. Many files define them as a habit (canonical(state):
    return state). A start() is kept unless every state reached looks like a position (same
    type; tuples of whole numbers, of the positions' length for numbers); a canonical() of a
    game without start() is kept unless the shape's canonical form leaves those states too."""
    if game.start is None and game.canonical is None:
        return game
    try:
        positions = list(itertools.islice(game.shape.positions(), IDENTITY_POSITIONS))
        if not positions:
            return game
        starts = [game.start(p) for p in positions] if game.start is not None else positions
        states = _walk(game, starts)
        if states is None:
            return game
        if game.start is not None and _bare_numbers(game, positions, starts, states):
            return without_identities(_on_tuples(game))
        if game.start is not None and _row_width(game, positions, starts, states):
            return _on_flat_rows(game)
        drop_start = game.start is not None and all(
            type(s) is type(p) and s == p for s, p in zip(starts, positions)) and \
            all(_like_position(game.shape, s, positions[0]) for s in states)
        start = None if drop_start else game.start
        drop_canonical = game.canonical is not None and all(
            game.canonical(s) == s for s in states) and (
            start is not None or all(game.shape.canonical(s) == s for s in states))
    except Exception:           # the file's functions fail somewhere: keep them as they are
        return game
    if not drop_start and not drop_canonical:
        return game
    return dataclasses.replace(game, start=start,
                               canonical=None if drop_canonical else game.canonical)


def _bare_numbers(game: Game, positions: list, starts: list, states: list) -> bool:
    """A game on one number whose start((n,)) is n itself and whose every state is a bare
    number: the same game as one whose states are the positions (n,)."""
    return (game.shape.kind == "numbers" and len(positions[0]) == 1 and
            all(type(s) is int and s == p[0] for s, p in zip(starts, positions)) and
            all(type(s) is int for s in states))


def _on_tuples(game: Game) -> Game:
    """The game of _bare_numbers with its states written as positions (n,): start() goes, and
    each function of a state reads n from the tuple (a move's bare numbers become tuples)."""
    canonical = None if game.canonical is None else \
        functools.wraps(game.canonical)(lambda s: (game.canonical(s[0]),))
    return _rewritten(game, lambda s: s[0], lambda x: (x,), canonical)


def _rows(state, width: int = 0) -> bool:
    """state is a tuple of rows, each a tuple of `width` whole numbers (any width >= 2 when 0)."""
    return (type(state) is tuple and bool(state) and all(
        type(r) is tuple and len(r) == len(state[0]) and all(type(v) is int for v in r)
        for r in state) and len(state[0]) >= 2 and width in (0, len(state[0])))


def _flat(rows: tuple) -> tuple:
    return tuple(v for r in rows for v in r)


def _row_width(game: Game, positions: list, starts: list, states: list) -> int:
    """w when a sequence game's start() only cuts the position into its rows of w numbers (in
    any order: sorted, as a multiset of rows), every state reached is such rows, and start() of
    a state written out again gives that state back: the game is then the same as one on the
    flat sequence (_on_flat_rows); else 0. A canonical() must return what it is given there."""
    if game.shape.kind != "sequence" or not starts or not _rows(starts[0]):
        return 0
    w = len(starts[0][0])
    for s, p in zip(starts, positions):
        if not (_rows(s, w) or s == ()) or len(p) != w * len(s) or Counter(s) != Counter(
                tuple(p[i:i + w]) for i in range(0, len(p), w)):
            return 0
    if not all((s == () or _rows(s, w)) and game.start(_flat(s)) == s for s in states):
        return 0
    if game.canonical is not None and any(game.canonical(s) != s for s in states):
        return 0
    return w


def _on_flat_rows(game: Game) -> Game:
    """The game of _row_width on the flat sequence: a state is its rows written one after
    another, and each function of a state reads the rows start() makes of it. start() goes, so
    that what reads a sequence (its rows as parts of a sum: explore/sums.py) applies; two
    sequences with the same rows are one state, as they were one state of start()'s."""
    regroup = game.start
    return _rewritten(game, regroup, _flat, functools.wraps(regroup)(
        lambda s: _flat(regroup(s))))


def _rewritten(game: Game, read, write, canonical) -> Game:
    """The same game on states written another way, with no start(): each function of a state
    reads the game's own state from the new one (read), and the states a move leaves are
    written the new way (write; a move to a sum of parts, a list, part by part)."""
    scored = game.result == "score"

    def lifted(fn, on_moves: bool):
        if fn is None:
            return None

        @functools.wraps(fn)
        def on_new(s):
            if not on_moves:
                return fn(read(s))
            out = []
            for m in fn(read(s)):
                target = m[0] if scored else m
                new = [write(t) for t in target] if type(target) is list else write(target)
                out.append((new, m[1]) if scored else new)
            return out
        return on_new
    return dataclasses.replace(
        game, start=None, canonical=canonical, moves=lifted(game.moves, True),
        left_moves=lifted(game.left_moves, True), right_moves=lifted(game.right_moves, True),
        final=lifted(game.final, False), winner=lifted(game.winner, False),
        describe=lifted(game.describe, False))


def _walk(game: Game, starts: list) -> list | None:
    """The states reached from starts (breadth first, at most IDENTITY_STATES), or None when a
    move is not a state the walk can read."""
    fns = [f for f in (game.moves, game.left_moves, game.right_moves) if f is not None]
    seen, queue = set(), deque(starts)
    while queue and len(seen) < IDENTITY_STATES:
        s = queue.popleft()
        if s in seen:
            continue
        seen.add(s)
        for fn in fns:
            moves = list(itertools.islice(fn(s), WALK_OPTIONS + 1))
            if len(moves) > WALK_OPTIONS:
                return None     # (a moves() that yields for ever is the solve's to report)
            for move in moves:
                if game.result == "score":
                    move = move[0]
                for part in (move if type(move) is list else [move]):
                    if part not in seen:
                        queue.append(part)
    return list(seen)


def _like_position(shape, state, position) -> bool:
    if type(state) is not type(position):
        return False
    if isinstance(state, tuple):
        return all(type(x) is int for x in state) and (
            shape.kind != "numbers" or len(state) == len(position))
    return True


# ---------------------------------------------------------------- the graph of states

class Explorer:
    """Every state reached so far, numbered; grows as more positions are solved."""

    def __init__(self, game: Game):
        self.game = game
        self.index: dict = {}
        self.states: list = []
        self.opts: list[list] = []       # per state: options (lists of state numbers)
        self.right: list[list] = []      # partizan: Right's options
        self.labels: list = []           # results of states 0..len(labels)-1
        # every state as moves() gave it -> its number: a state met again (most are) skips the
        # checks and the canonical form of _id (the solve's cost per option, see
        # docs/benchmarks/explore-solve.md); cleared when states are forgotten
        self._seen: dict = {}
        self.depth: list[int] = []       # per state: moves from the position it was met from
        self._depth_now = -1             # the depth of the state whose moves are listed
        # states keep growing when one is this many moves from the positions explored with it;
        # None once every position of the shape has been explored (the check's sampled larger
        # positions of a game on n reach long chains n - 1, n - 2, ... that are no growth)
        self.depth_limit: int | None = MAX_DEPTH
        self.stopped = ""                # why the last budgeted check stopped early, if not time
        self.first_win = None            # the check's short search (explore/first_win.py)
        # the game's functions chosen once, not per state (the solve's cost per state)
        self._canonical = _canonical_form(game)
        self._states_are_positions = game.start is None and game.canonical is None

    def _canon(self, state):
        return self._canonical(state)

    def _id(self, state, todo: list, at) -> int:
        """The number of state (met as an option of `at`, or as a position when at is None),
        numbering it first if it is new."""
        if at is not None and isinstance(state, int) and self._states_are_positions:
            self._no_bare_number(state, at)
        try:
            state = self._canonical(state)
            i = self.index.get(state)
        except TypeError:
            raise UserError(f"moves({shown(at)}) gave {state!r}, which is not hashable: give "
                            f"states as tuples, strings, frozensets or Graph") from None
        if i is None:
            i = len(self.states)
            if i >= MAX_STATES:
                raise TooManyStates(f"more than {MAX_STATES} states reached: give smaller bounds in "
                                f"positions = ...")
            depth = self._depth_now + 1 if at is not None else 0
            if self.depth_limit is not None and depth > self.depth_limit:
                raise UserError(f"the states keep growing: {shown(state)} is {depth:,} moves "
                                f"from the nearest position (at most {MAX_DEPTH:,}): every "
                                f"play must stay within finitely many states")
            self.index[state] = i
            self.states.append(state)
            self.depth.append(depth)
            self.opts.append(None)
            self.right.append(None)
            todo.append(i)
        return i

    def _no_bare_number(self, state: int, at) -> None:
        """States are positions: a bare number is the one mistake position_problem names."""
        g = self.game
        want = shapes.position_problem(g.shape.kind, state)
        if want is not None:
            raise UserError(f"moves({shown(at)}) gave {state!r}, which is not a position of "
                            f"the shape: give {want}"
                            + (" (a score game's move is (next state, points))"
                               if g.result == "score" else
                               " (a list is a move to a sum of states)")
                            + "; or define start(position) for states of your own")

    def _list(self, fn, state, todo: list, scored: bool) -> list:
        try:
            got = fn(state)
        except UserError:
            raise
        except Exception as error:
            raise UserError(raised(_named_call(fn, state), error)) from None
        if type(got) is list or type(got) is types.GeneratorType:   # the usual: no checks
            try:
                got = list(itertools.islice(got, MAX_OPTIONS + 1))
            except Exception as error:
                raise UserError(raised(_named_call(fn, state), error)) from None
            if len(got) <= MAX_OPTIONS:
                return self._list_states(got, state, todo) if not scored else \
                    self._list_scored(got, state, todo)
        call = _named_call(fn, state)
        if isinstance(got, dict):
            raise UserError(f"{call} returned a dict: return (or yield) the "
                            f"next states, e.g. return list(d) or [a, b] (docs/explore.md)")
        if got is not None and not hasattr(got, "__iter__") or isinstance(got, str):
            raise UserError(f"{call} returned {got!r}: return (or yield) the next "
                            f"states, e.g. return [a, b] (docs/explore.md)")
        try:
            # one more than the most allowed: a moves() that yields for ever stops there
            got = [] if got is None else list(itertools.islice(got, MAX_OPTIONS + 1))
        except Exception as error:
            raise UserError(raised(call, error)) from None
        if len(got) > MAX_OPTIONS:
            raise TooManyOptions(f"{call} gave more than {MAX_OPTIONS:,} options (does it yield "
                                 f"for ever?): give at most {MAX_OPTIONS:,} next states")
        return self._list_states(got, state, todo) if not scored else \
            self._list_scored(got, state, todo)

    def _list_scored(self, got: list, state, todo: list) -> list:
        out = []
        for o in got:
            if not (isinstance(o, tuple) and len(o) == 2 and isinstance(o[1], int)):
                raise UserError(f"moves({shown(state)}) gave {o!r}: a score game's move is "
                                f"(next state, points for the mover)")
            out.append((self._id(o[0], todo, state), o[1]))
        return out

    def _list_states(self, got: list, state, todo: list) -> list:
        """_list for moves to states (a tuple of one state number) and to sums of states (a
        list: a tuple of several). A state met before is one lookup in _seen, which holds the
        option's tuple itself: most options cost no more (the solve's cost per option, see
        docs/benchmarks/explore-solve.md)."""
        try:
            out = list(map(self._seen.get, got))
        except TypeError:           # an unhashable option: a move to a sum (a list), or worse
            out = [None] * len(got)
        if None in out:
            for k, o in enumerate(got):
                if out[k] is None:
                    out[k] = self._option(o, state, todo)
        return out

    def _option(self, o, state, todo: list) -> tuple:
        """The option o of state as a tuple of state numbers, o checked and numbered."""
        if isinstance(o, list):     # a sum of states (grundy / win)
            if self.game.start is None and any(type(t) is not type(state) for t in o):
                raise UserError(f"moves({shown(state)}) gave {o!r}, a list: a list is a "
                                f"move to a sum of states; give a tuple for one state")
            return tuple(self._id(t, todo, state) for t in o)
        try:
            known = self._seen.get(o)
        except TypeError:           # unhashable: _id says so, or its canonical form is hashable
            return (self._id(o, todo, state),)
        if known is None:
            known = (self._id(o, todo, state),)
            self._remember(o, known)
        return known

    def _remember(self, o, option: tuple) -> None:
        """_seen[o] = option: raw forms (unsorted piles ...) may outnumber the states many
        times, so they are kept while they are at most twice the states (plus a start), and
        memory stays the graph's."""
        if len(self._seen) < 2 * len(self.states) + 100_000:
            self._seen[o] = option

    def add(self, positions: list, deadline: float | None = None,
            max_new: int | None = None) -> list[int]:
        """The state numbers of the positions (their start states), exploring what they reach;
        past `deadline` (time.process_time()) the states this call met are forgotten and
        OutOfBudget is raised, so that the graph stays whole; past `max_new` new states,
        likewise OverStateCap."""
        g = self.game
        known = len(self.states)
        todo: deque[int] = deque()      # breadth first: a state's depth is its distance
        ids = []
        self._depth_now = -1
        seen, start, kind = self._seen, g.start, g.shape.kind
        for p in positions:
            if start is None:
                s, at = p, None
                if self._states_are_positions and shapes.position_problem(kind, p) is not None:
                    raise UserError(f"{g.name}: positions = ... gives {p!r}, which is not a "
                                    f"{kind} position: give {shapes.position_problem(kind, p)}")
            else:
                try:
                    s, at = start(p), p
                except Exception as error:
                    raise UserError(raised(f"start({shown(p)})", error)) from None
            i = self._id(s, todo, at)
            ids.append(i)
            # moves() often gives positions as they are listed (a string, a number, a sorted
            # tuple): the option is then one lookup in _seen the first time too
            try:
                if s not in seen:
                    self._remember(s, (i,))
            except TypeError:   # an unhashable start state whose canonical form is hashable
                pass
        ticker = progress.Ticker()
        try:
            self._explore(todo, known, deadline, ticker, max_new)
        except TooManyStates:
            self._forget_from(known)    # the graph stays whole (a check may go on without)
            raise
        return ids

    def _explore(self, todo, known: int, deadline: float | None, ticker,
                 max_new: int | None = None) -> None:
        g = self.game
        while todo:
            i = todo.popleft()
            state = self.states[i]
            self._depth_now = self.depth[i]
            if i % 64 == 0:         # the clocks are read every 64 states, not every state
                if deadline is not None and time.process_time() > deadline:
                    self._forget_from(known)
                    raise OutOfBudget
                if max_new is not None and len(self.states) - known > max_new:
                    self._forget_from(known)
                    raise OverStateCap
                if ticker.due():
                    progress.say(f"{len(self.states):,} states reached, {len(todo):,} to "
                                 f"expand, {self._depth_now:,} moves from the nearest "
                                 f"position, {ticker.seconds():.1f} s")
            try:
                if g.result == "partizan":
                    self.opts[i] = self._list(g.left_moves, state, todo, False)
                    self.right[i] = self._list(g.right_moves, state, todo, False)
                else:
                    self.opts[i] = self._list(g.moves, state, todo, g.result == "score")
            except TooManyOptions:
                if deadline is None:
                    raise
                # a check's larger position with a state of too many options (Thanos Nim's
                # eight piles of 7: 70 * 7^4 moves): left out like one over its state cap,
                # and the check goes on with the others
                self._forget_from(known)
                raise OverOptions from None

    def _forget_from(self, known: int) -> None:
        self._seen.clear()
        for state in self.states[known:]:
            del self.index[state]
        for column in (self.states, self.opts, self.right, self.depth):
            del column[known:]

    def solve(self) -> None:
        """Results of every state known, through the C++ solver."""
        if len(self.labels) == len(self.states):
            return
        with progress.while_running(f"solving {len(self.states):,} states "
                                    f"(explore/cpp/solve.cpp)"):
            self._solve()

    def _solve(self) -> None:
        g = self.game
        n = len(self.states)
        mode = g.result
        if g.winner is not None:
            self.labels = self._decided_at_the_end()
            return
        lines = [f"{mode if g.own is None else 'own-' + g.own} {n}"]
        if mode == "score":
            for i in range(n):
                pay = (0, 0)
                if not self.opts[i] and g.final is not None:
                    got = _call(g.final, self.states[i], "final")
                    pay = (got, 0) if isinstance(got, int) else got
                    if not (isinstance(pay, tuple) and len(pay) == 2 and
                            all(isinstance(v, int) for v in pay)) or \
                            g.own is None and not isinstance(got, int):
                        raise UserError(f"final({self.states[i]!r}) gave {got!r}: a whole "
                                        f"number (the mover's payoff where the game ends"
                                        + (", or a pair (the mover's, the other's) with "
                                           "score = \"own\")" if g.own else ")"))
                pay_text = str(pay[0]) if g.own is None else f"{pay[0]} {pay[1]}"
                lines.append(f"{pay_text} {len(self.opts[i])} " +
                             " ".join(f"{t} {gain}" for t, gain in self.opts[i]))
            out = _run_solver("\n".join(lines) + "\n").split()
            if not out or out[0] != "ok" or len(out) != n + 1:
                raise UserError("the solver gave no result (explore/cpp/solve.cpp)")
            self.labels = [int(v) for v in out[1:]]
            return

        columns = [self.opts, self.right] if mode == "partizan" else [self.opts]
        words = _run_solver_binary(f"{mode} {n} binary\n", _graph_chunks(columns, n)).split()
        if not words or words[0] != "ok" or len(words) != n + 1:
            raise UserError("the solver gave no result (explore/cpp/solve.cpp)")
        self.labels = labels_of(mode, words[1:], g.name)

    def _decided_at_the_end(self) -> list:
        """A game decided by winner(state) where no move is left: solved as a score game
        (snippets/minimax.hpp) whose only points are +1 for the player to move at the end when
        that player won, -1 when the other did, 0 for a draw; the best score of the player to
        move is then +1 exactly when that player wins."""
        g = self.game
        lines = [f"score {len(self.states)}"]
        for i, opts in enumerate(self.opts):
            if any(len(o) != 1 for o in opts):
                raise UserError(f"moves({shown(self.states[i])}) gave a sum of states (a list): "
                                f"a game decided by winner(state) moves to one state")
            pay = 0 if opts else END_PAYOFF.get(_call(g.winner, self.states[i], "winner"))
            if pay is None:
                got = _call(g.winner, self.states[i], "winner")
                raise UserError(f"winner({shown(self.states[i])}) gave {got!r}: \"mover\" (the "
                                f"player to move, who cannot, won), \"last\" (the player who "
                                f"made the last move won) or \"draw\"")
            lines.append(f"{pay} {len(opts)} " + " ".join(f"{o[0]} 0" for o in opts))
        if g.result == "outcome" and _has_cycle(self.opts):
            return self._outcome_at_the_end(lines)
        words = _run_solver("\n".join(lines) + "\n").split()
        if not words or words[0] != "ok" or len(words) != len(self.states) + 1:
            raise UserError("the solver gave no result (explore/cpp/solve.cpp)")
        values = [int(v) for v in words[1:]]
        if g.result == "win":
            if 0 in values:
                at = self.states[values.index(0)]
                raise UserError(f"{g.name}: {shown(at)} is a draw (winner said \"draw\" where "
                                f"it ends): give result = \"outcome\" (win/lose/draw)")
            return [v > 0 for v in values]
        return ["W" if v > 0 else "L" if v < 0 else "D" for v in values]

    def _outcome_at_the_end(self, lines: list[str]) -> list:
        """W / L / D of a game decided by winner() whose moves may cycle (Codeforces 2104C:
        cards change hands), by retrograde analysis (snippets/retrograde.hpp, the outcome
        mode): an end the player to move won gets one move to a state with no move (lost for
        its mover), a drawn end one move to a state that only moves to itself (a draw), an end
        the player to move lost none; play that never ends is a draw. `lines`: the score
        solver's lines, whose payoffs say which end is which."""
        n = len(self.states)
        lost, drawn = n, n + 1
        opts: list = []
        for i, line in enumerate(lines[1:]):
            pay = int(line.split(" ", 1)[0])
            opts.append(self.opts[i] if self.opts[i] else
                        [(lost,)] if pay > 0 else [(drawn,)] if pay == 0 else [])
        opts += [[], [(drawn,)]]
        words = _run_solver_binary(f"outcome {n + 2} binary\n",
                                   _graph_chunks([opts], n + 2)).split()
        if not words or words[0] != "ok" or len(words) != n + 3:
            raise UserError("the solver gave no result (explore/cpp/solve.cpp)")
        return words[1:n + 1]

    def results(self, positions: list) -> list:
        ids = self.add(positions)
        self.solve()
        return [self.labels[i] for i in ids]

    def results_or_none(self, positions: list) -> list | None:
        """The results, or None when start() or moves() fail on one of the positions (a
        smaller position a pass or a fold asks for may be no position of the game): the states
        met by then are forgotten, so that the graph stays whole for what comes after."""
        known = len(self.states)
        try:
            return self.results(positions)
        except Exception:
            self._forget_from(known)
            del self.labels[known:]
            return None


def labels_of(mode: str, vals: list[str], name: str) -> list:
    """The solver's words as the miner's labels (module docstring)."""
    if mode in ("grundy", "score"):
        return [int(v) for v in vals]
    if mode == "win":
        return [v == "1" for v in vals]
    if mode == "misere":
        if "D" in vals:
            raise UserError(f"{name}: the moves have a cycle: give result = \"outcome\" "
                            f"(win/lose/draw)")
        return [v == "W" for v in vals]
    return vals


def solve_graph(text: str, name: str) -> list:
    """Results of every state of a graph in explore/cpp/solve.cpp's input format."""
    words = _run_solver(text).split()
    mode = text.split(None, 1)[0]
    if not words or words[0] != "ok" or len(words) != int(text.split(None, 2)[1]) + 1:
        raise UserError("the solver gave no result (explore/cpp/solve.cpp)")
    return labels_of("score" if mode.startswith("own-") else mode, words[1:], name)


def _binary(name: str, extra: str = ""):
    text = extra + (CPP / name).read_text()
    heads = "".join((ROOT / "snippets" / h).read_text()
                    for h in ("grundy_engine.hpp", "retrograde.hpp", "minimax.hpp",
                              "fast_input.hpp", "canonical_game.hpp", "dyadic.hpp"))
    import hashlib
    stamp = hashlib.sha256(heads.encode()).hexdigest()[:16]
    try:
        with progress.while_running(f"compiling explore/cpp/{name} (once, then cached)"):
            return compile_text(f"// {stamp}\n{text}", f"explore/cpp/{name}",
                                ("-std=c++17", "-O2"), tag="explore-solve", include_dirs=(ROOT,))
    except CompileError as error:
        raise UserError(f"explore/cpp/{name} does not compile: "
                        f"{error.message.splitlines()[0]}") from None


SOLVER_CHUNK = 4096     # states of the solver's binary input written at a time


def _has_cycle(opts: list) -> bool:
    """Whether the moves (opts[i]: state i's options, each a tuple of states) have a cycle:
    Kahn's order from the states no state moves to, every state's options counted."""
    waiting = [0] * len(opts)
    for here in opts:
        for option in here:
            for t in option:
                waiting[t] += 1
    ready = [i for i, w in enumerate(waiting) if w == 0]
    seen = 0
    while ready:
        i = ready.pop()
        seen += 1
        for option in opts[i]:
            for t in option:
                waiting[t] -= 1
                if waiting[t] == 0:
                    ready.append(t)
    return seen < len(opts)


def _graph_chunks(columns: list[list], n: int) -> Iterable[bytes]:
    """The graph in explore/cpp/solve.cpp's binary form: per chunk of SOLVER_CHUNK states and per
    column (Left's options, then Right's for partizan), three arrays of native int32: each
    state's count of options, each option's count of states, the states. The usual chunk costs
    one comprehension over the options, where the text form cost a str() per option and a join
    per state (squares_1d's 307,000 options: 55 ms of text, 24 ms of arrays); the arrays are
    built from lists, about three times faster than from iterators."""
    for start in range(0, n, SOLVER_CHUNK):
        for column in columns:
            part = column[start:start + SOLVER_CHUNK]
            try:                    # the usual: every option one state
                states = [t for opts in part for (t,) in opts]
                sizes = _ONE * len(states)
            except ValueError:      # a sum of states among them
                options = list(itertools.chain.from_iterable(part))
                sizes = array("i", list(map(len, options)))
                states = list(itertools.chain.from_iterable(options))
            yield (array("i", list(map(len, part))).tobytes() + sizes.tobytes() +
                   array("i", states).tobytes())


_ONE = array("i", [1])
assert _ONE.itemsize == 4, "explore/cpp/solve.cpp reads int32"


def _run_solver(text: str) -> str:
    """The solver's output for its input in the text form."""
    binary = _binary("solve.cpp")
    return _solver_output(subprocess.run([str(binary.path)], input=text.encode(),
                                         capture_output=True))


def _run_solver_binary(header: str, chunks: Iterable[bytes]) -> str:
    """The solver's output for a header line and the binary graph after it: the chunks go
    through a temporary file, so that a graph of 3 * 10^7 moves (Nim of two piles of 0..316)
    is never held in memory whole beside the graph itself."""
    binary = _binary("solve.cpp")
    with tempfile.TemporaryFile() as graph:
        graph.write(header.encode())
        for chunk in chunks:
            graph.write(chunk)
        graph.flush()
        graph.seek(0)
        return _solver_output(subprocess.run([str(binary.path)], stdin=graph,
                                             capture_output=True))


def _solver_output(proc: subprocess.CompletedProcess) -> str:
    stderr = proc.stderr.decode(errors="replace")
    if proc.returncode != 0:
        message = next((ln[len("explore: "):] for ln in stderr.splitlines()
                        if ln.startswith("explore: ")), "the solver failed")
        raise UserError(message)
    return proc.stdout.decode()


def _call(fn, state, name):
    try:
        return fn(state)
    except Exception as error:
        raise UserError(raised(f"{name}({shown(state)})", error)) from None
