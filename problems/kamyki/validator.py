"""Kamyki input: `u`, then per position a line `n` and a line `a_1 .. a_n` (non-decreasing)."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    u = inp.int(1, 10, "u")
    inp.eol()
    for t in range(1, u + 1):
        n = inp.int(1, 1000, "n")
        inp.eol()
        total, previous = 0, 0
        for i in range(1, n + 1):
            if i > 1:
                inp.space()
            a = inp.int(0, 10000, f"a_{i}")
            if a < previous:
                inp.fail(f"a_{i - 1} <= a_{i} violated in position {t}: {previous} > {a}")
            total += a
            if total > 10000:
                inp.fail(f"total number of stones <= 10000 violated in position {t}")
            previous = a
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
