"""Two-stage (leader/follower) strategies for score games (docs/explore.md, "Strategies for
score games"): games whose moves act on a SET of numbers at once, played in two stages ("Alice
first removes at most k of the numbers, then Bob negates at most x of the rest"). The textbook
argument: the follower's best reply is greedy (act on the j largest), so the leader, looking
ahead at that reply, need only try acting on its own i largest, for each i it may.

Nothing new in the game file: a state's numbers are read as explore/strategies.py reads items
(the state, or its one element that is a row), and a move is recognised by comparing the numbers
before and after it, as multisets: the move that acts on the j largest (or smallest) by one of
ACTS is the option whose numbers after are those. A strategy of the language is, per stage, an
act, an order and a rule: "most" (act on as many as it may) or "best" (the number j that is best
for the mover, looking ahead at the rest of the strategy). It is kept only if, from every
position computed and every state its play reaches after the leader's move, its value is the
minimax value (explore/solve.py's, through snippets/minimax.hpp), whichever option with the same
numbers after is taken. The simulation to paste sorts once and reads prefix sums."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, product
from typing import Callable

from .claims import may_paste, rule_claim
from .strategies import items_of, searched_positions

STAGES = 2


@dataclass(frozen=True)
class Act:
    verb: str                       # as printed: "removes", "negates"
    fn: Callable | None             # a number acted on -> what it becomes; None: it goes
    cpp: str = ""                   # the same over v (a long long)


ACTS = (Act("removes", None),
        Act("negates", lambda v: -v, "(-v)"),
        Act("sets to zero", lambda v: 0, "0"),
        Act("halves", lambda v: v // 2, "(v >= 0 ? v / 2 : -((1 - v) / 2))"))   # Python's floor


@dataclass(frozen=True)
class Stage:
    act: Act
    largest: bool                   # acts on the largest numbers (else the smallest)
    rule: str                       # "most": as many as it may; "best": the best number for it


@dataclass
class Sizes:
    """How many numbers a stage may act on, measured on every state the strategy played:
    min(n, lo) .. min(n, hi) of n numbers (hi None: any number); None when it is no such range."""
    lo: int
    hi: int | None


@dataclass
class Payoff:
    """The points of each stage's move and the payoff where the game ends, as sums of numbers,
    fitted on every move the strategy played: a term of TERMS and its sign."""
    gains: tuple                    # per stage: (term, sign); term "none", "after" or "acted"
    end: int                        # the payoff to the player to move at the end: end * sum


TERMS = (("none", 0), ("after", 1), ("after", -1), ("acted", 1), ("acted", -1))


@dataclass
class Found:
    stages: tuple                   # Stage per stage, the leader first
    sizes: tuple                    # Sizes per stage (None: not a range)
    payoff: Payoff | None           # None: a move's points are no sum the simulation computes
    after_leader: int               # states after the leader's move it was checked on


def numbers_of(state) -> tuple | None:
    """The state's numbers, sorted (a multiset); None when its items are not plain numbers."""
    row = items_of(state)
    if row is None or any(len(item) != 1 for item in row):
        return None
    return tuple(sorted(item[0] for item in row))


def acted_on(numbers: tuple, stage: Stage, j: int) -> tuple[tuple, tuple]:
    """(the j numbers the stage acts on, the numbers after its move, sorted)."""
    order = sorted(numbers, reverse=stage.largest)
    chosen, rest = order[:j], order[j:]
    changed = [] if stage.act.fn is None else [stage.act.fn(v) for v in chosen]
    return tuple(chosen), tuple(sorted(rest + changed))


class Graph:
    """The explorer's states as numbers, and each state's options by the numbers after them."""

    def __init__(self, ex):
        self.ex = ex
        self._by_after: dict = {}

    def numbers(self, sid: int) -> tuple | None:
        return numbers_of(self.ex.states[sid])

    def options(self, sid: int) -> dict:
        got = self._by_after.get(sid)
        if got is None:
            got = {}
            for target, gain in self.ex.opts[sid]:
                got.setdefault(self.numbers(target), []).append((target, gain))
            self._by_after[sid] = got
        return got


