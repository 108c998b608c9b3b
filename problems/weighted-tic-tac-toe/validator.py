"""weighted-tic-tac-toe input: three lines of three integers |A_ij| <= 10^9 with an odd sum."""
from judge.strict_input import StrictInput, run_validator

MAX_A = 10**9


def check(inp: StrictInput) -> None:
    total = 0
    for i in range(3):
        total += sum(inp.ints(3, -MAX_A, MAX_A, f"A_{i + 1},j"))
    if total % 2 == 0:
        inp.fail("the sum of the nine A_ij must be odd")


if __name__ == "__main__":
    run_validator(check)
