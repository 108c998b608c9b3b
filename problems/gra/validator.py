"""Gra input: `m n`, then n increasing cells, all below m."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    m = inp.int(2, 10**9, "m")
    inp.space()
    n = inp.int(1, 10**6, "n")
    if n >= m:
        inp.fail(f"n < m violated: n = {n}, m = {m}")
    inp.eol()
    cells = inp.ints(n, 1, m - 1, "cell (1 <= cell < m)")
    for i in range(1, n):
        if cells[i] <= cells[i - 1]:
            inp.fail(f"cells increasing violated: cell {i + 1} = {cells[i]} after {cells[i - 1]}")


if __name__ == "__main__":
    run_validator(check)
