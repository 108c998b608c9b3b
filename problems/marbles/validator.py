"""Marbles input: `N`, then N lines `l c` with 1 <= l, c <= 100."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(1, 1000, "N")
    inp.eol()
    for i in range(1, n + 1):
        inp.int(1, 100, f"l_{i}")
        inp.space()
        inp.int(1, 100, f"c_{i}")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
