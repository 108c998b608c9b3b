"""Nim Counting input: `N K`, then K distinct values A_i."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    inp.int(1, 2 * 10**5, "N")
    inp.space()
    k = inp.int(1, 2**16 - 1, "K")
    inp.eol()
    values = inp.ints(k, 1, 2**16 - 1, "A")
    if len(set(values)) != k:
        inp.fail("the A_i are not distinct")


if __name__ == "__main__":
    run_validator(check)
