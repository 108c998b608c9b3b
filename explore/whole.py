"""`gk explore game.py` for a game on whole positions (docs/explore.md): every position of the
declared shape is solved (explore/solve.py), the rule miner (explore/miner.py) looks for the
simplest rule that gives every result, the rule is then checked on larger positions the miner
never saw (solved by the same search), and the claim says exactly what was checked. The code to
paste for the rule is compiled and compared with every computed position."""
from __future__ import annotations

import dataclasses
import itertools
import os
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from judge.compiler import compile_text
from judge.errors import CompileError, UserError

from . import features as feats
from . import miner, numbers
from .claims import Evidence, budget_figure, may_paste, rule_claim
from . import positions as shapes
from . import first_win, progress, solve
from .progress import cpu_seconds
from . import board as board_mod
from . import coins, folds, graph_features, intervals, letters, one_number, stages, strategies
from . import choices, conjunctive, counters, lengths, scans, score_takes, steps, two_rows, walks
from . import additive, moore, one_move, partizan_sums, start_sums, sums, turns

MINER_MODE = {"win": "win", "misere": "win", "outcome": "outcome", "partizan": "outcome",
              "grundy": "grundy", "score": "score"}
WHAT = {
    "win": "who wins, normal play (the player who cannot move loses): True = the player to move "
           "wins (snippets/grundy_engine.hpp)",
    "misere": "who wins, misère play (the player who cannot move wins): True = the player to "
              "move wins (snippets/retrograde.hpp)",
    "outcome": "W / L / D for the player to move, play may cycle (snippets/retrograde.hpp)",
    "partizan": "outcome classes L / R / N / P (Left wins, Right wins, the first player wins, "
                "the second) (snippets/retrograde.hpp on (position, player to move))",
    "grundy": "Grundy values (snippets/grundy_engine.hpp)",
    "score": "the mover's best score minus the other's, minimax (snippets/minimax.hpp)",
}
OWN = {"least": "the mover's own total, each maximising its own (ties: the move that leaves "
               "the other the least) (snippets/minimax.hpp, OwnScoreDag)",
       "most": "the mover's own total, each maximising its own (ties: the move that leaves "
              "the other the most) (snippets/minimax.hpp, OwnScoreDag)"}


def what_of(game) -> str:
    """What the results are, for the report's first line."""
    own = getattr(game, "own", None)
    if getattr(game, "winner", None) is not None:
        return (f"{'who wins' if game.result == 'win' else 'W / L / D'} for the player to move, "
                f"decided by winner(state) where no move is left (snippets/minimax.hpp, "
                f"+1 / -1 / 0 at the end)")
    return OWN[own] if game.result == "score" and own else WHAT[game.result]


GROWN_CAP = 200_000     # new positions of one grown size enumerated at most, before sampling
GROWN_SCAN = 1_000_000  # a filtered grown size: its inner positions read in order at most,
GROWN_DRAWS = 200_000   # then drawn at random
CHECK_SIZES = 2         # grown sizes always checked past the mined ones
MAX_CHECK_SIZES = 6     # grown sizes checked at most, while the check's CPU budget lasts
# a promised size the budget cut counts as checked when every structured and novel position of
# it and this many positions in all were solved (Nimble: 1,276 of 2,050 sequences of length 7
# reach 10^6 states; the traps' false rules are still rejected: tests/explore/test_traps.py)
SIZE_FLOOR = 1000
# with --patience S, the promised sizes may take S CPU seconds past --budget when the speed
# measured says they would finish within them, while the whole run stays within this much CPU
PATIENT_RUN = 75.0
# the patience of a run given no --budget: the run's length is the explorer's to choose, and a
# rule checked in 60 s beats "run again with --budget 60". A run given --budget is held to it
# (the test suite's runs are: with this patience for them too, .ci/run took 19 min, not 12)
DEFAULT_PATIENCE = PATIENT_RUN - 20.0


def patience_of(args) -> float:
    """--patience when given; else DEFAULT_PATIENCE when --budget is not given either; else 0."""
    given = getattr(args, "patience", None)
    if given is not None:
        return given
    return DEFAULT_PATIENCE if getattr(args, "budget", None) is None else 0.0
CHUNK = 100             # a C++ game's positions are run 10 CHUNKs at a time
DISAGREE_POOL = 5_000   # unsolved larger positions on which several fitting rules are compared
NOVEL_POOL = 20_000     # positions of a size searched for feature values never seen
DISAGREE_SOLVE = 300    # positions where they disagree, solved at most
# new states one larger position may reach in the check (a Python game): past it the position
# is left out and counted (the all-ones 5 x 5 grid of "turn a 1 into 0" reaches 2^25 states;
# a Python moves() explores about 10^5 states in a few seconds)
POSITION_CAP = 100_000
# states the declared positions of a game with start() may reach before the rest of them are
# given by the parts start() makes, when every state searched is a sum of them (consecutive
# stones taken from a line of 60: the multisets of pieces are 1.1 million states, the pieces
# themselves 60 small games)
DECLARED_CAP = 50_000


@dataclass
class Found:
    """What a run found: for the report and for the sweep."""
    positions: list
    labels: list
    result: miner.MineResult
    held: list = field(default_factory=list)        # rules that also held on larger positions
    broken: list = field(default_factory=list)      # (rule, counterexamples on larger positions)
    larger: list = field(default_factory=list)
    larger_labels: list = field(default_factory=list)
    larger_what: str = ""
    base_states: int = 0                            # states searched for the positions
    added: list = field(default_factory=list)       # counterexamples from the larger ones, mined
    patches: list = field(default_factory=list)     # (rule, its literal naming a counterexample)
    compared: int = 0           # unsolved positions on which the rules held were compared
    disagree: tuple | None = None   # (position, [(rule, its value)]) where held rules differ
    grown: shapes.Shape | None = None               # the largest size checked
    pool: list = field(default_factory=list)        # larger positions enumerated, not solved
    evidence: Evidence | None = None                # the last check against its promise
    # hold-out by size (hold_out): the rules were mined on the positions of `mined_shape`
    # only (`mined` of them); `held_out` computed positions of the larger sizes were the check
    mined_shape: shapes.Shape | None = None
    mined: int = 0
    held_out: int = 0
    notes: list = field(default_factory=list)       # lines for the claim (rules held out)
    withdrawn: list = field(default_factory=list)   # rules rejected one move deep (texts)
    board: "board_mod.Board | None" = None          # a game on a board: every cell computed
    # letters alike whose rules all fail on more letters: the rules of the declared alphabet,
    # claimed for it only (find())
    letters_only: str = ""
    far_checked: bool = False       # the positions with far values solved (grow_and_solve)


def _fmt(p) -> str:
    if isinstance(p, str):
        return repr(p)
    if isinstance(p, tuple) and p and all(isinstance(r, str) for r in p):
        return "/".join(p)
    if isinstance(p, tuple) and len(p) == 1:
        return str(p[0])
    if isinstance(p, frozenset):
        return "{" + ", ".join(map(str, sorted(p))) + "}"
    return str(p)


def _label(v) -> str:
    if isinstance(v, bool):
        return "win" if v else "lose"
    return str(v)


def enumerate_positions(shape: shapes.Shape, cap: int | None = None) -> list:
    items = shape.positions()
    if cap is not None:
        items = itertools.islice(items, cap)
    # 10^5 trees take seconds to list (nauty's gentreeg, then their AHU codes): not in silence
    with progress.while_running(f"listing the positions of {shape.describe()}"):
        if shape.lists_canonical:
            return list(dict.fromkeys(items))
        return shapes.dedup(shape, items)


def _listed_grown(bigger: shapes.Shape, cap: int) -> tuple[list, str]:
    """(the positions of a grown size, at most `cap`; "", or what they are when a filtered
    shape's listing was cut): a filter that keeps few positions (two permutations side by side:
    14,400 of 5^10 sequences of length 10) must not scan billions. The first GROWN_SCAN inner
    positions are read in order (the shorter ones whole), then GROWN_DRAWS random ones (a
    sequence, string, multiset or numbers: every bound drawn evenly), so that the largest
    positions are checked too, not only the first in order."""
    if not isinstance(bigger, shapes.Where):
        return enumerate_positions(bigger, cap), ""
    inner = bigger.inner.positions()
    read = itertools.islice(inner, GROWN_SCAN)
    kept = itertools.islice((p for p in read if bigger.keeps(p)), cap)
    with progress.while_running(f"listing the positions of {bigger.describe()}"):
        listed = list(dict.fromkeys(kept)) if bigger.lists_canonical else \
            shapes.dedup(bigger, kept)
    if len(listed) >= cap or next(inner, None) is None:
        return listed, ""
    what = (f"those of the first {GROWN_SCAN:,} of {bigger.inner.describe()} that the filter "
            f"keeps")
    draw = shapes.drawer(bigger.inner)
    if draw is None:
        return listed, what
    rng = random.Random(7)
    with progress.while_running(f"drawing positions of {bigger.describe()} at random"):
        drawn = [p for p in (draw(rng) for _ in range(GROWN_DRAWS)) if bigger.keeps(p)]
    more = shapes.dedup(bigger, listed + drawn)[len(listed):cap]
    return listed + more, (what + f", and {len(more):,} kept of {GROWN_DRAWS:,} drawn at "
                           f"random")


def pick_larger(bigger: shapes.Shape, taken: set, seen: list, sample: int, rng: random.Random,
                rules=(), mined_keys: dict | None = None) -> tuple[list, str, list, int]:
    """(the positions of one grown size to solve, what they are in words, the others, how many
    of the first must all be checked): all new ones when they are at most `sample` (all must
    be), else the structured families (Shape.structured), one position for each combination
    of a rule's feature values never seen while mining (those must be), and a seeded random
    sample of `sample` of the rest."""
    cap = min(GROWN_CAP, bigger.grown_cap)
    listed, cut_what = _listed_grown(bigger, cap)
    what = bigger.describe()
    if cut_what:
        what = cut_what
    elif len(listed) >= cap:
        what = f"the first {cap:,} of {what}"
    new = [p for p in listed if p not in taken]
    fresh = set(new)
    odd = [p for p in shapes.dedup(bigger, bigger.structured()) if p not in taken]
    if len(new) <= sample:
        extra = [p for p in odd if p not in fresh]
        return new + extra, f"all {len(new):,} more of {what}", [], len(new + extra)
    # feature values never seen: looked for among a sample when the size is large (each
    # position costs every feature of every rule, in Python)
    looked = new if len(new) <= NOVEL_POOL else rng.sample(new, NOVEL_POOL)
    structured = set(odd)
    novel = [p for p in _novel_positions(looked, seen, rules, mined_keys)
             if p not in structured]
    if len(novel) > sample:
        novel = rng.sample(novel, sample)
    picked = structured | set(novel)
    rest = [p for p in new if p not in picked]
    chosen = rng.sample(rest, min(sample, len(rest)))
    drawn = set(chosen)
    left = [p for p in rest if p not in drawn]
    return (odd + novel + chosen,
            f"{len(odd):,} of its structured families, {len(novel):,} where the rule's features "
            f"take values never seen while mining and "
            + (f"all {len(rest):,} others" if len(chosen) == len(rest) else
               f"a random sample of {len(chosen):,} of the {len(rest):,} others")
            + f", of {what}", left, len(odd) + len(novel))


def larger_positions(shape: shapes.Shape, seen, sample: int, seed: int = 1,
                     rules=()) -> tuple[list, str]:
    """One grown size's positions, as pick_larger chooses them, and what they are in words: for
    the checks that solve theirs in one go (a sum's rule, explore/sums.py; a strategy,
    explore/strategies.py)."""
    bigger = shape.grow()
    if bigger is None:
        return [], "the file lists its own positions"
    chosen, how, _, _ = pick_larger(bigger, set(seen), list(seen), sample,
                                    random.Random(seed), rules)
    return chosen, how


def larger_solved(ex, shape: shapes.Shape, seen, sample: int, budget: float
                  ) -> tuple[list, list, str]:
    """One grown size's positions (larger_positions), solved as far as `budget` CPU seconds
    allow: (those solved, their results, what they are in words, saying where the budget
    stopped it). For a sum's check: a few thousand positions one pile larger can reach
    hundreds of thousands of states, at 10^5 positions more than the whole run. By the graph
    search: the readers that ask for them (a sum, a row of coins, a fixed length) read their
    states' moves too."""
    chosen, how = larger_positions(shape, set(seen), sample)
    # the smallest first: when the budget ends the check, as many as it could reach are checked
    # (the largest all-equal multiset alone reaches every state of its size)
    chosen.sort(key=miner.size_key)
    done = solve_until(ex, chosen, cpu_seconds() + budget, past=True) if chosen else \
        Solved([], [])
    if done.over:
        how += f" ({over_cap_words(done)})"
    how += done.refused_words()
    if done.tried < len(chosen):
        how += (f" (the CPU budget, --budget {budget:g}, stopped the check after "
                f"{done.tried:,} of its {len(chosen):,})")
    return done.positions, done.labels, how


