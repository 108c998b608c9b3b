"""`gk explore game.py --sweep k=1..20` (docs/explore.md): the game is explored for each value of
the parameters the file declares with param(name, default); a rule is mined per value, then
across values: the miner sees (values, position) pairs with each parameter as one more feature,
and with terms that combine a position's feature with the parameters (f mod (k + c), f div
(k + c), f mod (l + r), ...). A rule across values is then checked where the miner never looked:
two values past the top of each range and random larger values, on positions two sizes larger
than the mined ones, and the claim says whether each of the rule's literals was met both true and
false there. Its code to paste is a function of the parameters and the position, compiled and
compared with every pair computed."""
from __future__ import annotations

import ast
import dataclasses
import itertools
import json
import os
import random
import re
import sys
from pathlib import Path

from judge.errors import UserError

from . import features as feats
from . import miner
from . import numbers
from . import pattern as pat
from . import solve
from . import stages
from . import start_sums
from . import codes_sweep, takes_sweep
from .claims import budget_figure, may_paste, rule_claim
from .progress import cpu_seconds
from .whole import MINER_MODE, _fmt, _label, _rest_by_parts, check_code, position_params, \
    declares_cpp_positions, enumerate_positions, find, load_cpp, parse_set, solve_until, what_of

MAX_RUNS = 400
PAST = 2                # values past the top of each range the rule across values is checked on
WALK = 4                # values further tried for them when the file refuses one (an assert)
RANDOM_VALUES = 2       # and random larger values, while the check is cheap:
BEYOND_SECONDS = 10.0   # CPU seconds the check past the sweep may use before the random values
BEYOND_CAP = 5_000      # positions per value checked beyond the sweep, at most (seeded sample)
FIRST_SEARCH = 1.0      # CPU seconds of search before asking whether the states are sums


def parse_sweep(text: str) -> tuple[str, range]:
    m = re.fullmatch(r"\s*([A-Za-z_]\w*)\s*=\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*", text)
    if not m or int(m.group(2)) > int(m.group(3)):
        raise UserError(f"--sweep {text}: NAME=A..B with A <= B, e.g. --sweep k=1..20")
    return m.group(1), range(int(m.group(2)), int(m.group(3)) + 1)


class Pair(tuple):
    """(parameter values, position): what the miner sees across values."""


def _lift(f: feats.Feature) -> feats.Feature:
    """A position's feature read from a pair; its C++ is the same (the pasted function takes the
    parameters and the position)."""
    fn = f.fn
    return feats.Feature(f.name, lambda pp: fn(pp[1]), f.cost, f.cpp, f.boolean, f.derivable,
                         f.comparable, parameters_only=f.parameters_only)


SHIFTS = (-1, 0, 1, 2)     # f mod (k + c) and f div (k + c) for these c
MIXED_COST = 2              # the position features combined with a parameter: the cheap ones


def _shifted(name: str, c: int) -> str:
    return name if c == 0 else f"({name} {'+' if c > 0 else '-'} {abs(c)})"


def _cpp_sum(a: str | None, b: str | None) -> str | None:
    return None if a is None or b is None else f"({a} + {b})"


def _floor_mod(f, d) -> int:
    return f % d if d > 0 else 0


def _floor_div(f, d) -> int:
    return f // d if d > 0 else 0


# C++ of the two above, exact for negative f as Python's are (C++ rounds towards zero)
def _cpp_mod(f: str | None, d: str | None) -> str | None:
    return None if f is None or d is None else \
        f"(({d}) > 0 ? (({f}) % ({d}) + ({d})) % ({d}) : 0LL)"


def _cpp_div(f: str | None, d: str | None) -> str | None:
    return None if f is None or d is None else \
        f"(({d}) > 0 ? (({f}) - (({f}) % ({d}) + ({d})) % ({d})) / ({d}) : 0LL)"


def _divisors(params: list[feats.Feature], extra=()) -> list[tuple[feats.Feature, str]]:
    """(a term a position's feature is reduced by, its name alone): each parameter shifted by c
    (k - 1, k, k + 1, k + 2: periods linear in a parameter), the sum of two parameters (take
    l..r: period l + r), and the extra terms (a period fitted across values: 2·k + 1)."""
    out = [(t, t.name) for t in extra]
    for p in params:
        for c in SHIFTS:
            cpp = None if p.cpp is None else _shifted(p.cpp, c)
            name = _shifted(p.name, c)
            out.append((feats.Feature(name, (lambda p, c: lambda pp: p.fn(pp) + c)(p, c),
                                      2 + (c != 0), cpp, derivable=False, parameter=True), name))
    for p in params:
        # the least power of two above the parameter, 2·hibit(k): a take limit k counts in the
        # bits below its highest one (Baekjoon 21970: take at most k and at most the last take,
        # won iff the xor of the piles mod 2^(log2(k) + 1) is not 0)
        name = f"2^(log2({p.name}) + 1)"
        cpp = None if p.cpp is None else f"(2LL * ({numbers.CPP['hibit']})({p.cpp}))"
        out.append((feats.Feature(name, (lambda p: lambda pp: 2 * numbers.highest_bit(p.fn(pp)))(p),
                                  3, cpp, derivable=False), name))
    for p, q in itertools.combinations(params, 2):
        out.append((feats.Feature(f"({p.name} + {q.name})", (lambda p, q: lambda pp: (
            p.fn(pp) + q.fn(pp)))(p, q), 3, _cpp_sum(p.cpp, q.cpp), derivable=False),
            f"{p.name} + {q.name}"))
    return out


def parameter_features(own: list[feats.Feature], params: list[feats.Feature], extra=()
                       ) -> list[feats.Feature]:
    """Features that combine a position feature f with the parameters, for any game: f mod d and
    f div d for each divisor term d (_divisors), with the parities and residues mod 3 of f mod d,
    the divisor terms themselves (so that f mod k == k - 1 and f < k + 2 are comparisons the
    miner makes), and products (product_features). Nothing here knows a game."""
    out = []
    plain = {p.name for p in params}
    for d, alone in _divisors(params, extra):
        if d.name not in plain:
            out.append(dataclasses.replace(d, name=alone, cost=2))
        for f in own:
            if f.boolean or not f.comparable or f.cost > MIXED_COST:
                continue
            mod = feats.Feature(f"{f.name} mod {d.name}", (lambda f, d: lambda pp: _floor_mod(
                f.fn(pp), d.fn(pp)))(f, d), f.cost + d.cost, _cpp_mod(f.cpp, d.cpp),
                derivable=False)
            out.append(mod)
            out.append(feats.Feature(f"{f.name} div {d.name}", (lambda f, d: lambda pp: (
                _floor_div(f.fn(pp), d.fn(pp))))(f, d), f.cost + d.cost,
                _cpp_div(f.cpp, d.cpp), derivable=False))
            for k in (2, 3):
                op = (lambda k: lambda v: v % k)(k)
                out.append(feats.Feature(
                    f"{mod.name} mod {k}", (lambda g, op: lambda pp: op(g(pp)))(mod.fn, op),
                    mod.cost + 1, None if mod.cpp is None else f"(({mod.cpp}) % {k})",
                    derivable=False, comparable=False, base=mod, op=op))
    out += product_features(own, params)
    return out


# Products are many (each a term with its residues), so they are kept to the plainest position
# features: the first two of cost 1 (n; x, y; length, sum; length, #0) and residues mod 3, 4.
# Measured on the multiset sweep of test_sweep.py (..._piles_in_any_order): 35.7 s of CPU
# without products, 51.4 s with every cost-1 feature, reductions and mod 2..6
PRODUCT_COST, PRODUCT_FEATURES, PRODUCT_MODULI = 1, 2, (3, 4)


