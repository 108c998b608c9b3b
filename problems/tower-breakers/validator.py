"""Tower Breakers input: `t`, then t lines `n m`.

The bounds 1 <= n, m <= 10^6 are the ones remembered from the statement (not confirmed, see
statement.md); the reference solution does not depend on them.
"""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    t = inp.int(1, 100, "t")
    inp.eol()
    for _ in range(t):
        inp.int(1, 10**6, "n")
        inp.space()
        inp.int(1, 10**6, "m")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