class Play:
    """One strategy followed through the graph: value() is its value where it gives the minimax
    value (on every state it reaches before the game's end), recording what it played."""

    def __init__(self, graph: Graph, stages: tuple):
        self.graph, self.stages = graph, stages
        self.memo: dict = {}
        self.sizes: list[list] = [[] for _ in stages]     # per stage: (n, sizes available)
        self.moves: list[list] = [[] for _ in stages]     # per stage: (acted, after, gain)
        self.ends: list = []                              # (numbers, payoff) where it ends
        self.largest_n = [0 for _ in stages]              # per stage: the most numbers met

    def value(self, sid: int, depth: int):
        """The strategy's value from state sid at this stage (the mover's score minus the
        other's), or None when it is not the minimax value or the strategy cannot be played."""
        key = (sid, depth)
        if key in self.memo:
            return self.memo[key]
        self.memo[key] = None
        got = self._value(sid, depth)
        if got is not None and got != self.graph.ex.labels[sid]:
            got = None
        self.memo[key] = got
        return got

    def _value(self, sid: int, depth: int):
        graph, ex = self.graph, self.graph.ex
        numbers = graph.numbers(sid)
        if numbers is None:
            return None
        if depth == len(self.stages):
            if ex.opts[sid]:
                return None                     # play goes on past the last stage
            self.ends.append((numbers, ex.labels[sid]))
            return ex.labels[sid]
        stage, options = self.stages[depth], graph.options(sid)
        choices = []                            # (j, acted, after, its options)
        for j in range(len(numbers) + 1):
            acted, after = acted_on(numbers, stage, j)
            if after in options:
                choices.append((j, acted, after, options[after]))
        if not choices:
            return None                         # no option is this act on the first j
        self.largest_n[depth] = max(self.largest_n[depth], len(numbers))
        if sizes_are_told_apart(numbers, stage.act):
            self.sizes[depth].append((len(numbers), [j for j, *_ in choices]))
        if stage.rule == "most":
            choices = choices[-1:]
        best = None
        for j, acted, after, opts in choices:
            values = set()
            for target, gain in opts:
                rest = self.value(target, depth + 1)
                if rest is None:
                    return None
                values.add(gain - rest)
                self.moves[depth].append((acted, after, gain))
            if len(values) != 1:
                return None                     # options with the same numbers disagree
            v = values.pop()
            best = v if best is None else max(best, v)
        return best


def languages():
    """Every strategy of the language, per stage (the leader's varying slowest) "most" before
    "best", the largest before the smallest, the acts in the order of ACTS."""
    per_stage = [Stage(act, largest, rule) for rule in ("most", "best")
                 for largest in (True, False) for act in ACTS]
    for combo in product(per_stage, repeat=STAGES):
        yield combo


def find(game, ex, positions: list, labels: list) -> Found | None:
    """The first strategy of the language that achieves the minimax value on every position
    and every state its play reaches (positions solved by ex, labels theirs); None if none."""
    if game.result != "score" or game.own is not None:
        return None
    ids = ex.add(positions)
    ex.solve()
    graph = Graph(ex)
    if any(graph.numbers(i) is None for i in ids):
        return None
    for stages in languages():
        play = Play(graph, stages)
        # every stage must act somewhere: an act that only ever acts on no number is not its act
        if all(play.value(i, 0) is not None for i in ids) and \
                all(any(changes(stage.act, acted) for acted, _, _ in moves)
                    for stage, moves in zip(stages, play.moves)):
            after_leader = sum(1 for (_, depth) in play.memo if 0 < depth < STAGES)
            sizes = tuple(_sizes(seen, most) for seen, most in zip(play.sizes, play.largest_n))
            return Found(stages, sizes, _payoff(play), after_leader)
    return None


def is_two_stage(ex, positions: list) -> bool:
    """Every play from the positions is two moves on numbers (a stage each), then the end."""
    ids = ex.add(positions)
    graph = Graph(ex)
    seen, todo = set(), [(i, 0) for i in ids]
    while todo:
        sid, depth = todo.pop()
        if (sid, depth) in seen:
            continue
        seen.add((sid, depth))
        if graph.numbers(sid) is None or (depth == STAGES) != (not ex.opts[sid]):
            return False
        todo += [(t, depth + 1) for t, _ in ex.opts[sid]]
    return bool(ids)


MAX_TOLD_APART = 10      # numbers of a state whose every subset is tried (2^10 of them)


@lru_cache(maxsize=None)
def sizes_are_told_apart(numbers: tuple, act: Act) -> bool:
    """Whether the numbers after a move tell how many numbers it acted on: no set of one size
    gives the numbers after of a set of another (negating a 0, or both of 1 and -1, is the
    same move as negating fewer). The sizes a stage may take are read only on such states."""
    if len(numbers) > MAX_TOLD_APART:
        return False
    size_of: dict = {}
    for r in range(len(numbers) + 1):
        for hit in combinations(range(len(numbers)), r):
            after = tuple(sorted(v if i not in hit else act.fn(v)
                                 for i, v in enumerate(numbers)
                                 if i not in hit or act.fn is not None))
            if size_of.setdefault(after, r) != r:
                return False
    return True


