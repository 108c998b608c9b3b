"""Whose turn it is, carried in the state (explore/turns.py), and partizan sums whose parts are
numbers plus nimbers (explore/partizan_sums.py): a game of who wins whose start() gives
(position, the first player's turn) and whose every move passes the turn is read as a partizan
game, Left the first player. Every pasted code is compared here with a plain search of the
WHOLE game written from its rules in this file, on positions larger than the explorer saw."""
from __future__ import annotations

import itertools
import random
from functools import lru_cache

from explore import solve, turns
from explore_run import explore_json, run_words
from test_partizan_sums import outcome_search, strings_with_blocks

HACKENBUSH_TURNS = '''
# Blue-Red Hackenbush strings, written with whose turn it is in the state: the first player
# cuts a blue edge (B), the second a red one (R), and what stood on it falls. Each block is a
# stalk, its first letter the edge on the ground. Who moves first wins?
positions = string("BR|", length=range(1, 7)).where(
    lambda s: s[0] != "|" and s[-1] != "|" and "||" not in s)
result = "win"


def start(s):
    return (s, "first")


def moves(state):
    s, turn = state
    colour = "B" if turn == "first" else "R"
    stalks = s.split("|") if s else []
    after = "second" if turn == "first" else "first"
    return sorted({("|".join(sorted(stalks[:i] + ([b[:j]] if j else []) + stalks[i + 1:])),
                    after)
                   for i, b in enumerate(stalks) for j, c in enumerate(b) if c == colour})
'''


def _cut(state: str, colour: str) -> list[str]:
    stalks = state.split("|") if state else []
    return ["|".join(stalks[:i] + ([b[:j]] if j else []) + stalks[i + 1:])
            for i, b in enumerate(stalks) for j, c in enumerate(b) if c == colour]


def test_a_turn_carried_in_the_state_is_read_as_a_partizan_sum_of_numbers(tmp_path):
    doc = explore_json(tmp_path, HACKENBUSH_TURNS)
    assert any(ln.startswith("turns: every state is (a position, whose turn it is)")
               for ln in doc["sum"]), doc["sum"]
    assert doc["rules"] == ["first wins iff the sum of v(block) over the blocks > 0"], doc["sum"]
    assert "bool firstWins(const std::string& s)" in doc["code"]
    truth = outcome_search(lambda s: _cut(s, "B"), lambda s: _cut(s, "R"))
    far = strings_with_blocks("BR", 9)      # the explorer enumerated lengths 1..6 only
    main = ("int main() { std::string s; while (std::getline(std::cin, s)) "
            "std::cout << firstWins(s) << '\\n'; }\n")
    assert run_words(tmp_path, doc["code"], main, far) == \
        [str(int(truth(s) in ("L", "N"))) for s in far]


FACING = '''
# Rows of a strip n cells wide, each holding one piece of each player: the first player's
# piece at column a moves left, the second's at column b moves right, any number of cells, never
# onto or past a piece. A state is the position and whose turn it is. Who moves first wins?
positions = sequence(values=range(1, 6), length=range(3, 8, 2)).where(
    lambda p: p[0] >= 2 and all(x <= p[0] for x in p[1:]) and
    all(a != b for a, b in zip(p[1::2], p[2::2])))
result = "win"


def start(position):
    return (position, 0)


def moves(state):
    p, turn = state
    n, out = p[0], []
    for r in range(1, len(p), 2):
        a, b = p[r], p[r + 1]
        if turn == 0:
            targets = [(k, b) for k in range(b + 1 if b < a else 1, a)]
        else:
            targets = [(a, k) for k in range(b + 1, (a - 1 if a > b else n) + 1)]
        out += [(p[:r] + t + p[r + 2:], 1 - turn) for t in targets]
    return out
'''


def _facing_wins(p: tuple) -> bool:
    """Whether the first player, moving first, wins: a plain search of the whole strip."""
    @lru_cache(maxsize=None)
    def wins(rows: tuple, turn: int) -> bool:
        n = p[0]
        for r, (a, b) in enumerate(rows):
            if turn == 0:
                targets = [(k, b) for k in range(b + 1 if b < a else 1, a)]
            else:
                targets = [(a, k) for k in range(b + 1, (a - 1 if a > b else n) + 1)]
            for t in targets:
                if not wins(rows[:r] + (t,) + rows[r + 1:], 1 - turn):
                    return True
        return False
    return wins(tuple(zip(p[1::2], p[2::2])), 0)


