"""green-hackenbush input: `T`, then per test `n m` and m lines `u v` with 0 <= u, v < n.

Loops, parallel edges and edges cut off from vertex 0 are all legal; the sums of n and of m over
the tests are at most 2*10^5.
"""
from judge.strict_input import StrictInput, run_validator

MAX_T = 100_000
MAX_SUM = 200_000


def check(inp: StrictInput) -> None:
    t = inp.int(1, MAX_T, "T")
    inp.eol()
    sum_n = sum_m = 0
    for test in range(1, t + 1):
        n = inp.int(1, MAX_SUM, f"n (test {test})")
        inp.space()
        m = inp.int(0, MAX_SUM, f"m (test {test})")
        sum_n += n
        sum_m += m
        if sum_n > MAX_SUM:
            inp.fail(f"the sum of n is at most {MAX_SUM}: it reaches {sum_n} at test {test}")
        if sum_m > MAX_SUM:
            inp.fail(f"the sum of m is at most {MAX_SUM}: it reaches {sum_m} at test {test}")
        inp.eol()
        inp.int_rows(m, 2, 0, n - 1, f"u v (test {test})")


if __name__ == "__main__":
    run_validator(check)
