"""S-Nim input: `k s_1..s_k`, then `m`, then m lines `l h_1..h_l` (one test case, Kattis)."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    k = inp.int(1, 100, "k")
    for i in range(k):
        inp.space()
        inp.int(1, 10000, f"s[{i + 1}]")
    inp.eol()
    m = inp.int(1, 100, "m")
    inp.eol()
    for _ in range(m):
        count = inp.int(1, 100, "l")
        for i in range(count):
            inp.space()
            inp.int(0, 10000, f"h[{i + 1}]")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
