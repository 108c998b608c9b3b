"""Chessboard Game, Again! input: `T`, then T test cases, each a line `k` and k lines `x y`."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    t = inp.int(1, 1000, "T")
    inp.eol()
    for _ in range(t):
        k = inp.int(1, 1000, "k")
        inp.eol()
        inp.int_rows(k, 2, 1, 15, "x y")


if __name__ == "__main__":
    run_validator(check)
