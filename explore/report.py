"""What `gk explore` prints (docs/explore.md): the values as rows or a table, the claims with
their status, the snippet that has the pattern, the code to paste and its check, a picture; or
all of it as one JSON document."""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from judge.errors import UserError

from . import pattern as pat
from .code import check_code, code_for_1d, snippet_hint
from .render import render_1d, svg_grid, text_grid
from .values import FAMILIES, Values, load_known, run_family


@dataclass
class Report:
    lines: list[str] = field(default_factory=list)
    claims: list[pat.Claim] = field(default_factory=list)
    code: str = ""
    code_check: str = ""
    none_found: bool = False

    def add(self, text: str = "") -> None:
        self.lines.append(text)


def report(vals: Values, args, proof_note: str) -> int:
    """Prints the values, the claims, the code to paste and its check (or one JSON document);
    returns the exit status."""
    colour = args.color == "always" or (args.color == "auto" and sys.stdout.isatty())
    rep = Report()
    what = {"outcome": "outcomes (0: the mover loses, 1: wins)",
            "loopy": "outcomes (0: the mover loses, 1: wins, 2: draw)"}.get(vals.kind,
                                                                         "Grundy values")
    if args.misere:
        what = "misère " + what + " (snippets/misere_genus.hpp)"
    if vals.kind == "loopy":
        what += " (snippets/retrograde.hpp)"
    if vals.dims == 1:
        n = len(vals.flat)
        rep.add(f"# {vals.title}: {what} g(0..{n - 1})")
        undecided = [i for i, v in enumerate(vals.flat) if v < 0]
        analysed = vals
        if undecided:  # --misere: the genus rule does not decide a sum with a wild part
            analysed = replace(vals, flat=vals.flat[:undecided[0]])
            rep.add(f"undecided (.): {len(undecided)} states from n = {undecided[0]}: a move "
                       f"leads to a sum with a part that is not tame, and the genus of a sum is "
                       f"known only for tame parts (the pattern below is of n < {undecided[0]})")
        rep.claims = pat.analyse_1d(analysed.flat, analysed.kind, analysed.proof, proof_note,
                                    load_known())
        rep.none_found = not any(c.kind in ("period", "arithmetic", "formula", "p-positions")
                                 for c in rep.claims)
        show = args.show or min(n, 400)
        per = next((c.extra for c in rep.claims if c.kind in ("period", "arithmetic")), None)
        rep.lines += render_1d(vals.flat, per, colour, show)
        if show < n:
            rep.add(f"... ({n - show} more; --show N prints more)")
        grid = None
        name = args.game[0]

        def extend(count: int):
            if count > 2_000_000:
                return None
            if vals.proof is not None and name in FAMILIES:
                return run_family(name, args.game[1:], [count], args.limit).flat
            if vals.proof is not None:
                fam = pat.recognise(vals.options)
                return run_family(fam[0], fam[1], [count], args.limit).flat if fam else None
            return None
        rep.code = code_for_1d(analysed.flat, rep.claims, extend)
    else:
        analysed = vals
        fixed = tuple(args.slice or [0] * (vals.dims - 2))
        if len(fixed) != vals.dims - 2 or any(not 0 <= c < b for c, b in zip(fixed, vals.box[2:])):
            raise UserError(f"--slice: give {vals.dims - 2} value(s) inside the box")
        grid = vals.grid(fixed)
        X, Y = len(grid), len(grid[0])
        sl = "" if not fixed else " at " + ", ".join(f"coordinate {i + 3} = {c}"
                                                     for i, c in enumerate(fixed))
        rep.add(f"# {vals.title}: {what} g(x, y), 0 <= x < {X} (rows), 0 <= y < {Y} "
                   f"(columns){sl}")
        corner = args.show or 40  # a large table: its corner (the SVG has all of it)
        rep.lines += text_grid([row[:corner] for row in grid[:corner]],
                                  list(range(min(X, corner))), colour)
        if X > corner or Y > corner:
            rep.add(f"... (the {min(X, corner)} x {min(Y, corner)} corner shown; --show N "
                       f"for N x N, --svg for the whole table)")
        ps = [(x, y) for x in range(X) for y in range(Y) if grid[x][y] == 0 and x <= y]
        if ps:
            shown = ", ".join(f"({x}, {y})" for x, y in ps[:24])
            rep.add(f"P-positions (g = 0) with x <= y: {shown}"
                       + (f", ... ({len(ps)} in all)" if len(ps) > 24 else ""))
        claims = pat.analyse_2d(grid)
        for c in claims:
            c.status = f"holds on all {X} x {Y} states computed, not proven"
        rep.claims = claims
        rep.none_found = not claims
        rep.code = next((c.cpp for c in claims if c.kind in ("formula", "period2") and c.cpp),
                           "") or next((c.cpp for c in claims if c.cpp), "")
    if vals.loopy:
        shown = ["inf" if v == -2 else str(v) for v in vals.loopy[:args.show or 400]]
        rep.add("loopy values (Smith, snippets/loopy_grundy.hpp; inf = infinite), state by "
                   "state in order: " + " ".join(shown))
    for c in rep.claims:
        label = {"known": "known", "no-proof": "period"}.get(c.kind, "pattern")
        rep.add(f"{label}: {c.text}" + (f"  [{c.status}]" if c.status else ""))
    if rep.none_found:
        bound = (f"n = {len(analysed.flat) - 1}" if vals.dims == 1
                 else f"the {'x'.join(map(str, vals.box))} box")
        rep.add(f"pattern: no pattern found up to {bound}")
    hint = snippet_hint(rep.claims, vals.flat, vals.title)
    if hint:
        rep.add(f"the kit has it: {hint}")
    if rep.code:
        rep.add("code to paste:")
        rep.lines += ["    " + line for line in rep.code.rstrip().splitlines()]
        if not args.no_check:
            rep.code_check = check_code(rep.code, analysed.flat, grid)
            rep.add(rep.code_check)
        if args.code:
            Path(args.code).write_text(rep.code)
            rep.add(f"code written to {args.code}")
    if args.svg:
        if grid is None:
            per = next((c for c in rep.claims if c.kind in ("period", "arithmetic")), None)
            width = per.extra["p"] if per and per.extra["p"] <= 64 else 20
            v = vals.flat
            rows = [v[i:i + width] for i in range(0, len(v), width)]
            svg = svg_grid(rows, f"{vals.title}: g(n), rows of {width}", "n", "n mod "
                           f"{width}" if per else "+", 0, width)
        else:
            svg = svg_grid(grid, f"{vals.title}: g(x, y); P-positions framed", "x", "y")
        Path(args.svg).write_text(svg)
        rep.add(f"picture: {args.svg} (open it in a browser)")
    if args.json:
        print(json.dumps({"title": vals.title, "dims": vals.dims, "box": vals.box,
                          "values": vals.flat, "claims": [
                              {"kind": c.kind, "text": c.text, "status": c.status,
                               "extra": {k: v for k, v in c.extra.items()
                                         if isinstance(v, int)}}
                              for c in rep.claims],
                          "none_found": rep.none_found, "code": rep.code,
                          "check": rep.code_check}))
    else:
        print("\n".join(rep.lines))
    return 1 if rep.code_check.startswith("check: FAILED") else 0