def _product(a: feats.Feature, b: feats.Feature, name: str) -> feats.Feature:
    cpp = None if a.cpp is None or b.cpp is None else f"(({a.cpp}) * ({b.cpp}))"
    return feats.Feature(name, (lambda a, b: lambda pp: a.fn(pp) * b.fn(pp))(a, b),
                         a.cost + b.cost + 1, cpp, derivable=False)


def product_features(own: list[feats.Feature], params: list[feats.Feature]
                     ) -> list[feats.Feature]:
    """Products a rule across values may use, for any game: of two parameters (l·r) and of the
    plainest position features with a parameter (n·k, length·k), each with its residues mod 3
    and 4 (n·k mod 4). A product is compared like any feature (n·k <= m). Not offered, each
    measured to cost the 1-2-K sweep of tests/explore/test_whole.py its rule within its 10 s
    budget: a product reduced by a parameter term (n·k mod (k + 1)), and residues mod 2 of
    products (n·k mod 2 is "n or k is even" already). x·(x + 1) of the plainest feature and its
    residue mod each parameter are offered since the miner's literal index (29 Nov 2026)."""
    plain = [f for f in own if f.cost <= PRODUCT_COST and not f.boolean and f.comparable]
    plain = plain[:PRODUCT_FEATURES]
    terms = [_product(p, q, f"{p.name}·{q.name}") for p, q in itertools.combinations(params, 2)]
    terms += [_product(f, p, f"{f.name}·{p.name}") for f in plain for p in params]
    # x·(x + 1), twice the triangular number 1 + 2 + ... + x, and its residues mod each
    # parameter (N(N + 1) mod M)
    twice = [_product(f, dataclasses.replace(f, name=f"({f.name} + 1)", fn=(
        lambda g: lambda pp: g(pp) + 1)(f.fn), cpp=None if f.cpp is None else f"({f.cpp} + 1)"),
        f"{f.name}·({f.name} + 1)") for f in plain[:1]]
    out = []
    for t in terms + twice:
        out.append(t)
        out += feats.derived(t, PRODUCT_MODULI, numbers=False)
    for t in twice:
        for p in params:
            out.append(feats.Feature(f"{t.name} mod {p.name}", (lambda t, p: lambda pp: _floor_mod(
                t.fn(pp), p.fn(pp)))(t, p), t.cost + p.cost, _cpp_mod(t.cpp, p.cpp),
                derivable=False))
    return out


def _element_conditions(params: list[feats.Feature]) -> list[tuple]:
    """(text, predicate of (element, parameter values), C++ over v) conditions on one element
    that read the parameters: v >= k, v mod (k + 1) == 0, and for two parameters x, y,
    v mod (x + y) < x (take x or y: an element is lost for the mover in those residues)."""
    out = []
    for i, p in enumerate(params):
        out.append((f">= {p.name}", (lambda i: lambda v, w: v >= w[i])(i), f"v >= {p.cpp}"))
        out.append((f"mod ({p.name} + 1) == 0",
                    (lambda i: lambda v, w: v % (w[i] + 1) == 0 if w[i] >= 0 else False)(i),
                    f"({p.cpp} >= 0 && v % ({p.cpp} + 1) == 0)"))
    for (i, x), (j, y) in itertools.permutations(enumerate(params), 2):
        out.append((f"mod ({x.name} + {y.name}) < {x.name}",
                    (lambda i, j: lambda v, w: w[i] + w[j] > 0 and v % (w[i] + w[j]) < w[i])(i, j),
                    f"({x.cpp} + {y.cpp} > 0 && v % ({x.cpp} + {y.cpp}) < {x.cpp})"))
    return out


def element_features(params: list[feats.Feature]) -> list[feats.Feature]:
    """all / any / how many elements of a multiset or sequence satisfy a condition that reads
    the parameters (_element_conditions): "every a_i mod (x + y) < x" across values, as
    features.quantifier_features states it at one value ("all a_i mod 5 < 2")."""
    out = []
    flag = dict(boolean=True, derivable=False, comparable=False)
    for text, pred, cpp in _element_conditions(params):
        lam = f"[&](long long v) {{ return {cpp}; }}"
        count = feats.Feature(f"#(a_i {text})", (lambda pr: lambda pp: sum(
            1 for v in pp[1] if pr(v, pp[0])))(pred), 3,
            f"(long long)std::count_if(a.begin(), a.end(), {lam})", derivable=False,
            comparable=False)
        out += [count, *feats.derived(count, (2,), numbers=False),
                feats.Feature(f"all a_i {text}", (lambda pr: lambda pp: all(
                    pr(v, pp[0]) for v in pp[1]))(pred), 3,
                    f"std::all_of(a.begin(), a.end(), {lam})", **flag),
                feats.Feature(f"any a_i {text}", (lambda pr: lambda pp: any(
                    pr(v, pp[0]) for v in pp[1]))(pred), 3,
                    f"std::any_of(a.begin(), a.end(), {lam})", **flag)]
    # the residue classes modulo a parameter that hold one element (features.
    # residue_class_features at one value): Codeforces 2040A across k
    for i, p in enumerate(params):
        out += [feats.Feature(
            f"#(residues mod {p.name} {words})",
            (lambda i, once, odd: lambda pp: feats.classes_held(pp[1], pp[0][i], once, odd))(
                i, once, odd), 3,
            feats.cpp_classes_held(p.cpp, once, odd), derivable=False, comparable=False)
            for words, once, odd in (("held once", True, False), ("with odd count", False, True))]
        # the disjoint pairs adding up to a parameter (features.pair_sum_features at one value)
        out.append(feats.Feature(
            f"#pairs adding up to {p.name}",
            (lambda i: lambda pp: feats.pairs_adding_to(pp[1], pp[0][i]))(i), 3,
            feats.cpp_pairs_adding_to(p.cpp), comparable=False))
    return out


def across_vocabulary(shape, positions, names: list[str], user, period=None
                      ) -> list[feats.Feature]:
    """The shape's base features read from the position of a pair, one feature per parameter,
    the number functions of each, and the features that combine the two
    (parameter_features), with the period fitted across values (fit_period) as one more
    divisor."""
    own = [_lift(f) for f in feats.vocabulary(shape, positions, user, derive=False)]
    params = [feats.Feature(name, (lambda i: lambda pp: pp[0][i])(i), 1, feats.cpp_param(name),
                            parameter=True)
              for i, name in enumerate(names)]
    base = own + params
    extra = [] if period is None else [period] if isinstance(period, feats.Feature) else \
        [period_term(period, params)]
    extra = [t for t in extra if t.name not in {d.name for d, _ in _divisors(params)}]
    out = list(base) + parameter_features(own, params, extra)
    if getattr(shape, "kind", shape) in ("multiset", "sequence"):
        out += element_features(params)
    if getattr(shape, "kind", shape) == "numbers" and len(own_numbers(shape)) == 1 and \
            len(params) == 1:
        out += [dynamic_feature(own_numbers(shape)[0], params[0])]
    if getattr(shape, "kind", shape) == "numbers" and len(own_numbers(shape)) == 2:
        out += wythoff_features(own_numbers(shape), params)
    for f in own:
        if f.derivable and not f.boolean:
            out += feats.derived(f)
    for p in params:        # a rule across values splits on the parameter's residues first:
        out += [dataclasses.replace(f, cost=f.cost - 1)     # as cheap as the position's own
                for f in feats.derived(p)]
    return out


def wythoff_features(names, params: list[feats.Feature]) -> list[feats.Feature]:
    """wythoff pair(x, y; k + c) of two numbers, its parameter a term k + c of the game's (as
    features.wythoff_feature is at one value with a = 2..5): UVa 11249's losing pairs across k
    are wythoff pair(a, b; k + 1)."""
    return [feats.wythoff_feature(
        names, _shifted(p.name, c).strip("()"), (lambda p, c: lambda pp: p.fn(pp) + c)(p, c),
        _shifted(p.cpp, c), pair_of=lambda pp: pp[1]) for p in params for c in SHIFTS]


