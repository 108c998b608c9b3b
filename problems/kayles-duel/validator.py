"""kayles-duel input: `n` (1 <= n <= 1000), then a row of n characters `I` (standing) or `.`
(down) with at least one `I`."""
from judge.strict_input import StrictInput, run_validator

MAX_N = 1000


def check(inp: StrictInput) -> None:
    n = inp.int(1, MAX_N, "n")
    inp.eol()
    row = inp.word("the row", lambda s: set(s) <= {"I", "."})
    if len(row) != n:
        inp.fail(f"the row has {len(row)} characters, n = {n}")
    if "I" not in row:
        inp.fail("no pin is standing: the row needs at least one I")
    inp.eol()


if __name__ == "__main__":
    run_validator(check)
