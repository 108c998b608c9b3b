#!/usr/bin/env python3
"""Builds the team notebook, a printable PDF: usage, theory sheet, pictures, every snippet.

Everything that depends on the kit is computed here at build time: the snippets' header fields
and code (read generically, whatever snippets exist), their typing hashes (tools/snippet_hash.py),
the table of classic games (`make -s table`), and the pictures (tools/notebook/figures.cpp, which
calls the snippets). The hand-written LaTeX (layout, theory, usage) lives beside this file.
Code is printed in an ASCII typewriter font: a snippet with other characters outside its comments
is refused, and one inside a comment prints as '?'.

Usage: tools/notebook/build.py [--out build/notebook.pdf] [--snippets DIR]
"""
from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tools"))
from snippet_hash import HASH_COMMAND, CHUNK_LINES, chunks, normalize, printed_code, typing_hash  # noqa: E402

HAND_WRITTEN = ["notebook.tex", "theory.tex", "usage.tex"]
# The order a reader meets the ideas in; snippets not listed follow in name order.
# Impartial basics, closed forms, sums of other kinds, loopy games, partizan games, tools.
SNIPPET_ORDER = ["mex", "nim", "misere_nim", "staircase_nim", "moore_nim", "wythoff", "subtraction",
                 "bitset_mex", "octal", "grundy_engine", "divisor_nim", "hackenbush_tree", "hackenbush_graph",
                 "nim_product", "fibonacci_nim", "euclid_game", "coin_turning", "strange_nim",
                 "vertex_geography", "lasker_nim", "every_sg", "misere_genus", "xor_convolution",
                 "retrograde", "loopy_grundy", "minimax", "dyadic", "hackenbush_bluered", "canonical_game",
                 "fast_input"]
# In the kit, not printed: the 25-page limit (docs/notebook.md) leaves out these, the snippets
# least used at contests; the notebook prints one line each (name, what it does) in their place.
NOT_PRINTED = {
    "retrograde_prefs": "Win/Lose/Draw when each player ranks the results its own way",
    "retrograde_implicit": "retrograde analysis with moves given by callbacks, not stored",
    "solo_game": "one player moves for both (sleeper): win by parity, or draw",
    "canonical_game": "canonical forms of short partizan games, {L | R}",
    "dyadic": "exact dyadic rationals, the simplicity rule {lo | hi}",
}
# The classic games of the theory sheet's table: (name, the `make table` game).
GAMES = [
    ("Kayles", "octal 0.77"),
    ("Dawson's Kayles", "octal 0.07"),
    ("Dawson's chess", "octal 0.137"),
    ("subtract 1--3", "subtraction 1 2 3"),
    ("subtract 1, 3, 4", "subtraction 1 3 4"),
    ("subtract 1, 4", "subtraction 1 4"),
    ("subtract 2, 5, 7", "subtraction 2 5 7"),
]
TABLE_VALUES = 24
WYTHOFF_SIDE = 26
# Printed code lines wrap at this many characters; notebook.tex's code box holds at least this many
# (an overfull box in the log would say it does not). Continuations start with a hook arrow.
CODE_COLUMNS = 92


class BuildError(Exception):
    pass


def run(args: list[str], cwd: Path = ROOT) -> str:
    result = subprocess.run(args, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        tail = (result.stderr or result.stdout).strip().splitlines()[-1:] or ["no output"]
        raise BuildError(f"{' '.join(args[:3])} failed: {tail[0]}")
    return result.stdout


# ---- text to LaTeX ----------------------------------------------------------------------------

PROSE_ESCAPES = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&",
                 "#": r"\#", "%": r"\%", "_": r"\_\allowbreak{}", "^": r"\textasciicircum{}",
                 "~": r"\textasciitilde{}", "<": r"\textless{}", ">": r"\textgreater{}",
                 "/": r"/\allowbreak{}", "|": r"\textbar{}"}