def sizes_past(ex, shape: shapes.Shape, seen: list, sample: int, budget: float
               ) -> tuple[list, list, list[str]]:
    """The positions of CHECK_SIZES sizes past `shape`, each one larger than the last, not in
    seen, solved (larger_solved): (positions, results, what each size is in words). A
    recurrence read off the computed positions (a fold, a pass, a fixed length) is compared
    with the search there: one that only seemed to hold shows it."""
    larger, labels, whats = [], [], []
    for _ in range(CHECK_SIZES):
        more, more_labels, what = larger_solved(ex, shape, list(seen) + larger, sample, budget)
        larger, labels = larger + more, labels + more_labels
        whats.append(what)
        shape = shape.grow()
        if shape is None or not more:
            break
    return larger, labels, whats


def grow_and_solve(found: Found, start: shapes.Shape, seen: list, sample: int, budget: float,
                   ex, rules=(), seed: int = 1, kept: int = 0,
                   most_sizes: int = MAX_CHECK_SIZES, patience: float = 0.0) -> None:
    """Checks past `start`: each grown size in turn (every bound one larger than the last),
    at least CHECK_SIZES of them (in part when the budget runs out first) and more while the
    CPU budget (the miner's, --budget) lasts;
    the positions picked are solved by the same search and added to found.larger.
    `kept`: promised sizes already checked, held out of the mining (hold_out): only the rest
    of the promise is owed here, the sizes past it are checked while the budget lasts.
    found.evidence says how many of the promised sizes were checked to their end and, when the
    budget cut them, the --budget that would finish them (from the speed measured on the
    positions it solved) or, when it solved none of a size, what blocked it.
    `patience`: CPU seconds past the budget the promised sizes may take (--patience) when the
    speed measured says they would finish within them."""
    rng = random.Random(seed)
    mined_keys: dict = {}       # the rules' feature values on the mined positions, once
    began = cpu_seconds()
    taken = set(found.positions) | set(found.larger)
    parts = [found.larger_what] if found.larger_what else []
    shape = start
    owed = CHECK_SIZES - kept
    evidence = found.evidence = Evidence(promised=CHECK_SIZES, checked=min(kept, CHECK_SIZES))
    solved_before = 0 if kept else len(found.larger)
    extra = 0.0                 # the patience granted, once
    for step in range(1, most_sizes + 1):
        if step > owed and cpu_seconds() - began > budget:
            break
        bigger = shape.grow()
        if bigger is None:
            if not parts:
                parts.append("the file lists its own positions")
            evidence.promised = min(evidence.promised, kept + step - 1)   # nothing larger
            break
        try:
            # choosing can take seconds at 10^5 positions (the rules' features on each)
            with progress.while_running(f"choosing the positions of {bigger.describe()} "
                                        f"to check"):
                chosen, how, left, must = pick_larger(bigger, taken, seen, sample, rng, rules,
                                                      mined_keys)
        except shapes.ShapeError:       # graphs past nauty's reach: the check stops there
            evidence.promised = min(evidence.promised, kept + step - 1)
            break
        # the whole check, the promised sizes included (past them, the budget alone)
        deadline = began + budget + (extra if step <= owed else 0.0)
        # past the budget a promised size is solved to its floor only (SIZE_FLOOR, below)
        end = _floor_end(chosen, must) if extra and step <= owed else len(chosen)
        with progress.while_running(f"checking on {len(chosen):,} positions of "
                                    f"{bigger.describe()}"):
            # the declared positions already needed the parts: the larger ones go to them
            # at once, not through a search that cannot reach them within the budget
            done = Solved([], []) if getattr(ex, "declared_by_parts", 0) else \
                solve_until(ex, chosen[:end], deadline, short=True, past=True)
            if (patience and not extra and step <= owed and done.positions
                    and done.tried < len(chosen) and not getattr(ex, "stopped", "")
                    and (done.tried < _floor_end(chosen, must) or step < owed)):
                end = _floor_end(chosen, must)
                needed = _budget_needed(cpu_seconds() - began, len(done.positions), end,
                                        owed - step)
                room = min(patience, PATIENT_RUN - began - budget)
                if room > 0 and needed <= budget + room:
                    extra = room
                    deadline = began + budget + extra
                    progress.say(f"the check on larger positions needs about "
                                 f"{budget_figure(needed)} s of CPU, more than --budget "
                                 f"{budget:g}: it goes on, for {budget + extra:.0f} s at most "
                                 f"(give --budget to hold it to that)")
                    done = done.joined(solve_until(ex, chosen[done.tried:end], deadline,
                                                               short=True, past=True))
                    if done.tried == len(chosen):
                        how += (f" (the check let run past --budget {budget:g} as it would "
                                f"end within {budget + extra:.0f} s)")
            by_parts = _rest_by_parts(ex, chosen, done, deadline)
        if by_parts:
            how += (f" ({by_parts:,} of them, which the search did not reach, by "
                    f"{ex.by_parts.words}: the Sprague-Grundy theorem, the sum checked at "
                    f"every state searched)")
        found.larger += done.positions
        found.larger_labels += done.labels
        taken.update(chosen)
        limit = getattr(ex, "stopped", "")
        if done.over:
            how += f" ({over_cap_words(done)})"
        how += done.refused_words()
        stopped = done.tried < len(chosen)
        if stopped and extra and step <= owed and done.tried >= end:
            how += (f" (the first {done.tried:,} of its {len(chosen):,}: checked to the floor "
                    f"of {SIZE_FLOOR:,} solved, the check let run past --budget {budget:g} "
                    f"as it would end within {budget + extra:.0f} s)")
            left += chosen[done.tried:]
        elif stopped:
            how += (f" ({limit or 'the budget'} stopped the check after {done.tried:,} of its "
                    f"{len(chosen):,})")
            left += chosen[done.tried:]
        cut = stopped or bool(chosen) and not done.positions   # a size none of it solved
        parts.append(how)
        found.pool += left
        found.grown = shape = bigger
        if stopped and done.tried >= must and len(done.positions) >= SIZE_FLOOR:
            # the structured families and the novel values all checked, and SIZE_FLOOR of
            # the random sample's positions: the size is checked (its words say how far)
            evidence.checked = min(kept + step, evidence.promised)
            if extra and step < owed and not limit and cpu_seconds() < deadline:
                continue        # stopped at its floor, not by the time: the next size is owed
            if step < owed:     # a size is still owed: say what would check it
                _say_what_blocks(evidence, done, chosen, bigger, cpu_seconds() - began,
                                 budget, limit, owed - step)
            break
        if cut:
            if step <= owed:
                _say_what_blocks(evidence, done, chosen, bigger, cpu_seconds() - began,
                                 budget, limit, owed - step)
            break
        evidence.checked = min(kept + step, evidence.promised)
    if not found.far_checked:
        found.far_checked = True
        far = _far_solved(ex, start, taken, rng)
        if far is not None and far.positions:
            found.larger += far.positions
            found.larger_labels += far.labels
            parts.append(f"{len(far.positions):,} of {far.tried:,} positions of the fewest "
                         f"elements with values far past the top ({start.describe()} with one "
                         f"value up to {max(v for p in far.positions for v in p):,})")
    evidence.solved = len(found.larger) - solved_before + found.held_out
    found.larger_what = "; ".join(parts)
    evidence.what = found.larger_what


FAR_SECONDS = 3.0   # CPU seconds for the positions with far values (Shape.far)


def _far_solved(ex, shape: shapes.Shape, taken: set, rng) -> "Solved | None":
    """The positions of the fewest elements whose values lie far past the top (Shape.far: a
    number's digits change length at 100, which growing one value a time never reaches;
    Codeforces 1931E once got `first wins iff sum <= 10 and length == 1` for one number, false
    at 20), solved within FAR_SECONDS by a search of their own: the moves of a file may fail
    that far out, and a failure there must not touch the explorer's graph. None when the shape
    has none or the search failed."""
    if not isinstance(ex, solve.Explorer) or getattr(ex, "declared_by_parts", 0):
        return None
    try:
        far = [p for p in shape.far(rng) if p not in taken]
    except UserError:                   # the file's .where(...) filter failed there
        return None
    if not far:
        return None
    try:
        with progress.while_running(f"checking on {len(far):,} positions with far values"):
            return solve_until(solve.Explorer(ex.game), far, cpu_seconds() + FAR_SECONDS,
                               short=True, past=True)
    except Exception:                   # the file's moves fail there: no far check
        return None


