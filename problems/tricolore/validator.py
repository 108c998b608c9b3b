"""tricolore input: `n f`, then n lines `b_i w_i r_i`; 1 <= n <= 10^5, 2 <= f <= 2*10^5,
-10^5 <= b_i < w_i < r_i <= 10^5."""
from judge.strict_input import StrictInput, run_validator

LIMIT = 10**5


def check(inp: StrictInput) -> None:
    n = inp.int(1, 10**5, "n")
    inp.space()
    inp.int(2, 2 * 10**5, "f")
    inp.eol()
    for i in range(1, n + 1):
        b = inp.int(-LIMIT, LIMIT, f"b_{i}")
        inp.space()
        w = inp.int(b + 1, LIMIT, f"w_{i} (b_{i} < w_{i})")
        inp.space()
        inp.int(w + 1, LIMIT, f"r_{i} (w_{i} < r_{i})")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
