"""Whose turn it is, carried in the state (docs/explore.md, "Whose turn, carried in the state"):
a game of who wins whose start() gives (position, the first player's turn), or the position's
numbers with the turn after them, and whose every move passes the turn is a partizan game
written as an impartial one. Left is the first player, with
the moves moves() gives at its turn; Right is the second, with those at the other turn. The
position with the first player to move is the partizan game with Left moving first, so the
first player wins iff its class is L or N (Winning Ways ch. 2). The partizan game then goes
through explore/partizan_sums.py: a sum of numbers, or of numbers plus nimbers, is decided by
its sign and its nimber (ONAG ch. 1 and 7). The shape is checked on the states searched from
the first positions; a later state that breaks it ends the reading (NotTurns), not the run."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable

from judge.errors import UserError

from . import partizan_sums, solve

LOOK = 400              # positions whose states are looked at first
LOOK_STATES = 3_000     # and at most this many states reached from them


class NotTurns(UserError):
    """A state met that is not (position, whose turn), or a move that keeps the turn."""


@dataclass(frozen=True)
class Turns:
    """The two turn values: `first`, start()'s (the first player's), and `second`."""
    first: object
    second: object
    bare: bool          # start(p) is p with the first turn, for every position looked at
    flat: bool = False  # a state is x + (turn,), x a tuple; else (x, turn)

    def split(self, state) -> tuple:
        """(x, whose turn) of a state."""
        return (state[:-1], state[-1]) if self.flat else (state[0], state[1])

    def join(self, x, turn):
        return tuple(x) + (turn,) if self.flat else (x, turn)


def _turned(state) -> bool:
    return isinstance(state, tuple) and len(state) >= 2


def find(game: solve.Game, positions: list) -> Turns | None:
    """The turns, when every state looked at is (x, t) with t one of two values, start() gives
    the same t, and every move goes to the other t; else None."""
    if game.result != "win" or game.start is None or game.left_moves is not None or \
            game.winner is not None or not positions:
        return None         # a game decided at its end (winner()) is not normal play
    try:
        starts = [game.start(p) for p in positions[:LOOK]]
        if not all(_turned(s) for s in starts) or len({repr(s[-1]) for s in starts}) != 1:
            return None
        first = starts[0][-1]
        seen, todo, second, states = set(), list(starts), None, []
        while todo and len(seen) < LOOK_STATES:
            state = todo.pop()
            t = state[-1]
            if repr(state) in seen:
                continue
            seen.add(repr(state))
            states.append(state)
            for option in game.moves(state):
                if not _turned(option) or option[-1] == t or \
                        len(option) != len(state) and len(state) == 2:
                    return None
                if t == first:
                    if second is None:
                        second = option[-1]
                    elif option[-1] != second:
                        return None
                elif option[-1] != first:
                    return None
                todo.append(option)
    except Exception:       # noqa: BLE001 -- a state this reading does not fit: not turns
        return None
    if second is None or first == second:
        return None
    pairs = list(zip(starts, positions))
    # (p, turn), else p's numbers with the turn after them ((n, 0) for the position (n,)),
    # else (x, turn) or x + (turn,) for an x of the file's own. The states are positions only
    # when every state walked looks like one (Unfair Game's ((n,), 0) leads to runs of any
    # number of gaps, which a game on one number cannot cut)
    def positions_all(turns: Turns) -> bool:
        return all(solve._like_position(game.shape, turns.split(x)[0], positions[0])
                   for x in states)
    pair = Turns(first, second, True)
    if all(len(s) == 2 and s[0] == p for s, p in pairs) and positions_all(pair):
        return pair
    flat = Turns(first, second, True, flat=True)
    if all(isinstance(p, tuple) and s[:-1] == p for s, p in pairs) and positions_all(flat):
        return flat
    return Turns(first, second, False, flat=any(len(s) != 2 for s, _ in pairs))


def partizan(game: solve.Game, turns: Turns) -> solve.Game:
    """The same game as a partizan one on the states without their turn: Left's moves are
    moves() at the first player's turn, Right's at the second's."""
    def side(mine, theirs) -> Callable:
        def moves(x):
            out = []
            state = turns.join(x, mine)
            for option in game.moves(state):
                if not _turned(option) or turns.split(option)[1] != theirs:
                    raise NotTurns(f"moves({state!r}) gave {option!r}, which does not pass the "
                                   f"turn")
                out.append(turns.split(option)[0])
            return out
        return moves
    canonical = None
    if game.canonical is not None:
        def canonical(x):
            y, t = turns.split(game.canonical(turns.join(x, turns.first)))
            if t != turns.first or game.canonical(turns.join(x, turns.second)) != \
                    turns.join(y, turns.second):
                raise NotTurns(f"canonical() of {x!r} depends on whose turn it is")
            return y
    start = None if turns.bare else (lambda p: turns.split(game.start(p))[0])
    return dataclasses.replace(game, result="partizan", moves=None, start=start,
                               canonical=canonical, left_moves=side(turns.first, turns.second),
                               right_moves=side(turns.second, turns.first))


def claim_line(turns: Turns, states: int) -> str:
    what = ("a position's numbers with whose turn it is after them" if turns.flat else
            "(a position, whose turn it is)")
    return (f"turns: every state is {what}, start() gives the first "
            f"player's turn {turns.first!r} and every move passes the turn to {turns.second!r} "
            f"and back (checked at all {states:,} states searched), so the game is a partizan "
            f"one: Left the first player, Right the second; the first player wins iff Left, "
            f"moving first, wins (its class L or N)")


def explore_sum(game: solve.Game, positions: list, labels: list, grow_with, check_code,
                verify: bool = True) -> tuple[list[str], bool, str] | None:
    """The partizan sum of a game whose states carry whose turn it is: (the lines, whether they
    are the whole answer, the code), or None when the game is not so or not such a sum.
    grow_with(ex) solves larger positions with that explorer (whole.larger_solved)."""
    turns = find(game, positions)
    if turns is None:
        return None
    pgame = partizan(game, turns)
    pex = solve.Explorer(pgame)
    try:
        # a few positions first: a game whose parts are not a sum costs no second search
        pex.add(positions[:LOOK])
        if not partizan_sums.looks_like_sum(pgame, pex):
            return None
        ids = pex.add(positions)
        pex.solve()
        classes = [pex.labels[i] for i in ids]
        if [c in ("L", "N") for c in classes] != [bool(x) for x in labels]:
            return None     # not the same game: never printed as a rule
        summed = partizan_sums.explore_sum(pgame, pex, positions, classes,
                                           lambda: grow_with(pex), check_code, verify,
                                           first=True)
    except UserError:       # NotTurns, too many states: no such reading, the run goes on
        return None
    if summed is None:
        return None
    lines, whole, code = summed
    return [claim_line(turns, len(pex.states))] + lines, whole, code
