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


def read_rows(text: str, rows: int, count: int, lo: int, hi: int, one_by_one: bool,
              trailing: bool = False):
    """The rows and where reading stopped, or the error, read at once or token by token."""
    inp = StrictInput(text.encode(), trailing_spaces=trailing)
    try:
        if one_by_one:
            got = [inp._ints_one_by_one(count, lo, hi, "a") for _ in range(rows)]
        else:
            got = inp.int_rows(rows, count, lo, hi, "a")
        return got, inp.pos, inp.line
    except InputError as error:
        return str(error)


def test_rows_read_at_once_are_exactly_the_rows_read_token_by_token():
    """int_rows() and ints() accept a block in one pattern match: on 20,000 random texts built
    from the characters that matter (digits, '-', '+', spaces, newlines) they must return the
    same rows, stop at the same place and fail with the same message as the token-by-token
    reading that defines the rules."""
    import random
    rng = random.Random(2026)
    pieces = ["0", "1", "7", "10", "-3", "-0", "01", "+2", "99", " ", " ", "\n", "\n", "x"]
    for trial in range(20_000):
        rows, count = rng.randint(1, 3), rng.randint(1, 3)
        if rng.random() < 0.5:   # mostly valid blocks, with one piece changed now and then
            lines = [" ".join(str(rng.randint(-5, 12)) for _ in range(count))
                     for _ in range(rows)]
            text = "\n".join(lines) + "\n"
            if rng.random() < 0.5:
                at = rng.randrange(len(text) + 1)
                text = text[:at] + rng.choice(pieces) + text[at:]
        else:
            text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        lo, hi, trailing = rng.randint(-4, 2), rng.randint(3, 11), rng.random() < 0.2
        expected = read_rows(text, rows, count, lo, hi, True, trailing)
        assert read_rows(text, rows, count, lo, hi, False, trailing) == expected, \
            (trial, text, rows, count, lo, hi, trailing)
        if rows == 1:   # ints() is one row
            inp = StrictInput(text.encode(), trailing_spaces=trailing)
            try:
                got = ([inp.ints(count, lo, hi, "a")], inp.pos, inp.line)
            except InputError as error:
                got = str(error)
            assert got == expected, (trial, text)


def test_a_large_block_is_read_at_once():
    inp = StrictInput(("1 2\n" * 100_000).encode())
    assert inp.int_rows(100_000, 2, 0, 9, "a b")[-1] == [1, 2]
    inp.eof()
    assert inp.line == 100_001
    bad = StrictInput(("1 2\n" * 50_000 + "1 10\n" + "1 2\n" * 49_999).encode())
    with pytest.raises(InputError, match=r"line 50001: constraint 0 <= a b\[2\] <= 9 violated"):
        bad.int_rows(100_000, 2, 0, 9, "a b")
