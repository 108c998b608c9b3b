"""generalized-subtraction input (the jury's first line): `N L R`, 1 <= L <= R <= N <= 2000."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(1, 2000, "N")
    inp.space()
    lo = inp.int(1, n, "L")
    inp.space()
    inp.int(lo, n, "R")
    inp.eol()


if __name__ == "__main__":
    run_validator(check)
