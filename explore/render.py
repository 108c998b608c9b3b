"""Pictures of a value table for `gk explore`: rows of text (ANSI coloured cells in a terminal)
and an SVG heat map (no dependency). Cells of value 0 (P-positions) are marked; `symbols`
shows some values as letters (--loopy: D for a draw), and the SVG's legend says what they are."""
from __future__ import annotations

import html


def _colour(v: int, top: int) -> str:
    """A colour per value: 0 is white (a P-position), others run through hues."""
    if v < 0:
        return "#dddddd"
    if v == 0:
        return "#ffffff"
    hue = (v * 47) % 360 if top > 12 else int(300 * (v - 1) / max(1, top - 1))
    return f"hsl({hue}, 70%, {62 if v % 2 else 50}%)"


def _symbol(v: int, symbols: dict[int, str]) -> str:
    return "." if v < 0 else symbols.get(v, str(v))


TITLE_CHAR = 7.5  # width of a character of the 12px monospace title, generously


def svg_grid(grid: list[list[int]], title: str, row_label: str, col_label: str,
             row_start: int = 0, row_step: int = 1, legend: str = "",
             symbols: dict[int, str] | None = None) -> str:
    """rows are grid[i] (label row_start + i * row_step), columns j; the picture is at least
    as wide as its title and legend (a line under the title)."""
    symbols = symbols or {}
    rows, cols = len(grid), max((len(r) for r in grid), default=0)
    cell = 22 if rows * cols <= 4000 else 8
    left, top = 48, 44 + (16 if legend else 0)
    w = max(left + cols * cell + 10, int(8 + TITLE_CHAR * max(len(title), len(legend))))
    h = top + rows * cell + 10
    top_value = max((v for r in grid for v in r), default=0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'font-family="monospace" font-size="{10 if cell > 10 else 6}">',
           f'<text x="4" y="14" font-size="12">{html.escape(title)}</text>']
    if legend:
        out.append(f'<text x="4" y="30" font-size="12">{html.escape(legend)}</text>')
    out += [f'<text x="{left}" y="{top - 14}">{html.escape(col_label)} &#8594;</text>',
            f'<text x="4" y="{top - 14}">{html.escape(row_label)} &#8595;</text>']
    for j in range(0, cols, 5 if cell > 10 else 10):
        out.append(f'<text x="{left + j * cell + 2}" y="{top - 3}">{j}</text>')
    for i, row in enumerate(grid):
        y = top + i * cell
        if i % (1 if cell > 10 else 5) == 0:
            out.append(f'<text x="4" y="{y + cell - 7 if cell > 10 else y + cell}">'
                       f'{row_start + i * row_step}</text>')
        for j, v in enumerate(row):
            x = left + j * cell
            stroke = (' stroke="#000" stroke-width="1.5"' if v == 0
                      else ' stroke="#999" stroke-width="0.3"')
            out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" '
                       f'fill="{_colour(v, top_value)}"{stroke}><title>{_symbol(v, symbols)}'
                       f'</title></rect>')
            if cell > 10 and v >= 0:
                weight = ' font-weight="bold"' if v == 0 else ""
                out.append(f'<text x="{x + cell / 2}" y="{y + cell / 2 + 4}" text-anchor="middle"'
                           f'{weight}>{_symbol(v, symbols)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def ansi_cell(v: int, width: int, symbols: dict[int, str]) -> str:
    text = _symbol(v, symbols).rjust(width)
    if v < 0:
        return text
    if v == 0:
        return f"\x1b[1;7m{text}\x1b[0m"  # P-positions: inverse
    colour = 17 + (v * 37) % 214
    return f"\x1b[48;5;{colour}m\x1b[38;5;15m{text}\x1b[0m"


def text_grid(grid: list[list[int]], labels: list[int], colour: bool,
              marks: set[tuple[int, int]] = frozenset(),
              symbols: dict[int, str] | None = None) -> list[str]:
    """Rows 'label: v v v'; with colour, ANSI cells; marks get a '*' (without colour)."""
    symbols = symbols or {}
    width = max([1] + [len(_symbol(v, symbols)) for r in grid for v in r]) + 1
    lw = max(len(str(x)) for x in labels) if labels else 1
    out = []
    for i, (label, row) in enumerate(zip(labels, grid)):
        if colour:
            cells = "".join(ansi_cell(v, width, symbols) for v in row)
        else:
            cells = "".join((_symbol(v, symbols) + ("*" if (i, j) in marks else ""))
                            .rjust(width + (1 if (i, j) in marks else 0))
                            for j, v in enumerate(row))
        out.append(f"{str(label).rjust(lw)}:{cells}")
    return out


def render_1d(full: list[int], per: dict | None, colour: bool, show: int,
              symbols: dict[int, str] | None = None) -> list[str]:
    """The first `show` values in rows of a multiple of the period `per` (its q, p, s); the
    values of the preperiod that break the period are marked."""
    v = full[:show]
    p = per["p"] if per else 0
    width = p * max(1, 10 // p) if 0 < p <= 40 else (10 if len(v) <= 200 else 20)
    marks = set()
    if per and per["q"] > 0:
        q, p, s = per["q"], per["p"], per["s"]
        for i in range(min(q, len(v))):
            j = i + ((q - i + p - 1) // p) * p  # the same phase inside the periodic part
            if j < len(full) and full[j] - s * ((j - i) // p) != full[i]:
                marks.add((i // width, i % width))
    rows = [v[i:i + width] for i in range(0, len(v), width)]
    return text_grid(rows, list(range(0, len(v), width)), colour, marks, symbols)