def own_numbers(shape) -> tuple:
    """The names of a numbers(...) shape's coordinates (none for other shapes)."""
    return tuple(getattr(shape, "names", ()) or ())


def dynamic_feature(n: str, k: feats.Feature) -> feats.Feature:
    """n is a losing size of the k-dynamic subtraction game, k the parameter (explore/pattern.py,
    dynamic_terms: the powers of 2 at k = 1, the Fibonacci numbers at k = 2, HDU 2486 across
    k): a textbook family whose rule across values no formula of the vocabulary says."""
    cache: dict = {}            # k -> (the largest size listed, the set of terms up to it)

    def holds(pp) -> bool:
        kv, m = k.fn(pp), pp[1][0]
        if kv < 1 or m < 1:
            return False
        top, terms = cache.get(kv, (0, frozenset()))
        if top < m:
            top = max(2 * m, 64)
            terms = frozenset(pat.dynamic_terms(kv, top))
            cache[kv] = (top, terms)
        return m in terms
    return feats.Feature(f"{n} is a losing size of the {k.name}-dynamic subtraction game", holds,
                         3, f"({k.cpp} >= 1 && {n} >= 1 && {pat.dynamic_cpp(k.cpp, n)})",
                         boolean=True, derivable=False, comparable=False)


FOCUS_SECONDS = 5.0     # CPU seconds for the search over the values' own features


def focused(vocab: list, used: set, names: list[str]) -> list:
    """The features of the vocabulary that read a feature some value's own rule read, or only
    the parameters (a parameter alone, its residues, a term of parameters)."""
    if not used:
        return []
    # a feature of one value named with it, "#(residues mod k = 3 held once)", is the same
    # feature across values without it
    used = set(used) | {re.sub(r" = -?\d+", "", u) for u in used}
    keep = []
    for f in vocab:
        words = set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", f.name))
        reads_used = any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(u)}(?![A-Za-z0-9_(])", f.name)
                         for u in used)
        only_params = words & set(names) and words <= set(names) | {"mod", "div", "max", "min"}
        if reads_used or only_params:
            keep.append(f)
    return keep


def load_any(path: Path, over: dict, result: str | None):
    """(the game, its explorer) for a Python or C++ file with these parameter values (a C++
    program is compiled once; the values reach it through the environment)."""
    if declares_cpp_positions(path):
        return load_cpp(path, over, result)
    game = solve.load(path, over, result)
    return game, solve.Explorer(game)


@dataclasses.dataclass
class Run:
    """What a sweep found: for the report, --json and --code."""
    lines: list
    result: miner.MineResult | None
    pairs: list
    labels: list
    names: list
    per_value: list = dataclasses.field(default_factory=list)   # {"values", "rule", "line"}
    rejected: list = dataclasses.field(default_factory=list)    # rule texts
    beyond: list = dataclasses.field(default_factory=list)      # pairs checked beyond the sweep
    beyond_labels: list = dataclasses.field(default_factory=list)
    where: str = ""
    code: str = ""
    check: str = ""
    sweeps: list = dataclasses.field(default_factory=list)   # (name, range)
    per_value_labels: dict = dataclasses.field(default_factory=dict)  # values -> {n: result}
    period: str = ""                                            # fitted across values
    strategy: str = ""          # a two-stage strategy across values (explore/stages.py)
    recurrence: str = ""        # takes that are parameters: the recurrence (takes_sweep.py)
    used: set = dataclasses.field(default_factory=set)     # features the values' rules read


def explore_sweep(path: Path, first: solve.Game, args) -> int:
    run = sweep_run(path, first, args)
    lines = run.lines
    if run.strategy or run.recurrence:      # its code and check are in the lines already
        _write_code(args, run.code, lines)
    if not run.strategy and run.result is not None and run.result.exact and run.result.rules:
        code = code_across(first, run, not getattr(args, "no_check", False))
        if code:
            run.code, run.check = code
            lines.append("code to paste:")
            lines += ["    " + ln for ln in run.code.rstrip().splitlines()]
            if run.check:
                lines.append(run.check)
            _write_code(args, run.code, lines)
        else:
            lines.append("code to paste: none (a feature of the rule has no C++ form here)")
    if getattr(args, "json", False):
        print(json.dumps(_document(first, run)))
    else:
        print("\n".join(lines))
    sys.stdout.flush()
    return 1 if run.check.startswith("check: FAILED") else 0


def _write_code(args, code: str, lines: list) -> None:
    """--code FILE: the code written there, and said."""
    if not getattr(args, "code", None):
        return
    try:
        Path(args.code).write_text(code)
    except OSError as error:
        raise UserError(f"--code {args.code}: cannot write it ({error.strerror}): "
                        f"give a file in a folder that exists") from None
    lines.append(f"code written to {args.code}")


def _document(first: solve.Game, run: Run) -> dict:
    return {"game": first.name, "result": first.result,
            "sweep": {n: [r.start, r.stop - 1] for n, r in run.sweeps},
            "values": run.per_value, "period": run.period,
            "across": {"exact": bool(run.result and run.result.exact or run.strategy or
                                     run.recurrence),
                       "rules": [r.text for r in (run.result.rules if run.result else [])]
                       or [t for t in (run.strategy, run.recurrence) if t],
                       "rejected": run.rejected, "pairs": len(run.pairs),
                       "beyond": len(run.beyond), "beyond_what": run.where},
            "code": run.code, "check": run.check}


def sweep(path: Path, first: solve.Game, args):
    """(the report's lines, the MineResult across values or None, the pairs, their labels)."""
    run = sweep_run(path, first, args)
    return run.lines, run.result, run.pairs, run.labels


