#!/usr/bin/env python3
"""Typing hashes for snippets, as KACTL prints them: a team that types a snippet from paper checks it.

The hash ignores comments and all whitespace, so it changes only when the code does. One hash for the
whole file, and with --chunks one per chunk of lines (a chunk ends at a line holding only `}` or `};`
at column 0, or every 12 lines), so a typo can be found chunk by chunk.

Usage: tools/snippet_hash.py [--chunks] snippets/nim.hpp [...]
"""
from __future__ import annotations

import argparse
import hashlib
import re
import sys
from pathlib import Path

TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|.', re.S)


def strip_comments(code: str) -> str:
    """Drops // and /* */ comments but keeps string and character literals intact."""
    out = []
    for match in TOKEN.finditer(code):
        token = match.group(0)
        if token.startswith("//"):
            continue
        if token.startswith("/*"):
            out.append("\n" * token.count("\n"))  # keep line numbers for chunking
            continue
        out.append(token)
    return "".join(out)


def typing_hash(code: str) -> str:
    squeezed = re.sub(r"\s+", "", strip_comments(code))
    return hashlib.md5(squeezed.encode()).hexdigest()[:6]


def chunks(code: str, longest: int = 12) -> list[tuple[int, int, str]]:
    """(first line, last line, hash) for each chunk of non-empty code, 1-based lines."""
    lines = strip_comments(code).split("\n")
    result, start = [], 0
    for i, line in enumerate(lines):
        if line in ("}", "};") or i - start + 1 == longest or i == len(lines) - 1:
            block = "\n".join(lines[start:i + 1])
            if block.strip():
                result.append((start + 1, i + 1, typing_hash(block)))
            start = i + 1
    return result


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chunks", action="store_true", help="also print a hash per chunk of lines")
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    for path in args.files:
        if not path.is_file():
            print(f"snippet_hash: no file {path}; give a path such as snippets/nim.hpp", file=sys.stderr)
            return 2
        code = path.read_text()
        print(f"{typing_hash(code)}  {path}")
        if args.chunks:
            for first, last, digest in chunks(code):
                print(f"  {digest}  lines {first}-{last}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
