"""The check's search that stops at the first winning move (explore/first_win.py): its results
against plain searches written here from the rules alone (normal play, misère play, a game
decided at its end by winner()), the options it spares, and what it leaves to the graph
search (a cycle, a sum of states, a moves() that fails)."""
from __future__ import annotations

import itertools
from functools import lru_cache
from pathlib import Path

from explore import first_win, solve, whole

# take at least one stone from a pile, then move any of the stones left in it onto one other
# pile: a state of a few piles has hundreds of options
SPREAD = """positions = multiset(piles=range(1, 5), size=range(1, 4))
result = "{result}"


def moves(piles):
    for i, a in enumerate(piles):
        rest = piles[:i] + piles[i + 1:]
        for left in range(a):
            for give in range(left + 1):
                for j in range(len(rest) if give else 1):
                    others = list(rest)
                    if give:
                        others[j] += give
                    kept = [left - give] if left - give else []
                    yield tuple(sorted(others + kept))
"""

# erase one letter; where one letter is left, the player to move has won iff it is "a"
LAST_LETTER = """positions = string("ab", length=range(1, 6))


def moves(s):
    if len(s) > 1:
        for i in range(len(s)):
            yield s[:i] + s[i + 1:]


def winner(s):
    return "mover" if s == "a" else "last"
"""


def spread_options(piles: tuple) -> set:
    """The rules read as: pile i keeps `keep` stones and gives `give` to pile j (none when
    give is 0), keep + give below what it had; empty piles leave the position."""
    out = set()
    n = len(piles)
    for i in range(n):
        for keep in range(piles[i]):
            for give in range(piles[i] - keep):
                for j in ([None] if give == 0 else [j for j in range(n) if j != i]):
                    after = list(piles)
                    after[i] = keep
                    if j is not None:
                        after[j] += give
                    out.add(tuple(sorted(v for v in after if v)))
    return out


@lru_cache(maxsize=None)
def spread_wins(piles: tuple, misere: bool) -> bool:
    """Plain minimax of the rules: the player to move wins iff some option is lost for the
    other (no option: lost in normal play, won in misère play)."""
    options = spread_options(piles)
    if not options:
        return misere
    return any(not spread_wins(o, misere) for o in options)


@lru_cache(maxsize=None)
def last_letter_wins(s: str) -> bool:
    if len(s) == 1:
        return s == "a"
    return any(not last_letter_wins(s[:i] + s[i + 1:]) for i in range(len(s)))


def load(tmp_path: Path, text: str) -> solve.Game:
    path = tmp_path / "game.py"
    path.write_text(text)
    return solve.load(path)


def larger_spreads() -> list:
    return [p for k in range(1, 6) for p in itertools.combinations_with_replacement(range(1, 8), k)]


def counting(game: solve.Game) -> list:
    """Counts every option moves() gives (in calls[0])."""
    calls = [0]
    plain = game.moves

    def moves(state):
        for option in plain(state):
            calls[0] += 1
            yield option
    game.moves = moves
    return calls


def test_the_short_search_is_plain_minimax_and_spares_the_options_after_a_win(tmp_path):
    """Every position of up to 5 piles of up to 7, normal and misère play: each result equals
    the plain search, and the options listed are fewer than a third of the graph search's."""
    for result, misere in (("win", False), ("misere", True)):
        positions = larger_spreads()
        short_game = load(tmp_path, SPREAD.format(result=result))
        short_calls = counting(short_game)
        searcher = first_win.FirstWin(solve.Explorer(short_game))
        got = [searcher.result(p, float("inf"), 10 ** 9) for p in positions]
        assert got == [spread_wins(p, misere) for p in positions], result
        graph_game = load(tmp_path, SPREAD.format(result=result))
        graph_calls = counting(graph_game)
        assert solve.Explorer(graph_game).results(positions) == got
        assert short_calls[0] * 3 < graph_calls[0], (short_calls, graph_calls)


def test_a_game_decided_at_its_end_is_read_through_winner(tmp_path):
    game = load(tmp_path, LAST_LETTER)
    searcher = first_win.FirstWin(solve.Explorer(game))
    strings = ["".join(t) for n in range(1, 10) for t in itertools.product("ab", repeat=n)]
    assert [searcher.result(s, float("inf"), 10 ** 9) for s in strings] == \
        [last_letter_wins(s) for s in strings]


def test_the_check_uses_it_and_the_graph_keeps_only_the_declared_states(tmp_path):
    """solve_until with short=True (the check on larger positions): right results, and no
    state of theirs joins the graph the structural readers read; without it the graph grows."""
    game = load(tmp_path, SPREAD.format(result="win"))
    ex = solve.Explorer(game)
    declared = list(game.shape.positions())
    ex.results(declared)
    before = len(ex.states)
    larger = [p for p in larger_spreads() if len(p) == 5][:40]
    done = whole.solve_until(ex, larger, float("inf"), short=True)
    assert done.positions == larger and done.labels == [spread_wins(p, False) for p in larger]
    assert len(ex.states) == before
    plain = whole.solve_until(ex, larger, float("inf"))
    assert plain.labels == done.labels and len(ex.states) > before


def test_what_it_does_not_model_goes_to_the_graph_search(tmp_path):
    """A cycle, a move to a sum of states and a moves() that fails: None, so that the graph
    search takes the position and its own verdicts and errors apply."""
    cycle = load(tmp_path, "positions = numbers(n=range(0, 4))\n\n\ndef moves(p):\n"
                           "    n, = p\n    if n:\n        yield (n - 1,)\n"
                           "    if 0 < n < 3:\n        yield (n + 1,)\n")
    assert first_win.FirstWin(solve.Explorer(cycle)).result((2,), float("inf"), 10 ** 9) is None
    summed = load(tmp_path, "positions = numbers(n=range(0, 4))\n\n\ndef moves(p):\n"
                            "    n, = p\n    if n >= 2:\n        yield [(1,), (n - 2,)]\n")
    assert first_win.FirstWin(solve.Explorer(summed)).result((3,), float("inf"), 10 ** 9) is None
    failing = load(tmp_path, "positions = numbers(n=range(0, 4))\n\n\ndef moves(p):\n"
                             "    n, = p\n    if n > 5:\n        raise ValueError('too big')\n"
                             "    if n:\n        yield (n - 1,)\n")
    searcher = first_win.FirstWin(solve.Explorer(failing))
    assert searcher.result((3,), float("inf"), 10 ** 9) is True
    assert searcher.result((7,), float("inf"), 10 ** 9) is None


def test_the_cap_and_the_budget_end_a_search_as_the_graphs_do(tmp_path):
    game = load(tmp_path, SPREAD.format(result="win"))
    searcher = first_win.FirstWin(solve.Explorer(game))
    try:
        searcher.result((7, 7, 7, 7, 7), float("inf"), 50)
        raise AssertionError("the cap of 50 new states did not stop the search")
    except solve.OverStateCap:
        pass
    try:
        searcher.result((7, 7, 7, 7, 6), -1.0, 10 ** 9)
        raise AssertionError("a deadline already past did not stop the search")
    except solve.OutOfBudget:
        pass
    # what it decided before it stopped is exact, and kept
    assert all(spread_wins(s, False) == w for s, w in searcher.won.items())
