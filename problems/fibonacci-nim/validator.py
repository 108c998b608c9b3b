"""Fibonacci Nim input: lines `n` (2 <= n < 2^31), then a line `0`; at most 10^5 cases here."""
from judge.strict_input import StrictInput, run_validator

MAX_CASES = 100_000


def check(inp: StrictInput) -> None:
    for _ in range(MAX_CASES + 1):
        n = inp.int(0, 2**31 - 1, "n")
        inp.eol()
        if n == 0:
            inp.eof()
            return
        if n < 2:
            inp.fail("n must be at least 2 (or 0 to end the input)")
    inp.fail(f"more than {MAX_CASES} cases before the closing 0")


if __name__ == "__main__":
    run_validator(check)
