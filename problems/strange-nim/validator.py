"""Strange Nim input: `N`, then N lines `A_i K_i`; 1 <= N <= 200, 1 <= A_i, K_i <= 10^9."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(1, 200, "N")
    inp.eol()
    for i in range(n):
        inp.int(1, 10**9, f"A_{i + 1}")
        inp.space()
        inp.int(1, 10**9, f"K_{i + 1}")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
