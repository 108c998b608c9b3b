"""Partizan sums found by themselves (docs/explore.md, "Partizan sums of numbers"): a partizan
game (left_moves / right_moves) whose positions are cut into parts the way explore/sums.py cuts
them (piles, blocks of a string between separators, ...), where every move of either player
changes exactly one part, as that part alone allows. Both are checked at every state searched,
for Left's moves and for Right's; then the game IS the disjunctive sum of its parts (Conway, On
Numbers and Games ch. 7). Each part's canonical form comes from snippets/canonical_game.hpp
(explore/cpp/solve.cpp, mode "values") on the graph of the parts' moves. When every part is a
number, the sum is the number x = the sum of the parts' values, and a number is won by its
sign: Left when x > 0, Right when x < 0, the second player when x = 0 (ONAG ch. 1; Winning Ways
ch. 2). The value of a part gets a rule from the miner, checked on the parts it was not mined
on; the code to paste adds the values and reads the sign. Parts that are not all numbers: the
values are said, and the whole position is mined as before."""
from __future__ import annotations

import textwrap
import types
from dataclasses import dataclass, field
from fractions import Fraction

from judge.errors import UserError

from . import solve
from . import sums
from .sums import Cutter, PartTable, _count, _order, _show

CLASSES = ("L", "R", "N", "P")
SHOWN = 8               # parts whose values the claim lists


class _RightSide:
    """The explorer seen through Right's moves: what PartTable, structure and part_game read
    (the states, their options, the index of states) with Right's options as the options."""

    def __init__(self, ex: solve.Explorer):
        self.game, self.states, self.opts, self.index = ex.game, ex.states, ex.right, ex.index
        self._canon = ex._canon


def _tables(ex: solve.Explorer, cutter: Cutter) -> tuple[PartTable, PartTable]:
    """A table of parts for each player's moves, both numbering the same parts the same way."""
    left, right = PartTable(ex, cutter), PartTable(_RightSide(ex), cutter)
    right.number, right.parts, right.of = left.number, left.parts, left.of
    return left, right


def _one_player(game: solve.Game, moves) -> types.SimpleNamespace:
    """The game as part_game reads it, with one player's moves as its moves."""
    return types.SimpleNamespace(moves=moves, shape=game.shape, start=None, name=game.name)


@dataclass
class PartizanSum:
    cutter: Cutter
    states: int
    value: dict                         # part -> Fraction, or the Conway form (str) if not a number
    scale: int = 1                      # 2^k: every value times it is a whole number
    rule: object = None                 # the miner's rule for scale * value of a part
    mined_on: int = 0                   # parts the rule was mined on (the rest: its check)
    checked: int = 0                    # positions whose class the sign rule was compared with
    larger: int = 0
    larger_what: str = ""
    wrong: list = field(default_factory=list)

    @property
    def numbers(self) -> bool:
        return all(isinstance(v, Fraction) for v in self.value.values())


def _moves_of_parts(game: solve.Game, left: PartTable, right: PartTable
                    ) -> tuple[dict, dict, str]:
    """(Left's moves of each part alone, Right's, "") or ({}, {}, what breaks the sum): each
    player's part games, run again while one of them finds parts the other has not seen."""
    while True:
        known = len(left.parts)
        lefts, broken = sums.part_game(_one_player(game, game.left_moves), left)
        if broken:
            return {}, {}, broken
        rights, broken = sums.part_game(_one_player(game, game.right_moves), right)
        if broken:
            return {}, {}, broken
        if len(left.parts) == known:
            return lefts, rights, ""


def canonical_values(lefts: dict, rights: dict) -> dict:
    """Each part's value by snippets/canonical_game.hpp: a Fraction when it is a number, else
    its canonical form in Conway's notation. A move to several parts is a move to their sum."""
    order = sorted(lefts, key=_order)
    at = {p: i for i, p in enumerate(order)}

    def line(options: set) -> str:
        opts = sorted(options, key=lambda r: [_order(q) for q in r])
        return " ".join([str(len(opts))] + [" ".join([str(len(r))] + [str(at[q]) for q in r])
                                           for r in opts])
    text = f"values {len(order)}\n" + "".join(f"{line(lefts[p])}\n{line(rights[p])}\n"
                                             for p in order)
    out = solve._run_solver(text).splitlines()
    if not out or out[0] != "ok" or len(out) != len(order) + 1:
        raise UserError("the solver gave no values (explore/cpp/solve.cpp)")
    return {p: Fraction(line[2:]) if line.startswith("n ") else line[2:]
            for p, line in zip(order, out[1:])}


def sign_class(x: Fraction) -> str:
    """The outcome class of the number x: who wins it."""
    return "L" if x > 0 else "R" if x < 0 else "P"


