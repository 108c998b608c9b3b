"""`gk explore game.py --sweep k=1..20` (docs/explore.md): the game is explored for each value of
the parameters the file declares with param(name, default); a rule is mined per value, then
across values: the miner sees (values, position) pairs with each parameter as one more feature,
and the rule found is checked on every pair computed, per value on larger positions too."""
from __future__ import annotations

import dataclasses
import itertools
import re
from pathlib import Path

from judge.errors import UserError

from . import features as feats
from . import miner
from . import solve
from .whole import MINER_MODE, declares_cpp_positions, load_cpp, what_of, _fmt, _label, enumerate_positions, find, parse_set

MAX_RUNS = 400


def parse_sweep(text: str) -> tuple[str, range]:
    m = re.fullmatch(r"\s*([A-Za-z_]\w*)\s*=\s*(-?\d+)\s*\.\.\s*(-?\d+)\s*", text)
    if not m or int(m.group(2)) > int(m.group(3)):
        raise UserError(f"--sweep {text}: NAME=A..B with A <= B, e.g. --sweep k=1..20")
    return m.group(1), range(int(m.group(2)), int(m.group(3)) + 1)


class Pair(tuple):
    """(parameter values, position): what the miner sees across values."""


def _lift(f: feats.Feature) -> feats.Feature:
    fn = f.fn
    return feats.Feature(f.name, lambda pp: fn(pp[1]), f.cost, None, f.boolean, f.derivable,
                         f.comparable)


SHIFTS = (-1, 0, 1, 2)     # f mod (k + c) and f div (k + c) for these c
MIXED_COST = 2              # the position features combined with a parameter: the cheap ones


def _shifted(name: str, c: int) -> str:
    return name if c == 0 else f"({name} {'+' if c > 0 else '-'} {abs(c)})"


