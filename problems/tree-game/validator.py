"""Tree Game input: `N`, `A_1 .. A_N`, then N - 1 edges `a_i b_i` forming a tree on 1..N."""
from judge.strict_input import StrictInput, run_validator


def check(inp: StrictInput) -> None:
    n = inp.int(2, 3000, "N")
    inp.eol()
    for i in range(n):
        if i:
            inp.space()
        inp.int(0, 10**9, f"A_{i + 1}")
    inp.eol()
    root = list(range(n + 1))  # union-find over 1..N

    def find(v: int) -> int:
        while root[v] != v:
            root[v] = root[root[v]]
            v = root[v]
        return v

    for i in range(1, n):
        a = inp.int(1, n, f"a_{i}")
        inp.space()
        b = inp.int(1, n, f"b_{i}")
        x, y = find(a), find(b)
        if x == y:
            inp.fail(f"the graph is a tree: edge {i} ({a} {b}) closes a cycle or is a loop")
        root[x] = y
        inp.eol()
    # N - 1 edges without a cycle on N vertices: connected, so a tree.


if __name__ == "__main__":
    run_validator(check)
