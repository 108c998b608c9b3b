"""Output checkers: the built-in comparisons and the call of a custom (testlib-style) checker.

Every built-in checker takes the contestant's output and the answer as bytes (never decoded, so
output that is not UTF-8 is judged like any other) and returns a Check: a verdict (AC, WA, PE)
and, on a failure, where the first difference is (line and column of the output) and what was
expected against what came.
"""
from __future__ import annotations

import math
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

TOKEN = re.compile(rb"\S+")
SHOW = 40


@dataclass
class Check:
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


def check_tokens(output: bytes, answer: bytes, mode: str = "tokens",
                 abs_tol: float = 1e-6, rel_tol: float = 1e-6, nocase: bool = False,
                 space_exact: bool = False) -> Check:
    """Token by token, whitespace-insensitive. mode: tokens | tokens-nocase | float. nocase:
    tokens that are not compared as numbers ignore ASCII case (Kattis' default validator);
    space_exact: the whitespace between tokens must be the answer's (its
    space_change_sensitive). A negative tolerance is never met (a flag not given)."""
    if space_exact:
        spaced = _check_spaces(output, answer)
        if spaced is not None:
            return spaced
    got, want = output.split(), answer.split()
    if mode == "tokens-nocase":
        same = lambda a, b: a.lower() == b.lower()  # noqa: E731
    elif mode == "float":
        same = lambda a, b: (_float_equal(a, b, abs_tol, rel_tol)  # noqa: E731
                             or nocase and parse_number(b) is None and a.lower() == b.lower())
    else:
        same = bytes.__eq__
    if len(got) == len(want) and (got == want or all(map(same, got, want))):
        return Check("AC")
    index = next((i for i, (a, b) in enumerate(zip(got, want)) if not same(a, b)),
                 min(len(got), len(want)))
    line, column = locate_token(output, index)
    where = f"line {line}, column {column} (token {index + 1})"
    if index < len(got) and index < len(want):
        a, b = got[index], want[index]
        if mode == "tokens-nocase":
            a, b = a.lower(), b.lower()
        differ = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        if differ > SHOW // 2:
            # A long token: show the neighbourhood of its first differing character.
            start = differ - 10
            where = f"line {line}, column {column + differ} (token {index + 1}, character {differ + 1})"
            shown_b, shown_a = "…" + show(want[index][start:]), "…" + show(got[index][start:])
            return Check("WA", f"{where}: expected {shown_b!r}, got {shown_a!r}", shown_b, shown_a)
    if index >= len(got):
        return Check("WA", f"{where}: the output ends after {len(got)} tokens, the answer has "
                           f"{len(want)}; expected {show(want[index])!r}",
                     show(want[index]), "end of output")
    if index >= len(want):
        return Check("WA", f"{where}: extra output after the {len(want)} tokens of the answer: "
                           f"{show(got[index])!r}", "end of output", show(got[index]))
    error = ""
    if mode == "float" and None not in (value := parse_number(got[index]),
                                        expected := parse_number(want[index])):
        off = abs(value - expected)
        relative = f", relative {off / abs(expected):.3g}" if expected else ""
        error = (f" (absolute error {off:.3g}{relative}; allowed {abs_tol:g} absolute or "
                 f"{rel_tol:g} relative)")
    return Check("WA", f"{where}: expected {show(want[index])!r}, got {show(got[index])!r}{error}",
                 show(want[index]), show(got[index]))


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


def _lines(data: bytes) -> list[bytes]:
    lines = [line.rstrip(b" \t\r") for line in data.split(b"\n")]
    while lines and lines[-1] == b"":
        lines.pop()
    return lines


def check_lines(output: bytes, answer: bytes) -> Check:
    """Line by line, exactly, except trailing spaces/tabs/CR on a line and blank lines at the
    end. Right tokens laid out on other lines is PE."""
    got, want = _lines(output), _lines(answer)
    if got == want:
        return Check("AC")
    index = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
    verdict = "PE" if output.split() == answer.split() else "WA"
    a = got[index] if index < len(got) else None
    b = want[index] if index < len(want) else None
    if a is None:
        return Check(verdict, f"line {index + 1}: the output ends after {len(got)} lines, the "
                              f"answer has {len(want)}; expected {show(b)!r}", show(b), "end of output")
    if b is None:
        return Check(verdict, f"line {index + 1}: extra line after the {len(want)} lines of the "
                              f"answer: {show(a)!r}", "end of output", show(a))
    column = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b))) + 1
    return Check(verdict, f"line {index + 1}, column {column}: expected {show(b)!r}, got {show(a)!r}",
                 show(b), show(a))


def check_builtin(kind: str, output: bytes, answer: bytes, abs_tol: float = 1e-6,
                  rel_tol: float = 1e-6, nocase: bool = False, space_exact: bool = False) -> Check:
    if output == answer:  # the usual accepted test: no tokenising
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
