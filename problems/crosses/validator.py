"""crosses input: `T`, then T lines, each one strip length n with 1 <= n <= 10^18."""
from judge.strict_input import StrictInput, run_validator

MAX_T = 100_000
MAX_N = 10**18


def check(inp: StrictInput) -> None:
    t = inp.int(1, MAX_T, "T")
    inp.eol()
    for i in range(t):
        inp.int(1, MAX_N, f"n_{i + 1}")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
