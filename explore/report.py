"""What `gk explore` prints (docs/explore.md): the values as rows or a table, the claims with
their status, the snippet that has the pattern, the code to paste and its check, a picture; or
all of it as one JSON document."""
from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from judge.errors import UserError

from . import pattern as pat
from .claims import Basis, computed
from .code import check_code, code_for_1d, pasteable, snippet_hint
from .render import render_1d, svg_grid, text_grid
from .values import Values, load_known, run_family


@dataclass
class Report:
    lines: list[str] = field(default_factory=list)
    claims: list[pat.Claim] = field(default_factory=list)
    code: str = ""
    code_check: str = ""
    none_found: bool = False

    def add(self, text: str = "") -> None:
        self.lines.append(text)


# How each kind of value is named and read (--json keeps the numbers: 2 is a draw).
WHAT = {"grundy": ("g", "Grundy values"),
        "outcome": ("o", "outcomes (0: the player to move loses, 1: wins)"),
        "loopy": ("o", "outcomes (0: the player to move loses, 1: wins, D: a draw)")}
SYMBOLS = {"loopy": {2: "D"}}


def smith(value: int, kset: tuple[int, ...]) -> int | str:
    """Smith's loopy value as printed and in --json: a number, or inf{K} for an infinite one,
    K the finite values of its options (Smith's infinity_K)."""
    return value if value != -2 else "inf{" + ",".join(map(str, kset)) + "}"


