"""sleepy-game input: `n m`, n lines `c_i a_1 ... a_{c_i}` (distinct targets, none equal to i,
the c_i summing to m), then `s`."""
from judge.strict_input import StrictInput, run_validator

MAX_N = 100_000
MAX_M = 200_000


def check(inp: StrictInput) -> None:
    n = inp.int(2, MAX_N, "n")
    inp.space()
    m = inp.int(0, MAX_M, "m")
    inp.eol()
    total = 0
    for i in range(1, n + 1):
        c = inp.int(0, n - 1, f"c_{i}")
        total += c
        if total > m:
            inp.fail(f"the c_i add up to more than m = {m}")
        if c == 0:
            inp.eol()
            continue
        inp.space()
        targets = inp.ints(c, 1, n, f"a_{i}")
        if i in targets:
            inp.fail(f"vertex {i} has an edge to itself")
        if len(set(targets)) != c:
            inp.fail(f"the targets of vertex {i} must be distinct")
    if total != m:
        inp.fail(f"the c_i add up to {total}, not m = {m}")
    inp.int(1, n, "s")
    inp.eol()


if __name__ == "__main__":
    run_validator(check)
