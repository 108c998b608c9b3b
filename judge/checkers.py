"""Output checkers: the built-in comparisons and the call of a custom (testlib-style) checker.

Every built-in checker takes the contestant's output and the answer as bytes or as the files that
hold them (never decoded, so output that is not UTF-8 is judged like any other) and returns a
Check: a verdict (AC, WA, PE) and, on a failure, where the first difference is (line and column
of the output) and what was expected against what came. Files are read in chunks, never whole:
a 47 MB wrong output once took 6 s and 773 MB of the judge's memory as one list of tokens.
"""
from __future__ import annotations

import io
import math
import re
import subprocess
from dataclasses import dataclass
from itertools import chain
from pathlib import Path

TOKEN = re.compile(rb"\S+")
SHOW = 40


@dataclass
class Check:
    """A checker's verdict on one output, and where and how it differs."""

    verdict: str                 # AC | WA | PE | JE
    detail: str = ""
    expected: str = ""
    got: str = ""
    points: float | None = None  # a checker's partial score (testlib _pc(n), quitp; Kattis)


def show(data: bytes, limit: int = SHOW) -> str:
    """A byte string for a report: UTF-8 where it is, escapes elsewhere, shortened."""
    text = data.decode("utf-8", "backslashreplace")
    text = text.replace("\r", "\\r").replace("\t", "\\t").replace("\n", "\\n")
    return text if len(text) <= limit else text[:limit - 1] + "…"


def locate_token(data: bytes, index: int) -> tuple[int, int]:
    """(line, column), both from 1, of the index-th whitespace-separated token of data; the
    position just past the end when there are not that many tokens."""
    position = len(data)
    for i, match in enumerate(TOKEN.finditer(data)):
        if i == index:
            position = match.start()
            break
    line = data.count(b"\n", 0, position) + 1
    column = position - (data.rfind(b"\n", 0, position) + 1) + 1
    return line, column


# A number as testlib reads one (readDouble): optional sign, digits with an optional fraction,
# an optional exponent. Python's float() also takes "1_000", "inf", "nan", " 1 " and more.
NUMBER = re.compile(rb"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")


def parse_number(token: bytes) -> float | None:
    """The value of a token in testlib's number syntax, None for anything else."""
    if not NUMBER.fullmatch(token):
        return None
    value = float(token)
    return value if math.isfinite(value) else None


def _float_equal(got: bytes, want: bytes, abs_tol: float, rel_tol: float) -> bool:
    if got == want:
        return True
    expected = parse_number(want)
    if expected is None:
        return False  # the answer's token is not a number: compared exactly
    value = parse_number(got)
    if value is None:
        return False
    return abs(value - expected) <= abs_tol or abs(value - expected) <= rel_tol * abs(expected)


# An output or an answer is its bytes or the file that holds them (bytes | Path).
CHUNK = 1 << 18
SPACES = b" \t\n\r\x0b\x0c"   # what bytes.split() and \s split on


def _open(data: bytes | Path) -> io.BufferedIOBase:
    return io.BytesIO(data) if isinstance(data, bytes) else open(data, "rb")


def _whole(data: bytes | Path) -> bytes:
    return data if isinstance(data, bytes) else Path(data).read_bytes()


def _pieces(stream: io.BufferedIOBase, separators: bytes = SPACES) -> Iterator[bytes]:
    """The stream in chunks of about CHUNK bytes, each cut just after a separator (the last piece
    may end anywhere), so that no token (or line) is split between two pieces."""
    carry = b""
    while chunk := stream.read(CHUNK):
        buffer = carry + chunk
        cut = max(buffer.rfind(c, len(carry) and len(carry) - 1) for c in separators) + 1
        if cut == 0:
            carry = buffer
            continue
        carry = buffer[cut:]
        yield buffer[:cut]
    if carry:
        yield carry