def report(vals: Values, args, basis: Basis) -> int:
    """Prints the values, the claims, the code to paste and its check (or one JSON document);
    returns the exit status."""
    colour = args.color == "always" or (args.color == "auto" and sys.stdout.isatty())
    rep = Report()
    letter, what = WHAT[vals.kind]
    symbols = SYMBOLS.get(vals.kind, {})
    if args.misere:
        what = "misère " + what + " (snippets/misere_genus.hpp)"
    if vals.kind == "loopy":
        what += " (snippets/retrograde.hpp)"
    claim_of_code = None
    if vals.dims == 1:
        n = len(vals.flat)
        rep.add(f"# {vals.title}: {what} {letter}(0..{n - 1})")
        analysed = vals
        if min(vals.flat, default=0) < 0:  # --misere: a sum with a wild part is undecided
            undecided = [i for i, v in enumerate(vals.flat) if v < 0]
            analysed = replace(vals, flat=vals.flat[:undecided[0]])
            rep.add(f"undecided (.): {len(undecided)} states from n = {undecided[0]}: a move "
                    f"leads to a sum with a part that is not tame, and the genus of a sum is "
                    f"known only for tame parts (the pattern below is of n < {undecided[0]})")
            basis = replace(basis, count=undecided[0])

        def values_of(spec: str, count: int) -> list[int]:
            if spec == basis.spec and count <= len(vals.flat):  # the game is that family
                return vals.flat[:count]
            name, *rest = spec.split()
            return run_family(name, rest, [max(count, 1)], None).flat
        further = vals.further if len(vals.further) > len(analysed.flat) and \
            analysed is vals else None
        rep.claims = pat.analyse_1d(analysed.flat, analysed.kind, analysed.proof, basis,
                                    load_known(), values_of, further)
        rep.none_found = not any(c.kind in ("period", "arithmetic", "formula", "p-positions")
                                 for c in rep.claims)
        show = args.show or min(n, 400)
        per = next((c.extra for c in rep.claims if c.kind in ("period", "arithmetic")), None)
        rep.lines += render_1d(vals.flat, per, colour, show, symbols)
        if show < n:
            rep.add(f"... ({n - show} more; --show N prints more)")
        grid = None
        if not further:
            further = None

        def extend(count: int):  # a proven period past the values computed: the family's
            if count > 2_000_000 or vals.proof is None or not basis.spec:
                return None
            return values_of(basis.spec, count)
        rep.code, claim_of_code = code_for_1d(analysed.flat, rep.claims, extend)
    else:
        analysed = vals
        fixed = tuple(args.slice or [0] * (vals.dims - 2))
        if len(fixed) != vals.dims - 2 or any(not 0 <= c < b for c, b in zip(fixed, vals.box[2:])):
            raise UserError(f"--slice: give {vals.dims - 2} value(s) inside the box")
        grid = vals.grid(fixed)
        further = None
        X, Y = len(grid), len(grid[0])
        where = ", ".join(f"coordinate {i + 3} = {c}" for i, c in enumerate(fixed))
        rep.add(f"# {vals.title}: {what} {letter}(x, y), 0 <= x < {X} (rows), 0 <= y < {Y} "
                f"(columns)" + (f" at {where}" if fixed else ""))
        corner = args.show or 40  # a large table: its corner (the SVG has all of it)
        rep.lines += text_grid([row[:corner] for row in grid[:corner]],
                               list(range(min(X, corner))), colour, symbols=symbols)
        if X > corner or Y > corner:
            rep.add(f"... (the {min(X, corner)} x {min(Y, corner)} corner shown; --show N "
                    f"for N x N, --svg for the whole table)")
        ps = [(x, y) for x in range(X) for y in range(Y) if grid[x][y] == 0 and x <= y]
        if ps:
            shown = ", ".join(f"({x}, {y})" for x, y in ps[:24])
            rep.add(f"P-positions ({letter} = 0) with x <= y: {shown}"
                    + (f", ... ({len(ps)} in all)" if len(ps) > 24 else ""))
        claims = pat.analyse_2d(grid)
        scope = f"{X} x {Y} computed states" + (f" of the slice at {where}" if fixed else "")
        for c in claims:
            if fixed:  # a 3-D/4-D game: the claim is about the slice shown, no more
                c.text = f"in the slice at {where}: {c.text}"
            c.status = computed(scope)
        rep.claims = claims
        rep.none_found = not claims
        claim_of_code = next((c for c in claims if c.kind in ("formula", "period2") and c.cpp),
                             None) or next((c for c in claims if c.cpp), None)
        rep.code = claim_of_code.cpp if claim_of_code else ""
    if letter != "g":
        for c in rep.claims:
            c.text = re.sub(r"\bg\(", f"{letter}(", c.text)
    if vals.loopy:
        values = [smith(v, k) for v, k in zip(vals.loopy, vals.ksets)]
        rep.add("loopy values (Smith, snippets/loopy_grundy.hpp; inf{K}: infinite, K the finite "
                "values of its options), state by state in order: "
                + " ".join(map(str, values[:args.show or 400])))
    if vals.dims == 1 and vals.further_note:
        rep.add(f"past the values shown: {vals.further_note} (explore/further.py)")
    for c in rep.claims:
        label = {"known": "known", "no-proof": "period", "rejected": "rejected"}.get(
            c.kind, "pattern")
        rep.add(f"{label}: {c.text}" + (f"  [{c.status}]" if c.status else ""))
    if rep.none_found:
        bound = (f"n = {len(analysed.flat) - 1}" if vals.dims == 1
                 else f"the {'x'.join(map(str, vals.box))} box")
        rep.add(f"pattern: no pattern found up to {bound}" + (
            f" that holds on all {len(further):,} values computed" if vals.dims == 1 and
            further else ""))
    hint = snippet_hint(rep.claims, vals.flat, basis.spec)
    if hint:
        rep.add(f"the kit has it: {hint}")
    if rep.code:
        rep.code = pasteable(rep.code, claim_of_code, vals.kind)
        rep.add("code to paste:")
        rep.lines += ["    " + line for line in rep.code.rstrip().splitlines()]
        if not args.no_check:
            rep.code_check = check_code(rep.code, further or analysed.flat, grid)
            rep.add(rep.code_check)
        if args.code:
            Path(args.code).write_text(rep.code)
            rep.add(f"code written to {args.code}")
    if args.svg:
        Path(args.svg).write_text(_picture(vals, rep, grid, letter, what, symbols))
        rep.add(f"picture: {args.svg} (open it in a browser)")
    if args.json:
        doc = {"title": vals.title, "dims": vals.dims, "box": vals.box, "values": vals.flat,
               "claims": [{"kind": c.kind, "text": c.text, "status": c.status,
                           "extra": {k: v for k, v in c.extra.items() if isinstance(v, int)}}
                          for c in rep.claims if c.kind != "rejected"],
               "rejected": [c.text for c in rep.claims if c.kind == "rejected"],
               "further": vals.further_note,
               "none_found": rep.none_found, "code": rep.code, "check": rep.code_check}
        if vals.loopy:
            doc["smith"] = [smith(v, k) for v, k in zip(vals.loopy, vals.ksets)]
        print(json.dumps(doc))
    else:
        print("\n".join(rep.lines))
    return 1 if rep.code_check.startswith("check: FAILED") else 0


def _picture(vals: Values, rep: Report, grid, letter: str, what: str,
             symbols: dict[int, str]) -> str:
    """The SVG: a 1-D table in rows of its period (or of 20), a 2-D one as it is; the legend
    says what the values are."""
    legend = what if letter != "g" else ""
    if grid is None:
        per = next((c for c in rep.claims if c.kind in ("period", "arithmetic")), None)
        width = per.extra["p"] if per and per.extra["p"] <= 64 else 20
        v = vals.flat
        rows = [v[i:i + width] for i in range(0, len(v), width)]
        return svg_grid(rows, f"{vals.title}: {letter}(n), rows of {width}", "n",
                        f"n mod {width}" if per else "+", 0, width, legend, symbols)
    return svg_grid(grid, f"{vals.title}: {letter}(x, y); P-positions framed", "x", "y",
                    legend=legend, symbols=symbols)
