"""nim-duel input: `n m` (1 <= n <= 100, m in {0, 1}), then n piles 0 <= a_i <= 1000 with
1 <= sum <= 10^4."""
from judge.strict_input import StrictInput, run_validator

MAX_N = 100
MAX_A = 1000
MAX_SUM = 10_000


def check(inp: StrictInput) -> None:
    n = inp.int(1, MAX_N, "n")
    inp.space()
    inp.int(0, 1, "m")
    inp.eol()
    total = sum(inp.ints(n, 0, MAX_A, "a"))
    if not 1 <= total <= MAX_SUM:
        inp.fail(f"constraint 1 <= a_1 + ... + a_n <= {MAX_SUM} violated: the sum is {total}")


if __name__ == "__main__":
    run_validator(check)
