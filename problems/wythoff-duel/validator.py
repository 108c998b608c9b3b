"""wythoff-duel input: one line `x y` with 0 <= x, y <= 10^18, not both 0."""
from judge.strict_input import StrictInput, run_validator

MAX = 10**18


def check(inp: StrictInput) -> None:
    x = inp.int(0, MAX, "x")
    inp.space()
    y = inp.int(0, MAX, "y")
    inp.eol()
    if x == y == 0:
        inp.fail("the queen starts on (0, 0): the game would be over before it starts")


if __name__ == "__main__":
    run_validator(check)