def changes(act: Act, numbers: tuple) -> int:
    """How many of the numbers the act changes (negating a 0 leaves it as it was)."""
    return len(numbers) if act.fn is None else sum(1 for v in numbers if act.fn(v) != v)


def _sizes(seen: list, largest_n: int) -> Sizes | None:
    """The stage's range of sizes, min(n, lo) .. min(n, hi) with lo 0 ("at most") or hi
    ("exactly"), if every state played where each size is a move of its own has it; "any
    number" (hi None) only when such a state was as large as any the stage met."""
    limited = {max(js) for n, js in seen if max(js) < n}
    if len(limited) > 1 or not limited and not any(n == largest_n for n, _ in seen):
        return None
    hi = limited.pop() if limited else None
    for lo in (0, hi):
        if lo is not None and all(
                js == list(range(min(n, lo), (n if hi is None else min(n, hi)) + 1))
                for n, js in seen):
            return Sizes(lo, hi)
    return None


def _payoff(play: Play) -> Payoff | None:
    gains = []
    for moves in play.moves:
        fit = next((t for t in TERMS if all(gain == _term(t, acted, after)
                                             for acted, after, gain in moves)), None)
        if fit is None:
            return None
        gains.append(fit)
    end = next((e for e in (0, 1, -1) if all(p == e * sum(q) for q, p in play.ends)), None)
    return None if end is None else Payoff(tuple(gains), end)


def _term(term: tuple, acted: tuple, after: tuple) -> int:
    name, sign = term
    return 0 if name == "none" else sign * sum(after if name == "after" else acted)


# ---------------------------------------------------------------- words and code

def stage_text(stage: Stage, sizes: Sizes | None, var: str, count: str, leader: bool) -> str:
    """One stage in words: "removes the i largest for the best i <= k1, looking ahead ..."."""
    which = "largest" if stage.largest else "smallest"
    if sizes is not None and sizes.hi is None and stage.rule == "most":
        return f"{stage.act.verb} all the numbers"
    if sizes is None and stage.rule == "most":
        return f"{stage.act.verb} as many of the {which} as it may"
    if stage.rule == "most" or sizes is not None and sizes.lo == sizes.hi:
        return f"{stage.act.verb} the {var} {which} (as many as it may)"
    bound = "" if sizes is None or sizes.hi is None else f" <= {var}"
    ahead = ", looking ahead at the follower's reply" if leader else ""
    return f"{stage.act.verb} the {count} {which} for the best {count}{bound}{ahead}"


def text(found: Found) -> str:
    (lead, follow), (a, b) = found.stages, found.sizes
    return (f"the leader {stage_text(lead, a, 'k1', 'i', True)}; then the follower "
            f"{stage_text(follow, b, 'k2', 'j', False)}")


WHO = {"k1": "leader", "k2": "follower"}       # the simulation's parameters


def limits(found: Found) -> list[tuple[str, int]]:
    """The simulation's parameters: (name, the value measured) of each stage with a limit."""
    return [(name, s.hi) for name, s in zip(("k1", "k2"), found.sizes)
            if s is not None and s.hi is not None]


def why_no_code(found: Found) -> str:
    """Why no simulation is pasted ("" when one is): the sizes must be a range it can loop over
    and the points sums it reads off prefix sums."""
    if any(s is None for s in found.sizes):
        return ("the sizes a stage may act on were not read off the moves as min(n, lo).."
                "min(n, hi)")
    if found.payoff is None:
        return "a move's points or the payoff at the end are no sum of the numbers"
    return ""


def _linear(terms: list[tuple[int, str]]) -> str:
    """A sum of signed names in C++ ("after", "acted - after"), "0" when empty."""
    out = ""
    for sign, name in terms:
        if sign:
            out += (" + " if sign > 0 else " - ") + name if out else ("" if sign > 0 else "-") \
                + name
    return out or "0"


