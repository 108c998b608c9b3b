"""Game on Tree input: `N`, then N - 1 lines `x y`; the edges must form a tree on 1..N."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(2, 100000, "N")
    inp.eol()
    root = list(range(n + 1))  # union-find over 1..N

    def find(v: int) -> int:
        while root[v] != v:
            root[v] = root[root[v]]
            v = root[v]
        return v

    for i in range(1, n):
        x = inp.int(1, n, f"x_{i}")
        inp.space()
        y = inp.int(1, n, f"y_{i}")
        a, b = find(x), find(y)
        if a == b:
            inp.fail(f"the graph is a tree: edge {i} ({x} {y}) closes a cycle or is a loop")
        root[a] = b
        inp.eol()
    # N - 1 edges without a cycle on N vertices: connected, so a tree.


if __name__ == "__main__":
    run_validator(check)
