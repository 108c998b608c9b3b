"""game-on-graph input: `n m`, then m lines `a b` (an arc a -> b; a = b allowed, no pair twice)."""
from judge.strict_input import StrictInput, run_validator

MAX_N = 100_000
MAX_M = 200_000


def check(inp: StrictInput) -> None:
    n = inp.int(1, MAX_N, "n")
    inp.space()
    m = inp.int(1, MAX_M, "m")
    inp.eol()
    seen = set()
    for i in range(m):   # row by row: a repeated arc is reported on its own line
        a, b = inp.ints(2, 1, n, f"arc {i + 1}")
        if (a, b) in seen:
            inp.fail(f"the arc {a} -> {b} appears twice")
        seen.add((a, b))


if __name__ == "__main__":
    run_validator(check)