class _Tokens:
    """The tokens of a stream, a piece's worth at a time: `batch[pos:]` are the next ones,
    `before` how many came before batch[0]."""

    def __init__(self, stream: io.BufferedIOBase) -> None:
        self.batches = (piece.split() for piece in _pieces(stream))
        self.batch: list[bytes] = []
        self.pos = self.before = 0

    def ready(self) -> bool:
        """True when a token is left (batch[pos])."""
        while self.pos >= len(self.batch):
            nxt = next(self.batches, None)
            if nxt is None:
                return False
            self.before += len(self.batch)
            self.batch, self.pos = nxt, 0
        return True

    def rest(self) -> int:
        """How many tokens are left, reading to the end."""
        left = len(self.batch) - self.pos + sum(len(b) for b in self.batches)
        self.batch, self.pos = [], 0
        return left


def _first_difference(output: io.BufferedIOBase, answer: io.BufferedIOBase, same) -> tuple | None:
    """None when the two streams have the same tokens (by `same`), else (index of the first
    token that differs, output's token or None at its end, answer's likewise, how many tokens
    the output has, how many the answer has; the counts only where one of them ended)."""
    got, want = _Tokens(output), _Tokens(answer)
    while got.ready() and want.ready():
        k = min(len(got.batch) - got.pos, len(want.batch) - want.pos)
        a, b = got.batch[got.pos:got.pos + k], want.batch[want.pos:want.pos + k]
        if a == b or all(map(same, a, b)):
            got.pos, want.pos = got.pos + k, want.pos + k
            continue
        j = next(i for i, (x, y) in enumerate(zip(a, b)) if not same(x, y))
        got.pos, want.pos = got.pos + j, want.pos + j
        return got.before + got.pos, got.batch[got.pos], want.batch[want.pos], 0, 0
    index = got.before + got.pos
    a = got.batch[got.pos] if got.ready() else None
    b = want.batch[want.pos] if want.ready() else None
    if a is None and b is None:
        return None
    return index, a, b, index + got.rest(), index + want.rest()


def locate_in(data: bytes | Path, index: int) -> tuple[int, int]:
    """locate_token on bytes or a file, read piece by piece."""
    if isinstance(data, bytes):
        return locate_token(data, index)
    seen, lines, tail = 0, 0, 0   # tokens and newlines before the piece; bytes after its last \n
    with _open(data) as stream:
        for piece in _pieces(stream):
            n = len(piece.split())
            if index < seen + n:
                line, column = locate_token(piece, index - seen)
                return lines + line, column + (tail if line == 1 else 0)
            seen += n
            newlines = piece.count(b"\n")
            lines += newlines
            tail = len(piece) - piece.rfind(b"\n") - 1 if newlines else tail + len(piece)
    return lines + 1, tail + 1


