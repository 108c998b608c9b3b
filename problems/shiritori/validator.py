"""shiritori input: `N`, then N lines, each a word of 3 to 8 English letters (either case)."""
from judge.strict_input import StrictInput, run_validator

MAX_N = 200_000


def is_word(token: str) -> bool:
    return 3 <= len(token) <= 8 and token.isascii() and token.isalpha()


def check(inp: StrictInput) -> None:
    n = inp.int(1, MAX_N, "N")
    inp.eol()
    for i in range(n):
        inp.word(f"s_{i + 1} (3 to 8 letters a-z, A-Z)", is_word)
        inp.eol()


if __name__ == "__main__":
    run_validator(check)
