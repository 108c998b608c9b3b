"""A sweep of a game that is a sum of piles at every value (docs/explore.md, "Sweeps"): Nim with
a take limit k is, for each k, the xor of g(pile) (explore/sums.py finds it and computes g far);
the rule the contestant needs is g across values, g(n) = n mod (k + 1). So each value's g is
computed by the sum engine, and the sweep's own machinery (explore/sweep.py: periods fitted
across values, the vocabulary across values, the miner in grundy mode) finds one rule for g(n)
in the parameters; it is checked on the g of values past the sweep, computed the same way, and
the code to paste computes g(params, n) and the xor over the piles, compared with the whole
game's results at every value. The parts may also be stones at their places (a row counting
the stones of each place), g(n) one stone's value at place n. When a value is no such sum,
nothing is said here and the sweep of whole positions runs as before."""
from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

from judge.errors import UserError
from judge.paths import ROOT

from . import features as feats
from . import miner
from . import positions as shapes
from . import solve, sums, takes_sweep
from .sweep import PAST, Pair, _show, across_vocabulary, fit_period, load_any, parse_sweep
from .whole import check_code, declares_cpp_positions, enumerate_positions

G_TOP = 120             # g(0..G_TOP-1) of each value is mined across values
BEYOND_TOP = 400        # and g(0..BEYOND_TOP-1) of the values past the sweep is checked


def _pile_sum(path: Path, over: dict, result) -> tuple | None:
    """(the game, its positions, their results, g(0..), the cutter) when the game at these
    values is a sum of parts numbered by one number (NUMBERED) with g computed, else None."""
    game, ex = load_any(path, over, result)
    if game.result not in ("win", "grundy") or game.start is not None:
        return None         # sums.find_sum reads no game with start(): no search for nothing
    positions = enumerate_positions(game.shape)
    labels = ex.results(positions)
    found = sums.find_sum(game, positions, ex)
    if found is None or found.cutter.word not in NUMBERED or found.cutter.context \
            or found.wrong or len(found.numbers) < G_TOP:
        return None
    return game, positions, labels, found.numbers, found.cutter


# the parts whose g is a function of one number n: a pile of n, one stone at place n (or n
# places from the row's end: UVa 1378, AtCoder ARC 038 C); the same cutter at every value
NUMBERED = ("pile", "stone")


def _loop(cutter, result: str) -> tuple[str, str]:
    """(the C++ loop over the parts of `a`, the part's number in it) for the code to paste."""
    if cutter.word == "pile":
        return "for (long long v : a)", "v"
    _, every, part, odd = cutter.cpp_loop       # copies in pairs cancel in a xor
    return (every if result == "misere" else odd), part


