#!/usr/bin/env python3
"""Typing hashes for snippets, KACTL's recipe: a team that types a snippet from paper checks it.

The hash of a piece of code is what this shell pipeline prints for it:

    cpp -dD -P -fpreprocessed | tr -d '[:space:]' | md5sum | cut -c-6

`cpp -fpreprocessed` removes comments and expands nothing; `tr` then drops every whitespace byte,
so the hash changes only when the code does. This module computes the same value without cpp, by
lexing the code as cpp does on standard input (the C language of gcc's default mode): comments,
string and character literals (which may hold `//` or `/*`), raw strings, no splicing of
backslash-newlines. Two directive details of cpp matter too: a null directive (a line holding
only `#`) is dropped, and `%:define` / `%:undef` come out as `#define` / `#undef`. Other
directives pass through cpp as written, as here; an unknown one (`#foo`), which cpp rejects and
drops, is not mimicked. tests/kit/test_snippet_hash.py runs both on the snippets, every chunk,
tricky and random inputs.

The printed code of a snippet (what the notebook prints and what the hash covers) is the file's
body after the header comment, without the `#pragma once` and `#include` lines, with leading and
trailing blank lines dropped.

Chunks let a team find a typo within a few lines: the printed code is cut at blank lines into
paragraphs, and a paragraph longer than CHUNK_LINES lines into near-equal pieces of at most
CHUNK_LINES lines (never inside a /* */ comment or after a line ending in a backslash). A chunk's
hash is the same pipeline applied to its lines alone; chunks with no code (only comments) get none.

Usage: tools/snippet_hash.py [--chunks] snippets/nim.hpp [...]
"""
from __future__ import annotations

import argparse
import hashlib
import re
import sys
from dataclasses import dataclass
from pathlib import Path

HASH_COMMAND = "cpp -dD -P -fpreprocessed | tr -d '[:space:]' | md5sum | cut -c-6"
CHUNK_LINES = 10
WHITESPACE = " \t\n\v\f\r"  # what `tr -d '[:space:]'` removes in the C locale
IDENTIFIER = re.compile(r"[A-Za-z0-9_]+")
RAW_PREFIXES = {"R", "u8R", "uR", "UR", "LR"}


def lexed_spans(code: str) -> list[tuple[int, int, bool]]:
    """(start, end, dropped) of every comment and raw string, found by lexing the code as cpp
    does. cpp drops comments, and an unterminated raw string with all that follows it."""
    spans: list[tuple[int, int, bool]] = []
    i, n = 0, len(code)
    while i < n:
        if code.startswith("//", i):
            end = code.find("\n", i)  # no splicing: a backslash does not extend the comment
            spans.append((i, n if end < 0 else end, True))
            i = spans[-1][1]
        elif code.startswith("/*", i):
            end = code.find("*/", i + 2)
            spans.append((i, n if end < 0 else end + 2, True))
            i = spans[-1][1]
        elif code[i] in "\"'":
            i = literal_end(code, i)
        elif (word := IDENTIFIER.match(code, i)) is not None:
            i = word.end()
            if word.group(0) in RAW_PREFIXES and code.startswith('"', i):
                end, unterminated = raw_string_end(code, i)
                spans.append((word.start(), end, unterminated))
                i = end
        else:
            i += 1
    return spans


def strip_comments(code: str) -> str:
    """The code with each comment replaced by one space, literals kept whole (as cpp prints it)."""
    out, kept_from = [], 0
    for start, end, dropped in lexed_spans(code):
        if not dropped:
            continue
        out += [code[kept_from:start], " "]
        kept_from = end
    out.append(code[kept_from:])
    return "".join(out)


def raw_string_end(code: str, quote: int) -> tuple[int, bool]:
    """(index just past it, unterminated) for the raw string whose quote is at `quote`. A bad
    delimiter (a space, `)`, a backslash, a control character, a newline or a 17th character)
    makes cpp run the token on to the next `"`, across lines. cpp drops an unterminated raw
    string and the rest of the input."""
    for j in range(quote + 1, len(code)):
        if code[j] == "(":
            close = code.find(")" + code[quote + 1:j] + '"', j + 1)
            return (len(code), True) if close < 0 else (close + j - quote + 1, False)
        if code[j] in " )\\\t\v\f\n" or j - quote - 1 == 16:
            close = code.find('"', j)
            return (len(code), True) if close < 0 else (close + 1, False)
    return len(code), True


