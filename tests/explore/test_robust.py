"""`gk explore` on whole positions never crashes and never hangs silently (issue 31, item 2): games
of contest sizes, the empty tree, huge shapes, moves() that yields for ever or states that keep
growing, errors that name the function and the position, partizan games that can loop; and the
code to paste names a pair's coordinates and writes plain residues (issue 34)."""
from __future__ import annotations

import functools
import random
import resource

import pytest

from explore import cli, miner, solve, whole
from judge.errors import UserError
from explore import positions as P


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run(tmp_path, monkeypatch, capsys, text: str, *extra: str, name: str = "game.py"):
    """(exit status, stdout, stderr) of `gk explore` on a game file written here."""
    monkeypatch.setenv("GK_EXPLORE_PROGRESS_AFTER", "1000")   # one line, whatever the load
    (tmp_path / name).write_text(text)
    rc = cli.main([str(tmp_path / name), "--budget", "2", *extra])
    got = capsys.readouterr()
    return rc, got.out, got.err


def one_line(err: str, said: str) -> None:
    assert err.count("\n") == 1 and said in err and "Traceback" not in err, err


# ---------------------------------------------------------------- sizes

def test_truth_tables_wider_than_4300_digits_order_the_rules():
    """The miner orders the parts of a rule by their repr; with 15,000 examples a truth table is
    a 4,500-digit number, which Python refuses to print by default."""
    wide = ("or", ("lit", (1 << 15_000) - 1), ("lit", 5))
    op, parts = miner._canonical(wide)
    assert op == "or" and set(parts) == {wide[1], wide[2]}, "the parts changed"


def test_a_game_of_fifteen_thousand_positions_without_a_rule_ends_in_a_near_miss():
    """The failure of the field: a game that no rule fits on 15,000 positions (random labels
    here) died in the near-miss search."""
    rng = random.Random(3)
    positions = [(n,) for n in range(15_000)]
    labels = [rng.random() < 0.5 for _ in positions]
    from explore import features
    vocab = features.vocabulary(P.numbers(n=range(0, 15_000)), positions, {})
    result = miner.mine(positions, labels, vocab, "win", budget_seconds=1)
    assert not result.exact and result.near_miss is not None


def test_a_huge_shape_is_refused_before_it_is_enumerated(tmp_path, monkeypatch, capsys):
    before = cpu_seconds()
    rc, _, err = run(tmp_path, monkeypatch, capsys,
                     "positions = multiset(piles=range(1, 1001), size=range(1, 41))\n"
                     "def moves(s):\n    return []\n")
    assert rc == 2
    one_line(err, "holds about 10^72 positions (multisets of 1..40 piles of 1..1000)")
    assert cpu_seconds() - before < 5


def test_a_filtered_shape_is_counted_before_it_is_refused():
    """Distinct values among the sequences of length 1..7 over 1..8 (HackerRank Gaming Array):
    the estimate is the 2.4 million sequences, the filter keeps 69,280; counted, not refused,
    and mined on the shape as declared."""
    shape = P.sequence(values=range(1, 9), length=range(1, 8)).where(
        lambda a: len(set(a)) == len(a))
    game = solve.Game("records", shape, "win", lambda a: [a[:a.index(max(a))]] if a else [])
    assert shape.estimate() > whole.MAX_POSITIONS
    fitted, line = whole.fit_to_cap(game)
    assert fitted is game and line == ""
    whole.refuse_huge(game)                     # no error


@pytest.mark.parametrize("length", [4, 7])       # listed whole, and counted against the cap
def test_a_filter_that_raises_is_one_line(tmp_path, monkeypatch, capsys, length):
    rc, _, err = run(tmp_path, monkeypatch, capsys,
                     f"positions = sequence(values=range(0, 10), length=range(1, {length}))"
                     ".where(lambda a: 1 / 0)\ndef moves(s):\n    return []\n")
    assert rc == 2
    one_line(err, "the .where(...) filter of positions raised ZeroDivisionError: division by "
                  "zero on (0,)")


