"""Strict input reading for validators (testlib's `inf` in Python).

Every validator reads its input through StrictInput, so whitespace rules and error messages are the
same for every problem: tokens are separated by exactly one space, every line ends with a single
'\\n', and nothing follows the last line. A violation raises InputError naming the line and the
constraint; `run_validator` turns that into one line on stderr and exit status 1.
"""
from __future__ import annotations

import re
import sys
from typing import Callable, NoReturn


# A token runs to the next space or newline; an integer is canonical: no sign on zero, no
# leading zero, no '+'. Matched by compiled patterns rather than a loop over characters: reading
# gra's 10^6-token max test took 3.1 s of CPU with the loop, 2.4 s with the patterns.
TOKEN = re.compile(r"[^ \n]+")
CANONICAL_INT = re.compile(r"-?(0|[1-9][0-9]*)")
# ints() and int_rows() first try to accept a whole line or block at once: one pattern match and
# one int() per token instead of five calls per token (nim-product-64's 42 MB test: about 10 s of
# CPU token by token). Anything the pattern or the range does not accept is read again token by
# token, which finds the first fault and names it exactly as before.
_INT = r"(?:0|-?[1-9][0-9]*)"   # canonical: no '+', no leading zero, no "-0"
_ROW_PATTERNS: dict = {}


def _row_pattern(count: int, trailing_spaces: bool):
    """count canonical integers separated by single spaces, then a newline, repeated."""
    key = (count, trailing_spaces)
    if key not in _ROW_PATTERNS:
        row = _INT + (r"(?: " + _INT + f"){{{count - 1}}}" if count > 1 else "") + \
            (" *" if trailing_spaces else "") + r"\n"
        _ROW_PATTERNS[key] = re.compile(f"(?:{row})*")
    return _ROW_PATTERNS[key]


class InputError(Exception):
    pass


class StrictInput:
    def __init__(self, data: bytes, trailing_spaces: bool = False) -> None:
        # Some official samples carry spaces before the newline (HackerRank's Tower Breakers
        # family); those problems' validators pass trailing_spaces=True.
        self.trailing_spaces = trailing_spaces
        try:
            self.text = data.decode("ascii")
        except UnicodeDecodeError:
            raise InputError("input is not ASCII") from None
        self.pos = 0
        self.line = 1

    def fail(self, message: str) -> NoReturn:
        raise InputError(f"line {self.line}: {message}")

    def _token(self, name: str) -> str:
        match = TOKEN.match(self.text, self.pos)
        if match is None:
            self.fail(f"expected {name}, found {self._describe_here()}")
        self.pos = match.end()
        return match.group()

    def _describe_here(self) -> str:
        if self.pos >= len(self.text):
            return "end of input"
        ch = self.text[self.pos]
        return {" ": "a space", "\n": "end of line", "\r": "a carriage return"}.get(ch, repr(ch))

    def int(self, lo: int, hi: int, name: str) -> int:
        """One integer token with lo <= value <= hi; `name` is how the statement calls it."""
        tok = self._token(name)
        if CANONICAL_INT.fullmatch(tok) is None or tok == "-0":
            self.fail(f"{name} is not an integer in canonical form: {tok[:30]!r}")
        value = int(tok)
        if not lo <= value <= hi:
            self.fail(f"constraint {lo} <= {name} <= {hi} violated: {name} = {value}")
        return value

    def word(self, name: str, allowed: Callable[[str], bool] = lambda s: True) -> str:
        tok = self._token(name)
        if not allowed(tok):
            self.fail(f"{name} has an invalid value: {tok[:30]!r}")
        return tok

    def space(self) -> None:
        if not self.text.startswith(" ", self.pos):
            self.fail(f"expected a single space, found {self._describe_here()}")
        self.pos += 1

    def eol(self) -> None:
        if self.trailing_spaces:
            while self.text.startswith(" ", self.pos):
                self.pos += 1
        if not self.text.startswith("\n", self.pos):
            self.fail(f"expected end of line, found {self._describe_here()}")
        self.pos += 1
        self.line += 1

    def ints(self, count: int, lo: int, hi: int, name: str) -> list[int]:
        """`count` integers on the rest of the line, separated by single spaces, then end of line."""
        rows = self._read_rows(1, count, lo, hi)
        if rows is not None:
            return rows[0]
        return self._ints_one_by_one(count, lo, hi, name)

    def int_rows(self, rows: int, count: int, lo: int, hi: int, name: str) -> list[list[int]]:
        """`rows` lines of `count` integers each (what `rows` calls of ints() read): the list of
        rows. Much faster than a loop of int() and space() on large inputs."""
        fast = self._read_rows(rows, count, lo, hi)
        if fast is not None:
            return fast
        return [self._ints_one_by_one(count, lo, hi, name) for _ in range(rows)]

    def _read_rows(self, rows: int, count: int, lo: int, hi: int) -> list[list[int]] | None:
        """The rows when the next `rows` lines are exactly what they must be, else None (and
        nothing read)."""
        if rows <= 0 or count <= 0:
            return None   # nothing to match: the token path reads what there is
        end = self.pos
        for _ in range(rows):
            end = self.text.find("\n", end) + 1
            if end == 0:
                return None
        if _row_pattern(count, self.trailing_spaces).fullmatch(self.text, self.pos, end) is None:
            return None
        values = list(map(int, self.text[self.pos:end].split()))
        if not lo <= min(values) <= max(values) <= hi:
            return None
        self.pos = end
        self.line += rows
        return [values[i:i + count] for i in range(0, len(values), count)]

    def _ints_one_by_one(self, count: int, lo: int, hi: int, name: str) -> list[int]:
        values = []
        for i in range(count):
            if i:
                self.space()
            values.append(self.int(lo, hi, f"{name}[{i + 1}]"))
        self.eol()
        return values

    def eof(self) -> None:
        if self.pos != len(self.text):
            self.fail(f"expected end of input, found {self._describe_here()}")


def run_validator(check: Callable[[StrictInput], None], trailing_spaces: bool = False) -> NoReturn:
    """Reads stdin, runs `check`, requires end of input; exits 0 when valid, else 1 with one line."""
    try:
        inp = StrictInput(sys.stdin.buffer.read(), trailing_spaces)
        check(inp)
        inp.eof()
    except InputError as error:
        print(f"invalid input: {error}", file=sys.stderr)
        sys.exit(1)
    sys.exit(0)