def test_rows_worth_numbers_plus_nimbers_after_a_shared_width_are_read_with_their_rules(
        tmp_path):
    doc = explore_json(tmp_path, FACING)
    text = "\n".join(doc["sum"])
    assert "rows of 2 after a first number n that every row shares" in text, text
    # a row whose pieces face each other is a Nim heap of the cells between them; one whose
    # pieces face away is a number, the first player's free cells less the second's
    assert "a row is worth a number plus a nimber, v + *n; n's rule: n = " in text, text
    assert doc["rules"] == ["first wins iff the sum of v(row) over the rows > 0, or it is 0 "
                            "and the xor of n(row) over the rows != 0"], text
    # wider strips than the explorer's 5 cells: every one or two rows on 6..9 cells, and 600
    # random boards of three and four rows on 6..12 cells
    rows_of = {n: [(a, b) for a in range(1, n + 1) for b in range(1, n + 1) if a != b]
               for n in range(6, 13)}
    far = [(n,) + sum(rows, ()) for n in range(6, 10) for k in (1, 2)
           for rows in itertools.product(rows_of[n], repeat=k)]
    rng = random.Random(265)
    far += [(n,) + sum((rng.choice(rows_of[n]) for _ in range(rng.choice((3, 4)))), ())
            for n in (rng.randrange(6, 13) for _ in range(600))]
    assert len(far) > 3000
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            "std::istringstream in(line); std::vector<long long> a; long long x; "
            "while (in >> x) a.push_back(x); std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_words(tmp_path, doc["code"], main, [" ".join(map(str, p)) for p in far])
    assert got == [str(int(_facing_wins(p))) for p in far]


FACING_PARTIZAN = FACING.replace('result = "win"', 'result = "partizan"').replace(
    "def start(position):\n    return (position, 0)\n", "") + '''

def left_moves(p):
    return [q for q, _ in moves((p, 0))]


def right_moves(p):
    return [q for q, _ in moves((p, 1))]
'''


def test_the_same_rows_as_a_partizan_game_get_the_class_of_x_plus_a_nimber(tmp_path):
    doc = explore_json(tmp_path, FACING_PARTIZAN)
    assert doc["rules"] == ["L if the sum of v(row) over the rows > 0, R if < 0; at 0, N if "
                            "the xor of n(row) over the rows != 0, else P"], doc["sum"]
    assert not any(ln.startswith("turns:") for ln in doc["sum"])
    far = [(8,) + sum(rows, ()) for rows in itertools.product(
        [(a, b) for a in range(1, 9) for b in range(1, 9) if a != b], repeat=2)]
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            "std::istringstream in(line); std::vector<long long> a; long long x; "
            "while (in >> x) a.push_back(x); std::cout << outcome(a) << '\\n'; } }\n")
    got = run_words(tmp_path, doc["code"], main, [" ".join(map(str, p)) for p in far])

    def classes(p):
        first = _facing_wins(p)
        flipped = (p[0],) + tuple(x for a, b in zip(p[1::2], p[2::2])
                                  for x in (p[0] + 1 - b, p[0] + 1 - a))
        second = not _facing_wins(flipped)      # Right first is Left first, mirrored
        return {(True, True): "L", (False, False): "R", (True, False): "N",
                (False, True): "P"}[(first, second)]
    assert got == [classes(p) for p in far]


def test_a_move_that_keeps_the_turn_is_no_partizan_reading(tmp_path):
    # the first player may also move twice in a row: the turn is not passed on every move
    text = HACKENBUSH_TURNS.replace(
        "    after = \"second\" if turn == \"first\" else \"first\"",
        "    after = \"second\" if turn == \"first\" or len(s) % 4 == 3 else \"first\"")
    assert text != HACKENBUSH_TURNS
    (tmp_path / "game.py").write_text(text)
    game = solve.load(tmp_path / "game.py")
    positions = list(game.shape.positions())
    assert turns.find(game, positions) is None
    (tmp_path / "game.py").write_text(HACKENBUSH_TURNS)
    game = solve.load(tmp_path / "game.py")
    found = turns.find(game, positions)
    assert found == turns.Turns("first", "second", True)
    # a game decided at its end by winner() is not normal play: not read so (its winner() was
    # once called on a bare position, and the run stopped)
    (tmp_path / "game.py").write_text(HACKENBUSH_TURNS + "\n\ndef winner(state):\n"
                                      "    return \"mover\"\n")
    assert turns.find(solve.load(tmp_path / "game.py"), positions) is None


