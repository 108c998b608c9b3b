"""The bundler: one self-contained submission from a solution and the kit's headers.

Every `#include "..."` that names a file (looked up next to the including file, then at the
repository root) and every `#include <...>` that names a kit file (looked up at the repository
root only: `<snippets/nim.hpp>`) is replaced by that file's text, exactly once per file: a second
include of the same file is dropped, as `#pragma once` or an include guard would do. `#pragma
once` lines are removed from expanded files. Everything else is left as written for the compiler
to decide: system headers (`<vector>`), and a quoted include that names no file here
(`"bits/stdc++.h"`, or `"debug.h"` inside `#ifdef LOCAL`, compiled out on the judge). The judge
compiles exactly this text with no kit include path, so what is judged is what is submitted. An
include cycle (a file including itself through others) is an error naming the chain.
"""
from __future__ import annotations

import re
from pathlib import Path

from .errors import UserError
from .paths import ROOT

INCLUDE = re.compile(r'^\s*#\s*include\s*(?:"([^"]+)"|<([^>]+)>)')
PRAGMA_ONCE = re.compile(r"^\s*#\s*pragma\s+once\b")


class BundleError(UserError):
    pass


def _display(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def _resolve(name: str, including: Path | None, roots: list[Path]) -> Path | None:
    """The file an include names: a quoted one next to `including` first, then under the
    roots; an angle-bracket one (including=None) under the roots only."""
    for base in ([including.parent] if including else []) + roots:
        candidate = (base / name)
        if candidate.is_file():
            return candidate.resolve()
    return None


def bundle(source: Path, line_markers: bool = False, roots: list[Path] | None = None) -> str:
    """The bundled text of `source`. With line_markers, `#line` directives keep compiler
    messages pointing at the original files (the judge compiles that form)."""
    source = Path(source)
    if not source.is_file():
        raise UserError(f"solution file {source} does not exist")
    roots = [ROOT] if roots is None else roots
    done: set[Path] = set()
    out: list[str] = []

    def expand(path: Path, chain: list[Path]) -> None:
        done.add(path)
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise BundleError(f"{_display(path)} is not UTF-8 text") from None
        lines = text.splitlines()
        if line_markers:
            out.append(f'#line 1 "{_display(path)}"')
        for number, line in enumerate(lines, 1):
            match = INCLUDE.match(line)
            quoted, angled = match.groups() if match else (None, None)
            target = _resolve(quoted, path, roots) if quoted else (
                _resolve(angled, None, roots) if angled else None)
            if target is not None:
                if target in chain:
                    cycle = " -> ".join(_display(p) for p in chain[chain.index(target):] + [target])
                    raise BundleError(f"include cycle: {cycle}")
                if target not in done:
                    if not line_markers:
                        out.append(f"// ---- {quoted or angled} ----")
                    expand(target, chain + [target])
                    if line_markers:
                        out.append(f'#line {number + 1} "{_display(path)}"')
                    elif not out[-1].strip() == "":
                        out.append("")
                elif line_markers:
                    out.append("")
                continue
            if chain[0] != path and PRAGMA_ONCE.match(line):
                if line_markers:
                    out.append("")
                continue
            out.append(line)

    start = source.resolve()
    expand(start, [start])
    return "\n".join(out) + "\n"