def check_tokens(output: bytes | Path, answer: bytes | Path, mode: str = "tokens",
                 abs_tol: float = 1e-6, rel_tol: float = 1e-6, nocase: bool = False,
                 space_exact: bool = False) -> Check:
    """Token by token, whitespace-insensitive. mode: tokens | tokens-nocase | float. nocase:
    tokens that are not compared as numbers ignore ASCII case (Kattis' default validator);
    space_exact: the whitespace between tokens must be the answer's (its
    space_change_sensitive). A negative tolerance is never met (a flag not given)."""
    if space_exact:
        spaced = _check_spaces(_whole(output), _whole(answer))
        if spaced is not None:
            return spaced
    if mode == "tokens-nocase":
        same = lambda a, b: a.lower() == b.lower()  # noqa: E731
    elif mode == "float":
        same = lambda a, b: (_float_equal(a, b, abs_tol, rel_tol)  # noqa: E731
                             or nocase and parse_number(b) is None and a.lower() == b.lower())
    else:
        same = bytes.__eq__
    with _open(output) as got_stream, _open(answer) as want_stream:
        found = _first_difference(got_stream, want_stream, same)
    if found is None:
        return Check("AC")
    index, a, b, got_count, want_count = found
    line, column = locate_in(output, index)
    where = f"line {line}, column {column} (token {index + 1})"
    if a is not None and b is not None:
        x, y = (a.lower(), b.lower()) if mode == "tokens-nocase" else (a, b)
        differ = next((i for i, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
        if differ > SHOW // 2:
            # A long token: show the neighbourhood of its first differing character.
            start = differ - 10
            where = f"line {line}, column {column + differ} (token {index + 1}, character {differ + 1})"
            shown_b, shown_a = "…" + show(b[start:]), "…" + show(a[start:])
            return Check("WA", f"{where}: expected {shown_b!r}, got {shown_a!r}", shown_b, shown_a)
    if a is None:
        return Check("WA", f"{where}: the output ends after {got_count} tokens, the answer has "
                           f"{want_count}; expected {show(b)!r}", show(b), "end of output")
    if b is None:
        return Check("WA", f"{where}: extra output after the {want_count} tokens of the answer: "
                           f"{show(a)!r}", "end of output", show(a))
    error = ""
    if mode == "float" and None not in (value := parse_number(a), expected := parse_number(b)):
        off = abs(value - expected)
        relative = f", relative {off / abs(expected):.3g}" if expected else ""
        error = (f" (absolute error {off:.3g}{relative}; allowed {abs_tol:g} absolute or "
                 f"{rel_tol:g} relative)")
    return Check("WA", f"{where}: expected {show(b)!r}, got {show(a)!r}{error}", show(b), show(a))


SPACE = re.compile(rb"\s+")


def _check_spaces(output: bytes, answer: bytes) -> Check | None:
    """WA when the whitespace between tokens differs from the answer's (space_change_sensitive:
    a space for a newline, two spaces for one, a missing final newline); None when it is the
    same and the tokens decide."""
    if output[:1].isspace() != answer[:1].isspace():
        return Check("WA", "the whitespace at the start differs from the answer's "
                           "(space_change_sensitive)")
    # With the same start, the i-th run of whitespace sits at the same place in both.
    got = [m.group() for m in SPACE.finditer(output)]
    want = [m.group() for m in SPACE.finditer(answer)]
    got_starts = [m.start() for m in SPACE.finditer(output)]
    for i, (a, b) in enumerate(zip(got, want)):
        if a != b:
            line = output.count(b"\n", 0, got_starts[i]) + 1
            return Check("WA", f"line {line}: whitespace {show(a)!r} where the answer has "
                               f"{show(b)!r} (space_change_sensitive)", show(b), show(a))
    if len(got) != len(want) and output.split() == answer.split():
        return Check("WA", "the whitespace at the start or end differs from the answer's "
                           "(space_change_sensitive)")
    return None


def _lines(stream: io.BufferedIOBase) -> Iterator[bytes]:
    """The stream's lines without their trailing spaces, tabs and CR, piece by piece; blank
    lines at the end are left out."""
    blanks = 0
    pieces = _pieces(stream, b"\n")
    for piece in pieces:
        lines = piece.split(b"\n")
        if piece.endswith(b"\n"):
            lines.pop()   # the split's empty string after the last newline
        if not blanks and not any(x in piece for x in (b" \n", b"\t\n", b"\r\n", b"\n\n")) \
                and lines and lines[0] and lines[-1].rstrip(b" \t\r") == lines[-1]:
            yield from lines   # nothing to strip, no blank line: the usual piece
            continue
        for line in lines:
            line = line.rstrip(b" \t\r")
            if not line:
                blanks += 1
                continue
            if blanks:
                yield from [b""] * blanks
                blanks = 0
            yield line


def check_lines(output: bytes | Path, answer: bytes | Path) -> Check:
    """Line by line, exactly, except trailing spaces/tabs/CR on a line and blank lines at the
    end. Right tokens laid out on other lines is PE."""
    with _open(output) as got_stream, _open(answer) as want_stream:
        got, want = _lines(got_stream), _lines(want_stream)
        index, a, b = 0, None, None
        for a, b in zip(chain(got, [None]), chain(want, [None])):
            if a != b:
                break
            index += 1
        if a == b:
            return Check("AC")
        got_count = index + (a is not None) + sum(1 for _ in got)
        want_count = index + (b is not None) + sum(1 for _ in want)
    with _open(output) as got_stream, _open(answer) as want_stream:
        verdict = "PE" if _first_difference(got_stream, want_stream, bytes.__eq__) is None else "WA"
    if a is None:
        return Check(verdict, f"line {index + 1}: the output ends after {got_count} lines, the "
                              f"answer has {want_count}; expected {show(b)!r}", show(b),
                     "end of output")
    if b is None:
        return Check(verdict, f"line {index + 1}: extra line after the {want_count} lines of the "
                              f"answer: {show(a)!r}", "end of output", show(a))
    column = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b))) + 1
    return Check(verdict, f"line {index + 1}, column {column}: expected {show(b)!r}, got {show(a)!r}",
                 show(b), show(a))


