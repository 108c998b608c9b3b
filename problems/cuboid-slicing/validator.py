"""Cuboid Slicing Game input (ASSUMED format, see statement.md): `n`, then n lines `x y z`."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(1, 1000, "n")
    inp.eol()
    for i in range(1, n + 1):
        for axis, name in enumerate(("x", "y", "z")):
            if axis:
                inp.space()
            inp.int(1, 30, f"{name}_{i}")
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
