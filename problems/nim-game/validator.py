"""Introduction to Nim Game input: `g`, then per game a line `n` and a line of n pile sizes."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    games = inp.int(1, 100, "g")
    inp.eol()
    for _ in range(games):
        n = inp.int(1, 100, "n")
        inp.eol()
        inp.ints(n, 0, 100, "pile")


if __name__ == "__main__":
    run_validator(check)
