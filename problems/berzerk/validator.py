"""berzerk input: `n`, then for Rick and for Morty a line `k s_1 ... s_k` of distinct steps."""
from judge.strict_input import StrictInput, run_validator

MAX_N = 7000


def check(inp: StrictInput) -> None:
    n = inp.int(2, MAX_N, "n")
    inp.eol()
    for who in (1, 2):
        k = inp.int(1, n - 1, f"k_{who}")
        inp.space()
        steps = inp.ints(k, 1, n - 1, f"s_{who}")
        if len(set(steps)) != k:
            inp.fail(f"the numbers s_{who} must be distinct")


if __name__ == "__main__":
    run_validator(check)
