"""Euclid's Game input: lines `a b` with 0 < a, b < 2^31, then `0 0`; at most 20000 games here."""
from judge.strict_input import StrictInput, run_validator

MAX_GAMES = 20_000


def check(inp: StrictInput) -> None:
    for _ in range(MAX_GAMES + 1):
        a = inp.int(0, 2**31 - 1, "a")
        inp.space()
        b = inp.int(0, 2**31 - 1, "b")
        inp.eol()
        if a == 0 and b == 0:
            inp.eof()
            return
        if a == 0 or b == 0:
            inp.fail("a and b must be positive (or the closing 0 0)")
    inp.fail(f"more than {MAX_GAMES} games before the closing 0 0")


if __name__ == "__main__":
    run_validator(check)