def _best_over(var: str, first: str, last: str, body: list[str], indent: str) -> list[str]:
    """C++ lines that return the largest v the body computes over var = first..last (one
    value when first is last: the stage acts on as many as it may)."""
    if first == last:
        return [f"{indent}const long long {var} = {last};   // as many as it may",
                *[indent + line for line in body], f"{indent}return v;"]
    return [f"{indent}long long best = 0;",
            f"{indent}for (long long {var} = {first}; {var} <= {last}; ++{var}) {{",
            *[indent + "  " + line for line in body],
            f"{indent}  if ({var} == {first} || v > best) best = v;",
            f"{indent}}}",
            f"{indent}return best;"]


def _cost(found: Found) -> str:
    """The simulation's time: the sorts, and the sizes each stage tries (one when it acts on as
    many as it may); a leader that changes numbers sorts again for each size it tries."""
    lead_tries, follow_tries = [
        None if stage.rule == "most" or s.lo == s.hi else "n" if s.hi is None else name
        for name, stage, s in zip(("k1", "k2"), found.stages, found.sizes)]
    per_leader = "n log n" + (f" + {follow_tries}" if follow_tries else "")
    if found.stages[0].act.fn is None:
        both = " ".join(x for x in (lead_tries, follow_tries) if x)
        return f"O(n log n + {both})" if both else "O(n log n)"
    if lead_tries is None:
        return f"O({per_leader})"
    return f"O({lead_tries} (n log n + {follow_tries}))" if follow_tries else \
        f"O({lead_tries} n log n)"


def simulation(found: Found, game_name: str) -> str:
    """The strategy in C++ (_cost). When the leader removes numbers, what is left is a run of the
    follower's order: sort once by it, prefix sums of the numbers and of the follower's act on
    them, and each i the leader may take and each j the follower may (one when it takes as many
    as it may) read off them. When the leader changes numbers, the numbers after each i are
    sorted again by the follower's order."""
    lead, follow = found.stages
    (a, b), pay = found.sizes, found.payoff
    named = limits(found)
    params = "".join(f"long long {name}, " for name, _ in named)

    def bounds(stage: Stage, s: Sizes, limit: str, room: str) -> tuple[str, str]:
        """(first, last) of the sizes the stage tries."""
        top = room if s.hi is None else f"std::min({limit}, {room})"
        return (top if stage.rule == "most" or s.lo == s.hi else "0"), top

    def gain(term: tuple, after: str, acted: str) -> list:
        name, sign = term
        return [] if name == "none" else [(sign, after if name == "after" else acted)]

    def sort(v: str, stage: Stage) -> str:
        """C++ that sorts v in the stage's order (the largest first: sorted backwards)."""
        return f"std::sort({v}.rbegin(), {v}.rend())" if stage.largest else \
            f"std::sort({v}.begin(), {v}.end())"

    leader_gain = gain(pay.gains[0], "left", "acted")
    uses = {name for _, name in leader_gain}
    follower_body = [
        "const long long acted = P[L + j] - P[L];",
        "const long long after = P[R] - P[L] - acted + Q[L + j] - Q[L];",
        f"const long long v = "
        f"{_linear(gain(pay.gains[1], 'after', 'acted') + [(-pay.end, 'after')])};"]
    prefix_sums = [
        "std::vector<long long> P(n + 1, 0), Q(n + 1, 0);   // prefix sums: s, s acted on",
        "for (long long t = 0; t < n; ++t) {",
        "  const long long v = s[t];",
        "  P[t + 1] = P[t] + v;",
        f"  Q[t + 1] = Q[t] + {'0' if follow.act.fn is None else follow.act.cpp};",
        "}"]
    about = (f"{text(found)} (found by gk explore on {game_name}; checked, not proven). a: the "
             f"numbers" + (f"; {' and '.join(n for n, _ in named)}: the most the "
                           f"{' and the '.join(WHO[n] for n, _ in named)} may act on"
                           if named else "") + "; returns the leader's score minus the "
             f"follower's, {_cost(found)}")
    lines = [*[f"// {line}" for line in textwrap.wrap(about, 96)],
             f"long long strategyValue({params}const std::vector<long long>& a) {{"]
    if lead.act.fn is None:                 # the numbers left are s[L..R) in the follower's order
        front = lead.largest == follow.largest
        leader_body = [
            ("const long long L = i, R = n;   // the leader removes s[0..i)" if front else
             "const long long L = 0, R = n - i;   // the leader removes s[n - i..n)"),
            *(["const long long left = P[R] - P[L];"] if "left" in uses else []),
            *(["const long long acted = P[n] - (P[R] - P[L]);"] if "acted" in uses else []),
            f"const long long v = {_linear(leader_gain + [(-1, 'follower(L, R)')])};"]
        lines += [
            "  std::vector<long long> s(a);",
            f"  {sort('s', follow)};   // the follower's order",
            "  const long long n = (long long)s.size();",
            *["  " + line for line in prefix_sums],
            "  // the follower's value when the numbers left are s[L..R): it acts on s[L..L + j)",
            "  auto follower = [&](long long L, long long R) {",
            *_best_over("j", *bounds(follow, b, "k2", "R - L"), follower_body, "    "),
            "  };",
            *_best_over("i", *bounds(lead, a, "k1", "n"), leader_body, "  "),
            "}"]
    else:                                   # the leader changes numbers: sort again per i
        leader_body = [
            "std::vector<long long> s(byLeader);   // the leader acts on s[0..i)",
            *(["long long acted = 0;"] if "acted" in uses else []),
            f"for (long long t = 0; t < i; ++t) {{ const long long v = s[t]; "
            f"{'acted += v; ' if 'acted' in uses else ''}s[t] = {lead.act.cpp}; }}",
            *(["long long left = 0;", "for (long long v : s) left += v;"]
              if "left" in uses else []),
            f"const long long v = {_linear(leader_gain + [(-1, 'follower(s)')])};"]
        lines += [
            "  std::vector<long long> byLeader(a);",
            f"  {sort('byLeader', lead)};   // the leader's order",
            "  const long long n = (long long)a.size();",
            "  // the follower's value on the numbers s: it acts on the first j in its order",
            "  auto follower = [&](std::vector<long long> s) {",
            f"    {sort('s', follow)};",
            *["    " + line for line in prefix_sums],
            "    const long long L = 0, R = n;",
            *_best_over("j", *bounds(follow, b, "k2", "R - L"), follower_body, "    "),
            "  };",
            *_best_over("i", *bounds(lead, a, "k1", "n"), leader_body, "  "),
            "}"]
    return "\n".join(lines) + "\n"