def _total(found: PartizanSum, position) -> Fraction | None:
    parts = found.cutter.split(position)
    if any(not isinstance(found.value.get(q), Fraction) for q in parts):
        return None
    return sum((found.value[q] for q in parts), Fraction(0))


def find_sum(game: solve.Game, ex: solve.Explorer, mined_states: int) -> PartizanSum | None:
    """The partizan sum the states searched are, or None. mined_states: the states searched
    from the declared positions (the parts of the others check the value's rule)."""
    for cutter in sums.cutters(game.shape):
        try:
            left, right = _tables(ex, cutter)
            broken = (sums.structure(left, None, sums.quick_sample(len(left.of))) or
                      sums.structure(right, None, sums.quick_sample(len(right.of))))
            if not broken and not sums._parts_enough(left):
                broken = "one part only"
            if not broken:
                lefts, rights, broken = _moves_of_parts(game, left, right)
                broken = broken or sums.structure(left, lefts) or sums.structure(right, rights)
            if broken:
                continue
            values = canonical_values(lefts, rights)
        except (UserError, ValueError, TypeError, AttributeError):
            continue            # a cycle, too many forms, states that are not of the shape
        value = {left.parts[k]: v for k, v in values.items()}
        found = PartizanSum(cutter, len(ex.states), value)
        if found.numbers:
            found.scale = max((v.denominator for v in value.values()), default=1)
            _value_rule(game, found, {left.parts[k] for i in range(mined_states)
                                      for k in left.cut(i)})
        return found
    return None