def test_a_shape_over_the_cap_is_mined_on_smaller_bounds_and_said():
    """1.1 million sequences of length 1..6 over 0..9: every bound one size smaller until the
    count fits (length 1..5 over 0..8, 66,429 sequences), and a line says so; a shape no
    smaller bound brings under the cap is still refused."""
    game = solve.Game("big", P.sequence(values=range(0, 10), length=range(1, 7)), "win",
                      lambda a: [a[1:]] if a else [])
    fitted, line = whole.fit_to_cap(game)
    assert fitted.shape.describe() == "sequences of length 1..5 over 0..8", fitted.shape.describe()
    assert fitted.shape.estimate() <= whole.MAX_POSITIONS
    assert "holds 1,111,110 positions or more" in line and "mined on sequences of length 1..5 " \
        "over 0..8 instead" in line, line
    huge = solve.Game("huge", P.multiset(piles=range(1, 1001), size=range(1, 41)), "win",
                      lambda a: [])
    assert whole.fit_to_cap(huge) == (huge, "")
    with pytest.raises(UserError):
        whole.refuse_huge(huge)


# Baekjoon 20484's digits appended until the number written reaches n: about 5.5 n^2 states
# for the numbers 1..n (every x < n, and the numbers past n one digit away)
DIGITS = """positions = numbers(n=range(1, 201))
def start(position):
    return (position[0], 0)
def moves(state):
    n, x = state
    if x >= n:
        return []
    return [(n, 10 * x + d) for d in (range(1, 10) if x == 0 else range(0, 10))]
"""


def test_positions_whose_states_pass_the_solvers_limit_are_mined_on_smaller_bounds(
        tmp_path, monkeypatch, capsys):
    """The declared n 1..200 reach about 220,000 states, over a limit of 100,000 set here: the
    run is not refused, it is mined on n 1..100 and says so; where even the smallest bounds
    pass the limit, the refusal is the solver's one line."""
    monkeypatch.setattr(solve, "MAX_STATES", 100_000)
    rc, out, err = run(tmp_path, monkeypatch, capsys, DIGITS)
    assert rc == 0, err
    assert "the positions of n 1..200 reach more than 100,000 states, the solver's limit: " \
        "mined on n 1..100 instead" in out, out
    assert "positions: 100 (n 1..100)" in out, out
    monkeypatch.setattr(solve, "MAX_STATES", 5)       # n = 1 alone reaches 10
    rc, _, err = run(tmp_path, monkeypatch, capsys, DIGITS)
    assert rc != 0
    one_line(err, "states reached: give smaller bounds in positions = ...")


@pytest.mark.parametrize("shape, exact", [
    (P.multiset(piles=range(1, 6), size=range(0, 5)), True),
    (P.sequence(values=range(0, 3), length=range(1, 6)), True),
    (P.string("abc", length=range(1, 6)), True),
    (P.subsets(6), True),
    (P.numbers(x=range(0, 7), y=range(2, 5)), True),
    (P.grid(rows=range(1, 3), cols=range(1, 4), alphabet="01"), True),
    (P.string("ab", length=range(1, 9), cyclic=True), False),
    (P.trees(n=range(1, 11)), False),
    (P.graphs(n=range(1, 6)), False),
])
def test_the_estimate_of_a_shape_is_its_count(shape, exact):
    count = sum(1 for _ in shape.positions())
    if exact:
        assert shape.estimate() == count
    else:
        assert count / 3 <= shape.estimate() <= 3 * count


def test_the_empty_tree_is_no_vertex_and_a_game_that_ends_there_is_solved():
    """Its canonical form was "()", which reads back as one vertex: the last move of a game
    that removes leaves went back to a state of one vertex, a cycle."""
    empty = P.Graph(0, ())
    assert P.Trees(range(1, 2), False, False).canonical(empty) == empty
    game = solve.Game("leaves", P.trees(n=range(1, 8)), "win",
                      lambda t: [t.without(v) for v, nb in enumerate(t.adjacency())
                                 if len(nb) <= 1])
    trees = list(game.shape.positions())
    # who takes the last vertex wins, and every move takes one: the first player wins iff n odd
    assert solve.Explorer(game).results(trees) == [t.n % 2 == 1 for t in trees]


# ---------------------------------------------------------------- moves that never end

def test_moves_that_yield_for_ever_stop_with_one_line(tmp_path, monkeypatch, capsys):
    before = cpu_seconds()
    rc, _, err = run(tmp_path, monkeypatch, capsys,
                     "positions = numbers(n=range(0, 5))\n"
                     "def moves(p):\n    k = 0\n    while True:\n        k += 1\n"
                     "        yield (k,)\n")
    assert rc == 2
    one_line(err, "moves(0) gave more than 100,000 options (does it yield for ever?)")
    assert cpu_seconds() - before < 10


