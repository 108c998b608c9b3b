"""The built-in checkers and the difference locator (pure functions)."""
from __future__ import annotations

import pytest

from judge.checkers import check_builtin, check_lines, check_tokens, locate_token, show


def test_tokens_ignore_whitespace_kind_and_amount():
    answer = b"1 2\n3\n"
    for output in (b"1 2\n3\n", b"1 2 3", b"  1\t2\n\n3  \n\n", b"1\r\n2\r\n3\r\n", b"1 2\n3"):
        assert check_tokens(output, answer).verdict == "AC", output


def test_tokens_are_case_sensitive_and_exact():
    assert check_tokens(b"Yes\n", b"YES\n").verdict == "WA"
    assert check_tokens(b"01\n", b"1\n").verdict == "WA"
    assert check_tokens(b"1.0\n", b"1\n").verdict == "WA"


def test_first_difference_has_line_and_column():
    check = check_tokens(b"1 2\n3 4 9\n", b"1 2\n3 4 5\n")
    assert check.verdict == "WA"
    assert "line 2, column 5 (token 5)" in check.detail
    assert (check.expected, check.got) == ("5", "9")


def test_missing_and_extra_tokens():
    short = check_tokens(b"1 2\n", b"1 2 3\n")
    assert short.verdict == "WA" and "ends after 2 tokens" in short.detail
    assert short.got == "end of output"
    extra = check_tokens(b"1 2 3 4\n", b"1 2 3\n")
    assert extra.verdict == "WA" and "extra output" in extra.detail and extra.got == "4"
    empty = check_tokens(b"", b"7\n")
    assert empty.verdict == "WA" and "line 1, column 1" in empty.detail


def test_long_tokens_show_the_first_differing_character():
    want = b"W" * 100 + b"L" + b"W" * 50
    got = b"W" * 100 + b"W" + b"W" * 50
    check = check_tokens(got + b"\n", want + b"\n")
    assert "character 101" in check.detail and "column 101" in check.detail
    assert check.expected.startswith("…") and "L" in check.expected


def test_locate_token():
    data = b"ab  cd\n\n  ef gh\n"
    assert locate_token(data, 0) == (1, 1)
    assert locate_token(data, 1) == (1, 5)
    assert locate_token(data, 2) == (3, 3)
    assert locate_token(data, 3) == (3, 6)
    assert locate_token(data, 4) == (4, 1)  # past the end


def test_tokens_nocase():
    assert check_builtin("tokens-nocase", b"yEs\nno\n", b"YES NO").verdict == "AC"
    assert check_builtin("tokens-nocase", b"yes\n", b"no\n").verdict == "WA"


def test_float_tolerances():
    assert check_builtin("float", b"1.0000001\n", b"1\n", 1e-6, 0).verdict == "AC"
    assert check_builtin("float", b"1.00001\n", b"1\n", 1e-6, 1e-9).verdict == "WA"
    assert check_builtin("float", b"1000001\n", b"1000000\n", 1e-9, 1e-6).verdict == "AC"
    assert check_builtin("float", b"1000010\n", b"1000000\n", 1e-9, 1e-6).verdict == "WA"
    assert check_builtin("float", b"abc 2\n", b"abc 2.0000000001\n").verdict == "AC"
    assert check_builtin("float", b"abd\n", b"abc\n").verdict == "WA"
    assert check_builtin("float", b"nan\n", b"1\n").verdict == "WA"
    assert check_builtin("float", b"x\n", b"1\n").verdict == "WA"


def test_lines_exact_but_forgiving_at_line_ends():
    answer = b"1 2\n3\n"
    for output in (b"1 2\n3\n", b"1 2  \r\n3\r\n\r\n\n", b"1 2\n3"):
        assert check_lines(output, answer).verdict == "AC", output
    same_tokens = check_lines(b"1\n2 3\n", answer)
    assert same_tokens.verdict == "PE" and "line 1, column 2" in same_tokens.detail
    leading = check_lines(b" 1 2\n3\n", answer)
    assert leading.verdict == "PE"
    wrong = check_lines(b"1 2\n4\n", answer)
    assert wrong.verdict == "WA" and "line 2, column 1" in wrong.detail
    assert check_lines(b"1 2\n", answer).verdict == "WA"
    assert check_lines(b"1 2\n3\n4\n", answer).detail.startswith("line 3: extra line")


def test_binary_output_is_judged_not_decoded():
    check = check_tokens(b"\xff\xfe\x00\x80\n", b"5\n")
    assert check.verdict == "WA"
    assert "\\xff" in check.got
    assert show(b"a\x00\xc3\xa9\r\n") == "a\x00é\\r\\n"