def explore_sum_sweep(path: Path, first, args) -> int | None:
    """The sweep's report for a sum of piles at every value (printed; the exit status), or
    None when some value is not one (then explore/sweep.py runs)."""
    if declares_cpp_positions(path) or getattr(args, "set", None):
        return None
    sweeps = [parse_sweep(s) for s in args.sweep]
    names = [n for n, _ in sweeps]
    if len(set(names)) != len(names) or any(n not in first.params for n in names):
        return None                     # explore/sweep.py says what is wrong
    result = getattr(args, "result", None)
    tables, pairs, labels, cutters = {}, [], [], set()
    for values in itertools.product(*(r for _, r in sweeps)):
        try:
            got = _pile_sum(path, dict(zip(names, values)), result)
        except UserError:
            return None
        if got is None:
            return None
        game, positions, results, g, cutter = got
        cutters.add(cutter.what)
        if len(cutters) > 1:
            return None         # parts read another way at another value: no one rule for g
        tables[values] = g
        pairs += [Pair((values, p)) for p in positions]
        labels += results
    g_pairs = [Pair((v, (n,))) for v, g in tables.items() for n in range(G_TOP)]
    g_labels = [g[n] for g in tables.values() for n in range(G_TOP)]
    period = fit_period({v: dict(enumerate(g[:G_TOP])) for v, g in tables.items()}, names)
    shape = shapes.numbers(n=range(0, G_TOP))
    vocab = across_vocabulary(shape, [(n,) for n in range(G_TOP)], names, None,
                              None if period is None else period[0])
    mined = miner.mine(g_pairs, g_labels, vocab, "grundy",
                       budget_seconds=getattr(args, "budget", None) or 20.0)
    word = cutter.word
    parts = "piles" if word == "pile" else cutter.what
    head = (f"# {path.name}: a sum of {parts} at every value of "
            + ", ".join(f"{n} = {r.start}..{r.stop - 1}" for n, r in sweeps)
            + f" (explore/sums.py on each: every move changes one {word}), so the game is the "
              f"xor of g({word}) and the rule across values is g's (g(n): {sums.n_of(cutter)})")
    lines = [head]
    for v, g in tables.items():
        lines.append(f"{_show(names, v)}: g = " + " ".join(map(str, g[:24])) + " ...")
    rule = None
    if mined.exact:
        beyond = _beyond_tables(path, sweeps, result, cutter.what)
        for r in mined.rules:
            bad = [(v, n) for v, g in beyond.items() for n in range(min(len(g), BEYOND_TOP))
                   if r.evaluate(Pair((v, (n,)))) != g[n]]
            if bad:
                v, n = bad[0]
                lines.append(f"rejected across values: grundy = {r.text} -- fails past the "
                             f"sweep at {_show(names, v)}, n = {n}")
                continue
            rule = r
            where = "; ".join(_show(names, v) for v in beyond) or "no value past the sweep"
            lines.append(f"g across values: {r.text} -- holds on g(0..{G_TOP - 1}) of every "
                         f"value of the sweep and on g(0..{BEYOND_TOP - 1}) of {where}; not "
                         f"proven")
            break
    said = (f"first wins iff the xor of g({word}) over the {word}s != 0" if first.result == "win"
            else f"grundy = the xor of g({word}) over the {word}s")
    if rule is not None:
        claim = f"{said}, {rule.text.replace('grundy = ', 'g = ', 1)}"
        code = _code(first, rule, feats.cpp_params(names), cutter)
    elif word != "pile":
        return None         # the forms below are a pile's (its takes, Strange Nim)
    else:
        # no formula for g: g self-similar with K a term in the parameter (Strange Nim), or a
        # pile's takes that are terms in the parameters (takes_sweep.py)
        got = _self_similar_g(path, sweeps, tables, result, first, lines) or \
            _takes_g(path, sweeps, tables, result, first, lines)
        if got is None:
            return None     # no rule for g across values: the sweep of whole positions runs
        claim, code = f"{said}, {got[0]}", got[1]
    lines.append(f"across values: {claim}")
    check = check_code(code, "firstWins" if first.result == "win" else "value", "a", pairs,
                       labels, "win" if first.result == "win" else "grundy", game.shape,
                       params=feats.cpp_params(names))
    lines += ["code to paste:"] + ["    " + ln for ln in code.rstrip().splitlines()] + [check]
    if getattr(args, "code", None):
        Path(args.code).write_text(code)
        lines.append(f"code written to {args.code}")
    document = {"game": first.name, "result": first.result,
                "sweep": {n: [r.start, r.stop - 1] for n, r in sweeps}, "period": "",
                "across": {"exact": True, "rules": [claim], "rejected": [],
                           "pairs": len(pairs)},
                "code": code, "check": check}
    print(json.dumps(document) if getattr(args, "json", False) else "\n".join(lines))
    sys.stdout.flush()
    return 1 if check.startswith("check: FAILED") else 0


def _beyond_tables(path: Path, sweeps, result, what: str | None = None) -> dict:
    """g(0..) of the values past the sweep (each parameter PAST above its top, the others at
    their top), by the same sum engine; a value that is no sum of the same parts (what: the
    cutter's) is left out."""
    names = [n for n, _ in sweeps]
    tops = [r[-1] for _, r in sweeps]
    out = {}
    for i in range(len(sweeps)):
        for step in range(1, PAST + 1):
            values = tuple(t + step * (j == i) for j, t in enumerate(tops))
            try:
                got = _pile_sum(path, dict(zip(names, values)), result)
            except UserError:
                continue
            if got is not None and what in (None, got[4].what):
                out[values] = got[3]
    return out


SHIFTS = (0, 1, -1, 2)     # K = k + c for the self-similar form