# A score game: break a tower of h into any composition of two or more (2^(h-1) - 1 moves),
# then the other player picks the k-th piece for k * k points. Its declared towers are small;
# a tower of 18 of the larger ones the strategy search grows has 131,071 options.
COMPOSITIONS = """positions = numbers(n=range(1, 11))
result = "score"
def start(position):
    return (0, position[0])
def moves(state):
    if state[0] == 1:                   # the pieces in a row: pick the k-th
        return [((0, h), k * k) for k, h in enumerate(state[1:], 1)]
    h = state[1]
    out = []
    for cuts in range(1, 1 << (h - 1)):     # bit i: a cut after the (i + 1)-th unit
        ends = [i + 1 for i in range(h - 1) if cuts >> i & 1] + [h]
        out.append(((1,) + tuple(b - a for a, b in zip([0] + ends, ends)), 0))
    return out
"""


def test_a_larger_position_of_too_many_options_is_left_out_of_the_strategy_search(
        tmp_path, monkeypatch, capsys):
    """The strategies' larger positions are solved as the check's are: a state of over 100,000
    options leaves its position out, and the run goes on (it refused the whole game before)."""
    rc, out, err = run(tmp_path, monkeypatch, capsys, COMPOSITIONS)
    assert rc == 0 and "gave more than" not in err, err
    assert "values: 1: 0  2: -4  3: -5" in out, out


def test_states_that_keep_growing_stop_within_seconds(tmp_path, monkeypatch, capsys):
    before = cpu_seconds()
    rc, _, err = run(tmp_path, monkeypatch, capsys,
                     "positions = numbers(n=range(0, 4))\n"
                     "def moves(p):\n    return [(p[0] + 1,)]\n")
    assert rc == 2
    one_line(err, "the states keep growing:")
    assert cpu_seconds() - before < 20


def test_a_long_search_of_the_states_prints_progress(tmp_path, monkeypatch, capsys):
    (tmp_path / "grow.py").write_text("positions = numbers(n=range(0, 3))\n"
                                      "def moves(p):\n    return [(p[0] + 1,)]\n")
    monkeypatch.setenv("GK_EXPLORE_PROGRESS_AFTER", "0")
    assert cli.main([str(tmp_path / "grow.py")]) == 2
    err = capsys.readouterr().err
    assert "states reached," in err and "moves from the nearest position" in err, err


@pytest.mark.parametrize("body, said", [
    ("    if p[0] == 7:\n        raise ValueError('seven')\n    return [(p[0] - 1,)] if p[0] "
     "else []\n", "moves(7) raised ValueError: seven"),
    ("    return {(p[0] - 1,): 1} if p[0] else {}\n", "moves(0) returned a dict: return (or "
     "yield) the next states"),
])
def test_errors_name_the_function_and_the_position(body, said, tmp_path, monkeypatch, capsys):
    rc, _, err = run(tmp_path, monkeypatch, capsys,
                     "positions = numbers(n=range(0, 9))\ndef moves(p):\n" + body)
    assert rc == 2
    one_line(err, said)


LIMITED = """# Nim whose moves assert the statement's limit, as a contestant's file may: piles of at most 6
positions = multiset(piles=range(0, 7), size=range(1, 4))
def moves(piles):
    assert max(piles) <= 6, "piles of at most 6"
    return [tuple(sorted(piles[:i] + (t,) + piles[i + 1:]))
            for i, a in enumerate(piles) for t in range(a)]
"""


def test_larger_positions_the_file_refuses_are_left_out_and_said(tmp_path, monkeypatch, capsys):
    # the check past the declared positions meets piles of 7 and more: each such position is
    # left out and counted (the run went on to the rule), where it once ended the run
    rc, out, err = run(tmp_path, monkeypatch, capsys, LIMITED)
    assert rc == 0, err
    assert "rule: first wins iff xor != 0" in out, out
    assert ("refused by the game file, left out: the first, moves(7) raised AssertionError: "
            "piles of at most 6") in out, out
    declared = LIMITED.replace("range(0, 7)", "range(0, 9)")     # a declared position refused
    rc, _, err = run(tmp_path, monkeypatch, capsys, declared)
    assert rc == 2
    one_line(err, "raised AssertionError: piles of at most 6")


# ---------------------------------------------------------------- partizan games that loop

LOOP = """# a token on a ring of 4 cells: Left steps it forward, Right back except from cell 0
positions = numbers(n=range(0, 12))
result = "partizan"
def canonical(p):
    return (p[0] % 4,)
def left_moves(p):
    return [(p[0] + 1,)]
def right_moves(p):
    return [(p[0] - 1,)] if p[0] % 4 != 0 else []
"""


