"""Who wins a larger position, by a depth-first search that stops at the first winning move
(docs/explore.md, "grown sizes"). The check on larger positions needs one bit per position,
win or lose; the graph search of explore/solve.py lists every option of every state it meets
and solves them all, and a state of many options (a move that takes from one pile and spreads
any amount over the others) costs it all of them. Here a state is a win as soon as one option
is a loss, so a winning state's options after that one are never listed: a seeded sample of
300 positions of POJ 1740 (up to six piles of up to 6) took 6.7 s of CPU, where the graph
search had not finished them in 60 s.

The search is plain memoised minimax over moves() and nothing more (no theorem): a state with
no option is lost (won in misère play; decided by winner() where the file has one), and any
other state is won exactly when some option is lost. It answers `None` for what it does not
model (an option that is a sum of states, a cycle, a draw at the end, a moves() that fails or
returns something other than states), and the caller then searches that position the usual way,
whose errors and verdicts are the explorer's own."""
from __future__ import annotations

import time
import types

from . import progress, solve

# the modes it answers: one bit per state, no draws, no sums
MODES = ("win", "misere")


class _Unmodelled(Exception):
    """Something the plain search does not model: the position goes the usual way."""


def applies(ex) -> bool:
    """The short search answers this explorer's game: a Python game whose result is win or
    misère."""
    return isinstance(ex, solve.Explorer) and ex.game.result in MODES and \
        ex.game.moves is not None


class FirstWin:
    """Results of states met by the short search, kept across calls; states the explorer's
    graph has solved are read from it."""

    def __init__(self, ex: solve.Explorer):
        self.ex = ex
        self.game = ex.game
        self.won: dict = {}
        self._ticker = progress.Ticker()

    def _known(self, state):
        got = self.won.get(state)
        if got is None:
            ex = self.ex
            i = ex.index.get(state)
            if i is not None and i < len(ex.labels):
                got = bool(ex.labels[i])
        return got

    def _options(self, state):
        try:
            got = self.game.moves(state)
        except Exception:
            raise _Unmodelled from None
        if got is None:
            return iter(())
        if type(got) in (list, tuple, types.GeneratorType):
            return iter(got)
        raise _Unmodelled

    def _at_the_end(self, state) -> bool:
        g = self.game
        if g.winner is None:
            return g.result == "misere"
        try:
            said = g.winner(state)
        except Exception:
            raise _Unmodelled from None
        if said not in ("mover", "last"):
            raise _Unmodelled           # a draw, or a word the usual way names as an error
        return said == "mover"

    def result(self, position, deadline: float, cap: int):
        """True / False: the player to move at `position` wins; None: not modelled here.
        Past `deadline` (time.process_time()) raises solve.OutOfBudget, past `cap` new states
        solve.OverStateCap; what it learnt by then is kept (every result stored is exact)."""
        g, canon = self.game, self.ex._canonical
        try:
            first = canon(position if g.start is None else g.start(position))
            got = self._known(first)
        except Exception:               # start() failing, an unhashable state: the usual
            return None                 # way names it
        if got is not None:
            return got
        try:
            return self._search(first, deadline, cap)
        except _Unmodelled:
            return None

    def _search(self, first, deadline: float, cap: int) -> bool:
        canon, known, won = self.ex._canonical, self._known, self.won
        # a frame: [state, its options left, the option waited for, how many listed]
        stack = [[first, self._options(first), None, 0]]
        on_path = {first}
        new = 0
        while stack:
            frame = stack[-1]
            state, options, waited, listed = frame
            verdict = None
            if waited is not None:
                frame[2] = None
                if not won[waited]:
                    verdict = True
            if verdict is None:
                try:            # a generator's moves() fails as it is read
                    for option in options:
                        listed += 1
                        if isinstance(option, list) or listed > solve.MAX_OPTIONS:
                            raise _Unmodelled   # a sum of states; a moves() that never ends
                        option = canon(option)
                        got = known(option)
                        if got is None:
                            if option in on_path or len(stack) >= solve.MAX_DEPTH:
                                raise _Unmodelled   # a cycle; states that keep growing
                            frame[2], frame[3] = option, listed
                            stack.append([option, self._options(option), None, 0])
                            on_path.add(option)
                            break
                        if not got:
                            verdict = True
                            break
                    else:
                        verdict = self._at_the_end(state) if listed == 0 else False
                except _Unmodelled:
                    raise
                except Exception:       # moves() or canonical() failing: the usual way says so
                    raise _Unmodelled from None
            if verdict is None:
                continue
            new += 1
            if new > cap:
                raise solve.OverStateCap
            won[state] = verdict
            stack.pop()
            on_path.discard(state)
            if new % 64 == 0:           # the clocks are read every 64 states, as the graph's
                if time.process_time() > deadline:
                    raise solve.OutOfBudget
                if self._ticker.due():
                    progress.say(f"{len(won):,} states decided by the search that stops at "
                                 f"the first winning move, {self._ticker.seconds():.1f} s")
        return won[first]