def same_bytes(output: bytes | Path, answer: bytes | Path) -> bool:
    """Byte for byte the same (files compared piece by piece)."""
    if isinstance(output, bytes) and isinstance(answer, bytes):
        return output == answer
    with _open(output) as a, _open(answer) as b:
        while True:
            x, y = a.read(CHUNK), b.read(CHUNK)
            if x != y:
                return False
            if not x:
                return True


def check_builtin(kind: str, output: bytes | Path, answer: bytes | Path, abs_tol: float = 1e-6,
                  rel_tol: float = 1e-6, nocase: bool = False, space_exact: bool = False) -> Check:
    if same_bytes(output, answer):  # the usual accepted test: no tokenising
        return Check("AC")
    if kind == "lines":
        return check_lines(output, answer)
    return check_tokens(output, answer, kind, abs_tol, rel_tol, nocase, space_exact)


# testlib's exit codes (its defaults, without EJUDGE or CONTESTER): the verdict and the word
# testlib uses. A partial score, quitf(_pc(n), ...), exits with a base (0, or 50 under TESTSYS)
# plus n, so it is known by its message, which testlib starts with "partially correct (n)".
TESTLIB_EXITS = {0: ("AC", "ok"), 1: ("WA", "wrong answer"), 2: ("PE", "presentation error"),
                 3: ("JE", "fail"), 4: ("PE", "dirt: extra data after the answer"),
                 7: ("PC", "points"),
                 8: ("PE", "unexpected end of file")}


PARTIAL = re.compile(r"partially correct \(\s*([0-9]+(?:\.[0-9]*)?)\s*\)")
POINTS = re.compile(r"(?:points\s+)?([+-]?[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)")


def testlib_verdict(code: int, message: str) -> tuple[str, str] | None:
    """(verdict, testlib's word) of a testlib program's exit, None for a code testlib does not
    use. quitf(_pc(n), ...) exits with PC_BASE_EXIT_CODE + n (the base is 0, or 50 under
    TESTSYS) and its message starts with "partially correct (n)": PC, even for n = 0, whose
    exit code is the one of AC."""
    if PARTIAL.match(message):   # the code alone is ambiguous: _pc(1) exits 1, as WA does
        return "PC", "partially correct"
    return TESTLIB_EXITS.get(code)


def testlib_points(code: int, message: str) -> float | None:
    """The points of a PC: n of "partially correct (n)" (_pc(n)), or the number a quitp (exit
    7) prints first; None when the message has none."""
    partial = PARTIAL.match(message)
    if partial:
        return float(partial.group(1))
    if code == 7:
        number = POINTS.match(message.strip())
        if number:
            return float(number.group(1))
    return None