def ring_classes() -> dict:
    """The classes of LOOP's cells by a plain fixpoint over (cell, Left to move): a state is won
    when some move reaches a lost state, lost when every move reaches a won one (none: lost),
    a draw otherwise; the class is N, P, L, R, or D + Left's + Right's outcome moving first."""
    def moves(cell, left):
        return [(cell + 1) % 4] if left else ([cell - 1] if cell else [])
    out: dict = {}
    changed = True
    while changed:
        changed = False
        for cell in range(4):
            for left in (True, False):
                if (cell, left) in out:
                    continue
                nxt = [out.get((m, not left)) for m in moves(cell, left)]
                if "L" in nxt or all(v == "W" for v in nxt):
                    out[(cell, left)] = "W" if "L" in nxt else "L"
                    changed = True
    classes = {}
    for cell in range(4):
        first = (out.get((cell, True), "D"), out.get((cell, False), "D"))
        classes[cell] = ("D" + "".join(first) if "D" in first else
                         {("W", "W"): "N", ("L", "L"): "P", ("W", "L"): "L",
                          ("L", "W"): "R"}[first])
    return classes


def test_a_partizan_game_that_can_loop_gives_classes_and_code_that_checks(tmp_path,
                                                                          monkeypatch, capsys):
    """It died in the code check (TypeError: ord() of a three-letter class)."""
    rc, out, err = run(tmp_path, monkeypatch, capsys, LOOP)
    assert rc == 0, err
    assert "check: compiled with g++" in out and "std::string outcome(long long n)" in out, out
    game = solve.load(tmp_path / "game.py")
    truth = ring_classes()
    assert solve.Explorer(game).results([(n,) for n in range(12)]) == \
        [truth[n % 4] for n in range(12)]
    assert {"DDL", "DWD"} <= set(truth.values())


# ---------------------------------------------------------------- the code to paste

PAIR = """positions = numbers(x=range(0, 10), y=range(0, 10))
def moves(p):
    x, y = p
    for t in (1, 2, 3):
        if x >= t:
            yield (x - t, y)
        if y >= t:
            yield (x, y - t)
"""


def test_the_code_of_a_pair_names_its_coordinates_and_plain_residues(tmp_path, monkeypatch,
                                                                     capsys):
    rc, out, err = run(tmp_path, monkeypatch, capsys, PAIR)
    assert rc == 0, err
    code = out[out.index("code to paste:"):]
    assert "firstWins(long long x, long long y)" in code, code
    assert "std::vector" not in code and "a[" not in code and "% 4 + 4" not in code, code
    assert "check: compiled with g++" in code


def test_plain_cpp_keeps_the_guard_where_a_value_may_be_negative():
    guarded = "((((x - y)) % 4 + 4) % 4) == 1LL"
    assert whole.plain_cpp(guarded, ("x", "y")) == guarded
    assert whole.plain_cpp("((((a.size() > 0 ? a[0] : 0LL)) % 3 + 3) % 3) == 1LL",
                           ("x", "y")) == "(x % 3) == 1LL"
    own = "f(a)"
    assert "% 3 + 3" in whole.plain_cpp(f"((({own}) % 3 + 3) % 3)", None, (own,))


# ---------------------------------------------------------------- a game decided at its end

EVEN = """# n stones (n odd); each player in turn takes 1 or 2 and keeps them; when none is left,
# the player holding an even number of stones wins
positions = numbers(n=range(1, 40)).where(lambda p: p[0] % 2 == 1)
def start(p):
    return (p[0], 0, 0)          # stones left, the mover's count mod 2, the other's
def moves(s):
    n, mine, theirs = s
    for t in (1, 2):
        if t <= n:
            yield (n - t, theirs, (mine + t) % 2)
def winner(s):
    return "mover" if s[1] == 0 else "last"
"""


def even_holder_wins(n: int) -> bool:
    """The player to move at n stones (both counts 0) wins, by a plain search of the rules,
    bottom up over the stones left: wins[left][mine][theirs], counts mod 2."""
    wins = [[[mine == 0 for _ in range(2)] for mine in range(2)]]      # no stone left
    for left in range(1, n + 1):
        wins.append([[any(not wins[left - t][theirs][(mine + t) % 2]
                          for t in (1, 2) if t <= left)
                      for theirs in range(2)] for mine in range(2)])
    return wins[n][0][0]


