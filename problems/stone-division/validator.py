"""Stone Division input: `n m`, then m distinct integers s_i; 1 <= n <= 10^18, 2 <= s_i <= 10^18."""
from judge.strict_input import StrictInput, run_validator

MAX_VALUE = 10**18


def check(inp: StrictInput) -> None:
    inp.int(1, MAX_VALUE, "n")
    inp.space()
    m = inp.int(1, 10, "m")
    inp.eol()
    seen = set()
    for i in range(m):
        if i:
            inp.space()
        s = inp.int(2, MAX_VALUE, f"s[{i + 1}]")
        if s in seen:
            inp.fail(f"the s_i are distinct: s[{i + 1}] = {s} occurs before")
        seen.add(s)
    inp.eol()


if __name__ == "__main__":
    run_validator(check)
