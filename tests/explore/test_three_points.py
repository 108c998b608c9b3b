"""Six numbers read as three points on a board (explore/features.py, number_features): each
pair's steps (Manhattan) and king steps (Chebyshev). A race written from its rules here (a
thief stepping right or down to the far corner, a guard stepping right, down or diagonally, or
waiting) gets a rule over them; the pasted code is compared with a plain search of the rules
on boards larger than the explorer's."""
from __future__ import annotations

from functools import lru_cache

from explore_run import explore_json, run_words

RACE = '''
# A thief at (x, y) runs to the corner (n, m) of an n x m board, stepping right or down; a guard
# at (a, b) steps right, down or diagonally (right and down at once), or waits. The thief moves
# first and never steps onto the guard; the guard catches him by stepping onto his cell. The
# thief wins on reaching the corner; a player who cannot move loses.
def _on_board(p):
    n, m, x, y, a, b = p
    thief, guard, corner = (x, y), (a, b), (n, m)
    return max(x, a) <= n and max(y, b) <= m and len({thief, guard, corner}) == 3


sides = range(3, 6)
cells = range(1, 6)
positions = numbers(n=sides, m=sides, x=cells, y=cells, a=cells, b=cells).where(_on_board)
result = "win"


def start(p):
    return (*p, 0)


def moves(s):
    n, m, x, y, a, b, turn = s
    if (x, y) == (n, m) or (x, y) == (a, b):
        return []                    # the thief home (the guard to move), or caught
    if turn == 0:
        return [(n, m, x + dx, y + dy, a, b, 1) for dx, dy in ((1, 0), (0, 1))
                if x + dx <= n and y + dy <= m and (x + dx, y + dy) != (a, b)]
    return [(n, m, x, y, a + dx, b + dy, 0) for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1))
            if a + dx <= n and b + dy <= m]
'''


@lru_cache(maxsize=None)
def thief_to_move_wins(n: int, m: int, x: int, y: int, a: int, b: int) -> bool:
    """A plain search of the race: the thief to move at (x, y), the guard at (a, b)."""
    if (x, y) == (a, b):
        return False
    for dx, dy in ((1, 0), (0, 1)):
        u, v = x + dx, y + dy
        if u > n or v > m or (u, v) == (a, b):
            continue
        if (u, v) == (n, m):
            return True
        if all(thief_to_move_wins(n, m, u, v, a + da, b + db)
               for da, db in ((0, 0), (1, 0), (0, 1), (1, 1)) if a + da <= n and b + db <= m):
            return True
    return False


def test_a_race_of_a_thief_and_a_guard_is_read_as_two_distances_compared(tmp_path):
    got = explore_json(tmp_path, RACE)
    assert got["rules"] and "steps(" in got["rules"][0], got["rules"]
    cases = [(n, m, x, y, a, b) for n in range(6, 9) for m in range(6, 9)
             for x in range(1, n + 1) for y in range(1, m + 1)
             for a in range(1, n + 1) for b in range(1, m + 1)
             if (x, y) != (a, b) and (x, y) != (n, m) and (a, b) != (n, m)]
    main = ("int main() { std::string line; while (std::getline(std::cin, line)) { "
            "std::istringstream in(line); std::vector<long long> a; long long v; "
            "while (in >> v) a.push_back(v); std::cout << firstWins(a) << '\\n'; } }\n")
    out = run_words(tmp_path, got["code"], main, [" ".join(map(str, c)) for c in cases])
    assert out == [str(int(thief_to_move_wins(*c))) for c in cases]


def test_each_pairs_distances_are_those_of_their_definitions():
    import random
    from explore import features as feats
    from explore import positions as shapes
    names = ("n", "m", "x", "y", "a", "b")
    rng = random.Random(6)
    points = [tuple(rng.randint(-9, 9) for _ in names) for _ in range(200)]
    kind = shapes.Numbers(names, tuple(range(-9, 10) for _ in names))
    by_name = {f.name: f for f in feats.vocabulary(kind, points)}
    for (i, j) in ((0, 2), (0, 4), (2, 4)):
        pair = f"({names[i]}, {names[i + 1]})({names[j]}, {names[j + 1]})"
        steps, king = by_name[f"steps{pair}"], by_name[f"king steps{pair}"]
        for p in points:
            dx, dy = abs(p[i] - p[j]), abs(p[i + 1] - p[j + 1])
            assert steps.fn(p) == dx + dy and king.fn(p) == max(dx, dy)