def literal_end(code: str, start: int) -> int:
    """Index just past the string or character literal opening at start; an unterminated
    literal ends at the end of its line, as cpp (with a warning) ends it."""
    quote, i = code[start], start + 1
    while i < len(code) and code[i] != "\n":
        if code[i] == "\\":
            i += 2 if i + 1 < len(code) and code[i + 1] != "\n" else 1
        elif code[i] == quote:
            return i + 1
        else:
            i += 1
    return i


def apply_directives(code: str) -> str:
    """cpp drops null directives and spells %:define / %:undef as #define / #undef."""
    kept = []
    for line in code.split("\n"):
        head = line.strip(WHITESPACE)
        if head in ("#", "%:"):
            continue
        kept.append(re.sub(r"^([ \t\v\f\r]*)%:(?=[ \t]*(?:define|undef)\b)", r"\1#", line))
    return "\n".join(kept)


def normalize(code: str) -> str:
    """What `cpp -dD -P -fpreprocessed | tr -d '[:space:]'` prints for the code."""
    text = apply_directives(strip_comments(code))
    return text.translate({ord(c): None for c in WHITESPACE})


def typing_hash(code: str) -> str:
    return hashlib.md5(normalize(code).encode()).hexdigest()[:6]


def printed_code(text: str) -> str:
    """The part of a snippet file the notebook prints: the body after the leading /** */ header,
    without `#pragma once` and `#include` lines, with leading and trailing blank lines dropped."""
    header = re.match(r"\s*/\*.*?\*/[^\n]*\n?", text, re.S)
    body = text[header.end():] if header else text
    lines = [line.rstrip() for line in body.split("\n")
             if not re.match(r"\s*#\s*(pragma\s+once|include)\b", line)]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n" if lines else ""


@dataclass(frozen=True)
class Chunk:
    first: int  # 1-based line numbers in the printed code, inclusive
    last: int
    digest: str


def chunks(code: str, longest: int = CHUNK_LINES) -> list[Chunk]:
    """The chunks of printed code (see the module docstring) that hold code, with their hashes."""
    lines = code.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    clean_after = clean_line_ends(lines)
    result: list[Chunk] = []
    start = 0
    while start < len(lines):
        if not lines[start].strip():
            start += 1
            continue
        end = start
        while end + 1 < len(lines) and lines[end + 1].strip():
            end += 1
        for first, last in split_paragraph(start, end, longest, clean_after):
            piece = "\n".join(lines[first:last + 1]) + "\n"
            if normalize(piece):
                result.append(Chunk(first + 1, last + 1, typing_hash(piece)))
        start = end + 1
    return result


def clean_line_ends(lines: list[str]) -> list[bool]:
    """clean[i]: a chunk may end after line i (not inside a /* */ comment or a raw string, no
    trailing backslash)."""
    code = "\n".join(lines)
    inside = [(start, end) for start, end, _ in lexed_spans(code) if not code.startswith("//", start)]
    clean, offset = [], 0
    for line in lines:
        offset += len(line)  # the newline after this line
        in_comment = any(start < offset < end for start, end in inside)
        clean.append(not in_comment and not line.endswith("\\"))
        offset += 1
    return clean


def split_paragraph(first: int, last: int, longest: int, clean_after: list[bool]) -> list[tuple[int, int]]:
    """Near-equal pieces of at most `longest` lines, moving a cut down past unclean line ends."""
    count = last - first + 1
    pieces = -(-count // longest)
    size = -(-count // pieces)
    result, start = [], first
    while start <= last:
        end = min(start + size - 1, last)
        while end < last and not clean_after[end]:
            end += 1
        result.append((start, end))
        start = end + 1
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
        code = printed_code(path.read_text())
        print(f"{typing_hash(code)}  {path}")
        if args.chunks:
            for chunk in chunks(code):  # line numbers in the printed code
                print(f"  {chunk.digest}  lines {chunk.first}-{chunk.last}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
