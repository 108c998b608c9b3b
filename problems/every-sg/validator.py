"""GG and MM input: up to 100 cases until the end of input; each `N`, then N lines `p q`."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    cases = 0
    while True:
        cases += 1
        if cases > 100:
            inp.fail("more than 100 test cases")
        n = inp.int(1, 1000, "N")
        inp.eol()
        inp.int_rows(n, 2, 1, 1000, "p q")
        if inp.pos == len(inp.text):
            return


if __name__ == "__main__":
    run_validator(check)
