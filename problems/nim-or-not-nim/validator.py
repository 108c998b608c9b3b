"""Nim or not Nim? input: `T`, then per case a line `N` and a line of N heap sizes."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    cases = inp.int(1, 100, "T")
    inp.eol()
    for _ in range(cases):
        n = inp.int(1, 10**6, "N")
        inp.eol()
        inp.ints(n, 1, 2**31 - 1, "s")


if __name__ == "__main__":
    run_validator(check)