def sweep_run(path: Path, first: solve.Game, args) -> Run:
    sweeps = [parse_sweep(s) for s in args.sweep]
    names = [n for n, _ in sweeps]
    if len(set(names)) != len(names):
        raise UserError("--sweep: each parameter once")
    missing = [n for n in names if n not in first.params]
    if missing:
        raise UserError(f"{path.name} declares no parameter {missing[0]}: write e.g. "
                        f"{missing[0]} = param({missing[0]!r}, 1) and use it in moves()")
    combos = list(itertools.product(*(r for _, r in sweeps)))
    fixed = dict(parse_set(s) for s in (getattr(args, "set", None) or []))
    if len(combos) > MAX_RUNS:
        raise UserError(f"--sweep: {len(combos)} runs, at most {MAX_RUNS}: narrow the ranges")
    # each value's own rule is a step to the rule across values: at most 5 s of CPU and 500
    # larger positions each, less when there are many values (16 values of AtCoder ARC 143 C
    # took 155 s at 5 s and 500 each, 87 s at 2.5 s: about a minute for them all now)
    budget = min(getattr(args, "budget", None) or 20.0, 5.0, max(1.5, 24.0 / len(combos)))
    sample = min(getattr(args, "sample", None) or 2000, 500, max(150, 4000 // len(combos)))
    lines = [f"# {path.name}: {what_of(first)}, for "
             + ", ".join(f"{n} = {r.start}..{r.stop - 1}" for n, r in sweeps)]
    run = Run(lines, None, [], [], names, sweeps=sweeps)
    shape = None
    kept = []               # a score game's (values, game, explorer, positions, results)
    for values in combos:
        over = dict(fixed, **dict(zip(names, values)))
        shown = _show(names, values)
        try:
            game, ex = load_any(path, over, getattr(args, "result", None))
            found = find(game, sample, budget, ex)
        except UserError as error:
            lines.append(f"{shown}: skipped: {error}")
            run.per_value.append({"values": dict(zip(names, values)), "rule": None,
                                  "line": lines[-1]})
            continue
        shape = game.shape
        if first.result == "score":
            kept.append((values, game, ex, found.positions, found.labels))
        claimed = found.held and may_paste(found.evidence)
        if found.held:
            what = found.held[0].text + (f" (and {len(found.held) - 1} equally simple)"
                                         if len(found.held) > 1 else "")
            alone = " ".join(f"--set {n}={v}" for n, v in zip(names, values))
            lines.append(f"{shown}: {what} -- " + rule_claim(
                f"{len(found.positions):,} positions", f" and {len(found.larger):,} larger ones",
                found.evidence, f"run this value alone: gk explore {path.name} {alone}" + (
                    f" --budget {budget_figure(found.evidence.needed)}"
                    if found.evidence.needed else "") if found.evidence else ""))
        elif found.result.exact:
            lines.append(f"{shown}: no rule survives the larger positions")
        else:
            lines.append(f"{shown}: no rule fits the {len(found.positions):,} positions")
        run.per_value.append({"values": dict(zip(names, values)),
                              "rule": found.held[0].text if claimed else None,
                              "line": lines[-1]})
        if claimed:
            for rule in found.held:
                run.used.update(rule.features)
        for p, v in zip(found.positions + found.larger, found.labels + found.larger_labels):
            run.pairs.append(Pair((values, p)))
            run.labels.append(v)
        if shape.kind == "numbers" and len(shape.names) == 1:
            run.per_value_labels[values] = dict(zip(
                (p[0] for p in found.positions + found.larger), found.labels +
                found.larger_labels))
    if not run.pairs:
        lines.append("no value of the sweep gave positions")
        return run
    pairs, labels = run.pairs, run.labels
    inner = [pp[1] for pp in pairs]
    period = fit_period(run.per_value_labels, names)
    if period is not None:
        shown = ", ".join(f"{_show(names, v)}: {p}" for v, p in period[1])
        grammar = " + ".join(f"{c}·{n}" for c, n in zip("abcdefgh", names)) + " + c0"
        run.period = _linear_text(period[0], names)
        lines.append(f"periods per value (of {shape.names[0]}): {shown}: period = "
                     f"{run.period} on every value (fitted by {grammar})")
    else:
        period = fit_period_function(run.per_value_labels, names)
        if period is not None:
            shown = ", ".join(f"{_show(names, v)}: {p}" for v, p in period[1])
            run.period = period[0].name
            lines.append(f"periods per value (of {shape.names[0]}): {shown}: period = "
                         f"{run.period} on every value (a number function of {names[0]})")
    vocab = across_vocabulary(shape, inner, names, first.features,
                              None if period is None else period[0])
    mode = MINER_MODE[first.result]
    across_budget = getattr(args, "budget", None) or 20.0
    # the focused search below reads part of the same vocabulary on the same pairs: the
    # features' values are computed once for both
    values: dict = {}
    result = miner.mine(pairs, labels, vocab, mode, budget_seconds=across_budget, values=values)
    if not result.exact:
        # the features each value's own rule reads, with the parameters: a rule across values
        # often compares the same feature with a parameter (lpd(m) >= 3 at k = 3, lpd(m) >= 4
        # at k = 4: lpd(m) >= k), which the whole vocabulary's search may not reach in time
        focus = focused(vocab, run.used, names)
        if focus and len(focus) < len(vocab):
            again = miner.mine(pairs, labels, focus, mode, values=values,
                               budget_seconds=min(FOCUS_SECONDS, across_budget))
            if again.exact:
                lines.append(f"across values: mined again over the {len(focus)} features the "
                             f"values' own rules read, with the parameters")
                result = again
    run.result = result
    n = len(pairs)
    across = (f"mined over ({', '.join(names)}, position) pairs with "
              f"{' and '.join(names)} as feature{'s' if len(names) > 1 else ''}")
    if not result.exact and kept and _strategy_across(path, args, sweeps, fixed, kept, run):
        return run
    if not result.exact and (_takes_across(path, args, sweeps, fixed, first, run) or
                             _codes_across(path, args, sweeps, fixed, first, run)):
        return run
    if not result.exact:
        # cases by the order of two parameters (a < b, a = b, a > b), each mined on its own
        cased = by_order(pairs, labels, vocab, mode, names, across_budget)
        result = cased or result
        run.result = result
    if not result.exact:
        # cases by a parameter's residue (k even, k odd), each mined on its own pairs
        cased = by_residue(pairs, labels, vocab, mode, names, across_budget)
        result = cased or result
        run.result = result
    if not result.exact:
        lines.append(f"across values: no rule fits all {n:,} pairs ({across}; "
                     f"{result.searched})")
        if result.near_miss is not None:
            shown = ", ".join(f"{_show(names, c.position[0])}: {_fmt(c.position[1])} (is "
                              f"{_label(c.expected)}, rule says {_label(c.got)})"
                              for c in sorted(miner.verify(result.near_miss, pairs, labels),
                                              key=lambda c: (miner.size_key(c.position[1]),
                                                             c.position[0]))[:5])
            lines.append(f"near miss: {result.near_miss.text} -- wrong on "
                         f"{result.near_miss.errors:,} of {n:,}, the smallest: {shown}")
        return run
    if len(result.rules) > 1:
        lines.append(f"across values ({across}): {len(result.rules)} equally simple rules:")
    run.beyond, run.beyond_labels, run.where, cut = _beyond(path, args, sweeps, fixed)
    held = []
    if cut:                 # a check the budget cut claims nothing (docs/explore.md)
        for rule in result.rules:
            lines.append(f"across values: candidate {rule.text} -- NOT CLAIMED: fits all {n:,} "
                         f"pairs computed, but {cut}; no code is pasted")
        result.rules = []
        return run
    for rule in result.rules:
        beyond, beyond_labels, where = run.beyond, run.beyond_labels, run.where
        if unexercised(rule, beyond, mode):     # look further for the branches never met
            more, more_labels, grown_to = exercise(path, args, sweeps, fixed, rule, mode, beyond)
            if more:
                beyond, beyond_labels = beyond + more, beyond_labels + more_labels
                where += (f"; {len(more):,} more that meet a branch the others did not, up to "
                          f"{grown_to}")
                run.beyond, run.beyond_labels = beyond, beyond_labels   # the code's check too
        bad = miner.verify(rule, beyond, beyond_labels)
        if bad:
            c = min(bad, key=lambda c: (c.position[0], miner.size_key(c.position[1])))
            run.rejected.append(rule.text)
            lines.append(f"rejected across values: {rule.text} -- holds on all {n:,} pairs "
                         f"computed but fails beyond the sweep ({where}), first "
                         f"{_show(names, c.position[0])}: {_fmt(c.position[1])} (is "
                         f"{_label(c.expected)}, rule says {_label(c.got)})")
            continue
        held.append(rule)
        more = (f" and on {len(beyond):,} pairs beyond the sweep ({where}; "
                f"{branch_evidence(rule, beyond, mode)})" if beyond else f" ({where})")
        lines.append(f"across values: {rule.text} -- holds on all {n:,} (values, position) "
                     f"pairs computed{more} ({across}); not proven")
    if not held and (_takes_across(path, args, sweeps, fixed, first, run) or
                     _codes_across(path, args, sweeps, fixed, first, run)):
        result.rules = []
        return run
    if not held:
        lines.append(f"across values: no rule -- every rule that fits the {n:,} pairs fails "
                     f"beyond the sweep (widen the sweep so that the miner sees more values)")
    result.rules = held     # what the caller gets is what was claimed, never a rejected rule
    return run


# ---------------------------------------------------------------- strategies across values

def _strategy_across(path, args, sweeps, fixed, kept: list, run: Run) -> bool:
    """A score game with no formula across values: the same two-stage strategy at every value
    (explore/stages.py), its limits read off the moves equal to parameters at every value (k1 =
    k, k2 = x), checked at values past the sweep the same way (the strategy found again there,
    with the limits those values give); then its simulation, a function of the parameters and
    the numbers, is the rule across values. Adds the lines and the code to run; False when
    there is none."""
    names = [n for n, _ in sweeps]
    found = []
    for values, game, ex, positions, labels in kept:
        got = stages.find(game, ex, positions, labels)
        if got is None or stages.why_no_code(got):
            return False
        found.append((values, got))
    words = stages.text(found[0][1])
    if any(stages.text(g) != words for _, g in found):
        return False
    limits = [n for n, _ in stages.limits(found[0][1])]
    mapping = []        # the parameter each limit is, at every value
    for j, _ in enumerate(limits):
        same = [i for i in range(len(names)) if all(
            len(stages.limits(g)) == len(limits) and stages.limits(g)[j][1] == values[i]
            for values, g in found)]
        if not same:
            return False
        mapping.append(same[0])
    if not limits:
        return False
    tops = [r[-1] for _, r in sweeps]
    checked, started = [], _cpu()
    for i in range(len(names)):
        for step in range(1, PAST + 1):
            values = tuple(t + step * (j == i) for j, t in enumerate(tops))
            if _cpu() - started > 2 * BEYOND_SECONDS:
                break
            try:
                game, ex = load_any(path, dict(fixed, **dict(zip(names, values))),
                                    getattr(args, "result", None))
                # positions two sizes larger: on the small ones a larger limit may be read
                # as "all the numbers" (5 numbers, the leader removing up to 4)
                positions, what = _positions_beyond(game.shape, random.Random(3))
                labels = ex.results(positions)
            except UserError:
                continue
            got = stages.find(game, ex, positions, labels)
            if got is None or stages.text(got) != words or \
                    [v for _, v in stages.limits(got)] != [values[i] for i in mapping]:
                run.lines.append(f"rejected across values: the strategy {words} -- found at "
                                 f"every value of the sweep, but not at "
                                 f"{_show(names, values)}")
                return False
            checked.append((values, f"{len(positions):,} positions of {what}"))
    if not checked:
        return False
    said = ", ".join(f"{limit} = {names[i]}" for limit, i in zip(limits, mapping))
    run.strategy = f"strategy: {words} ({said})"
    where = "; ".join(f"{_show(names, v)} ({k})" for v, k in checked)
    run.lines.append(f"across values: {run.strategy} -- achieves the minimax value at every "
                     f"value of the sweep and past it, at {where} (its limits read off the "
                     f"moves are {said} at each); not proven")
    game_name = kept[0][1].name
    cpp_names = feats.cpp_params(names)
    args_cpp = ", ".join(cpp_names[i] for i in mapping)
    params = ", ".join(f"long long {n}" for n in cpp_names)
    code = stages.simulation(found[0][1], game_name) + (
        f"// across values: {said}\n"
        f"long long strategyAcross({params}, const std::vector<long long>& a) {{\n"
        f"  return strategyValue({args_cpp}, a);\n}}\n")
    rows, want = [], []
    for values, game, ex, positions, labels in kept:
        rows += [(values, stages.numbers_of(ex.states[i])) for i in ex.add(positions)]
        want += labels
    run.code = code
    run.check = "" if getattr(args, "no_check", False) else check_code(
        code, "strategyAcross", "a", rows, want, "score", params=cpp_names)
    run.lines.append("code to paste:")
    run.lines += ["    " + ln for ln in code.rstrip().splitlines()]
    if run.check:
        run.lines.append(run.check)
    return True


# ---------------------------------------------------------------- cases by order

ORDERS = ("<", "==", ">")


def _case_rule(pairs, labels, at: list, vocab, mode: str, budget: float):
    """The first simplest rule with a C++ form mined on the pairs at these indices alone, or
    None: one case of a rule in cases (by_order, by_residue)."""
    got = miner.mine([pairs[k] for k in at], [labels[k] for k in at], vocab, mode,
                     budget_seconds=budget, fallback=False)
    return next((r for r in got.rules if r.cpp), None) if got.exact else None


def by_order(pairs, labels, vocab, mode: str, names: list[str], budget: float):
    """One rule across values in three cases by the order of two parameters x and y, each
    case's rule mined on its own pairs: `if x < y then R1 else if x == y then R2 else R3` (a
    game whose players have limits x and y is decided differently as one limit is the larger:
    POJ 2068). A MineResult with that one rule, or None when some case has no rule or every
    pair is in one case."""
    for i, j in itertools.combinations(range(len(names)), 2):
        groups: dict = {op: [] for op in ORDERS}
        for k, pp in enumerate(pairs):
            x, y = pp[0][i], pp[0][j]
            groups["<" if x < y else "==" if x == y else ">"].append(k)
        if sum(1 for g in groups.values() if g) < 2:
            continue
        rules, cost = [], 0
        for op in ORDERS:
            at = groups[op]
            if not at:
                rules.append(None)
                continue
            rule = _case_rule(pairs, labels, at, vocab, mode, budget / 3)
            if rule is None:
                break
            rules.append(rule)
            cost += rule.cost
        else:
            found = [r for r in rules if r is not None]
            if all(r.text == found[0].text for r in found):     # one rule in every case
                return miner.MineResult(mode, [found[0]], True, len(pairs),
                                        f"the order of {names[i]} and {names[j]} in three "
                                        f"cases, one rule in each: the same")
            return miner.MineResult(mode, [_cased(rules, (names[i], i), (names[j], j), mode,
                                                  cost)],
                                    True, len(pairs), f"three cases by the order of "
                                    f"{names[i]} and {names[j]}, each mined on its own pairs")
    return None


def _cased(rules: list, xi: tuple, yj: tuple, mode: str, cost: int) -> miner.Rule:
    """if x < y then R1 else if x == y then R2 else R3, as one miner.Rule (a case with no
    pair swept takes a neighbouring case's rule); xi, yj: (a parameter's name, its index)."""
    (x, i), (y, j) = xi, yj
    neighbours = ((1, 2), (0, 2), (1, 0))     # x < y borrows from x = y first, and so on
    lt, eq, gt = [rules[k] if rules[k] is not None else
                  next(rules[m] for m in neighbours[k] if rules[m] is not None)
                  for k in range(3)]
    text = (f"if {x} < {y} then ({lt.text}) else if {x} == {y} then ({eq.text}) "
            f"else ({gt.text})")
    px, py = f"F[{x!r}]", f"F[{y!r}]"
    python = (f"(({lt.python}) if {px} < {py} else (({eq.python}) if {px} == {py} "
              f"else ({gt.python})))")
    cx, cy = feats.cpp_param(x), feats.cpp_param(y)
    cpp = f"(({cx}) < ({cy}) ? ({lt.cpp}) : ({cx}) == ({cy}) ? ({eq.cpp}) : ({gt.cpp}))"
    functions = {**lt._functions, **eq._functions, **gt._functions,
                 x: lambda pp: pp[0][i], y: lambda pp: pp[0][j]}
    return miner.Rule(text, python, cpp, tuple(sorted(functions)), 3, mode, cost,
                      _functions=functions)


RESIDUE_MODULI = (2, 3)      # cases by k mod 2, then by k mod 3
RESIDUE_VALUES = 2           # values of the parameter each case must hold, at least


def by_residue(pairs, labels, vocab, mode: str, names: list[str], budget: float):
    """One rule across values in cases by a parameter's residue, each case's rule mined on its
    own pairs: `if k mod 2 == 0 then R0 else R1` (a game whose parity of k decides who makes
    the last useful move: Codeforces 455B's k rounds, a team that takes k/2 where its rival
    takes k). A case must hold at least RESIDUE_VALUES values of the parameter, so that its
    rule is a rule across values rather than one value's own. A MineResult with that one rule,
    or None when some case has no rule, a case holds too few values, or every case's rule is
    the same (the plain search would have found it)."""
    tries = [(i, m) for m in RESIDUE_MODULI for i in range(len(names))]
    share = budget / max(1, sum(m for _, m in tries))
    for i, m in tries:
        groups: dict = {r: [] for r in range(m)}
        for k, pp in enumerate(pairs):
            groups[pp[0][i] % m].append(k)
        held = [len({pairs[k][0][i] for k in groups[r]}) for r in range(m)]
        if min(held) < RESIDUE_VALUES:
            continue
        rules, cost = [], 0
        for r in range(m):
            at = groups[r]
            rule = _case_rule(pairs, labels, at, vocab, mode, share)
            if rule is None:
                break
            rules.append(rule)
            cost += rule.cost
        else:
            if all(x.text == rules[0].text for x in rules):
                continue
            return miner.MineResult(mode, [_by_residue_rule(rules, names[i], i, m, cost)],
                                    True, len(pairs), f"{m} cases by {names[i]} mod {m}, "
                                    f"each mined on its own pairs")
    return None


def _by_residue_rule(rules: list, name: str, i: int, m: int, cost: int) -> miner.Rule:
    """if k mod m == 0 then R0 else if ... else R(m-1), as one miner.Rule."""
    text = " else ".join(f"if {name} mod {m} == {r} then ({x.text})"
                         for r, x in enumerate(rules[:-1])) + f" else ({rules[-1].text})"
    key = f"F[{name!r}] % {m}"
    python = f"({rules[-1].python})"
    for r in range(m - 2, -1, -1):
        python = f"(({rules[r].python}) if {key} == {r} else {python})"
    c = feats.cpp_param(name)
    cpp = f"({rules[-1].cpp})"
    for r in range(m - 2, -1, -1):     # a residue in 0..m-1 for negative values too
        cpp = f"((((({c}) % {m}) + {m}) % {m}) == {r} ? ({rules[r].cpp}) : {cpp})"
    functions = {name: lambda pp: pp[0][i]}
    for x in rules:
        functions.update(x._functions)
    return miner.Rule(text, python, cpp, tuple(sorted(functions)), m, mode=rules[0].mode,
                      cost=cost, _functions=functions)


# ---------------------------------------------------------------- takes across values

def _takes_across(path, args, sweeps, fixed, first: solve.Game, run: Run) -> bool:
    """A game on one number whose takes are terms in the parameters (explore/takes_sweep.py):
    the takes read off moves() at every value swept, fitted as terms, the recurrence compared
    with every result computed, the takes read again past the sweep; then the recurrence with
    S built from the parameters is the rule across values. Adds the lines and the code to run;
    False when there is none."""
    shape = first.shape
    if first.result not in ("win", "misere", "grundy") or first.start is not None or \
            declares_cpp_positions(path) or shape.kind != "numbers" or \
            len(shape.names) != 1 or not run.per_value_labels:
        return False
    names = [n for n, _ in sweeps]
    result = getattr(args, "result", None)

    def takes_at(values: tuple):
        try:
            game = solve.load(path, dict(fixed, **dict(zip(names, values))), result)
        except UserError:
            return None
        return takes_sweep.read(game.moves)
    sets = {}
    for values in run.per_value_labels:
        sets[values] = takes_at(values)
        if sets[values] is None:
            return False
    found = takes_sweep.fit(sets, len(names))
    if found is None:
        return False
    for values, labels in run.per_value_labels.items():
        v = takes_sweep.values_of(found.at(values), max(labels) + 1, first.result)
        if any(v[n] != int(lab) for n, lab in labels.items()):
            return False
    tops = [r[-1] for _, r in sweeps]
    past = takes_sweep.past_values(tops, PAST)
    change = takes_sweep.first_change(takes_at, found, past)
    if change is not None:
        values, got = change
        run.lines.append(f"rejected across values: takes s in {found.text(names)} -- read "
                         f"off moves() at every value of the sweep, but at "
                         f"{_show(names, values)} moves() takes "
                         f"{'no such set' if got is None else got}")
        return False
    kind = first.result
    run.recurrence = (f"recurrence: takes s in {found.text(names)}, s <= n; "
                      + ("g(n) = mex of g(n - s)" if kind == "grundy" else
                         "the player to move wins iff some n - s loses"))
    where = ", ".join(f"({_show(names, v)})" for v in past)
    run.lines.append(f"across values: {run.recurrence} -- the takes read off moves() for every "
                     f"n up to {2 * takes_sweep.MAX_TAKE_SEEN + 1} at every value of the sweep "
                     f"and at {where}, and the recurrence gives all {len(run.pairs):,} results "
                     f"computed; the game's own recurrence (checked, not proven)")
    cpp_names = feats.cpp_params(names)
    code, name = takes_sweep.code(found, cpp_names, first.name, kind)
    run.code = code
    run.check = "" if getattr(args, "no_check", False) else check_code(
        code, name, "n", run.pairs, run.labels, MINER_MODE[kind], params=cpp_names)
    run.lines.append("code to paste:")
    run.lines += ["    " + ln for ln in code.rstrip().splitlines()]
    if run.check:
        run.lines.append(run.check)
    return True


def _codes_across(path, args, sweeps, fixed, first: solve.Game, run: Run) -> bool:
    """A heap that breaks, or a first move from start(n) into such heaps, whose octal codes
    put their digits at terms in the parameters (explore/codes_sweep.py): the codes read off
    moves() at every value swept, lifted to terms, their recurrence compared with every result
    computed, the codes read again past the sweep; then that recurrence is the rule across
    values. Adds the lines and the code to run; False when there is none."""
    shape = first.shape
    if first.result not in ("win", "grundy") or declares_cpp_positions(path) or \
            shape.kind != "numbers" or len(shape.names) != 1 or not run.per_value_labels:
        return False
    names = [n for n, _ in sweeps]
    result = getattr(args, "result", None)

    def codes_at(values: tuple):
        try:
            game = solve.load(path, dict(fixed, **dict(zip(names, values))), result)
        except UserError:
            return None
        return codes_sweep.read_at(game)
    firsts, heaps = {}, {}
    for values in run.per_value_labels:
        got = codes_at(values)
        if got is None:
            return False
        firsts[values], heaps[values] = got
    gate = set(f is None for f in firsts.values())
    if len(gate) != 1:
        return False
    lifted_d = codes_sweep.lift(heaps, len(names))
    lifted_f = None if gate == {True} else codes_sweep.lift(firsts, len(names))
    if lifted_d is None or (gate == {False} and lifted_f is None):
        return False
    for values, labels in run.per_value_labels.items():
        v = codes_sweep.values_at(lifted_f, lifted_d, values, max(labels) + 1)
        if any((v[n] if first.result == "grundy" else int(v[n] != 0)) != int(lab)
               for n, lab in labels.items()):
            return False
    past = takes_sweep.past_values([r[-1] for _, r in sweeps], PAST)
    for values in past:
        got = codes_at(values)
        want = (None if lifted_f is None else lifted_f.at(values), lifted_d.at(values))
        if got != want:
            run.lines.append(f"rejected across values: the octal codes {lifted_d.text(names)}"
                             f" -- read off moves() at every value of the sweep, but not at "
                             f"{_show(names, values)}")
            return False
    words = (f"the heaps are the octal code with {lifted_d.text(names)}" +
             ("" if lifted_f is None else
              f", reached by a first move from start(n) with {lifted_f.text(names)}"))
    run.recurrence = f"recurrence: {words}; g by the code's recurrence" + (
        "" if first.result == "grundy" else ", the player to move wins iff g != 0")
    where = ", ".join(f"({_show(names, v)})" for v in past)
    run.lines.append(f"across values: {run.recurrence} -- the codes read off moves() for every "
                     f"n up to {codes_sweep.TOP} at every value of the sweep and at {where}, "
                     f"and the recurrence gives all {len(run.pairs):,} results computed; the "
                     f"game's own recurrence (checked, not proven)")
    cpp_names = feats.cpp_params(names)
    code, name = codes_sweep.code(lifted_f, lifted_d, cpp_names, first.name, first.result)
    run.code = code
    run.check = "" if getattr(args, "no_check", False) else check_code(
        code, name, "n", run.pairs, run.labels, MINER_MODE[first.result], params=cpp_names)
    run.lines.append("code to paste:")
    run.lines += ["    " + ln for ln in code.rstrip().splitlines()]
    if run.check:
        run.lines.append(run.check)
    return True


# ---------------------------------------------------------------- periods across values

COEFFICIENTS = range(0, 4)      # a of a·k in a period fitted across values
OFFSETS = range(-3, 4)          # c


def periods(per_value: dict) -> list[tuple[tuple, int]]:
    """(values, the period of the results along n) for each value whose results on consecutive
    n have one (explore/pattern.py's find_period: at least 3 periods seen)."""
    out = []
    for values, by_n in per_value.items():
        lo = min(by_n)
        run = []
        while lo + len(run) in by_n:
            run.append(by_n[lo + len(run)])
        found = pat.find_period([v if isinstance(v, int) else ord(v) for v in run])
        if found is not None:
            out.append((values, found[1]))
    return out


def fit_period(per_value: dict, names: list[str]):
    """((a1, ..., c), [(values, period)]) when the period on every value of the sweep is
    a1·k1 + ... + c with small whole a (COEFFICIENTS) and c (OFFSETS), the simplest first; else
    None. A period that is the same on every value is no lift (the miner's n mod m has it)."""
    found = periods(per_value)
    if len(found) < 3 or len(found) < len(per_value) or len({p for _, p in found}) < 2:
        return None
    for total in range(1, len(names) * COEFFICIENTS[-1] + 1):
        for coef in itertools.product(COEFFICIENTS, repeat=len(names)):
            if sum(coef) != total:
                continue
            for c in sorted(OFFSETS, key=abs):
                if all(sum(a * v for a, v in zip(coef, values)) + c == p
                       for values, p in found):
                    return (*coef, c), found
    return None


# number functions of one parameter a period may be, when it is no linear form: the smallest
# prime factor (CodeChef REMOVESTONES: x with gcd(x, K) = 1 takes 1..p-1 and never a multiple
# of p, so n mod spf(K) decides) and the largest proper divisor
PERIOD_FUNCTIONS = ("spf", "lpd")


def fit_period_function(per_value: dict, names: list[str]):
    """(the period as a term f(k), [(values, period)]) when the sweep has one parameter k and
    the period on every value is f(k) for f among PERIOD_FUNCTIONS, with at least two periods
    that no linear form fits (fit_period); else None."""
    found = periods(per_value)
    if len(names) != 1 or len(found) < 3 or len(found) < len(per_value) or \
            len({p for _, p in found}) < 2:
        return None
    for name in PERIOD_FUNCTIONS:
        fn = numbers.PYTHON[name]
        if all(fn(values[0]) == p for values, p in found):
            k = names[0]
            return feats.Feature(f"{name}({k})", lambda pp, fn=fn: fn(pp[0][0]), 3,
                                 f"({numbers.CPP[name]})({k})", derivable=False), found
    return None


def _linear_text(form: tuple, names: list[str]) -> str:
    parts = [(n if a == 1 else f"{a}·{n}") for a, n in zip(form, names) if a]
    c = form[-1]
    return " + ".join(parts) + (f" + {c}" if c > 0 else f" - {-c}" if c < 0 else "")


def period_term(form: tuple, params: list[feats.Feature]) -> feats.Feature:
    """The fitted period as a divisor term of the vocabulary."""
    names = [p.name for p in params]
    text = _linear_text(form, names)
    cpp = f"({_linear_text(form, [p.cpp for p in params]).replace('·', ' * ')})"
    return feats.Feature(f"({text})", lambda pp: sum(a * v for a, v in zip(form, pp[0]))
                         + form[-1], 3, cpp, derivable=False)


# ---------------------------------------------------------------- beyond the sweep

def random_values(sweeps, seed: int = 1) -> list[tuple]:
    """RANDOM_VALUES seeded values of every parameter past the PAST values above its range."""
    rng = random.Random(seed)
    return [tuple(rng.randint(r[-1] + PAST + 1, r[-1] + PAST + max(8, 2 * len(r)))
                  for _, r in sweeps) for _ in range(RANDOM_VALUES)]


def _positions_beyond(shape, rng: random.Random) -> tuple[list, str]:
    """Every position of the shape grown by two sizes (at least two sizes past the mined ones),
    a seeded sample of BEYOND_CAP when more."""
    grown = shape
    for _ in range(2):
        bigger = grown.grow() if grown is not None else None
        if bigger is None:
            break
        grown = bigger
    listed = enumerate_positions(grown, BEYOND_CAP * 4)
    if len(listed) > BEYOND_CAP:
        listed = rng.sample(listed, BEYOND_CAP)
    return listed, grown.describe()


def _cpu() -> float:
    """CPU seconds of this process and of the programs it waited for (the solver, a C++ game)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _beyond(path, args, sweeps, fixed):
    """Pairs past the sweep on positions two sizes larger, with their results: for each
    parameter the first PAST values above its range that the file accepts (the others at their
    top; at most WALK more tried), then random larger values (random_values) while the check
    has used less than BEYOND_SECONDS of CPU. The rule across values is checked there, on values
    and positions it never saw."""
    names = [n for n, _ in sweeps]
    tops = [r[-1] for _, r in sweeps]
    rng = random.Random(3)
    out, results, tried, what = [], [], [], ""
    started = _cpu()
    cut = ""                # a value past the sweep the CPU deadline cut: nothing is claimed

    def check(values: tuple, tag: str = "") -> bool:
        nonlocal what, cut
        try:
            game, ex = load_any(path, dict(fixed, **dict(zip(names, values))),
                                getattr(args, "result", None))
            pos, what = _positions_beyond(game.shape, rng)
            # within the check's CPU (coin games on a circle of 96 reach 10^6 states each). A
            # short search first: when its states are sums of parts (explore/start_sums.py;
            # reading them costs more the more states there are) the positions it left get
            # their results from the parts, as the check on larger positions does; else the
            # search goes on with the rest of the time
            left = max(0.0, 2 * BEYOND_SECONDS - (_cpu() - started))
            done = solve_until(ex, pos, cpu_seconds() + min(left / 4, FIRST_SEARCH))
            ex.by_parts = None
            if (done.tried < len(pos) or done.over) and done.positions:
                ex.by_parts = start_sums.by_parts(game, ex, done.positions, done.labels)
            if ex.by_parts is None and done.tried < len(pos):
                _merge(done, solve_until(ex, pos[done.tried:], cpu_seconds() + max(
                    0.0, 2 * BEYOND_SECONDS - (_cpu() - started)), short=True))
            by_parts = _rest_by_parts(ex, pos, done) if ex.by_parts is not None else 0
        except UserError:
            return False
        note = f" ({by_parts:,} by {ex.by_parts.words})" if by_parts else ""
        if done.tried < len(pos) or done.over:
            if not tag:     # a value right past the range must be checked whole
                cut = cut or (f"the CPU budget of the check past the sweep "
                              f"({2 * BEYOND_SECONDS:g} s) stopped it at {_show(names, values)} "
                              f"after {len(done.positions):,} of {len(pos):,} positions")
                return True
            # a random value is an extra check, tried only while the check is cheap: what it
            # solved before the budget ran out is checked like the rest, and said so
            note += (f" ({len(done.positions):,} of its {len(pos):,} positions: the CPU budget "
                     f"ran out)")
            if not done.positions:
                return True
        tried.append(_show(names, values) + tag + note)
        out.extend(Pair((values, p)) for p in done.positions)
        results.extend(done.labels)
        return True

    for i in range(len(sweeps)):
        accepted = 0
        for step in range(1, PAST + WALK + 1):
            if accepted == PAST:
                break
            accepted += check(tuple(t + step * (j == i) for j, t in enumerate(tops)))
    skipped = ""
    for values in random_values(sweeps):
        if cut or _cpu() - started > BEYOND_SECONDS:
            skipped = (f"; random larger values skipped: the check had used its "
                       f"{BEYOND_SECONDS:g} CPU seconds")
            break
        check(values, " (random)")
    where = (f"{'; '.join(tried)}, each on {what}{skipped}" if tried else
             "no value beyond the sweep could be computed: not checked beyond it")
    return out, results, where, cut


def _merge(done, more) -> None:
    done.positions += more.positions
    done.labels += more.labels
    done.tried += more.tried
    done.over += more.over
    done.wide += more.wide
    done.first_over = done.first_over if done.first_over is not None else more.first_over


def literals(rule: miner.Rule, mode: str) -> list[str]:
    """The Python source of each literal of a rule (each comparison, each flag, the condition of
    each case split), in the order written."""
    tree = ast.parse(rule.python, mode="eval").body
    out: list[str] = []

    def walk(node, boolean: bool):
        if isinstance(node, ast.BoolOp):
            for v in node.values:
                walk(v, True)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            walk(node.operand, True)
        elif isinstance(node, ast.IfExp):
            if not isinstance(node.test, ast.Compare):      # each case of a compound split too
                out.append(ast.unparse(node.test))
            walk(node.test, True)
            walk(node.body, boolean)
            walk(node.orelse, boolean)
        elif isinstance(node, ast.Compare) or (boolean and not isinstance(node, ast.Constant)):
            out.append(ast.unparse(node))
    walk(tree, mode == "win")
    return list(dict.fromkeys(out))


class Branches:
    """The truth values each literal of a rule has taken on the pairs seen so far."""

    ENV = {"__builtins__": {}, "max": max, "min": min}

    def __init__(self, rule: miner.Rule, mode: str):
        self.rule = rule
        self.codes = [(text, compile(text, "<literal>", "eval")) for text in literals(rule, mode)]
        self.seen: dict = {text: set() for text, _ in self.codes}

    def truths(self, pair) -> list | None:
        try:
            values = {name: fn(pair) for name, fn in self.rule._functions.items()}
            return [bool(eval(code, self.ENV, {"F": values})) for _, code in self.codes]
        except Exception:           # a feature undefined there: the check sees it as a failure
            return None

    def add(self, pair) -> bool:
        """Records the pair's truth values; True when one of them is new for its literal."""
        got = self.truths(pair)
        if got is None:
            return False
        new = False
        for (text, _), value in zip(self.codes, got):
            if value not in self.seen[text]:
                self.seen[text].add(value)
                new = True
        return new

    def missing(self) -> list[str]:
        return [text for text, _ in self.codes if len(self.seen[text]) < 2]


def unexercised(rule: miner.Rule, pairs: list, mode: str) -> list[str]:
    """The literals of a rule that are not both true and false on these pairs (by their Python
    source)."""
    branches = Branches(rule, mode)
    for p in pairs:
        branches.add(p)
        if not branches.missing():
            break
    return branches.missing()


EXTRA_SIZES = 3         # sizes grown further, past the two of the check, to meet a branch
EXTRA_PAIRS = 200       # pairs solved at most for that


def exercise(path, args, sweeps, fixed, rule: miner.Rule, mode: str, pairs: list):
    """(pairs, their results, what) that give a literal of the rule the truth value it never had
    on `pairs`: positions up to EXTRA_SIZES sizes larger than the check's at the values past the
    sweep, the first that bring a new truth value, solved."""
    branches = Branches(rule, mode)
    for p in pairs:
        branches.add(p)
    names = [n for n, _ in sweeps]
    tops = [r[-1] for _, r in sweeps]
    near = [tuple(t + step * (j == i) for j, t in enumerate(tops))
            for i in range(len(sweeps)) for step in range(1, PAST + 1)]
    out, results, grown_to = [], [], ""
    deadline = cpu_seconds() + BEYOND_SECONDS
    for values in near:
        if not branches.missing() or len(out) >= EXTRA_PAIRS:
            break
        try:
            game, ex = load_any(path, dict(fixed, **dict(zip(names, values))),
                                getattr(args, "result", None))
            shape = game.shape
            for size in range(2 + EXTRA_SIZES):
                shape = shape.grow() if shape is not None else None
                if shape is None or size < 2:
                    continue
                picked = [pp for pp in (Pair((tuple(values), p)) for p in
                                        enumerate_positions(shape, BEYOND_CAP))
                          if branches.add(pp)][:EXTRA_PAIRS]
                if picked:      # within the check's CPU, as _beyond
                    done = solve_until(ex, [pp[1] for pp in picked], deadline, short=True)
                    solved = set(done.positions)
                    out += [pp for pp in picked if pp[1] in solved]
                    results += done.labels
                    grown_to = shape.describe()
                if not branches.missing():
                    break
        except UserError:
            continue
    return out, results, grown_to


def branch_evidence(rule: miner.Rule, pairs: list, mode: str) -> str:
    """The claim's words for how the check beyond the sweep met the rule's branches."""
    total = len(literals(rule, mode))
    if total == 0:
        return "a formula without a branch"
    missing = unexercised(rule, pairs, mode)
    if not missing:
        return (f"each of its {total} literal{'s' * (total > 1)} both true and false there"
                if total > 1 else "its literal both true and false there")
    shown = ", ".join(re.sub(r"F\['([^']*)'\]", r"\1", t) for t in missing)
    return f"NOT every branch met: {shown} never both true and false there"


# ---------------------------------------------------------------- code to paste

def code_across(first: solve.Game, run: Run, check: bool = True) -> tuple[str, str] | None:
    """(the function of the parameters and the position to paste, the check line), or None when
    the rule has no C++ form."""
    rule = next((r for r in run.result.rules if r.cpp), None)
    var = feats.cpp_variable(first.shape, [pp[1] for pp in run.pairs])
    if rule is None or var is None:
        return None
    mode = MINER_MODE[first.result]
    ret, name = {"win": ("bool", "firstWins"), "outcome": ("char", "outcome")}.get(
        mode, ("long long", "value"))
    position = position_params(var)
    cpp_names = feats.cpp_params(run.names)
    params = ", ".join(f"long long {n}" for n in cpp_names)
    code = (f"// {rule.text} (mined by gk explore --sweep on {first.name}; checked, not "
            f"proven)\n{ret} {name}({params}, {position}) {{\n  return {rule.cpp};\n}}\n")
    if not check:
        return code, ""
    every = run.pairs + run.beyond
    want = run.labels + run.beyond_labels
    return code, check_code(code, name, var, every, want, mode, first.shape,
                            params=cpp_names)


def _show(names, values) -> str:
    return ", ".join(f"{n} = {v}" for n, v in zip(names, values))
