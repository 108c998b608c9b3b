"""Nim Product input: `T`, then T lines `A B` with 0 <= A, B < 2^64."""
from judge.strict_input import StrictInput, run_validator

TOP = 2**64 - 1


def check(inp: StrictInput) -> None:
    t = inp.int(1, 10**6, "T")
    inp.eol()
    for i in range(t):
        inp.int(0, TOP, f"A_{i}")
        inp.space()
        inp.int(0, TOP, f"B_{i}")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
