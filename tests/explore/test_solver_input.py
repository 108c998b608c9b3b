"""explore/cpp/solve.cpp reads the graph in two forms: the text form (explore/sums.py, C++ game
files) and the binary form explore/solve.py writes (docs/benchmarks/explore-solve.md). Both
must give the same results, over several of the binary form's chunks, with moves to sums of
states and Left's and Right's options; a short binary input is a one-line error."""
from __future__ import annotations

import random

import pytest

from explore import solve
from judge.errors import UserError

STATES = 2 * solve.SOLVER_CHUNK + 5      # two whole chunks and a short last one


def random_graph(rng: random.Random, sums: bool) -> list[list[tuple]]:
    """Options of each state, to lower-numbered states only (a DAG: every mode solves it); with
    sums, some options are moves to two or three states, some to none (the zero game)."""
    graph = []
    for s in range(STATES):
        options = []
        for _ in range(rng.randrange(0, 5) if s else 0):
            size = rng.choice((0, 1, 2, 3)) if sums else 1
            options.append(tuple(rng.randrange(s) for _ in range(size)))
        graph.append(options)
    return graph


def text_form(mode: str, columns: list[list]) -> str:
    """The text form, written here from its definition in explore/cpp/solve.cpp's header."""
    lines = [f"{mode} {STATES}"]
    for s in range(STATES):
        for column in columns:
            lines.append(" ".join([str(len(column[s]))] + [
                " ".join(map(str, (len(o), *o))) for o in column[s]]))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("mode, sums", [("grundy", True), ("win", True), ("misere", False),
                                        ("outcome", False), ("partizan", False)])
def test_binary_and_text_forms_give_the_same_results(mode, sums):
    rng = random.Random(mode)
    columns = [random_graph(rng, sums)]
    if mode == "partizan":
        columns.append(random_graph(rng, sums))
    binary = solve._run_solver_binary(f"{mode} {STATES} binary\n",
                                      solve._graph_chunks(columns, STATES))
    text = solve._run_solver(text_form(mode, columns))
    got, want = binary.split(), text.split()
    assert got[0] == "ok" and len(got) == STATES + 1 and len(want) == STATES + 1
    # the first state that differs, not pytest's diff of 8,000 lines (minutes)
    wrong = next((s for s in range(STATES) if got[s + 1] != want[s + 1]), None)
    assert wrong is None, f"state {wrong}: binary {got[wrong + 1]}, text {want[wrong + 1]}"
    if mode == "grundy":        # the solver is not stuck on one answer: values differ
        assert len(set(got[1:])) > 2


def test_a_short_binary_input_is_a_one_line_error():
    columns = [random_graph(random.Random(1), True)]
    whole = b"".join(solve._graph_chunks(columns, STATES))
    with pytest.raises(UserError, match="^solver: short input$"):
        solve._run_solver_binary(f"grundy {STATES} binary\n", [whole[:-4]])
    with pytest.raises(UserError, match="^solver: bad header"):
        solve._run_solver_binary(f"score {STATES} binary\n", [whole])