def test_colours_only_on_a_terminal(monkeypatch):
    from judge.report import paint, use_colour

    class Stream:
        def __init__(self, tty: bool) -> None:
            self.tty = tty

        def isatty(self) -> bool:
            return self.tty

    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert use_colour(Stream(True)) and not use_colour(Stream(False))
    monkeypatch.setenv("NO_COLOR", "1")
    assert not use_colour(Stream(True))
    assert paint("WA", "WA", False) == "WA" and "\033[" in paint("WA", "WA", True)


def test_shrink_candidates_keep_the_shape_of_counted_lists():
    from judge.shrink import candidates as shrunk
    candidates = list(shrunk(b"2\n3 4\n"))
    assert b"1\n3\n" in candidates       # a token removed, its count lowered
    assert b"2\n0 4\n" in candidates     # a number lowered
    assert b"2\n" in candidates          # a line removed
    assert all(c != b"2\n3 4\n" for c in candidates)


CASES = [  # (checker, output, answer), every verdict and message of the tests above
    ("tokens", b"1 2\n3 4 9\n", b"1 2\n3 4 5\n"), ("tokens", b"1 2\n", b"1 2 3\n"),
    ("tokens", b"1 2 3 4\n", b"1 2 3\n"), ("tokens", b"", b"7\n"),
    ("tokens", b"  1\t2\n\n3  \n\n", b"1 2\n3\n"), ("tokens-nocase", b"yEs\nno\n", b"YES NO"),
    ("tokens", b"W" * 100 + b"W" * 51 + b"\n", b"W" * 100 + b"L" + b"W" * 50 + b"\n"),
    ("float", b"1.00001\n", b"1\n"), ("float", b"abc 2\n", b"abc 2.0000000001\n"),
    ("lines", b"1 2  \r\n3\r\n\r\n\n", b"1 2\n3\n"), ("lines", b"1\n2 3\n", b"1 2\n3\n"),
    ("lines", b"1 2\n4\n", b"1 2\n3\n"), ("lines", b"1 2\n", b"1 2\n3\n"),
    ("lines", b"1 2\n3\n4\n", b"1 2\n3\n"), ("lines", b"1\n\n", b"1\n\n2\n"),
    ("lines", b"1\n\n\n2\n", b"1\n\n\n2"),
]


@pytest.mark.parametrize("piece", [1, 3, 1 << 18])
def test_files_read_in_pieces_are_judged_as_their_bytes(piece, tmp_path, monkeypatch):
    """The checkers read files piece by piece; whatever the pieces, the check is the one of the
    whole bytes (a piece of 1 byte cuts every token and line)."""
    from judge import checkers
    expected = [check_builtin(kind, out, ans) for kind, out, ans in CASES]
    monkeypatch.setattr(checkers, "CHUNK", piece)
    for (kind, out, ans), want in zip(CASES, expected):
        (tmp_path / "out").write_bytes(out)
        (tmp_path / "ans").write_bytes(ans)
        assert check_builtin(kind, tmp_path / "out", tmp_path / "ans") == want, (kind, out, ans)
    assert [c.verdict for c in expected].count("AC") == 5 and expected[10].verdict == "PE"


@pytest.mark.parametrize("kind", ["tokens", "lines"])
def test_a_large_wrong_output_is_compared_in_bounded_memory(kind, tmp_path):
    """A 47 MB output whose last token is wrong once took 773 MB of the judge's memory; here 12
    MB (whole, as lists of tokens, they took 150 MB) in at most 64 MiB, the interpreter's own
    included (VmHWM: the peak of this process alone, not of the one it was started from)."""
    import subprocess
    import sys
    from conftest import ROOT
    lines = 12_000_000 // 7
    with open(tmp_path / "out", "wb") as out, open(tmp_path / "ans", "wb") as ans:
        for _ in range(lines // 1000):
            out.write(b"12 345\n" * 1000)
            ans.write(b"12 345\n" * 1000)
        out.write(b"1\n")
        ans.write(b"2\n")
    probe = ("import re, sys; from pathlib import Path; "
             "from judge.checkers import check_builtin; "
             f"c = check_builtin({kind!r}, Path(sys.argv[1]), Path(sys.argv[2])); "
             "print(c.verdict, c.detail); "
             "print(re.search(r'VmHWM:\\s*(\\d+)', open('/proc/self/status').read()).group(1))")
    result = subprocess.run([sys.executable, "-c", probe, tmp_path / "out", tmp_path / "ans"],
                            capture_output=True, text=True, cwd=ROOT, timeout=120)
    verdict_line, peak_kib = result.stdout.splitlines()
    assert verdict_line.startswith(f"WA line {lines // 1000 * 1000 + 1}"), verdict_line
    assert int(peak_kib) < 64 * 1024, f"peak {int(peak_kib) // 1024} MiB"
