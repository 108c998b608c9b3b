"""Partizan sums found by themselves (docs/explore.md, "Partizan sums of numbers"): a partizan
game (left_moves / right_moves) whose positions are cut into parts the way explore/sums.py cuts
them (piles, blocks of a string between separators, ...), where every move of either player
changes exactly one part, as that part alone allows. Both are checked at every state searched,
for Left's moves and for Right's; then the game IS the disjunctive sum of its parts (Conway, On
Numbers and Games ch. 7). Each part's canonical form comes from snippets/canonical_game.hpp
(explore/cpp/solve.cpp, mode "values") on the graph of the parts' moves. When every part is a
number, the sum is the number x = the sum of the parts' values, and a number is won by its
sign: Left when x > 0, Right when x < 0, the second player when x = 0 (ONAG ch. 1; Winning Ways
ch. 2). When every part is a number plus a nimber, v + *n, the sum is x + *k with k the xor of
the ns: won by the sign of x, and at x = 0 by the first player iff k != 0 (ONAG ch. 7). The value of a part is read as a Blue-Red Hackenbush string (snippets/dyadic.hpp),
else gets a rule from the miner, checked on the parts it was not mined on; the code to paste
adds the values and reads the sign. A start() game whose states are tuples of parts is cut
there, and its positions into blocks between a separator, each block one part. Parts that are
not all numbers: the values are said, and the whole position is mined as before."""
from __future__ import annotations

import dataclasses
import textwrap
import types
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable

from judge.errors import UserError

from . import positions as shapes
from . import solve
from . import start_sums, sums
from .sums import Cutter, PartTable, _count, _order, _show

CLASSES = ("L", "R", "N", "P")
SHOWN = 8               # parts whose values the claim lists


@dataclass(frozen=True)
class NumberNimber:
    """A part worth a number plus a nimber, x + *k (k >= 1): a Nim heap beside free moves."""
    x: Fraction
    k: int

    def __str__(self) -> str:
        return f"{self.x if self.x else ''}*{self.k if self.k > 1 else ''}"


def number_part(v) -> Fraction:
    return v.x if isinstance(v, NumberNimber) else v


def nim_part(v) -> int:
    return v.k if isinstance(v, NumberNimber) else 0


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


@dataclass(frozen=True)
class Behind:
    """A game with start(): its positions cut into blocks (`cutter`), each block the one part
    start() makes of the block alone (`part_of`), checked on every position computed."""
    cutter: Cutter
    part_of: Callable


@dataclass
class PartizanSum:
    """A partizan sum found: the cutter, each part's value, v's rule, the checks."""
    cutter: Cutter
    states: int
    value: dict                         # part -> Fraction, NumberNimber, or the Conway form (str)
    scale: int = 1                      # 2^k: every value times it is a whole number
    rule: object = None                 # the miner's rule for scale * value of a part
    nim_rule: object = None             # parts x + *k: the miner's rule for k
    nim_mined_on: int = 0
    first: bool = False                 # the question is whether the first player (Left) wins
    stalk: "Stalk | None" = None        # a part read as a Blue-Red Hackenbush string
    behind: Behind | None = None        # start() games: the positions' blocks
    read_on: int = 0                    # the parts (or blocks) v's rule was read on
    mined_on: int = 0                   # parts the rule was mined on (the rest: its check)
    checked: int = 0                    # positions whose class the sign rule was compared with
    larger: int = 0
    larger_what: str = ""
    wrong: list = field(default_factory=list)

    @property
    def numbers(self) -> bool:
        return all(isinstance(v, Fraction) for v in self.value.values())

    @property
    def with_nimbers(self) -> bool:
        """Every part a number or a number plus a nimber, some part the latter."""
        return not self.numbers and all(isinstance(v, (Fraction, NumberNimber))
                                        for v in self.value.values())


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
    return {p: _value_of(line) for p, line in zip(order, out[1:])}


def _value_of(line: str):
    """The solver's line for one part: "n x" a number, "s x k" a number plus *k, "g form"."""
    if line.startswith("n "):
        return Fraction(line[2:])
    if line.startswith("s "):
        x, k = line[2:].split()
        return NumberNimber(Fraction(x), int(k))
    return line[2:]


def sign_class(x: Fraction, k: int = 0) -> str:
    """The outcome class of the number x plus the nimber *k: who wins it."""
    return "L" if x > 0 else "R" if x < 0 else "N" if k else "P"


