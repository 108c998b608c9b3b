"""Advance or Eat input: N (1..8), then N rows of N characters from W, B and '.'."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(1, 8, "N")
    inp.eol()
    for i in range(1, n + 1):
        inp.word(f"S_{i} ({n} characters from W, B and '.')",
                 lambda row: len(row) == n and all(c in "WB." for c in row))
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
