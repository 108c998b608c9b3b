"""Poker Nim input: `T`, then per test a line `n k` and a line of n chip counts c_i."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    tests = inp.int(1, 100, "T")
    inp.eol()
    for _ in range(tests):
        n = inp.int(1, 100, "n")
        inp.space()
        inp.int(1, 100, "k")
        inp.eol()
        inp.ints(n, 1, 10**9, "c")


if __name__ == "__main__":
    run_validator(check)