FLAT = '''
# Two piles written with the turn after the numbers: (a, b, turn). The first player takes
# from the first pile only, the second from the second only; who cannot move loses.
positions = numbers(a=range(0, 7), b=range(0, 7))
result = "win"


def start(p):
    return (p[0], p[1], 0)


def moves(state):
    a, b, turn = state
    if turn == 0:
        return [(a - k, b, 1) for k in range(1, a + 1)]
    return [(a, b - k, 0) for k in range(1, b + 1)]
'''


def test_the_turn_after_the_numbers_is_read_too(tmp_path):
    (tmp_path / "game.py").write_text(FLAT)
    game = solve.load(tmp_path / "game.py")
    positions = list(game.shape.positions())
    found = turns.find(game, positions)
    assert found == turns.Turns(0, 1, True, flat=True)
    pgame = turns.partizan(game, found)
    # Left (the first player) takes from a, Right from b: a race of a against b
    assert sorted(pgame.left_moves((3, 2))) == [(0, 2), (1, 2), (2, 2)]
    assert sorted(pgame.right_moves((3, 2))) == [(3, 0), (3, 1)]


RUNS = '''
# A row of n empty cells; the first player fills two neighbouring empty cells, the second one.
# A state: the lengths of the blocks of empty cells, sorted, and whose turn it is.
positions = numbers(n=range(1, 16))
result = "win"


def start(p):
    return ((p[0],), 0)


def _filled(blocks, at, width):
    rest = blocks[:at] + blocks[at + 1:]
    return [tuple(sorted(rest + tuple(x for x in (k, blocks[at] - width - k) if x > 0)))
            for k in range(blocks[at] - width + 1)]


def moves(state):
    blocks, turn = state
    width = 1 + (turn == 0)
    return sorted({(b, 1 - turn) for i in range(len(blocks)) for b in _filled(blocks, i, width)})
'''


def test_states_that_are_not_positions_keep_start(tmp_path):
    # ((n,), 0) looks like the position (n,) with its turn, but the runs that follow hold any
    # number of gaps: read as positions of a game on one number, the cut of a state into its
    # digits stopped the run with an IndexError
    (tmp_path / "game.py").write_text(RUNS)
    game = solve.load(tmp_path / "game.py")
    found = turns.find(game, list(game.shape.positions()))
    assert found is not None and not found.bare
    doc = explore_json(tmp_path, RUNS, "--budget", "1")
    assert doc["positions"] == 15


ROW_RACES = '''
# Races written as rows a1 b1 a2 b2 ...: in each race the first player has a steps to go and
# the second b; the first player takes one step in one of its races, the second in one of
# its own; a race where one has no step left is still open to the other. start() gathers the
# races into a sorted tuple, with whose turn it is. Who cannot move loses.
positions = sequence(values=range(0, 4), length=range(2, 7, 2))
result = "win"


def start(p):
    return (tuple(sorted(zip(p[0::2], p[1::2]))), 0)


def moves(state):
    races, turn = state
    out = set()
    for i, (a, b) in enumerate(races):
        rest = races[:i] + races[i + 1:]
        if turn == 0 and a > 0:
            out.add((tuple(sorted(rest + ((a - 1, b),))), 1))
        if turn == 1 and b > 0:
            out.add((tuple(sorted(rest + ((a, b - 1),))), 0))
    return sorted(out)
'''


def test_rows_gathered_by_start_are_the_parts_of_a_partizan_sum(tmp_path):
    doc = explore_json(tmp_path, ROW_RACES)
    text = "\n".join(doc["sum"])
    assert "blocks: each position's rows of 2" in text, text
    assert doc["rules"] == ["first wins iff the sum of v(part) over the parts > 0"], text
    assert "bool firstWins(const std::vector<long long>& a)" in doc["code"]
    rng = random.Random(4)
    far = [tuple(rng.randrange(0, 9) for _ in range(2 * rng.randrange(1, 6))) for _ in range(300)]
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            "std::istringstream in(line); std::vector<long long> a; long long x; "
            "while (in >> x) a.push_back(x); std::cout << firstWins(a) << '\\n'; } }\n")
    got = run_words(tmp_path, doc["code"], main, [" ".join(map(str, p)) for p in far])
    @lru_cache(maxsize=None)
    def wins(left: int, right: int, turn: int) -> bool:
        # a plain search of the whole game: only the steps left to each player matter, as a
        # step in any race is a step (who cannot move loses)
        mine = left if turn == 0 else right
        return mine > 0 and not wins(left - (turn == 0), right - (turn == 1), 1 - turn)
    assert got == [str(int(wins(sum(p[0::2]), sum(p[1::2]), 0))) for p in far]