def check_custom(checker: Path | list[str], input_path: Path, output_path: Path,
                 answer_path: Path, timeout: float = 30.0) -> Check:
    """testlib's convention: `checker input output answer`; exit 0 AC, 1 WA, 2 PE, 3 fail (JE),
    4 dirt (PE), 7 points (PC), 8 unexpected EOF (PE); "partially correct (n)" is PC."""
    command = [str(checker)] if isinstance(checker, (str, Path)) else list(checker)
    try:
        result = subprocess.run([*command, str(input_path), str(output_path), str(answer_path)],
                                capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return Check("JE", f"the checker ran longer than {timeout:.0f} s")
    message = (result.stderr or result.stdout).decode("utf-8", "replace").strip()
    first = message.splitlines()[0] if message else ""
    known = testlib_verdict(result.returncode, first)
    if known is None:
        how = (f"was killed by signal {-result.returncode}" if result.returncode < 0
               else f"exited with {result.returncode}")
        return Check("JE", f"the checker {how} (not a testlib exit code): {first[:200]}")
    verdict, word = known
    if verdict == "JE":
        return Check("JE", f"the checker failed (exit 3): {first[:200]}")
    if verdict == "AC":
        return Check("AC", first[:300])
    return Check(verdict, f"checker exit {result.returncode} ({word}): {first[:300]}",
                 points=testlib_points(result.returncode, first) if verdict == "PC" else None)


# Kattis' output validators (problemtools, the Problem Package Format): exit 42 accepts, 43
# rejects, anything else is a judge error; the message is the feedback folder's
# judgemessage.txt (teammessage.txt as a fallback), a scoring problem's score in score.txt.
KATTIS_ACCEPT, KATTIS_REJECT = 42, 43


def kattis_feedback(feedback: Path) -> tuple[str, float | None]:
    """(the validator's message, its score) from a feedback folder."""
    message = ""
    for name in ("judgemessage.txt", "teammessage.txt"):
        path = feedback / name
        if path.is_file():
            message = path.read_bytes()[:4000].decode("utf-8", "replace").strip()
            if message:
                break
    score = None
    if (feedback / "score.txt").is_file():
        try:
            score = float((feedback / "score.txt").read_text().split()[0])
        except (ValueError, IndexError, UnicodeDecodeError):
            score = None
    return message, score


def kattis_verdict(code: int, message: str) -> tuple[str, str] | None:
    """(verdict, word) of a Kattis validator's exit code, None for a code it does not use."""
    if code == KATTIS_ACCEPT:
        return "AC", "accepted"
    if code == KATTIS_REJECT:
        return "WA", "rejected"
    return None


def check_kattis(validator: Path | list[str], input_path: Path, output_path: Path,
                 answer_path: Path, feedback: Path, args: tuple[str, ...] = (),
                 timeout: float = 30.0) -> Check:
    """Kattis' convention: `validator input answer feedback_dir [validator_flags] < output`;
    exit 42 AC, 43 WA (with judgemessage.txt), anything else JE."""
    command = [str(validator)] if isinstance(validator, (str, Path)) else list(validator)
    feedback.mkdir(parents=True, exist_ok=True)
    try:
        with open(output_path, "rb") as output:
            result = subprocess.run([*command, str(input_path), str(answer_path),
                                     str(feedback) + "/", *args], stdin=output,
                                    capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Check("JE", f"the output validator ran longer than {timeout:.0f} s")
    message, score = kattis_feedback(feedback)
    stderr = result.stderr.decode("utf-8", "replace").strip()
    shown = " ".join((message or stderr).split())[:300]
    known = kattis_verdict(result.returncode, message)
    if known is None:
        how = (f"was killed by signal {-result.returncode}" if result.returncode < 0
               else f"exited with {result.returncode}")
        return Check("JE", f"the output validator {how} (Kattis validators exit 42 to accept, "
                           f"43 to reject): {shown}".rstrip(": "))
    verdict, word = known
    if verdict == "AC":
        return Check("AC", shown, points=score)
    return Check("WA", f"output validator exit 43 (rejected): {shown}".rstrip(": "),
                 points=score)