def _self_similar(g: list[int], K: int) -> bool:
    """g(n) = n / K where K divides n, else g(n - floor(n / K) - 1), on every n of g (K = 1:
    g(n) = n)."""
    return K >= 1 and all((g[n] == n // K) if n % K == 0 else (g[n] == g[n - n // K - 1])
                          for n in range(len(g)))


def _self_similar_g(path: Path, sweeps, tables: dict, result, first, lines: list
                    ) -> tuple[str, str] | None:
    """(g's words, the code to paste) when one parameter k is swept and every value's g is
    self-similar, g(n) = n / K if K divides n, else g(n - floor(n/K) - 1), with K = k + c the
    same c at every value and at the values past the sweep (AtCoder ARC 091 F, Strange Nim:
    take 1..floor(x/K), K = k); else None. The code calls snippets/strange_nim.hpp, pasted."""
    names = [n for n, _ in sweeps]
    if len(names) != 1:
        return None
    c = next((c for c in SHIFTS if all(_self_similar(g, v[0] + c) for v, g in tables.items())),
             None)
    if c is None:
        return None
    k = names[0]
    term = k if c == 0 else f"{k} {'+' if c > 0 else '-'} {abs(c)}"
    beyond = _beyond_tables(path, sweeps, result)
    bad = next((v for v, g in beyond.items() if not _self_similar(g, v[0] + c)), None)
    if bad is not None:
        lines.append(f"rejected across values: g self-similar with K = {term} -- fails past "
                     f"the sweep at {_show(names, bad)}")
        return None
    where = "; ".join(_show(names, v) for v in beyond) or "no value past the sweep"
    lines.append(f"g across values: g(n) = n / K if K divides n, else g(n - floor(n / K) - 1), "
                 f"K = {term} -- holds on g(0..) of every value of the sweep and of {where}; "
                 f"not proven (snippets/strange_nim.hpp computes it, its proof in "
                 f"docs/snippets/strange_nim.md)")
    snippet = "\n".join(ln for ln in (ROOT / "snippets" / "strange_nim.hpp").read_text()
                        .splitlines() if not ln.startswith(("#pragma", "#include")))
    name, ret, out = (("firstWins", "bool", "x != 0") if first.result == "win" else
                      ("value", "long long", "x"))
    k = feats.cpp_param(k)
    term = k if c == 0 else f"{k} {'+' if c > 0 else '-'} {abs(c)}"
    code = (snippet.strip() + "\n"
            f"// g of a pile across values: self-similar with K = {term} (found by gk explore "
            f"--sweep on {first.name})\n"
            f"long long grundy(long long {k}, long long n) {{ return strangeNimGrundy(n, {term}); }}\n"
            f"{ret} {name}(long long {k}, const std::vector<long long>& a) {{\n"
            f"  long long x = 0;\n  for (long long v : a) x ^= grundy({k}, v);\n"
            f"  return {out};\n}}\n")
    return f"g(n) = n / K if K divides n, else g(n - floor(n / K) - 1), K = {term}", code


def _takes_g(path: Path, sweeps, tables: dict, result, first, lines: list
             ) -> tuple[str, str] | None:
    """(g's words, the code to paste) when a pile's takes are terms in the parameters at every
    value swept and past it (explore/takes_sweep.py), and their recurrence gives every g
    computed; else None. A rejection past the sweep is added to lines."""
    names = [n for n, _ in sweeps]

    def takes_at(values: tuple):
        try:
            game = solve.load(path, dict(zip(names, values)), result)
        except UserError:
            return None

        def one_pile(p):            # a pile taken whole leaves no pile: the number 0
            for after in game.moves(p):
                yield tuple(after) or (0,)
        return takes_sweep.read(one_pile)
    sets = {}
    for values in tables:
        sets[values] = takes_at(values)
        if sets[values] is None:
            return None
    found = takes_sweep.fit(sets, len(names))
    if found is None or any(takes_sweep.values_of(found.at(v), len(g), "grundy") != list(g)
                            for v, g in tables.items()):
        return None
    tops = [r[-1] for _, r in sweeps]
    past = takes_sweep.past_values(tops, PAST)
    change = takes_sweep.first_change(takes_at, found, past)
    if change is not None:
        values, got = change
        lines.append(f"rejected across values: a pile's takes s in {found.text(names)} -- "
                     f"read off moves() at every value of the sweep, but at "
                     f"{_show(names, values)} moves() takes "
                     f"{'no such set' if got is None else got}")
        return None
    where = ", ".join(f"({_show(names, v)})" for v in past)
    lines.append(f"g across values: a pile's takes are s in {found.text(names)} (read off moves() "
                 f"at every value of the sweep and at {where}); g(n) = mex of g(n - s), which "
                 f"gives g(0..{G_TOP - 1}) of every value; the pile's own recurrence, not proven")
    cpp_names = feats.cpp_params(names)
    text, _ = takes_sweep.code(found, cpp_names, first.name, "grundy")
    call = ", ".join(cpp_names)
    params = ", ".join(f"long long {n}" for n in cpp_names)
    name, ret, out = (("firstWins", "bool", "x != 0") if first.result == "win" else
                      ("value", "long long", "x"))
    code = (text + f"// the xor of the piles' values (Sprague-Grundy; each value of the sweep "
                   f"checked a sum of piles)\n"
                   f"{ret} {name}({params}, const std::vector<long long>& a) {{\n"
                   f"  long long x = 0;\n  for (long long v : a) x ^= grundy({call}, v);\n"
                   f"  return {out};\n}}\n")
    return f"g(n) = mex of g(n - s), s in {found.text(names)}, s <= n", code


def _code(first, rule: miner.Rule, names: list[str], cutter) -> str:
    """grundy(parameters, n) by the rule across values, and the xor over the parts (piles, or
    stones at their places)."""
    params = ", ".join(f"long long {n}" for n in names)
    call = ", ".join(names)
    body = rule.cpp
    name, ret, out = (("firstWins", "bool", "x != 0") if first.result == "win" else
                      ("value", "long long", "x"))
    loop, part = _loop(cutter, first.result)
    word = cutter.word
    return (f"// the xor of the {word}s' values (Sprague-Grundy; each value of the sweep checked "
            f"a sum of {word}s by gk explore on {first.name});\n// g: {rule.text}, mined across "
            f"values; n: {sums.n_of(cutter)}; not proven\n"
            f"long long grundy({params}, long long n) {{  // n >= 0\n  return {body};\n}}\n"
            f"{ret} {name}({params}, const std::vector<long long>& a) {{\n"
            f"  long long x = 0;\n  {loop} x ^= grundy({call}, {part});\n"
            f"  return {out};\n}}\n")