def prose(text: str) -> str:
    """Plain text (a header field) as LaTeX; long paths may break after / and _."""
    return "".join(PROSE_ESCAPES.get(c, c) for c in text)


def code_text(text: str) -> str:
    """One line of code as LaTeX for the typewriter font: every character printed as itself
    (straight quotes, no ligatures), so the PDF's text is the code."""
    out = []
    for c in text:
        if c.isascii() and c.isalnum():
            out.append(c)
        elif c == " ":
            out.append(r"\ ")
        elif c == "'":
            out.append(r"\textquotesingle{}")
        elif c == "`":
            out.append(r"\textasciigrave{}")
        elif c.isascii() and c.isprintable():
            out.append(rf"\char{ord(c)}{{}}")
        else:
            out.append("?")  # the typewriter font has ASCII only; comments may hold other text
    return "".join(out)


# ---- snippets ---------------------------------------------------------------------------------

def header_fields(text: str) -> list[tuple[str, str]]:
    """Every `Name: value` field of the leading /** */ header, in its order. A field starts at
    ` * Name:`; a more indented line continues the field above."""
    match = re.match(r"\s*/\*\*(.*?)\*/", text, re.S)
    if not match:
        return []
    fields: list[tuple[str, str]] = []
    for raw in match.group(1).splitlines():
        line = re.sub(r"^\s*\*?", "", raw)
        start = re.match(r" ?([A-Z][A-Za-z ]*?):\s+(.*)", line)
        if start and not line.startswith("  "):
            fields.append((start.group(1), start.group(2).strip()))
        elif fields and line.strip():
            name, value = fields[-1]
            fields[-1] = (name, f"{value} {line.strip()}")
    return fields


def ordered_snippets(folder: Path = ROOT / "snippets") -> list[Path]:
    found = {p.stem: p for p in sorted(folder.glob("*.hpp")) if p.stem not in NOT_PRINTED}
    order = [found.pop(name) for name in SNIPPET_ORDER if name in found]
    return order + list(found.values())


def not_printed_section(folder: Path) -> str:
    """One line for each snippet of the kit left out of the notebook: its name, what it does."""
    rows = [rf"\field{{{prose(name + '.hpp')}}}{{{prose(what)}; in the kit, not printed.}}"
            for name, what in NOT_PRINTED.items() if (folder / f"{name}.hpp").exists()]
    return r"\subsection*{In the kit, not printed}" + "\n" + "\n".join(rows) if rows else ""