def test_a_game_decided_at_its_end_is_mined_as_who_wins(tmp_path, monkeypatch, capsys):
    rc, out, err = run(tmp_path, monkeypatch, capsys, EVEN)
    assert rc == 0, err
    assert "decided by winner(state)" in out and "rule: first wins iff" in out, out
    game = solve.load(tmp_path / "game.py")
    found = whole.find(game, 500, 2)
    assert found.held
    for rule in found.held:
        assert all(rule.evaluate((n,)) == even_holder_wins(n) for n in range(1, 300, 2)), \
            rule.text


LOOPY_END = """# a token on 0..12: a move takes it 2 down or 1 up (within 0..12) unless it stands on
# an end cell: at 0 the player to move has won, at 7 lost, at 12 it is a draw
positions = numbers(n=range(0, 13))
result = "outcome"
def moves(s):
    if s[0] in (0, 7, 12):
        return
    for m in (s[0] - 2, s[0] + 1):
        if 0 <= m <= 12:
            yield (m,)
def winner(s):
    return {0: "mover", 7: "last", 12: "draw"}[s[0]]
"""


def loopy_end_outcomes() -> list[str]:
    """W / L / D of LOOPY_END's cells by a plain fixpoint: the ends as winner() says, then a
    cell is W when a move reaches an L, L when every move reaches a W, until nothing changes;
    the rest (play that never ends, or only drawn ends reached) D."""
    ends = {0: "W", 7: "L", 12: "D"}
    label = dict(ends)
    moves = {n: [m for m in (n - 2, n + 1) if 0 <= m <= 12] for n in range(13) if n not in ends}
    changed = True
    while changed:
        changed = False
        for n, opts in moves.items():
            if n in label:
                continue
            if any(label.get(m) == "L" for m in opts):
                label[n], changed = "W", True
            elif all(label.get(m) == "W" for m in opts):
                label[n], changed = "L", True
    return [label.get(n, "D") for n in range(13)]


def test_a_game_decided_at_its_end_whose_moves_cycle_is_solved_by_retrograde(tmp_path):
    """winner() with moves that cycle (Codeforces 2104C, cards change hands: the run stopped
    with "the moves of a score game have a cycle"): W / L / D by retrograde analysis, against a
    plain fixpoint of the rules; every class occurs, the draw by endless play included."""
    (tmp_path / "game.py").write_text(LOOPY_END)
    game = solve.load(tmp_path / "game.py")
    got = solve.Explorer(game).results([(n,) for n in range(13)])
    want = loopy_end_outcomes()
    assert got == want and {"W", "L", "D"} <= set(want), (got, want)


def test_winner_is_refused_where_it_means_nothing(tmp_path, monkeypatch, capsys):
    rc, _, err = run(tmp_path, monkeypatch, capsys, EVEN + 'result = "grundy"\n')
    assert rc == 2
    one_line(err, "winner(state) says who won where the game ends")
    rc, _, err = run(tmp_path, monkeypatch, capsys,
                     EVEN.replace('"mover" if s[1] == 0 else "last"', '"nobody"'))
    assert rc == 2
    one_line(err, "gave 'nobody': \"mover\" (the player to move, who cannot, won)")


@pytest.mark.parametrize("where, said", [("no/such/folder/rule.cpp", "no such folder"),
                                         (".", "a folder")])
def test_a_code_file_that_cannot_be_written_is_said_before_the_run(where, said, tmp_path,
                                                                    capsys):
    """`--code` into a missing folder was an internal error (FileNotFoundError) after the whole
    run (a family, a game file, a sum); it is one line before any work, for every kind of game."""
    target = tmp_path / where
    for game in ("nim_heaps", "stoned_game", "subtraction"):
        argv = [game] + (["1,2"] if game == "subtraction" else []) + ["--code", str(target)]
        assert cli.main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and said in err and "cannot write it" in err, err
        assert not err.startswith("explore:")   # no progress line: no work was done first


def test_running_out_of_memory_is_one_line_that_says_what_to_do(monkeypatch, capsys):
    """The miner ran out of memory under a 4 GiB limit (fresh7's UVa 10578, fixed in the miner):
    should the memory run out again, the run ends with one line and a way out, not an
    internal error."""
    from explore import cli

    def hungry(args):
        raise MemoryError()
    monkeypatch.setattr(cli, "explore", hungry)
    assert cli.main(["nim"]) == cli.EXIT_INTERNAL
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("gk explore: out of memory: declare fewer"), err


