"""Dividing Game input: a line `N`, then a line `A_1 ... A_N`."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(1, 10**5, "N")
    inp.eol()
    inp.ints(n, 2, 10**5, "A")


if __name__ == "__main__":
    run_validator(check)
