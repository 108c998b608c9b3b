"""loopy-sums input: `n m`, m arcs `u v`, `q`, q lines `k a_1 .. a_k`; the limits of the statement."""
from judge.strict_input import StrictInput, run_validator

MAX_N = MAX_M = MAX_Q = MAX_TOKENS = 200_000


def check(inp: StrictInput) -> None:
    n = inp.int(1, MAX_N, "n")
    inp.space()
    m = inp.int(0, MAX_M, "m")
    inp.eol()
    for i in range(m):
        inp.ints(2, 1, n, f"arc_{i + 1}")
    q = inp.int(1, MAX_Q, "q")
    inp.eol()
    left = MAX_TOKENS
    for i in range(q):
        k = inp.int(1, left, f"k_{i + 1} (the sum of all k is at most {MAX_TOKENS})")
        left -= k
        inp.space()
        inp.ints(k, 1, n, f"a_{i + 1}")


if __name__ == "__main__":
    run_validator(check)
