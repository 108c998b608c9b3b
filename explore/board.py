"""Games on numbers played on a board of fixed size (docs/explore.md, "Games on a board"): a
token at (x, y) on a 15 x 15 board whose moves stay on the board. Its file declares the cells it
wants computed (x 1..11, y 1..11), but the game's own size is in moves(), not in the position.
The check on larger positions would grow past the board, where no move is possible and every
cell is lost, and reject the board's true rule there (HackerRank's Chessboard Game).

A board is seen from the file's moves alone: probed past the declared top of each coordinate,
every position from some value on has no move at all, for a long stretch, and so does every
position on a shell around the box those values close. Below the declared bottom of each
coordinate (down to 0, when it is at most LOW_PROBE) the board reaches as low as the moves
probed there go: the Calendar Game declared on the years 2000..2001 is played from 1900 on,
and its rule must hold there too. The explorer then computes every
position of that box, the whole board, and a rule mined on them is exact there: claimed for the
board only, with its bounds asserted in the code to paste."""
from __future__ import annotations

import itertools
import math
import random
import time
from dataclasses import dataclass

from . import positions as shapes

BOX_CAP = 100_000       # positions of the board computed at most (else: no board mode)
PROBE_SAMPLE = 64       # positions probed per value of one coordinate
MOVES_CAP = 10_000      # moves of one position read at most
LOW_PROBE = 5_000       # below a declared bottom of at most this, every value down to 0 is probed
LOW_SECONDS = 5.0       # ... within this much CPU per coordinate (else it keeps its bottom)


@dataclass(frozen=True)
class Board:
    shape: shapes.Shape     # every position of the board (the file's filter kept)
    names: tuple
    ranges: tuple           # each coordinate's range on the board

    def describe(self) -> str:
        return ", ".join(f"{n} {r.start}..{r[-1]}" for n, r in zip(self.names, self.ranges))

    def words(self) -> str:
        return (f"every position of the board, {self.describe()} (no move leaves it, and far "
                f"past it no move is possible: probed)")

    def cpp_assert(self, names: tuple) -> str:
        cond = " && ".join(f"{r.start} <= {v} && {v} <= {r[-1]}"
                           for v, r in zip(names, self.ranges))
        return f"assert(({cond}) && \"outside the board, where the rule was not computed\");"


def _numbers(shape: shapes.Shape):
    inner = shape.inner if isinstance(shape, shapes.Where) else shape
    return inner if isinstance(inner, shapes.Numbers) else None


def _moves_of(game, position) -> list | None:
    """The positions a move leads to (either player's, in a partizan game); None when the file's
    functions fail on the position or a move is not a position of the same coordinates: then
    nothing is concluded."""
    try:
        fns = [f for f in (game.moves, game.left_moves, game.right_moves) if f is not None]
        # a few moves at most: a file whose moves yield for ever meets the search's own error
        got = [tuple(q) for f in fns for q in itertools.islice(f(position), MOVES_CAP + 1)]
    except Exception:
        return None
    if len(got) > MOVES_CAP:
        return None
    if any(len(q) != len(position) or not all(isinstance(v, int) for v in q) for q in got):
        return None
    return got


def _others(ranges: tuple, i: int, v: int, rng: random.Random) -> list:
    """Positions with coordinate i at v and the others across their ranges: all of them when
    few, else their corners and a seeded sample."""
    rest = [r for j, r in enumerate(ranges) if j != i]
    if math.prod(len(r) for r in rest) <= PROBE_SAMPLE:
        combos = list(itertools.product(*rest))
    else:
        combos = list(itertools.product(*[(r[0], r[-1]) for r in rest]))
        combos += [tuple(rng.choice(r) for r in rest) for _ in range(PROBE_SAMPLE)]
    return [c[:i] + (v,) + c[i:] for c in combos]


def find_board(game) -> Board | None:
    """The board the game is played on, when its moves show one in every coordinate; else None
    (the usual check past the declared positions applies)."""
    shape = game.shape
    nums = _numbers(shape)
    if (nums is None or game.start is not None or shapes.negative_values(shape)
            or any(r.step != 1 for r in nums.ranges)):
        return None
    rng = random.Random(15)
    reach = [r[-1] for r in nums.ranges]    # the largest value of each coordinate a move makes
    for i, r in enumerate(nums.ranges):
        probe_to = r[-1] + 4 * len(r) + 16
        last = None                     # the last value probed with a move
        for v in range(r[-1] + 1, probe_to + 1):
            for p in _others(nums.ranges, i, v, rng):
                got = _moves_of(game, p)
                if got is None:
                    return None
                if got:
                    last = v
                for q in got:
                    reach = [max(a, b) for a, b in zip(reach, q)]
        # no move for the whole second half of the probe, at least: a board's edge, not a
        # game that merely moves less often far out (none at all: the declared cells reach it)
        if last is not None and last > r[-1] + 2 * len(r) + 8:
            return None
    # below the declared bottoms: the lowest value of each coordinate a move makes there
    low = [r.start for r in nums.ranges]
    for i, r in enumerate(nums.ranges):
        if r.start > LOW_PROBE:
            continue
        deadline, here = time.process_time() + LOW_SECONDS, list(low)
        for v in range(r.start - 1, -1, -1):
            if time.process_time() > deadline:
                here = low          # too slow a moves() to probe so far: the declared bottom
                break
            for p in _others(nums.ranges, i, v, rng):
                got = _moves_of(game, p)
                if got is None:
                    return None
                for q in got:
                    here = [min(a, b) for a, b in zip(here, q)]
        low = here
    if min(low) < 0:
        return None
    # the board: the cells the moves make (a cell past it may have moves onto the board, as a
    # start: HackerRank's Chessboard Game of 15 has moves from (1, 16), but none to it)
    ranges = tuple(range(bottom, top + 1) for bottom, top in zip(low, reach))
    if math.prod(len(r) for r in ranges) > BOX_CAP:
        return None
    # closed: no move from a cell of the board leaves it
    for p in itertools.product(*ranges):
        got = _moves_of(game, p)
        if got is None or any(not all(r.start <= v <= r[-1] for v, r in zip(q, ranges))
                              for q in got):
            return None
    board = shapes.Numbers(nums.names, ranges)
    return Board(shapes.Where(board, shape.pred) if isinstance(shape, shapes.Where) else board,
                 nums.names, ranges)
