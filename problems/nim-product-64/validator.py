"""Nim Product input: `T`, then T lines `A B` with 0 <= A, B < 2^64."""
from judge.strict_input import StrictInput, run_validator

TOP = 2**64 - 1


def check(inp: StrictInput) -> None:
    t = inp.int(1, 10**6, "T")
    inp.eol()
    inp.int_rows(t, 2, 0, TOP, "A B")


if __name__ == "__main__":
    run_validator(check)