def parameter_features(own: list[feats.Feature], params: list[feats.Feature]
                       ) -> list[feats.Feature]:
    """Features that combine a position feature f with a parameter k, for any game: f mod (k + c)
    and f div (k + c) for small c (with their parities and residues mod 3), the shifted
    parameters k - 1, k + 1, k + 2 (so that f mod k == k - 1 and f < k + 2 are comparisons the
    miner makes), and sums of two parameters. Nothing here knows a game."""
    out: list[feats.Feature] = []
    for p in params:
        for c in SHIFTS:
            if c != 0:
                out.append(feats.Feature(_shifted(p.name, c), (lambda p, c: lambda pp: (
                    p.fn(pp) + c))(p, c), 2, None, derivable=False))
            for f in own:
                if f.boolean or not f.comparable or f.cost > MIXED_COST:
                    continue
                d = _shifted(p.name, c)
                mod = feats.Feature(f"{f.name} mod {d}", (lambda f, p, c: lambda pp: (
                    f.fn(pp) % (p.fn(pp) + c) if p.fn(pp) + c > 0 else 0))(f, p, c),
                    f.cost + 2 + (c != 0), None, derivable=False)
                out.append(mod)
                out.append(feats.Feature(f"{f.name} div {d}", (lambda f, p, c: lambda pp: (
                    f.fn(pp) // (p.fn(pp) + c) if p.fn(pp) + c > 0 else 0))(f, p, c),
                    f.cost + 2 + (c != 0), None, derivable=False))
                for k in (2, 3):
                    op = (lambda k: lambda v: v % k)(k)
                    out.append(feats.Feature(f"{mod.name} mod {k}", (
                        lambda g, op: lambda pp: op(g(pp)))(mod.fn, op), mod.cost + 1, None,
                        derivable=False, comparable=False, base=mod, op=op))
    for p, q in itertools.combinations(params, 2):
        out.append(feats.Feature(f"{p.name} + {q.name}", (lambda p, q: lambda pp: (
            p.fn(pp) + q.fn(pp)))(p, q), 2, None, derivable=False))
    return out


def across_vocabulary(shape, positions, names: list[str], user) -> list[feats.Feature]:
    """The shape's base features read from the position of a pair, one feature per parameter,
    the number functions of each, and the features that combine the two
    (parameter_features)."""
    own = [_lift(f) for f in feats.vocabulary(shape, positions, user, derive=False)]
    params = [feats.Feature(name, (lambda i: lambda pp: pp[0][i])(i), 1, None)
              for i, name in enumerate(names)]
    base = own + params
    out = list(base) + parameter_features(own, params)
    for f in own:
        if f.derivable and not f.boolean:
            out += feats.derived(f)
    for p in params:        # a rule across values splits on the parameter's residues first:
        out += [dataclasses.replace(f, cost=f.cost - 1)     # as cheap as the position's own
                for f in feats.derived(p)]
    return out


def load_any(path: Path, over: dict, result: str | None):
    """(the game, its explorer) for a Python or C++ file with these parameter values (a C++
    program is compiled once; the values reach it through the environment)."""
    if declares_cpp_positions(path):
        return load_cpp(path, over, result)
    game = solve.load(path, over, result)
    return game, solve.Explorer(game)


def explore_sweep(path: Path, first: solve.Game, args) -> int:
    lines, _, _, _ = sweep(path, first, args)
    print("\n".join(lines))
    return 0


def sweep(path: Path, first: solve.Game, args):
    """(the report's lines, the MineResult across values or None, the pairs, their labels)."""
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
    budget = min(getattr(args, "budget", None) or 20.0, 5.0)
    sample = min(getattr(args, "sample", None) or 2000, 500)
    lines = [f"# {path.name}: {what_of(first)}, for "
             + ", ".join(f"{n} = {r.start}..{r.stop - 1}" for n, r in sweeps)]
    pairs, labels, skipped = [], [], []
    shape = None
    for values in combos:
        over = dict(fixed, **dict(zip(names, values)))
        try:
            game, ex = load_any(path, over, getattr(args, "result", None))
            found = find(game, sample, budget, ex)
        except UserError as error:
            skipped.append(values)
            lines.append(f"{_show(names, values)}: skipped: {error}")
            continue
        shape = game.shape
        if found.held:
            what = found.held[0].text + (f" (and {len(found.held) - 1} equally simple)"
                                         if len(found.held) > 1 else "")
            lines.append(f"{_show(names, values)}: {what} -- holds on all "
                         f"{len(found.positions):,} positions and {len(found.larger):,} "
                         f"larger ones")
        elif found.result.exact:
            lines.append(f"{_show(names, values)}: no rule survives the larger positions")
        else:
            lines.append(f"{_show(names, values)}: no rule fits the {len(found.positions):,} "
                         f"positions")
        for p, v in zip(found.positions + found.larger, found.labels + found.larger_labels):
            pairs.append(Pair((values, p)))
            labels.append(v)
    if not pairs:
        lines.append("no value of the sweep gave positions")
        return lines, None, [], []
    inner = [pp[1] for pp in pairs]
    vocab = across_vocabulary(shape, inner, names, first.features)
    mode = MINER_MODE[first.result]
    result = miner.mine(pairs, labels, vocab, mode, budget_seconds=getattr(args, "budget", 20))
    n = len(pairs)
    across = (f"mined over ({', '.join(names)}, position) pairs with "
              f"{' and '.join(names)} as feature{'s' if len(names) > 1 else ''}")
    if result.exact:
        if len(result.rules) > 1:
            lines.append(f"across values ({across}): {len(result.rules)} equally simple rules:")
        beyond, beyond_labels, where = _beyond(path, args, sweeps, fixed)
        held = []
        for rule in result.rules:
            bad = miner.verify(rule, beyond, beyond_labels) if beyond else []
            if bad:
                c = bad[0]
                lines.append(f"rejected across values: {rule.text} -- holds on all {n:,} pairs "
                             f"computed but fails beyond the sweep ({where}), first "
                             f"{_show(names, c.position[0])}: {_fmt(c.position[1])} (is "
                             f"{_label(c.expected)}, rule says {_label(c.got)})")
                continue
            held.append(rule)
            more = (f" and on {len(beyond):,} pairs beyond the sweep ({where})" if beyond
                    else f" ({where})")
            lines.append(f"across values: {rule.text} -- holds on all {n:,} (values, position) "
                         f"pairs computed{more} ({across}); not proven")
        result.rules = held     # what the caller gets is what was claimed, never a rejected rule
    else:
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
    return lines, result, pairs, labels


def _beyond(path, args, sweeps, fixed):
    """Pairs at one value past the top of each swept parameter (the others at their top), with
    their results: the rule across values is checked there, on values it never saw."""
    names = [n for n, _ in sweeps]
    tops = [r[-1] for _, r in sweeps]
    out, results, tried = [], [], []
    for i, (name, r) in enumerate(sweeps):
        values = list(tops)
        values[i] = r[-1] + 1
        over = dict(fixed, **dict(zip(names, values)))
        try:
            game, ex = load_any(path, over, getattr(args, "result", None))
            pos = enumerate_positions(game.shape)
            labels = ex.results(pos)
        except UserError:
            continue
        tried.append(_show(names, values))
        out += [Pair((tuple(values), p)) for p in pos]
        results += labels
    where = ("; ".join(tried) if tried else
             "no value beyond the sweep could be computed: not checked beyond it")
    return out, results, where


def _show(names, values) -> str:
    return ", ".join(f"{n} = {v}" for n, v in zip(names, values))