def _value_rule(game: solve.Game, found: PartizanSum, mined: set) -> None:
    """The miner's rule for scale * value of a part, mined on the parts of the states searched
    from the declared positions and kept only if it gives every part computed."""
    scaled = {p: int(v * found.scale) for p, v in found.value.items()}
    cut = found.cutter
    if cut.number is not None:
        top = max(cut.number(p) for p in scaled)
        if any(cut.of_number(n) not in scaled for n in range(top + 1)):
            return
        v = [scaled[cut.of_number(n)] for n in range(top + 1)]
        mined_top = max(len(v) // 2 - 1, 1)      # as explore/sums.py mines g of a pile
        rule = sums._mined_number_rule(v, mined_top)
        if rule is not None:
            found.rule, found.mined_on = rule, mined_top + 1
        return
    train = {p: scaled[p] for p in mined if p in scaled}
    if len(train) < 2:
        return
    rule = sums._mined_rule(game.shape, train, cut)
    if rule is not None and rule.cpp and all(rule.evaluate(_miner_position(cut, p)) == x
                                             for p, x in scaled.items()):
        found.rule, found.mined_on = rule, len(train)


def _miner_position(cut: Cutter, part):
    return cut.flat(part) if cut.flat is not None else part


def check(found: PartizanSum, positions: list, labels: list) -> None:
    """The sign rule compared with the classes the search gave (the theorem's conclusion,
    checked anyway: a difference is printed as a fault of the explorer, never hidden)."""
    for p, want in zip(positions, labels):
        x = _total(found, p)
        if x is None:
            continue
        found.checked += 1
        if sign_class(x) != want:
            found.wrong.append((p, want, sign_class(x)))


# ---------------------------------------------------------------- what is printed

def _shown_value(v) -> str:
    return str(v) if isinstance(v, Fraction) else v


def _rule_text(found: PartizanSum) -> str:
    text = found.rule.text.split(" = ", 1)[-1]
    return f"{found.scale}·v = {text}" if found.scale != 1 else f"v = {text}"


def claim_lines(found: PartizanSum, n_positions: int) -> list[str]:
    cut, word = found.cutter, found.cutter.word
    out = [f"sum: every move of either player changes one {word}, as the {word} alone allows "
           f"(the parts: {cut.what}; checked at all {found.states:,} states searched, Left's "
           f"moves and Right's), so the game is the sum of its {word}s  [proven if the moves "
           f"stay a sum of {word}s beyond the {found.states:,} states searched: Conway, On "
           f"Numbers and Games ch. 7]"]
    table = sorted(found.value.items(), key=lambda kv: _order(kv[0]))
    shown = ", ".join(f"{_show(p)}: {_shown_value(v)}" for p, v in table[:SHOWN])
    more = f", ... ({len(table):,} in all)" if len(table) > SHOWN else ""
    out.append(f"v, the value of a {word} alone (canonical form, snippets/canonical_game.hpp): "
               f"{shown}{more}")
    if not found.numbers:
        other = next(p for p, v in table if not isinstance(v, Fraction))
        out.append(f"not a sum of numbers: the {word} {_show(other)} is worth "
                   f"{found.value[other]}, not a number, so no sign rule; the whole position "
                   f"is mined below")
        return out
    if found.rule is not None:
        out.append(f"v's rule: {_rule_text(found)} -- mined on {_count(found.mined_on, word)}, "
                   f"holds on all {len(table):,} {word}s computed; not proven (mined)")
    else:
        out.append(f"v's rule: none found over the {word}s' features (the table above only)")
    rule = (f"L if the sum of v({word}) over the {word}s > 0, R if < 0, P if = 0 (never N)")
    if found.wrong:
        p, want, got = found.wrong[0]
        out.append(f"rule FAILED: {rule} -- differs on {len(found.wrong):,} of the "
                   f"{found.checked:,} positions compared, first {_show(p)} (is {want}, the rule "
                   f"says {got}): a bug of the explorer, please report it")
        return out
    larger = (f" and of {found.larger:,} larger ones ({found.larger_what})" if found.larger
              else f" and of no larger one ({found.larger_what})" if found.larger_what else "")
    out.append(f"rule: {rule} -- equal to the classes of all "
               f"{_count(n_positions, 'position')}{larger}  [proven on the {found.states:,} "
               f"states searched: every {word} is a number, a sum of numbers is a number, won "
               f"by the player of its sign (Conway, ONAG ch. 1); beyond them if the moves stay "
               f"a sum of {word}s and v's rule holds]")
    return out


def code(game: solve.Game, found: PartizanSum) -> tuple[str, str, str] | None:
    """(the code to paste, its function's name, the variable it reads) or None."""
    looped = sums.part_loop(found.cutter)
    if looped is None or found.rule is None or not found.rule.cpp:
        return None
    var, loop, part, after = looped
    word = found.cutter.word
    arg = "long long n" if found.cutter.number is not None else "const std::string& s"
    times = f"{found.scale} times " if found.scale != 1 else ""
    head = textwrap.wrap(f"the sum of the {word}s' values, each a number (the sum checked at "
                         f"every state searched by gk explore on {game.name}); v: "
                         f"{_rule_text(found)}, not proven (mined)", 92,
                         initial_indent="// ", subsequent_indent="//   ")
    body = (f"long long value({arg}) {{  // {times}the value of one {word}\n"
            f"  return {found.rule.cpp};\n}}\n")
    text = (f"char outcome({sums._param(var)}) {{  // L, R or P: who wins, whoever starts\n"
            f"  long long x = 0;\n  {loop} {{ x += value({part});{after} }}\n"
            f"  return x > 0 ? 'L' : x < 0 ? 'R' : 'P';\n}}\n")
    return "\n".join(head) + "\n" + body + text, "outcome", var


def _quick(game: solve.Game, ex: solve.Explorer, cutter: Cutter) -> bool:
    """The quick test on the states searched so far: every move of either player changes one
    part, and each part has moves alone."""
    try:
        left, right = _tables(ex, cutter)
        sample = sums.quick_sample(len(left.of))
        if sums.structure(left, None, sample) or sums.structure(right, None, sample) or \
                not sums._parts_enough(left):
            return False
        return not _moves_of_parts(game, left, right)[2]
    except (UserError, ValueError, TypeError, AttributeError):
        return False


def explore_sum(game: solve.Game, ex: solve.Explorer, positions: list, labels: list, grow,
                check_code, verify: bool = True) -> tuple[list[str], bool, str] | None:
    """As explore/sums.py's explore_sum, for a partizan game: the lines, whether they are the
    whole answer, the code; None when the game is not a sum of parts."""
    if game.result != "partizan" or game.start is not None or \
            any(x not in CLASSES for x in labels) or \
            not any(_quick(game, ex, c) for c in sums.cutters(game.shape)):
        return None
    mined_states = len(ex.states)
    larger, larger_labels, what = grow()
    found = find_sum(game, ex, mined_states)
    if found is None:
        return None
    found.larger, found.larger_what = len(larger), what
    every, classes = list(positions) + list(larger), list(labels) + list(larger_labels)
    check(found, every, classes)
    lines = claim_lines(found, len(positions))
    if not found.numbers or found.wrong:
        return lines, bool(found.wrong), ""
    made = code(game, found)
    if made is None:
        word = found.cutter.word
        lines.append(f"code to paste: none (v of a {word} has no rule)" if found.rule is None
                     else f"code to paste: none (a sum of {word}s has no C++ form here)")
        return lines, False, ""
    text, name, var = made
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    if check_code is not None and verify:
        lines.append(check_code(text, name, var, every, classes, "outcome", game.shape))
    return lines, True, text
