"""Nimble Game input: `T`, then per test a line `n` and a line of n coin counts c_0..c_{n-1}."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    t = inp.int(1, 10**4, "T")
    inp.eol()
    for _ in range(t):
        n = inp.int(1, 100, "n")
        inp.eol()
        inp.ints(n, 0, 10**9, "c")


if __name__ == "__main__":
    run_validator(check)
