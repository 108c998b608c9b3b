"""deque input: `N` (1 <= N <= 3000), then N integers 1 <= a_i <= 10^9 on one line."""
from judge.strict_input import StrictInput, run_validator

MAX_N = 3000
MAX_A = 10**9


def check(inp: StrictInput) -> None:
    n = inp.int(1, MAX_N, "N")
    inp.eol()
    inp.ints(n, 1, MAX_A, "a_i")


if __name__ == "__main__":
    run_validator(check)
