"""Blue-Red Hackenbush input: N, then N lines `p_i c_i` with 0 <= p_i < i and c_i in B, R; every
branch's value (edge i with all that stands on it) has a denominator of at most 2^40."""
from judge.strict_input import StrictInput, run_validator

SHIFT = 40  # values are kept as integers times 2^40, exactly


def edge_over(blue: bool, x: int) -> int | None:
    """An edge over branches worth x / 2^40; None if the result needs more than 40 bits."""
    if not blue:
        r = edge_over(True, -x)
        return None if r is None else -r
    one = 1 << SHIFT
    j = 1 if x > 0 else (one - x) // one + 1  # least j >= 1 with x + j > 1
    y = x + j * one
    if j - 1 > SHIFT or y % (1 << (j - 1)):
        return None
    return y >> (j - 1)


def check(inp: StrictInput) -> None:
    n = inp.int(1, 200000, "N")
    inp.eol()
    parent, blue = [0] * (n + 1), [False] * (n + 1)
    for i in range(1, n + 1):
        parent[i] = inp.int(0, i - 1, f"p_{i}")
        inp.space()
        blue[i] = inp.word(f"c_{i} (B or R)", lambda c: c in ("B", "R")) == "B"
        inp.eol()
    above = [0] * (n + 1)
    for i in range(n, 0, -1):
        v = edge_over(blue[i], above[i])
        if v is None:
            inp.fail(f"the branch of edge {i} has a denominator above 2^{SHIFT}")
        above[parent[i]] += v


if __name__ == "__main__":
    run_validator(check)