def test_a_filtered_sequence_is_explored(tmp_path, monkeypatch, capsys):
    """sequence(...).where(...) ended every run in an internal error: whether its values may be
    negative was asked of the filter, which has no values. The sum of its piles is found."""
    rc, out, err = run(tmp_path, monkeypatch, capsys,
                       "positions = sequence(values=range(0, 2), length=range(1, 6))"
                       ".where(lambda a: sum(a) >= 1)\n"
                       "def moves(a):\n    for i, v in enumerate(a):\n        if v == 1:\n"
                       "            yield a[:i] + (0,) + a[i + 1:]\n")
    assert rc == 0 and "internal error" not in err, err
    assert "rule: first wins iff the xor of g(pile) over the piles != 0" in out, out
    assert P.negative_values(P.sequence(values=range(-2, 3)).where(lambda a: True))


def test_a_filtered_size_that_keeps_few_positions_is_drawn_not_scanned():
    """Two permutations of 1..5 side by side are 14,400 of the 5^10 sequences of length 10:
    the grown size's listing reads 10^6 in order, then draws at random, and comes back with
    positions of length 10, every one kept by the filter, rather than scanning 10^7."""
    def two(p):
        n = len(p) // 2
        return sorted(p[:n]) == list(range(1, n + 1)) == sorted(p[n:])
    shape = P.sequence(values=range(1, 6), length=range(2, 11, 2)).where(two)
    listed, what = whole._listed_grown(shape, 200_000)
    assert "drawn at random" in what, what
    assert all(two(p) for p in listed) and len(set(listed)) == len(listed)
    assert sum(len(p) == 10 for p in listed) >= 20


def test_numbers_may_be_negative_and_the_code_is_right_there(tmp_path, monkeypatch, capsys):
    """numbers(...) refused a coordinate below 0 ("values from 0"), though contest inputs give
    them (Baekjoon 29617's K, fresh61/): two counters from -5, each lowered by any amount, never
    below -5. The rule is found, and its pasted code equals a plain search on a box the explorer
    never saw, negative coordinates included; a sum of piles is not looked for."""
    assert P.negative_values(P.numbers(x=range(-5, 10), y=range(0, 3)))
    assert not P.negative_values(P.numbers(x=range(0, 10)))
    code = tmp_path / "rule.cpp"
    rc, out, err = run(tmp_path, monkeypatch, capsys,
                       "positions = numbers(x=range(-5, 10), y=range(-5, 10))\n"
                       "def moves(p):\n    x, y = p\n"
                       "    for v in range(-5, x):\n        yield (v, y)\n"
                       "    for v in range(-5, y):\n        yield (x, v)\n",
                       "--code", str(code))
    assert rc == 0 and "rule: first wins iff" in out and "xor of g(pile)" not in out, out + err

    @functools.lru_cache(None)
    def wins(x: int, y: int) -> bool:
        return any(not wins(v, y) for v in range(-5, x)) or \
            any(not wins(x, v) for v in range(-5, y))
    box = [(x, y) for x in range(-5, 41) for y in range(-5, 41)]
    line = whole.check_code(code.read_text(), "firstWins", ("x", "y"), box,
                            [wins(*p) for p in box], "win")
    assert line.startswith("check: compiled with g++"), line


def test_a_multiset_of_signed_piles_is_a_position_not_an_error(tmp_path):
    """multiset(...) refused piles below 0 ("values from 0"), though a partizan game writes a
    pile on one side as s and on the other as -s (Project Euler 939 Partisan Nim, fresh93/):
    the shape holds them, no sum of piles is looked for on them, and the game is solved."""
    from explore import positions as shapes
    from explore_run import searched
    shape = shapes.multiset(piles=range(-2, 3), size=range(1, 3))
    assert shapes.negative_values(shape) and (-2, 1) in set(shape.positions())
    text = '''positions = multiset(piles=range(-2, 3), size=range(1, 3)).where(lambda p: 0 not in p)
result = "partizan"
def _options(piles, own):
    out = set()
    for i, s in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        if (s > 0) == (own > 0):
            out.add(rest)
        else:
            smaller = s - 1 if s > 0 else s + 1
            out.add(tuple(sorted(rest + ((smaller,) if smaller else ()))))
    return sorted(out)
def left_moves(piles):
    return _options(piles, 1)
def right_moves(piles):
    return _options(piles, -1)
'''
    _, _, positions, labels = searched(tmp_path, text)
    got = dict(zip(positions, labels))
    # a pile of one stone on either side is * (either player takes it): the first player wins;
    # one stone on each side: whoever starts takes one and leaves the other the last: P
    assert got[(1,)] == "N" and got[(-1,)] == "N" and got[(-1, 1)] == "P", got
