"""loopy-duel input: `n m k`, m lines `u v` (an edge u -> v; loops and repeated edges allowed),
then a line of k token vertices; 1 <= n <= 50, 0 <= m <= 200, 1 <= k <= 3."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(1, 50, "n")
    inp.space()
    m = inp.int(0, 200, "m")
    inp.space()
    k = inp.int(1, 3, "k")
    inp.eol()
    for i in range(m):
        inp.ints(2, 1, n, f"edge {i + 1}")
    inp.ints(k, 1, n, "p")


if __name__ == "__main__":
    run_validator(check)
