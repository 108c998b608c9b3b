"""nim-move input: `n`, then a line of n heap sizes a_i with 0 <= a_i < 2^60."""
from judge.strict_input import StrictInput, run_validator

MAX_N = 200_000
MAX_A = (1 << 60) - 1


def check(inp: StrictInput) -> None:
    n = inp.int(1, MAX_N, "n")
    inp.eol()
    inp.ints(n, 0, MAX_A, "a")


if __name__ == "__main__":
    run_validator(check)