def report(game, ex, found, check: Callable | None, grow: Callable
           ) -> tuple[list[str], str, str]:
    """(the report's lines, the code to paste, the check line) of a two-stage strategy, searched
    on the positions and larger ones of a run as explore/strategies.py's report does; ([], "",
    "") when the game is not played in two stages on numbers."""
    if game.result != "score" or game.own is not None or \
            not is_two_stage(ex, found.positions):
        return [], "", ""
    positions, labels, larger, larger_what, evidence = searched_positions(ex, found, grow)
    got = find(game, ex, positions, labels)
    if got is None:
        return [f"strategy: none of the two-stage language achieves the minimax value on every "
                f"position (per stage: {', '.join(a.verb for a in ACTS)} the j largest or "
                f"smallest, as many as it may or the best j)"], "", ""
    beyond = (f" and on {len(larger):,} larger ones ({larger_what})" if larger else "") + \
        f", and on the {got.after_leader:,} states its play reaches after the leader's move"
    named = limits(got)
    measured = (f" ({', '.join(f'{n} = {v}' for n, v in named)}: the most the "
                f"{' and the '.join(WHO[n] for n, _ in named)} may act on, read off the "
                f"moves)") if named else ""
    lines = [f"strategy: {text(got)}{measured} -- " + rule_claim(
        f"{len(found.positions):,} positions", beyond, evidence,
        verb="achieves the minimax value on")]
    if not may_paste(evidence):
        return lines, "", ""
    if why_no_code(got):
        return lines + [f"strategy code: none ({why_no_code(got)})"], "", ""
    code = simulation(got, game.name)
    if limits(got):
        # the position alone, at this run's limits: what a contestant's main (and a harness
        # that calls the last function on a position) calls
        named_values = ", ".join(f"{n} = {v}" for n, v in limits(got))
        code += (f"// at the limits this run read off the moves ({named_values})\n"
                 f"long long strategyValueHere(const std::vector<long long>& a) {{\n"
                 f"  return strategyValue({', '.join(str(v) for _, v in limits(got))}, a);\n"
                 f"}}\n")
    lines.append("strategy code to paste:")
    lines += ["    " + ln for ln in code.splitlines()]
    if check is None:
        return lines, code, ""
    values = tuple(v for _, v in limits(got))
    rows = [numbers_of(ex.states[i]) for i in ex.add(positions)]
    if values:                          # the limits measured come first on each line
        rows = [(values, row) for row in rows]
    checked = check(code, "strategyValue", "a", rows, labels, "score",
                    params=[name for name, _ in limits(got)])
    return lines + [checked], code, checked
