"""hackenbush-duel input: `n m` (1 <= n <= 301, 1 <= m <= 300), then m lines `u v` with
0 <= u, v < n; vertex 0 is the ground, and every edge reaches it by a path of edges."""
from judge.strict_input import StrictInput, run_validator

MAX_M = 300


def check(inp: StrictInput) -> None:
    n = inp.int(1, MAX_M + 1, "n")
    inp.space()
    m = inp.int(1, MAX_M, "m")
    inp.eol()
    edges = []
    for i in range(1, m + 1):
        u = inp.int(0, n - 1, f"u_{i}")
        inp.space()
        v = inp.int(0, n - 1, f"v_{i}")
        inp.eol()
        edges.append((u, v))
    reached, grew = {0}, True
    while grew:
        grew = False
        for u, v in edges:
            if (u in reached) != (v in reached):
                reached.update((u, v))
                grew = True
    for i, (u, v) in enumerate(edges, 1):
        if u not in reached:
            inp.fail(f"edge {i} ({u} {v}) does not reach the ground (vertex 0) by a path")


if __name__ == "__main__":
    run_validator(check)