def wrap(line: str, width: int = CODE_COLUMNS) -> list[str]:
    """A code line cut into pieces of at most `width` characters at spaces (the space is dropped:
    a continuation is joined back with one space)."""
    pieces = []
    while len(line) > width:
        cut = line.rfind(" ", width // 2, width + 1)
        if cut < 0:
            raise BuildError(f"cannot wrap a line with no space in its last {width - width // 2} "
                             f"characters before column {width}: {line[:40]}...; shorten it")
        pieces.append(line[:cut])
        line = line[cut + 1:]
    return pieces + [line]


def code_block(code: str) -> str:
    """\\codeline{gutter}{text} per printed line: a chunk's hash beside its first line, a hook
    arrow beside a continuation."""
    starts = {c.first: c.digest for c in chunks(code)}
    out = []
    for number, line in enumerate(code.rstrip("\n").split("\n"), start=1):
        for k, piece in enumerate(wrap(line)):
            gutter = r"\continued" if k else starts.get(number, "")
            out.append(rf"\codeline{{{gutter}}}{{{code_text(piece)}}}")
    return "\n".join(out)


def snippet_section(path: Path) -> str:
    text = path.read_text()
    code = printed_code(text)
    if not normalize(code).isascii():  # a comment may hold other text: it prints as '?'
        raise BuildError(f"{path.name}: a non-ASCII character outside comments; the notebook prints ASCII code")
    parts = [rf"\snippet{{{prose(path.name)}}}{{{typing_hash(code)}}}"]
    for name, value in header_fields(text):
        parts.append(rf"\field{{{prose(name)}}}{{{prose(value)}}}")
    parts += [rf"\begin{{code}}{{{code.count(chr(10))}}}", code_block(code), r"\end{code}"]
    return "\n".join(parts)


# ---- the games table --------------------------------------------------------------------------

def parse_table(output: str, count: int) -> tuple[list[int], int, int]:
    """Values, period and preperiod from `make -s table` output. The last line must read
    `period P preperiod Q`. The values are read from the lines before it: `#` lines are comments,
    a line may start with the index of its first value (`12:`), and a value may carry a `*` mark;
    exactly `count` values must be found, in order."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    last = re.fullmatch(r"period (\d+) preperiod (\d+)", lines[-1]) if lines else None
    if last is None:
        raise BuildError(f"make table: expected a last line 'period P preperiod Q', got {lines[-1:]}")
    values: list[int] = []
    for line in lines[:-1]:
        if line.startswith("#"):
            continue
        label, colon, rest = line.rpartition(":")
        if colon and (not label.strip().isdigit() or int(label) != len(values)):
            raise BuildError(f"make table: a row labelled {label!r} where value {len(values)} comes next")
        words = [word.rstrip("*") for word in rest.split()]
        if not all(word.isdigit() for word in words):
            raise BuildError(f"make table: cannot read values from {line!r}")
        values += map(int, words)
    if len(values) != count:
        raise BuildError(f"make table: expected {count} values, read {len(values)}")
    return values, int(last.group(1)), int(last.group(2))


def games_table() -> str:
    rows = []
    for name, game in GAMES:
        out = run(["make", "-s", "--no-print-directory", "table", f"GAME={game}", f"N={TABLE_VALUES}"])
        values, period, preperiod = parse_table(out, TABLE_VALUES)
        kind, rules = game.split(" ", 1)
        label = rules if kind == "octal" else "$\\{" + rules.replace(" ", ",") + "\\}$"
        shown = " ".join(map(str, values))
        rows.append(rf"{name} & {label} & \texttt{{\scriptsize {shown}}} & {period} & {preperiod} \\")
    return "\n".join(rows)


# ---- pictures ---------------------------------------------------------------------------------

def figures_binary(build: Path) -> Path:
    binary = build / "figures"
    run(["g++", "-std=c++17", "-O2", f"-I{ROOT}", "-o", str(binary), str(HERE / "figures.cpp")])
    return binary


def wythoff_picture(binary: Path, side: int = WYTHOFF_SIDE) -> str:
    """Wythoff's P-positions (both (a, b) and (b, a)) on a side x side grid, x right, y up."""
    cells = set()
    for line in run([str(binary), "wythoff", str(side)]).splitlines():
        a, b = map(int, line.split())
        cells |= {(a, b), (b, a)}
    marks = [rf"\put({x},{y}){{\rule{{\unitlength}}{{\unitlength}}}}"
             for x, y in sorted(cells) if x < side and y < side]
    ticks = [rf"\put({t}.5,-1.2){{\makebox(0,0){{\tiny {t}}}}}\put(-1.2,{t}.5){{\makebox(0,0){{\tiny {t}}}}}"
             for t in range(0, side, 5)]
    return grid_picture(side, side, marks + ticks)


def chessboard_picture(binary: Path) -> str:
    """The 15x15 Grundy table of one coin, value printed in each cell, shaded by value."""
    rows = [list(map(int, line.split())) for line in run([str(binary), "chessboard"]).splitlines()]
    side = len(rows)
    cells = []
    for x, row in enumerate(rows):
        for y, value in enumerate(row):
            # x = 1 at the top, as the board is drawn in the problem.
            cells.append(rf"\valuecell{{{y}}}{{{side - 1 - x}}}{{{value}}}")
    ticks = [rf"\put({t - 1}.5,{side}.6){{\makebox(0,0){{\tiny {t}}}}}"
             rf"\put(-0.8,{side - t}.5){{\makebox(0,0){{\tiny {t}}}}}" for t in (1, 5, 10, 15)]
    return grid_picture(side, side, cells + ticks)


def grid_picture(columns: int, rows: int, marks: list[str]) -> str:
    """A picture of a grid of unit cells, the marks drawn first and the lines over them; the
    box leaves room for tick labels on every side."""
    return "\n".join([rf"\begin{{picture}}({columns + 3},{rows + 3})(-1.5,-1.5)"] + marks
                     + [rf"\gridlines{{{columns}}}{{{rows}}}", r"\end{picture}"])


# ---- the document -----------------------------------------------------------------------------

def generated_parts(build: Path, snippets: Path) -> dict[str, str]:
    binary = figures_binary(build)
    return {
        "snippets.tex": "\n\n".join([snippet_section(p) for p in ordered_snippets(snippets)]
                                      + [not_printed_section(snippets)]),
        "gamestable.tex": games_table(),
        "wythoff.tex": wythoff_picture(binary),
        "chessboard.tex": chessboard_picture(binary),
        "facts.tex": "\n".join([
            rf"\newcommand\hashcommand{{{code_text(HASH_COMMAND)}}}",
            rf"\newcommand\chunklines{{{CHUNK_LINES}}}",
            rf"\newcommand\tablevalues{{{TABLE_VALUES}}}",
            rf"\newcommand\codecolumns{{{CODE_COLUMNS}}}",
            rf"\newcommand\kitversion{{{prose(kit_version())}}}",
        ]),
    }


def kit_version() -> str:
    """The commit the notebook was built from, so a printout says which kit it shows."""
    result = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=ROOT, capture_output=True, text=True)
    return f"commit {result.stdout.strip()}" if result.returncode == 0 else "version unknown (not a git checkout)"


