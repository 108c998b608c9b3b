"""Paski input: `c z n` (strip lengths), then `m`, then m lines with a board length p."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    for i, name in enumerate(("c", "z", "n")):
        if i:
            inp.space()
        inp.int(1, 1000, name)
    inp.eol()
    m = inp.int(1, 1000, "m")
    inp.eol()
    for i in range(1, m + 1):
        inp.int(1, 1000, f"p_{i}")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