def parts_of(found: PartizanSum, position) -> list:
    """The parts of a position: its own, or (start() games) those of its blocks."""
    if found.behind is not None:
        return [found.behind.part_of(b) for b in found.behind.cutter.split(position)]
    return found.cutter.split(position)


def _total(found: PartizanSum, position) -> tuple[Fraction, int] | None:
    """(the sum of the parts' numbers, the xor of their nimbers), or None."""
    parts = parts_of(found, position)
    if any(not isinstance(found.value.get(q), (Fraction, NumberNimber)) for q in parts):
        return None
    k = 0
    for q in parts:
        k ^= nim_part(found.value[q])
    return sum((number_part(found.value[q]) for q in parts), Fraction(0)), k


def find_sum(game: solve.Game, ex: solve.Explorer, cutters: list | None = None
             ) -> PartizanSum | None:
    """The partizan sum the states searched are (cut by `cutters`, by default those of the
    shape), or None."""
    for cutter in sums.cutters(game.shape) if cutters is None else cutters:
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
        found = PartizanSum(cutter, len(ex.states), {left.parts[k]: v for k, v in values.items()})
        found.scale = max((number_part(v).denominator for v in found.value.values()
                           if isinstance(v, (Fraction, NumberNimber))), default=1)
        return found
    return None


def read_values(game: solve.Game, found: PartizanSum, keyed: dict, mined: set) -> None:
    """v's rule over `keyed` (part or block -> value, every one a number, or a number plus a
    nimber): a Hackenbush string, else the miner's rule mined on `mined` and kept only if it
    gives every one; the nimbers' rule the same way."""
    found.read_on = len(keyed)
    numbers = {p: number_part(v) for p, v in keyed.items()}
    if found.numbers:
        try:
            found.stalk = read_as_stalk(numbers)
        except UserError:       # the solver failed on the stalks: no such reading, the miner's
            found.stalk = None
    if found.stalk is None:
        got = _value_rule(game, found, {p: int(v * found.scale) for p, v in numbers.items()},
                          mined)
        found.rule, found.mined_on = got or (None, 0)
    if found.with_nimbers and found.rule is not None:
        got = _value_rule(game, found, {p: nim_part(v) for p, v in keyed.items()}, mined)
        found.nim_rule, found.nim_mined_on = got or (None, 0)


