"""Gra input: `m n`, then n increasing cells, all below m."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    m = inp.int(2, 10**9, "m")
    inp.space()
    n = inp.int(1, 10**6, "n")
    if n >= m:
        inp.fail(f"n < m violated: n = {n}, m = {m}")
    inp.eol()
    previous = 0
    for i in range(1, n + 1):
        if i > 1:
            inp.space()
        cell = inp.int(1, m - 1, f"cell {i} (1 <= cell < m)")
        if cell <= previous:
            inp.fail(f"cells increasing violated: cell {i} = {cell} after {previous}")
        previous = cell
    inp.eol()


if __name__ == "__main__":
    run_validator(check)