def latex(build: Path) -> None:
    """pdflatex twice (the table of contents needs the second run); stops at the first error."""
    for _ in range(2):
        result = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "notebook.tex"],
                                cwd=build, capture_output=True, text=True)
        if result.returncode != 0:
            errors = [l for l in result.stdout.splitlines() if l.startswith("!")] or ["see the log"]
            raise BuildError(f"pdflatex: {errors[0]} (log: {build / 'notebook.log'})")


def build(out: Path, snippets: Path = ROOT / "snippets") -> Path:
    work = out.parent / "notebook"
    work.mkdir(parents=True, exist_ok=True)
    # theory_<part>.tex: parts of the theory sheet that theory.tex \input's.
    for path in [HERE / name for name in HAND_WRITTEN] + sorted(HERE.glob("theory_*.tex")):
        shutil.copy(path, work / path.name)
    for name, text in generated_parts(work, snippets).items():
        (work / name).write_text(text + "\n")
    latex(work)
    shutil.copy(work / "notebook.pdf", out)
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "notebook.pdf")
    parser.add_argument("--snippets", type=Path, default=ROOT / "snippets",
                        help="the folder of snippets to print (default: the kit's)")
    args = parser.parse_args(argv)
    if not any(args.snippets.glob("*.hpp")):
        print(f"notebook: no snippets (*.hpp) in {args.snippets}", file=sys.stderr)
        return 2
    started = time.monotonic()
    try:
        pdf = build(args.out.resolve(), args.snippets.resolve())
    except BuildError as error:
        print(f"notebook: {error}", file=sys.stderr)
        return 1
    overfull = (pdf.parent / "notebook" / "notebook.log").read_text(errors="replace").count("Overfull")
    note = f"; {overfull} overfull boxes (see notebook.log)" if overfull else ""
    print(f"notebook: {pdf} in {time.monotonic() - started:.1f} s{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
