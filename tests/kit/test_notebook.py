"""`make notebook`: the PDF is compact, nothing overflows, and what it prints is what a team needs:
every hash equals its recomputation and the code read back from the PDF is the snippet's code."""
from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tools" / "notebook"))
import build as notebook  # noqa: E402
from snippet_hash import chunks, printed_code, typing_hash  # noqa: E402

MAX_PAGES = 25
MARGIN_MM = 4  # no ink this close to the paper's edge (the layout's margins are 9 mm)
PT_TO_BP = 72 / 72.27


def build_notebook(out: Path, snippets: Path = ROOT / "snippets") -> Path:
    assert shutil.which("pdflatex"), "no pdflatex: run tools/setup.sh notebook"
    result = subprocess.run([sys.executable, str(ROOT / "tools/notebook/build.py"), "--out", str(out),
                             "--snippets", str(snippets)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    return out


@pytest.fixture(scope="module")
def pdf(tmp_path_factory) -> Path:
    """`make notebook` itself, into a fresh build folder."""
    folder = tmp_path_factory.mktemp("notebook")
    result = subprocess.run(["make", "-s", "notebook", f"BUILD={folder}"], cwd=ROOT, capture_output=True,
                            text=True, timeout=900)
    assert result.returncode == 0, result.stderr
    return folder / "notebook.pdf"


@pytest.fixture(scope="module")
def wrapped_pdf(tmp_path_factory) -> tuple[Path, Path]:
    """A notebook of one snippet whose long lines must wrap."""
    folder = tmp_path_factory.mktemp("long")
    long_call = "  int total = " + " + ".join(f"weight[{i}] * value[{i}]" for i in range(6)) + ";"
    assert len(long_call) > notebook.CODE_COLUMNS
    (folder / "long.hpp").write_text(
        "/**\n * Description: a snippet with long lines\n *   over two header lines.\n"
        " * Custom Field: kept\n */\n#pragma once\n#include <vector>\n\n"
        "inline int dot(const std::vector<int>& weight, const std::vector<int>& value) {\n"
        f"{long_call}\n  return total;  // " + "a long comment " * 9 + "\n}\n")
    return build_notebook(tmp_path_factory.mktemp("long-out") / "notebook.pdf", folder), folder


# ---- reading the PDF back -----------------------------------------------------------------------

@dataclass
class Line:
    gutter: str  # a chunk hash, a continuation arrow, or ""
    text: str  # the code as typed: indentation and spaces from the glyphs' positions


def layout(pdf: Path) -> dict[str, float]:
    """Where the code sits (in PDF points), as notebook.tex recorded it."""
    fields = (pdf.parent / "notebook" / "notebook.layout").read_text().split()
    return {k: float(v.removesuffix("pt")) * PT_TO_BP for k, v in zip(fields[::2], fields[1::2])}


@dataclass(frozen=True)
class Word:
    x0: float
    x1: float
    y: float  # bottom of the word's box
    height: float  # of the box: tells the fonts apart (code, gutter, prose)
    text: str


def columns_of_words(pdf: Path) -> list[tuple[float, list[Word]]]:
    """(column's left edge, its words) for every column of every page, in reading order; the
    footer is left out."""
    bbox = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    geometry = layout(pdf)
    lefts = [geometry["left"], geometry["left"] + geometry["column"] + geometry["columnsep"]]
    result = []
    for page in re.findall(r"<page.*?</page>", bbox, re.S):
        words = [Word(float(x0), float(x1), float(y1), float(y1) - float(y0), html.unescape(text))
                 for x0, y0, x1, y1, text in re.findall(
                     r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>', page)
                 if float(y1) <= geometry["bottom"] + 2]
        for left, right in ((lefts[0], lefts[1] - 1), (lefts[1], float("inf"))):
            result.append((left, sorted((w for w in words if left - 1 <= w.x0 < right), key=lambda w: (w.y, w.x0))))
    return result


def mode(values: list[float]) -> float:
    return max(set(values), key=values.count)


def snippet_sections(pdf: Path, names: list[str]) -> dict[str, tuple[str, list[Line]]]:
    """name -> (the hash printed beside its title, its code lines read back). A title is the
    snippet's name with a hash beside it; a code line has words in the code font (told by their
    box height, learnt from the words just right of the gutter hashes) right of the gutter, and
    nothing but a gutter hash or arrow left of it."""
    geometry = layout(pdf)
    columns = columns_of_words(pdf)
    is_hash = re.compile(r"[0-9a-f]{6}").fullmatch
    gutter_words = [(w, words) for left, words in columns for w in words
                    if abs(w.x0 - left) < 0.5 and is_hash(w.text)]
    assert gutter_words, "no chunk hash found at a column's left edge"
    gutter_height = mode([round(w.height, 2) for w, _ in gutter_words])
    code_height = mode([round(min((v for v in words if abs(v.y - w.y) < 1 and v.x0 > w.x1),
                                  key=lambda v: v.x0).height, 2) for w, words in gutter_words])
    sections: dict[str, tuple[str, list[Line]]] = {}
    current = None
    for left, words in columns:
        code_left = left + geometry["gutter"]
        lines: list[list[Word]] = []
        for w in words:
            if lines and abs(lines[-1][0].y - w.y) < 2.5:  # fonts differ in depth; lines are 8 pt apart
                lines[-1].append(w)
            else:
                lines.append([w])
        for line in lines:
            line.sort(key=lambda w: w.x0)
            if line[0].text in names and abs(line[0].x0 - left) < 0.5:
                # A title; the hash beside it is set in another size: look near.
                beside = [w.text for w in words if abs(w.y - line[0].y) < 3 and is_hash(w.text)]
                current = line[0].text
                sections[current] = (beside[0] if len(beside) == 1 else "", [])
                continue
            code = [w for w in line if w.x0 >= code_left - 0.5]
            gutter = [w.text for w in line if w.x1 <= code_left and
                      ((round(w.height, 2) == gutter_height and is_hash(w.text)) or "→" in w.text)]
            in_code_font = any(round(w.height, 2) == code_height for w in code)
            if current is None or not in_code_font or len(code) + len(gutter) != len(line):
                continue  # not code: a header field, a heading, prose
            text, end = "", code_left
            for w in code:
                text += " " * round((w.x0 - end) / geometry["char"]) + w.text
                end = w.x1
            sections[current][1].append(Line(" ".join(gutter), text))
    return sections


def retyped(lines: list[Line]) -> str:
    """The code a team types from the page: continuations joined back with one space."""
    out: list[str] = []
    for line in lines:
        if "→" in line.gutter:
            out[-1] += " " + line.text
        else:
            out.append(line.text)
    return "\n".join(out) + "\n"


def nonblank(code: str) -> str:
    """The code as the PDF shows it: no blank lines, other than ASCII (in comments) as '?'."""
    lines = ["".join(c if c.isascii() else "?" for c in line) for line in code.split("\n") if line.strip()]
    return "\n".join(lines) + "\n"


# ---- the tests ----------------------------------------------------------------------------------

SNIPPETS = notebook.ordered_snippets()


def test_page_count(pdf: Path):
    pages = int(re.search(r"Pages:\s+(\d+)", subprocess.run(
        ["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout).group(1))
    assert pages <= MAX_PAGES


def test_latex_reports_no_overflow_and_nothing_missing(pdf: Path):
    log = (pdf.parent / "notebook" / "notebook.log").read_text(errors="replace")
    for warning in ("Overfull \\hbox", "Overfull \\vbox", "undefined", "Font Warning", "Missing character"):
        assert warning not in log, f"notebook.log: {warning}"


def test_fonts_are_embedded_outlines(pdf: Path):
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True).stdout
    rows = fonts.splitlines()[2:]
    assert rows
    for row in rows:
        assert " Type 1 " in row and " yes " in row, f"not an embedded Type 1 font: {row}"


def test_pages_have_ink_and_none_at_the_edges_or_between_the_columns(pdf: Path, tmp_path: Path):
    dpi = 50
    subprocess.run(["pdftoppm", "-gray", "-r", str(dpi), str(pdf), str(tmp_path / "p")], check=True)
    pages = sorted(tmp_path.glob("p-*.pgm"))
    assert pages
    band = round(MARGIN_MM / 25.4 * dpi)
    geometry = layout(pdf)
    px = dpi / 72  # pixels per PDF point
    gap_from = (geometry["left"] + geometry["column"]) * px + 1
    gap_to = (geometry["left"] + geometry["column"] + geometry["columnsep"]) * px - 1
    rule = (gap_from + gap_to) / 2
    for page in pages:
        width, height, pixels = read_pgm(page)
        dark = [(i % width, i // width) for i, v in enumerate(pixels) if v < 128]
        # Empty: nothing in the text area but the column rule (the footer is below it).
        content = [(x, y) for x, y in dark if y < geometry["bottom"] * px and abs(x - rule) > 2]
        assert len(content) > 50, f"{page.name} is empty"
        outside = [(x, y) for x, y in dark if not (band <= x < width - band and band <= y < height - band)]
        assert not outside, f"{page.name}: ink within {MARGIN_MM} mm of the edge at {outside[:3]}"
        in_gap = [(x, y) for x, y in dark if gap_from < x < gap_to and abs(x - rule) > 2]
        assert not in_gap, f"{page.name}: ink between the columns at {in_gap[:3]}"


def read_pgm(path: Path) -> tuple[int, int, bytes]:
    data = path.read_bytes()
    magic, width, height, depth, pixels = re.match(rb"(P5)\s+(\d+)\s+(\d+)\s+(\d+)\s(.*)", data, re.S).groups()
    assert int(depth) == 255
    return int(width), int(height), pixels


def test_every_snippet_is_printed_with_its_hash(pdf: Path):
    sections = snippet_sections(pdf, [p.name for p in SNIPPETS])
    assert list(sections) == [p.name for p in SNIPPETS]
    for path in SNIPPETS:
        assert sections[path.name][0] == typing_hash(printed_code(path.read_text())), path.name


def test_every_snippet_left_out_is_named_with_what_it_does(pdf: Path):
    """A snippet of the kit that is not printed has its one line in the notebook instead."""
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    printed = {p.name for p in SNIPPETS}
    for path in sorted((notebook.ROOT / "snippets").glob("*.hpp")):
        if path.name not in printed:
            what = notebook.NOT_PRINTED[path.stem]
            assert f"{path.name}: {what}; in the kit, not printed." in " ".join(text.split()), path.name


def test_every_chunk_hash_is_printed_beside_its_chunk(pdf: Path):
    sections = snippet_sections(pdf, [p.name for p in SNIPPETS])
    for path in SNIPPETS:
        code = printed_code(path.read_text())
        lines = [line for line in code.split("\n") if line.strip()]
        by_line = {c.first: c.digest for c in chunks(code)}
        numbered = [i + 1 for i, line in enumerate(code.split("\n")) if line.strip()]
        printed = [line.gutter for line in sections[path.name][1]]
        assert len(printed) == len(lines), path.name
        assert printed == [by_line.get(n, "") for n in numbered], path.name


def test_code_read_back_from_the_pdf_is_the_snippet_and_hashes_the_same(pdf: Path):
    sections = snippet_sections(pdf, [p.name for p in SNIPPETS])
    for path in SNIPPETS:
        code = printed_code(path.read_text())
        typed = retyped(sections[path.name][1])
        assert typed == nonblank(code), path.name
        assert typing_hash(typed) == sections[path.name][0], path.name


def test_code_read_back_from_the_pdf_compiles(pdf: Path, tmp_path: Path):
    sections = snippet_sections(pdf, [p.name for p in SNIPPETS])
    flags = ["g++", "-std=c++17", "-Wall"]
    # Every standard header, precompiled once: each snippet then compiles in a fraction of the time.
    (tmp_path / "std.hpp").write_text("#include <bits/stdc++.h>\n")
    subprocess.run(flags + ["-x", "c++-header", str(tmp_path / "std.hpp"), "-o", str(tmp_path / "std.hpp.gch")],
                   check=True, timeout=300)

    def compile_one(path: Path) -> tuple[str, int, str]:
        source = tmp_path / f"{path.stem}.cpp"
        source.write_text(retyped(sections[path.name][1]))
        run = subprocess.run(flags + ["-fsyntax-only", "-include", str(tmp_path / "std.hpp"), str(source)],
                             capture_output=True, text=True, timeout=300)
        return path.name, run.returncode, run.stderr[-2000:]

    with ThreadPoolExecutor(2) as pool:
        for name, returncode, stderr in pool.map(compile_one, SNIPPETS):
            assert returncode == 0, f"{name}: {stderr}"


def test_long_lines_wrap_and_read_back_whole(wrapped_pdf):
    pdf, folder = wrapped_pdf
    path = folder / "long.hpp"
    log = (pdf.parent / "notebook" / "notebook.log").read_text(errors="replace")
    assert "Overfull \\hbox" not in log
    lines = snippet_sections(pdf, ["long.hpp"])["long.hpp"][1]
    assert sum("→" in line.gutter for line in lines) == 2  # the call and the comment
    code = printed_code(path.read_text())
    assert retyped(lines) == nonblank(code)
    assert typing_hash(retyped(lines)) == typing_hash(code)


def test_header_fields_are_printed_in_their_order(wrapped_pdf):
    pdf, _ = wrapped_pdf
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert re.search(r"Description: a snippet with long lines\s+over two header lines\.\s+Custom Field: kept", text)


def column_text(pdf: Path) -> str:
    """The PDF's text one column at a time (each half page with -layout), so that a table row is
    not interleaved with the lines of the column beside it."""
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    width, height = (float(v) for v in re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info).groups())
    half = int(width / 2)
    text = []
    for page in range(1, pages + 1):
        for x in (0, half):
            text.append(subprocess.run(
                ["pdftotext", "-layout", "-f", str(page), "-l", str(page), "-x", str(x), "-y", "0",
                 "-W", str(half), "-H", str(int(height) + 1), str(pdf), "-"],
                capture_output=True, text=True, check=True).stdout)
    return "\n".join(text)


def test_games_table_rows_are_what_make_table_prints(pdf: Path):
    text = column_text(pdf)
    for name, game in notebook.GAMES:
        out = subprocess.run(["make", "-s", "table", f"GAME={game}", f"N={notebook.TABLE_VALUES}"],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout
        values, period, preperiod = notebook.parse_table(out, notebook.TABLE_VALUES)
        row = r"\s+".join(map(str, values)) + rf"\s+{period}\s+{preperiod}\b"
        assert re.search(row, text), f"{name}: no row with {values} {period} {preperiod}"


def test_wythoff_picture_marks_exactly_the_lost_positions(pdf: Path):
    """Against a game-tree search by the rules: lose one pile, or both by the same amount."""
    side = notebook.WYTHOFF_SIDE
    picture = (pdf.parent / "notebook" / "wythoff.tex").read_text()
    marked = {(int(x), int(y)) for x, y in re.findall(r"\\put\((\d+),(\d+)\)\{\\rule", picture)}
    lost: set[tuple[int, int]] = set()
    for total in range(2 * side):
        for a in range(max(0, total - side + 1), min(total, side - 1) + 1):
            b = total - a
            moves = [(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)] + \
                    [(a - k, b - k) for k in range(1, min(a, b) + 1)]
            if not any(m in lost for m in moves):
                lost.add((a, b))
    assert marked == lost


def test_chessboard_picture_is_the_grundy_table_of_the_moves(pdf: Path):
    """Against a plain mex recursion over the problem's four moves."""
    picture = (pdf.parent / "notebook" / "chessboard.tex").read_text()
    cells = {(int(x), int(y)): int(v) for x, y, v in re.findall(r"\\valuecell\{(\d+)\}\{(\d+)\}\{(\d+)\}", picture)}
    side = 15
    assert len(cells) == side * side
    grundy: dict[tuple[int, int], int] = {}
    for total in range(2, 2 * side + 1):  # every move lowers x + y
        for x in range(max(1, total - side), min(side, total - 1) + 1):
            y = total - x
            options = {grundy[(x + dx, y + dy)] for dx, dy in ((-2, 1), (-2, -1), (1, -2), (-1, -2))
                       if 1 <= x + dx <= side and 1 <= y + dy <= side}
            grundy[(x, y)] = min(set(range(len(options) + 1)) - options)
    # The picture puts row x = 1 at the top: cell (column y - 1, row side - x).
    assert all(cells[(y - 1, side - x)] == value for (x, y), value in grundy.items())


# ---- the builder's small functions --------------------------------------------------------------

def test_parse_table_reads_values_and_the_last_line():
    assert notebook.parse_table("0 1 2\nperiod 3 preperiod 0\n", 3) == ([0, 1, 2], 3, 0)


def test_parse_table_reads_commented_rows_with_marks():
    output = ("# octal game 0.77: g(0..5), rows of the period 3, * = ...\n"
              " 0: 0* 1  2\n 3: 3* 1  4\nperiod 12 preperiod 71\n")
    assert notebook.parse_table(output, 6) == ([0, 1, 2, 3, 1, 4], 12, 71)


@pytest.mark.parametrize("output", ["0 1 2\nno period proven up to 100\n", "0 1\nperiod 3 preperiod 0\n",
                                    "g: 0 1 2\nperiod 3 preperiod 0\n", " 0: 0 1\n 3: 2\nperiod 3 preperiod 0\n",
                                    "0 1 2 x\nperiod 3 preperiod 0\n", ""])
def test_parse_table_rejects_what_it_cannot_read(output: str):
    with pytest.raises(notebook.BuildError):
        notebook.parse_table(output, 3)


def test_header_fields_keep_every_field_in_order():
    text = "/**\n * Description: one\n *   two\n * Author: someone\n * Time: O(1)\n */\nint x;\n"
    assert notebook.header_fields(text) == [("Description", "one two"), ("Author", "someone"), ("Time", "O(1)")]


def test_wrap_cuts_at_spaces_and_joins_back():
    line = "    " + " ".join(f"term{i}" for i in range(40))
    pieces = notebook.wrap(line, 30)
    assert all(len(p) <= 30 for p in pieces) and len(pieces) > 1
    assert " ".join(pieces) == line


def test_wrap_refuses_to_cut_a_token():
    with pytest.raises(notebook.BuildError):
        notebook.wrap("int x = " + "y" * 40 + ";", 30)


def test_non_ascii_code_is_refused_but_comments_may_hold_it(tmp_path: Path):
    snippet = tmp_path / "x.hpp"
    snippet.write_text("/**\n * Description: d\n */\nint phi;  // φ = 1.618\n")
    assert r"\codeline{" in notebook.snippet_section(snippet)
    snippet.write_text('/**\n * Description: d\n */\nconst char* s = "φ";\n')
    with pytest.raises(notebook.BuildError):
        notebook.snippet_section(snippet)


def test_code_text_prints_every_ascii_character_as_itself():
    assert notebook.code_text("a'b`c") == r"a\textquotesingle{}b\textasciigrave{}c"
    assert notebook.code_text("{}") == r"\char123{}\char125{}"


def test_the_subtitle_names_the_kits_scope():
    """The kit covers partizan, loopy and misère games too: the subtitle says combinatorial
    games, as README.md's first line does, not impartial ones."""
    tex = (ROOT / "tools" / "notebook" / "notebook.tex").read_text(encoding="utf-8")
    subtitle = tex[tex.index("team notebook}"):tex.index("\\tableofcontents")]
    assert "Combinatorial games for competitive programming" in subtitle
    assert "combinatorial games" in (ROOT / "README.md").read_text(encoding="utf-8").lower()
    assert "Impartial games" not in subtitle