def _value_rule(game: solve.Game, found: PartizanSum, scaled: dict, mined: set
                ) -> tuple[object, int] | None:
    """The miner's rule for the whole numbers `scaled` of the parts (or blocks), mined on
    `mined` and kept only if it gives every one: (the rule, the parts mined on), or None."""
    cut = found.behind.cutter if found.behind is not None else found.cutter
    if cut.number is not None:
        top = max(cut.number(p) for p in scaled)
        if any(cut.of_number(n) not in scaled for n in range(top + 1)):
            return None
        v = [scaled[cut.of_number(n)] for n in range(top + 1)]
        mined_top = max(len(v) // 2 - 1, 1)      # as explore/sums.py mines g of a pile
        rule = sums._mined_number_rule(v, mined_top)
        return (rule, mined_top + 1) if rule is not None else None
    train = {p: scaled[p] for p in mined if p in scaled}
    if len(train) < 2:
        return None
    rule = sums._mined_rule(game.shape, train, cut)
    if rule is not None and rule.cpp and all(rule.evaluate(_miner_position(cut, p)) == x
                                             for p, x in scaled.items()):
        return rule, len(train)
    return None


def _miner_position(cut: Cutter, part):
    return cut.flat(part) if cut.flat is not None else part


def check(found: PartizanSum, positions: list, labels: list) -> None:
    """The sign rule compared with the classes the search gave (the theorem's conclusion,
    checked anyway: a difference is printed as a fault of the explorer, never hidden)."""
    for p, want in zip(positions, labels):
        total = _total(found, p)
        if total is None:
            continue
        found.checked += 1
        if sign_class(*total) != want:
            found.wrong.append((p, want, sign_class(*total)))


# ---------------------------------------------------------------- Hackenbush strings

MAX_EDGES = 62          # snippets/dyadic.hpp's denominators: 2^62 at most

ORDERS = {              # how a part's elements stand from the ground up
    "as written": lambda xs: list(xs),
    "reversed": lambda xs: list(xs)[::-1],
    "sorted": lambda xs: sorted(xs),
    "sorted down": lambda xs: sorted(xs, reverse=True),
    "distinct, sorted": lambda xs: sorted(set(xs)),
    "distinct, sorted down": lambda xs: sorted(set(xs), reverse=True),
}
ORDER_CPP = {
    "as written": "",
    "reversed": "std::reverse(e.begin(), e.end());",
    "sorted": "std::sort(e.begin(), e.end());",
    "sorted down": "std::sort(e.rbegin(), e.rend());",
    "distinct, sorted": "std::sort(e.begin(), e.end()); "
                        "e.erase(std::unique(e.begin(), e.end()), e.end());",
    "distinct, sorted down": "std::sort(e.rbegin(), e.rend()); "
                             "e.erase(std::unique(e.begin(), e.end()), e.end());",
}


@dataclass(frozen=True)
class Stalk:
    """A part read as a Blue-Red Hackenbush string (Winning Ways ch. 2): its elements in an
    order, from the ground up, each a blue (Left's) edge or a red (Right's) one."""
    order: str
    blue: str               # a letter, or "even" / "odd" for numbers

    def is_blue(self, x) -> bool:
        if self.blue in ("even", "odd"):
            return x % 2 == (self.blue == "odd")
        return x == self.blue

    def edges(self, part) -> str:
        return "".join("B" if self.is_blue(x) else "R" for x in ORDERS[self.order](part))

    def words(self, word: str) -> str:
        what = {"even": "an even number", "odd": "an odd number"}.get(self.blue,
                                                                      f"'{self.blue}'")
        return (f"the {word} read as a Blue-Red Hackenbush string, its elements {self.order} "
                f"from the ground up, {what} a blue (Left's) edge and any other a red one, "
                f"worth its sign expansion (Winning Ways ch. 2)")


def _stalks(parts) -> list[Stalk]:
    """The readings tried: for strings each order that keeps the letters' places and each
    letter as the blue one; for tuples of numbers every order and either parity."""
    if all(isinstance(p, str) for p in parts):
        letters = sorted({c for p in parts for c in p})
        return [Stalk(o, c) for o in ("as written", "reversed") for c in letters] \
            if 1 <= len(letters) <= 2 else []
    if all(isinstance(p, tuple) and all(isinstance(x, int) for x in p) for p in parts):
        return [Stalk(o, b) for o in ORDERS for b in ("even", "odd")]
    return []


def read_as_stalk(value: dict) -> Stalk | None:
    """The first reading under which every part's value is its Hackenbush string's, by
    snippets/dyadic.hpp (the solver's mode stalks), or None."""
    parts = sorted(value, key=_order)
    tries = [t for t in _stalks(parts) if all(len(t.edges(p)) <= MAX_EDGES for p in parts)]
    if not tries:
        return None
    lines = [t.edges(p) or "-" for t in tries for p in parts]
    out = solve._run_solver(f"stalks {len(lines)}\n" + "\n".join(lines) + "\n").split()
    if not out or out[0] != "ok" or len(out) != len(lines) + 1:
        raise UserError("the solver gave no stalk values (explore/cpp/solve.cpp)")
    got = [Fraction(x) for x in out[1:]]
    for i, t in enumerate(tries):
        if all(got[i * len(parts) + j] == value[p] for j, p in enumerate(parts)):
            return t
    return None


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
    if found.behind is not None:
        out.append(f"blocks: each position's {found.behind.cutter.what} are its {word}s, each "
                   f"{word} being what start() makes of its block alone (checked on every "
                   f"position computed); v of a block is v of its {word}")
    table = sorted(found.value.items(), key=lambda kv: _order(kv[0]))
    shown = ", ".join(f"{_show(p)}: {_shown_value(v)}" for p, v in table[:SHOWN])
    more = f", ... ({len(table):,} in all)" if len(table) > SHOWN else ""
    out.append(f"v, the value of a {word} alone (canonical form, snippets/canonical_game.hpp): "
               f"{shown}{more}")
    if not found.numbers and not found.with_nimbers:
        other = next(p for p, v in table if not isinstance(v, (Fraction, NumberNimber)))
        out.append(f"not a sum of numbers: the {word} {_show(other)} is worth "
                   f"{found.value[other]}, not a number, so no sign rule; the whole position "
                   f"is mined below")
        return out
    if found.stalk is not None:
        what = found.behind.cutter.word if found.behind is not None else word
        out.append(f"v's rule: {found.stalk.words(what)} -- holds on all {found.read_on:,} "
                   f"{what}s computed (snippets/dyadic.hpp); not proven past them")
    elif found.rule is not None:
        out.append(f"v's rule: {_rule_text(found)} -- mined on {_count(found.mined_on, word)}, "
                   f"holds on all {len(table):,} {word}s computed; not proven (mined)")
    else:
        out.append(f"v's rule: none found over the {word}s' features (the table above only)")
    if found.with_nimbers:
        nim = (f"n = {found.nim_rule.text.split(' = ', 1)[-1]} -- mined on "
               f"{_count(found.nim_mined_on, word)}, holds on all {len(table):,} {word}s "
               f"computed; not proven (mined)" if found.nim_rule is not None else
               f"none found over the {word}s' features")
        out.append(f"a {word} is worth a number plus a nimber, v + *n; n's rule: {nim}")
    rule = rule_words(found, word)
    if found.wrong:
        p, want, got = found.wrong[0]
        out.append(f"rule FAILED: {rule} -- differs on {len(found.wrong):,} of the "
                   f"{found.checked:,} positions compared, first {_show(p)} (is {want}, the rule "
                   f"says {got}): a bug of the explorer, please report it")
        return out
    larger = (f" and of {found.larger:,} larger ones ({found.larger_what})" if found.larger
              else f" and of no larger one ({found.larger_what})" if found.larger_what else "")
    what = "who wins moving first in" if found.first else "the classes of"
    theorem = (f"every {word} is a number plus a nimber, their sum is x + *k, x the sum of the "
               f"numbers and k the xor of the nimbers, won by the player of x's sign, and at x = "
               f"0 by the first player iff k != 0 (Conway, ONAG ch. 7)" if found.with_nimbers
               else f"every {word} is a number, a sum of numbers is a number, won by the player "
                    f"of its sign (Conway, ONAG ch. 1)")
    rules = "v's and n's rules hold" if found.with_nimbers else "v's rule holds"
    out.append(f"rule: {rule} -- equal to {what} all {_count(n_positions, 'position')}"
               f"{larger}  [proven on the {found.states:,} states searched: {theorem}; beyond "
               f"them if the moves stay a sum of {word}s and {rules}]")
    return out


def rule_words(found: PartizanSum, word: str) -> str:
    """The rule in words: the class of a position, or (found.first) whether Left, moving
    first, wins."""
    total = f"the sum of v({word}) over the {word}s"
    xor = f"the xor of n({word}) over the {word}s"
    if found.first:
        return (f"first wins iff {total} > 0, or it is 0 and {xor} != 0" if found.with_nimbers
                else f"first wins iff {total} > 0")
    return (f"L if {total} > 0, R if < 0; at 0, N if {xor} != 0, else P" if found.with_nimbers
            else f"L if {total} > 0, R if < 0, P if = 0 (never N)")


def code(game: solve.Game, found: PartizanSum) -> tuple[str, str, str] | None:
    """(the code to paste, its function's name, the variable it reads) or None."""
    cut = found.behind.cutter if found.behind is not None else found.cutter
    looped = sums.part_loop(cut)
    if looped is None:
        return None
    var, loop, part, after = looped
    word = cut.word
    if found.with_nimbers and (found.rule is None or not found.rule.cpp or
                               found.nim_rule is None or not found.nim_rule.cpp):
        return None
    if found.stalk is not None:
        body, kind, how = _stalk_cpp(found.stalk, word), "Dyadic", found.stalk.words(word)
    elif found.rule is not None and found.rule.cpp:
        arg = ("long long n" if cut.number is not None else "const std::string& s"
               if var == "s" else "const std::vector<long long>& a")
        times = f"{found.scale} times " if found.scale != 1 else ""
        body = (f"long long value({arg}) {{  // {times}the value of one {word}\n"
                f"  return {found.rule.cpp};\n}}\n")
        kind, how = "long long", f"{_rule_text(found)}, not proven (mined)"
        if found.with_nimbers:
            body += (f"long long nim({arg}) {{  // its nimber: the {word} is worth "
                     f"value + *nim\n  return {found.nim_rule.cpp};\n}}\n")
            how += f"; n = {found.nim_rule.text.split(' = ', 1)[-1]}, not proven (mined)"
    else:
        return None
    each = "a number plus a nimber" if found.with_nimbers else "a number"
    head = textwrap.wrap(f"the sum of the {word}s' values, each {each} (the sum checked at "
                         f"every state searched by gk explore on {game.name}); v: {how}", 92,
                         initial_indent="// ", subsequent_indent="//   ")
    zero, add, sign = (("Dyadic x(0)", "x = x + value", "x.sign()") if kind == "Dyadic" else
                       ("long long x = 0", "x += value", "x"))
    if found.with_nimbers:      # x + *k: the sign of x, and at 0 whether k != 0
        text = (f"char outcome({sums._param(var)}) {{  // L, R, N or P: who wins\n"
                f"  long long x = 0, k = 0;\n"
                f"  {loop} {{ const auto& e = {part}; x += value(e); k ^= nim(e);{after} }}\n"
                f"  return x > 0 ? 'L' : x < 0 ? 'R' : k != 0 ? 'N' : 'P';\n}}\n")
    else:
        text = (f"char outcome({sums._param(var)}) {{  // L, R or P: who wins, whoever starts\n"
                f"  {zero};\n  {loop} {{ {add}({part});{after} }}\n"
                f"  return {sign} > 0 ? 'L' : {sign} < 0 ? 'R' : 'P';\n}}\n")
    if found.first:             # the question: does the first player (Left) win?
        text += (f"bool firstWins({sums._param(var)}) {{  // the first player moves first\n"
                 f"  char c = outcome({var});\n  return c == 'L' || c == 'N';\n}}\n")
    uses = "#include <utility>\n" if "std::exchange" in part else ""     # C++14
    return ("\n".join(head) + "\n" + uses + body + text,
            "firstWins" if found.first else "outcome", var)


def _dyadic_snippet() -> str:
    """snippets/dyadic.hpp's Dyadic and hackenbushStringValue, as pasted: the numbers exact."""
    lines = (solve.ROOT / "snippets" / "dyadic.hpp").read_text().splitlines()
    start = lines.index("struct Dyadic {")
    simplest = next(i for i, ln in enumerate(lines) if ln.startswith("// The simplest number"))
    stalk = next(i for i, ln in enumerate(lines) if ln.startswith("// Value of a stalk"))
    edge = next(i for i, ln in enumerate(lines) if ln.startswith("// Value of one edge"))
    return "\n".join(["#include <climits>"] + lines[start:simplest] + lines[stalk:edge])


def _stalk_cpp(stalk: Stalk, word: str) -> str:
    """The snippet and Dyadic value(part): the part's Hackenbush string and its value."""
    if stalk.blue in ("even", "odd"):
        op = "==" if stalk.blue == "even" else "!="
        arg, blue = "std::vector<long long> e", f"e[i] % 2 {op} 0"
    else:
        arg, blue = "std::string e", f"e[i] == '{sums.cpp_escaped(stalk.blue)}'"
    order = ORDER_CPP[stalk.order]
    return (_dyadic_snippet().rstrip() + "\n"
            f"Dyadic value({arg}) {{  // one {word}, read as a Hackenbush string\n"
            + (f"  {order}\n" if order else "") +
            f"  std::string stalk;\n"
            f"  for (std::size_t i = 0; i < e.size(); ++i) stalk += {blue} ? 'B' : 'R';\n"
            f"  return hackenbushStringValue(stalk);\n}}\n")


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


def looks_like_sum(game: solve.Game, ex: solve.Explorer) -> bool:
    """The quick test on the states searched so far, with the cutters explore_sum tries: a
    caller that has searched only a few positions asks it before searching them all. A game
    with start() needs positions that can be cut into blocks too (strings, sequences)."""
    if game.start is not None:
        return bool(_position_cutters(game.shape)) and _quick(game, ex, start_sums._cutter())
    return any(_quick(game, ex, c) for c in sums.cutters(game.shape))


def _sequence_blocks(sep: int) -> Cutter:
    """The maximal blocks of a sequence between occurrences of `sep` (rows written one after
    another, 0 between two), each a tuple; the C++ visits each as the vector `b`."""
    def split(a) -> list:
        out, block = [], []
        for x in list(a) + [sep]:
            if x != sep:
                block.append(x)
            elif block:
                out.append(tuple(block))
                block = []
        return out
    loop = (f"std::vector<long long> w(a), b; w.push_back({sep}LL); "
            f"for (long long c : w) if (c != {sep}LL) b.push_back(c); else if (!b.empty())")
    return Cutter(f"blocks between {sep}s", "block", split, lambda b: b, sep=sep,
                  cpp_loop=("a", loop, "std::exchange(b, {})"))


def _position_cutters(shape: shapes.Shape) -> list[Cutter]:
    """How a position of a start() game may be cut into blocks: a string's blocks between
    one letter, a sequence's between one value, or its rows of w numbers (pieces w x h given
    as w1 h1 w2 h2 ..., which start() gathers into a tuple of pieces)."""
    inner = shape.inner if isinstance(shape, shapes.Where) else shape
    if inner.kind == "string":
        return [c for c in sums.cutters(shape) if c.word == "block" and c.number is None]
    if inner.kind == "sequence":
        rows = [dataclasses.replace(c, cpp_loop=(
            "a", f"for (std::size_t i = 0; i + {len(c.names)} <= a.size(); i += {len(c.names)})",
            "std::vector<long long>(a.begin() + i, a.begin() + i + "
            f"{len(c.names)})")) for c in sums.cutters(shape)
            if c.word == "row" and c.layout == "rows"]
        return [_sequence_blocks(v) for v in getattr(inner, "values", range(0))] + rows
    return []


def _behind(game: solve.Game, ex: solve.Explorer, state_cut: Cutter, positions: list
            ) -> Behind | None:
    """The blocks a start() game's positions are cut into, each the part start() makes of the
    block alone, checked on every position: or None."""
    def part_of(block):
        parts = state_cut.split(ex._canon(game.start(block)))
        if len(parts) != 1:
            raise ValueError("a block that is not one part")
        return parts[0]
    for cut in _position_cutters(game.shape):
        try:
            if all(Counter(map(part_of, cut.split(p))) ==
                   Counter(state_cut.split(ex._canon(game.start(p)))) for p in positions):
                return Behind(cut, part_of)
        except (ValueError, TypeError, AttributeError, IndexError, KeyError):
            continue
    return None


def explore_sum(game: solve.Game, ex: solve.Explorer, positions: list, labels: list, grow,
                check_code, verify: bool = True, first: bool = False
                ) -> tuple[list[str], bool, str] | None:
    """As explore/sums.py's explore_sum, for a partizan game: the lines, whether they are the
    whole answer, the code; None when the game is not a sum of parts. A game with start()
    whose states are tuples of parts is cut there, and its positions into blocks. `first`: the
    question is whether Left, moving first, wins (explore/turns.py); the code answers that."""
    cutters = [start_sums._cutter()] if game.start is not None else sums.cutters(game.shape)
    if game.result != "partizan" or any(x not in CLASSES for x in labels) or \
            not any(_quick(game, ex, c) for c in cutters):
        return None
    if game.start is not None and _behind(game, ex, cutters[0], positions) is None:
        return None     # positions not cut into blocks: before the larger ones are searched
    mined_states = len(ex.states)
    larger, larger_labels, what = grow()
    found = find_sum(game, ex, cutters)
    if found is None:
        return None
    every, classes = list(positions) + list(larger), list(labels) + list(larger_labels)
    if game.start is not None:
        found.behind = _behind(game, ex, found.cutter, every)
        if found.behind is None:
            return None         # the states are sums, but the positions are not cut so
    found.larger, found.larger_what = len(larger), what
    found.first = first
    if found.numbers or found.with_nimbers:
        if found.behind is not None:
            keyed = {b: found.value[found.behind.part_of(b)]
                     for p in every for b in found.behind.cutter.split(p)}
            mined = {b for p in positions for b in found.behind.cutter.split(p)}
        else:
            keyed = found.value
            table = _tables(ex, found.cutter)[0]
            mined = {table.parts[k] for i in range(mined_states) for k in table.cut(i)}
        read_values(game, found, keyed, mined)
    check(found, every, classes)
    lines = claim_lines(found, len(positions))
    if not (found.numbers or found.with_nimbers) or found.wrong:
        return lines, bool(found.wrong), ""
    made = code(game, found)
    if made is None:
        word = (found.behind.cutter if found.behind is not None else found.cutter).word
        lines.append(f"code to paste: none (v of a {word} has no rule)" if found.rule is None
                     and found.stalk is None
                     else f"code to paste: none (a sum of {word}s has no C++ form here)")
        return lines, False, ""
    text, name, var = made
    lines.append("code to paste:")
    lines += ["    " + ln for ln in text.rstrip().splitlines()]
    if check_code is not None and verify:
        if first:
            lines.append(check_code(text, name, var, every, [c in ("L", "N") for c in classes],
                                    "win", game.shape))
        else:
            lines.append(check_code(text, name, var, every, classes, "outcome", game.shape))
    return lines, True, text
