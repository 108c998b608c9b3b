"""Misère rows input: `T`, then per test a line `n` and a line of n row lengths; sum of n <= 2*10^5."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    t = inp.int(1, 10**4, "T")
    inp.eol()
    total = 0
    for _ in range(t):
        n = inp.int(1, 2 * 10**5, "n")
        inp.eol()
        total += n
        if total > 2 * 10**5:
            inp.fail("constraint: the sum of n over all tests is at most 200000")
        inp.ints(n, 1, 10**18, "a")


if __name__ == "__main__":
    run_validator(check)
