"""momotetsu input: `H W` (1 <= H, W <= 2000), then H lines of W characters, each + or -."""
from judge.strict_input import StrictInput, run_validator

MAX_SIDE = 2000


def check(inp: StrictInput) -> None:
    h = inp.int(1, MAX_SIDE, "H")
    inp.space()
    w = inp.int(1, MAX_SIDE, "W")
    inp.eol()
    for i in range(h):
        inp.word(f"A_{i + 1} ({w} characters, each + or -)",
                 lambda row: len(row) == w and set(row) <= {"+", "-"})
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
