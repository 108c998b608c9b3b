"""Misère Nim input: `T`, then per test a line `n` and a line of n pile sizes s_i >= 1."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    t = inp.int(1, 100, "T")
    inp.eol()
    for _ in range(t):
        n = inp.int(1, 100, "n")
        inp.eol()
        inp.ints(n, 1, 10**9, "s")


if __name__ == "__main__":
    run_validator(check)