def _floor_end(chosen: list, must: int) -> int:
    """How many of a size's positions (in order) a check that may stop at the floor solves:
    the structured and novel ones, and SIZE_FLOOR in all with a tenth more for those the state
    cap leaves out."""
    return min(len(chosen), max(must, SIZE_FLOOR + SIZE_FLOOR // 10))


PARTS_SECONDS = 5.0     # CPU seconds for a grown size's results by the parts of start()


def _rest_by_parts(ex, chosen: list, done: "Solved", deadline: float | None = None) -> int:
    """The positions of `chosen` the search left (the budget, or the cap of one position),
    given their results by ex.by_parts (explore/start_sums.py: a game with start() whose
    states are sums of parts) while PARTS_SECONDS last, and no longer than the check's
    `deadline` allows (a second at least); `done` takes them as solved. How many."""
    parts = getattr(ex, "by_parts", None)
    if parts is None or (done.tried == len(chosen) and not done.over):
        return 0
    solved = set(done.positions)
    left = PARTS_SECONDS if deadline is None else max(1.0, deadline - cpu_seconds())
    stop = cpu_seconds() + min(PARTS_SECONDS, left)
    added = 0
    if hasattr(parts, "stop"):      # one large part alone must not overrun the time either
        parts.stop = time.process_time() + (stop - cpu_seconds())
    try:
        for p in chosen:
            if p in solved:
                continue
            if cpu_seconds() > stop:
                return added    # done.tried stays where it is: the rest is still unsolved
            try:
                g = parts.value(p)
            except Exception:   # a part's game too large or too slow, or moves() failing on it
                return added
            done.positions.append(p)
            done.labels.append(g != 0 if ex.game.result == "win" else g)
            added += 1
    finally:
        if hasattr(parts, "stop"):
            parts.stop = None
    done.tried, done.over = len(chosen), 0
    return added


def _say_what_blocks(evidence: Evidence, done: "Solved", chosen: list, size: shapes.Shape,
                     spent: float, budget: float, limit: str, sizes_after: int) -> None:
    """Why the promised check was cut, and what would finish it: the --budget measured from
    the positions it solved, or, when it solved none of the size, what blocked it (never a
    figure made from nothing solved)."""
    if limit:                           # more budget does not help
        evidence.why = limit
        evidence.remedy = ("give the game a canonical(state) that merges equal states, "
                           "or smaller bounds in positions = ...")
    elif done.positions:
        evidence.needed = max(2 * budget, _budget_needed(
            spent, len(done.positions), len(chosen), sizes_after))
    elif done.over:
        evidence.blocked = (f"none of the {done.tried:,} positions of {size.describe()} tried "
                            f"could be solved: each reaches over {POSITION_CAP:,} states (the "
                            f"first, {_fmt(done.first_over)}); give smaller bounds in positions "
                            f"= ..., or write the game in C++ (explore/cpp/position.hpp)")
    else:
        evidence.blocked = (f"not one position of {size.describe()} was solved within --budget "
                            f"{budget:g} (the first, {_fmt(chosen[0])}, alone needs more)")


def _budget_needed(spent: float, done: int, size: int, sizes_after: int) -> float:
    """The CPU seconds the promised check would take, from its speed measured on the `done`
    positions it solved: the rest of the size it was cut in at the same speed per position,
    and each promised size after it as much again, twice as slow (a grown size's positions are
    larger), with half as much again for safety. An estimate: the message says so."""
    this = spent / done * size
    return 1.5 * (this + sum(this * 2 ** k for k in range(1, sizes_after + 1)))


@dataclass
class Solved:
    """What solve_until did with a list of positions: those solved (in order) and their
    results; `tried`, how many of the list it went through before the budget or the solver's
    limit stopped it; `over`, how many of those it left out, each alone reaching more than
    POSITION_CAP new states (`first_over`, the first of them)."""
    positions: list
    labels: list
    tried: int = 0
    over: int = 0
    first_over: object = None
    wide: int = 0           # of the `over`, those with a state of over MAX_OPTIONS options
    refused: int = 0        # positions past the declared ones whose start() or moves() failed
    first_refused: str = ""     # the first such failure, in one line

    def joined(self, more: "Solved") -> "Solved":
        """This and `more`, solved after it from where this stopped, as one."""
        return Solved(self.positions + more.positions, self.labels + more.labels,
                      self.tried + more.tried, self.over + more.over,
                      self.first_over if self.first_over is not None else more.first_over,
                      self.wide + more.wide, self.refused + more.refused,
                      self.first_refused or more.first_refused)

    def refused_words(self) -> str:
        return (f" ({self.refused:,} of them refused by the game file, left out: the first, "
                f"{self.first_refused})" if self.refused else "")


def solve_until(ex, positions: list, deadline: float, cap: int | None = None,
                short: bool = False, past: bool = False) -> Solved:
    """The results of the positions, as many as CPU time allows before `deadline` (in
    cpu_seconds()): a Python game explores them one at a time and is solved once; a C++
    game's program is run on CHUNK * 10 at a time. A Python game's position whose search alone would
    meet more than `cap` new states (POSITION_CAP by default: the all-ones 5 x 5 grid reaches
    2^25) is left out and counted, so that one position does not sink the whole budget.
    `short`: the check on larger positions, which needs only their results: a win or misère
    game's positions go first to the search that stops at the first winning move
    (explore/first_win.py), the usual graph search taking what it does not model. The declared
    positions never do, nor larger_solved's: what reads a game's structure reads their whole
    graph. `past`: positions past the declared ones, which the file may refuse (its moves
    assert the statement's limits): a position whose start() or moves() fails is left out and
    counted, its states forgotten, instead of ending the run."""
    cap = POSITION_CAP if cap is None else cap
    if not isinstance(ex, solve.Explorer):
        done = Solved([], [])
        for at in range(0, len(positions), CHUNK * 10):
            if cpu_seconds() > deadline:
                break
            chunk = positions[at:at + CHUNK * 10]
            done.labels += ex.results(chunk)
            done.positions += chunk
            done.tried += len(chunk)
        return done
    done = Solved([], [])
    ids: list = []          # per position solved: its state number, or its result (short search)
    ex.stopped = ""
    searcher = _first_win(ex) if short else None
    over: list = []         # (position, over MAX_OPTIONS) of those the cap left out
    try:
        # one position at a time: the cap is a position's, and a position cut by it or by the
        # budget loses only its own search (a chunk's would be searched again, or lost)
        for p in positions:
            left = deadline - cpu_seconds()
            if left <= 0:
                break
            below = next((o for o in over if _above(p, o[0])), None)
            if below is not None:
                # a board at least as large as one the cap left out is left out unsearched, for
                # the same reason: its search would only spend the budget reaching the cap again
                # (CodeChef CHEFYODA: a coin that never returns, boards up to 17 x 17)
                done.over += 1
                done.wide += below[1]
                done.tried += 1
                continue
            known = len(ex.states)
            try:
                got = None if searcher is None else \
                    searcher.result(p, time.process_time() + left, cap)
                if got is None:
                    ids += ex.add([p], time.process_time() + left, cap)
                else:
                    ids.append(_Decided(got))
                done.positions.append(p)
            except solve.OverStateCap as cut:
                done.wide += isinstance(cut, solve.OverOptions)
                done.over += 1
                done.first_over = p if done.first_over is None else done.first_over
                if _flat(p) and len(over) < 64:
                    over.append((p, isinstance(cut, solve.OverOptions)))
            except UserError as error:
                if not past or isinstance(error, (solve.TooManyStates, solve.TooManyOptions)):
                    raise
                ex._forget_from(known)
                done.refused += 1
                done.first_refused = done.first_refused or str(error)
            done.tried += 1
    except solve.OutOfBudget:
        pass
    except solve.TooManyStates:         # the check stops where the solver's limit is
        ex.stopped = f"the solver's limit of {solve.MAX_STATES:,} states"
    ex.solve()
    done.labels = [i.result if isinstance(i, _Decided) else ex.labels[i] for i in ids]
    return done


def _flat(p) -> bool:
    return isinstance(p, tuple) and all(isinstance(v, int) and not isinstance(v, bool) for v in p)


def _above(p, low) -> bool:
    """Whether p holds as many numbers as `low` (a position the cap left out), each at least
    as large: numbers(...) coordinates, or piles sorted, whose search only grows with them."""
    return _flat(p) and len(p) == len(low) and p != low and all(
        a >= b >= 0 for a, b in zip(p, low))


@dataclass
class _Decided:
    """A position's result the short search gave (explore/first_win.py)."""
    result: bool


def _first_win(ex):
    """The explorer's short search (one per explorer, its results kept), or None where it does
    not apply (first_win.applies)."""
    if not first_win.applies(ex):
        return None
    if ex.first_win is None:
        ex.first_win = first_win.FirstWin(ex)
    return ex.first_win


def _short_states(ex) -> int:
    """The states the short search decided that the graph search did not meet."""
    searcher = getattr(ex, "first_win", None)
    return 0 if searcher is None else sum(1 for s in searcher.won if s not in ex.index)


def over_cap_words(done: Solved) -> str:
    """The positions the cap left out, in words (empty when none)."""
    if not done.over:
        return ""
    deep = done.over - done.wide
    said = [f"{deep:,} position{'s' * (deep > 1)} over {POSITION_CAP:,} states"] if deep else []
    if done.wide:
        said.append(f"{done.wide:,} position{'s' * (done.wide > 1)} with a state of over "
                    f"{solve.MAX_OPTIONS:,} options")
    return f"{' and '.join(said)} left out, the first {_fmt(done.first_over)}"


def _novel_positions(new: list, seen, rules, mined_keys: dict | None = None) -> list:
    """The first position (in `new`'s order) of every combination of a rule's feature values that
    no mined position has; `mined_keys` keeps each rule's combinations on the mined positions
    from one grown size to the next (10^5 positions: seconds each time)."""
    out, taken = [], set()
    mined_keys = {} if mined_keys is None else mined_keys
    for rule in rules:
        fns = list(rule._functions.values())

        def key(p):
            try:
                return tuple(fn(p) for fn in fns)
            except Exception:           # a feature undefined there: the check must see it
                return None
        if id(rule) not in mined_keys:
            mined_keys[id(rule)] = (rule, {key(p) for p in seen})
        mined = set(mined_keys[id(rule)][1])
        for p in new:
            k = key(p)
            if k not in mined and p not in taken:
                mined.add(k)
                taken.add(p)
                out.append(p)
    return out


def names_a_counterexample(rule: miner.Rule, mined: list) -> str | None:
    """The literal `f == v` of a rule whose value v the feature f never takes on the positions
    first mined: a rule mined again with counterexamples added that singles them out by such a
    literal is a patch for them, not a rule (the next size breaks it)."""
    for name in rule.features:
        fn = rule._functions.get(name)
        if fn is None:
            continue
        for m in re.finditer(rf"(?:^|(?<=[\s(])){re.escape(name)} == (-?\d+)(?!\d)", rule.text):
            value = int(m.group(1))
            try:
                values = {fn(p) for p in mined}
            except Exception:
                continue
            if value not in values:
                return m.group(0)
    return None


def settle_disagreements(found: Found, ex, budget: float = float("inf")) -> None:
    """Several rules fit and held: they may still differ on positions nobody solved. Each is
    evaluated on the unsolved larger positions (a seeded sample of DISAGREE_POOL) and on the
    structured families one size further; the smallest positions where they differ are solved
    (the truth is one search away), rules wrong there are rejected, and a difference left
    unsolved is kept in found.disagree. The solving stops after `budget` CPU seconds (the
    miner's --budget): what it left unsolved is a difference kept, never a rule dropped."""
    if len(found.held) < 2:
        return
    pool = list(found.pool)
    if len(pool) > DISAGREE_POOL:
        pool = random.Random(2).sample(pool, DISAGREE_POOL)
    further = found.grown.grow() if found.grown is not None else None
    if further is not None:
        have = set(found.positions) | set(found.larger) | set(pool)
        pool += [p for p in shapes.dedup(further, further.structured()) if p not in have]

    def value(rule, p):
        try:
            return rule.evaluate(p)
        except (ArithmeticError, IndexError, ValueError, TypeError):
            return None
    split = [p for p in pool if len({repr(value(r, p)) for r in found.held}) > 1]
    found.compared = len(pool)
    if not split:
        return
    split.sort(key=miner.size_key)
    # (a position over POSITION_CAP states is left unsolved: where they differ stays open)
    done = solve_until(ex, split[:DISAGREE_SOLVE], cpu_seconds() + budget, short=True,
                       past=True)
    asked, truth = done.positions, done.labels
    found.larger += asked
    found.larger_labels += truth
    found.larger_what += (f"; {len(asked):,} where the rules that fit disagree, of "
                          f"{len(pool):,} compared" + (f" ({over_cap_words(done)})"
                                                       if done.over else ""))
    survivors = []
    for rule in found.held:
        bad = miner.verify(rule, asked, truth)
        (found.broken.append((rule, bad)) if bad else survivors.append(rule))
    found.held = survivors
    solved = set(asked)
    left = [p for p in split if p not in solved
            and len({repr(value(r, p)) for r in survivors}) > 1]
    if left:
        found.disagree = (left[0], [(r, value(r, left[0])) for r in survivors])


CEGIS_ROUNDS = 3     # times the miner is run again with the larger counterexamples added
CEGIS_ADD = 5        # counterexamples added at most per round (the smallest)
# no new round starts once the rounds have spent this many --budget of CPU: each round may mine
# for a whole budget and check for another (Northcott's game, HDU 1730, mined 4 rounds of 20 s
# and checked each, past the trial's 120 s of wall time)
CEGIS_BUDGETS = 3


MAX_POSITIONS = 300_000   # positions solved and mined at most


def about(count: int) -> str:
    """A count for a message: 12,345, or about 10^70 when it is huge."""
    if count < 10 ** 9:
        return f"{count:,}"
    return f"about 10^{int(count.bit_length() * 0.30103)}"


FILTER_COUNTED = 3_000_000  # positions of a filtered shape's inner one counted, at most
MAX_SHRINKS = 6             # times every bound is made one size smaller, at most


def _fits(shape: shapes.Shape) -> bool:
    """At most MAX_POSITIONS positions: by the estimate, or, for a filtered shape whose
    estimate is its inner shape's (an upper bound), by counting what the filter keeps when the
    inner shape is small enough to list (distinct values among 8^7 sequences: 110,000 of 2.4
    million)."""
    count = shape.estimate()
    if count is None or count <= MAX_POSITIONS:
        return True
    if not isinstance(shape, shapes.Where) or count > FILTER_COUNTED:
        return False
    known = shape.__dict__.get("counted")     # counted once per shape, however often asked
    if known is None:
        with progress.while_running(f"counting the positions of {shape.describe()}"):
            known = shape.__dict__["counted"] = sum(
                1 for _ in itertools.islice(shape.positions(), MAX_POSITIONS + 1))
    return known <= MAX_POSITIONS


def fit_to_cap(game: solve.Game) -> tuple[solve.Game, str]:
    """(the game, a line for the output): its declared shape when it holds at most
    MAX_POSITIONS positions; else the shape with every bound one size smaller (Shape.shrink),
    as many times as it takes, and a line that says so: a rule is mined there and checked on
    the larger sizes, the declared ones among them, as for any game. Unchanged, with no line,
    when no smaller shape fits (refuse_huge then says what to do)."""
    shape = game.shape
    for _ in range(MAX_SHRINKS + 1):
        if _fits(shape):
            break
        shape = shape.shrink()
        if shape is None:
            return game, ""
    else:
        return game, ""
    if shape is game.shape:
        return game, ""
    line = (f"positions = ... holds {about(game.shape.estimate())} positions or more "
            f"({game.shape.describe()}), over the {MAX_POSITIONS:,} solved and mined: mined on "
            f"{shape.describe()} instead, and checked on larger sizes")
    if isinstance(game.shape, shapes.Where):
        line = line.replace(" positions or more ", " positions at most ")
    return dataclasses.replace(game, shape=shape), line


def fit_to_states(game: solve.Game, ex, cut: str) -> tuple[solve.Game, object, str]:
    """(the game, its explorer, a line for the output) when the search of the declared
    positions passes the solver's limit of solve.MAX_STATES states: the shape with every bound
    one size smaller (Shape.shrink), as many times as it takes, and a line that says so (a rule
    is mined there and checked on larger sizes, as fit_to_cap's). Which smaller shape fits is
    read off the search, one position at a time in the declared order until the limit
    (_in_order): the first shape whose positions were all searched by then. Unchanged when they
    fit, or for a C++ game; the solver's one-line error when no smaller shape fits."""
    if not isinstance(ex, solve.Explorer):
        return game, ex, cut
    declared = game.shape
    try:
        _declared_results(game, ex, enumerate_positions(declared))
        return game, ex, cut
    except solve.TooManyStates as error:
        refusal = error
    searched = set(enumerate_positions(declared)[:getattr(refusal, "searched", 0)])
    shape = declared.shrink()
    for _ in range(MAX_SHRINKS):
        if shape is None:
            raise refusal
        if searched.issuperset(enumerate_positions(shape)):
            break
        shape = shape.shrink()
    else:
        raise refusal
    game = dataclasses.replace(game, shape=shape)
    ex = solve.Explorer(game)
    _declared_results(game, ex, enumerate_positions(shape))
    line = (f"the positions of {declared.describe()} reach more than {solve.MAX_STATES:,} "
            f"states, the solver's limit: mined on {shape.describe()} instead, and checked on "
            f"larger sizes")
    return game, ex, f"{cut}; then {line}" if cut else line


def refuse_huge(game: solve.Game) -> None:
    """A one-line error, before any enumeration, when the shape holds too many positions."""
    count = game.shape.estimate()
    if not _fits(game.shape):
        raise UserError(f"{game.name}: positions = ... holds {about(count)} positions "
                        f"({game.shape.describe()}); every one is solved and mined, at most "
                        f"{MAX_POSITIONS:,}: give smaller bounds (a rule found there is then "
                        f"checked on larger positions)")


# Hold-out by size: from this many computed positions, the larger sizes among them are the
# check (they are solved already, and growing past them is what costs: a 5 x 5 grid, a box of
# 634 x 634), and the rules are mined on the smaller sizes; below it, growing is cheap and the
# miner sees every position. (From 20,000 the miner mines a sample anyway, miner.MINE_SAMPLE.)
HOLDOUT_FROM = 20_000
HOLDOUT_MIN = 20        # positions left to mine at least, else no hold-out


def hold_out(shape: shapes.Shape, positions: list) -> tuple[shapes.Shape, list] | None:
    """(the shape to mine, [(a held-out size, its positions not in the smaller sizes), ...]
    from the smallest held-out size to `shape` itself): CHECK_SIZES sizes of the computed
    positions held out of the mining (Shape.shrink, grow's inverse), or None when the shape
    has too few positions or sizes for it."""
    if len(positions) < HOLDOUT_FROM:
        return None
    sizes = [shape]
    for _ in range(CHECK_SIZES):
        smaller = sizes[-1].shrink()
        if smaller is None or (smaller.estimate() or HOLDOUT_MIN) < HOLDOUT_MIN:
            return None
        sizes.append(smaller)
    computed = set(positions)
    inside = [set(enumerate_positions(s)) for s in sizes[1:]]
    if not inside[-1] or len(inside[-1]) < HOLDOUT_MIN or \
            any(not part <= computed for part in inside):
        return None                     # (a filtered shape may hold positions of no size)
    levels, below = [], inside[-1]
    for size, part in zip(sizes[-2::-1], [*inside[-2::-1], computed]):
        levels.append((size, [p for p in positions if p in part and p not in below]))
        below = part
    if any(not level for _, level in levels):
        return None
    return sizes[-1], levels


def _held_out_found(game: solve.Game, split, positions: list, labels: list, sample: int,
                    budget: float, ex, shape: shapes.Shape, patience: float = 0.0) -> Found:
    """The rules mined on the smaller sizes of `split` (hold_out), checked on every computed
    position of the held-out sizes (the promised CHECK_SIZES, exhaustive and free), then on
    sizes grown past the shape while the budget lasts. found.held is empty when no rule
    survives: find then mines every position and checks on a NEW set, grown past them."""
    mined_shape, levels = split
    held = {p for _, level in levels for p in level}
    mined = [p for p in positions if p not in held]
    truth = dict(zip(positions, labels))
    vocab = _vocabulary(game, mined, [truth[p] for p in mined])
    with progress.while_running(f"mining a rule over {len(mined):,} positions of "
                                f"{mined_shape.describe()} (at most {budget:g} s of CPU)"):
        result = miner.mine(mined, [truth[p] for p in mined], vocab, MINER_MODE[game.result],
                            budget_seconds=budget)
    found = Found(positions, labels, result, base_states=len(ex.states),
                  mined_shape=mined_shape, mined=len(mined), held_out=len(held))
    if not result.exact:
        return found
    found.larger_what = " and ".join(
        f"all {len(level):,} more of {size.describe()}" for size, level in levels) + \
        " (computed with the positions, held out of the mining)"
    checked = [p for _, level in levels for p in level]
    want = [truth[p] for p in checked]
    rules = []
    with progress.while_running(f"checking {len(result.rules)} rule"
                                f"{'s' * (len(result.rules) > 1)} on the {len(checked):,} "
                                f"held-out positions"):
        for rule in result.rules:
            bad = miner.verify(rule, checked, want)
            if bad:
                found.notes.append(_rejected_line(rule, bad, len(mined),
                                                  mined_shape.describe(), len(checked),
                                                  "held-out"))
            else:
                rules.append(rule)
    if not rules:
        return found
    grow_and_solve(found, shape, positions, sample, budget, ex, rules, kept=CHECK_SIZES,
                   patience=patience)
    for rule in rules:
        bad = miner.verify(rule, found.larger, found.larger_labels)
        (found.broken.append((rule, bad)) if bad else found.held.append(rule))
    return found


def _vocabulary(game: solve.Game, mined: list, labels: list) -> list:
    """The miner's features on these positions; with their labels, the residue classes' xors
    that fit them (features.residue_xors)."""
    pairs = (graph_features.consecutive_pair_features(mined) +
             graph_features.halves_features(mined) +
             graph_features.length_prefixed_features(mined)
             if getattr(game.shape, "kind", "") == "sequence" else [])
    # their parities, the conditions of "if A then e1 else e2" (ARC 164 C: #(a > b) is odd)
    pairs += [d for f in pairs if f.derivable and not f.boolean
              for d in feats.derived(f, (2,), numbers=False)]
    pairs += [f for w in _row_widths(game, mined) for f in feats.rows_of_width(mined, w)]
    if getattr(game.shape, "kind", "") in ("multiset", "sequence"):
        pairs += feats.multiples_features(game.values) + \
            feats.residue_class_features(game.values) + feats.pair_sum_features(game.values)
    try:
        return feats.vocabulary(game.shape, mined, game.features) + pairs + \
            feats.residue_xors(game.shape, mined, labels, game.result) + \
            feats.field_residue_xors(game.shape, mined, labels, game.result) + \
            feats.form_xors(game.shape, mined, labels, game.result) + \
            feats.grundy_features(game.shape, mined, game.result)
    except ValueError as error:
        raise UserError(f"{game.name}: {error}") from None


def _row_widths(game: solve.Game, mined: list) -> list[int]:
    """The parameters of a game on strings that may be a board's width: at least 2, dividing
    the length of every position, and some position has two rows or more."""
    if getattr(game.shape, "kind", "") != "string" or not mined:
        return []
    return sorted({v for v in game.values.values()
                   if isinstance(v, int) and not isinstance(v, bool) and v >= 2 and
                   all(len(s) % v == 0 for s in mined) and any(len(s) >= 2 * v for s in mined)})


def _in_order(ex: solve.Explorer, positions: list) -> list:
    """The results of the positions, searched one at a time in order: when the solver's limit
    stops the search, its error says how many were searched (`searched`), and the explorer
    keeps their states (fit_to_states reads which smaller shape fits off them)."""
    ids: list = []
    for k, p in enumerate(positions):
        try:
            ids += ex.add([p])
        except solve.TooManyStates as error:
            error.searched = k
            raise
    ex.solve()
    return [ex.labels[i] for i in ids]


def _declared_results(game: solve.Game, ex, positions: list) -> tuple[list, object]:
    """The results of the declared positions, and the parts that gave some of them (None when
    the search gave all). A Python game with start() searches its positions in order until its
    states pass DECLARED_CAP; when every state searched by then is a sum of the parts start()
    makes and the parts give every result searched (explore/start_sums.py), the positions left
    get their results from the parts (the Sprague-Grundy theorem), as the check on larger
    positions does; else the search goes on over all of them."""
    if not isinstance(ex, solve.Explorer):
        return ex.results(positions), None
    if game.start is None or game.result not in ("win", "grundy"):
        return _in_order(ex, positions), None
    known = getattr(ex, "declared", None)     # the sum's look and the mining ask alike
    if known is not None and known[0] == positions:
        return known[1], known[2]
    ids: list = []
    for k, p in enumerate(positions):
        try:
            ids += ex.add([p], None, max(1, DECLARED_CAP - len(ex.states)))
        except solve.OverStateCap:
            break
    else:
        ex.solve()
        return [ex.labels[i] for i in ids], None
    ex.solve()
    searched = [ex.labels[i] for i in ids]
    parts = start_sums.by_parts(game, ex, positions[:k], searched) if k >= 2 else None
    if parts is None:
        return _in_order(ex, positions), None
    try:
        rest = [parts.value(p) for p in positions[k:]]
    except Exception:           # a part's game too large, or moves() failing on a part alone
        return _in_order(ex, positions), None
    ex.declared_by_parts = len(positions) - k
    labels = searched + [g != 0 if game.result == "win" else g for g in rest]
    ex.declared = (list(positions), labels, parts)
    progress.say(f"{k:,} of the {len(positions):,} positions searched ({len(ex.states):,} "
                 f"states), the other {len(positions) - k:,} by {parts.words}")
    return labels, parts


def find(game: solve.Game, sample: int, budget: float, ex: solve.Explorer | None = None,
         check_larger: bool = True, patience: float = 0.0) -> Found:
    """The rule of the game's whole positions. A string game whose letters are alike is
    checked on more letters too (explore/letters.py); when every rule fails there only, on
    strings that use a letter the declared alphabet lacks, the letters are a part of the game
    (red and blue cells, not any letters): it is explored again over its own alphabet, and a
    rule found so is claimed for that alphabet only, its code asserting it."""
    ex = ex or solve.Explorer(game)
    found = _find(game, sample, budget, ex, check_larger, patience, grow_letters=True)
    if check_larger and check_one_move_deep(game, ex, found, sample, budget):
        settle_disagreements(found, ex, budget)
    if check_larger:
        probe_past_check(game, ex, found)
    alphabet = getattr(game.shape, "alphabet", "")
    if found.held or not check_larger or not _broken_by_new_letters(found, alphabet):
        return found
    own = _find(game, sample, budget, ex, check_larger, patience, grow_letters=False)
    if not own.held:
        return found
    rule, bad = next((r, b) for r, b in found.broken if b)
    own.letters_only = alphabet
    own.notes.append(f"letters alike, but no rule holds on more letters: {rule.text} fails on "
                     f"{_fmt(bad[0].position)} (is {_label(bad[0].expected)}); the rule is "
                     f"claimed for strings over {alphabet!r} only, as declared")
    return own


def check_one_move_deep(game: solve.Game, ex, found: Found, sample: int, budget: float
                        ) -> bool:
    """A rule whose promised check the state space cut, checked one move deep on the promised
    sizes instead (explore/one_move.py): each of their positions not solved has its moves read
    once, and the rule must agree with what it says of the options. True when that completed the
    check (found.evidence is then kept); a rule that disagrees with its options is rejected."""
    evidence = found.evidence
    if not (found.held and evidence is not None and not may_paste(evidence)
            and one_move.applies(game, ex)):
        return False
    solved = set(found.positions) | set(found.larger)
    shape, chosen, whats = found.mined_shape or game.shape, [], []
    for _ in range(evidence.promised):
        more, how = larger_positions(shape, solved | set(chosen), sample, rules=found.held)
        shape = shape.grow()
        chosen += more
        whats.append(how)
        if shape is None:
            break
    chosen.sort(key=miner.size_key)
    began = cpu_seconds()
    outcome = one_move.check(game, ex, found.held, chosen, budget)
    took = cpu_seconds() - began
    kept = [r for r in found.held if r.text not in outcome.failed]
    for rule in found.held:
        if rule.text in outcome.failed:
            found.withdrawn.append(rule.text)
            found.notes.append(f"rejected one move deep: {rule.text} -- "
                               f"{outcome.failed[rule.text]}")
    found.held = kept
    if not kept:
        return False
    if outcome.cut:
        found.notes.append(f"checked one move deep on {outcome.checked:,} of the "
                           f"{len(chosen):,} positions of the promised sizes, then "
                           f"{outcome.cut}: not claimed")
        return False
    words = (f"{outcome.checked:,} positions of the promised sizes checked one move deep, "
             f"{outcome.options:,} options evaluated by the rule in {took:.1f} s ("
             + "; ".join(whats) + f"): {one_move.AGREES[game.result]}, and "
             f"{outcome.measure} fell on every move")
    found.larger_what = f"{found.larger_what}; {words}" if found.larger_what else words
    evidence.what = f"{evidence.what}; {words}" if evidence.what else words
    evidence.checked = evidence.promised
    return True


def probe_past_check(game: solve.Game, ex, found: Found) -> None:
    """A rule that held, read one move deep on the sizes past those checked (one_move.probe):
    a rule that disagrees there with what it says of a position's options is wrong at a
    position of the game, and is withdrawn, a note naming the position."""
    if not (found.held and found.evidence is not None and may_paste(found.evidence)):
        return
    taken = set(found.positions) | set(found.larger)
    outcome = one_move.probe(game, ex, found.held, found.grown or found.mined_shape or
                             game.shape, taken, found.positions)
    if outcome is None or not outcome.failed:
        return
    for rule in found.held:
        if rule.text in outcome.failed:
            found.withdrawn.append(rule.text)
            found.notes.append(f"rejected one move deep past the check ({outcome.checked:,} "
                               f"positions of the {one_move.PROBE_SIZES} sizes past it read): "
                               f"{rule.text} -- {outcome.failed[rule.text]}")
    found.held = [r for r in found.held if r.text not in outcome.failed]
    if found.disagree is not None:
        left = [(r, v) for r, v in found.disagree[1] if r.text not in outcome.failed]
        found.disagree = (found.disagree[0], left) if len(left) > 1 else None


def _broken_by_new_letters(found: Found, alphabet: str) -> bool:
    """Whether the check grew the alphabet and some rule failed only on strings that use a
    letter outside it."""
    if not alphabet or not found.broken:
        return False
    def new(p) -> bool:
        return isinstance(p, str) and any(c not in alphabet for c in p)
    return any(bad and all(new(c.position) for c in bad) for _, bad in found.broken)


def _find(game: solve.Game, sample: int, budget: float, ex: solve.Explorer,
          check_larger: bool, patience: float, grow_letters: bool) -> Found:
    shape = game.shape
    refuse_huge(game)
    positions = enumerate_positions(shape)
    if not positions:
        raise UserError(f"{game.name}: positions = ... gives no position: widen its bounds")
    labels, by_parts = _declared_results(game, ex, positions)
    if isinstance(ex, solve.Explorer):
        ex.depth_limit = None           # growth shows on the shape's own positions, solved now
        # the larger positions the search cannot reach: by the parts of start(), when the
        # states searched are sums of them (explore/start_sums.py)
        ex.by_parts = by_parts or start_sums.by_parts(game, ex, positions, labels)
    if grow_letters:
        shape = letters.growing(game, positions)    # letters alike: the alphabet grows too
    split = hold_out(shape, positions) if check_larger else None
    held_out_notes: list = []
    if split is not None:
        found = _held_out_found(game, split, positions, labels, sample, budget, ex, shape,
                                patience)
        if found.held:
            if may_paste(found.evidence):
                settle_disagreements(found, ex, budget)
            return found
        # none held: every computed position is mined, and checked on a NEW set grown past them
        held_out_notes = found.notes + [
            _rejected_line(rule, bad, found.mined, found.mined_shape.describe(),
                           found.held_out + len(found.larger), "larger")
            for rule, bad in found.broken]
    mode = MINER_MODE[game.result]
    mined, mined_labels = list(positions), list(labels)
    rounds_began = cpu_seconds()
    for round_ in range(CEGIS_ROUNDS + 1):
        vocab = _vocabulary(game, mined, mined_labels)
        with progress.while_running(f"mining a rule over {len(mined):,} positions (at most "
                                    f"{budget:g} s of CPU)"):
            result = miner.mine(mined, mined_labels, vocab, mode, budget_seconds=budget)
        if round_ == 0:
            found = Found(positions, labels, result, base_states=len(ex.states),
                          notes=held_out_notes)
        elif not result.exact:
            break                       # no rule fits the counterexamples too: keep the first
        found.result = result
        if not (result.exact and check_larger):
            break
        rules = list(result.rules)
        if round_ > 0:                  # a patch naming the counterexamples is not a rule
            for rule in list(rules):
                literal = names_a_counterexample(rule, positions)
                if literal is not None:
                    found.patches.append((rule, literal))
                    rules.remove(rule)
            if not rules:
                break
        # every round checks past the mined shape; a rule mined again with counterexamples is
        # checked on a NEW set of positions (another seed, none solved before) from the first
        # grown size on, and on every position solved in the rounds before, the largest ones
        # the counterexamples came from included (found.larger). Growing on past the largest
        # size of the round before instead made each round's promised sizes costlier: GameGame
        # (Codeforces 1383B) reached 2 million states and had its right rule cut unclaimed.
        # (a round after the first checks its promised sizes only: the larger positions of the
        # rounds before are checked already, whatever their size)
        grow_and_solve(found, shape, positions, sample, budget, ex, rules, seed=1 + round_,
                       most_sizes=MAX_CHECK_SIZES if round_ == 0 else CHECK_SIZES,
                       patience=patience if round_ == 0 else 0.0)
        bad_here = {}
        for rule in rules:
            bad = miner.verify(rule, found.larger, found.larger_labels)
            (found.broken.append((rule, bad)) if bad else found.held.append(rule))
            bad_here.update((c.position, c.expected) for c in bad)
        if found.held or not bad_here or not may_paste(found.evidence):
            break                       # (a cut check: what held is not claimed, see below)
        if cpu_seconds() - rounds_began > CEGIS_BUDGETS * budget:
            found.notes.append(f"not mined again with the counterexamples: the rounds so far "
                               f"took over {CEGIS_BUDGETS} times --budget {budget:g} of CPU "
                               f"(raise --budget for more rounds)")
            break
        # every rule failed: mine again with the smallest counterexamples (a bounded CEGIS loop)
        smallest = sorted(bad_here.items(), key=lambda pv: miner.size_key(pv[0]))[:CEGIS_ADD]
        for p, want in smallest:
            found.added.append(p)
            mined.append(p)
            mined_labels.append(want)
    if result.exact and not check_larger:
        found.held = list(result.rules)
    if may_paste(found.evidence):       # a cut check claims nothing: nothing to settle
        settle_disagreements(found, ex, budget)
    return found


def sample_line(res: miner.MineResult, n: int) -> str:
    """What the miner saw when it mined a sample (miner.mine_sampled)."""
    added = res.sampled - miner.MINE_SAMPLE
    return (f"mined on a sample of {res.sampled:,} of the {n:,} positions (the "
            f"{miner.SAMPLE_SMALLEST:,} smallest, a seeded random rest"
            + (f", {added:,} counterexamples from the others" if added else "")
            + ("): each rule above was then checked on all of them" if res.exact else
               "): the budget ran out on it" if res.exhausted else
               "): no rule fits the sample, so none fits them all"))


def _rejected_line(rule: miner.Rule, bad: list, n: int, shape: str, checked: int,
                   which: str) -> str:
    shown = ", ".join(f"{_fmt(c.position)} (is {_label(c.expected)}, rule says "
                      f"{_label(c.got)})" for c in bad[:3])
    return (f"rejected: {rule.text} -- fits all {n:,} positions ({shape}) but fails on "
            f"{len(bad):,} of the {checked:,} {which} ones, first {shown}")


def claim_lines(game: solve.Game, found: Found) -> list[str]:
    # mined on the smaller sizes (hold_out): the claim names those, the rest were its check
    n = found.mined or len(found.positions)
    shape = (found.mined_shape or game.shape).describe()
    out = []
    res = found.result
    if res.exact:
        k = len(found.added)
        plus = (f" plus {k:,} counterexample{'s' * (k > 1)} from larger ones" if k else "")
        if len(res.rules) > 1:
            out.append(f"{len(res.rules)} equally simple rules fit all {n:,} positions{plus}:")
        larger = len(found.larger) + found.held_out
        other = larger - len(found.added)    # the counterexamples mined are not a check
        more = (f" and on {other:,} other larger ones ({found.larger_what})" if found.added
                else f" and on {larger:,} larger ones ({found.larger_what})" if larger else
                f" ({found.larger_what}; no larger position checked)"
                if found.larger_what else "")
        status = rule_claim(f"{n:,} positions ({shape}){plus}", more, found.evidence)
        if found.board is not None:     # exact on the board, and claimed for nothing else
            status = f"holds on {found.board.words()}; exact on the board, nothing claimed past it"
        if may_paste(found.evidence):
            out += [f"rule: {rule.text} -- {status}" for rule in found.held]
        elif found.held:                # the check was cut: candidates, not rules
            out += [f"candidate: {rule.text}" for rule in found.held]
            out.append(f"candidate{'s' * (len(found.held) > 1)} -- {status}")
        if res.sampled:
            out.append(sample_line(res, n))
        if res.exhausted:
            out.append("the time budget ran out before the search was done: a simpler rule, "
                       "or another as simple, may exist (raise --budget)")
        out += found.notes
        for rule, bad in found.broken:
            out.append(_rejected_line(rule, bad, n, shape, larger, "larger"))
        for rule, literal in found.patches:
            out.append(f"rejected: {rule.text} -- mined again with counterexamples added, it "
                       f"singles them out by {literal}, a value never seen on the {n:,} "
                       f"positions: a patch, not a rule")
        if not may_paste(found.evidence):
            pass                        # no rule claimed: whether they agree is moot
        elif found.disagree is not None:
            where, says = found.disagree
            out.append(f"the candidates disagree: at {_fmt(where)} " + ", ".join(
                f"{r.text} says {_label(v)}" for r, v in says) + " (not solved: more "
                "positions where they differ than the check solves; widen the bounds)")
        elif len(found.held) > 1 and found.compared:
            out.append(f"the {len(found.held)} rules held agree on all {found.compared:,} "
                       f"other larger positions compared (unsolved)")
        if not found.held:
            again = (f", also when mined again with {len(found.added):,} counterexamples from "
                     f"larger ones added" if found.added else "")
            out.append(f"no rule: every rule that fits the {n:,} positions fails on larger ones"
                       f"{again} (widen the bounds in positions = ... so that the miner sees more)")
        return out
    stopped = "; the time budget ran out first" if res.exhausted else ""
    out.append(f"no rule fits all {n:,} positions ({res.searched}{stopped})")
    if res.sampled:
        out.append(sample_line(res, n))
    if res.near_miss is not None:
        shown = ", ".join(f"{_fmt(c.position)} (is {_label(c.expected)}, rule says "
                          f"{_label(c.got)})" for c in res.counterexamples[:5])
        out.append(f"near miss: {res.near_miss.text} -- wrong on {res.near_miss.errors:,} of "
                   f"{n:,} positions, the smallest: {shown}")
    if res.fallback is not None:
        out.append(f"decision list (a fallback that fits the {n:,} positions, not a rule, "
                   f"checked on nothing else): {res.fallback.text}")
    return out


# ---------------------------------------------------------------- code to paste

def position_params(var) -> str:
    """The C++ parameter list that declares a position named by cpp_variable."""
    if isinstance(var, feats.TupleVar):     # tuples(...): a parameter per component, by name
        return feats.tuple_params(var)
    if isinstance(var, tuple):          # the coordinates of numbers(x=..., y=...), by name
        return ", ".join(f"long long {v}" for v in var)
    return {"n": "long long n", "a": "const std::vector<long long>& a",
            "s": "const std::string& s", "g": _GRAPH_PARAMS,
            "gm": _GRAPH_PARAMS + ", int marked", "g2": _GRAPH_PARAMS + ", int a, int b",
            "gr": _GRAPH_PARAMS + ", int root",
            "ab": "const std::vector<long long>& a, const std::vector<long long>& b",
            "grid": "const std::vector<std::string>& grid"}[var]


# a tree or graph: vertices 0..n-1 and each one's neighbours (one line of input: n, the number
# of edges, the edges' ends, then the marked vertex, or the two marks a and b)
_GRAPH_PARAMS = "int n, const std::vector<std::vector<int>>& adj"
_GRAPH_READ = ("int n, m; if (!(in >> n >> m)) continue; std::vector<std::vector<int>> adj(n); "
               "for (int i = 0; i < m; ++i) { int u, v; in >> u >> v; adj[u].push_back(v); "
               "adj[v].push_back(u); } ")


CPP_WORDS = {"and", "or", "not", "xor", "int", "long", "char", "bool", "auto", "std", "a", "s",
             "in", "line", "main", "return", "if", "else", "for", "while", "do", "new",
             "delete", "class", "struct", "const", "default", "case", "switch", "this"}


def coordinate_names(shape: shapes.Shape, var: str) -> tuple[str, ...] | None:
    """The names of numbers(x=..., y=...)'s coordinates, for C++ parameters named like the rule
    (never a vector `a` for a pair), or None (one number, or names C++ cannot take)."""
    names = tuple(getattr(shape, "params", {}).get("names", ()))
    if shape.kind != "numbers" or var != "a" or len(names) < 2 or \
            any(not n.isidentifier() or n in CPP_WORDS for n in names):
        return None
    return names


def _without_abs(text: str) -> str:
    """The text with every std::llabs(...) cut out (its value is >= 0 whatever is inside)."""
    while (at := text.find("std::llabs(")) >= 0:
        depth, end = 0, len(text)
        for i in range(at + len("std::llabs"), len(text)):
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            if depth == 0:
                end = i + 1
                break
        text = text[:at] + "0" + text[end:]
    return text


def _matching_open(text: str, close: int) -> int:
    """The index of the "(" that the ")" at `close` closes."""
    depth = 0
    for i in range(close, -1, -1):
        depth += {")": 1, "(": -1}.get(text[i], 0)
        if depth == 0:
            return i
    return -1


def plain_cpp(cpp: str, names: tuple[str, ...] | None, foreign: tuple[str, ...] = (),
              negative: bool = False) -> str:
    """The rule's C++ as a contestant writes it: coordinates by name (`a[0]` and its guard
    `(a.size() > 0 ? a[0] : 0LL)` become `x`; min, max and sum of the pair become std::min /
    std::max / x + y), and `(((e) % 4 + 4) % 4)` (a residue made non-negative) as `(e % 4)`
    where e cannot be negative: positions hold whole numbers >= 0 (positions.py refuses
    others), so an expression of them with no minus sign and none of the file's own C++
    (`foreign`) is >= 0. The check compiles the result and compares it with every computed
    position, so a wrong rewrite is seen there."""
    if names:
        cpp = feats.named_coordinates(cpp, names)
    guard = re.compile(r"\) % (\d+) \+ \1\) % \1\)")
    at = 0
    while not negative and (m := guard.search(cpp, at)) is not None:
        start = _matching_open(cpp, m.start())
        inner = cpp[start + 1:m.start()]
        if start >= 2 and cpp[start - 2:start] == "((" and "-" not in _without_abs(inner) and \
                not any(f and f in inner for f in foreign):
            cpp = f"{cpp[:start - 2]}({inner} % {m.group(1)}){cpp[m.end():]}"
            at = start
        else:
            at = m.end()
    while (m := re.search(r"\(\(([A-Za-z_]\w*)\)\)", cpp)) is not None:   # ((x)) -> (x)
        cpp = cpp[:m.start()] + f"({m.group(1)})" + cpp[m.end():]
    return cpp


def _cpp_of(game: solve.Game, cpp: str, positions: list) -> tuple[str, str, object]:
    """(the C++ parameter list, the expression, the variable the check passes) of a rule's C++
    over the game's positions, the coordinates of numbers by name (as code_for writes them)."""
    var = feats.cpp_variable(game.shape, positions)
    names = coordinate_names(game.shape, var)
    negative = shapes.negative_values(game.shape)
    body = plain_cpp(cpp, names, (), negative)
    if names and re.search(r"\ba\b", body):
        body, names = plain_cpp(cpp, None, (), negative), None
    var = names or var
    return position_params(var), body, var


def code_for(game: solve.Game, found: Found, check: bool = True) -> tuple[str, str] | None:
    """(the function to paste, the check line), or None when the rule has no C++ form."""
    rule = next((r for r in found.held if r.cpp), None)
    var = feats.cpp_variable(game.shape, found.positions)
    if rule is None or var is None:
        return None
    names = coordinate_names(game.shape, var)
    foreign = tuple(spec[1] for spec in game.features.values()
                    if isinstance(spec, tuple) and len(spec) == 2 and isinstance(spec[1], str))
    negative = shapes.negative_values(game.shape)
    body = plain_cpp(rule.cpp, names, foreign, negative)
    if names and re.search(r"\ba\b", body):      # a feature of the whole tuple remains
        body = plain_cpp(rule.cpp, None, foreign, negative)
        names = None
    var = names or var
    mode = MINER_MODE[game.result]
    ret, name = {"win": ("bool", "firstWins"), "outcome": ("char", "outcome")}.get(
        mode, ("long long", "value"))
    if mode == "outcome" and any(isinstance(v, str) and len(v) > 1 for v in found.labels +
                                 found.larger_labels):
        # a partizan game that can loop has classes of three letters (docs/explore.md)
        ret = "std::string"
        body = re.sub(r"'([A-Z]+)'", r'"\1"', body)
    what = {"win": "true when the player to move wins", "outcome": "the outcome class",
            "grundy": "the Grundy value", "score": "the mover's score minus the other's"
            if game.own is None else "the mover's own total"}[mode]
    on_board = (f"  {found.board.cpp_assert(var)}\n"
                if found.board is not None and isinstance(var, tuple) else "")
    if found.letters_only and var == "s":   # the rule holds on these letters only (find())
        on_board += (f"  assert(s.find_first_not_of(\"{found.letters_only}\") == std::string::npos"
                     f" && \"letters outside {found.letters_only}, where the rule fails\");\n")
    status = ("exact on the board" if found.board is not None else "checked, not proven")
    code = (f"// {rule.text} (mined by gk explore on {game.name}; {status})\n"
            f"{ret} {name}({position_params(var)}) {{  // {what}\n"
            f"{on_board}  return {body};\n}}\n")
    if not check:
        return code, ""
    every = found.positions + found.larger
    want = found.labels + found.larger_labels
    return code, check_code(code, name, var, every, want, mode, game.shape)


def _pasted_program(code: str, name: str, var, mode: str, params=()) -> str:
    """The code to paste with a main() that reads one position a line (as _input_line writes
    it) and prints the function's value for each."""
    if isinstance(var, feats.TupleVar):
        read = "".join(_tuple_read(name, v) for name, v in var.parts)
    elif isinstance(var, tuple):
        read = (f"long long {', '.join(var)}; if (!(in {''.join(f' >> {v}' for v in var)})) "
                f"continue;")
    else:
        read = {"n": "long long n; if (!(in >> n)) continue;",
                "a": "std::vector<long long> a; long long v; while (in >> v) a.push_back(v);",
                "s": "std::string s = line;", "g": _GRAPH_READ,
                "gm": _GRAPH_READ + "int marked = -1; in >> marked;",
                "gr": _GRAPH_READ + "int root = -1; in >> root;",
                "g2": _GRAPH_READ + "int a, b; in >> a >> b;",
                "ab": "std::vector<long long> a, b; long long x, y; "
                      "while (in >> x >> y) { a.push_back(x); b.push_back(y); }",
                "grid": "std::vector<std::string> grid; { long long h = 0, w = 0; in >> h >> w; "
                        "for (long long i = 0; i < h; ++i) { std::string r; if (w > 0) in >> r; "
                        "grid.push_back(r); } }"}[var]
    if params:
        read = "".join(f"long long {p}; in >> {p}; " for p in params) + (
            "std::string s; std::getline(in >> std::ws, s);" if var == "s" else read)
    args = {"g": ("n", "adj"), "gm": ("n", "adj", "marked"), "gr": ("n", "adj", "root"),
            "g2": ("n", "adj", "a", "b"), "ab": ("a", "b")}.get(var, var) \
        if not isinstance(var, (tuple, feats.TupleVar)) else getattr(var, "names", var)
    call = ", ".join([*params, *(args if isinstance(args, tuple) else (args,))])
    # outcome classes are printed as they are (a char, or a string of three letters)
    shown = f"{name}({call})" if mode == "outcome" else f"(long long)({name}({call}))"
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            f"std::istringstream in(line); {read} "
            f"std::cout << {shown} << '\\n'; }} }}\n")
    heads = "".join(f"#include {h}\n" for h in (*feats.CPP_HEADERS, "<iostream>", "<sstream>"))
    return heads + code + main


def _input_line(p, var, params=()) -> str:
    """One position as the program of _pasted_program reads it (with params: a (values,
    position) pair, the values first)."""
    if params:
        return " ".join(map(str, p[0])) + " " + _input_line(p[1], var)
    if var == "n":
        return str(p[0])
    if var == "s":
        return p
    if var in ("g", "gm", "g2", "gr"):
        ends = " ".join(f"{u} {v}" for u, v in p.edges)
        mark = f" {-1 if p.marked is None else p.marked}" if var == "gm" else \
            f" {-1 if p.root is None else p.root}" if var == "gr" else \
            f" {p.marked} {p.root}" if var == "g2" else ""
        return f"{p.n} {len(p.edges)} {ends}{mark}"
    if var == "ab":
        return " ".join(f"{x} {y}" for x, y in p)
    if var == "grid":
        return " ".join([str(len(p)), str(len(p[0]) if p else 0), *p])
    if isinstance(var, feats.TupleVar):     # each component: a number, or its length first
        return " ".join(str(q[0]) if v == "n" else f"{len(q)} {q}" if v == "s" else
                        " ".join(map(str, (len(q), *q))) for q, (_, v) in zip(p, var.parts))
    return " ".join(map(str, p))


def run_pasted(code: str, name: str, var, mode: str, positions: list, params=()
               ) -> tuple[int, list[str]]:
    """The code to paste compiled (CompileError if it does not) and run on the positions: its
    exit status and the words it printed, one per position when all went well."""
    binary = compile_text(_pasted_program(code, name, var, mode, params), "the pasted code",
                          ("-std=c++17", "-O2"), tag="explore-code")
    stdin = "".join(_input_line(p, var, params) + "\n" for p in positions)
    out = subprocess.run([str(binary.path)], input=stdin, capture_output=True, text=True,
                         timeout=120)
    return out.returncode, out.stdout.split()


def check_code(code: str, name: str, var: str, positions: list, labels: list, mode: str,
               shape: shapes.Shape | None = None, params: list | tuple = ()) -> str:
    """Compiles the code to paste and compares it with every computed position; given the shape,
    also on another order of each position with the same canonical form (shuffled piles of a
    multiset, a rotation of a cyclic string): a contestant passes them in any order. With
    params (a rule across values, explore/sweep.py) the positions are (values, position) pairs
    and the function takes the parameters first."""
    inner = [pp[1] for pp in positions] if params else positions
    orders = _other_orders(shape, var, inner) if shape is not None else []
    if params:                          # the same values, the position in another order
        orders = [(i, (positions[i][0], q)) for i, q in orders]
    labels = list(labels) + [labels[i] for i, _ in orders]
    positions = list(positions) + [q for _, q in orders]
    try:
        status, got = run_pasted(code, name, var, mode, positions, params)
    except CompileError as error:
        first = next((ln for ln in error.message.splitlines() if "error" in ln),
                     error.message.splitlines()[0])
        return f"check: FAILED, the code does not compile: {first.strip()}"
    want = [str(v) if isinstance(v, str) else str(int(v)) for v in labels]
    bad = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    if status != 0 or len(got) != len(want) or bad:
        where = f" (first at {_fmt(positions[bad[0]])})" if bad else ""
        return f"check: FAILED, the code differs from the computed results{where}"
    reordered = f" and on {len(orders):,} of them in another order" if orders else ""
    return (f"check: compiled with g++ -std=c++17 and equal to all {len(want) - len(orders):,} "
            f"computed positions{reordered}") + numbers.check_line(code)


def _tuple_read(name: str, var: str) -> str:
    """C++ reading one component of a tuple from `in`: a number, or a length and then the
    elements (a string: its length, then the string unless it is empty)."""
    if var == "n":
        return f"long long {name}; if (!(in >> {name})) continue; "
    if var == "s":
        return (f"std::string {name}; {{ long long len = 0; in >> len; if (len > 0) in >> {name}; "
                f"}} ")
    return (f"std::vector<long long> {name}; {{ long long len = 0, v = 0; in >> len; "
            f"while (len-- > 0 && in >> v) {name}.push_back(v); }} ")


def _other_orders(shape: shapes.Shape, var: str, positions: list) -> list:
    """(index, the position in another order with the same canonical form), seeded."""
    rng = random.Random(7)
    out = []
    for i, p in enumerate(positions):
        if isinstance(var, feats.TupleVar):     # each multiset component shuffled
            q = tuple(tuple(rng.sample(c, len(c))) if part.kind == "multiset" else c
                      for c, part in zip(p, shape.parts))
            if q == p:
                continue
        elif var in ("a", "ab") and len(set(p)) > 1:
            q = list(p)
            rng.shuffle(q)
            q = tuple(q) if tuple(q) != p else tuple(reversed(p))
        elif var == "s" and len(set(p)) > 1:
            k = rng.randrange(1, len(p))
            q = p[k:] + p[:k]
        elif var in ("g", "gm", "g2", "gr") and p.n > 1 and (p.root is None or
                                                             var in ("g2", "gr")):
            perm = list(range(p.n))                 # the vertices relabelled
            rng.shuffle(perm)
            edges = tuple(sorted(tuple(sorted((perm[u], perm[v]))) for u, v in p.edges))
            q = shapes.TwoMarked(p.n, edges, perm[p.marked], perm[p.root]) if var == "g2" else \
                shapes.Graph(p.n, edges, None, perm[p.root]) if var == "gr" else \
                shapes.Graph(p.n, edges, None if p.marked is None else perm[p.marked])
        else:
            continue
        if q != p and shape.canonical(q) == p:
            out.append((i, q))
    return out


# ---------------------------------------------------------------- the report

def table_lines(game: solve.Game, positions: list, labels: list, show: int) -> list[str]:
    out = []
    counts: dict = {}
    for v in labels:
        counts[_label(v)] = counts.get(_label(v), 0) + 1
    if MINER_MODE[game.result] in ("win", "outcome"):
        out.append("results: " + ", ".join(f"{k} {v:,}" for k, v in sorted(counts.items())))
        rare = min(counts, key=lambda k: (counts[k], k))
        picked = [p for p, v in zip(positions, labels) if _label(v) == rare]
        shown = ", ".join(_fmt(p) for p in picked[:show])
        more = f", ... ({len(picked):,} in all)" if len(picked) > show else ""
        who = {"lose": "the player to move loses"}.get(rare, rare)
        out.append(f"{who}: {shown}{more}")
    else:
        shown = "  ".join(f"{_fmt(p)}: {v}" for p, v in list(zip(positions, labels))[:show])
        out.append(f"values: {shown}" + (f"  ... ({len(positions):,} in all)"
                                        if len(positions) > show else ""))
    return out


def explore_positions(path: Path, args) -> int:
    overrides = dict(parse_set(s) for s in (getattr(args, "set", None) or []))
    on_board = None
    if declares_cpp_positions(path):
        game, ex = load_cpp(path, overrides, getattr(args, "result", None))
    else:
        game = solve.load(path, overrides, getattr(args, "result", None))
        on_board = board_mod.find_board(game)
        if on_board is not None:        # every cell of the board, and nothing past it
            game = dataclasses.replace(game, shape=on_board.shape)
        ex = solve.Explorer(game)
    game, cut = fit_to_cap(game)        # too many positions: mined on smaller bounds
    if cut and isinstance(ex, solve.Explorer):
        ex = solve.Explorer(game)
    sample = getattr(args, "sample", None) or 2000
    budget = getattr(args, "budget", None) or 20.0
    params = "".join(f", {k} = {v}" for k, v in game.values.items())
    # a sum of independent parts first: its rule is the Sprague-Grundy theorem's (explore/sums.py)
    refuse_huge(game)   # before any enumeration, the sum's included
    game, ex, cut = fit_to_states(game, ex, cut)    # too many states: smaller bounds too
    positions = enumerate_positions(game.shape)
    summed = None
    if not isinstance(ex, CppExplorer):
        labels, _ = _declared_results(game, ex, positions)
        with progress.while_running(f"looking for a sum of independent parts in "
                                    f"{len(ex.states):,} states"):
            # a partizan sum (explore/partizan_sums.py); a game with start() whose states are
            # sums of parts, one group per pile (explore/start_sums.py)
            explore_sum = (partizan_sums.explore_sum if game.result == "partizan" else
                           start_sums.explore_sum if game.start else sums.explore_sum)
            grow = lambda: larger_solved(ex, game.shape, positions, sample, budget)  # noqa: E731
            verify = not getattr(args, "no_check", False)
            # whose turn it is carried in the state: a partizan game (explore/turns.py)
            turned = turns.explore_sum(
                game, positions, labels,
                lambda pex: larger_solved(pex, game.shape, positions, sample, budget),
                check_code, verify) if game.start else None
            summed = turned if turned and turned[1] else (
                explore_sum(game, ex, positions, labels, grow, check_code, verify) or turned)
            # a row of coins, a sum of its heads by the coin-turning theorem (explore/coins.py)
            summed = summed or coins.explore_coins(game, ex, positions, labels, grow, check_code,
                                                   not getattr(args, "no_check", False))
    if summed and summed[1]:
        # the sum's rule is the answer: no mining of the whole position after it (with --json
        # too: mining and checking larger positions cost trap_late_take.py 55 s, the sum 2 s)
        if getattr(args, "json", False):
            import json
            rule = [ln[len("rule: "):].split(" -- ")[0] for ln in summed[0]
                    if ln.startswith("rule: ")]
            check = next((ln for ln in summed[0] if ln.startswith("check: ")), "")
            print(json.dumps({          # the sum's rule and code are the run's answer
                "game": game.name, "result": game.result, "parameters": game.values,
                "positions": len(positions), "shape": game.shape.describe(), "rules": rule,
                "unchecked": [], "rejected": [], "larger": 0, "larger_what": "",
                "mined": 0, "mined_shape": game.shape.describe(), "exact": bool(rule),
                "near_miss": None, "code": summed[2], "check": check, "strategy": "",
                "sum": summed[0], "sum_code": summed[2], "board": ""}))
        else:
            print("\n".join([f"# {game.name}{params}: {what_of(game)}", f"positions: "
                             f"{len(positions):,} ({game.shape.describe()})"] + [cut] * bool(cut)
                             + summed[0]))
        if getattr(args, "code", None) and summed[2]:
            Path(args.code).write_text(summed[2])
        sys.stdout.flush()
        return 1 if any(ln.startswith(("check: FAILED", "rule FAILED")) for ln in summed[0]) else 0
    found = find(game, sample, budget, ex, check_larger=on_board is None,
                 patience=patience_of(args))
    found.board = on_board
    more = (f" ({len(ex.states) + _short_states(ex):,} with the {len(found.larger):,} larger "
            f"positions)"
            if found.larger else "")
    searched = ("" if isinstance(ex, CppExplorer) else
                f"; {found.base_states:,} states searched{more}")
    if getattr(ex, "declared_by_parts", 0):
        searched += (f"; {ex.declared_by_parts:,} of the positions, past "
                     f"{DECLARED_CAP:,} states, by {ex.by_parts.words} (the Sprague-Grundy "
                     f"theorem, the sum checked at every state searched)")
    lines = [f"# {game.name}{params}: {what_of(game)}",
             f"positions: {len(found.positions):,} ({game.shape.describe()}){searched}"]
    lines += [cut] * bool(cut)
    lines += table_lines(game, found.positions, found.labels, getattr(args, "show", None) or 24)
    lines += (summed[0] if summed else []) + claim_lines(game, found)
    failed = False
    pasteable = found.held and found.disagree is None and may_paste(found.evidence)
    code = code_for(game, found, not getattr(args, "no_check", False)) if pasteable else None
    if code:
        lines.append("code to paste:")
        lines += ["    " + ln for ln in code[0].rstrip().splitlines()]
        if code[1]:
            lines.append(code[1])
        failed = code[1].startswith("check: FAILED")
    elif found.disagree is not None:
        lines.append("code to paste: none (the candidates disagree)")
    elif found.held and may_paste(found.evidence):
        lines.append("code to paste: none (a feature of the rule has no C++ form here)")
    elif found.held:
        lines.append("code to paste: none (the check on larger positions was cut short)")
    plans, recurrence = [], ""
    if strategies.applies(game) and isinstance(ex, solve.Explorer):     # explore/strategies.py
        checker = None if getattr(args, "no_check", False) else RecordingChecker()
        grow = lambda seen: larger_solved(ex, game.shape, seen, sample, budget)  # noqa: E731
        plans, plan, plan_check = strategies.report(game, ex, found, checker, grow)
        if plans and plans[0].startswith("strategy: none searched"):
            # moves that act on several numbers at once: the two-stage language
            staged = stages.report(game, ex, found, checker, grow)
            plans, plan, plan_check = staged if staged[0] else (plans, plan, plan_check)
        why = plan and checker is not None and code_refuted(
            game, ex, plan, checker.calls.get(plan), found.grown or game.shape,
            set(found.positions) | set(found.larger), found.positions)
        if why:                         # the strategy's value is wrong past the check
            plans = [f"strategy withdrawn: {plans[0].split(' -- ')[0][len('strategy: '):]} "
                     f"-- its code read one move deep past the check: {why}"]
            plan, plan_check = "", ""
        lines += plans
        failed = failed or plan_check.startswith("check: FAILED")
        code = code or ((plan, plan_check) if plan else None)
    if not found.held and not code and isinstance(ex, solve.Explorer):
        # no closed form: the recurrences a contestant writes, each its own module, in turn
        checker = None if getattr(args, "no_check", False) else RecordingChecker()
        computed = (found.positions + found.larger, found.labels + found.larger_labels)
        past = lambda seen: sizes_past(ex, game.shape, seen, sample, budget)    # noqa: E731
        for found_lines, found_code, found_check, rule in recurrences(
                game, ex, found, computed, past, checker, on_board):
            why = found_code and checker is not None and code_refuted(
                game, ex, found_code, checker.calls.get(found_code),
                found.grown or game.shape, set(computed[0]), found.positions)
            if why:                     # wrong past the check: the next module is asked
                lines.append(f"recurrence withdrawn: {rule} -- its code read one move deep "
                             f"past the check: {why}")
                continue
            lines += found_lines
            failed = failed or found_check.startswith("check: FAILED")
            if found_code:
                code, recurrence = (found_code, found_check), rule
                break
    if game.result == "win" and not found.held and isinstance(ex, solve.Explorer):
        plans, _, plan_check = strategies.mirror_report(        # the second player mirrors
            game, ex, found.positions, found.labels,
            feats.cpp_variable(game.shape, found.positions),
            None if getattr(args, "no_check", False) else check_code)
        # printed, never the run's code (--code, --json): it speaks of symmetric positions only
        lines += plans
        failed = failed or plan_check.startswith("check: FAILED")
    if code and getattr(args, "code", None):
        Path(args.code).write_text(code[0])
        lines.append(f"code written to {args.code}")
    if getattr(args, "json", False):
        import json
        print(json.dumps({
            "game": game.name, "result": game.result, "parameters": game.values,
            "positions": len(found.positions), "shape": game.shape.describe(),
            "rules": ([r.text for r in found.held] if may_paste(found.evidence) else []) or (
                [recurrence] if recurrence else []),
            "unchecked": [] if may_paste(found.evidence) else [r.text for r in found.held],
            "rejected": [r.text for r, _ in found.broken] + found.withdrawn,
            "larger": len(found.larger) + found.held_out, "larger_what": found.larger_what,
            "mined": found.mined or len(found.positions),
            "mined_shape": (found.mined_shape or game.shape).describe(),
            "exact": found.result.exact,
            "near_miss": found.result.near_miss.text if found.result.near_miss else None,
            "code": code[0] if code else "", "check": code[1] if code else "",
            "strategy": plans[0] if plans else "",
            "sum": summed[0] if summed else [], "sum_code": summed[2] if summed else "",
            "board": found.board.describe() if found.board is not None else ""}))
    else:
        print("\n".join(lines))
    sys.stdout.flush()
    return 1 if failed else 0


class RecordingChecker:
    """check_code, remembering how each code to paste was called (its function's name, the
    variable it reads, its mode, the parameters), so that the code can be run again past the
    check (code_refuted)."""

    def __init__(self):
        self.calls: dict = {}

    def __call__(self, code, name, var, positions, labels, mode, shape=None, params=()):
        self.calls[code] = (name, var, mode, tuple(params))
        return check_code(code, name, var, positions, labels, mode, shape, params)


class _CodeRule:
    """The code to paste's values, computed beforehand, as a rule one_move can evaluate."""
    text = "the code to paste"

    def __init__(self, values: dict):
        self.values = values

    def evaluate(self, position):
        return self.values.get(position)


def code_refuted(game: solve.Game, ex, code: str, call, checked, taken: set,
                 declared: list) -> str:
    """The code to paste read one move deep past the check, as a rule that held is
    (one_move.probe): run once on one_move.probe_positions and their options, its values must
    agree with themselves one move deep. Words saying where they do not, else "" (also where
    the probe does not apply, or the code cannot be run there: that refutes nothing)."""
    if call is None:
        return ""
    name, var, mode, params = call
    if params or not (one_move.applies(game, ex) and one_move.closed(game, ex, list(declared))):
        return ""
    reads = one_move.options_of(game, ex, one_move.probe_positions(game, checked, taken),
                                one_move.PROBE_SECONDS)
    every = list(dict.fromkeys([*reads, *(o for options in reads.values() for o in options)]))
    if not every:
        return ""
    try:
        status, got = run_pasted(code, name, var, mode, every)
        values = [int(w) for w in got]
    except (CompileError, ValueError, subprocess.TimeoutExpired):
        return ""
    if status != 0 or len(values) != len(every):
        return ""
    won = game.result in ("win", "misere")
    rule = _CodeRule({p: bool(v) if won else v for p, v in zip(every, values)})
    outcome = one_move.check(game, ex, [rule], list(reads), one_move.PROBE_SECONDS,
                             refute=True)
    why = outcome.failed.get(rule.text, "")
    return f"{why} ({outcome.checked:,} positions past the check read)" if why else ""


def recurrences(game, ex, found: Found, computed: tuple, past, checker, on_board):
    """Each recurrence module's report in turn, (lines, code, check line, the rule in words),
    for a game whose results no closed form gave; the caller stops at the first with code.
    computed: every position solved and its result; past(seen): sizes past the shape, solved."""
    def said(report: tuple) -> tuple:       # the rule in words: its first line's
        lines, code, checked = report
        rule = lines[0][len("recurrence: "):].split("  [")[0] if code else ""
        return lines, code, checked, rule
    # a row cut at its ends (explore/intervals.py)
    yield said(intervals.report(game, ex, *computed, checker))
    if walks.applies(game):         # a token on a fixed board (explore/walks.py)
        yield said(walks.report(game, ex, *computed,
                                feats.cpp_variable(game.shape, found.positions), checker))
    if folds.applies(game):         # a tree's value from its children's (explore/folds.py)
        yield said(folds.report(game, ex, found.positions, found.labels, past, checker))
    if score_takes.applies(game):   # a score game taking from a fixed set (explore/score_takes.py)
        yield said(score_takes.report(game, found.positions, found.labels, checker))
    if choices.applies(game):       # a first move choosing a segment (explore/choices.py)
        yield said(choices.report(game, ex, found.positions, found.labels, past, checker))
    if scans.applies(game):         # one pass over the elements (explore/scans.py)
        yield said(scans.report(game, ex, found.positions, found.labels, past, checker))
    if moore.applies(game):         # moves on up to k piles at once (explore/moore.py)
        yield said(moore.report(game, ex, found.positions, found.labels, past, checker))
    if additive.applies(game):      # a value that adds up over the rows (explore/additive.py)
        yield said(additive.report(game, ex, found.positions, found.labels, past, checker))
    if lengths.applies(game):       # every play lasts the same number of moves (explore/lengths.py)
        yield said(lengths.report(game, ex, found.positions, found.labels, past, checker,
                                  lambda cpp, positions: _cpp_of(game, cpp, positions)))
    if counters.applies(game):      # a row taken from its front with a counter (counters.py)
        yield said(counters.report(game, ex, *computed, checker))
    if two_rows.applies(game):      # two rows, each cut at its ends (explore/two_rows.py)
        yield said(two_rows.report(game, ex, *computed, checker))
    if steps.applies(game):         # a point moved by fixed steps (explore/steps.py)
        yield said(steps.report(game, ex, *computed, checker))
    if conjunctive.applies(game):   # every number moved at once (explore/conjunctive.py)
        yield said(conjunctive.report(game, ex, *computed, checker))
    if on_board is None:            # one number read as a sequence by the 1-D engine
        yield one_number.report(game, ex, solve_until, checker, computed)


def parse_set(text: str) -> tuple[str, int]:
    name, eq, value = text.partition("=")
    try:
        return name.strip(), int(value)
    except ValueError:
        raise UserError(f"--set {text}: NAME=VALUE with a whole number, e.g. --set k=3") from None


def declares_positions(path: Path) -> bool:
    """A Python game file on whole positions: it assigns `positions = ...` at top level."""
    if path.suffix != ".py":
        return False
    text = path.read_text(encoding="utf-8", errors="replace")
    # positions = ..., or a shape assigned to another name (a typo: the loader then says that
    # positions = ... is missing, rather than running the file as a game on numbers)
    calls = "|".join(n for n in shapes.SHAPES if n != "Graph")
    return any(line.startswith("positions") and "=" in line.split("#")[0] or
               re.match(rf"[A-Za-z_]\w*\s*=\s*({calls})\(", line)
               for line in text.splitlines())


# ---------------------------------------------------------------- C++ game files

def declares_cpp_positions(path: Path) -> bool:
    """A C++ game file on whole positions: it defines Shape positions() (position.hpp)."""
    if path.suffix not in (".cpp", ".cc", ".cxx"):
        return False
    import re
    return re.search(r"\bShape\s+positions\s*\(", path.read_text(errors="replace")) is not None


class CppExplorer:
    """The results of a C++ game (explore/cpp/position.hpp): the positions go to its compiled
    program on stdin, which computes through snippets/grundy_engine.hpp."""

    def __init__(self, binary: Path, result: str, name: str = "", env: dict | None = None):
        self.binary, self.result, self.name, self.env = binary, result, name, env
        self.alphabet: str | None = None
        self.states: list = []          # counted: the positions asked

    def run(self, argv: list[str], stdin: str | None = None) -> str:
        proc = subprocess.run([str(self.binary), *argv], input=stdin, capture_output=True,
                              text=True, env=self.env)
        if proc.returncode != 0:
            message = next((ln[len("explore: "):] for ln in proc.stderr.splitlines()
                            if ln.startswith("explore: ")),
                           f"the game's program failed (exit status {proc.returncode})")
            raise UserError(message)
        return proc.stdout

    def results(self, positions: list) -> list:
        if self.alphabet is not None:      # strings: letter indices
            stdin = "".join(" ".join(str(self.alphabet.index(c)) for c in p) + "\n"
                            for p in positions)
        else:
            stdin = "".join(" ".join(map(str, p)) + "\n" for p in positions)
        if self.result not in ("win", "grundy"):    # the graph, solved by explore/cpp/solve.cpp
            text = self.run([], stdin)
            if not text.startswith("graph\n") or "\nids\n" not in text:
                raise UserError("the game's program gave no graph")
            graph, ids = text[len("graph\n"):].split("\nids\n")
            labels = solve.solve_graph(graph + "\n", self.name)
            self.states.extend(positions)
            return [labels[int(i)] for i in ids.split()]
        out = self.run([], stdin).split()
        if not out or out[0] != "ok" or len(out) != len(positions) + 1:
            raise UserError("the game's program gave no result")
        self.states.extend(positions)
        vals = [int(v) for v in out[1:]]
        return vals if self.result == "grundy" else [v == 1 for v in vals]


def load_cpp(path: Path, overrides: dict | None = None, result: str | None = None
             ) -> tuple[solve.Game, CppExplorer]:
    """Compiles a C++ game on positions; --set values and --result reach it through the
    environment (EXPLORE_SET, EXPLORE_RESULT: position.hpp's param(), the driver)."""
    cpp = solve.CPP
    text = path.read_text(encoding="utf-8", errors="replace")
    heads = "".join((cpp / n).read_text() for n in ("position.hpp", "position_driver.cpp"))
    import hashlib
    import re
    stamp = hashlib.sha256(heads.encode()).hexdigest()[:16]
    source = (f"// {stamp}\n#include \"position.hpp\"\n#line 1 \"{path.name}\"\n{text}\n"
              f"#line 1 \"explore/cpp/position_driver.cpp\"\n#include \"position_driver.cpp\"\n")
    try:
        binary = compile_text(source, path.name, ("-std=c++17", "-O2"), tag="explore-position",
                              include_dirs=(solve.ROOT, cpp))
    except CompileError as error:
        first = next((ln.strip() for ln in error.message.splitlines() if "error" in ln),
                     error.message.splitlines()[0])
        raise UserError(f"{path.name} does not compile: {first} (a C++ game on positions "
                        f"defines Shape positions(), const char* result and void "
                        f"moves(const State&, Next&): docs/explore.md)") from None
    overrides = dict(overrides or {})
    if result == "partizan":
        raise UserError(f"{path.name}: a partizan game is a Python file (left_moves, "
                        f"right_moves); a C++ game gives win, grundy, misere, outcome or score")
    env = dict(os.environ, EXPLORE_SET=";".join(f"{k}={v}" for k, v in overrides.items()),
               EXPLORE_RESULT=result or "")
    ex = CppExplorer(binary.path, "win", path.name, env)
    first, *rest = ex.run(["--describe"]).splitlines()
    spec = first.split()
    kind, nums, result = spec[0], [int(t) for t in spec[1:-1]], spec[-1]
    words = [ln.split() for ln in rest]
    used = {w[1]: int(w[2]) for w in words if len(w) == 3 and w[0] == "param"}
    extra = {w[0]: w[1] for w in words if len(w) == 2}
    unknown = sorted(set(overrides) - set(used))
    if unknown:
        raise UserError(f"{path.name} declares no parameter {unknown[0]}: write e.g. "
                        f"long long {unknown[0]} = param(\"{unknown[0]}\", 1);")
    pairs = [range(nums[i], nums[i + 1] + 1) for i in range(0, len(nums), 2)]
    try:
        if kind == "numbers":
            shape = (shapes.numbers(n=pairs[0]) if len(pairs) == 1 else
                     shapes.numbers(**{f"x{i + 1}": r for i, r in enumerate(pairs)}))
            named = re.search(r'\bconst\s+char\s*\*\s*names\s*=\s*"([^"]*)"', text)
            if named:                   # const char* names = "n k"; the coordinates' names
                names = named.group(1).split()
                if len(names) != len(pairs) or not all(n.isidentifier() for n in names):
                    raise UserError(f"{path.name}: names = \"{named.group(1)}\" must give one "
                                    f"name per coordinate of numbers(...) ({len(pairs)}), "
                                    f"e.g. \"n k\"")
                shape = shapes.numbers(**dict(zip(names, pairs)))
        elif kind == "multiset":
            shape = shapes.multiset(piles=pairs[0], size=pairs[1])
        elif kind == "string":
            shape = shapes.string(extra.get("alphabet", ""), length=pairs[1],
                                  cyclic=extra.get("cyclic") == "1")
            ex.alphabet = shape.alphabet
        else:
            shape = shapes.sequence(values=pairs[0], length=pairs[1])
    except shapes.ShapeError as error:
        bounds = ", ".join(f"{r.start}..{r.stop - 1}" for r in pairs)
        raise UserError(f"{path.name}: positions() gives {kind} with bounds {bounds}: "
                        f"{str(error).split(':')[0]}: each pair lo, hi with lo <= hi "
                        f"(inclusive), e.g. multiset(1, 6, 1, 4)") from None
    ex.result = result
    return solve.Game(path.name, shape, result, None, params=dict(used),
                      values={k: used[k] for k in overrides}), ex
