"""StrictInput's token rules, one by one: what a validator accepts is exactly the canonical
form, with single spaces and a newline at the end of every line."""
from __future__ import annotations

import pytest

from judge.strict_input import InputError, StrictInput


def one_int(text: str, lo: int = -10**18, hi: int = 10**18) -> int:
    inp = StrictInput(text.encode())
    value = inp.int(lo, hi, "x")
    inp.eol()
    inp.eof()
    return value


@pytest.mark.parametrize("text,value", [("0\n", 0), ("7\n", 7), ("-12\n", -12),
                                        ("1000000000000000000\n", 10**18)])
def test_canonical_integers_are_read(text: str, value: int):
    assert one_int(text) == value


@pytest.mark.parametrize("text", ["-0\n", "01\n", "+1\n", "1.0\n", "1e3\n", "--1\n", "-\n",
                                  "0x1\n", "1a\n"])
def test_other_spellings_are_refused(text: str):
    with pytest.raises(InputError, match="not an integer in canonical form"):
        one_int(text)


@pytest.mark.parametrize("text,message", [
    ("\n", "expected x, found end of line"), ("", "expected x, found end of input"),
    (" 1\n", "expected x, found a space"), ("1\r\n", "not an integer"),
    ("1 \n", "expected end of line, found a space"), ("1", "expected end of line, found end"),
    ("1\n\n", "expected end of input, found end of line"), ("11\n", "constraint 0 <= x <= 10")])
def test_whitespace_and_range_errors_name_what_was_found(text: str, message: str):
    with pytest.raises(InputError, match=message):
        one_int(text, 0, 10)


def test_tokens_are_separated_by_exactly_one_space():
    inp = StrictInput(b"1 2  3\n")
    assert inp.int(0, 9, "a") == 1
    inp.space()
    assert inp.word("b") == "2"
    inp.space()
    with pytest.raises(InputError, match="line 1: expected c, found a space"):
        inp.int(0, 9, "c")


def test_trailing_spaces_only_where_the_validator_allows_them():
    inp = StrictInput(b"1 2  \n", trailing_spaces=True)
    assert inp.ints(2, 0, 9, "a") == [1, 2]
    inp.eof()
    with pytest.raises(InputError, match="expected end of line"):
        StrictInput(b"1 2  \n").ints(2, 0, 9, "a")


def test_non_ascii_input_is_refused():
    with pytest.raises(InputError, match="not ASCII"):
        StrictInput("１\n".encode())
