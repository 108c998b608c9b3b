"""Tower Breakers, Again! input: `T`, then per test a line `N` and a line of N heights.

The official sample has a space before the end of the `N` lines, so spaces before a newline are
accepted (trailing_spaces=True); everything else is strict.
"""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    t = inp.int(1, 200, "T")
    inp.eol()
    for _ in range(t):
        n = inp.int(1, 100, "N")
        inp.eol()
        inp.ints(n, 1, 10**5, "h")


if __name__ == "__main__":
    run_validator(check, trailing_spaces=True)
